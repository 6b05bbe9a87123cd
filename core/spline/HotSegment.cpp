// Building the compact per-segment records (HotSegment) and the safeguarded cubic solve.
#include "core/spline/HotSegment.h"

#include "core/spline/EvalData.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace knotline::detail {

double solveMonotonicCubic(double a, double b, double c, double target, double guess)
{
    double lo = 0.0, hi = 1.0;
    double u = guess > lo && guess < hi ? guess : 0.5;
    // No previous step yet: the ratio test below needs two steps to judge the convergence
    // (next to a double root, at a vertical tangent, it is only linear).
    double prevStep = 0.0;
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
        // Stop at a step below 1e-15, or once the steps shrink superlinearly below 1e-5
        // (the next error would be below 1e-15); a step that is merely small but shrinks
        // linearly goes on.
        if (step <= 1e-15 || hi - lo <= 1e-15 || (step < 1e-5 && step < 1e-3 * prevStep))
            return next;
        prevStep = step;
        u = next;
    }
    return u;
}

namespace {

// The starting guess of a Bezier segment: a piecewise cubic Hermite interpolant of the
// inverse u(s) of the normalized time s = x(u) / span through u = kGuessNodes with slopes
// du/ds = span / x'(u), limited to three times the chord slope (Fritsch-Carlson) so that
// a vertical tangent (x'(u) = 0) only makes the guess worse, never wild, and each piece
// stays within its nodes. A poor guess costs iterations, not accuracy. The coefficients
// are stored for d in time codes (scaled by 1 / span, 1 / span², 1 / span³). A scaled
// coefficient below the normal float range becomes 0 when its normalized value is
// negligible (at most 1e-6, so at most 1e-6 of the guess: nearly straight segments of
// huge spans keep their guess); false when a coefficient overflows, or when one that
// matters would underflow (segments far from 1 time code with real curvature).
bool prepareGuess(HotSegment &h, double span)
{
    const double a = h.tx[0], b = h.tx[1], c = h.tx[2];
    double s[5], m[5];
    for (int k = 0; k <= 4; ++k) {
        const double u = kGuessNodes[k];
        s[k] = k == 4 ? 1.0 : ((a * u + b) * u + c) * u / span;
        const double dx = (3.0 * a * u + 2.0 * b) * u + c;
        m[k] = dx > 0.0 ? span / dx : std::numeric_limits<double>::infinity();
    }
    // Stores normalized / scale as a float; false when that loses the coefficient.
    const auto toFloat = [](double normalized, double scale, float &out) {
        out = static_cast<float>(normalized / scale);
        if (!std::isfinite(out))
            return false;
        if (std::abs(out) < std::numeric_limits<float>::min()) {
            out = 0.0f;
            return std::abs(normalized) <= 1e-6;
        }
        return true;
    };
    bool representable = true;
    for (int k = 0; k < 4; ++k) {
        h.guessStart[k] = static_cast<float>(s[k] * span);
        // The evaluator measures d from the rounded start.
        const double len = s[k + 1] - static_cast<double>(h.guessStart[k]) / span;
        float *coef = h.guessCoef[k];
        if (!(len > 0.0)) {
            coef[0] = coef[1] = coef[2] = 0.0f;
            continue;
        }
        const double chord = (kGuessNodes[k + 1] - kGuessNodes[k]) / len;
        const double m0 = std::min(m[k], 3.0 * chord);
        const double m1 = std::min(m[k + 1], 3.0 * chord);
        representable = toFloat(m0, span, coef[0]) && representable;
        representable = toFloat((3.0 * chord - 2.0 * m0 - m1) / len, span * span, coef[1]) && representable;
        representable = toFloat((m0 + m1 - 2.0 * chord) / (len * len), span * span * span, coef[2]) && representable;
    }
    return representable && std::isfinite(h.guessStart[3]);
}

// The least slope dx/du of the time cubic on [0, 1] (time codes per unit of u): at an end
// or at the vertex of the quadratic x'(u) = 3a·u² + 2b·u + c.
double minTimeSlope(const HotSegment &h)
{
    const double a = h.tx[0], b = h.tx[1], c = h.tx[2];
    double least = std::min(c, 3.0 * a + 2.0 * b + c);
    if (a > 0.0) {
        const double vertex = -b / (3.0 * a);
        if (vertex > 0.0 && vertex < 1.0)
            least = std::min(least, c - b * b / (3.0 * a));
    }
    return least;
}

HotSegment hotSegment(const EvalData &d, std::size_t i)
{
    HotSegment h;
    const EvalKnot &a = d.knots[i];
    h.value = a.value;
    if (i + 1 >= d.knots.size())
        return h; // no segment starts at the last knot
    const EvalKnot &b = d.knots[i + 1];
    const double dt = b.time - a.time;
    switch (a.nextInterp) {
    case Interpolation::ValueBlock:
        h.kind = HotKind::ValueBlock;
        return h;
    case Interpolation::Held:
        h.kind = HotKind::Held;
        return h;
    case Interpolation::Linear:
        h.kind = HotKind::Linear;
        h.vy[2] = (b.preValue - a.value) / (b.time - a.time);
        return h;
    case Interpolation::Curve:
        break;
    }
    if (d.curveType == CurveType::Hermite) {
        // Same arithmetic as evalHermiteSegment, so values agree bit for bit.
        const double um0 = a.postSlope * dt, um1 = b.preSlope * dt, dv = b.preValue - a.value;
        h.vy[0] = -2.0 * dv + um0 + um1;
        h.vy[1] = 3.0 * dv - 2.0 * um0 - um1;
        h.vy[2] = um0;
        h.kind = HotKind::Hermite;
        return h;
    }
    // Bezier control points relative to the start knot, in power form.
    const double x1 = a.postWidth, x2 = dt - b.preWidth, x3 = dt;
    const double y1 = a.postWidth * a.postSlope;
    const double y3 = b.preValue - a.value;
    const double y2 = y3 - b.preWidth * b.preSlope;
    h.tx[0] = x3 + 3.0 * (x1 - x2);
    h.tx[1] = 3.0 * (x2 - 2.0 * x1);
    h.tx[2] = 3.0 * x1;
    h.vy[0] = y3 + 3.0 * (y1 - y2);
    h.vy[1] = 3.0 * (y2 - 2.0 * y1);
    h.vy[2] = 3.0 * y1;
    const bool guessFits = prepareGuess(h, dt);
    // A segment whose guess does not fit single precision has none, and one with a nearly
    // vertical tangent needs the careful solve: next to a zero of the time cubic's slope
    // the root is nearly double, Halley's steps shrink only linearly, and the fast path's
    // test (a small second step) would accept an unconverged root. The full evaluation
    // handles both.
    const bool steep = minTimeSlope(h) < 1e-3 * dt;
    h.kind = guessFits && !steep ? HotKind::Bezier : HotKind::General;
    return h;
}

} // namespace

void prepareHotSegments(EvalData &d, std::size_t first, std::size_t last)
{
    last = std::min(last, d.knots.size());
    for (std::size_t i = first; i < last; ++i)
        d.hot[i] = hotSegment(d, i);
}

} // namespace knotline::detail
