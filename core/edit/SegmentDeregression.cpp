#include "core/edit/SegmentDeregression.h"

#include "core/spline/Regression.h"
#include "core/spline/Spline.h"

#include <algorithm>
#include <map>
#include <utility>

namespace knotline {

namespace {

/// New widths for one segment, or false when it needs no change.
bool solveSegment(const std::vector<Knot> &knots, std::size_t start, AntiRegressionMode mode,
                  bool activeIsStart, bool containAlways, SegmentWidths &out)
{
    const Knot &a = knots[start];
    const Knot &b = knots[start + 1];
    const double span = b.time - a.time;
    SegmentWidths w{a.post.width, b.pre.width};
    const bool containOnly = containAlways && mode == AntiRegressionMode::Contain;
    if (!containOnly && !isRegressive(span, w))
        return false;
    if (!adjustSegmentWidths(mode, span, w, activeIsStart))
        return false;
    // The solver pads by 1e-5 of the span, which in the ellipse's fringe can leave the
    // result a hair outside (Regression.h); shrink towards the origin until it passes.
    for (int i = 0; i < 100 && isRegressive(span, w); ++i) {
        w.start *= 1.0 - 1e-5;
        w.end *= 1.0 - 1e-5;
    }
    if (isRegressive(span, w)) { // cannot happen in practice; Contain always passes
        w.start = std::min(w.start, span);
        w.end = std::min(w.end, span);
    }
    out = w;
    return true;
}

Status applyWidths(AnimCurveFn &fn, const std::map<std::size_t, SegmentWidths> &solved,
                   AnimCurveChange *change)
{
    if (solved.empty())
        return Status::ok();
    return fn.editSpline(
        [&solved](Spline &spline) {
            std::vector<Knot> knots = spline.knots();
            for (const auto &[start, w] : solved) {
                knots[start].post.width = w.start;
                knots[start + 1].pre.width = w.end;
            }
            // Exactly these widths: the spline's authoring mode (KeepRatio for curves read
            // from usda) must not also adjust other, unrelated regressive segments.
            const AntiRegressionMode mode = spline.antiRegressionMode();
            spline.setAntiRegressionMode(AntiRegressionMode::None);
            Status st = spline.setKnots(std::move(knots));
            spline.setAntiRegressionMode(mode);
            return st;
        },
        change);
}

bool isCurveSegment(const Spline &spline, std::size_t start)
{
    return start + 1 < spline.knotCount() && spline.knots()[start].nextInterp == Interpolation::Curve;
}

} // namespace

Status deregressSegments(AnimCurveFn &fn, const std::vector<TouchedSegment> &segments,
                         AntiRegressionMode mode, AnimCurveChange *change)
{
    const Spline &spline = fn.curve().spline();
    if (mode == AntiRegressionMode::None || spline.curveType() != CurveType::Bezier)
        return Status::ok();
    std::map<std::size_t, SegmentWidths> solved;
    for (const TouchedSegment &s : segments) {
        if (!isCurveSegment(spline, s.start) || solved.count(s.start))
            continue;
        SegmentWidths w;
        if (solveSegment(spline.knots(), s.start, mode, s.activeIsStart, false, w))
            solved.emplace(s.start, w);
    }
    return applyWidths(fn, solved, change);
}

Status deregressOppositeSides(AnimCurveFn &fn, const std::vector<TouchedSegment> &segments,
                              AntiRegressionMode mode, AnimCurveChange *change)
{
    const Spline &spline = fn.curve().spline();
    if (mode == AntiRegressionMode::None || spline.curveType() != CurveType::Bezier)
        return Status::ok();
    const AntiRegressionMode initial =
        mode == AntiRegressionMode::Contain ? AntiRegressionMode::Contain : AntiRegressionMode::LimitOpposite;
    const std::vector<Knot> &knots = spline.knots();
    std::map<std::size_t, SegmentWidths> solved;
    for (const TouchedSegment &s : segments) {
        if (!isCurveSegment(spline, s.start) || solved.count(s.start))
            continue;
        const double span = knots[s.start + 1].time - knots[s.start].time;
        const SegmentWidths authored{knots[s.start].post.width, knots[s.start + 1].pre.width};
        SegmentWidths w = authored;
        if (!isRegressive(span, w) || !adjustSegmentWidths(initial, span, w, s.activeIsStart))
            continue;
        // Keep only the opposite side's result.
        (s.activeIsStart ? w.start : w.end) = s.activeIsStart ? authored.start : authored.end;
        if (w.start != authored.start || w.end != authored.end)
            solved.emplace(s.start, w);
    }
    return applyWidths(fn, solved, change);
}

Status fixRegressiveSegment(AnimCurveFn &fn, std::size_t start, AntiRegressionMode mode,
                            AnimCurveChange *change)
{
    const Spline &spline = fn.curve().spline();
    if (!isCurveSegment(spline, start))
        return Status::error(MessageId::SegmentNotCurve, keyNumber(start));
    if (spline.curveType() != CurveType::Bezier || mode == AntiRegressionMode::None)
        return Status::ok();
    std::map<std::size_t, SegmentWidths> solved;
    SegmentWidths w;
    if (solveSegment(spline.knots(), start, mode, true, true, w))
        solved.emplace(start, w);
    return applyWidths(fn, solved, change);
}

} // namespace knotline
