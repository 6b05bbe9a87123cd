#include "core/timeline/TimelineEditSupport.h"

#include <QCoreApplication>

namespace knotline::detail {

Status refused(const char *text)
{
    return Status::error(QCoreApplication::translate("TimelineEdits", text).toStdString());
}

Status checkIndex(const Timeline &timeline, PlacementIndex index)
{
    if (index.track >= timeline.trackCount() || index.clip >= timeline.track(index.track).placedClips.size())
        return refused(QT_TRANSLATE_NOOP("TimelineEdits", "There is no such placed clip."));
    return Status::ok();
}

Status checkSet(const Timeline &timeline, const std::set<PlacementIndex> &placements)
{
    if (placements.empty())
        return refused(QT_TRANSLATE_NOOP("TimelineEdits", "No placed clip is selected."));
    for (const PlacementIndex &i : placements)
        if (Status s = checkIndex(timeline, i); !s)
            return s;
    return Status::ok();
}

double playingLength(const PlacedClip &p)
{
    return p.end() - p.activeStart();
}

bool hasSyncRequests(const PlacedClip &p)
{
    for (const std::optional<double> &r : p.syncRequests)
        if (r)
            return true;
    return false;
}

Status refusedTrimOfSyncWarp()
{
    return refused(QT_TRANSLATE_NOOP("TimelineEdits", "The start of a placed clip with sync requests is set by its warp; clear the requests to trim it."));
}

std::vector<std::pair<PlacementIndex, PlacedClip>> takePlacements(Timeline &timeline,
                                                                  const std::set<PlacementIndex> &placements)
{
    std::vector<std::pair<PlacementIndex, PlacedClip>> taken;
    for (auto it = placements.rbegin(); it != placements.rend(); ++it) {
        taken.emplace_back(*it, timeline.placedClip(*it));
        (void)timeline.removePlacedClip(*it); // checked by checkSet
    }
    return {taken.rbegin(), taken.rend()};
}

} // namespace knotline::detail
