#include "core/timeline/EasingSegment.h"

#include <cmath>

namespace knotline {

namespace {

Knot knotAt(double time, double value, Interpolation next)
{
    Knot k;
    k.time = time;
    k.value = value;
    k.nextInterp = next;
    return k;
}

/// A tangent of `width` whose control point is `rise` above (or below) its knot; a zero
/// width or a slope that does not fit a double carries slope 0.
Tangent tangentFor(double width, double rise)
{
    Tangent t;
    if (!(width > 0.0) || !std::isfinite(width))
        return t;
    t.width = width;
    const double slope = rise / width;
    t.slope = std::isfinite(slope) ? slope : 0.0;
    return t;
}

/// p² (in) or 1 − (1 − p)² (out) from (t0, v0) to (t1, v1) as a Bezier: widths a third of
/// the span, the steep side's slope twice the secant's.
void quadratic(bool in, double t0, double v0, double t1, double v1, Knot &start, Tangent &endPre)
{
    const double dt = t1 - t0;
    const double third = dt / 3.0;
    const double steep = 2.0 * (v1 - v0) / dt;
    start.nextInterp = Interpolation::Curve;
    start.post = Tangent{third, in ? 0.0 : (std::isfinite(steep) ? steep : 0.0), TangentAlgorithm::None};
    endPre = Tangent{third, in ? (std::isfinite(steep) ? steep : 0.0) : 0.0, TangentAlgorithm::None};
}

void steps(const Easing &e, double t0, double v0, double t1, double v1, EasedSegment &out)
{
    const double dt = t1 - t0;
    const double dv = v1 - v0;
    const double n = static_cast<double>(e.steps);
    const double jumps = static_cast<double>(easingStepJumps(e));
    auto valueOfStep = [&](int step) {
        return step == 0 ? v0 : v0 + dv * (static_cast<double>(step) / jumps);
    };
    // The step number the CSS algorithm gives at clip time t (the reference's p).
    auto stepAtTime = [&](double t) { return easingStepAt(e, (t - t0) / dt); };
    out.start.nextInterp = Interpolation::Held;
    int shown = stepAtTime(t0);
    out.start.value = valueOfStep(shown);
    double last = t0;
    for (int k = 1; k < e.steps; ++k) {
        double t = t0 + dt * (static_cast<double>(k) / n);
        // The first double at which floor(p · n) reaches k.
        while (t > last && std::floor((t - t0) / dt * n) >= k)
            t = std::nextafter(t, -INFINITY);
        while (t < t1 && std::floor((t - t0) / dt * n) < k)
            t = std::nextafter(t, INFINITY);
        if (!(t > last && t < t1))
            continue; // the span is too short for this step to show
        const int step = stepAtTime(t);
        if (step == shown)
            continue;
        out.inner.push_back(knotAt(t, valueOfStep(step), Interpolation::Held));
        shown = step;
        last = t;
    }
}

} // namespace

EasedSegment easedSegment(const Easing &e, double t0, double v0, double t1, double v1)
{
    EasedSegment out;
    out.start = knotAt(t0, v0, Interpolation::Linear);
    const double dt = t1 - t0;
    const double dv = v1 - v0;
    switch (e.kind) {
    case EasingKind::Linear:
        break;
    case EasingKind::Held:
        out.start.nextInterp = Interpolation::Held;
        break;
    case EasingKind::CubicBezier:
        out.start.nextInterp = Interpolation::Curve;
        out.start.post = tangentFor(e.x1 * dt, e.y1 * dv);
        out.endPre = tangentFor((1.0 - e.x2) * dt, (1.0 - e.y2) * dv);
        break;
    case EasingKind::QuadIn:
    case EasingKind::QuadOut:
        quadratic(e.kind == EasingKind::QuadIn, t0, v0, t1, v1, out.start, out.endPre);
        break;
    case EasingKind::QuadInOut: {
        const double tm = t0 + dt * 0.5;
        if (!(tm > t0 && tm < t1))
            break; // no double between the keys: linear
        Knot mid = knotAt(tm, v0 + dv * 0.5, Interpolation::Curve);
        quadratic(true, t0, v0, tm, mid.value, out.start, mid.pre);
        quadratic(false, tm, mid.value, t1, v1, mid, out.endPre);
        out.inner.push_back(mid);
        break;
    }
    case EasingKind::Steps:
        steps(e, t0, v0, t1, v1, out);
        break;
    }
    return out;
}

} // namespace knotline
