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

/// The Bezier [x1, y1, x2, y2] from (t0, v0) to (t1, v1): the start knot's post tangent
/// and the end knot's pre tangent, as spec/timeline.md §1.5's table gives them.
void bezier(double x1, double y1, double x2, double y2, double t0, double v0, double t1, double v1, Knot &start,
            Tangent &endPre)
{
    const double dt = t1 - t0;
    const double dv = v1 - v0;
    start.nextInterp = Interpolation::Curve;
    start.post = tangentFor(x1 * dt, y1 * dv);
    endPre = tangentFor((1.0 - x2) * dt, (1.0 - y2) * dv);
}

/// p² (in) or 1 − (1 − p)² (out) as a Bezier: in Bernstein form p² = [⅓, 0, ⅔, ⅓] and
/// 2p − p² = [⅓, ⅔, ⅔, 1] with a linear time cubic. Made through the same formula as a
/// 4-number easing, so that its export reads back to the same knots.
void quadratic(bool in, double t0, double v0, double t1, double v1, Knot &start, Tangent &endPre)
{
    constexpr double third = 1.0 / 3.0, twoThirds = 2.0 / 3.0;
    if (in)
        bezier(third, 0.0, twoThirds, third, t0, v0, t1, v1, start, endPre);
    else
        bezier(third, twoThirds, twoThirds, 1.0, t0, v0, t1, v1, start, endPre);
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
        bezier(e.x1, e.y1, e.x2, e.y2, t0, v0, t1, v1, out.start, out.endPre);
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
