#pragma once
// The timeline forms of knotline info and bake, run when their input is a compiled
// timeline (.json; TimelineInput.h):
//   info FILE.json   the timeline's duration and property space; each track (name, target
//                    root, flags) with its placements (clip, start, end, speed, window,
//                    loop mode, blends, sync requests: the sync warp's input); each clip
//                    (duration, loop mode, channels with their key counts, raw sync times);
//                    every target with its properties.
//   bake FILE.json -o OUT.usda [--range A:B] [--fps F]
//                    the timeline baked to time samples (core/io/TimelineBake.h) over
//                    A:B seconds (default 0:duration) at F evaluations per second
//                    (default: the document's knotline.frame_rate, else 24), saved atomically.
// Exit codes and messages as the other subcommands (CliCommon.h).

#include <QStringList>

namespace knotline::cli {

int runTimelineInfo(const QStringList &arguments);
int runTimelineBake(const QStringList &arguments);

} // namespace knotline::cli
