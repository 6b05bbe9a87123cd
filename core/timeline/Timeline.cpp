#include "core/timeline/Timeline.h"

#include "core/timeline/TimelineValidation.h"

#include <algorithm>
#include <unordered_set>

namespace knotline {

Timeline::Timeline() = default;

Result<Timeline> Timeline::make(double duration, std::vector<Track> tracks, PropertySpace space)
{
    if (Status s = validateTimelineDuration(duration); !s)
        return s;
    for (std::size_t i = 0; i < tracks.size(); ++i) {
        if (Status s = validateTrack(tracks[i], i); !s)
            return s;
    }
    Timeline timeline;
    timeline.m_duration = duration;
    timeline.m_tracks = std::move(tracks);
    timeline.m_space = space;
    return timeline;
}

Status Timeline::setDuration(double duration)
{
    if (Status s = validateTimelineDuration(duration); !s)
        return s;
    m_duration = duration;
    return Status::ok();
}

bool Timeline::anySolo() const
{
    return std::any_of(m_tracks.begin(), m_tracks.end(), [](const Track &t) { return t.solo; });
}

bool Timeline::trackCounts(std::size_t index) const
{
    const Track &t = m_tracks[index];
    return !t.muted && (t.solo || !anySolo());
}

bool Timeline::placementCounts(PlacementIndex index) const
{
    return trackCounts(index.track) && placedClip(index).enabled;
}

namespace {

Status trackIndexError(std::size_t index, std::size_t count)
{
    return Status::error(MessageId::TimelineTrackIndexOutOfRange, index + 1, count);
}

} // namespace

Status Timeline::insertTrack(std::size_t index, Track track)
{
    if (index > m_tracks.size())
        return trackIndexError(index, m_tracks.size());
    if (Status s = validateTrack(track, index); !s)
        return s;
    m_tracks.insert(m_tracks.begin() + static_cast<std::ptrdiff_t>(index), std::move(track));
    return Status::ok();
}

Status Timeline::setTrack(std::size_t index, Track track)
{
    if (index >= m_tracks.size())
        return trackIndexError(index, m_tracks.size());
    if (Status s = validateTrack(track, index); !s)
        return s;
    m_tracks[index] = std::move(track);
    return Status::ok();
}

Status Timeline::removeTrack(std::size_t index)
{
    if (index >= m_tracks.size())
        return trackIndexError(index, m_tracks.size());
    m_tracks.erase(m_tracks.begin() + static_cast<std::ptrdiff_t>(index));
    return Status::ok();
}

Status Timeline::setTrackInfo(std::size_t index, QString name, QString targetRoot, bool muted, bool solo)
{
    if (index >= m_tracks.size())
        return trackIndexError(index, m_tracks.size());
    Track &t = m_tracks[index];
    t.name = std::move(name);
    t.targetRoot = std::move(targetRoot);
    t.muted = muted;
    t.solo = solo;
    return Status::ok();
}

Status Timeline::checkPlacement(PlacementIndex index, bool inserting) const
{
    if (index.track >= m_tracks.size())
        return trackIndexError(index.track, m_tracks.size());
    const std::size_t count = m_tracks[index.track].placedClips.size();
    if (inserting ? index.clip > count : index.clip >= count)
        return Status::error(MessageId::TimelinePlacementIndexOutOfRange, index.track + 1, index.clip + 1, count);
    return Status::ok();
}

Status Timeline::insertPlacedClip(PlacementIndex index, PlacedClip placed)
{
    if (Status s = checkPlacement(index, true); !s)
        return s;
    if (Status s = validatePlacedClip(placed, index.track, index.clip); !s)
        return s;
    std::vector<PlacedClip> &list = m_tracks[index.track].placedClips.edit();
    list.insert(list.begin() + static_cast<std::ptrdiff_t>(index.clip), std::move(placed));
    return Status::ok();
}

Status Timeline::setPlacedClip(PlacementIndex index, PlacedClip placed)
{
    if (Status s = checkPlacement(index, false); !s)
        return s;
    if (Status s = validatePlacedClip(placed, index.track, index.clip); !s)
        return s;
    m_tracks[index.track].placedClips[index.clip] = std::move(placed);
    return Status::ok();
}

Status Timeline::removePlacedClip(PlacementIndex index)
{
    if (Status s = checkPlacement(index, false); !s)
        return s;
    std::vector<PlacedClip> &list = m_tracks[index.track].placedClips.edit();
    list.erase(list.begin() + static_cast<std::ptrdiff_t>(index.clip));
    return Status::ok();
}

std::vector<PlacementIndex> Timeline::placementsPlaying(const Clip *clip) const
{
    std::vector<PlacementIndex> out;
    for (std::size_t t = 0; t < m_tracks.size(); ++t) {
        const auto &list = m_tracks[t].placedClips;
        for (std::size_t c = 0; c < list.size(); ++c) {
            if (list[c].clip.get() == clip)
                out.push_back({t, c});
        }
    }
    return out;
}

std::vector<std::shared_ptr<const Clip>> Timeline::clips() const
{
    // From each track's clip uses (kept with its placements until they change).
    std::vector<std::shared_ptr<const Clip>> out;
    std::unordered_set<const Clip *> seen;
    for (const Track &track : m_tracks)
        for (const ClipUse &use : track.placedClips.clipUses())
            if (seen.insert(use.clip.get()).second)
                out.push_back(use.clip);
    return out;
}

std::unordered_map<const Clip *, std::size_t> Timeline::playCounts() const
{
    std::unordered_map<const Clip *, std::size_t> counts;
    for (const Track &track : m_tracks)
        for (const ClipUse &use : track.placedClips.clipUses())
            counts[use.clip.get()] += use.placements;
    return counts;
}

std::size_t Timeline::playCount(const Clip *clip) const
{
    std::size_t count = 0;
    for (const Track &track : m_tracks)
        for (const ClipUse &use : track.placedClips.clipUses())
            if (use.clip.get() == clip)
                count += use.placements;
    return count;
}

Result<std::size_t> Timeline::replaceClip(const Clip *oldClip, std::shared_ptr<const Clip> newClip)
{
    if (!newClip)
        return Result<std::size_t>::error(MessageId::TimelineClipMissing);
    // Placement checks depend on the clip's duration (the end s + w / v): check all first.
    const std::vector<PlacementIndex> uses = placementsPlaying(oldClip);
    for (const PlacementIndex &i : uses) {
        PlacedClip p = placedClip(i);
        p.clip = newClip;
        if (Status s = validatePlacedClip(p, i.track, i.clip); !s)
            return s;
    }
    for (const PlacementIndex &i : uses)
        m_tracks[i.track].placedClips[i.clip].clip = newClip;
    return uses.size();
}

Result<std::shared_ptr<const Clip>> Timeline::makeClipUnique(PlacementIndex index)
{
    if (Status s = checkPlacement(index, false); !s)
        return s;
    PlacedClip &p = m_tracks[index.track].placedClips[index.clip];
    p.clip = std::make_shared<const Clip>(*p.clip);
    return p.clip;
}

} // namespace knotline
