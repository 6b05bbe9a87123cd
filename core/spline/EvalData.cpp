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

EvalKnot shifted(EvalKnot k, double dt, double dv, KnotSource source)
{
    k.time += dt;
    k.value += dv;
    k.preValue += dv;
    k.source = source;
    k.authoredIndex = -1;
    k.shift += dv;
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
        for (const EvalKnot &p : proto) {
            r.push_back(k == 0 ? p : shifted(p, k * span, k * loop.valueOffset, source));
        }
    }
    r.push_back(shifted(start, (loop.numPostLoops + 1) * span,
                        (loop.numPostLoops + 1) * loop.valueOffset, KnotSource::PostEcho));
    for (std::size_t i = 0; i < knots.size(); ++i)
        if (knots[i].time > loopedEnd)
            r.push_back(fromKnot(knots[i], KnotSource::Authored, static_cast<std::int32_t>(i)));
}

// Derivative on the post side of authored knot `a`, from its authored segment (or the
// post extrapolation when it is the last authored knot).
std::optional<double> authoredPostDerivative(const std::vector<Knot> &knots, std::size_t a,
                                             const Extrapolation &post)
{
    const Knot &k = knots[a];
    if (a + 1 >= knots.size()) {
        switch (post.mode) {
        case ExtrapolationMode::ValueBlock:
            return std::nullopt;
        case ExtrapolationMode::Sloped:
            return post.slope;
        case ExtrapolationMode::Linear:
            if (a == 0 || k.isDualValued())
                return 0.0;
            switch (knots[a - 1].nextInterp) {
            case Interpolation::Curve:
                return k.pre.slope;
            case Interpolation::Linear:
                return (k.authoredPreValue() - knots[a - 1].value) / (k.time - knots[a - 1].time);
            default:
                return 0.0;
            }
        default:
            return 0.0;
        }
    }
    const Knot &n = knots[a + 1];
    switch (k.nextInterp) {
    case Interpolation::ValueBlock:
        return std::nullopt;
    case Interpolation::Held:
        return 0.0;
    case Interpolation::Linear:
        return (n.authoredPreValue() - k.value) / (n.time - k.time);
    case Interpolation::Curve:
        return k.post.slope;
    }
    return 0.0;
}

// Derivative on the pre side of authored knot `a`, from its authored predecessor segment
// (or the pre extrapolation for the first authored knot).
std::optional<double> authoredPreDerivative(const std::vector<Knot> &knots, std::size_t a,
                                            const Extrapolation &pre)
{
    const Knot &k = knots[a];
    if (a == 0) {
        switch (pre.mode) {
        case ExtrapolationMode::ValueBlock:
            return std::nullopt;
        case ExtrapolationMode::Sloped:
            return pre.slope;
        case ExtrapolationMode::Linear:
            if (knots.size() < 2 || k.isDualValued())
                return 0.0;
            if (k.nextInterp == Interpolation::Curve)
                return k.post.slope;
            if (k.nextInterp == Interpolation::Linear)
                return (knots[1].authoredPreValue() - k.value) / (knots[1].time - k.time);
            return 0.0;
        default:
            return 0.0;
        }
    }
    const Knot &p = knots[a - 1];
    switch (p.nextInterp) {
    case Interpolation::ValueBlock:
        return std::nullopt;
    case Interpolation::Held:
        return 0.0;
    case Interpolation::Linear:
        return (k.authoredPreValue() - p.value) / (k.time - p.time);
    case Interpolation::Curve:
        return k.pre.slope;
    }
    return 0.0;
}

// Pre-side value at authored knot `a` from its authored predecessor, shifted by `shift`.
std::optional<double> authoredPreValue(const std::vector<Knot> &knots, std::size_t a, double shift)
{
    const Knot &p = knots[a - 1];
    switch (p.nextInterp) {
    case Interpolation::ValueBlock:
        return std::nullopt;
    case Interpolation::Held:
        return p.value + shift;
    default:
        return knots[a].authoredPreValue() + shift;
    }
}

// See KnotTimeAnswer.
void addKnotTimeAnswers(const std::vector<Knot> &knots, const LoopParams &loop,
                        const Extrapolation &pre, const Extrapolation &post, EvalData &d)
{
    const double span = loop.protoSpan();
    d.knotAnswers.assign(d.knots.size(), KnotTimeAnswer{});
    for (std::size_t i = 0; i < d.knots.size(); ++i) {
        const EvalKnot &k = d.knots[i];
        KnotTimeAnswer &answer = d.knotAnswers[i];
        // The authored knot this resolved knot stands for.
        std::int32_t a = k.authoredIndex;
        double shift = 0.0;
        if (a < 0 || k.source != KnotSource::Authored) {
            const double iterations = std::floor((k.time - loop.protoStart) / span);
            const double protoTime = k.time - iterations * span;
            const auto it = std::lower_bound(knots.begin(), knots.end(), protoTime,
                                             [](const Knot &kn, double t) { return kn.time < t; });
            if (it == knots.end() || it->time != protoTime)
                continue; // rounding: leave this knot to the resolved segments
            a = static_cast<std::int32_t>(it - knots.begin());
            shift = iterations * loop.valueOffset;
        }
        answer.present = true;
        answer.postDerivative = authoredPostDerivative(knots, static_cast<std::size_t>(a), post);
        answer.preDerivative = authoredPreDerivative(knots, static_cast<std::size_t>(a), pre);
        answer.postValueBlocked = static_cast<std::size_t>(a) + 1 == knots.size()
            && post.mode == ExtrapolationMode::ValueBlock;
        if (a > 0)
            answer.preValue = authoredPreValue(knots, static_cast<std::size_t>(a), shift);
        else if (pre.mode == ExtrapolationMode::ValueBlock)
            answer.preValue = std::nullopt; // the first authored knot's pre side is extrapolation
        else
            answer.preValue = knots[0].authoredPreValue() + shift;
    }
}

// With inner loops, when an authored knot stands at the resolved end (itself, or under a
// loop copy), Ts extrapolates from that authored knot: its value, and a Linear slope from its
// authored neighbour (even one the loop shadows). A copy still answers at its own time.
void anchorOnShadowedEnds(const std::vector<Knot> &knots, const Extrapolation &pre,
                          const Extrapolation &post, EvalData &d)
{
    const std::size_t n = knots.size();
    // An authored knot stands at the resolved end (itself, or shadowed by a loop copy).
    const bool lastShadowed = knots.back().time == d.times.back();
    const bool firstShadowed = knots.front().time == d.times.front();
    // Repeat offsets measure from the authored end knot too.
    const double firstPre = firstShadowed ? knots.front().authoredPreValue() : d.knots.front().preValue;
    const double firstValue = firstShadowed ? knots.front().value : d.knots.front().value;
    const double lastPre = lastShadowed ? knots.back().authoredPreValue() : d.knots.back().preValue;
    const double lastValue = lastShadowed ? knots.back().value : d.knots.back().value;
    if (d.pre.mode == ExtrapolationMode::LoopRepeat)
        d.pre.repeatOffset = lastPre - firstPre;
    if (d.post.mode == ExtrapolationMode::LoopRepeat)
        d.post.repeatOffset = lastValue - firstValue;
    if (lastShadowed) {
        d.post.anchorValue = knots.back().value;
        if (post.mode == ExtrapolationMode::Linear)
            d.post.derivativeSlope = d.post.slope =
                authoredPostDerivative(knots, n - 1, post).value_or(0.0);
    }
    if (firstShadowed) {
        const Knot &f = knots.front();
        d.pre.anchorValue = f.authoredPreValue();
        if (pre.mode == ExtrapolationMode::Linear) {
            double slope = 0.0;
            if (n >= 2 && !f.isDualValued()) {
                if (f.nextInterp == Interpolation::Curve)
                    slope = f.post.slope;
                else if (f.nextInterp == Interpolation::Linear)
                    slope = (knots[1].authoredPreValue() - f.value) / (knots[1].time - f.time);
            }
            d.pre.derivativeSlope = d.pre.slope = slope;
        }
    }
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
double linearSlope(const EvalData &d, bool preSide, bool forDerivative = false)
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
        return (b.preValue - (forDerivative ? b.shift - a.shift : 0.0) - a.value) / (b.time - a.time);
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
        r.derivativeSlope = linearSlope(d, preSide, true);
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
                       const LoopParams &loop, bool loopsValid)
{
    EvalData d;
    d.curveType = curveType;
    if (loopsValid) {
        expandInnerLoops(knots, loop, d);
        addKnotTimeAnswers(knots, loop, pre, post, d);
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
    if (loopsValid) {
        anchorOnShadowedEnds(knots, pre, post, d);
        d.preAtFirstIsExtrapolation = d.knots.front().source == KnotSource::Authored
            || d.pre.isLooping();
        d.postAtLastIsExtrapolation = d.knots.back().source == KnotSource::Authored
            || d.post.isLooping();
    }
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
