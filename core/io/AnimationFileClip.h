#pragma once
// AnimationFileClip: an animation file as a timeline clip (spec/timeline.md §1.1), what an
// OpenTimelineIO clip's media reference names when it points at animation rather than
// footage (issue 33: "walk.anim", "shot.usda#/World/Ball", "file:///abs/walk.anim").
//
// What a reference names (animationFileRef, no file access): a target_url whose path ends
// in ".anim", ".usda" or ".usd" (any case), with an optional "#/Prim/Path" fragment naming
// a prim of the layer (for a .anim file, a node: "walk.anim#/joint2"); "file://" URLs
// (file:///p, file://localhost/p) are read as local paths (percent-decoding applied);
// other hosts and schemes ("https://…") and other extensions (".mov", ".exr") name no
// animation file.
//
// The clip (clipFromLayer):
// - Channels: every attribute of the prim and of the prims below it (the whole layer when
//   no prim is named; abstract `class` prims are skipped) whose values change over time: a
//   spline (numeric; an empty spline is skipped) or scalar time samples
//   (core/document/TimeSampleSpline.h: as OpenUSD evaluates them; booleans as 0 and 1).
//   The target is the prim's absolute path ("/World/Ball"), the property the attribute's
//   name ("translateX", "xformOp:rotateZ"). Attributes with only a default value, array or
//   tuple samples and connections give no channel.
// - Time: clip-local seconds = the layer's time codes / its timeCodesPerSecond
//   (Layer::effectiveTimeCodesPerSecond), the spline re-timed as a layer offset
//   (core/time/SplineRetime.h: tangent widths scaled, slopes per second). So the clip's
//   time 0 is time code 0 of the file, and an OTIO source_range.start_time of 1 s plays
//   from time code 24 of a 24 fps file. Values are kept as authored, those of timecode
//   attributes too (they stay time codes of the file).
// - Duration: the layer's endTimeCode / timeCodesPerSecond when that is > 0, else the
//   latest knot or sample time of its channels (inner-loop copies included); one frame
//   (1 / timeCodesPerSecond) when both are <= 0. Loop mode Once (outside its duration a
//   clip holds its ends).
// - Name: the prim's name, else the file's base name; id: what the caller names it by.
//
// A Maya .anim file is read as the usda layer core/io/AnimToUsda.h makes of it (nodes
// become prims "/joint2", attributes their leaf names, times its frames at its time-unit
// rate) and then as above, so "walk.anim" plays the curves at Ts's reading of them.
//
// Only the file itself is read: a usda file's sublayers, references and value clips are
// not composed into it (a prim that only a sublayer defines is missing).
//
// Errors (nothing made), each prefixed with the file path: a directory or something other
// than a regular file (a pipe, a device: MessageId::IsDirectory, NotRegularFile, never
// read); the file cannot be read or parsed (the reader's message, "path:line:column: …");
// the prim does not exist
// (MessageId::AnimationFilePrimMissing); no attribute below it changes over time
// (MessageId::AnimationFileNoChannels).

#include "core/base/Result.h"
#include "core/document/Layer.h"
#include "core/io/CompiledTimeline.h"
#include "core/timeline/Clip.h"

#include <QString>

#include <optional>

namespace knotline {

/// An animation file a media reference names.
struct AnimationFileRef {
    QString file;     ///< the path as named (relative paths not yet resolved)
    QString primPath; ///< "/World/Ball"; empty: the whole file
    bool isAnim = false; ///< a Maya .anim file (else usda)

    friend bool operator==(const AnimationFileRef &, const AnimationFileRef &) = default;
};

/// What `url` names when it names an animation file (see the header comment); nullopt when
/// it names none (another extension or scheme, an empty path).
std::optional<AnimationFileRef> animationFileRef(const QString &url);

/// The clip the prim at `primPath` ("" for every prim) of `layer` animates, named `name`.
/// Errors without a path prefix: AnimationFilePrimMissing, AnimationFileNoChannels.
Result<Clip> clipFromLayer(const Layer &layer, const QString &primPath, const QString &name);

/// The clip `ref` names, its file resolved against `baseDirectory` when relative (a name
/// with '%' escapes that names no file is percent-decoded, as a URL's path is); the clip's
/// id is set to `id`. Errors as the header comment says, prefixed with the path.
Result<Clip> readAnimationFileClip(const AnimationFileRef &ref, const QString &baseDirectory, const QString &id);

/// An animation file as a timeline document (what `knotline convert walk.anim walk.otio`
/// saves): the clip `ref` names (readAnimationFileClip, relative to the working folder; id
/// and name the file's base name, or the prim's name), played once from 0 by one placement
/// on one track named after it; PropertySpace::Independent (every USD attribute its own
/// write group), raw pose, the timeline as long as the clip, frame rate the file's
/// framesPerSecond, else its timeCodesPerSecond. Errors: readAnimationFileClip's.
Result<CompiledTimeline> readAnimationFileTimeline(const AnimationFileRef &ref);

} // namespace knotline
