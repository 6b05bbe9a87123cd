#include "core/timeline/PoseBlend.h"

#include <algorithm>

namespace knotline {

double placementWeight(double a, double e, double blendIn, double blendOut, bool hold, double t)
{
    if (!(t >= a))
        return 0.0;
    if (t > e)
        return holdsAfterEnd(hold, blendOut) ? 1.0 : 0.0;
    double w = 1.0;
    if (blendIn > 0.0)
        w = std::min(w, (t - a) / blendIn);
    if (blendOut > 0.0)
        w = std::min(w, (e - t) / blendOut);
    return w;
}

bool BlendedValue::applyNumber(double v, double w, bool additive, const PoseSource &source)
{
    const double *x = m_x ? std::get_if<double>(&*m_x) : nullptr;
    if (!m_started || !m_x) {
        m_x = additive ? w * v : v;
    } else if (x) {
        if (additive)
            m_x = *x + w * v;
        else
            m_x = w == 1.0 ? v : (1.0 - w) * *x + w * v;
    } else {
        if (!(w >= 0.5))
            return false; // a string or boolean x: a number below ½ does not replace it
        m_x = v;
    }
    m_started = true;
    m_applied = true;
    m_source = source;
    return true;
}

bool BlendedValue::apply(const std::optional<PoseValue> &v, double w, bool additive, const PoseSource &source)
{
    if (v) {
        if (const double *number = std::get_if<double>(&*v))
            return applyNumber(*number, w, additive, source);
        // A string or boolean: the first contribution sets it, a later one replaces x from ½ on.
        if (m_started && m_x && !(w >= 0.5))
            return false;
        m_x = v;
    } else {
        if (additive)
            return false; // an additive value block adds nothing
        if (m_started && !(w >= 0.5))
            return false;
        m_x.reset();
    }
    m_started = true;
    m_applied = true;
    m_source = source;
    return true;
}

} // namespace knotline
