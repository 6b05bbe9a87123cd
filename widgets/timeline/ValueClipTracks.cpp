#include "widgets/timeline/ValueClipTracks.h"

#include "core/time/TimeCode.h"
#include "core/valueclips/ClipSetReader.h"

#include <cmath>
#include <map>

namespace knotline {

Timeline valueClipTimeline(const Document &document, double timeCodesPerSecond, double endTimeCode)
{
    const double fps = std::isfinite(timeCodesPerSecond) && timeCodesPerSecond > 0.0 ? timeCodesPerSecond : 24.0;
    std::vector<Track> tracks;
    for (const std::string &prim : primsWithClipMetadata(document)) {
        for (const ClipSet &set : readClipSets(document, prim)) {
            Track track;
            track.name = QString::fromStdString(set.primPath + ": " + set.name);
            track.targetRoot = QString::fromStdString(set.primPath);
            std::map<std::size_t, std::shared_ptr<const Clip>> clips; // one clip per asset
            for (std::size_t k = 0; k < set.active.size(); ++k) {
                const ClipActivation &a = set.active[k];
                double end = k + 1 < set.active.size() ? set.active[k + 1].stageTime : endTimeCode;
                if (!(end > a.stageTime))
                    end = a.stageTime + 1.0;
                std::shared_ptr<const Clip> &clip = clips[a.clipIndex];
                if (!clip) {
                    const QString name = a.clipIndex < set.assetPaths.size()
                                             ? QString::fromStdString(set.assetPaths[a.clipIndex])
                                             : QStringLiteral("#%1").arg(a.clipIndex);
                    Result<Clip> made = Clip::make(name, 1.0, LoopMode::Once, {});
                    if (!made)
                        continue;
                    clip = std::make_shared<const Clip>(std::move(*made));
                }
                PlacedClip placed;
                placed.clip = clip;
                placed.start = timeCodeToSeconds(a.stageTime, fps);
                placed.window = timeCodeToSeconds(end - a.stageTime, fps);
                if (std::isfinite(placed.start) && *placed.window > 0.0 && std::isfinite(*placed.window))
                    track.placedClips.push_back(std::move(placed));
            }
            tracks.push_back(std::move(track));
        }
    }
    double duration = 1.0;
    for (const Track &t : tracks)
        for (const PlacedClip &p : t.placedClips)
            duration = std::max(duration, p.end());
    Result<Timeline> timeline = Timeline::make(duration, std::move(tracks), PropertySpace::Independent);
    return timeline ? *timeline : Timeline();
}

} // namespace knotline
