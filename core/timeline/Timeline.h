#pragma once
// Timeline: ordered tracks of placed clips (spec/timeline.md §1.1), with an informational
// duration (evaluation never clamps to it), the property space of its document (§1.4) and
// the pose it shows (raw §1.4 or blended §1.7; raw unless set).
//
// A cheap value type: a copy shares each track's placements until one side changes them
// (PlacementList, copy on write) and shares the clips (std::shared_ptr<const Clip>), so an
// undo snapshot costs a pointer per track, and an edit copies only the tracks it changes.
//
// A Timeline is always valid. make() and every edit check their input first (the checks
// of TimelineValidation.h) and, on error, return a Status naming the track, the placed
// clip and the clip, and change nothing. Indices in the API are 0-based; messages number
// tracks and placed clips from 1.
//
// Clip sharing: "N placements play this clip" is placementsPlaying(clip); "make unique" is
// makeClipUnique(track, index), which gives that one placement its own copy; editing a
// shared clip is replaceClip(old, edited), which every placement of `old` then plays.

#include "core/base/Result.h"
#include "core/timeline/PropertySpace.h"
#include "core/timeline/TimelinePoseMode.h"
#include "core/timeline/Track.h"

#include <cstddef>
#include <memory>
#include <unordered_map>
#include <vector>

namespace knotline {

/// Where a placed clip sits: track index, then index within the track (0-based).
struct PlacementIndex {
    std::size_t track = 0;
    std::size_t clip = 0;

    friend bool operator==(const PlacementIndex &, const PlacementIndex &) = default;
    friend auto operator<=>(const PlacementIndex &, const PlacementIndex &) = default;
};

class Timeline {
public:
    /// An empty timeline: duration 1 s, no tracks, PropertySpace::StageNode.
    Timeline();

    /// A timeline with the given content (pose mode Raw), checked as validateTrack and
    /// validateTimelineDuration do; on error nothing is made.
    static Result<Timeline> make(double duration, std::vector<Track> tracks,
                                 PropertySpace space = PropertySpace::StageNode);

    /// Seconds, finite and > 0. Informational.
    double duration() const { return m_duration; }
    /// Refuses a duration that is not finite or <= 0 (TimelineDurationInvalid).
    Status setDuration(double duration);

    PropertySpace propertySpace() const { return m_space; }
    void setPropertySpace(PropertySpace space) { m_space = space; }

    /// The pose evaluation gives (evaluateTimeline, TimelineCursor): Raw unless set.
    TimelinePoseMode poseMode() const { return m_poseMode; }
    void setPoseMode(TimelinePoseMode mode) { m_poseMode = mode; }

    /// True when some track is soloed (then only soloed tracks count, §1.6).
    bool anySolo() const;
    /// Whether track `index` counts in evaluation: not muted, and soloed when any track
    /// is (§1.6). Precondition: index < trackCount().
    bool trackCounts(std::size_t index) const;
    /// Whether the placed clip at `index` counts: its track counts and it is enabled
    /// (§1.6). Precondition: the index names a placed clip.
    bool placementCounts(PlacementIndex index) const;

    const std::vector<Track> &tracks() const { return m_tracks; }
    std::size_t trackCount() const { return m_tracks.size(); }
    /// Precondition: index < trackCount().
    const Track &track(std::size_t index) const { return m_tracks[index]; }
    /// Precondition: the index names a placed clip.
    const PlacedClip &placedClip(PlacementIndex index) const
    {
        return m_tracks[index.track].placedClips[index.clip];
    }

    // ---- checked edits (all-or-nothing) -----------------------------------------
    /// Inserts `track` before `index` (== trackCount() appends). Refuses an index out of
    /// range (TimelineTrackIndexOutOfRange) and an invalid placed clip.
    Status insertTrack(std::size_t index, Track track);
    /// Replaces the track at `index`; same checks.
    Status setTrack(std::size_t index, Track track);
    /// Removes the track at `index` (TimelineTrackIndexOutOfRange).
    Status removeTrack(std::size_t index);
    /// Sets the name, target root and flags of a track, keeping its placed clips and its
    /// weight and blend mode.
    Status setTrackInfo(std::size_t index, QString name, QString targetRoot, bool muted, bool solo);
    /// Inserts `placed` into track `index.track` before `index.clip`.
    Status insertPlacedClip(PlacementIndex index, PlacedClip placed);
    /// Replaces the placed clip at `index`.
    Status setPlacedClip(PlacementIndex index, PlacedClip placed);
    /// Removes the placed clip at `index` (TimelinePlacementIndexOutOfRange).
    Status removePlacedClip(PlacementIndex index);

    // ---- shared clips ---------------------------------------------------------------
    /// Every placement that plays `clip` (the same shared clip, compared by address), in
    /// track then clip order.
    std::vector<PlacementIndex> placementsPlaying(const Clip *clip) const;
    /// Every distinct clip the timeline plays, in order of first use. O(tracks × clips)
    /// for the tracks whose clip uses are known (PlacementList::clipUses, kept with the
    /// placements across copies until they change), O(placements) for the others.
    std::vector<std::shared_ptr<const Clip>> clips() const;
    /// How many placements play each clip the timeline plays (placementsPlaying(c).size()
    /// for every c at once; cost as clips()).
    std::unordered_map<const Clip *, std::size_t> playCounts() const;
    /// How many placements play `clip` (placementsPlaying(clip).size(); cost as clips()).
    std::size_t playCount(const Clip *clip) const;
    /// Makes every placement playing `oldClip` play `newClip` instead; returns how many.
    /// Refuses a null `newClip` (TimelineClipMissing), or one with which a placement would
    /// become invalid (its end not finite), and then changes nothing.
    Result<std::size_t> replaceClip(const Clip *oldClip, std::shared_ptr<const Clip> newClip);
    /// Gives the placement at `index` its own copy of its clip (no other placement plays
    /// it afterwards); returns the copy. Error when the index is out of range.
    Result<std::shared_ptr<const Clip>> makeClipUnique(PlacementIndex index);

    /// Same duration, space, pose mode and tracks (placements compare their clips by
    /// content).
    friend bool operator==(const Timeline &, const Timeline &) = default;

private:
    Status checkPlacement(PlacementIndex index, bool inserting) const;

    double m_duration = 1.0;
    std::vector<Track> m_tracks;
    PropertySpace m_space = PropertySpace::StageNode;
    TimelinePoseMode m_poseMode = TimelinePoseMode::Raw;
};

} // namespace knotline
