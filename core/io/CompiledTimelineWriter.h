#pragma once
// Export of compiled timeline JSON (spec/timeline.md §1.5), the inverse of
// CompiledTimelineReader: the same shape back, every field carried.
//
// Channels: a spline's segments become keyframe easings (SplineKeyframes.h: linear → null,
// held → "step", Bezier or Hermite → the 4-number easing; a dual-valued knot → two keyframes
// at one time), a step channel's keys are written with "step". Placements write
// start_time, duration (the window, or null), speed, blend_in and blend_out. Clips are
// written under their ids (a clip without an id, or with one already taken, gets
// "clip<N>"). Knotline's extras (frame rate, track names, mute/solo, sync times and
// requests, a property space other than stage.node) go into the top-level "knotline"
// member, written only when there is something to say.
//
// Refused, naming the channel, unless bakeToKeyframes is set: inner loops, extrapolation
// other than held, value blocks, regressive segments, curves with no easing form. With
// bakeToKeyframes such a channel is sampled into linear keyframes over [0, clip duration]
// (and its knots' span) at bakeRate samples per clip second; a channel that would take
// 10,000,000 samples or more is refused (MessageId::CompiledBakeTooManySamples). Value
// blocks have no keyframe form: baked, their samples are left out, so the keyframes
// around a block join across it.

#include "core/base/Result.h"
#include "core/io/CompiledTimeline.h"

#include <QByteArray>
#include <QString>

namespace knotline {

struct CompiledWriteOptions {
    bool bakeToKeyframes = false; ///< sample channels the format cannot hold instead of refusing
    double bakeRate = 24.0;       ///< samples per clip second when baking (> 0)
    bool indented = true;         ///< QJsonDocument::Indented, else Compact
};

/// The document as JSON text (UTF-8). Errors: see above ("animations.<id>: channel …").
Result<QByteArray> writeCompiledTimeline(const CompiledTimeline &doc, const CompiledWriteOptions &options = {});

/// writeCompiledTimeline saved to `path` atomically (QSaveFile); on error the old file is
/// unchanged ("path: cannot save: …").
Status saveCompiledTimelineFile(const CompiledTimeline &doc, const QString &path, const CompiledWriteOptions &options = {});

} // namespace knotline
