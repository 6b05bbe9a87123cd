#include "core/spline/Diff.h"

#include "core/spline/EvalData.h"
#include "core/spline/Spline.h"

#include <algorithm>
#include <limits>

namespace knotline {

namespace {

using detail::EvalData;
using detail::EvalKnot;
using detail::ResolvedExtrapolation;

constexpr double kInf = std::numeric_limits<double>::infinity();

enum class PieceKind { Pre, Segment, Post };

struct Piece {
    PieceKind kind = PieceKind::Pre;
    std::size_t segment = 0; ///< start knot index for PieceKind::Segment
};

// Walks the pieces of `d` (non-empty) over the elementary intervals [lo, hi] of the merged
// knot times, in increasing order (lo may be -inf, hi +inf): O(1) amortized per interval.
class PieceWalker {
public:
    explicit PieceWalker(const EvalData &d)
        : m_times(d.times)
    {
    }
    Piece at(double lo, double hi)
    {
        if (hi <= m_times.front())
            return {PieceKind::Pre, 0};
        if (lo >= m_times.back())
            return {PieceKind::Post, 0};
        // lo >= front (front is a breakpoint): the last knot at or before lo.
        while (m_segment + 1 < m_times.size() && m_times[m_segment + 1] <= lo)
            ++m_segment;
        return {PieceKind::Segment, m_segment};
    }

private:
    const std::vector<double> &m_times;
    std::size_t m_segment = 0;
};

// Same segment, as evaluation sees it: the same end times and the same data the segment's
// interpolation reads.
bool sameSegment(const EvalData &da, std::size_t i, const EvalData &db, std::size_t j)
{
    const EvalKnot &a0 = da.knots[i], &a1 = da.knots[i + 1];
    const EvalKnot &b0 = db.knots[j], &b1 = db.knots[j + 1];
    if (a0.time != b0.time || a1.time != b1.time || a0.nextInterp != b0.nextInterp)
        return false;
    switch (a0.nextInterp) {
    case Interpolation::ValueBlock:
        return true;
    case Interpolation::Held:
        return a0.value == b0.value;
    case Interpolation::Linear:
        return a0.value == b0.value && a1.preValue == b1.preValue;
    case Interpolation::Curve:
        if (da.curveType != db.curveType || a0.value != b0.value || a1.preValue != b1.preValue
            || a0.postSlope != b0.postSlope || a1.preSlope != b1.preSlope)
            return false;
        return da.curveType == CurveType::Hermite
            || (a0.postWidth == b0.postWidth && a1.preWidth == b1.preWidth);
    }
    return false;
}

bool sameLoop(const EvalData &da, const ResolvedExtrapolation &ea, const EvalData &db,
              const ResolvedExtrapolation &eb)
{
    if (ea.mode != eb.mode || ea.loopEnd - ea.loopStart != eb.loopEnd - eb.loopStart
        || da.times[ea.loopStart] != db.times[eb.loopStart]
        || da.times[ea.loopEnd] != db.times[eb.loopEnd])
        return false;
    if (ea.mode == ExtrapolationMode::LoopRepeat && ea.repeatOffset != eb.repeatOffset)
        return false;
    for (std::size_t k = 0; ea.loopStart + k < ea.loopEnd; ++k)
        if (!sameSegment(da, ea.loopStart + k, db, eb.loopStart + k))
            return false;
    // Loop mapping may land exactly on a knot of the region from either side (rounding at
    // iteration joins), so every knot's own values must agree too.
    for (std::size_t k = 0; ea.loopStart + k <= ea.loopEnd; ++k) {
        const EvalKnot &ka = da.knots[ea.loopStart + k];
        const EvalKnot &kb = db.knots[eb.loopStart + k];
        if (ka.value != kb.value || ka.preValue != kb.preValue || ka.postSlope != kb.postSlope
            || ka.preSlope != kb.preSlope)
            return false;
    }
    return true;
}

// A non-looping extrapolation as a function: value block, a constant, or a line through
// the end knot.
struct Ray {
    enum Type { Block, Constant, Line } type = Block;
    double time = 0.0, value = 0.0, slope = 0.0;
    bool operator==(const Ray &o) const
    {
        if (type != o.type)
            return false;
        if (type == Block)
            return true;
        if (type == Constant)
            return value == o.value;
        return time == o.time && value == o.value && slope == o.slope;
    }
};

Ray rayOf(const EvalData &d, bool preSide)
{
    const ResolvedExtrapolation &e = preSide ? d.pre : d.post;
    const EvalKnot &end = preSide ? d.knots.front() : d.knots.back();
    Ray r;
    r.time = end.time;
    r.value = preSide ? end.preValue : end.value;
    switch (e.mode) {
    case ExtrapolationMode::ValueBlock:
        r.type = Ray::Block;
        break;
    case ExtrapolationMode::Linear:
    case ExtrapolationMode::Sloped:
        r.slope = e.slope;
        r.type = e.slope == 0.0 ? Ray::Constant : Ray::Line;
        break;
    default:
        r.type = Ray::Constant;
        break;
    }
    return r;
}

bool samePiece(const EvalData &da, Piece pa, const EvalData &db, Piece pb)
{
    if (pa.kind == PieceKind::Segment || pb.kind == PieceKind::Segment)
        return pa.kind == pb.kind && sameSegment(da, pa.segment, db, pb.segment);
    const bool preA = pa.kind == PieceKind::Pre;
    const bool preB = pb.kind == PieceKind::Pre;
    const ResolvedExtrapolation &ea = preA ? da.pre : da.post;
    const ResolvedExtrapolation &eb = preB ? db.pre : db.post;
    if (ea.isLooping() || eb.isLooping())
        return preA == preB && ea.isLooping() && eb.isLooping() && sameLoop(da, ea, db, eb);
    return rayOf(da, preA) == rayOf(db, preB);
}

} // namespace

std::vector<std::pair<double, double>> diff(const Spline &a, const Spline &b)
{
    std::vector<std::pair<double, double>> out;
    const EvalData &da = a.evalData();
    const EvalData &db = b.evalData();
    if (da.empty() && db.empty())
        return out;
    if (da.empty() || db.empty()) {
        out.emplace_back(-kInf, kInf);
        return out;
    }

    // The common refinement: -inf, the merged knot times of both tables, +inf (not stored).
    const std::vector<double> &ta = da.times, &tb = db.times;
    PieceWalker wa(da), wb(db);
    std::size_t i = 0, j = 0;
    double lo = -kInf;
    for (;;) {
        double hi = kInf;
        if (i < ta.size() || j < tb.size()) {
            hi = j >= tb.size() || (i < ta.size() && ta[i] <= tb[j]) ? ta[i] : tb[j];
            while (i < ta.size() && ta[i] == hi)
                ++i;
            while (j < tb.size() && tb[j] == hi)
                ++j;
        }
        if (!samePiece(da, wa.at(lo, hi), db, wb.at(lo, hi))) {
            if (!out.empty() && out.back().second >= lo)
                out.back().second = hi;
            else
                out.emplace_back(lo, hi);
        }
        if (hi == kInf)
            break;
        lo = hi;
    }
    return out;
}

} // namespace knotline
