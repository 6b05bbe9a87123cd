#include "core/io/BmlImport.h"

#include "core/timeline/PlacedClipWarp.h"

#include <algorithm>

namespace knotline {

namespace {

std::string positionOf(const BmlAnimation &a, const std::string &fileName)
{
    return fileName + ":" + std::to_string(a.line) + ":" + std::to_string(a.column);
}

} // namespace

Result<PlacedClip> placedClipFromBml(const BmlAnimation &animation, const ClipByName &clipNamed,
                                     const std::string &fileName, std::vector<std::string> *warnings)
{
    const std::string where = positionOf(animation, fileName);
    std::shared_ptr<const Clip> clip = clipNamed ? clipNamed(animation.clipName) : nullptr;
    if (!clip)
        return Status::error(MessageId::BmlUnknownClip, animation.clipName).withContext(where);

    PlacedClip placed;
    placed.clip = std::move(clip);
    placed.start = 0.0; // the scheduler's now: the file's time origin
    placed.speed = animation.speed;
    placed.syncRequests = animation.requests;
    const Result<SyncWarp> warp = placedClipWarp(placed);
    if (!warp)
        return warp.status().withContext(where);
    if (warnings)
        for (const SyncWarpWarning &w : warp->warnings)
            warnings->push_back(where + ": warning: " + w.message());
    placed.start = warp->knots[std::size_t(SyncPoint::Start)];
    placed.blendIn = std::max(0.0, warp->blendIn);
    placed.blendOut = std::max(0.0, warp->blendOut);
    return placed;
}

Result<std::size_t> appendBmlTrack(Timeline &timeline, const std::vector<BmlAnimation> &animations,
                                   const ClipByName &clipNamed, const std::string &fileName,
                                   const QString &trackName, std::vector<std::string> *warnings)
{
    Track track;
    track.name = trackName;
    std::vector<std::string> found;
    for (const BmlAnimation &a : animations) {
        Result<PlacedClip> placed = placedClipFromBml(a, clipNamed, fileName, &found);
        if (!placed)
            return placed.status();
        track.placedClips.push_back(std::move(placed).value());
    }
    const std::size_t index = timeline.trackCount();
    if (Status st = timeline.insertTrack(index, std::move(track)); !st)
        return st.withContext(fileName);
    if (warnings)
        warnings->insert(warnings->end(), found.begin(), found.end());
    return index;
}

} // namespace knotline
