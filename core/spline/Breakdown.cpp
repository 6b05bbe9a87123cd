#include "core/spline/Breakdown.h"

#include "core/spline/EvalData.h"
#include "core/spline/Regression.h"
#include "core/spline/Spline.h"
#include "core/spline/TangentAlgorithms.h"

#include <algorithm>
#include <cmath>
#include <sstream>
#include <utility>

namespace knotline {

namespace {

using detail::EvalData;
using detail::EvalKnot;

// Slope Ts gives a handle that is exactly vertical (zero time extent, non-zero height).
constexpr double kVerticalSlope = 200000.0;

std::string timeText(double t)
{
    std::ostringstream s;
    s.precision(17);
    s << t;
    return s.str();
}

// A handle vector (time extent dx >= 0, value extent dy) as a tangent width and slope.
Tangent handleTangent(double dx, double dy)
{
    if (dx == 0.0 && dy == 0.0)
        return {0.0, 0.0, TangentAlgorithm::None};
    if (!(dx > 0.0))
        return {std::abs(dy) / kVerticalSlope, std::copysign(kVerticalSlope, dy),
                TangentAlgorithm::None};
    return {dx, dy / dx, TangentAlgorithm::None};
}

Interpolation interpForExtrapolation(ExtrapolationMode mode)
{
    switch (mode) {
    case ExtrapolationMode::ValueBlock:
        return Interpolation::ValueBlock;
    case ExtrapolationMode::Linear:
    case ExtrapolationMode::Sloped:
        return Interpolation::Linear;
    default:
        return Interpolation::Held;
    }
}

double extrapolationSlope(const detail::ResolvedExtrapolation &e)
{
    return (e.mode == ExtrapolationMode::Linear || e.mode == ExtrapolationMode::Sloped) ? e.slope
                                                                                         : 0.0;
}

// Authored knot behind a resolved knot, when a breakdown may rewrite it. Echoes are
// generated; the prototype start knot's pre tangent is shared by every closing copy, so it
// is not rewritten either (`asNext`).
Knot *writableKnot(std::vector<Knot> &knots, const EvalData &d, const EvalKnot &k, bool asNext)
{
    if (k.authoredIndex < 0)
        return nullptr;
    if (asNext && d.innerLoops && k.source == detail::KnotSource::Prototype && k.time == d.protoStart)
        return nullptr;
    return &knots[static_cast<std::size_t>(k.authoredIndex)];
}

// The new knot for `t` strictly between resolved knots i and i + 1; rewrites the
// neighbours' tangents in `knots` where they are authored.
Knot breakdownBetween(const EvalData &d, std::size_t i, double t, std::vector<Knot> &knots)
{
    const EvalKnot &a = d.knots[i];
    const EvalKnot &b = d.knots[i + 1];
    Knot *prev = writableKnot(knots, d, a, false);
    Knot *next = writableKnot(knots, d, b, true);

    Knot k;
    k.time = t;
    k.nextInterp = a.nextInterp;
    const double preThird = (t - a.time) / 3.0;
    const double postThird = (b.time - t) / 3.0;
    k.pre = {preThird, 0.0, TangentAlgorithm::None};
    k.post = {postThird, 0.0, TangentAlgorithm::None};

    switch (a.nextInterp) {
    case Interpolation::ValueBlock:
    case Interpolation::Held:
        k.value = a.value;
        return k;
    case Interpolation::Linear: {
        const double slope = (b.preValue - a.value) / (b.time - a.time);
        k.value = a.value + slope * (t - a.time);
        k.pre.slope = slope;
        k.post.slope = slope;
        return k;
    }
    case Interpolation::Curve:
        break;
    }

    if (d.curveType == CurveType::Hermite) {
        const detail::EvalResult r = detail::evalHermiteSegment(a.time, a.value, a.postSlope, b.time,
                                                                b.preValue, b.preSlope, t);
        k.value = r.value.value_or(a.value);
        k.pre.slope = r.derivative.value_or(0.0);
        k.post.slope = k.pre.slope;
        if (prev)
            prev->post.algorithm = TangentAlgorithm::None;
        if (next)
            next->pre.algorithm = TangentAlgorithm::None;
        return k;
    }

    // Bezier: the resolved widths are already de-regressed (Keep Ratio). The curve
    // parameter is the one evaluation solves for t (on the control times it computes); the
    // handles are split in times relative to the segment's start, where the widths keep
    // their precision: absolute control times round to ulps of the knot times, which in a
    // segment 141 ulps wide moved a handle by 2% of its width, enough to make a piece of a
    // curve near Keep Ratio's ellipse regressive (and its shrink then flattened it).
    const double u = detail::solveBezierTime(a.time, a.time + a.postWidth, b.time - b.preWidth, b.time, t);
    const double span = b.time - a.time;
    const double x0 = 0.0, x1 = a.postWidth, x2 = span - b.preWidth, x3 = span;
    const double y0 = a.value, y1 = a.value + a.postWidth * a.postSlope;
    const double y2 = b.preValue - b.preWidth * b.preSlope, y3 = b.preValue;
    auto lerp = [u](double p, double q) { return p + u * (q - p); };
    const double q0x = lerp(x0, x1), q0y = lerp(y0, y1);
    const double q1x = lerp(x1, x2), q1y = lerp(y1, y2);
    const double q2x = lerp(x2, x3), q2y = lerp(y2, y3);
    const double r0x = lerp(q0x, q1x), r0y = lerp(q0y, q1y);
    const double r1x = lerp(q1x, q2x), r1y = lerp(q1y, q2y);
    const double sy = lerp(r0y, r1y);

    // The outer handles keep their direction: only their widths shrink.
    const double tr = t - a.time; // t relative to the segment's start
    Tangent prevPost{q0x - x0, a.postSlope, TangentAlgorithm::None};
    Tangent nextPre{x3 - q2x, b.preSlope, TangentAlgorithm::None};
    k.value = sy;
    k.pre = handleTangent(tr - r0x, sy - r0y);
    k.post = handleTangent(r1x - tr, r1y - sy);

    // The two pieces of a de-regressed curve are at most a hair regressive (Ts's padding
    // quirk, Regression.h): shrink them just out of reach of evaluation's Keep Ratio,
    // which would otherwise move them by its padding and change the shape.
    SegmentWidths left{prevPost.width, k.pre.width};
    if (shrinkUntilNotRegressive(t - a.time, left)) {
        prevPost.width = left.start;
        k.pre.width = left.end;
    }
    SegmentWidths right{k.post.width, nextPre.width};
    if (shrinkUntilNotRegressive(b.time - t, right)) {
        k.post.width = right.start;
        nextPre.width = right.end;
    }
    if (prev)
        prev->post = prevPost;
    if (next)
        next->pre = nextPre;
    return k;
}

// Sides of knot `index` that evaluation reads.
bool preSideUsed(const std::vector<Knot> &knots, std::size_t index)
{
    return index > 0 && knots[index - 1].nextInterp == Interpolation::Curve;
}
bool postSideUsed(const std::vector<Knot> &knots, std::size_t index)
{
    return index + 1 < knots.size() && knots[index].nextInterp == Interpolation::Curve;
}

// Freezes auto-ease sides whose recomputed tangent would change a segment evaluation uses
// (keeps the curve's shape; Ts recomputes them), other than the new knot's own (index
// `newIndex`): the new knot's neighbours, whose neighbour changed, and any other knot
// whose stored tangent is not what its algorithm gives (authoring anti-regression
// shortened it after computing it; the breakdown's setKnots, without anti-regression,
// would lengthen it again and change that segment).
void freezeChangedAutoEase(std::vector<Knot> &knots, CurveType curveType, std::size_t newIndex)
{
    std::vector<Knot> updated = knots;
    for (std::size_t i = 0; i < updated.size(); ++i)
        updateKnotTangents(updated, curveType, i);
    const bool hermite = curveType == CurveType::Hermite;
    auto changed = [hermite](const Tangent &before, const Tangent &after) {
        return before.slope != after.slope || (!hermite && before.width != after.width);
    };
    for (std::size_t i = 0; i < knots.size(); ++i) {
        if (i == newIndex) // its own tangents are the breakdown's
            continue;
        Knot &k = knots[i];
        if (k.pre.algorithm == TangentAlgorithm::AutoEase && preSideUsed(knots, i)
            && changed(k.pre, updated[i].pre))
            k.pre.algorithm = TangentAlgorithm::None;
        if (k.post.algorithm == TangentAlgorithm::AutoEase && postSideUsed(knots, i)
            && changed(k.post, updated[i].post))
            k.post.algorithm = TangentAlgorithm::None;
    }
}

bool loopsOverWholeRegion(const Extrapolation &authored, const detail::ResolvedExtrapolation &resolved)
{
    return authored.isLooping() && resolved.isLooping() && !authored.loopBoundary.has_value();
}

} // namespace

Status breakdown(Spline &spline, double time)
{
    if (!std::isfinite(time))
        return Status::error(MessageId::BreakdownTimeNotFinite);
    if (spline.isEmpty())
        return Status::error(MessageId::BreakdownEmpty);
    if (spline.knotIndexAt(time))
        return Status::error(MessageId::BreakdownKnotExists, timeText(time));
    const EvalData &d = spline.evalData();
    if (d.innerLoops && time >= d.loopedStart && time <= d.loopedEnd
        && !(time >= d.protoStart && time < d.protoEnd))
        return Status::error(MessageId::BreakdownInEcho, timeText(time));
    if (std::binary_search(d.times.begin(), d.times.end(), time))
        return Status::error(MessageId::BreakdownResolvedKnotExists, timeText(time));

    const double first = d.times.front();
    const double last = d.times.back();
    std::vector<Knot> knots = spline.knots();
    Knot k;
    if (time < first) {
        if (spline.preExtrapolation().isLooping())
            return Status::error(MessageId::BreakdownInLoopingPre, timeText(time));
        if (loopsOverWholeRegion(spline.postExtrapolation(), d.post))
            return Status::error(MessageId::BreakdownBeforeFirstLoopingPost);
        const EvalKnot &f = d.knots.front();
        const double slope = extrapolationSlope(d.pre);
        const TangentAlgorithm alg = f.authoredIndex >= 0
            ? knots[static_cast<std::size_t>(f.authoredIndex)].pre.algorithm
            : TangentAlgorithm::None;
        k.time = time;
        k.value = detail::evaluate(d, time, Side::Post).value.value_or(f.preValue);
        k.nextInterp = interpForExtrapolation(d.pre.mode);
        k.pre = {f.preWidth, slope, alg};
        k.post = {(first - time) / 3.0, slope, alg};
    } else if (time > last) {
        if (spline.postExtrapolation().isLooping())
            return Status::error(MessageId::BreakdownInLoopingPost, timeText(time));
        if (loopsOverWholeRegion(spline.preExtrapolation(), d.pre))
            return Status::error(MessageId::BreakdownAfterLastLoopingPre);
        const EvalKnot &l = d.knots.back();
        const Interpolation interp = interpForExtrapolation(d.post.mode);
        Knot *lastKnot = writableKnot(knots, d, l, false);
        if (!lastKnot && l.nextInterp != interp)
            return Status::error(MessageId::BreakdownLastKnotInnerLoopCopy);
        const double slope = extrapolationSlope(d.post);
        const TangentAlgorithm alg = lastKnot ? lastKnot->post.algorithm : TangentAlgorithm::None;
        if (lastKnot)
            lastKnot->nextInterp = interp;
        k.time = time;
        k.value = detail::evaluate(d, time, Side::Post).value.value_or(l.value);
        k.nextInterp = interp;
        k.pre = {(time - last) / 3.0, slope, alg};
        k.post = {l.postWidth, slope, alg};
    } else {
        const std::size_t j = static_cast<std::size_t>(
            std::upper_bound(d.times.begin(), d.times.end(), time) - d.times.begin());
        k = breakdownBetween(d, j - 1, time, knots);
    }

    const auto pos = std::lower_bound(knots.begin(), knots.end(), time,
                                      [](const Knot &a, double t) { return a.time < t; });
    const std::size_t newIndex = static_cast<std::size_t>(pos - knots.begin());
    knots.insert(pos, k);
    freezeChangedAutoEase(knots, spline.curveType(), newIndex);

    Spline result = spline;
    const AntiRegressionMode mode = result.antiRegressionMode();
    result.setAntiRegressionMode(AntiRegressionMode::None);
    Status st = result.setKnots(std::move(knots));
    if (!st)
        return st;
    // A piece too narrow for its values to carry its segment's slope (a breakdown a hair
    // from the end knot of a linear segment rounds both knots to one value) would change
    // the slope that linear extrapolation takes from it, and so the extrapolated curve.
    const EvalData &broken = result.evalData();
    for (const auto &[before, after] : {std::pair{&d.pre, &broken.pre}, std::pair{&d.post, &broken.post}})
        if (before->mode == ExtrapolationMode::Linear
            && !(std::abs(before->slope - after->slope) <= 1e-9 * std::max(std::abs(before->slope), std::abs(after->slope))))
            return Status::error(MessageId::BreakdownChangesLinearExtrapolation, timeText(time));
    result.setAntiRegressionMode(mode);
    spline = result;
    return Status::ok();
}

} // namespace knotline
