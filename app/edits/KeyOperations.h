#pragma once
// The Key menu's operations on an EditorSession, without widgets (so tests can call them):
// each is one undo step named after the menu item, or fails changing nothing and says why
// in the returned Status (the window shows it in the status bar).
//
// Times are time codes of the document; values are value units.

#include "core/animcurve/MayaTangentType.h"
#include "core/spline/SplineTypes.h"
#include "widgets/session/EditorSession.h"

#include <string>
#include <vector>

namespace knotline {

/// Which sides of the selected keys a tangent-type command changes.
enum class TangentSides { In, Out, Both };

/// Sets a key at `time` on every target channel (targetChannels(): the channels of the
/// selected keys, else the current channel; never every channel): the value is the
/// curve's value there (Maya's "Set Key"), both tangent types `tangentType` (Step and
/// StepNext apply to the out side; the in side then gets Auto). A channel that already has
/// a key at `time`, or has no value there (value block), is skipped and named in `*skipped`
/// (when given). An empty channel gets a key of value 0. Errors: no target channel, or
/// every channel was skipped.
Status setKeysAtTime(EditorSession &session, double time, MayaTangentType tangentType,
                     std::vector<std::string> *skipped = nullptr);

/// Inserts a breakdown at `time` on every target channel (as setKeysAtTime): a knot that keeps the curve's
/// shape (core/spline/Breakdown.h, Ts TsSpline::Breakdown) and is flagged as a Maya
/// breakdown key. Channels where Ts refuses it (a key already there, an inner-loop echo, a
/// looping extrapolation) are skipped and named in `*skipped`. Errors as setKeysAtTime.
Status insertBreakdownKeys(EditorSession &session, double time,
                           std::vector<std::string> *skipped = nullptr);

/// Sets or clears the Maya breakdown flag of the selected keys (AnimCurveFn::setIsBreakdown).
/// Errors: nothing selected, a selected channel that cannot be edited.
Status markSelectedAsBreakdown(EditorSession &session, bool isBreakdown);

/// Sets the Maya tangent type of `sides` of the selected keys. Step and StepNext exist on
/// the out side only: with Both they change the out side, with In they are refused.
Status setSelectedTangentType(EditorSession &session, MayaTangentType type, TangentSides sides);

/// Sets the interpolation of the segment after each selected knot (held, linear, curve,
/// value block) with a Ts-style edit (AnimCurveFn::editSpline).
Status setSelectedInterpolation(EditorSession &session, Interpolation interpolation);

/// Makes the selected knots dual-valued (pre-value = the curve's current value from the
/// left, so the shape does not change until the pre-value is edited) or single-valued
/// again (the pre-value is dropped; the curve then arrives at the knot's value).
Status setSelectedDualValued(EditorSession &session, bool dualValued);

/// Removes the selected keys (one undo step) and clears the selection.
Status deleteSelectedKeys(EditorSession &session);

/// Selects every key of every curve the canvas shows (ChannelFocus::shownChannels) that
/// can be edited (visible, unlocked, not read-only): a curve the channel tree's selection
/// or isolation hides is left alone (Maya's and Blender's graph editors select only the
/// curves they show).
void selectAllKeys(EditorSession &session);

} // namespace knotline
