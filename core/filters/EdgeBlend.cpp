#include "core/filters/EdgeBlend.h"

#include <algorithm>
#include <cmath>

namespace knotline {

double edgeBlendWeight(double t, double first, double last, double blendFrames)
{
    if (!(blendFrames > 0.0))
        return 1.0;
    const double distance = std::min(t - first, last - t);
    return std::clamp(distance / blendFrames, 0.0, 1.0);
}

double blendedValue(double original, double filtered, double weight)
{
    if (weight <= 0.0)
        return original;
    if (weight >= 1.0)
        return filtered;
    return std::lerp(original, filtered, weight);
}

} // namespace knotline
