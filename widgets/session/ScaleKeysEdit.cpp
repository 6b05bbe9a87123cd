#include "widgets/session/ScaleKeysEdit.h"

#include "widgets/session/EditorSession.h"

namespace knotline {

bool scaleKeysInGesture(EditGesture &gesture, const std::map<ChannelId, std::vector<std::size_t>> &keys,
                        const KeyScaleParams &params)
{
    std::map<ChannelId, AnimCurve> scaled;
    for (const auto &[channel, indices] : keys) {
        AnimCurve copy = gesture.curveBefore(channel);
        AnimCurveFn fn(copy);
        if (!scaleKeys(fn, indices, params))
            return false;
        scaled.emplace(channel, std::move(copy));
    }
    for (const auto &[channel, curve] : scaled) {
        const AnimCurve &next = curve;
        (void)gesture.edit(channel, [&](AnimCurveFn &fn) {
            fn.curve() = next;
            return Status::ok();
        });
    }
    return true;
}

} // namespace knotline
