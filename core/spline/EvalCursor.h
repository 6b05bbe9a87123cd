#pragma once
// EvalCursor: sequential evaluation of one spline (baking, sampling, drawing).
// Remembers the segment of the previous query, and the loop copy it was reached through,
// so that increasing (or nearby) times are answered without a search (CursorPiece.h).
// Same results as Spline::eval / evalPreValue / evalDerivative, bit for bit.
//
// The cursor keeps a reference to the spline's resolved data: the Spline it was made from
// must outlive it and must not be edited while the cursor is in use (copy the Spline first
// if it may change; copies share the data and are cheap).

#include "core/spline/CursorPiece.h"
#include "core/spline/Spline.h"

#include <cstddef>
#include <optional>

namespace knotline {

namespace detail {
struct EvalData;
}

class EvalCursor {
public:
    explicit EvalCursor(const Spline &spline);

    /// Value at time code `t` (post side); nullopt in value blocks. A time inside the
    /// segment (or the loop copy of it) that answered the previous eval(), or inside its
    /// neighbour, is answered without any search; other times search from the remembered
    /// segment. Bit-identical to Spline::eval.
    KNOTLINE_FORCE_INLINE std::optional<double> eval(double t)
    {
        double v;
        if (!m_piece.tryValue(t, v))
            v = evalAndRemember(t);
        return v == v ? std::optional<double>(v) : std::nullopt;
    }
    /// Limit from the left at `t`.
    std::optional<double> evalPreValue(double t);
    /// Derivative from the right at `t` (value units per time code).
    std::optional<double> evalDerivative(double t);

private:
    /// The full lookup for eval(): value (NaN = none), and the piece that answered it.
    double evalAndRemember(double t);

    const detail::EvalData *m_data;
    std::size_t m_hint = 0;
    detail::CursorPiece m_piece;
};

} // namespace knotline
