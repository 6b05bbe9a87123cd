#include "core/timeline/TimelineValidation.h"

#include "core/base/ShortestNumber.h"
#include "core/timeline/TimelineMessages.h"

#include <cmath>

namespace knotline {

using detail::timelineText;

Status validatePlacedClip(const PlacedClip &p, std::size_t trackIndex, std::size_t clipIndex)
{
    const std::size_t track = trackIndex + 1;
    const std::size_t number = clipIndex + 1;
    if (!p.clip)
        return Status::error(MessageId::PlacedClipNoClip, track, number);
    const std::string clip = timelineText(p.clip->label());
    auto refuse = [&](MessageId id, double value) {
        return Status::error(id, track, number, clip, shortestNumber(value));
    };
    if (!std::isfinite(p.start))
        return refuse(MessageId::PlacedClipStartNotFinite, p.start);
    if (p.window && !(std::isfinite(*p.window) && *p.window > 0.0))
        return refuse(MessageId::PlacedClipWindowInvalid, *p.window);
    if (!(std::isfinite(p.speed) && p.speed > 0.0))
        return refuse(MessageId::PlacedClipSpeedInvalid, p.speed);
    if (!(std::isfinite(p.blendIn) && p.blendIn >= 0.0))
        return refuse(MessageId::PlacedClipBlendInInvalid, p.blendIn);
    if (!(std::isfinite(p.blendOut) && p.blendOut >= 0.0))
        return refuse(MessageId::PlacedClipBlendOutInvalid, p.blendOut);
    for (std::size_t i = 0; i < p.syncRequests.size(); ++i) {
        if (p.syncRequests[i] && !std::isfinite(*p.syncRequests[i]))
            return Status::error(MessageId::PlacedClipSyncRequestNotFinite, track, number, clip,
                                 syncPointName(static_cast<SyncPoint>(i)), shortestNumber(*p.syncRequests[i]));
    }
    if (!std::isfinite(p.end()))
        return refuse(MessageId::PlacedClipEndNotFinite, p.end());
    if (!(std::isfinite(p.trimIn) && p.trimIn >= 0.0))
        return refuse(MessageId::PlacedClipTrimInInvalid, p.trimIn);
    if (!(p.activeStart() < p.end()))
        return Status::error(MessageId::PlacedClipTrimInPastEnd, track, number, clip, shortestNumber(p.trimIn),
                             shortestNumber(p.end() - p.start));
    return Status::ok();
}

Status validateTrack(const Track &track, std::size_t trackIndex)
{
    if (!(std::isfinite(track.weight) && track.weight >= 0.0 && track.weight <= 1.0))
        return Status::error(MessageId::TrackWeightInvalid, trackIndex + 1, shortestNumber(track.weight));
    for (std::size_t i = 0; i < track.placedClips.size(); ++i) {
        if (Status s = validatePlacedClip(track.placedClips[i], trackIndex, i); !s)
            return s;
    }
    return Status::ok();
}

Status validateTimelineDuration(double duration)
{
    if (!(std::isfinite(duration) && duration > 0.0))
        return Status::error(MessageId::TimelineDurationInvalid, shortestNumber(duration));
    return Status::ok();
}

} // namespace knotline
