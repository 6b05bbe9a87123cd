#include "core/time/LayerOffset.h"

#include <cmath>

namespace knotline {

LayerOffset LayerOffset::forTimeCodesPerSecond(double outerTimeCodesPerSecond,
                                               double innerTimeCodesPerSecond)
{
    return LayerOffset{0.0, outerTimeCodesPerSecond / innerTimeCodesPerSecond};
}

double LayerOffset::applyToDuration(double d) const
{
    return d * std::abs(scale);
}

bool LayerOffset::isValid() const
{
    return std::isfinite(offset) && std::isfinite(scale);
}

bool LayerOffset::isInvertible() const
{
    return isValid() && scale != 0.0 && std::isfinite(1.0 / scale) && std::isfinite(offset / scale);
}

LayerOffset LayerOffset::inverse() const
{
    return LayerOffset{-offset / scale, 1.0 / scale};
}

LayerOffset operator*(const LayerOffset &outer, const LayerOffset &inner)
{
    return LayerOffset{outer.offset + outer.scale * inner.offset, outer.scale * inner.scale};
}

LayerOffset sublayerToParentOffset(const LayerOffset &authored, double parentTimeCodesPerSecond,
                                   double sublayerTimeCodesPerSecond)
{
    LayerOffset result = authored;
    if (parentTimeCodesPerSecond != sublayerTimeCodesPerSecond)
        result.scale = authored.scale * parentTimeCodesPerSecond / sublayerTimeCodesPerSecond;
    return result;
}

} // namespace knotline
