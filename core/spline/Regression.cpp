#include "core/spline/Regression.h"

#include "core/spline/Spline.h"

#include <algorithm>
#include <cmath>
#include <optional>

namespace knotline {

namespace {

constexpr double kReadPadding = 1e-6;  // added before the ellipse test
constexpr double kWritePadding = 1e-5; // subtracted from adjusted widths
constexpr double kFourThirds = 4.0 / 3.0;
constexpr double kOneThird = 1.0 / 3.0;

// Positive outside the one-vertical ellipse (two verticals: regressive). Summed in the
// same order as Ts so that borderline cases classify identically.
double ellipse(double l1, double l2)
{
    return (l1 * l1) + (l2 * l2) - 2.0 * (l1 + l2) + (l1 * l2) + 1.0;
}

bool normalizedRegressive(double l1, double l2)
{
    if (l1 <= 1.0 && l2 <= 1.0)
        return false;
    // No non-regressive segment has a side beyond 4/3 (the ellipse's extent); deciding it
    // here also keeps huge widths from overflowing the ellipse to inf − inf.
    if (l1 >= kFourThirds || l2 >= kFourThirds)
        return true;
    return ellipse(l1 + kReadPadding, l2 + kReadPadding) > 0.0;
}

// The width that puts a segment exactly on the one-vertical ellipse when the other
// side has normalized width `width` (<= 4/3): the root of L² + (W − 2)L + (W − 1)² = 0
// on the same side of the ellipse centre (2 − W)/2 as `hint` (Ts
// _ComputeOtherWidthForVert). A width beyond 4/3 gives the shortest partner, 1/3.
double otherWidthForVertical(double width, double hint)
{
    if (width > kFourThirds)
        return kOneThird;
    const double b = width - 2.0;
    const double c = (width - 1.0) * (width - 1.0);
    const double centre = -b / 2.0;
    // b² − 4c = W(4 − 3W) >= 0 for W in [0, 4/3]; clamp rounding noise.
    const double half = std::sqrt(std::max(0.0, b * b - 4.0 * c)) / 2.0;
    return hint > centre ? centre + half : centre - half;
}

// A solved width shortened by the write padding. Never negative: Ts would write a
// negative width when the solution is closer to 0 than the padding (e.g. the lower root
// of a start width just above 1); a width cannot be negative, so it becomes 0.
double padded(double width)
{
    return std::max(0.0, width - kWritePadding);
}

// Normalized widths of one segment seen from the edited ("active") side, with the
// new values the solver decided on. Only sides that are set are written back, so a
// kept width stays bit-identical (Ts writes only the sides it adjusts).
struct SegmentSolve {
    double start;
    double end;
    bool activeIsStart;
    std::optional<double> newStart;
    std::optional<double> newEnd;

    double active() const { return activeIsStart ? start : end; }
    double opposite() const { return activeIsStart ? end : start; }
    void setActive(double w) { (activeIsStart ? newStart : newEnd) = w; }
    void setOpposite(double w) { (activeIsStart ? newEnd : newStart) = w; }
};

void solveContain(SegmentSolve &s)
{
    // No write padding: the maximum equals the interval exactly.
    if (s.start > 1.0)
        s.newStart = 1.0;
    if (s.end > 1.0)
        s.newEnd = 1.0;
}

void solveKeepRatio(SegmentSolve &s)
{
    if (s.active() < kReadPadding) {
        s.setOpposite(1.0 - kWritePadding);
    } else if (s.opposite() < kReadPadding) {
        s.setActive(1.0 - kWritePadding);
    } else {
        // Intersection of the constant-ratio line through the origin with the ellipse
        // (the solution with the longer tangents).
        double r = s.active() / s.opposite();
        if (!std::isfinite(r))
            r = std::isinf(s.opposite()) ? (std::isinf(s.active()) ? 1.0 : 0.0) : HUGE_VAL; // overflow
        if (r > 1e150) { // the limit of the solution below: the active side spans the interval
            s.setActive(1.0 - kWritePadding);
            return;
        }
        if (r < 1e-150) {
            s.setOpposite(1.0 - kWritePadding);
            return;
        }
        const double opposite = (std::sqrt(r) + r + 1.0) / (r * r + r + 1.0);
        const double newActive = r * opposite - kWritePadding;
        const double newOpposite = opposite - kWritePadding;
        // A side shorter than the padding would become negative in Ts; treat it like
        // the zero-width case above (keep it, the other side becomes 1 − p). A kept side
        // longer than the interval (a ratio below p with both sides long, e.g. 1e7 : 3e13)
        // would leave the segment regressive: it becomes 0, Ts's solution clamped at 0.
        if (newActive < 0.0) {
            s.setOpposite(1.0 - kWritePadding);
            if (s.active() > 1.0)
                s.setActive(0.0);
        } else if (newOpposite < 0.0) {
            s.setActive(1.0 - kWritePadding);
            if (s.opposite() > 1.0)
                s.setOpposite(0.0);
        } else {
            s.setActive(newActive);
            s.setOpposite(newOpposite);
        }
    }
}

void solveKeepStart(SegmentSolve &s)
{
    if (s.start >= kFourThirds) {
        s.newStart = kFourThirds - kWritePadding;
        s.newEnd = kOneThird - kWritePadding;
    } else {
        s.newEnd = padded(otherWidthForVertical(s.start, s.end));
    }
}

void solveLimitActive(SegmentSolve &s)
{
    if (s.opposite() >= kFourThirds) {
        if (s.active() < kOneThird - kWritePadding) {
            // Deliberate deviation from Ts, which clamps the opposite side to 4/3 and keeps
            // the short active side, leaving e.g. (0, 4/3) regressive (its time cubic runs
            // back by 1/27 of the span). The active side is already short enough for the
            // fringe, so keep it and put the opposite side on the ellipse instead.
            s.setOpposite(padded(otherWidthForVertical(s.active(), s.opposite())));
        } else {
            s.setOpposite(kFourThirds - kWritePadding);
            s.setActive(kOneThird - kWritePadding);
        }
    } else {
        s.setActive(padded(otherWidthForVertical(s.opposite(), s.active())));
    }
}

void solveLimitOpposite(SegmentSolve &s)
{
    if (s.opposite() <= kOneThird) {
        // The limit is in the fringe: shorten only the active side rather than
        // lengthening the opposite one.
        s.setActive(padded(otherWidthForVertical(s.opposite(), s.active())));
    } else if (s.active() >= kFourThirds) {
        s.setActive(kFourThirds - kWritePadding);
        s.setOpposite(kOneThird - kWritePadding);
    } else {
        s.setOpposite(padded(otherWidthForVertical(s.active(), s.opposite())));
    }
}

} // namespace

bool isRegressive(double span, SegmentWidths widths)
{
    if (!(span > 0.0))
        return false;
    return normalizedRegressive(widths.start / span, widths.end / span);
}

bool shrinkUntilNotRegressive(double span, SegmentWidths &widths)
{
    if (!isRegressive(span, widths))
        return false;
    // Factor 0 (two zero widths) is never regressive; the factor 1 is.
    double accepted = 0.0, refused = 1.0;
    for (int i = 0; i < 64 && refused - accepted > 0x1p-53; ++i) {
        const double mid = 0.5 * (accepted + refused);
        if (isRegressive(span, {widths.start * mid, widths.end * mid}))
            refused = mid;
        else
            accepted = mid;
    }
    widths.start *= accepted;
    widths.end *= accepted;
    return true;
}

bool adjustSegmentWidths(AntiRegressionMode mode, double span, SegmentWidths &widths,
                         bool activeIsStart)
{
    if (mode == AntiRegressionMode::None || !(span > 0.0))
        return false;
    SegmentSolve s{widths.start / span, widths.end / span, activeIsStart, {}, {}};
    if (mode == AntiRegressionMode::Contain) {
        solveContain(s);
    } else {
        if (!normalizedRegressive(s.start, s.end))
            return false;
        switch (mode) {
        case AntiRegressionMode::KeepRatio: solveKeepRatio(s); break;
        case AntiRegressionMode::KeepStart: solveKeepStart(s); break;
        case AntiRegressionMode::LimitActive: solveLimitActive(s); break;
        case AntiRegressionMode::LimitOpposite: solveLimitOpposite(s); break;
        case AntiRegressionMode::None:
        case AntiRegressionMode::Contain: break;
        }
    }
    bool changed = false;
    if (s.newStart && *s.newStart != s.start) {
        widths.start = *s.newStart * span;
        changed = true;
    }
    if (s.newEnd && *s.newEnd != s.end) {
        widths.end = *s.newEnd * span;
        changed = true;
    }
    return changed;
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
