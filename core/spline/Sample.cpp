// sample(): adaptive polylines over the resolved spline (EvalData). The walk follows
// ../shared/spec/ts-algorithms.md §3(c): every segment is a line or a cubic Bezier
// control polygon; cubics are halved with de Casteljau until both inner control points
// lie within the tolerance of the chord, measured in pixels.
#include "core/spline/Sample.h"

#include "core/spline/EvalData.h"
#include "core/spline/Spline.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <optional>
#include <string>

namespace knotline {

namespace {

using detail::EvalData;
using detail::EvalKnot;
using detail::KnotSource;
using detail::ResolvedExtrapolation;
using Vertex = std::array<double, 2>;

/// Cubic Bezier control polygon in data units (x = time code, y = value), x monotone.
struct Cubic {
    double x[4];
    double y[4];
};

/// Splits `c` at parameter u (de Casteljau) into `left` and `right`.
void split(const Cubic &c, double u, Cubic &left, Cubic &right)
{
    auto one = [u](const double p[4], double l[4], double r[4]) {
        const double a = p[0] + (p[1] - p[0]) * u;
        const double b = p[1] + (p[2] - p[1]) * u;
        const double d = p[2] + (p[3] - p[2]) * u;
        const double ab = a + (b - a) * u;
        const double bd = b + (d - b) * u;
        const double m = ab + (bd - ab) * u;
        l[0] = p[0];
        l[1] = a;
        l[2] = ab;
        l[3] = m;
        r[0] = m;
        r[1] = bd;
        r[2] = d;
        r[3] = p[3];
    };
    one(c.x, left.x, right.x);
    one(c.y, left.y, right.y);
}

/// Affine map from the looped region to one loop copy: t' = sign·t + shift, v' = v + dv.
/// sign −1 mirrors the copy in time (odd Oscillate iterations).
/// Mapped knot times are clamped to [minTime, maxTime]: a copy of looping extrapolation
/// lies on its side of the knots, where evaluation reads it, even when the shift by
/// k · span rounds a few ulps past the end knot (a copy's end then sits exactly on the
/// knot). Inner control points are mapped without the clamp (controlTime): a tangent
/// wider than its segment puts one before the segment's start, and clamping it would
/// change the copy's shape.
struct CopyMap {
    double sign = 1.0;
    double shift = 0.0;
    double dv = 0.0;
    double minTime = -std::numeric_limits<double>::infinity();
    double maxTime = std::numeric_limits<double>::infinity();
    bool mirrored() const { return sign < 0.0; }
    bool identity() const { return sign == 1.0 && shift == 0.0 && dv == 0.0; }
    double time(double t) const { return std::clamp(controlTime(t), minTime, maxTime); }
    double controlTime(double t) const { return sign * t + shift; }
};

class Sampler {
public:
    Sampler(const EvalData &d, double tMin, double tMax, double timeScale, double valueScale,
            double tolerance, const SampleOptions &options, std::vector<SamplePolyline> &out)
        : m_d(d), m_tMin(tMin), m_tMax(tMax), m_ts(timeScale), m_vs(valueScale),
          m_tol(tolerance), m_tol2(tolerance * tolerance), m_risers(options.heldRisers), m_out(out)
    {
    }

    void run()
    {
        const double first = m_d.times.front();
        const double last = m_d.times.back();
        if (m_tMin < first)
            preExtrapolation(first);
        if (m_tMax > first && m_tMin < last)
            walkRegion(0, m_d.knots.size() - 1, std::max(m_tMin, first), std::min(m_tMax, last),
                       CopyMap{}, nullptr);
        if (m_tMax > last)
            postExtrapolation(last);
        flushStrip();
    }

private:
    // ---- polyline assembly -------------------------------------------------------

    /// Two vertices closer than this many pixels in both axes count as one (absorbs the
    /// rounding of loop-copy shifts; far below anything visible).
    static constexpr double kJoinPixels = 1e-6;

    bool joins(const Vertex &a, const Vertex &b) const
    {
        if (a == b)
            return true;
        return std::abs(a[0] - b[0]) * m_ts <= kJoinPixels
            && std::abs(a[1] - b[1]) * m_vs <= kJoinPixels;
    }

    /// Appends the chord a→b, joining the open polyline when a is (up to kJoinPixels) its
    /// last vertex. b's time is kept no earlier than the vertex before it: where loop
    /// copies meet, a copy's start computed by k · span may round an ulp before the
    /// previous copy's end (or riser), and the polyline must not run back by it.
    void addChord(const Vertex &a, Vertex b, SampleSource source)
    {
        if (a == b)
            return; // zero-length: nothing to draw
        if (m_open && m_out.back().source == source && joins(m_out.back().vertices.back(), a)) {
            std::vector<Vertex> &vertices = m_out.back().vertices;
            b[0] = std::max(b[0], vertices.back()[0]);
            vertices.push_back(b);
            return;
        }
        b[0] = std::max(b[0], a[0]);
        SamplePolyline p;
        p.source = source;
        p.vertices.reserve(8);
        p.vertices.push_back(a);
        p.vertices.push_back(b);
        m_out.push_back(std::move(p));
        m_open = true;
    }

    void breakPolyline()
    {
        flushStrip();
        m_open = false;
    }

    /// Straight piece a→b of the final polyline (flushes a pending strip first).
    void emitChord(const Vertex &a, const Vertex &b, SampleSource source)
    {
        flushStrip();
        addChord(a, b, source);
    }

    // ---- narrow strips -------------------------------------------------------------
    // Consecutive curve pieces that together are at most `tolerance` pixels wide are
    // drawn as one strip: first point → lowest and highest point (in curve order) → last
    // point. All four lie on the curve. Every curve point then has a polyline point at the
    // same value within the strip width, and every polyline point a curve point (the
    // curve is continuous over the strip), so both distances stay within the tolerance.
    // This keeps sub-pixel segments of dense splines at a few vertices each.

    struct Strip {
        bool active = false;
        SampleSource source = SampleSource::Knots;
        Vertex first{}, last{}, lo{}, hi{};
        int loSeq = 0, hiSeq = 0, seq = 0;
    };

    /// Adds the points of a narrow piece (on the curve, in curve order, including its
    /// start) to the pending strip, starting a new strip when it does not continue.
    void stripPoints(const Vertex *pts, int count, SampleSource source)
    {
        Strip &st = m_strip;
        const bool continues = st.active && st.source == source && joins(st.last, pts[0])
            && (pts[count - 1][0] - st.first[0]) * m_ts <= m_tol;
        if (!continues) {
            flushStrip();
            st.active = true;
            st.source = source;
            st.first = st.last = st.lo = st.hi = pts[0];
            st.loSeq = st.hiSeq = st.seq = 0;
        }
        // When continuing, pts[0] is (up to kJoinPixels) the strip's last point already.
        for (int k = 1; k < count; ++k) {
            const Vertex &p = pts[k];
            ++st.seq;
            if (p[1] < st.lo[1])
                st.lo = p, st.loSeq = st.seq;
            if (p[1] > st.hi[1])
                st.hi = p, st.hiSeq = st.seq;
            st.last = p;
        }
    }

    void flushStrip()
    {
        Strip &st = m_strip;
        if (!st.active)
            return;
        st.active = false;
        Vertex v[4];
        int n = 0;
        v[n++] = st.first;
        const bool loFirst = st.loSeq < st.hiSeq;
        for (const Vertex *p : {loFirst ? &st.lo : &st.hi, loFirst ? &st.hi : &st.lo, &st.last})
            if (*p != v[n - 1])
                v[n++] = *p;
        for (int k = 0; k + 1 < n; ++k)
            addChord(v[k], v[k + 1], st.source);
    }

    bool narrow(double x0, double x1) const { return (x1 - x0) * m_ts <= m_tol; }

    // ---- pieces ------------------------------------------------------------------

    /// Straight piece from (x0, y0) to (x1, y1), x0 < x1, clipped to the interval.
    void emitLine(double x0, double y0, double x1, double y1, SampleSource source)
    {
        if (x1 <= m_tMin || x0 >= m_tMax)
            return;
        const double dx = x1 - x0, dy = y1 - y0;
        double cx0 = x0, cy0 = y0, cx1 = x1, cy1 = y1;
        if (x0 < m_tMin) {
            cx0 = m_tMin;
            cy0 = y0 + dy * ((m_tMin - x0) / dx) + 0.0;
        }
        if (x1 > m_tMax) {
            cx1 = m_tMax;
            cy1 = y0 + dy * ((m_tMax - x0) / dx) + 0.0;
        }
        if (!(cx0 < cx1))
            return;
        if (narrow(cx0, cx1)) {
            const Vertex pts[2] = {{cx0, cy0}, {cx1, cy1}};
            stripPoints(pts, 2, source);
            return;
        }
        emitChord({cx0, cy0}, {cx1, cy1}, source);
    }

    /// Vertical riser at time x from y0 to y1 (a held jump), when x lies in the interval.
    /// It joins the piece that ends at (x, y0) and the one that starts at (x, y1).
    void emitRiser(double x, double y0, double y1, SampleSource source)
    {
        if (x < m_tMin || x > m_tMax || y0 == y1)
            return;
        const Vertex pts[2] = {{x, y0}, {x, y1}};
        stripPoints(pts, 2, source); // zero width: part of the pending narrow strip, if any
    }

    /// Cubic piece with x non-decreasing, clipped exactly (split at the solved parameter)
    /// to the interval and subdivided. A de-regressed segment's time cubic may still run
    /// back a hair (Regression.h: Ts's padding quirk, or widths within isRegressive's read
    /// padding); its vertices are then held from running back in time or leaving the
    /// clipped piece (cubicVertex), which draws the back-travel as a vertical piece.
    void emitCubic(Cubic c, SampleSource source)
    {
        if (c.x[3] <= m_tMin || c.x[0] >= m_tMax)
            return;
        Cubic l, r;
        if (c.x[0] < m_tMin) {
            const double u = detail::solveBezierTime(c.x[0], c.x[1], c.x[2], c.x[3], m_tMin);
            split(c, u, l, r);
            c = r;
            c.x[0] = m_tMin;
        }
        if (c.x[3] > m_tMax) {
            const double u = detail::solveBezierTime(c.x[0], c.x[1], c.x[2], c.x[3], m_tMax);
            split(c, u, l, r);
            c = l;
            c.x[3] = m_tMax;
        }
        if (!(c.x[0] < c.x[3]))
            return;
        m_cubicFloor = c.x[0];
        m_cubicCeiling = c.x[3];
        subdivide(c, source, 0);
    }

    /// A vertex of the cubic being emitted (emitCubic), in parameter order: its time is
    /// clamped to the clipped piece and to be no earlier than the vertex before it.
    Vertex cubicVertex(double x, double y)
    {
        m_cubicFloor = std::clamp(x, m_cubicFloor, m_cubicCeiling);
        return {m_cubicFloor, y};
    }

    /// Squared pixel distance from (px, py) to the segment (0,0)-(dx, dy), all in pixels.
    static double distanceSquared(double px, double py, double dx, double dy)
    {
        const double len2 = dx * dx + dy * dy;
        double s = len2 > 0.0 ? (px * dx + py * dy) / len2 : 0.0;
        s = std::clamp(s, 0.0, 1.0);
        const double ex = px - s * dx, ey = py - s * dy;
        return ex * ex + ey * ey;
    }

    bool flat(const Cubic &c) const
    {
        // Both inner control points within the tolerance of the chord *segment*: the
        // curve lies in the hull of its control points, hence within the tolerance of the
        // chord, and the chord within the tolerance of the curve.
        const double dx = (c.x[3] - c.x[0]) * m_ts, dy = (c.y[3] - c.y[0]) * m_vs;
        return distanceSquared((c.x[1] - c.x[0]) * m_ts, (c.y[1] - c.y[0]) * m_vs, dx, dy) <= m_tol2
            && distanceSquared((c.x[2] - c.x[0]) * m_ts, (c.y[2] - c.y[0]) * m_vs, dx, dy) <= m_tol2;
    }

    /// A cubic at most `tolerance` pixels wide: its start, its value extrema (roots of
    /// y'(u) in (0, 1)) and its end go to the strip.
    void narrowCubic(const Cubic &c, SampleSource source)
    {
        const double d0 = c.y[1] - c.y[0], d1 = c.y[2] - c.y[1], d2 = c.y[3] - c.y[2];
        // y'(u) / 3 is d0·(1−u)² + 2·d1·u(1−u) + d2·u²: when the three differences share a
        // sign the curve is monotone in y and its ends are its extrema (most narrow pieces
        // of a dense spline), no quadratic to solve.
        if ((d0 >= 0.0 && d1 >= 0.0 && d2 >= 0.0) || (d0 <= 0.0 && d1 <= 0.0 && d2 <= 0.0)) {
            const Vertex ends[2] = {cubicVertex(c.x[0], c.y[0]), cubicVertex(c.x[3], c.y[3])};
            stripPoints(ends, 2, source);
            return;
        }
        // y'(u) / 3 = A·u² + B·u + C
        const double A = d0 - 2.0 * d1 + d2, B = 2.0 * (d1 - d0), C = d0;
        double roots[2];
        int nr = 0;
        const double scale = std::abs(d0) + std::abs(d1) + std::abs(d2);
        if (std::abs(A) <= 1e-12 * scale) {
            if (B != 0.0)
                roots[nr++] = -C / B;
        } else {
            const double disc = B * B - 4.0 * A * C;
            if (disc >= 0.0) {
                const double q = -0.5 * (B + std::copysign(std::sqrt(disc), B));
                roots[nr++] = q / A;
                if (q != 0.0)
                    roots[nr++] = C / q;
            }
        }
        if (nr == 2 && roots[0] > roots[1])
            std::swap(roots[0], roots[1]);
        Vertex pts[4];
        int n = 0;
        pts[n++] = cubicVertex(c.x[0], c.y[0]);
        for (int k = 0; k < nr; ++k) {
            const double u = roots[k];
            if (!(u > 0.0 && u < 1.0))
                continue;
            const double m = 1.0 - u;
            const double b0 = m * m * m, b1 = 3.0 * m * m * u, b2 = 3.0 * m * u * u, b3 = u * u * u;
            pts[n++] = cubicVertex(b0 * c.x[0] + b1 * c.x[1] + b2 * c.x[2] + b3 * c.x[3],
                                   b0 * c.y[0] + b1 * c.y[1] + b2 * c.y[2] + b3 * c.y[3]);
        }
        pts[n++] = cubicVertex(c.x[3], c.y[3]);
        stripPoints(pts, n, source);
    }

    void subdivide(const Cubic &c, SampleSource source, int depth)
    {
        static constexpr int kMaxDepth = 40; // 2^-40 of a segment: far below a pixel
        if (narrow(c.x[0], c.x[3])) {
            narrowCubic(c, source);
            return;
        }
        if (depth >= kMaxDepth || flat(c)) {
            const Vertex a = cubicVertex(c.x[0], c.y[0]);
            emitChord(a, cubicVertex(c.x[3], c.y[3]), source);
            return;
        }
        Cubic l, r;
        split(c, 0.5, l, r);
        subdivide(l, source, depth + 1);
        subdivide(r, source, depth + 1);
    }

    // ---- segments of the resolved knot table -------------------------------------

    /// Source of the segment from resolved knot a to the next resolved knot b.
    static SampleSource segmentSource(const EvalKnot &a, const EvalKnot &b)
    {
        switch (a.source) {
        case KnotSource::Authored:
            return SampleSource::Knots;
        case KnotSource::Prototype:
            return SampleSource::InnerLoopPrototype;
        case KnotSource::PreEcho:
            return SampleSource::InnerLoopPreEcho;
        case KnotSource::PostEcho:
            // The closing copy of the prototype start knot begins an ordinary segment.
            return b.source == KnotSource::Authored ? SampleSource::Knots
                                                    : SampleSource::InnerLoopPostEcho;
        }
        return SampleSource::Knots;
    }

    /// Emits the segment from resolved knot i to i+1 mapped by `map`. `source` overrides
    /// the knot's own source (loop copies); null keeps it.
    void emitSegment(std::size_t i, const CopyMap &map, const SampleSource *source)
    {
        const EvalKnot &a = m_d.knots[i];
        const EvalKnot &b = m_d.knots[i + 1];
        const SampleSource src = source ? *source : segmentSource(a, b);
        Cubic c{};
        bool line = true;
        c.x[0] = a.time;
        c.y[0] = a.value;
        c.x[3] = b.time;
        switch (a.nextInterp) {
        case Interpolation::ValueBlock:
            breakPolyline();
            return;
        case Interpolation::Held:
            c.y[3] = a.value;
            break;
        case Interpolation::Linear:
            c.y[3] = b.preValue;
            break;
        case Interpolation::Curve: {
            line = false;
            c.y[3] = b.preValue;
            if (m_d.curveType == CurveType::Hermite) {
                // The Hermite cubic equals the Bezier with handles at one third of the span.
                const double w = (b.time - a.time) / 3.0;
                c.x[1] = a.time + w;
                c.y[1] = a.value + w * a.postSlope;
                c.x[2] = b.time - w;
                c.y[2] = b.preValue - w * b.preSlope;
            } else {
                c.x[1] = a.time + a.postWidth;
                c.y[1] = a.value + a.postWidth * a.postSlope;
                c.x[2] = b.time - b.preWidth;
                c.y[2] = b.preValue - b.preWidth * b.preSlope;
            }
            break;
        }
        }
        if (line) {
            const double x0 = map.time(c.x[0]), x1 = map.time(c.x[3]);
            const double y0 = c.y[0] + map.dv, y1 = c.y[3] + map.dv;
            // A held segment jumps to b's value at b's time: its riser (drawing option).
            const bool riser = m_risers && a.nextInterp == Interpolation::Held;
            if (map.mirrored()) {
                // Output time runs backwards: the riser comes first, from b's value.
                if (riser)
                    emitRiser(x1, b.value + map.dv, y1, src);
                emitLine(x1, y1, x0, y0, src);
            } else {
                emitLine(x0, y0, x1, y1, src);
                if (riser)
                    emitRiser(x1, y1, b.value + map.dv, src);
            }
            return;
        }
        if (map.identity()) { // the knot region itself: no copy to map
            emitCubic(c, src);
            return;
        }
        Cubic m;
        for (int j = 0; j < 4; ++j) {
            const int from = map.mirrored() ? 3 - j : j;
            m.x[j] = j == 0 || j == 3 ? map.time(c.x[from]) : map.controlTime(c.x[from]);
            m.y[j] = c.y[from] + map.dv;
        }
        emitCubic(m, src);
    }

    /// Emits the segments between resolved knots `lo` and `hi` (indices) that intersect
    /// the region-time range [ra, rb], mapped by `map`, in increasing output time.
    void walkRegion(std::size_t lo, std::size_t hi, double ra, double rb, const CopyMap &map,
                    const SampleSource *source)
    {
        const std::vector<double> &times = m_d.times;
        if (!(ra < rb) || lo >= hi)
            return;
        if (!map.mirrored()) {
            // First segment: times[i] <= ra < times[i+1].
            std::size_t i = static_cast<std::size_t>(
                std::upper_bound(times.begin() + lo, times.begin() + hi + 1, ra) - times.begin());
            i = i <= lo ? lo : i - 1;
            for (; i < hi && times[i] < rb; ++i)
                emitSegment(i, map, source);
        } else {
            // Last segment first: times[j] < rb <= times[j+1].
            std::size_t j = static_cast<std::size_t>(
                std::lower_bound(times.begin() + lo, times.begin() + hi + 1, rb) - times.begin());
            j = j <= lo ? lo : j - 1;
            j = std::min(j, hi - 1);
            for (;; --j) {
                if (!(times[j + 1] > ra))
                    break;
                emitSegment(j, map, source);
                if (j == lo)
                    break;
            }
        }
    }

    // ---- extrapolation -----------------------------------------------------------

    void preExtrapolation(double first)
    {
        const ResolvedExtrapolation &e = m_d.pre;
        breakPolyline();
        if (e.isLooping()) {
            loopCopies(e, true);
        } else if (e.mode != ExtrapolationMode::ValueBlock) {
            const double v = e.anchorValue; // the first knot's pre-value (authored, with inner loops)
            const double slope = e.mode == ExtrapolationMode::Held ? 0.0 : e.slope;
            emitLine(m_tMin, v + slope * (m_tMin - first), first, v, SampleSource::PreExtrapolation);
        }
        breakPolyline();
    }

    void postExtrapolation(double last)
    {
        const ResolvedExtrapolation &e = m_d.post;
        breakPolyline();
        if (e.isLooping()) {
            loopCopies(e, false);
        } else if (e.mode != ExtrapolationMode::ValueBlock) {
            const double v = e.anchorValue; // the last knot's value (authored, with inner loops)
            const double slope = e.mode == ExtrapolationMode::Held ? 0.0 : e.slope;
            emitLine(last, v, m_tMax, v + slope * (m_tMax - last), SampleSource::PostExtrapolation);
        }
    }

    /// Shifted copies of the looped region [loopStart, loopEnd] that intersect the part of
    /// the interval before the first knot (pre) or after the last knot (post), in time
    /// order. Copy k >= 1 covers [first − k·S, first − (k−1)·S] before the knots and
    /// [last + (k−1)·S, last + k·S] after them (S = loop span).
    void loopCopies(const ResolvedExtrapolation &e, bool preSide)
    {
        const double ls = m_d.times[e.loopStart];
        const double le = m_d.times[e.loopEnd];
        const double span = le - ls;
        const double first = m_d.times.front();
        const double last = m_d.times.back();
        // Part of the interval this side covers.
        const double lo = preSide ? m_tMin : std::max(m_tMin, last);
        const double hi = preSide ? std::min(m_tMax, first) : m_tMax;
        if (!(lo < hi) || !(span > 0.0))
            return;
        const double kNear = preSide ? (first - hi) / span : (lo - last) / span;
        const double kFar = preSide ? (first - lo) / span : (hi - last) / span;
        const double kMin = std::max(1.0, std::floor(kNear));
        const double kMax = std::ceil(kFar) + 1.0;
        const SampleSource source =
            preSide ? SampleSource::PreExtrapolationLoop : SampleSource::PostExtrapolationLoop;
        // Copies narrower than a quarter pixel (keys a hair apart looping over a wide
        // view) would be billions of copies: draw the evaluated values on a grid of quarter
        // pixels instead, which is all that can be seen of them.
        if (span * m_ts < 0.25 && kMax - kMin > 1000.0) {
            denseExtrapolation(lo, hi, source);
            return;
        }
        const double pad = 1e-9 * span;
        auto copy = [&](double k) {
            CopyMap map;
            if (preSide)
                map.maxTime = first;
            else
                map.minTime = last;
            const double hop = preSide ? -k * span : k * span;
            if (e.mode == ExtrapolationMode::LoopRepeat)
                map.dv = (preSide ? -k : k) * e.repeatOffset;
            const bool mirrored = e.mode == ExtrapolationMode::LoopOscillate && std::fmod(k, 2.0) != 0.0;
            double ra, rb; // region times that map into [lo, hi]
            if (mirrored) {
                map.sign = -1.0;
                map.shift = ls + le + hop;
                ra = map.shift - hi;
                rb = map.shift - lo;
            } else {
                map.shift = hop;
                ra = lo - hop;
                rb = hi - hop;
            }
            ra = std::max(ra - pad, ls);
            rb = std::min(rb + pad, le);
            walkRegion(e.loopStart, e.loopEnd, ra, rb, map, &source);
        };
        if (preSide) {
            for (double k = kMax; k >= kMin; k -= 1.0)
                copy(k);
        } else {
            for (double k = kMin; k <= kMax; k += 1.0)
                copy(k);
        }
    }

    /// Chords between the values at a grid of quarter pixels over [lo, hi]; value blocks
    /// break the polyline.
    void denseExtrapolation(double lo, double hi, SampleSource source)
    {
        const double step = 0.25 / m_ts;
        const double count = std::ceil((hi - lo) / step);
        std::size_t hint = 0;
        std::optional<Vertex> previous;
        for (double i = 0.0; i <= count; i += 1.0) {
            const double t = std::min(hi, lo + i * step);
            const double v = evaluateValue(m_d, t, Side::Post, &hint);
            if (v != v) { // no value
                breakPolyline();
                previous.reset();
                continue;
            }
            const Vertex here{t, v};
            if (previous)
                emitChord(*previous, here, source);
            previous = here;
        }
        breakPolyline();
    }

    const EvalData &m_d;
    const double m_tMin, m_tMax, m_ts, m_vs, m_tol, m_tol2;
    const bool m_risers;
    std::vector<SamplePolyline> &m_out;
    bool m_open = false;
    Strip m_strip;
    double m_cubicFloor = 0.0, m_cubicCeiling = 0.0; ///< cubicVertex's time range
};

bool positiveFinite(double x) { return std::isfinite(x) && x > 0.0; }

} // namespace

Status sample(const Spline &spline, double tMin, double tMax, double timeScale, double valueScale,
              double tolerance, std::vector<SamplePolyline> *out)
{
    return sample(spline, tMin, tMax, timeScale, valueScale, tolerance, SampleOptions{}, out);
}

Status sample(const Spline &spline, double tMin, double tMax, double timeScale, double valueScale,
              double tolerance, const SampleOptions &options, std::vector<SamplePolyline> *out)
{
    if (!out)
        return Status::error(MessageId::SampleNoOutput);
    out->clear();
    if (!std::isfinite(tMin) || !std::isfinite(tMax))
        return Status::error(MessageId::SampleIntervalNotFinite);
    if (!(tMin < tMax))
        return Status::error(MessageId::SampleIntervalEmpty);
    if (!positiveFinite(timeScale) || !positiveFinite(valueScale))
        return Status::error(MessageId::SampleScalesInvalid);
    if (!positiveFinite(tolerance))
        return Status::error(MessageId::SampleToleranceInvalid);
    const EvalData &d = spline.evalData();
    if (d.empty())
        return Status::ok();
    Sampler(d, tMin, tMax, timeScale, valueScale, tolerance, options, *out).run();
    return Status::ok();
}

const char *sampleSourceName(SampleSource source)
{
    switch (source) {
    case SampleSource::PreExtrapolation:
        return "PreExtrapolation";
    case SampleSource::PreExtrapolationLoop:
        return "PreExtrapolationLoop";
    case SampleSource::Knots:
        return "Knots";
    case SampleSource::InnerLoopPrototype:
        return "InnerLoopPrototype";
    case SampleSource::InnerLoopPreEcho:
        return "InnerLoopPreEcho";
    case SampleSource::InnerLoopPostEcho:
        return "InnerLoopPostEcho";
    case SampleSource::PostExtrapolationLoop:
        return "PostExtrapolationLoop";
    case SampleSource::PostExtrapolation:
        return "PostExtrapolation";
    }
    return "?";
}

} // namespace knotline
