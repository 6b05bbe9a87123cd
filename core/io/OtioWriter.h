#pragma once
// Export of a placed-clip timeline (spec/timeline.md §1) as OpenTimelineIO JSON (.otio),
// written with QJsonDocument. It follows the same reading as core/io/OtioReader.h, so what
// the writer writes the reader reads back as the same timeline:
//
// - One Track.1 per timeline track, in order (a track read from OTIO is written from the
//   object it was read from: name, kind, markers, effects, metadata and every other member
//   kept; `enabled: false` when muted). Knotline-only track data (solo, locked, weight,
//   blend mode, target root) goes under the track's metadata.knotline.
// - A track's placements in order of where they start playing (PlacedClip::activeStart, a
//   warp written as pieces from its first knot),
//   each a Clip: source_range.start_time is the clip time playing at its first frame
//   (trimIn · speed), source_range.duration the track time it occupies up to the next cut;
//   a speed other than 1 is a LinearTimeWarp.1 whose time_scalar is the speed (a warp never
//   changes an item's length, OtioReader.h's one reading); a disabled placement has
//   `enabled: false`; its sync requests are markers named after the sync point (Marker.2, a
//   zero-length marked_range at the clip time of the request). A clip read from OTIO is
//   written from the object it was read from (media references, metadata, markers and
//   effects other than time warps kept; its time effects, names and metadata included,
//   too while they still say what is written: the same freeze, or LinearTimeWarp scalars
//   whose product is the speed, else one warp or freeze replaces them).
// - A placement with a sync-point warp (spec/timeline.md §2) that plays forwards, untrimmed
//   and alone on its stretch of track is written as one clip per stretch of one speed
//   between its warp's knots, each with its own source_range and LinearTimeWarp, so that
//   any OTIO reader plays the warp; each is tagged metadata.knotline.warp_piece {index,
//   count}, the first carries the placement, and core/io/OtioReader.h reads the run back
//   as the one warped placement. Other warped placements are one clip, as unwarped ones.
// - Space before a placement is a Gap.1 (the gap read from OTIO with that exact start and
//   length is written back as it was). Two placements that overlap become a Transition.1
//   ("SMPTE_Dissolve") at the middle of the overlap, in_offset and out_offset reaching to
//   the overlap's ends: the blend out and blend in of spec §1.7. A transition read from
//   OTIO is written back (its object, cut and offsets) where it joins what it joined when
//   read (OtioTransition::Role: the same two clips' dissolve, a ramp out of a clip into
//   nothing, a ramp in from nothing), matched in the order the track is written; where the
//   blends no longer fit one, a new one is written.
// - Rational times are written at the frame rate (OtioWriteOptions::frameRate), with a
//   value rounded to the whole frame when it is within 1e-9 frames of one.
// - Knotline-only data under metadata.knotline: on a clip, `animation` (the id, else the
//   name, of the animation it plays; not written for a placeholder) and `placement` (start,
//   trim_in, window, speed, blend_in, blend_out, hold: the exact numbers, which the reader
//   takes when the OTIO items agree with them, so a round trip through OTIO is bit for bit);
//   on a Transition, `cut`, `in_offset` and `out_offset` (seconds, exact; an out_offset
//   reaches no further than the clip after it lasts on the track, OTIO's rule);
//   on the Timeline, `pose`, `property_space`, `duration`, `frame_rate` and `animations`
//   (the played animations as a compiled timeline document, spec §1.5, so the file opens
//   with its animations wherever it goes).
// - What the original read made of animations: a freeze frame of a mapped animation
//   (OtioImport::stills) is written as a FreezeFrame.1 of that animation at the frozen clip
//   time (`animation` names it; the still is not embedded, the animation is); an animation
//   read from a file a media reference named (OtioImport::fileAnimations) is named by that
//   text (its id) and not embedded, so the file is read again next time.
//
// Refused (nothing written): a placement that overlaps more than the one before it on its
// track (starts playing before that one's item does), ends before it, or comes before it in
// the track's order (OTIO's tracks hold one item at a time; a transition joins two, and the
// reader gives the incoming clip the later place, which wins the pose where they overlap,
// spec/timeline.md §1.4), naming the track and the clips; a placement ending more than
// 1e8 s from 0 (kOtioMaxSeconds, which the reader refuses too: beyond it times do not read
// back the same); what the compiled writer refuses of the animations.

#include "core/base/Result.h"
#include "core/io/OtioImport.h"

#include <QByteArray>
#include <QString>

#include <memory>
#include <vector>

namespace knotline {

struct OtioWriteOptions {
    /// What the timeline was read from (readOtio's result, its timeline the one read), whose
    /// objects are written back; nullptr for a timeline made elsewhere. A placement is
    /// matched to the OTIO clip it was read from by the clip it plays and where it starts;
    /// a track by its name.
    const OtioImport *original = nullptr;
    /// Frames per second of the rational times written (> 0).
    double frameRate = 24.0;
    /// Animations of the document to embed besides the ones played (in this order, first).
    std::vector<std::shared_ptr<const Clip>> animations;
    /// Freeze frames of animations besides the original's (OtioImport::stills): placements
    /// of these stills are written as a FreezeFrame of their animation, as those are.
    std::vector<OtioStill> stills;
    /// Embedded animations with channels the compiled format cannot hold (inner loops,
    /// looping extrapolation, value blocks, regressive segments) are sampled into linear
    /// keyframes at frameRate (CompiledWriteOptions::bakeToKeyframes) instead of refused.
    bool bakeAnimations = false;
    /// Where relative animation-file names (a clip's target_url or metadata.knotline.animation
    /// naming a .anim or usda file, core/io/AnimationFileClip.h) were relative to, and where
    /// the written file goes: when both are set and differ, such names are rewritten relative
    /// to `animationFilesTo` (the fragment kept), so that a cut saved in another folder still
    /// finds its animation files. Absolute names and other URLs are written as read.
    QString animationFilesFrom;
    QString animationFilesTo;
    /// The Timeline.1 name when there is no original.
    QString name;
    bool indented = true;
};

/// `timeline` as OTIO JSON (UTF-8). See the header comment.
Result<QByteArray> writeOtio(const Timeline &timeline, const OtioWriteOptions &options = {});

/// writeOtio saved to `path` atomically (QSaveFile: on failure the old file is intact).
/// Errors: writeOtio's, or "path: cannot write: …".
Status saveOtioFile(const Timeline &timeline, const QString &path, const OtioWriteOptions &options = {});

} // namespace knotline
