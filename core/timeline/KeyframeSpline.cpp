#include "core/timeline/KeyframeSpline.h"

#include "core/timeline/EasingSegment.h"

#include <cstddef>

namespace knotline {

Result<Spline> splineFromKeyframes(const std::vector<NumericKeyframe> &keyframes)
{
    std::vector<Knot> knots;
    knots.reserve(keyframes.size());
    Tangent arrivingPre; // the pre tangent the segment arriving at the next knot gives it
    std::size_t i = 0;
    while (i < keyframes.size()) {
        // Keyframes [i, j) share one time: the first gives the pre-value, the last the rest.
        std::size_t j = i + 1;
        while (j < keyframes.size() && keyframes[j].time == keyframes[i].time)
            ++j;
        const NumericKeyframe &first = keyframes[i];
        const NumericKeyframe &last = keyframes[j - 1];
        Knot knot;
        std::vector<Knot> inner;
        Tangent nextPre;
        if (j < keyframes.size()) {
            EasedSegment seg = easedSegment(last.easing, last.time, last.value, keyframes[j].time,
                                            keyframes[j].value);
            knot = seg.start;
            inner = std::move(seg.inner);
            nextPre = seg.endPre;
        } else {
            knot.time = last.time;
            knot.value = last.value;
            knot.nextInterp = Interpolation::Held;
        }
        knot.pre = arrivingPre;
        if (first.value != knot.value)
            knot.preValue = first.value;
        knots.push_back(std::move(knot));
        for (Knot &k : inner)
            knots.push_back(std::move(k));
        arrivingPre = nextPre;
        i = j;
    }
    Spline spline;
    if (Status s = spline.setKnots(std::move(knots)); !s)
        return s;
    return spline;
}

} // namespace knotline
