#pragma once
// Internal: a Bezier segment record (HotSegment) unpacked for many solves in a row.
//
// A HotSegment keeps its starting guess in single precision so that a record fits two
// cache lines, and every solve converts what it reads to double. An EvalCursor answers
// many queries from the same segment, so it unpacks the record once when it enters the
// segment: the same numbers converted to double (exact conversions), and 3·a, 2·b
// computed once. Evaluation in increasing time order is limited by the floating-point
// work in flight, so the conversions a solve no longer does show in its speed.
//
// UnpackedBezier::solve performs the same operations on the same values as
// solveHotBezierInterior, so the two agree bit for bit.

#include "core/spline/HotSegment.h"

#include <type_traits>

namespace knotline::detail {

struct UnpackedBezier {
    double a = 0.0, b = 0.0, c = 0.0; ///< the time cubic (HotSegment::tx)
    double a3 = 0.0, b2 = 0.0;        ///< 3·a and 2·b
    double invSpan = 0.0;             ///< HotSegment::invSpan (time codes⁻¹)
    double guessBreak[4] = {0.0, 0.0, 0.0, 0.0};
    double guessCoef[4][3] = {{0.0}};

    /// Unpacks the record of a Bezier segment (h.kind == HotKind::Bezier).
    void unpack(const HotSegment &h)
    {
        a = h.tx[0];
        b = h.tx[1];
        c = h.tx[2];
        a3 = 3.0 * a;
        b2 = 2.0 * b;
        invSpan = static_cast<double>(h.invSpan);
        for (int k = 0; k < 4; ++k)
            guessBreak[k] = static_cast<double>(h.guessBreak[k]);
        for (int k = 0; k < 4; ++k) {
            for (int j = 0; j < 3; ++j)
                guessCoef[k][j] = static_cast<double>(h.guessCoef[k][j]);
        }
    }

    /// solveHotBezierInterior(h, target) for the record this was unpacked from. The guess
    /// piece is chosen with branches, one code path per piece: for increasing times the
    /// piece rarely changes between queries, so the branches are predicted and the guess
    /// can start before the comparisons are done. (Choosing it without branches, as
    /// solveHotBezierInterior does for random times, puts the comparisons and the
    /// coefficient loads on the path to the result; in increasing order that measured
    /// slower, mispredictions at piece changes included.)
    KNOTLINE_FORCE_INLINE double solve(double target) const
    {
        const double s = target * invSpan;
        auto fromPiece = [&](auto piece) {
            constexpr int k = decltype(piece)::value;
            return guessFromPiece(k, s - guessBreak[k], guessCoef[k][0], guessCoef[k][1], guessCoef[k][2]);
        };
        double guess;
        if (s < guessBreak[2]) {
            if (s < guessBreak[1])
                guess = fromPiece(std::integral_constant<int, 0>{});
            else
                guess = fromPiece(std::integral_constant<int, 1>{});
        } else {
            if (s < guessBreak[3])
                guess = fromPiece(std::integral_constant<int, 2>{});
            else
                guess = fromPiece(std::integral_constant<int, 3>{});
        }
        return refineBezierRoot(a, b, c, a3, b2, target, guess);
    }
};

} // namespace knotline::detail
