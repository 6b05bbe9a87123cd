#include "core/spline/EvalData.h"

#include "core/spline/LargeVector.h"
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

// Semantics rule 11: the table of a spline with inner loops is the table of its baked
// knots (InnerLoopKnots.h), labelled with where each knot came from.
void expandInnerLoops(const std::vector<Knot> &knots, const LoopParams &loop, ValueType valueType,
                      EvalData &out)
{
    out.innerLoops = true;
    out.protoStart = loop.protoStart;
    out.protoEnd = loop.protoEnd;
    out.loopedStart = loop.loopedStart();
    out.loopedEnd = loop.loopedEnd();
    std::vector<BakedKnotOrigin> origins;
    const std::vector<Knot> baked = bakeInnerLoopKnots(knots, loop, valueType, &origins);
    out.knots.reserve(baked.size());
    for (std::size_t i = 0; i < baked.size(); ++i)
        out.knots.push_back(fromKnot(baked[i], origins[i].source, origins[i].authoredIndex));
}

// The fields of a knot that describe the segment after it, as a fresh EvalKnot has them.
void resetSegmentFields(EvalKnot &a)
{
    a.deRegressed = false;
}

// The Curve segment starting at knot i: Keep Ratio de-regression (semantics rule 7).
// Reads a.postWidth / b.preWidth as authored.
void prepareSegment(EvalData &d, std::size_t i)
{
    EvalKnot &a = d.knots[i];
    EvalKnot &b = d.knots[i + 1];
    resetSegmentFields(a);
    if (d.curveType != CurveType::Bezier || a.nextInterp != Interpolation::Curve)
        return;
    SegmentWidths w{a.postWidth, b.preWidth};
    if (keepRatio(b.time - a.time, w)) {
        a.postWidth = w.start;
        b.preWidth = w.end;
        a.deRegressed = true;
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

void buildTimeIndex(EvalData &d)
{
    d.timeBuckets.clear();
    d.bucketScale = 0.0;
    const std::size_t n = d.times.size();
    const double span = n > 0 ? d.times.back() - d.times.front() : 0.0;
    if (n < 16 || !(span > 0.0) || n >= UINT32_MAX)
        return;
    const std::size_t buckets = n;
    d.bucketScale = static_cast<double>(buckets) / span;
    if (!std::isfinite(d.bucketScale))
        return;
    reserveLarge(d.timeBuckets, buckets + 1);
    d.timeBuckets.assign(buckets + 1, static_cast<std::uint32_t>(n));
    // Knot i's bucket is bucketOf(times[i]) (non-decreasing in i); each bucket records
    // the first knot at or after it.
    std::size_t b = 0;
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t key = d.bucketOf(d.times[i]);
        while (b <= key)
            d.timeBuckets[b++] = static_cast<std::uint32_t>(i);
    }
}

void prepareSegments(EvalData &d, std::size_t first, std::size_t last)
{
    if (d.knots.size() < 2)
        return;
    const std::size_t hotEnd = std::min(last + 1, d.knots.size() - 1) + 1;
    last = std::min(last, d.knots.size() - 2);
    for (std::size_t i = first; i <= last; ++i)
        prepareSegment(d, i);
    prepareHotSegments(d, first, hotEnd);
}

void resolveExtrapolations(EvalData &d, const Extrapolation &pre, const Extrapolation &post, bool loopsValid)
{
    d.pre = resolveSide(d, pre, true, loopsValid);
    d.post = resolveSide(d, post, false, loopsValid);
    if (!d.knots.empty()) {
        d.pre.anchorValue = d.knots.front().preValue;
        d.post.anchorValue = d.knots.back().value;
    }
}

void updateTimeIndex(EvalData &d, std::size_t first, std::size_t end)
{
    const std::size_t n = d.times.size();
    if (d.timeBuckets.empty() || first == 0 || end >= n) { // the ends (and the scale) may have moved
        buildTimeIndex(d);
        return;
    }
    // Buckets up to the unchanged knot before the range, and after the unchanged knot
    // after it, keep their first knots; the ones between are found among the range.
    const std::size_t lowKey = d.bucketOf(d.times[first - 1]);
    const std::size_t highKey = d.bucketOf(d.times[end]);
    std::size_t i = first;
    for (std::size_t b = lowKey + 1; b <= highKey; ++b) {
        while (i < end && d.bucketOf(d.times[i]) < b)
            ++i;
        d.timeBuckets[b] = static_cast<std::uint32_t>(i);
    }
}

EvalData buildEvalData(const std::vector<Knot> &knots, CurveType curveType,
                       const Extrapolation &pre, const Extrapolation &post,
                       const LoopParams &loop, bool loopsValid, ValueType valueType)
{
    EvalData d;
    d.curveType = curveType;
    if (loopsValid) {
        expandInnerLoops(knots, loop, valueType, d);
    } else {
        reserveLarge(d.knots, knots.size());
        for (std::size_t i = 0; i < knots.size(); ++i)
            d.knots.push_back(fromKnot(knots[i], KnotSource::Authored, static_cast<std::int32_t>(i)));
    }
    reserveLarge(d.hot, d.knots.size());
    d.hot.resize(d.knots.size());
    if (!d.knots.empty())
        prepareSegments(d, 0, d.knots.size() - 1);
    reserveLarge(d.times, d.knots.size());
    for (const EvalKnot &k : d.knots)
        d.times.push_back(k.time);
    buildTimeIndex(d);
    resolveExtrapolations(d, pre, post, loopsValid);
    return d;
}

void patchEvalData(EvalData &d, const std::vector<Knot> &knots, std::size_t first, std::size_t oldCount,
                   std::size_t newCount, const Extrapolation &pre, const Extrapolation &post)
{
    // Resize the replaced range in place (memmove of the tail only when counts differ).
    // Every array parallel to `knots` (or per segment) must be resized the same way here;
    // its per-segment content is then refilled by prepareSegments below.
    const auto at = [](auto &v, std::size_t i) { return v.begin() + static_cast<std::ptrdiff_t>(i); };
    if (newCount < oldCount) {
        d.knots.erase(at(d.knots, first + newCount), at(d.knots, first + oldCount));
        d.times.erase(at(d.times, first + newCount), at(d.times, first + oldCount));
        d.hot.erase(at(d.hot, first + newCount), at(d.hot, first + oldCount));
    } else if (newCount > oldCount) {
        d.knots.insert(at(d.knots, first + oldCount), newCount - oldCount, EvalKnot{});
        d.times.insert(at(d.times, first + oldCount), newCount - oldCount, 0.0);
        d.hot.insert(at(d.hot, first + oldCount), newCount - oldCount, HotSegment{});
    }
    if (newCount != oldCount)
        for (std::size_t i = first + newCount; i < d.knots.size(); ++i)
            d.knots[i].authoredIndex = static_cast<std::int32_t>(i);
    for (std::size_t i = first; i < first + newCount; ++i) {
        d.knots[i] = fromKnot(knots[i], KnotSource::Authored, static_cast<std::int32_t>(i));
        d.times[i] = knots[i].time;
    }
    // The unchanged knots on both sides: their widths facing the range back to as
    // authored, so the segments joining them to the range are prepared from scratch.
    const std::size_t end = first + newCount; // first unchanged knot after the range
    if (first > 0) {
        d.knots[first - 1].postWidth = knots[first - 1].post.width;
        if (end == d.knots.size()) // it became the last knot: no segment after it
            resetSegmentFields(d.knots[first - 1]);
    }
    if (end < d.knots.size())
        d.knots[end].preWidth = knots[end].pre.width;
    if (end > 0)
        prepareSegments(d, first > 0 ? first - 1 : 0, end - 1);
    if (newCount == oldCount)
        updateTimeIndex(d, first, end);
    else
        buildTimeIndex(d);
    resolveExtrapolations(d, pre, post, false);
}

} // namespace knotline::detail
