#pragma once
// Internal: a Bezier segment record (HotSegment) unpacked for many solves in a row.
//
// A HotSegment keeps its starting guess in single precision so that a record fits two
// cache lines, and every solve converts what it reads to double. An EvalCursor answers
// many queries from the same segment, so it unpacks the record once when it enters the
// segment: the same numbers converted to double (exact conversions), 3·a and 2·b, and the
// start times of the guess pieces (t0 + guessStart[k]) computed once. A query then picks
// its piece by comparing its own time with those start times and starts the guess with one
// subtraction. Evaluation in increasing time order is limited by the length of each
// query's chain of dependent floating-point operations and by the floating-point work in
// flight, so what a solve no longer does shows in its speed.
//
// UnpackedBezier::solve performs the same operations on the same values as
// solveHotBezierInterior, so the two agree bit for bit.

#include "core/spline/HotSegment.h"

#include <cassert>
#include <type_traits>

namespace knotline::detail {

struct UnpackedBezier {
    double t0 = 0.0;                  ///< segment start time (time codes)
    double a = 0.0, b = 0.0, c = 0.0; ///< the time cubic (HotSegment::tx)
    double a3 = 0.0, b2 = 0.0;        ///< 3·a and 2·b
    double pieceStart[4] = {0.0, 0.0, 0.0, 0.0}; ///< t0 + guessStart[k]: where piece k starts
    double guessCoef[4][3] = {{0.0}};            ///< HotSegment::guessCoef

    /// Unpacks the record of a Bezier segment starting at `start` (h.kind == HotKind::Bezier).
    void unpack(const HotSegment &h, double start)
    {
        t0 = start;
        a = h.tx[0];
        b = h.tx[1];
        c = h.tx[2];
        a3 = 3.0 * a;
        b2 = 2.0 * b;
        for (int k = 0; k < 4; ++k) {
            pieceStart[k] = t0 + static_cast<double>(h.guessStart[k]);
            for (int j = 0; j < 3; ++j)
                guessCoef[k][j] = static_cast<double>(h.guessCoef[k][j]);
        }
        // solve's branch tree picks the piece solveHotBezierInterior's count picks only
        // while the starts are ordered. They are: guessStart rounds the time cubic, which
        // is non-decreasing (de-regressed), at increasing nodes, and rounding and adding
        // t0 keep that order.
        assert(pieceStart[1] <= pieceStart[2] && pieceStart[2] <= pieceStart[3]);
    }

    /// solveHotBezierInterior(h, t0, x) for the record this was unpacked from:
    /// precondition t0 < x < t1. The guess piece is chosen with branches, one code path
    /// per piece: for increasing times the piece rarely changes between queries, so the
    /// branches are predicted and the guess starts right after the time is known, with
    /// one subtraction. (Choosing it without branches, as solveHotBezierInterior does for
    /// random times, puts the comparisons and the coefficient loads on the path to the
    /// result; in increasing order that measured slower, mispredictions at piece changes
    /// included.)
    KNOTLINE_FORCE_INLINE double solve(double x) const
    {
        auto fromPiece = [&](auto piece) {
            constexpr int k = decltype(piece)::value;
            return guessFromPiece(k, x - pieceStart[k], guessCoef[k][0], guessCoef[k][1], guessCoef[k][2]);
        };
        double guess;
        if (x < pieceStart[2]) {
            if (x < pieceStart[1])
                guess = fromPiece(std::integral_constant<int, 0>{});
            else
                guess = fromPiece(std::integral_constant<int, 1>{});
        } else {
            if (x < pieceStart[3])
                guess = fromPiece(std::integral_constant<int, 2>{});
            else
                guess = fromPiece(std::integral_constant<int, 3>{});
        }
        return refineBezierRoot(a, b, c, a3, b2, x - t0, guess);
    }
};

} // namespace knotline::detail
