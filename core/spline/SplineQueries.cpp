#include "core/spline/SplineQueries.h"

#include "core/spline/EvalData.h"
#include "core/spline/Spline.h"

#include <algorithm>

namespace knotline {

namespace {

bool flatExtrapolation(const detail::ResolvedExtrapolation &e)
{
    switch (e.mode) {
    case ExtrapolationMode::ValueBlock:
        return false;
    case ExtrapolationMode::Held:
    case ExtrapolationMode::LoopReset:
    case ExtrapolationMode::LoopOscillate:
        return true; // loops copy a region that is checked to be flat
    case ExtrapolationMode::Linear:
    case ExtrapolationMode::Sloped:
        return e.slope == 0.0;
    case ExtrapolationMode::LoopRepeat:
        return e.repeatOffset == 0.0;
    }
    return false;
}

} // namespace

bool hasLoops(const Spline &spline)
{
    const detail::EvalData &d = spline.evalData();
    return d.innerLoops || d.pre.isLooping() || d.post.isLooping();
}

std::pair<double, double> loopedExtrapolationSpan(const Spline &spline)
{
    const detail::EvalData &d = spline.evalData();
    if (d.empty())
        return {0.0, 0.0};
    const auto length = [&](const detail::ResolvedExtrapolation &e) {
        return e.isLooping() ? d.times[e.loopEnd] - d.times[e.loopStart] : 0.0;
    };
    return {d.times.front() - length(d.pre), d.times.back() + length(d.post)};
}

bool isStatic(const Spline &spline)
{
    const detail::EvalData &d = spline.evalData();
    if (d.empty())
        return true;
    const double v = d.knots.front().value;
    if (d.knots.front().preValue != v || !flatExtrapolation(d.pre) || !flatExtrapolation(d.post))
        return false;
    for (std::size_t i = 0; i < d.knots.size(); ++i) {
        const detail::EvalKnot &k = d.knots[i];
        if (k.value != v)
            return false;
        if (i + 1 == d.knots.size())
            break;
        const detail::EvalKnot &next = d.knots[i + 1];
        switch (k.nextInterp) {
        case Interpolation::ValueBlock:
            return false;
        case Interpolation::Held:
            break; // the next knot's pre-value is not read
        case Interpolation::Linear:
            if (next.preValue != v)
                return false;
            break;
        case Interpolation::Curve:
            if (next.preValue != v)
                return false;
            if (d.curveType == CurveType::Hermite) {
                if (k.postSlope != 0.0 || next.preSlope != 0.0)
                    return false;
            } else if ((k.postSlope != 0.0 && k.postWidth != 0.0)
                       || (next.preSlope != 0.0 && next.preWidth != 0.0)) {
                return false;
            }
            break;
        }
    }
    return true;
}

bool hasValueBlocks(const Spline &spline)
{
    const auto &knots = spline.knots();
    // (The last knot's interpolation leads nowhere: extrapolation follows it.)
    return spline.preExtrapolation().mode == ExtrapolationMode::ValueBlock
        || spline.postExtrapolation().mode == ExtrapolationMode::ValueBlock
        || (!knots.empty() && std::any_of(knots.begin(), knots.end() - 1, [](const Knot &k) {
               return k.nextInterp == Interpolation::ValueBlock;
           }));
}

} // namespace knotline
