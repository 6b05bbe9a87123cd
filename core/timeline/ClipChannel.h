#pragma once
// ClipChannel: one channel of a clip, the curve that sets `key` (target, property) in
// clip-local seconds (spec/timeline.md §1.1, §1.3): a Spline for numbers, a StepChannel
// for strings and booleans.
//
// Numeric channels evaluate with the project's spline evaluator (Spline::eval at the
// wrapped clip time, its time codes read as clip-local seconds). With the Spline's default
// held extrapolation that gives §1.3: the first value before the first knot, the last at
// and after the last knot, and a dual-valued knot for two keys at one time (pre-value =
// the earlier key's value, value = the later key's, which wins from that time on). A
// spline may carry more than the compiled format can (other extrapolation, inner loops,
// value blocks); evaluation honours it, and where the spline has no value (a value block)
// the placement writes nothing for that key (see TimelineIndex.h).

#include "core/spline/Spline.h"
#include "core/timeline/ChannelKey.h"
#include "core/timeline/PoseValue.h"
#include "core/timeline/StepChannel.h"

#include <optional>
#include <variant>

namespace knotline {

using ChannelCurve = std::variant<Spline, StepChannel>;

struct ClipChannel {
    ChannelKey key;
    ChannelCurve curve;

    bool isNumeric() const { return std::holds_alternative<Spline>(curve); }
    /// Number of keys (knots of a spline, keys of a step channel).
    std::size_t keyCount() const;

    friend bool operator==(const ClipChannel &, const ClipChannel &) = default;
};

inline std::size_t ClipChannel::keyCount() const
{
    if (const Spline *s = std::get_if<Spline>(&curve))
        return s->knotCount();
    return std::get<StepChannel>(curve).keys().size();
}

/// The value `channel` gives at clip-local time `u` (already wrapped, §1.3): Spline::eval
/// for numbers (nullopt in a value block), StepChannel::valueAt for strings and booleans.
std::optional<PoseValue> clipChannelValue(const ClipChannel &channel, double u);

/// A step value as a pose value.
PoseValue poseValue(const StepValue &value);

} // namespace knotline
