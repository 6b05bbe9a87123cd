#pragma once
// Import of OpenTimelineIO JSON (.otio) into the placed-clip timeline (spec/timeline.md §1)
// with QJsonDocument. Schemas read: Timeline.1 (name, metadata, global_start_time, tracks),
// Stack.1, Track.1 and its older name Sequence.1, Clip.1 (media_reference) and Clip.2
// (media_references + active_media_reference_key), Gap.1, Transition.1, Marker.1–3,
// LinearTimeWarp.1, FreezeFrame.1, TimeRange.1, RationalTime.1 and the media references
// ExternalReference.1, MissingReference.1, GeneratorReference.1, ImageSequenceReference.1;
// `enabled` on every item. Anything else is kept (OtioImport::kept) and reported.
//
// Time. A rational time is value / rate seconds. An item's place on its track is the sum of
// the durations of the items before it (gaps included), computed as one division of a
// frame count when the track's items share one rate. A Transition takes no track time (it
// overlaps its neighbours, as OTIO's Track.range_of_child_at_index lays items out). An
// item's duration is its source_range.duration, else its media reference's available_range
// duration.
//
// Clips (spec/timeline.md §1.6). source_range.start_time is the clip-local time playing at
// the clip's first frame: the placement's anchor s lies that much (divided by the speed)
// before the first frame, and trimIn hides the head, so a = the first frame and
// e = a + the duration on the track.
//
// Warps: ONE READING. OTIO's documents disagree on whether a LinearTimeWarp changes the
// length of the item it is on. Knotline follows OTIO's layout code: an item occupies its
// source_range.duration on its track whatever its effects (a warp never moves later items);
// the warp changes how fast clip time runs through that length, so a clip of duration D
// with time_scalar k plays clip times start_time … start_time + D·k. Speeds multiply: the
// clip's own scalars and those of every nested composition it sits in. A scalar of 0 and a
// FreezeFrame hold the clip-local time of the first frame for the whole duration. A
// negative scalar (playing backwards) is refused, naming the effect: a placement's speed is
// > 0 (spec/timeline.md §1.1).
//
// Freeze frames: a frozen placement is a placement at speed 1 of a still clip as long as the
// freeze, with OtioPlacementInfo::frozenAt set: for a placeholder, a placeholder (no
// channels); for a mapped animation, its still at the frozen clip time
// (core/timeline/ClipStill.h: each channel holding the value it has there), recorded in
// OtioImport::stills with the animation it was taken from, so the writer writes the
// FreezeFrame of that animation back.
//
// Which animation a clip plays, first match wins, each compared with the id and then the
// name of OtioReadOptions::animations and of the animations the file embeds: the string
// metadata.knotline.animation; the active media reference's target_url (its fragment after
// '#' for "file.usda#/Prim", its file name without extension for "walk.anim", else the
// whole text, an animation id); the clip's name. When neither the metadata nor the
// target_url text matches and it names an animation file (core/io/AnimationFileClip.h:
// ".anim", ".usda", ".usd", with an optional "#/Prim"), that file is read through
// OtioReadOptions::animationFile (readOtioFile: relative to the .otio file's folder), once
// per text; the clip it gives has the text as its id (so the writer's
// metadata.knotline.animation names the file again) and is listed in
// OtioImport::fileAnimations. A file that cannot be read is a warning when nothing else
// maps the clip (MessageId::OtioAnimationFileUnread at the JSON path that named it, in
// OtioImport::warnings), not an error: the clip plays a placeholder. No match: a
// placeholder clip (no channels) named after the OTIO clip, as long as what the placement
// plays (its window, a transition's extension included), listed by OtioImport::unmapped().
//
// Knotline's own data (what core/io/OtioWriter.h writes under metadata.knotline): on the
// Timeline, the animations it carries (`animations`, a compiled timeline document; the
// caller's animations are matched first), `pose`, `property_space`, a `duration` longer
// than the placements, and `kept` items; on a track, `solo`, `locked`, `weight`,
// `blend_mode`, `target_root`; on a clip, `placement`: the exact start, trim_in, window,
// speed, blends and hold, taken when they agree with the cut the items give (start, end,
// speed and the clip time at the first frame within a microsecond), else the cut is used
// and the disagreement is reported in OtioImport::kept; for a frozen clip, the exact
// frozen clip time `frozen_at`, taken when within a microsecond of the start_time's. A run
// of clips tagged as the pieces 0 … n−1 of one sync-point warp (`warp_piece`), one after
// another and playing one animation, is read as the first piece's placement when its
// exact numbers warp the animation over the run's span; the other pieces' placements are dropped (one
// OtioPlacementInfo for the run). Otherwise each piece is a placement of its own.
//
// Transitions (spec/timeline.md §1.7): a Transition at the cut between two placements
// extends the outgoing one by out_offset past the cut and gives it a blend out over the
// whole transition (in_offset + out_offset); the incoming one starts in_offset before the
// cut (no earlier than its anchor: a clip with less head than in_offset starts at its
// anchor) and blends in until out_offset after the cut. A transition next to a gap or at a
// track's end ramps only the clip side. Offsets reach no further than the items beside the
// transition (in_offset at most the item before, out_offset the item after: OTIO's rule; a
// longer one is shortened). The timeline's pose mode is Blended. A transition's
// metadata.knotline cut, in_offset and out_offset (seconds, what core/io/OtioWriter.h
// writes) are taken for its cut and offsets where they agree with the rational times to a
// microsecond.
//
// Markers: a marker on a clip named after a sync point (start, ready, stroke_start, stroke,
// stroke_end, relax, end, spec/timeline.md §2) becomes that placement's sync request at the
// marker's timeline time; every other marker is kept in OtioImport::markers with its
// timeline time (the model has no timeline markers).
//
// Other items: a Gap takes its source_range's length; an item of an unknown schema is kept
// and takes its source_range's length when it has one (none otherwise). A track with
// `enabled: false` is read as muted, a clip with `enabled: false` as a disabled placement
// (spec/timeline.md §1.6). Markers on gaps, tracks and stacks are kept with their timeline
// times too.
//
// Nesting: a Stack or Track inside a track is flattened: each of its lanes becomes a track
// added after the parent's, with its content moved to where the composition sits, clipped
// to the composition's source_range, warped by its effects. A Track that is a lane of a
// nested Stack is itself such a composition: it starts at the stack's start and plays
// through its own source_range (else its natural length) and effects. A top-level track's
// source_range does not move or clip its items; it is kept and reported (EDL-made files
// give such ranges in record timecode), and so are its time effects.
//
// Errors (nothing is returned but the error): each names the JSON path of what is wrong,
// e.g. "tracks.children[2].children[5].source_range.duration.rate: must be a number > 0,
// found 0". Refused: text that is not JSON or not an object; a root that is not a
// Timeline.1; a missing or mistyped member the reader needs (tracks, children, a
// RationalTime's value and rate, a TimeRange's start_time and duration); a rate <= 0; a
// value that is not finite; a negative duration; a clip or gap with no duration; a negative
// time scalar; an item that starts or ends more than 1e8 s (about 3 years) from 0, on the
// timeline or on its own track (MessageId::OtioBeyondTimeLimit, kOtioMaxSeconds: beyond
// that a double holds a time only to some ns and a write might not read back the same); a
// clip whose range starts before 0 (a placement plays from its clip's first frame on);
// whatever the timeline model refuses (at "tracks").

#include "core/base/Result.h"
#include "core/io/AnimationFileClip.h"
#include "core/io/CompiledTimeline.h"
#include "core/io/OtioImport.h"

#include <QByteArray>
#include <QString>

#include <functional>
#include <memory>
#include <vector>

namespace knotline {

struct OtioReadOptions {
    /// The document's animations a clip may name (by Clip::id() or Clip::name()); the
    /// placements share these clips.
    std::vector<std::shared_ptr<const Clip>> animations;
    /// Reads the animation file a target_url (or metadata.knotline.animation) names, given
    /// the text and what core/io/AnimationFileClip.h's animationFileRef made of it; the clip's
    /// id must be the text. Errors become warnings. Unset: animation files are not read (the
    /// text is only matched against the animations). readOtioFile sets it, when unset, to
    /// readAnimationFileClip relative to the .otio file's folder.
    std::function<Result<Clip>(const QString &url, const AnimationFileRef &ref)> animationFile;
};

/// The OTIO timeline in `json` (UTF-8). See the header comment for the reading and errors.
Result<OtioImport> readOtio(const QByteArray &json, const OtioReadOptions &options = {});

/// The OTIO timeline in the file at `path`; errors as readOtio prefixed with the path
/// ("path: cannot read: …", "path: tracks.children[0]…: …").
Result<OtioImport> readOtioFile(const QString &path, const OtioReadOptions &options = {});

/// The timeline document an OTIO read gives, as a compiled timeline (spec §1.5): its
/// timeline and frame rate, and as animations the file's own (OtioImport::animations) then
/// every other clip its placements play (placeholders included). What the editor opens and
/// `knotline info` describes.
CompiledTimeline compiledTimelineOf(const OtioImport &read);

} // namespace knotline
