#include "core/timeline/SplineKeyframes.h"

#include "core/spline/Regression.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <set>

namespace knotline {

namespace {

/// The double nearest `guess` (itself or up to 4 ulps away) for which `made(x) == want`.
template <typename F>
std::optional<double> reproducingNear(double guess, double want, F made)
{
    if (made(guess) == want)
        return guess;
    double down = guess, up = guess;
    for (int i = 0; i < 4; ++i) {
        down = std::nextafter(down, -INFINITY);
        up = std::nextafter(up, INFINITY);
        if (made(down) == want)
            return down;
        if (made(up) == want)
            return up;
    }
    return std::nullopt;
}

/// A number x near `guess` for which `made(x) == want`, else `guess`.
template <typename F>
double reproducing(double guess, double want, F made)
{
    return reproducingNear(guess, want, made).value_or(guess);
}

/// Like reproducing(), for a number x that the reader uses as 1 − x (x2, y2): the ulps of
/// x near 0 are far finer than those of 1 − x, so when no neighbour of `guess` reproduces
/// `want`, look at the neighbours of 1 − guess instead (x = 0.0 may be needed where the
/// guess is 1.1e-16).
template <typename F>
double reproducingOneMinus(double guess, double want, F made)
{
    if (const std::optional<double> x = reproducingNear(guess, want, made))
        return *x;
    const std::optional<double> q = reproducingNear(1.0 - guess, want, [&](double q) { return made(1.0 - q); });
    return q ? 1.0 - *q : guess;
}

/// The slope EasingSegment makes for a tangent `width` wide rising `rise` (tangentFor).
double importedSlope(double width, double rise)
{
    if (!(width > 0.0))
        return 0.0;
    const double s = rise / width;
    return std::isfinite(s) ? s : 0.0;
}

/// The 4-number easing of the curve segment from knot a to knot b (widths in time codes),
/// or nullopt when none exists.
std::optional<Easing> bezierEasing(double dt, double dv, Tangent post, Tangent pre)
{
    if (!(post.width <= dt && pre.width <= dt))
        return std::nullopt;
    Easing e;
    e.kind = EasingKind::CubicBezier;
    // x1 with x1 · dt == post.width, x2 with (1 − x2) · dt == pre.width.
    e.x1 = post.width > 0.0 ? reproducing(post.width / dt, post.width, [&](double x) { return x * dt; }) : 0.0;
    e.x2 = pre.width > 0.0 ? reproducingOneMinus(1.0 - pre.width / dt, pre.width, [&](double x) { return (1.0 - x) * dt; }) : 1.0;
    e.x1 = std::clamp(e.x1, 0.0, 1.0);
    e.x2 = std::clamp(e.x2, 0.0, 1.0);
    const double postSlope = post.width > 0.0 ? post.slope : 0.0;
    const double preSlope = pre.width > 0.0 ? pre.slope : 0.0;
    if (dv == 0.0) {
        if (postSlope != 0.0 || preSlope != 0.0)
            return std::nullopt; // a bump between equal values has no progress form
        e.y1 = 0.0;
        e.y2 = 1.0;
        return e;
    }
    const double w0 = e.x1 * dt;
    const double w1 = (1.0 - e.x2) * dt;
    e.y1 = w0 > 0.0 ? reproducing(postSlope * w0 / dv, postSlope, [&](double y) { return importedSlope(w0, y * dv); }) : 0.0;
    e.y2 = w1 > 0.0 ? reproducingOneMinus(1.0 - preSlope * w1 / dv, preSlope, [&](double y) { return importedSlope(w1, (1.0 - y) * dv); })
                    : 1.0;
    if (!std::isfinite(e.y1) || !std::isfinite(e.y2))
        return std::nullopt;
    return e;
}

} // namespace

Result<std::vector<NumericKeyframe>> keyframesFromSpline(const Spline &spline, const std::string &channel)
{
    using R = Result<std::vector<NumericKeyframe>>;
    if (spline.hasInnerLoops())
        return R::error(MessageId::CompiledExportInnerLoops, channel);
    if (spline.preExtrapolation().mode != ExtrapolationMode::Held || spline.postExtrapolation().mode != ExtrapolationMode::Held)
        return R::error(MessageId::CompiledExportExtrapolation, channel);
    const std::vector<Knot> &knots = spline.knots();
    const bool hermite = spline.curveType() == CurveType::Hermite;
    std::vector<NumericKeyframe> out;
    for (std::size_t i = 0; i < knots.size(); ++i) {
        const Knot &a = knots[i];
        if (a.isDualValued() && a.authoredPreValue() != a.value)
            out.push_back({a.time, a.authoredPreValue(), Easing{}});
        NumericKeyframe key{a.time, a.value, Easing{}};
        if (i + 1 < knots.size()) {
            const Knot &b = knots[i + 1];
            switch (a.nextInterp) {
            case Interpolation::ValueBlock:
                return R::error(MessageId::CompiledExportValueBlock, channel);
            case Interpolation::Held:
                key.easing.kind = EasingKind::Held;
                break;
            case Interpolation::Linear:
                break;
            case Interpolation::Curve: {
                const double dt = b.time - a.time;
                Tangent post = a.post, pre = b.pre;
                if (hermite) {
                    post.width = dt / 3.0;
                    pre.width = dt / 3.0;
                } else if (isRegressive(dt, {post.width, pre.width})) {
                    return R::error(MessageId::CompiledExportRegressive, channel, keyNumber(i));
                }
                const std::optional<Easing> e = bezierEasing(dt, b.authoredPreValue() - a.value, post, pre);
                if (!e)
                    return R::error(MessageId::CompiledExportNoEasing, channel, keyNumber(i));
                key.easing = *e;
                break;
            }
            }
        }
        out.push_back(key);
    }
    return out;
}

std::vector<NumericKeyframe> bakedKeyframes(const Spline &spline, double from, double to, double rate)
{
    std::set<double> times;
    const double count = std::floor((to - from) * rate);
    for (double k = 0; k <= count; ++k)
        times.insert(from + k / rate);
    times.insert(to);
    for (const Knot &k : spline.knots())
        if (k.time >= from && k.time <= to)
            times.insert(k.time);
    std::vector<NumericKeyframe> out;
    for (double t : times) {
        const std::optional<double> pre = spline.evalPreValue(t);
        const std::optional<double> value = spline.eval(t);
        if (pre && value && *pre != *value && t > from)
            out.push_back({t, *pre, Easing{}});
        if (value)
            out.push_back({t, *value, Easing{}});
    }
    return out;
}

} // namespace knotline
