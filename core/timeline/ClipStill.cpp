#include "core/timeline/ClipStill.h"

#include <cmath>
#include <limits>
#include <variant>

namespace knotline {

Result<Clip> clipStill(const Clip &clip, double clipTime, double duration, const QString &name)
{
    const QString label = name.isEmpty() ? QStringLiteral("%1 @ %2s").arg(clip.label()).arg(clipTime) : name;
    if (!std::isfinite(clipTime))
        return Clip::make(label, std::numeric_limits<double>::quiet_NaN(), LoopMode::Once, {});
    const double u = clip.wrap(clipTime);
    std::vector<ClipChannel> channels;
    for (const ClipChannel &channel : clip.channels()) {
        const std::optional<PoseValue> value = clipChannelValue(channel, u);
        if (!value)
            continue; // a value block: absent in the frozen pose
        if (const double *number = std::get_if<double>(&*value)) {
            Spline held;
            if (Status st = held.setKnots({makeKnot(0.0, *number, Interpolation::Held)}); !st)
                return st;
            channels.push_back(ClipChannel{channel.key, std::move(held)});
        } else {
            const StepValue step = std::holds_alternative<bool>(*value) ? StepValue(std::get<bool>(*value))
                                                                       : StepValue(std::get<QString>(*value));
            Result<StepChannel> one = StepChannel::make({StepKey{0.0, step}});
            if (!one)
                return one.status();
            channels.push_back(ClipChannel{channel.key, std::move(one).value()});
        }
    }
    return Clip::make(label, duration, LoopMode::Once, std::move(channels));
}

} // namespace knotline
