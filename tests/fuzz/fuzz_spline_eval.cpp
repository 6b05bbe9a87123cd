// libFuzzer target: the spline evaluator on splines decoded from the bytes (FuzzSpline.h),
// evaluated at fuzz-chosen times, sampled over fuzz-chosen views, anti-regressed, broken
// down and loop-baked. Invariants:
// - no crash, hang or sanitizer report;
// - no NaN from finite input: a value, pre-value or derivative is a finite number or
//   absent (value block), never NaN;
// - EvalCursor gives exactly eval()'s bits at the same times, in time order;
// - sample() succeeds on a valid view; every polyline's vertices lie inside the view and
//   in time order, and lie on the curve (value or pre-value at the vertex time) within the
//   view's tolerance, in time also within the hair a segment may run back (Sample.h's
//   limit), up to the loop arithmetic's rounding (NearCurve.h); on a view of very many
//   vertices as many as a budget of evaluations allows, spread over the view (checkSample);
// - after adjustRegressiveTangents with Contain / Keep Ratio / Keep Start no authored
//   segment is regressive, up to Ts's padding quirk (Regression.h: a time cubic running
//   back by at most 1e-6 of the span);
// - knotsWithInnerLoopsBaked and knotsWithLoopsBaked knots evaluate like the spline
//   (Bake.h's contracts), and a breakdown without inner loops keeps the shape.

#include "FuzzCheck.h"
#include "FuzzSpline.h"
#include "NearCurve.h"

#include "core/spline/Bake.h"
#include "core/spline/Breakdown.h"
#include "core/spline/EvalCursor.h"
#include "core/spline/EvalData.h"
#include "core/spline/Regression.h"
#include "core/spline/Sample.h"

#include <algorithm>
#include <bit>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <optional>
#include <vector>

namespace {

using namespace knotline;
using fuzz::hasNoValueNear;
using fuzz::loopUlp;
using fuzz::nearCurve;
using fuzz::nearCurveInALoopCopy;
using fuzz::roundingWindow;

bool close(double a, double b, double scale)
{
    return std::abs(a - b) <= 1e-6 * std::max({1.0, std::abs(a), std::abs(b), scale});
}

bool sameOptional(std::optional<double> a, std::optional<double> b, double scale)
{
    if (a.has_value() != b.has_value())
        return false;
    return !a || close(*a, *b, scale);
}

bool notNaN(std::optional<double> v)
{
    return !v || !std::isnan(*v);
}

// How far the time cubic of a segment with normalized widths l1, l2 runs backwards, as a
// fraction of the span: x(u) at its local maximum minus x at the following local minimum
// (0 when x is monotonic on [0, 1]).
double backwardTravel(double l1, double l2)
{
    const double a = 3.0 * l1 - 3.0 * (1.0 - l2) + 1.0;
    const double b = -6.0 * l1 + 3.0 * (1.0 - l2);
    const double c = 3.0 * l1;
    const auto x = [&](double u) { return ((a * u + b) * u + c) * u; };
    const double disc = 4.0 * b * b - 12.0 * a * c; // of x'(u) = 3a u² + 2b u + c
    if (disc <= 0.0 || a == 0.0)
        return 0.0;
    double r1 = (-2.0 * b - std::sqrt(disc)) / (6.0 * a);
    double r2 = (-2.0 * b + std::sqrt(disc)) / (6.0 * a);
    if (r1 > r2)
        std::swap(r1, r2);
    return std::max(0.0, x(std::clamp(r1, 0.0, 1.0)) - x(std::clamp(r2, 0.0, 1.0)));
}

// The most any Bezier segment of the evaluation table runs back in time (time codes):
// Keep Ratio can leave a time cubic running back a hair (Sample.h's limit), and within
// that window sample()'s vertices can miss eval's value, which reads another branch there.
double hairOfRegression(const Spline &spline)
{
    if (spline.curveType() != CurveType::Bezier)
        return 0.0;
    const detail::EvalData &d = spline.evalData();
    double most = 0.0;
    for (std::size_t i = 0; i + 1 < d.knots.size(); ++i) {
        const double span = d.times[i + 1] - d.times[i];
        if (d.knots[i].nextInterp == Interpolation::Curve && span > 0.0)
            most = std::max(most, span * backwardTravel(d.knots[i].postWidth / span, d.knots[i + 1].preWidth / span));
    }
    return most;
}

// The size of the curve, for relative tolerances: the largest |value| among the knots
// and the control points of the tangents evaluation uses (de-regressed, at most the span
// wide: a Bezier segment lies in the hull of its control points; a Hermite segment's
// handles are a third of the span long). Knot values alone can be 0 where the curve
// between them swings to 9,682.
double valueScale(const Spline &spline)
{
    double scale = 1.0;
    const detail::EvalData &d = spline.evalData();
    const bool hermite = spline.curveType() == CurveType::Hermite;
    for (std::size_t i = 0; i < d.knots.size(); ++i) {
        const detail::EvalKnot &knot = d.knots[i];
        scale = std::max({scale, std::abs(knot.value), std::abs(knot.preValue)});
        if (i + 1 < d.knots.size() && knot.nextInterp == Interpolation::Curve) {
            const detail::EvalKnot &next = d.knots[i + 1];
            const double span = d.times[i + 1] - d.times[i];
            const double w0 = hermite ? span / 3.0 : std::min(knot.postWidth, span);
            const double w1 = hermite ? span / 3.0 : std::min(next.preWidth, span);
            scale = std::max({scale, std::abs(knot.value + w0 * knot.postSlope),
                              std::abs(next.preValue - w1 * next.preSlope)});
        }
    }
    return scale;
}

std::vector<double> consumeTimes(FuzzedDataProvider &in, const Spline &spline)
{
    std::vector<double> times;
    const auto &knots = spline.knots();
    const int count = in.ConsumeIntegralInRange<int>(1, 24);
    for (int i = 0; i < count; ++i) {
        if (!knots.empty() && in.ConsumeBool()) {
            const double t = knots[in.ConsumeIntegralInRange<std::size_t>(0, knots.size() - 1)].time;
            const int nudge = in.ConsumeIntegralInRange<int>(-1, 1);
            times.push_back(nudge == 0 ? t : std::nextafter(t, nudge * 1e300));
        } else {
            times.push_back(fuzz::consumeNumber(in, -1000.0, 1000.0));
        }
    }
    return times;
}

void checkEvaluation(const Spline &spline, std::vector<double> times)
{
    for (double t : times) {
        KNOTLINE_FUZZ_CHECK(notNaN(spline.eval(t)), "eval gave NaN");
        KNOTLINE_FUZZ_CHECK(notNaN(spline.evalPreValue(t)), "evalPreValue gave NaN");
        KNOTLINE_FUZZ_CHECK(notNaN(spline.evalDerivative(t)), "evalDerivative gave NaN");
    }
    std::sort(times.begin(), times.end());
    EvalCursor cursor(spline);
    for (double t : times) {
        const auto direct = spline.eval(t);
        const auto sequential = cursor.eval(t);
        KNOTLINE_FUZZ_CHECK(direct.has_value() == sequential.has_value()
                                && (!direct || std::bit_cast<std::uint64_t>(*direct)
                                        == std::bit_cast<std::uint64_t>(*sequential)),
                            "EvalCursor differs from eval");
    }
}

// The spline on stderr, for reading a finding.
void dumpSpline(const Spline &spline)
{
    std::fprintf(stderr, "%s spline, pre mode %d slope %g, post mode %d slope %g, loops %d\n",
                 spline.curveType() == CurveType::Bezier ? "bezier" : "hermite",
                 int(spline.preExtrapolation().mode), spline.preExtrapolation().slope,
                 int(spline.postExtrapolation().mode), spline.postExtrapolation().slope,
                 int(spline.hasInnerLoops()));
    for (const Knot &k : spline.knots())
        std::fprintf(stderr, "  %.17g: %.17g%s%.17g; interp %d; pre (%g, %g); post (%g, %g)\n", k.time,
                     k.value, k.preValue ? " pre-value " : "", k.preValue.value_or(0.0),
                     int(k.nextInterp), k.pre.width, k.pre.slope, k.post.width, k.post.slope);
    const LoopParams &loop = spline.innerLoopParams();
    std::fprintf(stderr, "  inner loop %g..%g pre %d post %d offset %g\n", loop.protoStart,
                 loop.protoEnd, loop.numPreLoops, loop.numPostLoops, loop.valueOffset);
}


// Calls visit(i) for every i in [0, n) once, in an order that covers the range evenly at
// every step: 0 and the multiples of the largest power of two up to n, then the indices
// halfway between those, and so on (coarse to fine). Stops when visit returns false.
template<typename Visit>
void forEachEvenlyRefining(std::size_t n, Visit visit)
{
    if (n == 0)
        return;
    const std::size_t top = std::bit_floor(n);
    for (std::size_t step = top; step >= 1; step /= 2) {
        for (std::size_t i = step == top ? 0 : step; i < n; i += step == top ? step : 2 * step)
            if (!visit(i))
                return;
    }
}

// What a sample() view was asked for, to print with a failing vertex.
struct SampleView
{
    double tMin, tMax, timeScale, pixelsPerValue, tolerance;
};

// Prints the spline, the view and the vertices around vertex i of polyline (with the
// spline's value at each), for a vertex that breaks an invariant of checkSample.
void dumpSampleFailure(const Spline &spline, const SamplePolyline &polyline, std::size_t i,
                       const SampleView &view)
{
    dumpSpline(spline);
    std::fprintf(stderr, "  view [%.17g, %.17g], %.17g px per time, %.17g px per value, tolerance %g px\n",
                 view.tMin, view.tMax, view.timeScale, view.pixelsPerValue, view.tolerance);
    for (std::size_t j = i > 3 ? i - 3 : 0; j < std::min(i + 4, polyline.vertices.size()); ++j)
        std::fprintf(stderr, "  vertex %zu of %zu (%.17g, %.17g), eval %.17g\n", j, polyline.vertices.size(),
                     polyline.vertices[j][0], polyline.vertices[j][1],
                     spline.eval(polyline.vertices[j][0]).value_or(NAN));
}

void checkSample(FuzzedDataProvider &in, const Spline &spline)
{
    const double tMin = fuzz::consumeNumber(in, -1000.0, 1000.0);
    const double span = in.ConsumeFloatingPointInRange<double>(1e-3, 2000.0);
    const double tMax = tMin + span;
    const double timeScale = in.ConsumeFloatingPointInRange<double>(0.01, 1.0) * 4000.0 / span;
    const double pixelsPerValue = std::pow(10.0, in.ConsumeFloatingPointInRange<double>(-4.0, 3.0));
    const double tolerance = in.ConsumeFloatingPointInRange<double>(0.25, 4.0);
    SampleOptions options;
    options.heldRisers = in.ConsumeBool();
    std::vector<SamplePolyline> polylines;
    const Status status = sample(spline, tMin, tMax, timeScale, pixelsPerValue, tolerance,
                                 options, &polylines);
    KNOTLINE_FUZZ_CHECK(status.isOk(), "sample refused a valid view");
    const SampleView view{tMin, tMax, timeScale, pixelsPerValue, tolerance};
    const double scale = valueScale(spline);
    const double hair = hairOfRegression(spline);
    const double allowed = tolerance / pixelsPerValue + 1e-7 * scale;
    const double dt = tolerance / timeScale + hair;
    // Every vertex: inside the view and in time order.
    std::vector<std::pair<const SamplePolyline *, std::size_t>> vertices;
    for (const SamplePolyline &polyline : polylines) {
        KNOTLINE_FUZZ_CHECK(polyline.vertices.size() >= 2, "a polyline with fewer than two vertices");
        for (std::size_t i = 0; i < polyline.vertices.size(); ++i) {
            const double t = polyline.vertices[i][0];
            const double v = polyline.vertices[i][1];
            KNOTLINE_FUZZ_CHECK(std::isfinite(t) && std::isfinite(v), "a vertex is not finite");
            // Within the interval up to the tolerance (Sample.h's guarantee is a distance
            // in pixels: a strip's extreme point may lie a fraction of a pixel outside).
            const double slack = tolerance / timeScale + 1e-9 * std::max({1.0, std::abs(tMin), std::abs(tMax)});
            const bool inside = t >= tMin - slack && t <= tMax + slack;
            if (!inside) {
                std::fprintf(stderr, "vertex time %.17g of a %s polyline outside [%.17g, %.17g]\n", t,
                             sampleSourceName(polyline.source), tMin, tMax);
                dumpSampleFailure(spline, polyline, i, view);
            }
            KNOTLINE_FUZZ_CHECK(inside, "a vertex outside the sampled interval");
            // Sample.h: vertices in non-decreasing time order (a segment whose time cubic
            // runs back a hair must not draw that back-travel).
            const bool ordered = i == 0 || t >= polyline.vertices[i - 1][0];
            if (!ordered) {
                std::fprintf(stderr, "vertex time %.17g of a %s polyline before the one before it\n", t,
                             sampleSourceName(polyline.source));
                dumpSampleFailure(spline, polyline, i, view);
            }
            KNOTLINE_FUZZ_CHECK(ordered, "a polyline runs back in time");
            if (!options.heldRisers) // riser vertices are off the curve by design
                vertices.emplace_back(&polyline, i);
        }
    }
    // On the curve: nearCurve costs 2 evaluations for a vertex at the curve's value at its
    // time and up to a few hundred for one that is not (at a copy's jump, say), and a view
    // of thousands of loop copies, each a polyline of its own between jumps, has 300,000
    // vertices, two thirds of them at jumps. The vertices are checked in an order that
    // covers the view evenly at every step (every 2^k-th, then the ones halfway between)
    // until kOnCurveEvaluations evaluations are spent: a budget of work, not of vertices,
    // that keeps the check within about sample()'s own time on any view.
    constexpr std::size_t kOnCurveEvaluations = 150000;
    std::size_t evaluations = 0;
    forEachEvenlyRefining(vertices.size(), [&](std::size_t k) {
        if (evaluations >= kOnCurveEvaluations)
            return false;
        const SamplePolyline &polyline = *vertices[k].first;
        const std::size_t i = vertices[k].second;
        const double t = polyline.vertices[i][0];
        const double v = polyline.vertices[i][1];
        const bool onCurve = nearCurve(spline, t, v, dt, allowed, &evaluations)
            || nearCurveInALoopCopy(spline, t, v, dt, allowed, &evaluations);
        if (!onCurve) {
            std::fprintf(stderr, "vertex (%.17g, %.17g) of a %s polyline; eval %.17g, pre %.17g, allowed %.3g\n",
                         t, v, sampleSourceName(polyline.source), spline.eval(t).value_or(NAN),
                         spline.evalPreValue(t).value_or(NAN), allowed);
            dumpSampleFailure(spline, polyline, i, view);
        }
        KNOTLINE_FUZZ_CHECK(onCurve, "a sample vertex is off the curve");
        return true;
    });
}

void checkAntiRegression(FuzzedDataProvider &in, const Spline &spline)
{
    const AntiRegressionMode modes[] = {AntiRegressionMode::Contain, AntiRegressionMode::KeepRatio,
                                        AntiRegressionMode::KeepStart};
    Spline adjusted = spline;
    const Status status = adjustRegressiveTangents(adjusted, in.PickValueInArray(modes));
    KNOTLINE_FUZZ_CHECK(status.isOk(), "adjustRegressiveTangents failed on a valid spline");
    // Regression.h: Ts's padding can leave a segment in the ellipse's fringe (a lower root
    // minus the padding) a hair outside it, so isRegressive may still flag it; its time
    // cubic then runs back by at most ~1.3e-7 of the span. More than 1e-6 is a failure.
    const std::vector<Knot> &knots = adjusted.knots();
    for (const std::size_t i : regressiveSegments(adjusted)) {
        const double span = knots[i + 1].time - knots[i].time;
        const double travel = backwardTravel(knots[i].post.width / span, knots[i + 1].pre.width / span);
        if (!(travel <= 1e-6))
            std::fprintf(stderr, "segment %zu: widths %.17g, %.17g over %.17g run back %.3g of the span\n", i,
                         knots[i].post.width, knots[i + 1].pre.width, span, travel);
        KNOTLINE_FUZZ_CHECK(travel <= 1e-6, "a regressive segment is left");
    }
}

// The extrapolation a loop-baked spline gets on one side (Bake.h's contract): looping
// sides any non-looping mode, the others as evaluation resolved them.
Extrapolation asEvaluated(const detail::ResolvedExtrapolation &resolved)
{
    Extrapolation extrapolation;
    switch (resolved.mode) {
    case ExtrapolationMode::Linear:
    case ExtrapolationMode::Sloped:
        extrapolation.mode = ExtrapolationMode::Sloped;
        extrapolation.slope = resolved.slope;
        break;
    case ExtrapolationMode::ValueBlock:
        extrapolation.mode = ExtrapolationMode::ValueBlock;
        break;
    default:
        extrapolation.mode = ExtrapolationMode::Held;
        break;
    }
    return extrapolation;
}

void checkBakes(FuzzedDataProvider &in, const Spline &spline, const std::vector<double> &times)
{
    const double scale = valueScale(spline);
    if (spline.hasInnerLoops()) {
        // Stored as bakeInnerLoops stores them: without anti-regression (the tangents are
        // the authored ones, de-regressed at evaluation like the looped spline's).
        Spline baked;
        baked.setAntiRegressionMode(AntiRegressionMode::None);
        bool ok = baked.setCurveType(spline.curveType()).isOk()
            && baked.setKnots(knotsWithInnerLoopsBaked(spline)).isOk()
            && baked.setPreExtrapolation(spline.preExtrapolation()).isOk()
            && baked.setPostExtrapolation(spline.postExtrapolation()).isOk();
        KNOTLINE_FUZZ_CHECK(ok, "inner-loop baked knots are refused");
        for (double t : times) {
            if (!sameOptional(spline.eval(t), baked.eval(t), scale)) {
                std::fprintf(stderr, "at %.17g: spline %.17g, baked %.17g\n", t, spline.eval(t).value_or(NAN),
                             baked.eval(t).value_or(NAN));
                dumpSpline(spline);
            }
            KNOTLINE_FUZZ_CHECK(sameOptional(spline.eval(t), baked.eval(t), scale),
                                "inner-loop baked knots evaluate differently");
        }
    }
    const double tMin = fuzz::consumeNumber(in, -300.0, 300.0);
    const double tMax = tMin + in.ConsumeFloatingPointInRange<double>(0.0, 300.0);
    // Baking writes one copy of the looped region per loop iteration (up to Bake.h's
    // 1,000,000 segments, a second of work under the sanitizers): keep to intervals of at
    // most 1,000 iterations of the narrower looped region (a loop boundary can make it
    // much narrower than the knot region).
    const detail::EvalData &d = spline.evalData();
    double loopSpan = INFINITY;
    for (const detail::ResolvedExtrapolation *e : {&d.pre, &d.post})
        if (!d.empty() && e->isLooping())
            loopSpan = std::min(loopSpan, d.times[e->loopEnd] - d.times[e->loopStart]);
    if (tMax - tMin > 1000.0 * loopSpan)
        return;
    std::vector<Knot> knots;
    if (!knotsWithLoopsBaked(spline, tMin, tMax, &knots).isOk() || knots.empty())
        return;
    Spline baked;
    baked.setAntiRegressionMode(AntiRegressionMode::None);
    KNOTLINE_FUZZ_CHECK(baked.setCurveType(spline.curveType()).isOk()
                            && baked.setKnots(std::move(knots)).isOk(),
                        "loop-baked knots are refused");
    KNOTLINE_FUZZ_CHECK(baked.setPreExtrapolation(asEvaluated(spline.evalData().pre)).isOk()
                            && baked.setPostExtrapolation(asEvaluated(spline.evalData().post)).isOk(),
                        "the resolved extrapolation is refused");
    for (double t : times) {
        if (t < tMin || t > tMax || t == tMin || t == tMax)
            continue; // the ends may sit on a jump whose other side is outside
        // Copies are placed by k · span (Bake.h), so a jump (a dual-valued knot at a copy
        // boundary) may sit a few ulps of the loop arithmetic from where evaluation puts
        // it: a baked value the spline takes within that rounding of t is the same curve
        // (also where the spline has no value at t: a copy's knot that ends a value
        // block, placed a rounding before where evaluation ends the block).
        const auto bakedValue = baked.eval(t);
        if (!bakedValue && spline.eval(t) && hasNoValueNear(spline, t))
            continue; // a value block that starts a rounding from t (knots collapsed in a copy)
        if (bakedValue
            && nearCurve(spline, t, *bakedValue, roundingWindow(spline, t), 1e-6 * std::max({1.0, std::abs(*bakedValue), scale})))
            continue;
        if (!sameOptional(spline.eval(t), baked.eval(t), scale)) {
            std::fprintf(stderr, "at %.17g in [%.17g, %.17g]: spline %.17g, baked %.17g\n", t, tMin, tMax,
                         spline.eval(t).value_or(NAN), baked.eval(t).value_or(NAN));
            dumpSpline(spline);
        }
        KNOTLINE_FUZZ_CHECK(sameOptional(spline.eval(t), baked.eval(t), scale),
                            "loop-baked knots evaluate differently inside the interval");
    }
}

void checkBreakdown(FuzzedDataProvider &in, const Spline &spline, const std::vector<double> &times)
{
    if (spline.hasInnerLoops() || spline.knots().size() < 2)
        return;
    const auto &knots = spline.knots();
    const double at = in.ConsumeFloatingPointInRange<double>(knots.front().time, knots.back().time);
    Spline broken = spline;
    if (!breakdown(broken, at).isOk())
        return;
    const double scale = valueScale(spline);
    // A segment that evaluation de-regresses (Keep Ratio) is kept only up to the shrink of
    // its pieces out of Keep Ratio's fringe (Breakdown.h): up to 2e-3 of their widths near
    // the ellipse's extreme, which has moved values by 1e-3 of the curve's extent (a
    // breakdown 2.9e-14 of the span into a segment whose tangents are 1.0047 and 1.2e-5
    // of it); the check allows 5e-3 of the extent and of the span.
    std::size_t segment = 0;
    while (segment + 2 < knots.size() && knots[segment + 1].time <= at)
        ++segment;
    const std::vector<std::size_t> regressive = regressiveSegments(spline);
    const bool deRegressed = std::find(regressive.begin(), regressive.end(), segment) != regressive.end();
    const double relative = deRegressed ? 5e-3 : 1e-6;
    const double span = knots[segment + 1].time - knots[segment].time;
    for (double t : times) {
        if (t == at)
            continue;
        const auto a = spline.eval(t), b = broken.eval(t);
        if (deRegressed && a && b
            && std::abs(*a - *b) <= relative * std::max({1.0, std::abs(*a), std::abs(*b), scale}))
            continue;
        // The same curve up to a shift in time: evaluation rounds the control points'
        // times to the ulps of the knot times (a few ulps: 1e-12-wide pieces are some 140
        // ulps wide at t = 57, and their steep parts move by the slope times an ulp), and
        // the shrink out of Keep Ratio's fringe moves the time cubic by up to a few 1e-3 of
        // the span; in a de-regressed segment both (5e-3 of a 1e-12 span at t = -100 is a
        // third of an ulp, and its end, made vertical by Keep Ratio, moves by 20,000 over
        // the last ulp).
        const double shrink = deRegressed ? 5e-3 * span : 0.0;
        if (a && b) {
            const double window = std::max(shrink, 16.0 * loopUlp(spline, t));
            const double allowed = relative * std::max({1.0, std::abs(*b), scale});
            if (nearCurve(spline, t, *b, window, allowed))
                continue;
            // In a loop copy both splines map t to the same time of the looped region (the
            // breakdown keeps the region's times), so the broken-down value is the region's
            // at that one time, where the rule above applies at the region's ulps: a copy
            // of a 1e-12 segment at t = -514 is 9 ulps of t wide, too few to resolve it in t.
            const double regionWindow = std::max(shrink, 16.0 * loopUlp(spline, knots.front().time));
            if (nearCurveInALoopCopy(spline, t, *b, regionWindow, allowed, nullptr, fuzz::CopyTime::Evaluated))
                continue;
        }
        if (!sameOptional(spline.eval(t), broken.eval(t), scale)) {
            std::fprintf(stderr, "breakdown at %.17g (in segment %zu, de-regressed %d); at %.17g: spline %.17g, broken %.17g\n", at, segment, int(deRegressed), t,
                         spline.eval(t).value_or(NAN), broken.eval(t).value_or(NAN));
            dumpSpline(spline);
            dumpSpline(broken);
            for (double d : {-1e-3, -1e-4, -1e-5, -1e-6, -1e-7, 1e-7, 1e-6, 1e-5, 1e-4, 1e-3})
                std::fprintf(stderr, "  t%+g: spline %.17g, broken %.17g\n", d, spline.eval(t + d).value_or(NAN),
                             broken.eval(t + d).value_or(NAN));
        }
        KNOTLINE_FUZZ_CHECK(sameOptional(spline.eval(t), broken.eval(t), scale),
                            "a breakdown changed the curve");
    }
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    FuzzedDataProvider in(data, size);
    const std::optional<Spline> spline = fuzz::consumeSpline(in);
    if (!spline)
        return 0;
    const std::vector<double> times = consumeTimes(in, *spline);
    checkEvaluation(*spline, times);
    checkSample(in, *spline);
    checkAntiRegression(in, *spline);
    checkBakes(in, *spline, times);
    checkBreakdown(in, *spline, times);
    return 0;
}
