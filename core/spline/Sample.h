#pragma once
// sample(): polylines that approximate a spline over a time interval within a pixel
// tolerance, for drawing (matches the contract of OpenUSD TsSpline::Sample with sources;
// algorithm described in ../shared/spec/ts-algorithms.md §3(c)).
//
// Units: times are time codes, values are value units; timeScale and valueScale are
// pixels per time code and pixels per value unit; the tolerance is in pixels.
// This header includes no Qt.

#include "core/base/Status.h"

#include <array>
#include <cstdint>
#include <vector>

namespace knotline {

class Spline;

/// What part of the spline a polyline comes from (Ts TsSplineSampleSource), so a canvas
/// can draw extrapolation and loop echoes differently from authored segments.
enum class SampleSource : std::uint8_t {
    PreExtrapolation,      ///< non-looping extrapolation before the first knot (a ray)
    PreExtrapolationLoop,  ///< looping extrapolation before the first knot (shifted copies)
    Knots,                 ///< segments between knots, outside any inner loop
    InnerLoopPrototype,    ///< segments inside the inner-loop prototype region
    InnerLoopPreEcho,      ///< inner-loop copies before the prototype
    InnerLoopPostEcho,     ///< inner-loop copies after the prototype
    PostExtrapolationLoop, ///< looping extrapolation after the last knot (shifted copies)
    PostExtrapolation,     ///< non-looping extrapolation after the last knot (a ray)
};

/// One connected piece of the sampled curve. Vertices are (time code, value) pairs in
/// non-decreasing time order (equal times only on near-vertical pieces); every vertex lies
/// on the curve (up to rounding). A polyline has at least two distinct vertices.
struct SamplePolyline {
    SampleSource source = SampleSource::Knots;
    std::vector<std::array<double, 2>> vertices;
};

/// Samples `spline` over the closed time interval [tMin, tMax].
///
/// Guarantee: after scaling times by `timeScale` and values by `valueScale`, every point
/// of the curve on [tMin, tMax] lies within `tolerance` pixels of the polylines and every
/// point of the polylines lies within `tolerance` of the curve (Hausdorff distance per
/// piece). Curve segments are subdivided adaptively (de Casteljau halving of the Bezier
/// control polygon in scaled space; Hermite segments use their equivalent Bezier polygon
/// with handles at one third of the span), so flat spans get few vertices: a held, linear
/// or straight span gives two. Bezier segments are de-regressed with Keep Ratio first, as
/// evaluation does. Curve pieces narrower than `tolerance` pixels (dense splines seen from
/// far away) are merged into strips at most `tolerance` wide, each drawn through its first
/// point, its lowest and highest points and its last point, so a view costs a few
/// vertices per tolerance width however many knots it shows.
///
/// Limit (a hair of regression): Keep Ratio can leave a segment's time cubic running back
/// by up to ~1.3e-7 of its span (Regression.h: Ts's padding quirk; a little more for
/// authored widths within isRegressive's read padding). There the curve has up to three
/// values at a time and eval() reads whichever its time solve finds; the polylines follow
/// the Bezier with their vertex times held from running back (the back-travel becomes a
/// vertical piece), so within that window, back-travel × timeScale pixels wide (visible
/// only with the segment millions of pixels wide), they can miss eval's value by more than
/// the tolerance. The vertices stay in time order and inside the segment and the interval.
///
/// Polylines are ordered by time and broken at every discontinuity (dual-valued knots,
/// held jumps, loop reset jumps), at value blocks (no polyline covers a value-block
/// region) and wherever the source changes (the shared end vertex then appears in both
/// polylines). Inner loops and looping extrapolation are drawn from the resolved spline:
/// only the loop iterations that intersect the interval are emitted. Zero-length pieces
/// (an isolated point such as a knot followed by a value block at tMax) are not emitted.
/// An empty spline gives no polylines.
///
/// Errors (the output is cleared and an error Status returned): `out` null; tMin or tMax
/// not finite; tMin >= tMax; timeScale, valueScale or tolerance not finite or <= 0.
/// Unlike Ts, the polyline vertices are not rounded to the spline's value type.
///
/// Cost: O(log n) to find the first segment plus work proportional to the segments and
/// loop iterations that intersect the interval and the vertices emitted.
Status sample(const Spline &spline, double tMin, double tMax, double timeScale, double valueScale,
              double tolerance, std::vector<SamplePolyline> *out);

/// Drawing options of sample().
struct SampleOptions {
    /// Close every held jump with a vertical riser, as Maya and Blender draw stepped
    /// curves: a held segment from knot a to knot b then ends with the vertical piece at
    /// b's time from a's value to b's value (in the same polyline, so the stepped curve is
    /// one connected polyline; the riser's vertices have equal times). The riser is not
    /// on the curve (the curve jumps there), so the distance guarantee above holds for the
    /// other pieces only. Risers are clipped like the rest: one is emitted when b's time
    /// lies in [tMin, tMax]. Loop copies and mirrored (oscillating) copies get theirs too.
    bool heldRisers = false;
};

/// sample() with drawing options (the canvas draws with held risers).
Status sample(const Spline &spline, double tMin, double tMax, double timeScale, double valueScale,
              double tolerance, const SampleOptions &options, std::vector<SamplePolyline> *out);

/// Human-readable name of a source ("Knots", "PreExtrapolationLoop", ...).
const char *sampleSourceName(SampleSource source);

} // namespace knotline
