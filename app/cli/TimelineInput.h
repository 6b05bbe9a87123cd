#pragma once
// Shared pieces of the timeline subcommands (knotline pose, and info and bake on compiled
// timeline JSON, spec/timeline.md §1.5): recognising a timeline input and opening it.

#include "core/io/CompiledTimeline.h"

class QCommandLineParser;

#include <QCommandLineOption>
#include <QString>
#include <QStringList>

#include <optional>

namespace knotline::cli {

/// True when `path` names a timeline: a compiled timeline (.json) or an OpenTimelineIO
/// file (.otio), any case.
bool isTimelineInput(const QString &path);

/// True when the subcommand's arguments (program name first, then options and inputs)
/// name a timeline input: an argument that is not an option and ends in .json or .otio. info and
/// bake then run their timeline forms.
bool hasTimelineInput(const QStringList &arguments);

/// readCompiledTimelineFile() for a subcommand (readOtioFile() for .otio: its timeline,
/// animations and frame rate): on failure prints the error ("knotline <command>:
/// path: animations.walk…: …") and returns nullopt (the caller exits with ExitBadInput).
std::optional<CompiledTimeline> openTimelineReported(const QString &command, const QString &path);

/// True when `path` names an OpenTimelineIO file (.otio, any case).
bool isOtioInput(const QString &path);

/// The --raw and --blended options of pose and bake (spec/timeline.md §1.7): by default
/// the document's pose (knotline.pose; raw without it); either option overrides it.
struct PoseModeOptions {
    QCommandLineOption raw{QStringLiteral("raw"), QStringLiteral("Evaluate the raw pose (the reference's; ramps not applied), whatever the document says.")};
    QCommandLineOption blended{QStringLiteral("blended"), QStringLiteral("Evaluate the blended pose (ramps, track weights, additive tracks), whatever the document says.")};
};
/// Adds the pose options to `parser`.
void addPoseModeOptions(QCommandLineParser &parser, const PoseModeOptions &options);
/// Applies a given --raw or --blended to `timeline`. Both given: prints the error and
/// returns false (the caller exits with ExitBadArguments).
bool applyPoseModeOption(const QCommandLineParser &parser, const PoseModeOptions &options, const QString &command,
                         Timeline &timeline);

/// "0", "0.5", "1e-300": the shortest text that reads back as `v`.
std::string timelineNumber(double v);

} // namespace knotline::cli
