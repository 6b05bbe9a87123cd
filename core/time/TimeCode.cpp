#include "core/time/TimeCode.h"

#include <cmath>

namespace knotline {

namespace {

bool usable(const std::optional<double> &v)
{
    return v && std::isfinite(*v) && *v > 0.0;
}

} // namespace

bool isFiniteTimeCode(double t)
{
    return std::isfinite(t);
}

double layerTimeCodesPerSecond(const LayerTimeMetadata &layer)
{
    if (usable(layer.timeCodesPerSecond))
        return *layer.timeCodesPerSecond;
    if (usable(layer.framesPerSecond))
        return *layer.framesPerSecond;
    return kDefaultTimeCodesPerSecond;
}

double stageTimeCodesPerSecond(const LayerTimeMetadata &root, const LayerTimeMetadata *session)
{
    if (session && usable(session->timeCodesPerSecond))
        return *session->timeCodesPerSecond;
    if (usable(root.timeCodesPerSecond))
        return *root.timeCodesPerSecond;
    if (session && usable(session->framesPerSecond))
        return *session->framesPerSecond;
    if (usable(root.framesPerSecond))
        return *root.framesPerSecond;
    return kDefaultTimeCodesPerSecond;
}

} // namespace knotline
