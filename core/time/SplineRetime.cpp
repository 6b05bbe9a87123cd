#include "core/time/SplineRetime.h"

#include "core/base/Result.h"
#include "core/spline/Bake.h"

#include <algorithm>
#include <cmath>
#include <utility>
#include <vector>

namespace knotline {

namespace {

struct Mapping {
    LayerOffset offset;
    bool timeValued = false;

    double time(double t) const { return offset.apply(t); }
    double width(double w) const { return offset.applyToDuration(w); }
    double value(double v) const { return timeValued ? offset.apply(v) : v; }
    double slope(double m) const { return timeValued ? m : m / offset.scale; }
    double valueDelta(double d) const { return timeValued ? d * offset.scale : d; }
};

Tangent mapTangent(const Tangent &t, const Mapping &m)
{
    return Tangent{m.width(t.width), m.slope(t.slope), t.algorithm};
}

Extrapolation mapExtrapolation(Extrapolation e, const Mapping &m)
{
    if (e.mode == ExtrapolationMode::Sloped)
        e.slope = m.slope(e.slope);
    if (e.loopBoundary)
        e.loopBoundary = m.time(*e.loopBoundary);
    return e;
}

std::vector<Knot> forwardKnots(const Spline &s, const Mapping &m)
{
    std::vector<Knot> out = s.knots();
    for (Knot &k : out) {
        k.time = m.time(k.time);
        k.value = m.value(k.value);
        if (k.preValue)
            k.preValue = m.value(*k.preValue);
        k.pre = mapTangent(k.pre, m);
        k.post = mapTangent(k.post, m);
    }
    return out;
}

std::vector<Knot> reversedKnots(const Spline &s, const Mapping &m)
{
    const std::vector<Knot> &in = s.knots();
    const std::size_t n = in.size();
    std::vector<Knot> out(n);
    for (std::size_t i = 0; i < n; ++i) {
        const Knot &old = in[i];
        Knot &k = out[n - 1 - i];
        k.time = m.time(old.time);
        // Left limit of the old spline at this knot becomes the new right value.
        double left = old.authoredPreValue();
        if (i > 0) {
            if (const std::optional<double> pre = s.evalPreValue(old.time))
                left = *pre;
        }
        k.value = m.value(left);
        const double newPre = m.value(old.value);
        if (newPre != k.value)
            k.preValue = newPre;
        k.pre = mapTangent(old.post, m);
        k.post = mapTangent(old.pre, m);
        k.customData = old.customData;
        // The segment old[i-1] -> old[i] now starts at this knot.
        k.nextInterp = i > 0 ? in[i - 1].nextInterp : in[n - 1].nextInterp;
    }
    return out;
}

Result<Spline> retime(const Spline &input, const LayerOffset &offset)
{
    Spline src = input;
    const bool reversing = offset.scale < 0.0;
    if (reversing && src.hasInnerLoops()) {
        if (Status st = bakeInnerLoops(src); !st)
            return Result<Spline>(st);
    }
    const Mapping m{offset, src.isTimeValued()};

    Spline out;
    out.setAntiRegressionMode(AntiRegressionMode::None);
    if (Status st = out.setValueType(src.valueType()); !st)
        return Result<Spline>(st);
    out.setTimeValued(src.isTimeValued());
    if (Status st = out.setCurveType(src.curveType()); !st)
        return Result<Spline>(st);
    if (Status st = out.setKnots(reversing ? reversedKnots(src, m) : forwardKnots(src, m)); !st)
        return Result<Spline>(st);

    Extrapolation pre = mapExtrapolation(src.preExtrapolation(), m);
    Extrapolation post = mapExtrapolation(src.postExtrapolation(), m);
    if (reversing)
        std::swap(pre, post);
    if (Status st = out.setPreExtrapolation(pre); !st)
        return Result<Spline>(st);
    if (Status st = out.setPostExtrapolation(post); !st)
        return Result<Spline>(st);

    LoopParams loop = src.innerLoopParams();
    if (!reversing && loop.protoEnd > loop.protoStart) {
        loop.protoStart = m.time(loop.protoStart);
        loop.protoEnd = m.time(loop.protoEnd);
        loop.valueOffset = m.valueDelta(loop.valueOffset);
        if (Status st = out.setInnerLoopParams(loop); !st)
            return Result<Spline>(st);
    } else if (!reversing && !loop.isDefault()) {
        if (Status st = out.setInnerLoopParams(loop); !st)
            return Result<Spline>(st);
    }
    out.setAntiRegressionMode(input.antiRegressionMode());
    return out;
}

} // namespace

Spline applyLayerOffset(const Spline &spline, const LayerOffset &offset)
{
    if (!offset.isInvertible() || offset.isIdentity())
        return spline;
    Result<Spline> r = retime(spline, offset);
    return r ? std::move(r).value() : spline;
}

} // namespace knotline
