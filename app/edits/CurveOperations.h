#pragma once
// The Curve menu's operations on an EditorSession, without widgets: extrapolation, loop
// boundaries, inner loops and fixing regressive tangents. Each is one undo step named
// after the menu item (Ts-style edits through AnimCurveFn::editSpline), or fails changing
// nothing and says why.
//
// The commands that act on several channels act on the target channels (targetChannels():
// the channels of the selected keys, else the session's current channel; never every
// channel).
//
// Times are time codes; values value units; slopes value units per time code.

#include "core/spline/Extrapolation.h"
#include "core/spline/SplineTypes.h"
#include "widgets/session/EditorSession.h"

#include <cstddef>
#include <optional>

namespace knotline {

/// Which end of a curve an extrapolation command changes.
enum class CurveEnd { Pre, Post };

/// Sets the extrapolation mode of `end` on every target channel (targetChannels()).
/// Sloped takes the curve's current slope at that end (so nothing kinks; edit the slope in
/// the inspector); a non-looping mode drops the loop boundary; a looping mode keeps it.
/// Errors: no target channel; the spline refuses it (e.g. a loop boundary with inner
/// loops).
Status setExtrapolationMode(EditorSession &session, CurveEnd end, ExtrapolationMode mode);

/// Sets (or, with nullopt, clears) the loop boundary of `end` on every target channel
/// (usda `loop repeat(t)`: pre loops [first key, t], post loops [t, last key]). Errors: the
/// end's extrapolation is not looping; no key at `time` on a channel; inner loops present.
Status setLoopBoundary(EditorSession &session, CurveEnd end, std::optional<double> time);

/// The channel an inner-loop command acts on: the only channel with selected keys, or (with
/// nothing selected) the current channel. Errors: none, or several.
Result<ChannelId> innerLoopChannel(const EditorSession &session);

/// Suggested inner-loop parameters for `channel`: its current ones when it has inner
/// loops; otherwise the prototype spans the selected keys of the channel (first to last;
/// with one selected key, to the next key), one loop after it, no value offset.
LoopParams suggestedInnerLoop(const EditorSession &session, ChannelId channel);

/// Sets the inner-loop parameters of `channel` (all zero removes the loop). Errors: the
/// spline refuses them (no knot at protoStart, bad counts, a loop boundary present, …).
Status setInnerLoop(EditorSession &session, ChannelId channel, const LoopParams &params);

/// Adjusts every regressive Bezier segment of the target channels with `mode` (Contain,
/// KeepRatio or KeepStart; core/spline/Regression.h). Errors: nothing to fix ("no
/// regressive segments").
Status fixRegressiveTangents(EditorSession &session, AntiRegressionMode mode);

} // namespace knotline
