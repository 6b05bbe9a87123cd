#include "core/timeline/ClipChannel.h"

namespace knotline {

PoseValue poseValue(const StepValue &value)
{
    return std::visit([](const auto &v) { return PoseValue(v); }, value);
}

std::optional<PoseValue> clipChannelValue(const ClipChannel &channel, double u)
{
    if (const Spline *spline = std::get_if<Spline>(&channel.curve)) {
        const std::optional<double> v = spline->eval(u);
        return v ? std::optional<PoseValue>(*v) : std::nullopt;
    }
    return poseValue(std::get<StepChannel>(channel.curve).valueAt(u));
}

} // namespace knotline
