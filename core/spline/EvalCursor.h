#pragma once
// EvalCursor: sequential evaluation of one spline (baking, sampling, drawing).
// Remembers the segment of the previous query so that increasing (or nearby) times are
// answered without a binary search. Same results as Spline::eval / evalPreValue /
// evalDerivative, bit for bit.
//
// The cursor keeps a reference to the spline's resolved data: the Spline it was made from
// must outlive it and must not be edited while the cursor is in use (copy the Spline first
// if it may change; copies share the data and are cheap).

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

    /// Value at time code `t` (post side); nullopt in value blocks.
    std::optional<double> eval(double t);
    /// Limit from the left at `t`.
    std::optional<double> evalPreValue(double t);
    /// Derivative from the right at `t` (value units per time code).
    std::optional<double> evalDerivative(double t);

private:
    const detail::EvalData *m_data;
    std::size_t m_hint = 0;
};

} // namespace knotline
