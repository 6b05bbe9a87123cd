// Evaluation of the resolved spline (EvalData): segments, extrapolation and loops.
// Semantics: ../shared/seeds/openusd-time-and-animated-values.txt and
// ../shared/spec/semantics-notes.md (rules 1-7; inner loops are already baked into the
// table, rule 11).
#include "core/spline/EvalData.h"

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <limits>

namespace knotline::detail {

double solveBezierTime(double x0, double x1, double x2, double x3, double t)
{
    if (t <= x0)
        return 0.0;
    // A time a hair before the end whose offset from the start rounds onto the span is at
    // the end: solving the cubic there would stop about 1e-8 short of u = 1 where the time
    // cubic ends vertically (a double root), and miss the end value by that much.
    if (t >= x3 || t - x0 >= x3 - x0)
        return 1.0;
    // Power basis relative to x0: x(u) − x0 = ((a·u + b)·u + c)·u
    const double c = 3.0 * (x1 - x0);
    const double b = 3.0 * (x2 - 2.0 * x1 + x0);
    const double a = x3 - x0 + 3.0 * (x1 - x2);
    return solveMonotonicCubic(a, b, c, t - x0, (t - x0) / (x3 - x0));
}

EvalResult evalBezierSegment(double t0, double v0, double w0, double s0, double t1, double v1,
                             double w1, double s1, double t, double *uOut)
{
    const double x0 = t0, x1 = t0 + w0, x2 = t1 - w1, x3 = t1;
    const double y0 = v0, y1 = v0 + w0 * s0, y2 = v1 - w1 * s1, y3 = v1;
    const double u = solveBezierTime(x0, x1, x2, x3, t);
    if (uOut)
        *uOut = u;
    const double mu = 1.0 - u;
    const double value = mu * mu * mu * y0 + 3.0 * mu * mu * u * y1 + 3.0 * mu * u * u * y2
        + u * u * u * y3;
    // First derivatives with respect to u.
    auto d1 = [&](double p0, double p1, double p2, double p3) {
        return 3.0 * (mu * mu * (p1 - p0) + 2.0 * mu * u * (p2 - p1) + u * u * (p3 - p2));
    };
    const double dx = d1(x0, x1, x2, x3);
    const double dy = d1(y0, y1, y2, y3);
    double derivative;
    if (dx > 1e-12 * (x3 - x0)) {
        derivative = dy / dx;
    } else {
        // Vertical or degenerate tangent: use the second derivatives (L'Hôpital).
        auto d2 = [&](double p0, double p1, double p2, double p3) {
            return 6.0 * (mu * (p2 - 2.0 * p1 + p0) + u * (p3 - 2.0 * p2 + p1));
        };
        const double ddx = d2(x0, x1, x2, x3);
        const double ddy = d2(y0, y1, y2, y3);
        if (std::abs(ddx) > 0.0 && dy == 0.0)
            derivative = ddy / ddx;
        else if (dx > 0.0)
            derivative = dy / dx;
        else
            derivative = ddx != 0.0 ? ddy / ddx : 0.0;
    }
    return {value, derivative};
}

EvalResult evalHermiteSegment(double t0, double v0, double m0, double t1, double v1, double m1,
                              double t)
{
    const double dt = t1 - t0;
    if (!(dt > 0.0))
        return {v0, 0.0};
    const double u = (t - t0) / dt;
    const double um0 = m0 * dt, um1 = m1 * dt, dv = v1 - v0;
    const double a = -2.0 * dv + um0 + um1;
    const double b = 3.0 * dv - 2.0 * um0 - um1;
    const double c = um0;
    return {((a * u + b) * u + c) * u + v0, ((3.0 * a * u + 2.0 * b) * u + c) / dt};
}

namespace {

EvalResult evalPreparedBezier(const EvalData &d, std::size_t i, double t, bool withDerivative)
{
    const HotSegment &h = d.hot[i];
    const double t0 = d.times[i];
    const double dt = d.times[i + 1] - t0;
    // Inside the segment exactly as the value path (hotSegmentValue) solves, so that both
    // agree bit for bit; at its ends u is 0 or 1.
    const double u = t > t0 && t < d.times[i + 1] ? solveHotBezierInterior(h, t0, t)
                                                   : solveHotBezier(h, t0, dt, t);
    const double value = hotBezierValue(h, u);
    if (!withDerivative)
        return {value, std::nullopt};
    // A Bezier record's time cubic has a slope of at least 1e-3 of the span everywhere on
    // [0, 1] (nearly vertical segments are HotKind::General), so dx is never near zero.
    const double dx = (3.0 * h.tx[0] * u + 2.0 * h.tx[1]) * u + h.tx[2];
    const double dy = (3.0 * h.vy[0] * u + 2.0 * h.vy[1]) * u + h.vy[2];
    return {value, dy / dx};
}

EvalResult evalSegmentOnly(const EvalData &d, std::size_t i, double t, bool withDerivative);

EvalResult evalSegment(const EvalData &d, std::size_t i, double t, bool withDerivative = true)
{
    EvalResult r = evalSegmentOnly(d, i, t, withDerivative);
    r.segment = static_cast<std::ptrdiff_t>(i);
    return r;
}

EvalResult evalSegmentOnly(const EvalData &d, std::size_t i, double t, bool withDerivative)
{
    const EvalKnot &a = d.knots[i];
    const EvalKnot &b = d.knots[i + 1];
    switch (a.nextInterp) {
    case Interpolation::ValueBlock:
        return {};
    case Interpolation::Held:
        return {a.value, 0.0};
    case Interpolation::Linear: {
        const double slope = (b.preValue - a.value) / (b.time - a.time);
        if (t == b.time)
            return {b.preValue, slope};
        return {a.value + slope * (t - a.time), slope};
    }
    case Interpolation::Curve: {
        if (d.hot[i].kind == HotKind::Bezier)
            return evalPreparedBezier(d, i, t, withDerivative);
        if (d.curveType == CurveType::Hermite)
            return evalHermiteSegment(a.time, a.value, a.postSlope, b.time, b.preValue, b.preSlope, t);
        return evalBezierSegment(a.time, a.value, a.postWidth, a.postSlope, b.time, b.preValue,
                                 b.preWidth, b.preSlope, t);
    }
    }
    return {};
}

// Time inside [first, last] of the resolved knots (with the side rules at its ends
// already applied by the caller).
// Index i of the last time <= t (post side) or the first time >= t (pre side), trying the
// cursor's hint and its successor before a binary search.
KNOTLINE_FORCE_INLINE std::size_t locate(const EvalData &d, double t, Side side, std::size_t *hint)
{
    const std::vector<double> &times = d.times;
    const std::size_t n = times.size();
    if (hint) {
        // The hint's segment, the next one (increasing times) or the previous one
        // (mirrored oscillate copies run backwards), in that order.
        const std::size_t h = *hint;
        auto fits = [&](std::size_t i) {
            if (side == Side::Post)
                return times[i] <= t && (i + 1 == n || t < times[i + 1]);
            return times[i] >= t && (i == 0 || times[i - 1] < t);
        };
        if (h < n && fits(h))
            return h;
        if (h + 1 < n && fits(h + 1))
            return *hint = h + 1;
        if (h > 0 && h - 1 < n && fits(h - 1))
            return *hint = h - 1;
    }
    // Narrow the range with the time index: knots in earlier buckets are before t and
    // knots in later buckets after it, so the answer on either side lies in
    // [first of t's bucket − 1, first of the next bucket].
    const double *base = times.data();
    std::size_t len = n;
    if (!d.timeBuckets.empty() && t >= times.front() && t <= times.back()) {
        const std::size_t b = d.bucketOf(t);
        const std::size_t lo = d.timeBuckets[b] > 0 ? d.timeBuckets[b] - 1 : 0;
        const std::size_t hi = std::min<std::size_t>(d.timeBuckets[b + 1], n - 1);
        base = times.data() + lo;
        len = hi - lo + 1;
        // The segment is one of the few in the bucket: start fetching its compact record
        // (two cache lines) while the search runs; it matters once the table outgrows the
        // caches.
        const char *record = reinterpret_cast<const char *>(d.hot.data() + std::min(lo + 1, n - 1));
        __builtin_prefetch(record);
        __builtin_prefetch(record + 64);
    }
    // Usually a bucket holds a few knots: count those before t with a fixed number of
    // comparisons (no data-dependent branches); otherwise a branch-free binary search.
    // Either way `base` ends on the last time <= t (post side) or < t (pre side), or on
    // the first.
    if (len <= 5) {
        const double *end = base + len;
        std::size_t before = 0;
        for (std::size_t j = 1; j < 5; ++j) {
            const double *p = base + j < end ? base + j : base;
            before += std::size_t(p != base && (side == Side::Post ? *p <= t : *p < t));
        }
        base += before;
    } else if (side == Side::Post) {
        while (len > 1) {
            const std::size_t half = len / 2;
            base = base[half] <= t ? base + half : base;
            len -= half;
        }
    } else {
        while (len > 1) {
            const std::size_t half = len / 2;
            base = base[half] < t ? base + half : base;
            len -= half;
        }
    }
    std::size_t i = static_cast<std::size_t>(base - times.data());
    if (side == Side::Pre && *base < t)
        ++i; // first time >= t
    if (hint)
        *hint = i;
    return i;
}

EvalResult evalKnotRegion(const EvalData &d, double t, Side side, std::size_t *hint,
                          bool withDerivative)
{
    const std::vector<double> &times = d.times;
    const std::size_t n = times.size();
    if (side == Side::Post) {
        // Segment i with times[i] <= t < times[i+1].
        std::size_t i = locate(d, t, side, hint);
        if (i + 1 == n && n >= 2 && t != times[i]) // only through rounding; stay in range
            i = n - 2;
        if (t == times[i]) {
            const EvalKnot &k = d.knots[i];
            if (k.nextInterp == Interpolation::ValueBlock)
                return {};
            EvalResult r = i + 1 < n ? evalSegment(d, i, t, withDerivative)
                                     : EvalResult{k.value, k.postSlope};
            r.value = k.value;
            return r;
        }
        return evalSegment(d, i, t, withDerivative);
    }
    // Pre side: segment i with times[i] < t <= times[i+1].
    std::size_t j = locate(d, t, side, hint);
    if (j == 0) // the first knot's pre side (reached only through loop mapping)
        return {d.knots[0].preValue, 0.0};
    if (j >= n)
        j = n - 1;
    return evalSegment(d, j - 1, t, withDerivative);
}

// A time in looping extrapolation mapped into the looped region.
struct LoopMapping {
    double time = 0.0;       ///< the mapped time, inside [loop start, loop end]
    Side side = Side::Post;  ///< the side to evaluate there (flipped in mirrored copies)
    bool mirrored = false;   ///< an odd oscillate iteration: derivatives change sign
    double valueShift = 0.0; ///< LoopRepeat: offset added to the mapped value
    double hops = 0.0;       ///< whole loop spans between t and the mapped time
};

// Whole iterations between a looping extrapolation's time and the loop region, `offset`
// (>= 0) time codes beyond it: floor(offset / span) + 1, except that a time exactly a whole
// number of spans away stays in the nearer copy when `exactStays` (the query looks back
// towards the loop). std::fmod is exact, so `offset` is a whole number of spans only when
// the quotient is integral; the slow fmod runs only then.
// `exact`, when given, is set when `offset` is a whole number of spans.
double loopHops(double offset, double span, bool exactStays, bool *exact = nullptr)
{
    const double q = offset / span;
    const double whole = std::floor(q);
    const bool isExact = whole == q && std::fmod(offset, span) == 0.0;
    if (exact)
        *exact = isExact;
    return isExact && exactStays ? whole : whole + 1.0;
}

// std::fmod(hops, 2.0) != 0.0 for a whole number hops >= 0, without the libm call below 2^53.
bool isOddCount(double hops)
{
    return hops < 0x1p53 ? (static_cast<std::int64_t>(hops) & 1) != 0 : std::fmod(hops, 2.0) != 0.0;
}

LoopMapping mapIntoLoop(const EvalData &d, const ResolvedExtrapolation &e, double t, Side side,
                        bool preSide)
{
    const double ls = d.times[e.loopStart];
    const double le = d.times[e.loopEnd];
    const double span = le - ls;
    const double offset = preSide ? ls - t : t - le;
    const Side nearSide = preSide ? Side::Post : Side::Pre;
    bool exact = false;
    const double hops = loopHops(offset, span, side == nearSide, &exact);
    LoopMapping m;
    m.hops = hops;
    m.side = side;
    m.mirrored = e.mode == ExtrapolationMode::LoopOscillate && isOddCount(hops);
    if (exact) {
        // A whole number of spans from the region lands exactly on one of its ends: the
        // near end when the copy stays (hops == offset / span), else the far one. Adding
        // hops · span would round onto a time a few ulps inside the region, which matters
        // where a segment there is only a few ulps wide. Mirrored copies swap the ends.
        const bool stays = side == nearSide;
        const bool atStart = (preSide == stays) != m.mirrored;
        m.time = atStart ? ls : le;
        if (m.mirrored)
            m.side = side == Side::Pre ? Side::Post : Side::Pre;
    } else {
        m.time = std::clamp(preSide ? t + hops * span : t - hops * span, ls, le);
        if (m.mirrored) {
            m.time = std::clamp(ls + le - m.time, ls, le);
            m.side = side == Side::Pre ? Side::Post : Side::Pre;
        }
    }
    // At an end of the region the copy's own side of it is the inward one: a whole number
    // of spans away (loopHops) that is already so, and a time strictly inside a copy whose
    // mapped time rounds (or clamps) onto an end is a hair inside the region. The outward
    // side would read the segment after the region (say a value block after its last knot).
    if (m.time == le)
        m.side = Side::Pre;
    else if (m.time == ls)
        m.side = Side::Post;
    if (e.mode == ExtrapolationMode::LoopRepeat)
        m.valueShift = (preSide ? -hops : hops) * e.repeatOffset;
    return m;
}

EvalResult evalLoop(const EvalData &d, const ResolvedExtrapolation &e, double t, Side side,
                    bool preSide, std::size_t *hint, bool withDerivative)
{
    const LoopMapping m = mapIntoLoop(d, e, t, side, preSide);
    EvalResult r = evalKnotRegion(d, m.time, m.side, hint, withDerivative);
    if (m.mirrored && r.derivative)
        r.derivative = -*r.derivative;
    if (e.mode == ExtrapolationMode::LoopRepeat && r.value)
        r.value = *r.value + m.valueShift;
    return r;
}

EvalResult evalExtrapolation(const EvalData &d, double t, Side side, bool preSide,
                             std::size_t *hint, bool withDerivative)
{
    const ResolvedExtrapolation &e = preSide ? d.pre : d.post;
    const EvalKnot &end = preSide ? d.knots.front() : d.knots.back();
    const double endValue = e.anchorValue;
    switch (e.mode) {
    case ExtrapolationMode::ValueBlock:
        return {};
    case ExtrapolationMode::Held:
        return {endValue, 0.0};
    case ExtrapolationMode::Linear:
    case ExtrapolationMode::Sloped:
        return {endValue + e.slope * (t - end.time), e.slope};
    case ExtrapolationMode::LoopRepeat:
    case ExtrapolationMode::LoopReset:
    case ExtrapolationMode::LoopOscillate:
        return evalLoop(d, e, t, side, preSide, hint, withDerivative);
    }
    return {};
}

constexpr double kNoValue = std::numeric_limits<double>::quiet_NaN();

double value(const EvalResult &r) { return r.value ? *r.value : kNoValue; }

// Value-only counterpart of evalKnotRegion: a time strictly inside a segment is answered
// from the segment's HotSegment; knot times and General segments take the full path.
// `piece`, when given, receives the segment (identity time map) when the answer came from
// its record, and is left without a segment otherwise.
double valueInKnotRegion(const EvalData &d, double t, Side side, std::size_t *hint,
                         CursorPiece *piece = nullptr)
{
    const std::vector<double> &times = d.times;
    const std::size_t n = times.size();
    const std::size_t i = locate(d, t, side, hint);
    const std::size_t seg = side == Side::Post ? i : i - 1;
    const bool inside = side == Side::Post ? (i + 1 < n && times[i] < t)
                                           : (i > 0 && i < n && t < times[i]);
    if (inside && d.hot[seg].kind != HotKind::General) {
        if (piece)
            *piece = CursorPiece::interior(d.hot[seg], seg, times[seg], times[seg + 1]);
        return hotSegmentValue(d.hot[seg], times[seg], times[seg + 1], t);
    }
    std::size_t local = i; // lets the full path skip the search
    return value(evalKnotRegion(d, t, side, hint ? hint : &local, false));
}

// Turns `piece`, found for query time t through loop mapping `m` (an identity piece from
// valueInKnotRegion), into the piece of that loop iteration: the time map of `m` and
// query times lo < t < hi for which mapIntoLoop gives the same iteration. The range
// is verified, not estimated: the quotient offset / span is monotone in the query time
// (rounding is monotone), so when both ends lie on this side's extrapolation, have the
// same whole part as t and are not whole themselves, every time between them does too
// (and none is a whole number of spans away, where loopHops's rule for exact times could
// pick another copy). Clears the piece when no such range is found.
void loopPiece(const EvalData &d, const ResolvedExtrapolation &e, const LoopMapping &m, double t,
               bool preSide, CursorPiece &piece)
{
    const double ls = d.times[e.loopStart];
    const double le = d.times[e.loopEnd];
    const double span = le - ls;
    const double wholeAtT = std::floor((preSide ? ls - t : t - le) / span);
    if (m.hops != wholeAtT + 1.0) { // t is a whole number of spans away: not a piece's interior
        piece = CursorPiece{};
        return;
    }
    auto sameIteration = [&](double x) {
        const double q = (preSide ? ls - x : x - le) / span;
        const bool onSide = preSide ? x < d.times.front() : x > d.times.back();
        return onSide && std::floor(q) == wholeAtT && std::floor(q) != q;
    };
    const double spanHops = m.hops * span;
    piece.looped = true;
    piece.offset = preSide ? spanHops : -spanHops;
    piece.mirrored = m.mirrored;
    piece.mirrorSum = ls + le;
    piece.shiftedLo = ls;
    piece.shiftedHi = le;
    piece.valueShift = e.mode == ExtrapolationMode::LoopRepeat ? m.valueShift : -0.0;
    // Query times whose mapped time is in the loop region, up to rounding.
    const double a = m.mirrored ? piece.mirrorSum - le - piece.offset : ls - piece.offset;
    const double b = m.mirrored ? piece.mirrorSum - ls - piece.offset : le - piece.offset;
    // An end that does not verify (rounding at the iteration boundary) moves towards t by
    // growing fractions of the distance: usually a few ulps suffice.
    auto verified = [&](double x) {
        double y = x;
        for (double fraction = 0x1p-40; !sameIteration(y) && fraction <= 1.0; fraction *= 4.0)
            y = x + (t - x) * fraction;
        return sameIteration(y) ? y : std::numeric_limits<double>::quiet_NaN();
    };
    piece.lo = verified(a);
    piece.hi = verified(b);
    if (!(piece.lo <= piece.hi))
        piece = CursorPiece{};
}

double extrapolationValue(const EvalData &d, double t, Side side, bool preSide, std::size_t *hint,
                          CursorPiece *piece)
{
    const ResolvedExtrapolation &e = preSide ? d.pre : d.post;
    switch (e.mode) {
    case ExtrapolationMode::ValueBlock:
        return kNoValue;
    case ExtrapolationMode::Held:
        return e.anchorValue;
    case ExtrapolationMode::Linear:
    case ExtrapolationMode::Sloped:
        return e.anchorValue + e.slope * (t - (preSide ? d.times.front() : d.times.back()));
    case ExtrapolationMode::LoopRepeat:
    case ExtrapolationMode::LoopReset:
    case ExtrapolationMode::LoopOscillate: {
        const LoopMapping m = mapIntoLoop(d, e, t, side, preSide);
        const double v = valueInKnotRegion(d, m.time, m.side, hint, piece);
        if (piece && piece->segment)
            loopPiece(d, e, m, t, preSide, *piece);
        return e.mode == ExtrapolationMode::LoopRepeat ? v + m.valueShift : v;
    }
    }
    return kNoValue;
}

} // namespace

EvalResult evaluate(const EvalData &d, double t, Side side, std::size_t *hint,
                    bool withDerivative)
{
    if (d.knots.empty() || std::isnan(t))
        return {};
    const double first = d.times.front();
    const double last = d.times.back();
    if (t < first || (t == first && side == Side::Pre))
        return evalExtrapolation(d, t, side, true, hint, withDerivative);
    if (t > last || (t == last && side == Side::Post))
        return evalExtrapolation(d, t, side, false, hint, withDerivative);
    return evalKnotRegion(d, t, side, hint, withDerivative);
}

double evaluateValue(const EvalData &d, double t, Side side, std::size_t *hint, CursorPiece *piece)
{
    if (piece)
        *piece = CursorPiece{};
    if (d.knots.empty() || std::isnan(t))
        return kNoValue;
    const double first = d.times.front();
    const double last = d.times.back();
    if (t < first || (t == first && side == Side::Pre))
        return extrapolationValue(d, t, side, true, hint, piece);
    if (t > last || (t == last && side == Side::Post))
        return extrapolationValue(d, t, side, false, hint, piece);
    return valueInKnotRegion(d, t, side, hint, piece);
}

} // namespace knotline::detail
