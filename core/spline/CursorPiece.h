#pragma once
// Internal: the stretch of query times that an EvalCursor can answer without searching.
//
// A piece is the open interior of one resolved segment, reached either directly (a time in
// the knot region) or through one fixed iteration of looping extrapolation. Inside it a
// query time t maps to the segment's time by the same floating-point operations the full
// lookup performs (detail::evaluateValue), so answers from a piece are bit-identical to
// the full path:
//   shifted = t + offset                      (offset = ±hops · loop span, or −0 for none)
//   mapped  = mirrored ? mirrorSum − shifted : shifted   (mirrorSum = loop start + loop end)
//   value   = segment value at mapped + valueShift       (valueShift = −0 unless loop repeat)
// The piece holds only while lo < t < hi: for a piece in the knot region that is the
// segment interior itself (the map is the identity); for a loop copy it is the stretch of
// query times where the loop iteration was verified to stay the same (the whole copy of
// the looped region, up to rounding at its ends), and `shifted` must also lie in
// [shiftedLo, shiftedHi] (the loop region, where Ts's clamp changes nothing) and `mapped`
// strictly between the segment's knot times. A time that leaves the segment but not the
// iteration moves the piece to the neighbouring segment (advance).

#include "core/spline/HotSegment.h"
#include "core/spline/UnpackedBezier.h"

#include <cstddef>
#include <limits>

namespace knotline::detail {

struct CursorPiece {
    const HotSegment *segment = nullptr; ///< nullptr: no piece (every query misses)
    std::size_t index = 0;               ///< the segment's index in EvalData::hot
    double t0 = 0.0, t1 = 0.0;           ///< segment knot times (time codes); answers strictly inside
    double lo = std::numeric_limits<double>::infinity();  ///< query times the piece may answer,
    double hi = -std::numeric_limits<double>::infinity(); ///< exclusive (empty by default)
    bool looped = false; ///< false: identity map, (lo, hi) = (t0, t1)
    bool mirrored = false;
    double shiftedLo = -std::numeric_limits<double>::infinity();
    double shiftedHi = std::numeric_limits<double>::infinity();
    double offset = -0.0;
    double mirrorSum = 0.0;
    double valueShift = -0.0;
    UnpackedBezier bezier; ///< the segment unpacked, when it is a Bezier segment

    /// The piece of the interior of the segment from t0 to t1 (t0 < t1), identity map.
    static CursorPiece interior(const HotSegment &segment, std::size_t index, double t0, double t1)
    {
        CursorPiece p;
        p.enter(segment, index, t0, t1);
        p.lo = t0;
        p.hi = t1;
        return p;
    }

    /// Points the piece at the segment from `a` to `b` (index `i`), leaving the time map
    /// and the range (lo, hi) alone.
    void enter(const HotSegment &h, std::size_t i, double a, double b)
    {
        segment = &h;
        index = i;
        t0 = a;
        t1 = b;
        if (h.kind == HotKind::Bezier)
            bezier.unpack(h, a);
    }

    /// The segment's value at segment time x, t0 < x < t1 (NaN in a value block); the
    /// same as hotSegmentValue, bit for bit.
    KNOTLINE_FORCE_INLINE double segmentValue(double x) const
    {
        if (segment->kind == HotKind::Bezier) [[likely]]
            return hotBezierValue(*segment, bezier.solve(x));
        return hotSegmentValue(*segment, t0, t1, x);
    }

    /// The value at query time `t` (NaN in a value block) when t lies in the piece;
    /// false (and `out` untouched) otherwise.
    KNOTLINE_FORCE_INLINE bool tryValue(double t, double &out) const
    {
        if (!(t > lo && t < hi))
            return false;
        if (!looped) {
            out = segmentValue(t);
            return true;
        }
        double mapped;
        if (!mapIntoCopy(t, mapped) || !(mapped > t0 && mapped < t1))
            return false;
        out = segmentValue(mapped) + valueShift;
        return true;
    }

    /// Loop pieces: the time map above for query time t; false when `shifted` leaves the
    /// loop region (where the full lookup's clamp would change it).
    KNOTLINE_FORCE_INLINE bool mapIntoCopy(double t, double &mapped) const
    {
        const double shifted = t + offset;
        if (!(shifted >= shiftedLo && shifted <= shiftedHi))
            return false;
        mapped = mirrored ? mirrorSum - shifted : shifted;
        return true;
    }

    /// The cheap miss path: when `t` has left the segment but lies in the same loop
    /// iteration (or, without a loop map, in the knot region) and in the neighbouring
    /// segment in the direction it moved, moves the piece there and sets `out` to what
    /// the full lookup (detail::evaluateValue, post side) gives, bit for bit. Returns
    /// false (piece unchanged) otherwise. `times` and `hot` are the resolved knot times
    /// and segment records (EvalData::times, EvalData::hot), `count` knots.
    KNOTLINE_FORCE_INLINE bool advance(const double *times, std::size_t count, const HotSegment *hot,
                                       double t, double &out)
    {
        if (!segment)
            return false;
        double mapped = t;
        if (looped && !(t > lo && t < hi && mapIntoCopy(t, mapped)))
            return false;
        // (Without a loop map, a time strictly inside a segment is inside the knot region,
        // so no extrapolation or knot-time rule applies to it.)
        std::size_t j = index;
        if (mapped >= t1)
            ++j;
        else if (mapped <= t0 && j > 0)
            --j;
        else
            return false;
        if (j + 1 >= count)
            return false;
        const double a = times[j], b = times[j + 1];
        if (!(mapped > a && mapped < b) || hot[j].kind == HotKind::General)
            return false;
        // A loop copy answers only from the loop region's segments (a mirrored time can
        // round an ulp past the region's end, where the full lookup clamps to the end knot).
        if (looped && !(a >= shiftedLo && b <= shiftedHi))
            return false;
        enter(hot[j], j, a, b);
        if (!looped) {
            lo = a;
            hi = b;
            out = segmentValue(mapped);
        } else {
            out = segmentValue(mapped) + valueShift;
        }
        return true;
    }
};

} // namespace knotline::detail
