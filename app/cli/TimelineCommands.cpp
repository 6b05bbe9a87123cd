#include "app/cli/TimelineCommands.h"

#include "core/timeline/PlacedClipWarp.h"
#include "core/timeline/PlacementTiming.h"

#include "app/cli/CliCommon.h"
#include "app/cli/TimelineInput.h"
#include "core/base/EnglishCount.h"
#include "core/io/LayerFile.h"
#include "core/io/OtioReader.h"
#include "core/io/TimelineBake.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

#include <cmath>
#include <map>
#include <set>

namespace knotline::cli {

namespace {

std::string text(const QString &s) { return s.toStdString(); }

const char *loopModeText(LoopMode mode)
{
    switch (mode) {
    case LoopMode::Loop:
        return "loop";
    case LoopMode::PingPong:
        return "ping_pong";
    case LoopMode::Once:
        break;
    }
    return "once";
}

/// The warp of a placement with sync requests: its knots and every warning (spec §2:
/// dropped, reversed and collapsed requests and holds are reported, not silent).
std::string syncWarpText(const PlacedClip &p)
{
    const Result<SyncWarp> warp = placedClipWarp(p);
    if (!warp)
        return "       warp: " + warp.status().message() + "\n";
    std::string out = "       warp knots";
    for (std::size_t i = 0; i < kSyncPointCount; ++i)
        out += std::string(i ? ", " : " ") + std::string(syncPointName(static_cast<SyncPoint>(i))) + " "
            + timelineNumber(warp->knots[i]);
    out += "\n";
    for (const SyncWarpWarning &w : warp->warnings)
        out += "       warning: " + w.message() + "\n";
    return out;
}

std::string syncText(const SyncTimes &times)
{
    std::string out;
    for (std::size_t i = 0; i < kSyncPointCount; ++i)
        if (times[i])
            out += (out.empty() ? "" : " ") + std::string(syncPointName(static_cast<SyncPoint>(i))) + "=" + timelineNumber(*times[i]);
    return out;
}

/// `seconds` in frames at `fps`: a whole number when it is within 1e-9 frames of one.
std::string frameNumber(double seconds, double fps)
{
    const double v = seconds * fps;
    const double r = std::round(v);
    return timelineNumber(std::abs(v - r) <= 1e-9 ? r : v);
}

/// `frames`: each placement's start and duration also in frames at the document's frame
/// rate (OpenTimelineIO inputs, whose times are frames).
std::string describeTimeline(const QString &input, const CompiledTimeline &doc, bool frames = false)
{
    const Timeline &tl = doc.timeline;
    std::string out = "file: " + text(input) + "\n";
    out += "timeline: duration " + timelineNumber(tl.duration()) + " s, property space " + text(propertySpaceName(tl.propertySpace()))
        + ", pose " + std::string(timelinePoseModeName(tl.poseMode()));
    if (doc.frameRate > 0.0)
        out += ", frame rate " + timelineNumber(doc.frameRate);
    out += "\n";
    out += "tracks: " + std::to_string(tl.trackCount()) + "\n";
    for (std::size_t t = 0; t < tl.trackCount(); ++t) {
        const Track &track = tl.track(t);
        out += "  track " + std::to_string(t + 1);
        if (!track.name.isEmpty())
            out += " \"" + text(track.name) + "\"";
        if (!track.targetRoot.isEmpty())
            out += " target root " + text(track.targetRoot);
        if (track.muted)
            out += " muted";
        if (track.solo)
            out += " solo";
        if (track.weight != 1.0)
            out += " weight " + timelineNumber(track.weight);
        if (track.blendMode == TrackBlendMode::Additive)
            out += " additive";
        out += ": " + englishCount(track.placedClips.size(), "placed clip", "placed clips") + "\n";
        for (std::size_t c = 0; c < track.placedClips.size(); ++c) {
            const PlacedClip &p = track.placedClips[c];
            // Start and end as evaluation plays them: a sync warp's first and last knot.
            const PlacementTiming timing = placementTiming(p);
            out += "    " + std::to_string(c + 1) + ". " + text(p.clip->label()) + ": start " + timelineNumber(timing.start)
                + ", end " + timelineNumber(timing.end) + ", speed " + timelineNumber(p.speed) + ", loop "
                + loopModeText(p.clip->loopMode());
            if (frames && doc.frameRate > 0.0)
                out += " (frames: start " + frameNumber(timing.start, doc.frameRate) + ", duration "
                    + frameNumber(timing.end - timing.start, doc.frameRate) + ")";
            if (p.window)
                out += ", window " + timelineNumber(*p.window);
            if (p.blendIn > 0.0 || p.blendOut > 0.0)
                out += ", blend in " + timelineNumber(p.blendIn) + " out " + timelineNumber(p.blendOut);
            if (p.trimIn > 0.0)
                out += ", trim in " + timelineNumber(p.trimIn) + " (anchor " + timelineNumber(p.start) + ")";
            if (!p.enabled)
                out += ", disabled";
            if (!p.hold)
                out += ", no hold after its end";
            const std::string sync = syncText(p.syncRequests);
            if (!sync.empty())
                out += ", sync warp requests " + sync;
            out += "\n";
            if (!sync.empty())
                out += syncWarpText(p);
        }
    }
    out += "clips: " + std::to_string(doc.clips.size()) + "\n";
    std::map<QString, std::set<QString>> targets;
    for (const std::shared_ptr<const Clip> &clip : doc.clips) {
        out += "  " + text(clip->id());
        if (!clip->name().isEmpty() && clip->name() != clip->id())
            out += " \"" + text(clip->name()) + "\"";
        out += ": duration " + timelineNumber(clip->duration()) + ", loop " + loopModeText(clip->loopMode()) + ", played by "
            + englishCount(tl.playCount(clip.get()), "placement", "placements");
        const std::string sync = syncText(clip->syncTimes());
        if (!sync.empty())
            out += ", sync points " + sync;
        out += "\n";
        for (const ClipChannel &ch : clip->channels()) {
            out += "    " + text(ch.key.target) + " " + text(ch.key.property) + ": "
                + (ch.isNumeric() ? englishCount(ch.keyCount(), "knot", "knots") + ", numbers\n"
                                  : englishCount(ch.keyCount(), "key", "keys") + ", steps\n");
            targets[ch.key.target].insert(ch.key.property);
        }
    }
    out += "targets: " + std::to_string(targets.size()) + "\n";
    for (const auto &[target, properties] : targets) {
        out += "  " + text(target) + ":";
        for (const QString &p : properties)
            out += " " + text(p);
        out += "\n";
    }
    return out;
}

/// What an OTIO file holds besides the timeline: its name, the animations it embeds, the
/// animation files its media references named and the freeze frames, the files that could
/// not be read (warnings), the clips that named no animation, the markers and what was kept
/// unread.
std::string describeOtio(const OtioImport &read)
{
    std::string out = "otio: timeline \"" + text(read.name) + "\"";
    if (read.globalStartTime)
        out += ", global start time " + timelineNumber(*read.globalStartTime) + " s";
    out += ", " + englishCount(read.animations.size(), "animation", "animations") + " embedded, "
        + englishCount(read.fileAnimations.size(), "animation file", "animation files") + " read, "
        + englishCount(read.stills.size(), "freeze frame", "freeze frames") + " of animations\n";
    for (const std::string &w : read.warnings)
        out += "  warning: " + w + "\n";
    const std::vector<PlacementIndex> unmapped = read.unmapped();
    out += "  unmapped: " + std::to_string(unmapped.size())
        + (unmapped.empty() ? "" : " (placeholders without channels; open the file to map them)") + "\n";
    for (const OtioPlacementInfo &p : read.placements)
        if (!p.mapped)
            out += "    " + p.jsonPath + " \"" + text(p.name) + "\": " + text(p.hint) + "\n";
    out += "  markers: " + std::to_string(read.markers.size()) + "\n";
    for (const OtioMarker &m : read.markers)
        out += "    \"" + text(m.name) + "\" at " + timelineNumber(m.time) + " s"
            + (m.duration > 0 ? ", " + timelineNumber(m.duration) + " s long" : std::string())
            + (m.color.isEmpty() ? std::string() : ", " + text(m.color)) + "\n";
    out += "  kept: " + std::to_string(read.kept.size()) + "\n";
    for (const OtioKept &k : read.kept)
        out += "    " + k.jsonPath + ": " + text(k.what) + "\n";
    return out;
}

} // namespace

int runTimelineInfo(const QStringList &arguments)
{
    const QString command = QStringLiteral("info");
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Describe a compiled timeline (.json) or an OpenTimelineIO file (.otio): tracks, placed clips\n"
        "(start, end, speed, loop mode, sync requests; for .otio also in frames), clips and their\n"
        "channels, and every target; for .otio also the clips that name no animation, the markers\n"
        "and what was kept unread."));
    const QCommandLineOption help = parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("input"), QStringLiteral("The compiled timeline (.json) or OTIO file (.otio)."));
    QString input;
    if (const std::optional<int> exit = parseSingleInput(parser, arguments, command, help, &input))
        return *exit;
    if (isOtioInput(input)) {
        const Result<OtioImport> read = readOtioFile(input);
        if (!read.isOk()) {
            printError(command, read.status().message());
            return ExitBadInput;
        }
        printOut(describeTimeline(input, compiledTimelineOf(*read), true) + describeOtio(*read));
        return ExitOk;
    }
    const std::optional<CompiledTimeline> doc = openTimelineReported(command, input);
    if (!doc)
        return ExitBadInput;
    printOut(describeTimeline(input, *doc));
    return ExitOk;
}

int runTimelineBake(const QStringList &arguments)
{
    const QString command = QStringLiteral("bake");
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Bake a compiled timeline (.json) to a usda layer of time samples: one prim per target, one\n"
        "attribute per property (double, string or bool), sampled from A to B seconds at F per second;\n"
        "a key at rest gets no sample. Time codes are seconds times F. The pose is the document's\n"
        "(raw or blended); --raw or --blended overrides it."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")}, QStringLiteral("The usda file to write."),
                                    QStringLiteral("file"));
    const QCommandLineOption range(QStringLiteral("range"), QStringLiteral("Seconds A:B (default 0:the timeline's duration)."),
                                   QStringLiteral("A:B"));
    const QCommandLineOption fps(QStringLiteral("fps"),
                                 QStringLiteral("Samples per second (default the document's frame rate, else 24)."),
                                 QStringLiteral("F"));
    parser.addOptions({output, range, fps});
    const PoseModeOptions poseMode;
    addPoseModeOptions(parser, poseMode);
    parser.addPositionalArgument(QStringLiteral("input"), QStringLiteral("The compiled timeline (.json)."));
    QString input;
    if (const std::optional<int> exit = parseSingleInput(parser, arguments, command, help, &input, "only one input file can be baked"))
        return *exit;
    if (const std::optional<int> exit = checkUsdaOutput(command, parser.value(output), input))
        return *exit;
    const QString out = parser.value(output);
    TimelineBakeOptions options;
    bool rangeSet = false;
    if (parser.isSet(range)) {
        const QStringList parts = parser.value(range).split(QLatin1Char(':'));
        if (parts.size() != 2 || !parseFiniteNumber(parts[0], &options.start) || !parseFiniteNumber(parts[1], &options.end)
            || !(options.start <= options.end)) {
            printError(command, "--range needs seconds A:B with A <= B, not \"" + parser.value(range).toStdString() + "\"");
            return ExitBadArguments;
        }
        rangeSet = true;
    }
    bool fpsSet = false;
    if (parser.isSet(fps)) {
        if (!parseFiniteNumber(parser.value(fps), &options.fps) || !(options.fps > 0.0)) {
            printError(command, "--fps must be a number > 0, not \"" + parser.value(fps).toStdString() + "\"");
            return ExitBadArguments;
        }
        fpsSet = true;
    }
    std::optional<CompiledTimeline> doc = openTimelineReported(command, input);
    if (!doc)
        return ExitBadInput;
    if (!applyPoseModeOption(parser, poseMode, command, doc->timeline))
        return ExitBadArguments;
    if (!rangeSet)
        options.end = doc->timeline.duration();
    if (!fpsSet && doc->frameRate > 0.0)
        options.fps = doc->frameRate;
    const Result<TimelineBakeResult> baked = bakeTimeline(doc->timeline, options);
    if (!baked.isOk()) {
        printError(command, baked.status().message());
        return ExitBadInput;
    }
    if (const Status s = saveLayerFile(baked.value().layer, out); !s) {
        printError(command, s.message());
        return ExitBadInput;
    }
    printOut("baked " + englishCount(baked.value().times, "time", "times") + ", "
             + englishCount(baked.value().samples, "sample", "samples") + " to " + out.toStdString() + "\n");
    return ExitOk;
}

} // namespace knotline::cli
