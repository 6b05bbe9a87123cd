#include "core/spline/Bake.h"

#include "core/spline/EvalData.h"
#include "core/spline/InnerLoopKnots.h"
#include "core/spline/Spline.h"

#include <cmath>
#include <limits>

namespace knotline {

namespace {

using detail::EvalData;
using detail::EvalKnot;
using detail::ResolvedExtrapolation;

constexpr double kInf = std::numeric_limits<double>::infinity();
constexpr double kMaxSegments = 1e6; // Bake.h: about 250 MB of segments and knots

// One piece of the evaluated timeline: a knot segment (possibly a loop copy) or a
// non-looping extrapolation ray.
struct Segment {
    double t0 = 0.0, t1 = 0.0; ///< time codes; a ray has one infinite end
    double v0 = 0.0;           ///< value on the post side of t0
    double v1 = 0.0;           ///< value on the pre side of t1 (as the end knot stores it)
    double w0 = 0.0, s0 = 0.0; ///< start knot's post tangent
    double w1 = 0.0, s1 = 0.0; ///< end knot's pre tangent
    Interpolation interp = Interpolation::Held;
    bool copy = false;         ///< part of an extrapolating-loop copy
    int startKnot = -1;        ///< resolved index of the start knot (-1 for copies)
    int endKnot = -1;          ///< resolved index of the end knot (-1 for copies)
};

class SegmentList {
public:
    /// `widths`: the resolved knots before evaluation's de-regression
    /// (knotsWithInnerLoopsBaked, parallel to d.knots); null keeps the resolved widths.
    SegmentList(const EvalData &d, const std::vector<Knot> *widths)
        : m_d(d), m_widths(widths)
    {
    }

    std::vector<Segment> segments;

    Segment base(std::size_t i) const
    {
        const EvalKnot &a = m_d.knots[i];
        const EvalKnot &b = m_d.knots[i + 1];
        Segment s;
        s.t0 = a.time;
        s.t1 = b.time;
        s.v0 = a.value;
        s.v1 = b.preValue;
        s.w0 = a.postWidth;
        s.s0 = a.postSlope;
        s.w1 = b.preWidth;
        s.s1 = b.preSlope;
        s.interp = a.nextInterp;
        s.startKnot = static_cast<int>(i);
        s.endKnot = static_cast<int>(i + 1);
        if (a.deRegressed && m_widths) {
            s.w0 = (*m_widths)[i].post.width;
            s.w1 = (*m_widths)[i + 1].pre.width;
        }
        return s;
    }

    void addBaseSegments()
    {
        for (std::size_t i = 0; i + 1 < m_d.knots.size(); ++i)
            segments.push_back(base(i));
    }

    void addPreRay()
    {
        const EvalKnot &f = m_d.knots.front();
        Segment s;
        s.t0 = -kInf;
        s.t1 = f.time;
        s.v0 = s.v1 = f.preValue;
        s.w1 = f.preWidth;
        s.s1 = f.preSlope;
        s.endKnot = 0;
        segments.push_back(s);
    }

    void addPostRay()
    {
        const EvalKnot &l = m_d.knots.back();
        Segment s;
        s.t0 = l.time;
        s.t1 = kInf;
        s.v0 = s.v1 = l.value;
        s.w0 = l.postWidth;
        s.s0 = l.postSlope;
        s.interp = l.nextInterp;
        s.startKnot = static_cast<int>(m_d.knots.size() - 1);
        segments.push_back(s);
    }

    // Copy number n >= 1 of the looped region on one side, segments in increasing time.
    void addCopy(const ResolvedExtrapolation &e, bool preSide, double n)
    {
        const std::size_t ls = e.loopStart, le = e.loopEnd;
        const double tls = m_d.times[ls], tle = m_d.times[le];
        const double dt = (preSide ? -n : n) * (tle - tls);
        const double dv = e.mode == ExtrapolationMode::LoopRepeat ? (preSide ? -n : n) * e.repeatOffset
                                                                 : 0.0;
        const bool mirrored = e.mode == ExtrapolationMode::LoopOscillate && std::fmod(n, 2.0) != 0.0;
        if (!mirrored) {
            for (std::size_t i = ls; i < le; ++i) {
                Segment s = base(i);
                s.t0 += dt;
                s.t1 += dt;
                s.v0 += dv;
                s.v1 += dv;
                s.copy = true;
                s.startKnot = s.endKnot = -1;
                segments.push_back(s);
            }
            return;
        }
        // Mirrored: original segment i (A → B) is traversed from B' to A'; sides swap, so
        // B' takes B's left-limit value and A' sees A's value from the left.
        for (std::size_t i = le; i-- > ls;) {
            const EvalKnot &a = m_d.knots[i];
            const EvalKnot &b = m_d.knots[i + 1];
            Segment s;
            s.t0 = tls + tle - b.time + dt;
            s.t1 = tls + tle - a.time + dt;
            s.v0 = (a.nextInterp == Interpolation::Held ? a.value : b.preValue) + dv;
            s.v1 = a.value + dv;
            const bool authored = a.deRegressed && m_widths;
            s.w0 = authored ? (*m_widths)[i + 1].pre.width : b.preWidth;
            s.s0 = -b.preSlope;
            s.w1 = authored ? (*m_widths)[i].post.width : a.postWidth;
            s.s1 = -a.postSlope;
            s.interp = a.nextInterp;
            s.copy = true;
            segments.push_back(s);
        }
    }

private:
    const EvalData &m_d;
    const std::vector<Knot> *m_widths;
};

double loopSpan(const EvalData &d, const ResolvedExtrapolation &e)
{
    return d.times[e.loopEnd] - d.times[e.loopStart];
}

// The time of the knot between segments p and n: authored (non-copy) times win, so that
// rounding in copy times never moves a knot of the knot region.
double junctionTime(const Segment *p, const Segment *n)
{
    if (n && !n->copy && std::isfinite(n->t0))
        return n->t0;
    return p ? p->t1 : n->t0;
}

Knot junctionKnot(const EvalData &d, const std::vector<Knot> &authored, const Segment *p,
                  const Segment *n)
{
    Knot k;
    k.time = junctionTime(p, n);
    const Segment &post = n ? *n : *p;
    k.value = n ? n->v0 : p->v1;
    k.nextInterp = post.interp;
    if (n)
        k.post = {n->w0, n->s0, TangentAlgorithm::None};
    const double preValue = p ? p->v1 : k.value;
    if (p)
        k.pre = {p->w1, p->s1, TangentAlgorithm::None};
    // The same resolved knot on both sides: keep its own dual-valued flag and custom data.
    int same = -1;
    if (p && n && p->endKnot >= 0 && p->endKnot == n->startKnot)
        same = p->endKnot;
    else if (!p && n)
        same = n->startKnot;
    else if (p && !n)
        same = p->endKnot;
    const bool sameDual = same >= 0 && d.knots[static_cast<std::size_t>(same)].dualValued;
    if (preValue != k.value || sameDual)
        k.preValue = preValue;
    if (same >= 0) {
        const int a = d.knots[static_cast<std::size_t>(same)].authoredIndex;
        if (a >= 0)
            k.customData = authored[static_cast<std::size_t>(a)].customData;
    }
    return k;
}

} // namespace

std::vector<Knot> knotsWithInnerLoopsBaked(const Spline &spline)
{
    if (!spline.hasInnerLoops())
        return spline.knots();
    std::vector<Knot> out = detail::bakeInnerLoopKnots(spline.knots(), spline.innerLoopParams(), spline.valueType());
    for (Knot &k : out)
        k.pre.algorithm = k.post.algorithm = TangentAlgorithm::None;
    return out;
}

Status bakeInnerLoops(Spline &spline)
{
    if (!spline.hasInnerLoops())
        return Status::ok();
    Spline result = spline;
    if (Status st = result.setInnerLoopParams(LoopParams{}); !st)
        return st;
    const AntiRegressionMode mode = result.antiRegressionMode();
    result.setAntiRegressionMode(AntiRegressionMode::None);
    if (Status st = result.setKnots(knotsWithInnerLoopsBaked(spline)); !st)
        return st;
    result.setAntiRegressionMode(mode);
    spline = result;
    return Status::ok();
}

Status knotsWithLoopsBaked(const Spline &spline, double tMin, double tMax, std::vector<Knot> *out)
{
    if (!out)
        return Status::error(MessageId::BakeNoOutput);
    out->clear();
    if (std::isnan(tMin) || std::isnan(tMax) || tMin > tMax)
        return Status::error(MessageId::BakeIntervalInvalid);
    const EvalData &d = spline.evalData();
    if (d.empty())
        return Status::ok();
    if ((d.pre.isLooping() && std::isinf(tMin)) || (d.post.isLooping() && std::isinf(tMax)))
        return Status::error(MessageId::BakeLoopingInfinite);

    const double first = d.times.front();
    const double last = d.times.back();
    const std::size_t perCopy = [&] {
        std::size_t m = 0;
        if (d.pre.isLooping())
            m = std::max(m, d.pre.loopEnd - d.pre.loopStart);
        if (d.post.isLooping())
            m = std::max(m, d.post.loopEnd - d.post.loopStart);
        return m;
    }();

    // Copy numbers needed on each side: the copies touching [tMin, tMax] plus one more
    // segment's worth on either side (pre side of the first knot, post side of the last).
    double preNear = 1.0, preFar = 0.0, postNear = 1.0, postFar = 0.0;
    if (d.pre.isLooping()) {
        const double span = loopSpan(d, d.pre);
        if (tMin < first) {
            preNear = tMax < first ? std::max(1.0, std::ceil((first - tMax) / span) - 1.0) : 1.0;
            preFar = std::max(preNear, std::floor((first - tMin) / span) + 2.0);
        } else {
            preNear = preFar = 1.0;
        }
    }
    if (d.post.isLooping()) {
        const double span = loopSpan(d, d.post);
        if (tMax > last) {
            postNear = tMin > last ? std::max(1.0, std::floor((tMin - last) / span)) : 1.0;
            postFar = std::max(postNear, std::floor((tMax - last) / span) + 2.0);
        } else {
            postNear = postFar = 1.0;
        }
    }
    // Copy counts per side. Far out (copy numbers from 2^53 on) consecutive numbers are not
    // distinct doubles, so the copies are counted and numbered from the far end, not
    // stepped through by n -= 1 (which never ends there); such copies are narrower than
    // the time resolution and collapse onto the same knot times (push drops repeats).
    const double preCount = d.pre.isLooping() ? preFar - preNear + 1.0 : 0.0;
    const double postCount = d.post.isLooping() ? postFar - postNear + 1.0 : 0.0;
    const double copies = preCount + postCount;
    const double segmentCount = copies * static_cast<double>(perCopy) + static_cast<double>(d.knots.size()) + 2.0;
    if (segmentCount > kMaxSegments)
        return Status::error(MessageId::BakeTooManyKnots);

    // A de-regressed segment is baked with its authored widths, which the baked spline
    // de-regresses as this one does: Keep Ratio is not idempotent in its ellipse's fringe
    // (Regression.h), so baking the de-regressed widths would move such a curve again.
    const std::vector<Knot> widths = knotsWithInnerLoopsBaked(spline);
    SegmentList list(d, widths.size() == d.knots.size() ? &widths : nullptr);
    list.segments.reserve(static_cast<std::size_t>(segmentCount));
    if (d.pre.isLooping()) {
        for (double i = 0.0; i < preCount; i += 1.0)
            list.addCopy(d.pre, true, preFar - i);
    } else {
        list.addPreRay();
    }
    list.addBaseSegments();
    if (d.post.isLooping()) {
        for (double i = 0.0; i < postCount; i += 1.0)
            list.addCopy(d.post, false, postNear + i);
    } else {
        list.addPostRay();
    }
    const std::vector<Segment> &segs = list.segments;

    // a: the segment containing tMin (half-open [t0, t1)); b: the one containing tMax
    // (half-open (t0, t1]).
    std::size_t a = 0;
    while (a + 1 < segs.size() && !(segs[a].t1 > tMin))
        ++a;
    std::size_t b = a;
    while (b + 1 < segs.size() && !(segs[b].t1 >= tMax))
        ++b;
    // A Linear ray takes its slope from the inward segment: keep that segment too.
    if (a == 0 && std::isinf(segs[0].t0) && d.pre.mode == ExtrapolationMode::Linear && segs.size() > 2)
        b = std::max<std::size_t>(b, 1);
    const std::size_t lastIndex = segs.size() - 1;
    if (b == lastIndex && std::isinf(segs[b].t1) && d.post.mode == ExtrapolationMode::Linear
        && segs.size() > 2)
        a = std::min(a, lastIndex - 1);

    const std::vector<Knot> &authored = spline.knots();
    auto push = [&](const Segment *p, const Segment *n) {
        Knot k = junctionKnot(d, authored, p, n);
        if (!std::isfinite(k.time))
            return;
        if (!out->empty() && !(k.time > out->back().time)) {
            // Knots of a copy that collapse onto one time (a segment narrower than the
            // copy's time resolution, or far copies): one knot that the curve reaches as
            // at the first and leaves as at the last, so the segment after it is the one
            // that follows the collapsed ones.
            Knot &merged = out->back();
            const double arriving = merged.authoredPreValue();
            const bool dual = merged.preValue.has_value();
            merged.value = k.value;
            merged.nextInterp = k.nextInterp;
            merged.post = k.post;
            if (arriving != merged.value || dual)
                merged.preValue = arriving;
            else
                merged.preValue.reset();
            return;
        }
        out->push_back(std::move(k));
    };
    if (std::isfinite(segs[a].t0))
        push(a > 0 ? &segs[a - 1] : nullptr, &segs[a]);
    for (std::size_t i = a; i <= b; ++i)
        if (std::isfinite(segs[i].t1))
            push(&segs[i], i + 1 < segs.size() ? &segs[i + 1] : nullptr);
    return Status::ok();
}

} // namespace knotline
