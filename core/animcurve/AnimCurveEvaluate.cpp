// AnimCurve::evaluate: Maya's evaluation rules on top of the spline (see AnimCurve.h).

#include "core/animcurve/AnimCurve.h"

#include "core/animcurve/MayaConversions.h"
#include "core/base/ShortestNumber.h"

#include <cmath>

namespace knotline {

namespace {

Result<double> fromSpline(std::optional<double> v, double time)
{
    if (!v)
        return Result<double>::error(MessageId::NoValueAtTime, shortestNumber(time));
    return *v;
}

/// Inside [first key, last key]: a key's own value exactly at its time (Ts would answer
/// the post value of a step-next knot), the spline between keys.
Result<double> evaluateInRange(const AnimCurve &curve, double time)
{
    if (const auto index = curve.spline().knotIndexAt(time))
        return curve.keyValue(*index);
    return fromSpline(curve.spline().eval(time), time);
}

/// Where `time` (outside the keys) lands in the key range with Maya's cycling, and how
/// many iterations away it is (AnimX evaluateInfinity, with exact arithmetic for times on
/// a common grid: the remainder is taken by subtraction, not by a fractional part).
struct CycleMapping {
    double time = 0.0;
    double cycles = 0.0;
};

CycleMapping mapIntoRange(double time, double first, double last, InfinityType type, bool preSide)
{
    const double range = last - first;
    const double distance = preSide ? first - time : time - last;
    double whole = std::floor(distance / range);
    double rest = distance - whole * range;
    if (rest < 0.0) {
        whole -= 1.0;
        rest += range;
    } else if (rest >= range) {
        whole += 1.0;
        rest -= range;
    }
    CycleMapping m;
    m.cycles = whole + 1.0;
    // Going away from the keys, the first copy on the post side starts at the first key
    // (cycle) or runs backwards from the last key (oscillate); the pre side mirrors that.
    const bool mirrored = type == InfinityType::Oscillate && std::fmod(m.cycles, 2.0) != 0.0;
    if (preSide)
        m.time = mirrored ? first + rest : last - rest;
    else
        m.time = mirrored ? last - rest : first + rest;
    return m;
}

} // namespace

Result<double> AnimCurve::evaluate(double time) const
{
    const std::size_t n = numKeys();
    if (n == 0)
        return Result<double>::error(MessageId::CurveHasNoKeys);
    if (!std::isfinite(time))
        return Result<double>::error(MessageId::EvalTimeNotFinite);
    const Spline &s = spline();
    if (s.hasInnerLoops())
        return fromSpline(s.eval(time), time);

    const double first = keyTime(0);
    const double last = keyTime(n - 1);
    if (time >= first && time <= last)
        return evaluateInRange(*this, time);

    const bool preSide = time < first;
    const InfinityType type = preSide ? preInfinityType() : postInfinityType();
    const Extrapolation &e = preSide ? s.preExtrapolation() : s.postExtrapolation();
    const bool tsAuthored = preSide ? isPreExtrapolationTsAuthored() : isPostExtrapolationTsAuthored();
    if (!isCycling(type) || tsAuthored || !isMayaImage(e, type) || n < 2)
        return fromSpline(s.eval(time), time); // held, sloped, single key, Ts-only modes

    const CycleMapping m = mapIntoRange(time, first, last, type, preSide);
    Result<double> v = evaluateInRange(*this, m.time);
    if (!v || type != InfinityType::CycleRelative)
        return v;
    const double offset = m.cycles * (keyValue(n - 1) - keyValue(0));
    return preSide ? v.value() - offset : v.value() + offset;
}

} // namespace knotline
