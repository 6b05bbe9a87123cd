#pragma once
// OtioImport: what reading an OpenTimelineIO file (.otio, core/io/OtioReader.h) gives: a
// Timeline of placed clips, the clips they play, and everything the OTIO file holds that
// the timeline model has no place for, kept as JSON so nothing is dropped without a word.
// Times are timeline seconds (an OTIO rational time value / rate, computed exactly as one
// division where the file allows it) unless a member says otherwise.

#include "core/timeline/Clip.h"
#include "core/timeline/Timeline.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>

#include <algorithm>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace knotline {

/// One OTIO clip as it was placed. `index` names its placement in OtioImport::timeline.
struct OtioPlacementInfo {
    PlacementIndex index;
    QString name;           ///< the OTIO clip's name
    std::string jsonPath;   ///< where the clip sits in the file ("tracks.children[0].children[3]")
    double trackStart = 0;  ///< where its first frame plays on the timeline, seconds
    double trackDuration = 0; ///< how long it plays on the timeline, seconds (transitions excluded)
    /// True when it plays a clip of the caller's animations (OtioReadOptions::animations);
    /// false: it plays a placeholder clip without channels (listed as unmapped).
    bool mapped = false;
    /// Set when a FreezeFrame (or a time scalar of 0) holds one clip-local time, seconds.
    std::optional<double> frozenAt;
    /// What named the animation when mapped ("metadata", "target_url", "name"); empty when
    /// unmapped.
    QString mappedBy;
    /// What a mapping dialog can show: the active media reference's target_url, or the
    /// clip's name when it has none.
    QString hint;
    /// The whole OTIO clip object as the file holds it (metadata, media references,
    /// effects, markers and every member), for writing it back.
    QJsonObject otio;
};

/// A marker that is not a sync request (or that names a sync point on something other than
/// a clip): the timeline model has no markers, so they are kept here.
struct OtioMarker {
    QString name;
    double time = 0;     ///< timeline seconds of marked_range.start_time
    double duration = 0; ///< timeline seconds of marked_range.duration
    QString color;       ///< the marker's colour name ("RED", …; empty when absent)
    std::string jsonPath;
    QJsonObject otio;    ///< the marker object as read
};

/// Something read but not turned into timeline data: an unknown schema (an item, an effect,
/// a media reference kind), a top-level track's source_range, a clip outside its nested
/// composition's range. Kept as JSON for writing back, and reported.
struct OtioKept {
    OtioKept(std::string path, QString description, QJsonValue value, bool isItem = false)
        : jsonPath(std::move(path)), what(std::move(description)), otio(std::move(value)), item(isItem)
    {
    }

    std::string jsonPath;
    QString what;   ///< English, short: "unknown schema \"Foo.1\"", "effect \"Blur\"", …
    QJsonValue otio;
    /// True for an item of a track kept whole (an unknown schema in a track's children, or
    /// one listed under the Timeline's metadata.knotline.kept): the writer writes it back,
    /// in its place on `track` when that space is still empty, else under the Timeline's
    /// metadata.knotline.kept.
    bool item = false;
    std::optional<std::size_t> track; ///< the timeline track it sat on (items read from a track)
    double trackStart = 0;            ///< timeline seconds
    double trackDuration = 0;         ///< timeline seconds (0 without a source_range)
};

/// A Transition read from a track (timeline seconds), kept so that the writer writes the
/// same object back (name, metadata, parameters) where the same blend still is.
struct OtioTransition {
    /// What it joined as read: a clip to the clip after it, a clip out to nothing after it,
    /// a clip in from nothing before it, or neither.
    enum class Role { Dissolve, RampOut, RampIn, None };

    std::size_t track = 0;
    double cut = 0; ///< where the transition sits between its neighbours
    double in = 0;  ///< in_offset: how far it reaches before the cut
    double out = 0; ///< out_offset: how far after
    QJsonObject otio;
    Role role = Role::None;
};

/// A Gap read from a track, kept so that the writer writes the same gap back as it was
/// (name, metadata, markers) when the same space is still empty.
struct OtioGap {
    std::size_t track = 0; ///< index into OtioImport::timeline's tracks
    double start = 0;      ///< timeline seconds
    double duration = 0;   ///< timeline seconds
    QJsonObject otio;
};

/// A freeze frame of a mapped animation: the still clip its placement plays
/// (core/timeline/ClipStill.h) and what it was taken from.
struct OtioStill {
    std::shared_ptr<const Clip> still;     ///< what the placement plays
    std::shared_ptr<const Clip> animation; ///< the animation frozen
    double at = 0;                         ///< the clip-local time frozen, seconds
};

struct OtioImport {
    /// The timeline: one track per OTIO track (nested compositions add tracks after their
    /// parent's), pose mode Blended (spec/timeline.md §1.7, transitions are blends),
    /// PropertySpace::Independent; its duration is the latest placement end (1 s when empty).
    Timeline timeline;
    /// Every clip the placements play (mapped animations and placeholders), each once, in
    /// order of first use.
    std::vector<std::shared_ptr<const Clip>> clips;
    /// Parallel to the timeline's tracks: the OTIO track each was read from, without its
    /// "children" (name, kind, enabled, metadata, markers, effects, source_range, every other
    /// member); an empty object for a track made for an item that sat directly in a stack.
    std::vector<QJsonObject> trackOtio;
    /// One entry per placement, in track then clip order.
    std::vector<OtioPlacementInfo> placements;
    /// Parallel to trackOtio: true for a track made from a Stack or Track nested in a track
    /// (flattened), false for a lane of the top-level stack.
    std::vector<bool> trackFlattened;
    /// Parallel to trackOtio: for a flattened track, the compositions it sat in, outermost
    /// first, each without "children", then its own object as read; empty otherwise. The
    /// writer keeps them under the track's metadata.knotline.nested_in.
    std::vector<QJsonArray> trackNesting;
    std::vector<OtioMarker> markers;
    std::vector<OtioKept> kept;
    std::vector<OtioGap> gaps;
    std::vector<OtioTransition> transitions;
    /// The Timeline.1 object without "tracks", and its tracks Stack without "children", as
    /// read (every member, for writing back).
    QJsonObject rootOtio;
    QJsonObject stackOtio;
    /// The animations the file carries itself (metadata.knotline.animations, a compiled
    /// timeline document written by core/io/OtioWriter.h), in their order; empty when none.
    std::vector<std::shared_ptr<const Clip>> animations;
    /// The animations read from files that media references named (core/io/AnimationFileClip.h),
    /// each once, in order of first use; each one's id is the text that named it. The writer
    /// names them by that text and does not embed them.
    std::vector<std::shared_ptr<const Clip>> fileAnimations;
    /// The freeze frames of mapped animations, in file order.
    std::vector<OtioStill> stills;
    /// What was read with a warning ("tracks.children[0].children[1].media_reference.target_url:
    /// clip \"A\" plays nothing: …"): the file still opens.
    std::vector<std::string> warnings;
    /// The folder of the file read (readOtioFile; empty for readOtio): what relative
    /// animation-file names are relative to.
    QString folder;
    QString name;             ///< Timeline.1 name
    QJsonObject metadata;     ///< Timeline.1 metadata, as read
    /// Timeline.1 global_start_time in seconds, when set (informational: OTIO's tracks still
    /// start at 0 and so do the placements).
    std::optional<double> globalStartTime;
    /// The rate of the first rational time read (frames per second for snapping), 0 if none.
    double frameRate = 0;

    /// The placeholder clips (what unmapped OTIO clips play), each once, in file order.
    std::vector<std::shared_ptr<const Clip>> placeholderClips() const
    {
        std::vector<std::shared_ptr<const Clip>> out;
        for (const OtioPlacementInfo &p : placements)
            if (!p.mapped && p.index.track < timeline.trackCount()
                && p.index.clip < timeline.track(p.index.track).placedClips.size()) {
                const std::shared_ptr<const Clip> &clip = timeline.placedClip(p.index).clip;
                if (std::find(out.begin(), out.end(), clip) == out.end())
                    out.push_back(clip);
            }
        return out;
    }

    /// The placements playing a placeholder (unmapped clips), in order.
    std::vector<PlacementIndex> unmapped() const
    {
        std::vector<PlacementIndex> out;
        for (const OtioPlacementInfo &p : placements)
            if (!p.mapped)
                out.push_back(p.index);
        return out;
    }
};

} // namespace knotline
