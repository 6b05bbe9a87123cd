#include "core/spline/EvalCursor.h"

#include "core/spline/EvalData.h"

namespace knotline {

EvalCursor::EvalCursor(const Spline &spline)
    : m_data(&spline.evalData())
{
}

double EvalCursor::evalAndRemember(double t)
{
    double value;
    if (m_piece.advance(m_data->times.data(), m_data->times.size(), m_data->hot.data(), t, value)) {
        m_hint = m_piece.index;
        return value;
    }
    return detail::evaluateValue(*m_data, t, Side::Post, &m_hint, &m_piece);
}

std::optional<double> EvalCursor::evalPreValue(double t)
{
    return detail::valueOrNone(detail::evaluateValue(*m_data, t, Side::Pre, &m_hint));
}

std::optional<double> EvalCursor::evalDerivative(double t)
{
    return detail::evaluate(*m_data, t, Side::Post, &m_hint).derivative;
}

} // namespace knotline
