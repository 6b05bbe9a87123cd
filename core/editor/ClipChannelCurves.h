#pragma once
// ClipChannelCurves: the clips' channels of a timeline document as editor channels, and
// edits of those curves back into the clips (issue 15, "Clip channels in the curve editor").
//
// Every spline channel of every clip the timeline plays (Timeline::clips(), in order of
// first use, then the clip's channel order) is one channel named "<clip>:<target>.<property>"
// ("walk:hero/hips.rotateX"); <clip> is the clip's animation id, else its name, else
// "clip<N>" (N counting from 1 in that order), with "#2", "#3"… added when two played clips
// carry the same label (a clip made unique keeps its id). Curves are in clip time as time
// codes: clip-local seconds × the document's frame rate (core/time/TimeCode.h). Step channels
// (strings, booleans) are shown read-only as held keys at their times (booleans 0 and 1,
// strings by the number of their key: 0, 1, 2…).
//
// An edit of a channel's curve becomes the clip with that channel's spline replaced
// (back in seconds), which every placement playing the clip then plays
// (Timeline::replaceClip). Knots the edit left as they were keep their exact seconds
// (converting to time codes and back is not always exact in floating point), as do the
// extrapolations and inner loop when unchanged.

#include "core/animcurve/AnimCurve.h"
#include "core/base/Result.h"
#include "core/timeline/Timeline.h"

#include <memory>
#include <string>
#include <vector>

namespace knotline {

struct ClipChannelCurve {
    std::string path;                  ///< "<clip>:<target>.<property>"
    std::shared_ptr<const Clip> clip;  ///< the clip the channel belongs to
    ChannelKey key;                    ///< the channel within the clip
    AnimCurve curve;                   ///< in clip time codes
    bool readOnly = false;             ///< a step channel
    std::size_t placements = 0;        ///< how many placements play the clip
};

/// Every channel of every clip `timeline` plays, in the order described above, with
/// curves at `timeCodesPerSecond` (> 0).
std::vector<ClipChannelCurve> clipChannelCurves(const Timeline &timeline, double timeCodesPerSecond);

/// The label `clip`'s channel paths start with ("<label>:"), as clipChannelCurves names
/// it (id, name or "clip<N>", "#2"… when labels repeat); empty when `timeline` does not
/// play `clip` (compared by address).
std::string clipChannelLabel(const Timeline &timeline, const Clip *clip);

/// The played clip whose channels carry `label` (the inverse of clipChannelLabel); null
/// for a label no played clip has.
std::shared_ptr<const Clip> clipOfLabel(const Timeline &timeline, const std::string &label);

/// `timeline` with channel `path` (a path clipChannelCurves gives) set to `curve` (clip
/// time codes at `timeCodesPerSecond`): the clip copied with that channel's spline
/// replaced, played by every placement that played it. Errors, nothing made: no such
/// channel (MessageId::ChannelDoesNotExist), a step channel (MessageId::ClipStepChannelReadOnly),
/// or what the clip or timeline refuses (e.g. a knot that is not finite).
Result<Timeline> timelineWithClipChannelCurve(const Timeline &timeline, const std::string &path,
                                              const AnimCurve &curve, double timeCodesPerSecond);

} // namespace knotline
