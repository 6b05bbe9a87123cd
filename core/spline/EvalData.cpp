#include "core/spline/EvalData.h"

#include "core/spline/Regression.h"

#include <algorithm>
#include <cmath>

namespace knotline::detail {

namespace {

EvalKnot fromKnot(const Knot &k, KnotSource source, std::int32_t index)
{
    EvalKnot e;
    e.time = k.time;
    e.value = k.value;
    e.preValue = k.authoredPreValue();
    e.dualValued = k.isDualValued();
    e.preWidth = k.pre.width;
    e.preSlope = k.pre.slope;
    e.postWidth = k.post.width;
    e.postSlope = k.post.slope;
    e.nextInterp = k.nextInterp;
    e.source = source;
    e.authoredIndex = index;
    return e;
}

EvalKnot shifted(EvalKnot k, double dt, double dv, KnotSource source)
{
    k.time += dt;
    k.value += dv;
    k.preValue += dv;
    k.source = source;
    k.authoredIndex = -1;
    return k;
}

void expandInnerLoops(const std::vector<Knot> &knots, const LoopParams &loop, EvalData &out)
{
    const double span = loop.protoSpan();
    const double loopedStart = loop.loopedStart();
    const double loopedEnd = loop.loopedEnd();
    out.innerLoops = true;
    out.protoStart = loop.protoStart;
    out.protoEnd = loop.protoEnd;
    out.loopedStart = loopedStart;
    out.loopedEnd = loopedEnd;

    std::vector<EvalKnot> proto;
    std::size_t startIndex = 0;
    for (std::size_t i = 0; i < knots.size(); ++i) {
        const double t = knots[i].time;
        if (t == loop.protoStart)
            startIndex = i;
        if (t >= loop.protoStart && t < loop.protoEnd)
            proto.push_back(fromKnot(knots[i], KnotSource::Prototype, static_cast<std::int32_t>(i)));
    }
    const EvalKnot start = fromKnot(knots[startIndex], KnotSource::Prototype,
                                    static_cast<std::int32_t>(startIndex));

    std::vector<EvalKnot> &r = out.knots;
    r.reserve(knots.size() + proto.size() * (loop.numPreLoops + loop.numPostLoops) + 1);
    for (std::size_t i = 0; i < knots.size() && knots[i].time < loopedStart; ++i)
        r.push_back(fromKnot(knots[i], KnotSource::Authored, static_cast<std::int32_t>(i)));
    for (int k = -loop.numPreLoops; k <= loop.numPostLoops; ++k) {
        const KnotSource source = k < 0 ? KnotSource::PreEcho
            : k > 0                     ? KnotSource::PostEcho
                                        : KnotSource::Prototype;
        for (const EvalKnot &p : proto)
            r.push_back(k == 0 ? p : shifted(p, k * span, k * loop.valueOffset, source));
    }
    r.push_back(shifted(start, (loop.numPostLoops + 1) * span,
                        (loop.numPostLoops + 1) * loop.valueOffset, KnotSource::PostEcho));
    for (std::size_t i = 0; i < knots.size(); ++i)
        if (knots[i].time > loopedEnd)
            r.push_back(fromKnot(knots[i], KnotSource::Authored, static_cast<std::int32_t>(i)));
}

void deRegress(EvalData &d)
{
    if (d.curveType != CurveType::Bezier)
        return;
    for (std::size_t i = 0; i + 1 < d.knots.size(); ++i) {
        EvalKnot &a = d.knots[i];
        EvalKnot &b = d.knots[i + 1];
        if (a.nextInterp != Interpolation::Curve)
            continue;
        SegmentWidths w{a.postWidth, b.preWidth};
        if (keepRatio(b.time - a.time, w)) {
            a.postWidth = w.start;
            b.preWidth = w.end;
        }
    }
}

// Semantics rule 5: slope of linear extrapolation from the inward segment.
double linearSlope(const EvalData &d, bool preSide)
{
    const std::size_t n = d.knots.size();
    if (n < 2)
        return 0.0;
    const EvalKnot &a = preSide ? d.knots[0] : d.knots[n - 2];
    const EvalKnot &b = preSide ? d.knots[1] : d.knots[n - 1];
    if ((preSide ? a : b).dualValued)
        return 0.0;
    switch (a.nextInterp) {
    case Interpolation::Curve:
        return preSide ? a.postSlope : b.preSlope;
    case Interpolation::Linear:
        return (b.preValue - a.value) / (b.time - a.time);
    case Interpolation::Held:
    case Interpolation::ValueBlock:
        return 0.0;
    }
    return 0.0;
}

ResolvedExtrapolation resolveSide(const EvalData &d, const Extrapolation &e, bool preSide,
                                  bool innerLoops)
{
    ResolvedExtrapolation r;
    r.mode = e.mode;
    const std::size_t n = d.knots.size();
    switch (e.mode) {
    case ExtrapolationMode::ValueBlock:
    case ExtrapolationMode::Held:
        return r;
    case ExtrapolationMode::Sloped:
        r.slope = e.slope;
        return r;
    case ExtrapolationMode::Linear:
        r.slope = linearSlope(d, preSide);
        return r;
    case ExtrapolationMode::LoopRepeat:
    case ExtrapolationMode::LoopReset:
    case ExtrapolationMode::LoopOscillate:
        break;
    }
    if (n < 2) {
        r.mode = ExtrapolationMode::Held;
        return r;
    }
    r.loopStart = 0;
    r.loopEnd = n - 1;
    if (e.loopBoundary && !innerLoops) {
        const auto it = std::lower_bound(d.times.begin(), d.times.end(), *e.loopBoundary);
        if (it == d.times.end() || *it != *e.loopBoundary) {
            r.mode = ExtrapolationMode::ValueBlock;
            return r;
        }
        const std::size_t b = static_cast<std::size_t>(it - d.times.begin());
        if (preSide)
            r.loopEnd = b;
        else
            r.loopStart = b;
        if (r.loopStart == r.loopEnd) {
            r.mode = ExtrapolationMode::Held;
            return r;
        }
    }
    if (r.mode == ExtrapolationMode::LoopRepeat) {
        // Semantics rule 2: pre side from pre-values, post side from values.
        const EvalKnot &s = d.knots[r.loopStart];
        const EvalKnot &l = d.knots[r.loopEnd];
        r.repeatOffset = preSide ? l.preValue - s.preValue : l.value - s.value;
    }
    return r;
}

} // namespace

EvalData buildEvalData(const std::vector<Knot> &knots, CurveType curveType,
                       const Extrapolation &pre, const Extrapolation &post,
                       const LoopParams &loop, bool loopsValid)
{
    EvalData d;
    d.curveType = curveType;
    if (loopsValid) {
        expandInnerLoops(knots, loop, d);
    } else {
        d.knots.reserve(knots.size());
        for (std::size_t i = 0; i < knots.size(); ++i)
            d.knots.push_back(fromKnot(knots[i], KnotSource::Authored, static_cast<std::int32_t>(i)));
    }
    deRegress(d);
    d.times.reserve(d.knots.size());
    for (const EvalKnot &k : d.knots)
        d.times.push_back(k.time);
    d.pre = resolveSide(d, pre, true, loopsValid);
    d.post = resolveSide(d, post, false, loopsValid);
    return d;
}

} // namespace knotline::detail
