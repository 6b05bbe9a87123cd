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
//   limit); on a view of very many vertices a stride of them (checkSample);
// - after adjustRegressiveTangents with Contain / Keep Ratio / Keep Start no authored
//   segment is regressive, up to Ts's padding quirk (Regression.h: a time cubic running
//   back by at most 1e-6 of the span);
// - knotsWithInnerLoopsBaked and knotsWithLoopsBaked knots evaluate like the spline
//   (Bake.h's contracts), and a breakdown without inner loops keeps the shape.

#include "FuzzCheck.h"
#include "FuzzSpline.h"

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

// The ulp of the loop arithmetic at t: copies are placed by adding t to knot times and
// spans (Sample.h: vertices lie on the curve up to rounding), so near t = 0 a copy of
// knots at 32 is placed to within ulp(32), not ulp(t).
double loopUlp(const Spline &spline, double t)
{
    const auto &times = spline.evalData().times;
    const double magnitude = times.empty()
        ? std::abs(t)
        : std::max({std::abs(t), std::abs(times.front()), std::abs(times.back())});
    return std::nextafter(magnitude, INFINITY) - magnitude;
}

// Whether v is the value or pre-value of a knot (of the evaluation table: inner-loop
// echoes included) next to a segment narrower than a few `ulp`, the loop arithmetic's ulp
// at a copy: a segment 2.5e-18 wide copied to t = 93 (ulp 1.4e-14) is a spike that sample()
// draws at the copy's knots but that eval reaches at no representable time. Under
// LoopRepeat the copy's values are shifted by a whole number of repeat offsets.
bool isKnotOfASubUlpSegment(const Spline &spline, double v, double ulp, double allowed)
{
    // Not only narrower than one ulp: a segment a few ulps wide (1e-12 at t = 2067, where
    // the ulp is 4.5e-13, or 4.4 ulps at t = 1131) is met by eval at a few representable
    // times inside, placed a few ulps off as the copy is, which need not come near its
    // knots' values either.
    constexpr double kFewUlps = 16.0;
    const detail::EvalData &d = spline.evalData();
    std::vector<double> offsets = {0.0};
    for (const detail::ResolvedExtrapolation *e : {&d.pre, &d.post})
        if (e->mode == ExtrapolationMode::LoopRepeat && e->repeatOffset != 0.0)
            offsets.push_back(e->repeatOffset);
    const auto matches = [&](double knotValue) {
        for (const double offset : offsets) {
            const double n = offset == 0.0 ? 0.0 : std::round((v - knotValue) / offset);
            if (std::abs(v - knotValue - n * offset) <= allowed)
                return true;
        }
        return false;
    };
    for (std::size_t i = 0; i < d.times.size(); ++i) {
        const bool narrowBefore = i > 0 && d.times[i] - d.times[i - 1] < kFewUlps * ulp;
        const bool narrowAfter = i + 1 < d.times.size() && d.times[i + 1] - d.times[i] < kFewUlps * ulp;
        if ((narrowBefore || narrowAfter) && (matches(d.knots[i].value) || matches(d.knots[i].preValue)))
            return true;
    }
    return false;
}

// Whether the curve passes within `allowed` (value units) of the point (t, v) for some
// time within dt of t (dt: the tolerance in time units):
// - v is near the value or pre-value at t, or lies between the curve's values at two
//   consecutive probes of a ladder dt, dt/2, dt/4, ... down to an ulp, and t, on one side
//   (a steep part), or is near one of those probes (a segment whose time cubic runs back
//   a hair, Regression.h, draws vertices where eval has no value or another branch);
// - at the resolution of the loop arithmetic: a jump or a copy boundary may sit a few
//   ulps of it from where eval() puts it, since copies are placed by k · span. Over the
//   first 64 such ulps either side, with w_k the value k ulps out: v lies between two
//   adjacent values w_k, w_k+1 (the curve passes through it there, however steep), or is
//   within four times the rise from w_k+1 to w_k+2 of w_k+1 (the value at a jump or a
//   segment end between w_k and w_k+1, which no representable time reaches: a segment
//   whose end is vertical, a zero-width tangent, goes like the square or at worst the
//   cube root of the time from the end, and so rises over its first ulp at most
//   1 / (2^(1/3) − 1) < 4 times as much as over its second), when v lies beyond w_k+1
//   away from w_k+2 and the curve keeps rising the same way over the step after (at
//   least half as much), which a held step or a dual-valued knot does not;
// - near the value at 2^7 ... 2^20 ulps either side (less than dt);
// - or v is a knot's value next to a segment narrower than 16 of those ulps
//   (isKnotOfASubUlpSegment).
bool nearCurve(const Spline &spline, double t, double v, double dt, double allowed)
{
    const auto value = spline.eval(t);
    const auto near = [&](std::optional<double> w) { return w && std::abs(*w - v) <= allowed; };
    if (near(value) || near(spline.evalPreValue(t)))
        return true;
    // The resolution of the loop arithmetic first (most vertices that get here are a copy's
    // knot a few ulps from where eval puts it, found within a few evaluations), the values
    // filled in as they are needed.
    const double ulp = loopUlp(spline, t);
    constexpr int kSteps = 64;
    std::optional<double> w[2][kSteps + 2];
    bool known[2][kSteps + 2] = {};
    const auto at = [&](int side, int k) -> const std::optional<double> & {
        if (!known[side][k]) {
            known[side][k] = true;
            const double direction = side == 0 ? -1.0 : 1.0;
            w[side][k] = k == 0 ? value : (k * ulp < dt ? spline.eval(t + direction * k * ulp) : std::nullopt);
        }
        return w[side][k];
    };
    // The value at a jump or segment end just before b, from b, c and d, the values one,
    // two and three steps out: v lies beyond b away from c, within four times the rise from
    // c to b, and the curve keeps rising over the next step (at least half as much), as a
    // vertical end does; a step (a held jump, a dual-valued knot: flat after the jump)
    // does not pass.
    const auto limitAtAnEnd = [&](const std::optional<double> &b, const std::optional<double> &c,
                                  const std::optional<double> &d) {
        if (!b || !c || !d)
            return false;
        const double rise = *b - *c, next = *c - *d;
        const bool sameWay = rise * (v - *b) >= 0.0 && rise * next >= 0.0;
        return sameWay && std::abs(next) >= 0.5 * std::abs(rise) && std::abs(v - *b) <= 4.0 * std::abs(rise) + allowed;
    };
    // Steps of one and of two ulps: where a copy's time maps with half the resolution of
    // t's own ulps, the values come in equal pairs.
    const auto limitFrom = [&](int side, int k) {
        return limitAtAnEnd(at(side, k), at(side, k + 1), at(side, k + 2))
            || (k + 4 < kSteps + 2 && limitAtAnEnd(at(side, k), at(side, k + 2), at(side, k + 4)));
    };
    for (int side = 0; side < 2; ++side) {
        // The jump may also lie just before t itself (between the ulp on the other side
        // and t).
        if (limitFrom(side, 0))
            return true;
    }
    for (int k = 0; k < kSteps - 1; ++k) {
        for (int side = 0; side < 2; ++side) {
            const std::optional<double> &a = at(side, k), &b = at(side, k + 1);
            if (a && b && v >= std::min(*a, *b) - allowed && v <= std::max(*a, *b) + allowed)
                return true;
            if (limitFrom(side, k + 1))
                return true;
        }
    }
    // A ladder of probes towards t on either side, dt, dt/2, dt/4, ... down to an ulp (at
    // most 80 rungs: 2^-80 dt is below any ulp that matters) and then t itself: v between
    // two consecutive ones (the curve is continuous between them unless a jump lies there)
    // is on the curve. A single probe dt away would miss a steep part next to a jump or a
    // value block within dt.
    for (const double direction : {-1.0, 1.0}) {
        std::optional<double> outer;
        int rungs = 0;
        for (double d = dt; d > 0.0 && t + direction * d != t && rungs < 80; d *= 0.5, ++rungs) {
            const std::optional<double> inner = spline.eval(t + direction * d);
            if (near(inner)
                || (outer && inner && v >= std::min(*outer, *inner) - allowed && v <= std::max(*outer, *inner) + allowed))
                return true;
            outer = inner;
        }
        if (outer && value && v >= std::min(*outer, *value) - allowed && v <= std::max(*outer, *value) + allowed)
            return true;
    }
    for (int i = 7; i <= 20; ++i) {
        const double d = std::ldexp(ulp, i);
        if (d < dt && (near(spline.eval(t - d)) || near(spline.eval(t + d))))
            return true;
    }
    return isKnotOfASubUlpSegment(spline, v, ulp, allowed);
}

// Whether the spline has no value somewhere within 64 ulps of the loop arithmetic of t:
// where a copy's knots collapse onto one time (a segment narrower than its resolution),
// the baked knot there leaves as the last of them, say into a value block, while
// evaluation still gives the first one's value at that exact time.
bool hasNoValueNear(const Spline &spline, double t)
{
    const double ulp = loopUlp(spline, t);
    for (int k = 1; k <= 64; ++k)
        if (!spline.eval(t - k * ulp) || !spline.eval(t + k * ulp))
            return true;
    return false;
}

// The time window a loop copy's placement may be off by: 2^21 ulps of the loop
// arithmetic (nearCurve's ulp search looks at up to 2^20 of them).
double roundingWindow(const Spline &spline, double t)
{
    return std::ldexp(loopUlp(spline, t), 21);
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
    // nearCurve costs up to a few hundred evaluations for a vertex at a jump: on views
    // with more than kOnCurveVertices vertices (thousands of loop copies, each a polyline
    // of its own between jumps) every stride-th vertex is checked on the curve, which keeps
    // an input well under the hang limit; the other checks see every vertex.
    constexpr std::size_t kOnCurveVertices = 20000;
    std::size_t total = 0;
    for (const SamplePolyline &polyline : polylines)
        total += polyline.vertices.size();
    const std::size_t stride = total / kOnCurveVertices + 1;
    std::size_t seen = 0;
    for (const SamplePolyline &polyline : polylines) {
        KNOTLINE_FUZZ_CHECK(polyline.vertices.size() >= 2, "a polyline with fewer than two vertices");
        for (std::size_t i = 0; i < polyline.vertices.size(); ++i, ++seen) {
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
            if (options.heldRisers)
                continue; // riser vertices are off the curve by design
            if (seen % stride != 0)
                continue;
            const double allowed = tolerance / pixelsPerValue + 1e-7 * scale;
            const bool onCurve = nearCurve(spline, t, v, tolerance / timeScale + hair, allowed);
            const auto value = spline.eval(t);
            const auto pre = spline.evalPreValue(t);
            if (!onCurve)
                std::fprintf(stderr, "vertex (%.17g, %.17g) of a %s polyline; eval %.17g, pre %.17g, allowed %.3g\n",
                             t, v, sampleSourceName(polyline.source), value.value_or(NAN),
                             pre.value_or(NAN), allowed);
            if (!onCurve)
                dumpSampleFailure(spline, polyline, i, view);
            KNOTLINE_FUZZ_CHECK(onCurve, "a sample vertex is off the curve");
        }
    }
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
        // the span.
        const double window = deRegressed ? 5e-3 * span : 16.0 * loopUlp(spline, t);
        if (a && b && nearCurve(spline, t, *b, window, relative * std::max({1.0, std::abs(*b), scale})))
            continue;
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
