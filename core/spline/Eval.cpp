// Evaluation of the resolved spline (EvalData): segments, extrapolation and loops.
// Semantics: ../shared/seeds/openusd-time-and-animated-values.txt and
// ../shared/spec/semantics-notes.md (rules 1-7).
#include "core/spline/EvalData.h"

#include <algorithm>
#include <cmath>

namespace knotline::detail {

namespace {

// Root in [0, 1] of x(u) = ((a·u + b)·u + c)·u − target for a non-decreasing time cubic
// with x(0) = 0 <= target <= x(1): Halley iterations from `guess`, kept inside a shrinking
// bracket with a bisection fallback. Stops at a step below 1e-15, or once the steps shrink
// superlinearly below 1e-5 (the next error would be below 1e-15): full precision in u.
double solveMonotonicCubic(double a, double b, double c, double target, double guess)
{
    double lo = 0.0, hi = 1.0;
    double u = guess > lo && guess < hi ? guess : 0.5;
    double prevStep = 1.0;
    for (int iter = 0; iter < 200; ++iter) {
        const double f = ((a * u + b) * u + c) * u - target;
        if (f == 0.0)
            return u;
        if (f < 0.0)
            lo = u;
        else
            hi = u;
        const double df = (3.0 * a * u + 2.0 * b) * u + c;
        const double ddf = 6.0 * a * u + 2.0 * b;
        double next = u - 2.0 * f * df / (2.0 * df * df - f * ddf);
        if (!(next > lo && next < hi)) // also catches a vanishing denominator and NaN
            next = 0.5 * (lo + hi);
        const double step = std::abs(next - u);
        if (step <= 1e-15 || hi - lo <= 1e-15 || (step < 1e-5 && step < 1e-3 * prevStep))
            return next;
        prevStep = step;
        u = next;
    }
    return u;
}

} // namespace

double solveBezierTime(double x0, double x1, double x2, double x3, double t)
{
    if (t <= x0)
        return 0.0;
    if (t >= x3)
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

// Parameter u of a prepared Bezier segment (EvalKnot::tx) at time offset `target` from
// its start, starting from the inverse-interpolated guess (EvalKnot::guessP ...).
double solvePrepared(const EvalKnot &a, double dt, double target)
{
    if (target <= 0.0)
        return 0.0;
    if (target >= dt)
        return 1.0;
    const double s = target / dt;
    const double sp = s - a.guessP, sq = s - a.guessQ;
    const double guess = s * ((s - 1.0) * (a.guessK[0] * sq + a.guessK[1] * sp) + a.guessK[2] * sp * sq);
    return solveMonotonicCubic(a.tx[0], a.tx[1], a.tx[2], target, guess > 0.0 && guess < 1.0 ? guess : s);
}

EvalResult evalPreparedBezier(const EvalData &d, std::size_t i, double t, bool withDerivative)
{
    const EvalKnot &a = d.knots[i];
    const EvalKnot &b = d.knots[i + 1];
    const double dt = b.time - a.time;
    const double u = solvePrepared(a, dt, t - a.time);
    const double value = ((a.vy[0] * u + a.vy[1]) * u + a.vy[2]) * u + a.value;
    if (!withDerivative)
        return {value, std::nullopt};
    const double dx = (3.0 * a.tx[0] * u + 2.0 * a.tx[1]) * u + a.tx[2];
    if (!(dx > 1e-12 * dt)) // vertical or degenerate tangent: the general path handles it
        return {value, evalBezierSegment(a.time, a.value, a.postWidth, a.postSlope, b.time,
                                         b.preValue, b.preWidth, b.preSlope, t).derivative};
    const double dy = (3.0 * a.vy[0] * u + 2.0 * a.vy[1]) * u + a.vy[2];
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
        const double derivative = b.shift == a.shift
            ? slope
            : (b.preValue - (b.shift - a.shift) - a.value) / (b.time - a.time);
        if (t == b.time)
            return {b.preValue, derivative};
        return {a.value + slope * (t - a.time), derivative};
    }
    case Interpolation::Curve: {
        if (d.curveType == CurveType::Bezier && b.shift == a.shift)
            return evalPreparedBezier(d, i, t, withDerivative);
        auto curve = [&](double endValue) {
            if (d.curveType == CurveType::Hermite)
                return evalHermiteSegment(a.time, a.value, a.postSlope, b.time, endValue, b.preSlope, t);
            return evalBezierSegment(a.time, a.value, a.postWidth, a.postSlope, b.time, endValue,
                                     b.preWidth, b.preSlope, t);
        };
        EvalResult r = curve(b.preValue);
        if (b.shift != a.shift)
            r.derivative = curve(b.preValue - (b.shift - a.shift)).derivative;
        return r;
    }
    }
    return {};
}

// Time inside [first, last] of the resolved knots (with the side rules at its ends
// already applied by the caller).
// Index i of the last time <= t (post side) or the first time >= t (pre side), trying the
// cursor's hint and its successor before a binary search.
std::size_t locate(const std::vector<double> &times, double t, Side side, std::size_t *hint)
{
    const std::size_t n = times.size();
    if (hint) {
        // The hint's segment, the next one (increasing times) or the previous one
        // (mirrored oscillate copies run backwards).
        const std::size_t h = *hint;
        for (std::size_t i = h > 0 ? h - 1 : 0; i < n && i <= h + 1; ++i) {
            if (side == Side::Post) {
                if (times[i] <= t && (i + 1 == n || t < times[i + 1]))
                    return *hint = i;
            } else if (times[i] >= t && (i == 0 || times[i - 1] < t)) {
                return *hint = i;
            }
        }
    }
    // Branch-free binary search (conditional moves instead of unpredictable branches):
    // `base` ends on the last time <= t (post side) or < t (pre side), or on the first.
    const double *base = times.data();
    std::size_t len = n;
    if (side == Side::Post) {
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
        std::size_t i = locate(times, t, side, hint);
        if (i + 1 == n && n >= 2 && t != times[i]) // only through rounding; stay in range
            i = n - 2;
        if (t == times[i]) {
            const EvalKnot &k = d.knots[i];
            if (k.nextInterp == Interpolation::ValueBlock)
                return {};
            EvalResult r = i + 1 < n ? evalSegment(d, i, t, withDerivative)
                                     : EvalResult{k.value, k.postSlope};
            r.value = k.value;
            if (k.hasKnotPostDerivative)
                r.derivative = k.knotPostDerivative;
            if (k.knotPostValueBlocked)
                return {};
            return r;
        }
        return evalSegment(d, i, t, withDerivative);
    }
    // Pre side: segment i with times[i] < t <= times[i+1].
    std::size_t j = locate(times, t, side, hint);
    if (j == 0) {
        // The first knot's pre side inside the knot region (an inner loop's first copy).
        const EvalKnot &k = d.knots[0];
        if (k.hasKnotPreValue)
            return {k.knotPreValue, k.knotPreDerivative};
        return {k.preValue, 0.0};
    }
    if (j >= n)
        j = n - 1;
    EvalResult r = evalSegment(d, j - 1, t, withDerivative);
    if (t == times[j] && d.knots[j].hasKnotPreValue) {
        r.value = d.knots[j].knotPreValue;
        r.derivative = d.knots[j].knotPreDerivative;
    }
    return r;
}

EvalResult evalLoop(const EvalData &d, const ResolvedExtrapolation &e, double t, Side side,
                    bool preSide, std::size_t *hint, bool withDerivative)
{
    const double ls = d.times[e.loopStart];
    const double le = d.times[e.loopEnd];
    const double span = le - ls;
    const double offset = preSide ? ls - t : t - le;
    double hops = std::floor(offset / span);
    const bool exact = std::fmod(offset, span) == 0.0;
    const Side nearSide = preSide ? Side::Post : Side::Pre;
    if (!(exact && side == nearSide))
        hops += 1.0;
    double mapped = preSide ? t + hops * span : t - hops * span;
    mapped = std::clamp(mapped, ls, le);
    Side mappedSide = side;
    const bool mirrored = e.mode == ExtrapolationMode::LoopOscillate
        && std::fmod(hops, 2.0) != 0.0;
    if (mirrored) {
        mapped = std::clamp(ls + le - mapped, ls, le);
        mappedSide = side == Side::Pre ? Side::Post : Side::Pre;
    }
    EvalResult r = evalKnotRegion(d, mapped, mappedSide, hint, withDerivative);
    if (mirrored && r.derivative)
        r.derivative = -*r.derivative;
    if (e.mode == ExtrapolationMode::LoopRepeat && r.value)
        r.value = *r.value + (preSide ? -hops : hops) * e.repeatOffset;
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
        return {endValue + e.slope * (t - end.time), e.derivativeSlope};
    case ExtrapolationMode::Sloped:
        return {endValue + e.slope * (t - end.time), e.slope};
    case ExtrapolationMode::LoopRepeat:
    case ExtrapolationMode::LoopReset:
    case ExtrapolationMode::LoopOscillate:
        return evalLoop(d, e, t, side, preSide, hint, withDerivative);
    }
    return {};
}

} // namespace

EvalResult evaluate(const EvalData &d, double t, Side side, std::size_t *hint,
                    bool withDerivative)
{
    if (d.knots.empty() || std::isnan(t))
        return {};
    const double first = d.times.front();
    const double last = d.times.back();
    if (t < first || (t == first && side == Side::Pre && d.preAtFirstIsExtrapolation))
        return evalExtrapolation(d, t, side, true, hint, withDerivative);
    if (t > last || (t == last && side == Side::Post && d.postAtLastIsExtrapolation))
        return evalExtrapolation(d, t, side, false, hint, withDerivative);
    return evalKnotRegion(d, t, side, hint, withDerivative);
}

} // namespace knotline::detail
