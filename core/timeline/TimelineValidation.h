#pragma once
// The checks a Timeline makes before it takes tracks and placed clips (spec/timeline.md
// §1.1: speed <= 0, negative blends, duration <= 0, NaN or infinity anywhere are refused).
// Clips and step channels check themselves when they are made (Clip::make,
// StepChannel::make): a channel with no key, key times decreasing, a duration <= 0.
// Each function returns the first problem found, as a Status with a message id whose
// text names the track and the placed clip (numbered from 1) and the clip; ok otherwise.

#include "core/base/Status.h"
#include "core/timeline/Track.h"

#include <cstddef>

namespace knotline {

/// The placed clip `placed`, to sit at 0-based `clipIndex` of track `trackIndex`: it
/// plays a clip (PlacedClipNoClip); start finite (PlacedClipStartNotFinite); window, when
/// set, finite and > 0 (PlacedClipWindowInvalid); speed finite and > 0
/// (PlacedClipSpeedInvalid); blends finite and >= 0 (PlacedClipBlendInInvalid,
/// PlacedClipBlendOutInvalid); requested sync times finite (PlacedClipSyncRequestNotFinite);
/// the end s + w / v finite (PlacedClipEndNotFinite); trimIn finite and >= 0
/// (PlacedClipTrimInInvalid) and a = s + trimIn before the end (PlacedClipTrimInPastEnd,
/// §1.6).
Status validatePlacedClip(const PlacedClip &placed, std::size_t trackIndex, std::size_t clipIndex);

/// The track's weight in [0, 1] (TrackWeightInvalid), then every placed clip of `track`,
/// which is to be track `trackIndex`.
Status validateTrack(const Track &track, std::size_t trackIndex);

/// The duration (finite, > 0: TimelineDurationInvalid).
Status validateTimelineDuration(double duration);

} // namespace knotline
