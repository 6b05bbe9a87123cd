#include "core/timeline/ClipShift.h"

#include <vector>

namespace knotline {

Result<Clip> shiftedClip(const Clip &clip, double offset, double duration)
{
    std::vector<ClipChannel> channels;
    for (const ClipChannel &channel : clip.channels()) {
        ClipChannel shifted = channel;
        if (Spline *spline = std::get_if<Spline>(&shifted.curve)) {
            std::vector<Knot> knots = spline->knots();
            for (Knot &k : knots)
                k.time -= offset;
            if (Status s = spline->setKnots(std::move(knots)); !s)
                return s;
        } else {
            std::vector<StepKey> keys = std::get<StepChannel>(shifted.curve).keys();
            for (StepKey &k : keys)
                k.time -= offset;
            Result<StepChannel> steps = StepChannel::make(std::move(keys));
            if (!steps)
                return steps.status();
            shifted.curve = *steps;
        }
        channels.push_back(std::move(shifted));
    }
    SyncTimes sync;
    for (std::size_t i = 0; i < kSyncPointCount; ++i)
        if (clip.syncTimes()[i] && *clip.syncTimes()[i] - offset >= 0.0)
            sync[i] = *clip.syncTimes()[i] - offset;
    Result<Clip> out = Clip::make(clip.name(), duration, clip.loopMode(), std::move(channels), sync);
    if (out)
        out->setId(clip.id());
    return out;
}

} // namespace knotline
