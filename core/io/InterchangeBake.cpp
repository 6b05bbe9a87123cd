#include "core/io/InterchangeBake.h"

#include "core/spline/Bake.h"
#include "core/spline/EvalData.h"
#include "core/spline/SplineQueries.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace knotline {

namespace {

bool extrapolatingLoops(const Spline &s)
{
    return s.evalData().pre.isLooping() || s.evalData().post.isLooping();
}

// The extrapolation a side gets once its loops are baked: evaluation's resolved mode
// when it does not loop (an invalid boundary resolves to a value block, a one-knot loop
// to held), else held.
Extrapolation flattened(const Extrapolation &authored, const detail::ResolvedExtrapolation &resolved)
{
    if (!authored.isLooping())
        return authored;
    Extrapolation e;
    e.mode = resolved.isLooping() ? ExtrapolationMode::Held : resolved.mode;
    if (e.mode == ExtrapolationMode::Linear || e.mode == ExtrapolationMode::Sloped) {
        e.mode = ExtrapolationMode::Sloped;
        e.slope = resolved.slope;
    }
    return e;
}

// Whether evaluation reads knot i's pre-value: after a linear or curve segment, or at
// the first knot when the pre-extrapolation starts from it (held, linear, sloped).
bool preValueMatters(const std::vector<Knot> &knots, std::size_t i, const Extrapolation &pre)
{
    if (i == 0)
        return pre.mode != ExtrapolationMode::ValueBlock;
    const Interpolation prev = knots[i - 1].nextInterp;
    return prev == Interpolation::Linear || prev == Interpolation::Curve;
}

} // namespace

Result<Spline> interchangeSpline(const Spline &spline, double tMin, double tMax,
                                 const InterchangeOptions &options)
{
    if (!std::isfinite(tMin) || !std::isfinite(tMax) || tMin > tMax)
        return Result<Spline>::error(MessageId::InterchangeBadRange);
    std::vector<Knot> knots;
    Extrapolation pre = spline.preExtrapolation();
    Extrapolation post = spline.postExtrapolation();
    if (extrapolatingLoops(spline) && !spline.isEmpty()) {
        // Keep the whole authored (and inner-looped) region, plus the range.
        const std::vector<Knot> inner = knotsWithInnerLoopsBaked(spline);
        const double lo = std::min(tMin, inner.front().time);
        const double hi = std::max(tMax, inner.back().time);
        if (Status st = knotsWithLoopsBaked(spline, lo, hi, &knots); !st)
            return Result<Spline>(st);
        pre = flattened(pre, spline.evalData().pre);
        post = flattened(post, spline.evalData().post);
    } else {
        knots = knotsWithInnerLoopsBaked(spline);
        pre = flattened(pre, spline.evalData().pre);
        post = flattened(post, spline.evalData().post);
    }

    std::vector<Knot> out;
    out.reserve(knots.size() + 8);
    for (std::size_t i = 0; i < knots.size(); ++i) {
        Knot k = knots[i];
        k.pre.algorithm = TangentAlgorithm::None;
        k.post.algorithm = TangentAlgorithm::None;
        if (k.preValue && *k.preValue != k.value && preValueMatters(knots, i, pre)) {
            const double lowest = out.empty() ? -std::numeric_limits<double>::infinity() : out.back().time;
            double before = options.jumpGap > 0.0 ? k.time - options.jumpGap
                                                  : std::nextafter(k.time, -std::numeric_limits<double>::infinity());
            if (!(before > lowest))
                before = std::nextafter(k.time, -std::numeric_limits<double>::infinity());
            Knot a;
            a.time = before;
            a.value = *k.preValue;
            a.pre = k.pre;
            a.nextInterp = Interpolation::Held;
            out.push_back(a);
            k.pre = Tangent{};
        }
        k.preValue.reset();
        out.push_back(std::move(k));
    }

    Spline result;
    result.setAntiRegressionMode(AntiRegressionMode::None);
    if (Status st = result.setValueType(spline.valueType()); !st)
        return Result<Spline>(st);
    result.setTimeValued(spline.isTimeValued());
    if (Status st = result.setCurveType(spline.curveType()); !st)
        return Result<Spline>(st);
    if (Status st = result.setKnots(std::move(out)); !st)
        return Result<Spline>(st);
    if (Status st = result.setPreExtrapolation(pre); !st)
        return Result<Spline>(st);
    if (Status st = result.setPostExtrapolation(post); !st)
        return Result<Spline>(st);
    result.setAntiRegressionMode(spline.antiRegressionMode());
    return result;
}

} // namespace knotline
