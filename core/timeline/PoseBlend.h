#pragma once
// PoseBlend: the arithmetic of the blended pose (spec/timeline.md §1.7), shared by
// evaluateTimeline and TimelineCursor so that both give the same bits.
//
// placementWeight: a placement playing on [a, e] with ramps blendIn and blendOut
// (seconds) weighs, at timeline time t (seconds):
//   0 before a (and for NaN);
//   min(1, (t − a) / blendIn) while rising (blendIn > 0), min(1, (e − t) / blendOut)
//   while falling (blendOut > 0), the smaller of the two where the ramps overlap, else 1;
//   after e: 1 when it holds (blendOut = 0 and its hold flag set, §1.4), else 0 (it has
//   blended out, or it does not hold: PlacedClip::hold).
// The caller multiplies by the track's weight (track weight 1 leaves it unchanged).
//
// BlendedValue: the running value x of one key, to which contributions are applied in
// §1.7's order (held placements by end, then active ones by placement order):
//   - a contribution of weight 0 is skipped (the caller does not apply it);
//   - the first applied contribution sets x = v (replace) or x = w · v (additive), whatever
//     its weight, unless the key starts from a rest value;
//   - numbers: replace x ← (1 − w) · x + w · v, exactly v when w = 1; additive
//     x ← x + w · v;
//   - strings and booleans (on either side) do not blend: the contribution replaces x when
//     w ≥ ½ and is not applied below;
//   - a value block (no value, v = nullopt) on a replace track makes x "no value" when
//     w ≥ ½; a later number then sets x as a first contribution would; on an additive track
//     a value block adds nothing and is not applied;
//   - "written at" and the source are those of the last applied contribution.
// A key to which nothing was applied, or whose x ends as "no value", is absent from the
// pose. With every weight 1, replace tracks only and no rest value, x is the last
// contribution's value, bit for bit: the raw pose.

#include "core/timeline/Pose.h"
#include "core/timeline/PoseValue.h"

#include <optional>

namespace knotline {

/// Whether a placement with blend out `blendOut` (seconds) and hold flag `hold`
/// (PlacedClip::hold) holds after its end in the blended pose: hold && blendOut == 0.
inline bool holdsAfterEnd(bool hold, double blendOut) { return hold && blendOut == 0.0; }

/// The ramp weight (0–1) at timeline time `t` of a placement active on [a, e] with the
/// given ramps (seconds >= 0) and hold flag. See the header comment.
double placementWeight(double a, double e, double blendIn, double blendOut, bool hold, double t);

class BlendedValue {
public:
    BlendedValue() = default;
    /// Starts from a rest value (a USD attribute's own value): the first contribution then
    /// blends with it instead of setting x.
    explicit BlendedValue(PoseValue rest) : m_x(std::move(rest)), m_started(true) {}

    /// Applies value `v` (nullopt: a value block) with weight `w` (0 < w <= 1; the caller
    /// skips 0) of a track that is `additive` or not, written by `source`. Returns whether
    /// it was applied (see the header comment: a string below ½ or an additive value block
    /// is not).
    bool apply(const std::optional<PoseValue> &v, double w, bool additive, const PoseSource &source);
    /// The same for a number (the common case, without building a PoseValue).
    bool applyNumber(double v, double w, bool additive, const PoseSource &source);

    /// True when some contribution was applied and x has a value: the key is in the pose.
    bool present() const { return m_applied && m_x.has_value(); }
    /// x (valid when present()).
    const PoseValue &value() const { return *m_x; }
    /// The last applied contribution's source (valid when present()).
    const PoseSource &source() const { return m_source; }

private:
    std::optional<PoseValue> m_x;
    PoseSource m_source;
    bool m_started = false; ///< x holds a value to blend with (a contribution or the rest value)
    bool m_applied = false;
};

} // namespace knotline
