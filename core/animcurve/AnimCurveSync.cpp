#include "core/animcurve/AnimCurveSync.h"

#include "core/animcurve/MayaConversions.h"
#include "core/spline/LargeVector.h"

#include <algorithm>

namespace knotline::detail {

double decodeValue(const Knot &knot, const MayaKeyInfo &key)
{
    if (key.stepNextEncoded && knot.preValue)
        return *knot.preValue;
    return knot.value;
}

namespace {

// Keys [first, first + count) of `curve` with their decoded values, and the curve's
// settings (everything but the name).
AnimCurveWork loadRange(const AnimCurve &curve, std::size_t first, std::size_t count)
{
    AnimCurveWork w;
    const Spline &s = curve.spline();
    const auto from = static_cast<std::ptrdiff_t>(first), to = static_cast<std::ptrdiff_t>(first + count);
    reserveLarge(w.knots, count);
    w.knots.assign(s.knots().begin() + from, s.knots().begin() + to);
    w.keys.assign(curve.keyInfo().begin() + from, curve.keyInfo().begin() + to);
    w.values.resize(w.knots.size());
    for (std::size_t i = 0; i < w.knots.size(); ++i)
        w.values[i] = decodeValue(w.knots[i], w.keys[i]);
    w.weighted = curve.isWeighted();
    w.pre = curve.preInfinityType();
    w.post = curve.postInfinityType();
    w.preExtrapolation = s.preExtrapolation();
    w.postExtrapolation = s.postExtrapolation();
    w.preTsAuthored = curve.isPreExtrapolationTsAuthored();
    w.postTsAuthored = curve.isPostExtrapolationTsAuthored();
    return w;
}

} // namespace

AnimCurveWork loadWork(const AnimCurve &curve)
{
    AnimCurveWork w = loadRange(curve, 0, curve.spline().knotCount());
    w.name = curve.name();
    return w;
}

AnimCurveWork loadWindow(const AnimCurve &curve, std::size_t first, std::size_t last)
{
    return loadRange(curve, first, last - first + 1);
}

MayaKeyNeighbourhood neighbourhood(const AnimCurveWork &w, std::size_t i)
{
    MayaKeyNeighbourhood n;
    n.time = w.knots[i].time;
    n.value = w.values[i];
    if (i > 0) {
        n.hasPrev = true;
        n.prevTime = w.knots[i - 1].time;
        n.prevValue = w.values[i - 1];
    }
    if (i + 1 < w.size()) {
        n.hasNext = true;
        n.nextTime = w.knots[i + 1].time;
        n.nextValue = w.values[i + 1];
    }
    return n;
}

Tangent computedTangent(const AnimCurveWork &w, std::size_t i, TangentSide side, MayaTangentType type)
{
    const MayaKeyNeighbourhood n = neighbourhood(w, i);
    Tangent t;
    t.width = computedTangentExtent(type, side, n) / 3.0;
    t.slope = computedTangentSlope(type, side, n);
    t.algorithm = TangentAlgorithm::None;
    return t;
}

void syncKey(AnimCurveWork &w, std::size_t i)
{
    Knot &k = w.knots[i];
    MayaKeyInfo &key = w.keys[i];
    const bool hasNext = i + 1 < w.size();

    const bool encode = key.outType == MayaTangentType::StepNext && hasNext;
    if (encode) {
        k.preValue = w.values[i];
        k.value = w.values[i + 1];
    } else {
        if (key.stepNextEncoded)
            k.preValue.reset();
        k.value = w.values[i];
    }
    key.stepNextEncoded = encode;

    if (k.nextInterp != Interpolation::ValueBlock)
        k.nextInterp = segmentInterpolation(key.outType, hasNext ? w.keys[i + 1].inType : MayaTangentType::Auto,
                                            hasNext);

    if (isComputedTangentType(key.inType))
        k.pre = computedTangent(w, i, TangentSide::In, key.inType);
    if (isComputedTangentType(key.outType))
        k.post = computedTangent(w, i, TangentSide::Out, key.outType);
}

void syncKeys(AnimCurveWork &w, std::ptrdiff_t lo, std::ptrdiff_t hi)
{
    if (w.size() == 0)
        return;
    lo = std::max<std::ptrdiff_t>(lo, 0);
    hi = std::min<std::ptrdiff_t>(hi, static_cast<std::ptrdiff_t>(w.size()) - 1);
    for (std::ptrdiff_t i = lo; i <= hi; ++i)
        syncKey(w, static_cast<std::size_t>(i));
}

double linearInfinitySlope(const AnimCurveWork &w, bool preSide)
{
    if (w.size() == 0)
        return 0.0;
    return preSide ? w.knots.front().pre.slope : w.knots.back().post.slope;
}

void applyLinearInfinitySlope(Extrapolation &e, InfinityType type, bool tsAuthored, double endSlope)
{
    if (!tsAuthored && type == InfinityType::Linear && e.mode == ExtrapolationMode::Sloped)
        e.slope = endSlope;
}

void syncInfinitySlopes(AnimCurveWork &w)
{
    applyLinearInfinitySlope(w.preExtrapolation, w.pre, w.preTsAuthored, linearInfinitySlope(w, true));
    applyLinearInfinitySlope(w.postExtrapolation, w.post, w.postTsAuthored, linearInfinitySlope(w, false));
}

Result<Spline> buildSpline(const Spline &settings, AnimCurveWork &w)
{
    Spline s;
    s.setAntiRegressionMode(AntiRegressionMode::None);
    if (settings.valueType() != ValueType::Double)
        if (Status st = s.setValueType(settings.valueType()); !st)
            return Failure{st};
    s.setTimeValued(settings.isTimeValued());
    if (Status st = s.setCurveType(w.weighted ? CurveType::Bezier : CurveType::Hermite); !st)
        return Failure{st};
    if (!settings.innerLoopParams().isDefault())
        if (Status st = s.setInnerLoopParams(settings.innerLoopParams()); !st)
            return Failure{st};
    if (Status st = s.setPreExtrapolation(w.preExtrapolation); !st)
        return Failure{st};
    if (Status st = s.setPostExtrapolation(w.postExtrapolation); !st)
        return Failure{st};
    if (Status st = s.setKnots(std::move(w.knots)); !st)
        return Failure{st};
    s.setAntiRegressionMode(settings.antiRegressionMode()); // for later Ts-style edits
    return s;
}

} // namespace knotline::detail
