#pragma once
// `knotline convert IN OUT`: opens IN as the editor opens it (core/editor/DocumentFormats.h)
// and saves it as OUT, in the format OUT's extension names, as File ▸ Save As does: a
// compiled timeline (.json) ⇄ OpenTimelineIO (.otio, core/io/OtioWriter.h), a usda layer to
// .usda/.usd, a Maya .anim to .anim. A usda or .anim file saved as a timeline (.json, .otio)
// becomes one placement playing the file's animation once (core/io/AnimationFileClip.h,
// readAnimationFileTimeline; `--prim /Path` takes one prim and those below it), its curves
// sampled into linear keyframes at the file's frame rate where the compiled format cannot
// hold them (inner loops, looping extrapolation, regressive segments), and exact otherwise;
// a channel with value blocks, which the format cannot hold at all, is saved with a warning
// on stderr naming it (hasValueBlocks). A timeline saved as .json (an OTIO cut whose clips
// name .anim or usda files) has those animations sampled the same way, at its frame rate
// (24 when it has none), with the same warning, where File ▸ Save As refuses them.
// Saving is atomic; OUT may not be IN.
// Output: "IN → OUT: <format> → <format>, N tracks, M placed clips" (timelines) or
// "IN → OUT: <format> → <format>, N channels"; for an animation made a timeline "1 track,
// 1 placed clip, N channels (sampled at F per second where …)". Exit status: CliCommon's (0 ok, 1 unreadable
// input or failed save, 2 bad arguments: not two files, OUT is IN, or a target format the
// input cannot be saved as, with the reason: "a Maya anim file can only be saved as .anim").

#include <QStringList>

namespace knotline::cli {

/// `arguments[0]` is the program path, then the subcommand's own arguments. Returns the exit status.
int runConvert(const QStringList &arguments);

} // namespace knotline::cli
