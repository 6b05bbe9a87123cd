#include "widgets/axis/AxisMath.h"

#include <algorithm>
#include <cmath>

namespace knotline::axis {

void usableRange(double &lo, double &hi)
{
    if (std::isfinite(lo) && std::isfinite(hi) && std::isfinite(hi - lo) && hi - lo >= kMinSpan)
        return;
    double centre = 0.5 * (lo + hi);
    if (!std::isfinite(centre))
        centre = std::isfinite(lo) ? lo : (std::isfinite(hi) ? hi : 0.0);
    lo = centre - 0.5;
    hi = centre + 0.5;
}

double limitedZoomFactor(double scale, double factor)
{
    if (!std::isfinite(factor) || factor <= 0.0)
        return 1.0;
    const double target = std::clamp(scale * factor, kMinScale, kMaxScale);
    return target / scale;
}

double positiveOrOne(double scale)
{
    return (std::isfinite(scale) && scale > 0.0) ? scale : 1.0;
}

} // namespace knotline::axis
