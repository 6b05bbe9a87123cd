#include "core/spline/Regression.h"

#include "core/spline/Spline.h"

#include <algorithm>
#include <cmath>

namespace knotline {

namespace {

constexpr double kReadPadding = 1e-6;  // added before the ellipse test
constexpr double kWritePadding = 1e-5; // subtracted from adjusted widths
constexpr double kFourThirds = 4.0 / 3.0;
constexpr double kOneThird = 1.0 / 3.0;

double ellipse(double l1, double l2)
{
    return l1 * l1 + l2 * l2 + l1 * l2 - 2.0 * (l1 + l2) + 1.0;
}

bool normalizedRegressive(double l1, double l2)
{
    if (l1 <= 1.0 && l2 <= 1.0)
        return false;
    return ellipse(l1 + kReadPadding, l2 + kReadPadding) > 0.0;
}

// Keep Ratio in normalized widths.
void keepRatioNormalized(double &l1, double &l2)
{
    if (l1 < kReadPadding) {
        l2 = 1.0 - kWritePadding;
        return;
    }
    if (l2 < kReadPadding) {
        l1 = 1.0 - kWritePadding;
        return;
    }
    const double r = l1 / l2;
    const double newL2 = (std::sqrt(r) + r + 1.0) / (r * r + r + 1.0);
    l2 = newL2 - kWritePadding;
    l1 = r * newL2 - kWritePadding;
}

// Keeps `kept` (shortened to 4/3 when it is that long) and moves `other` onto the
// one-vertical ellipse, on the same side of the ellipse's centre as it was.
void keepOneSide(double &kept, double &other)
{
    if (kept >= kFourThirds) {
        kept = kFourThirds - kWritePadding;
        other = kOneThird - kWritePadding;
        return;
    }
    // L² + (W − 2)L + (W − 1)² = 0
    const double b = kept - 2.0;
    const double c = (kept - 1.0) * (kept - 1.0);
    const double disc = std::max(0.0, b * b - 4.0 * c);
    const double centre = -b / 2.0;
    const double half = std::sqrt(disc) / 2.0;
    if (other >= centre)
        other = centre + half - kWritePadding;
    else
        other = centre - half + kWritePadding;
    other = std::max(0.0, other);
}

} // namespace

bool isRegressive(double span, SegmentWidths widths)
{
    if (!(span > 0.0))
        return false;
    return normalizedRegressive(widths.start / span, widths.end / span);
}

bool adjustSegmentWidths(AntiRegressionMode mode, double span, SegmentWidths &widths,
                         bool activeIsStart)
{
    if (mode == AntiRegressionMode::None || !(span > 0.0))
        return false;
    double l1 = widths.start / span;
    double l2 = widths.end / span;
    if (mode == AntiRegressionMode::Contain) {
        if (l1 <= 1.0 && l2 <= 1.0)
            return false;
        l1 = std::min(l1, 1.0);
        l2 = std::min(l2, 1.0);
    } else {
        if (!normalizedRegressive(l1, l2))
            return false;
        switch (mode) {
        case AntiRegressionMode::KeepRatio:
            keepRatioNormalized(l1, l2);
            break;
        case AntiRegressionMode::KeepStart:
            keepOneSide(l1, l2);
            break;
        case AntiRegressionMode::LimitActive:
            // The edited side gives way; the opposite side is kept.
            if (activeIsStart)
                keepOneSide(l2, l1);
            else
                keepOneSide(l1, l2);
            break;
        case AntiRegressionMode::LimitOpposite: {
            // The edited side is kept; the opposite side gives way, unless it is already
            // short (<= 1/3), in which case only the edited side can be shortened.
            double &active = activeIsStart ? l1 : l2;
            double &opposite = activeIsStart ? l2 : l1;
            if (opposite <= kOneThird)
                keepOneSide(opposite, active);
            else
                keepOneSide(active, opposite);
            break;
        }
        case AntiRegressionMode::None:
        case AntiRegressionMode::Contain:
            break;
        }
    }
    const SegmentWidths before = widths;
    widths.start = l1 * span;
    widths.end = l2 * span;
    return widths.start != before.start || widths.end != before.end;
}

bool adjustRegressiveKnots(std::vector<Knot> &knots, CurveType curveType, AntiRegressionMode mode,
                           std::size_t firstSegment, std::size_t lastSegment)
{
    if (curveType != CurveType::Bezier || mode == AntiRegressionMode::None || knots.size() < 2)
        return false;
    lastSegment = std::min(lastSegment, knots.size() - 2);
    bool changed = false;
    for (std::size_t i = firstSegment; i <= lastSegment && i + 1 < knots.size(); ++i) {
        if (knots[i].nextInterp != Interpolation::Curve)
            continue;
        SegmentWidths w{knots[i].post.width, knots[i + 1].pre.width};
        if (adjustSegmentWidths(mode, knots[i + 1].time - knots[i].time, w)) {
            knots[i].post.width = w.start;
            knots[i + 1].pre.width = w.end;
            changed = true;
        }
    }
    return changed;
}

std::vector<std::size_t> regressiveSegments(const Spline &spline)
{
    std::vector<std::size_t> out;
    if (spline.curveType() != CurveType::Bezier)
        return out;
    const std::vector<Knot> &knots = spline.knots();
    for (std::size_t i = 0; i + 1 < knots.size(); ++i) {
        if (knots[i].nextInterp != Interpolation::Curve)
            continue;
        if (isRegressive(knots[i + 1].time - knots[i].time,
                         {knots[i].post.width, knots[i + 1].pre.width}))
            out.push_back(i);
    }
    return out;
}

bool hasRegressiveTangents(const Spline &spline)
{
    return !regressiveSegments(spline).empty();
}

Status adjustRegressiveTangents(Spline &spline, AntiRegressionMode mode, bool *changed)
{
    if (mode == AntiRegressionMode::LimitActive || mode == AntiRegressionMode::LimitOpposite)
        mode = AntiRegressionMode::KeepRatio;
    std::vector<Knot> knots = spline.knots();
    const bool any = knots.size() >= 2
        && adjustRegressiveKnots(knots, spline.curveType(), mode, 0, knots.size() - 2);
    if (changed)
        *changed = any;
    if (!any)
        return Status::ok();
    // Store the adjusted knots without running the authoring pass again.
    const AntiRegressionMode authoring = spline.antiRegressionMode();
    spline.setAntiRegressionMode(AntiRegressionMode::None);
    Status st = spline.setKnots(std::move(knots));
    spline.setAntiRegressionMode(authoring);
    return st;
}

} // namespace knotline
