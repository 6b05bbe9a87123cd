#pragma once
// TimelineTime: the one conversion between a timeline's seconds and the editor's time
// codes. A timeline (spec/timeline.md §1.1) counts in seconds — timeline seconds for
// placements, clip-local seconds inside a clip — while the editor session's current time
// and visible time range are time codes (frames): time codes = seconds × the document's
// frame rate (EditorDocument::timeCodesPerSecond; a compiled timeline's knotline.frame_rate,
// 24 when it has none). Clip channels are shown in clip time the same way (clip seconds ×
// frame rate). This header includes no Qt.

namespace knotline {

/// The frame rate a timeline document uses when its file names none (frames per second).
inline constexpr double kDefaultTimelineFrameRate = 24.0;

/// `seconds` (timeline or clip-local) as time codes at `timeCodesPerSecond` (> 0).
constexpr double secondsToTimeCodes(double seconds, double timeCodesPerSecond)
{
    return seconds * timeCodesPerSecond;
}

/// The inverse: `timeCodes` at `timeCodesPerSecond` (> 0) as seconds.
constexpr double timeCodesToSeconds(double timeCodes, double timeCodesPerSecond)
{
    return timeCodes / timeCodesPerSecond;
}

} // namespace knotline
