// Test support: bit-for-bit comparison of resolved evaluation tables.
#include "tests/support/EvalDataCompare.h"

#include <cstring>
#include <sstream>

namespace knotline::test {

namespace {

bool sameBits(double a, double b) { return std::memcmp(&a, &b, sizeof a) == 0; }

} // namespace

std::string compareEvalData(const detail::EvalData &a, const detail::EvalData &b)
{
    std::ostringstream s;
    if (a.knots.size() != b.knots.size() || a.times.size() != b.times.size())
        return "table sizes differ";
    for (std::size_t i = 0; i < a.knots.size(); ++i) {
        const detail::EvalKnot &x = a.knots[i], &y = b.knots[i];
        bool same = sameBits(a.times[i], b.times[i]) && sameBits(x.time, y.time) && sameBits(x.value, y.value)
            && sameBits(x.preValue, y.preValue) && sameBits(x.preWidth, y.preWidth) && sameBits(x.preSlope, y.preSlope)
            && sameBits(x.postWidth, y.postWidth) && sameBits(x.postSlope, y.postSlope)
            && x.nextInterp == y.nextInterp && x.source == y.source && x.dualValued == y.dualValued
            && x.deRegressed == y.deRegressed && x.authoredIndex == y.authoredIndex;
        // The compact segment record, every byte (it has no padding).
        same = same && i < a.hot.size() && i < b.hot.size()
            && std::memcmp(&a.hot[i], &b.hot[i], sizeof(detail::HotSegment)) == 0;
        if (!same) {
            s << "resolved knot " << i << " differs";
            return s.str();
        }
    }
    if (a.hot.size() != b.hot.size())
        return "segment record counts differ";
    if (a.timeBuckets != b.timeBuckets || !sameBits(a.bucketScale, b.bucketScale))
        return "time index differs";
    for (const bool pre : {true, false}) {
        const detail::ResolvedExtrapolation &x = pre ? a.pre : a.post, &y = pre ? b.pre : b.post;
        if (x.mode != y.mode || !sameBits(x.slope, y.slope)
            || x.loopStart != y.loopStart || x.loopEnd != y.loopEnd || !sameBits(x.repeatOffset, y.repeatOffset)
            || !sameBits(x.anchorValue, y.anchorValue))
            return pre ? "pre extrapolation differs" : "post extrapolation differs";
    }
    if (a.curveType != b.curveType || a.innerLoops != b.innerLoops)
        return "table flags differ";
    return {};
}

} // namespace knotline::test
