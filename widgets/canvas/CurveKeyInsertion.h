#pragma once
// CurveKeyInsertion: the Insert Key tool's edit — a key put on a curve where the user
// clicked it (Maya's Insert Keys Tool; Blender's Ctrl+click on a curve), in one of two
// ways the user chooses (Key ▸ Inserted Keys):
// - KeepShape: the key splits the segment without changing the curve (the new knot and
//   its neighbours' tangents as a breakdown makes them, core/spline/Breakdown.h, Ts
//   TsSpline::Breakdown), but it is an ordinary key, not flagged as a Maya breakdown;
// - DefaultTangent: a key with the curve's value there and the default tangent type on
//   both sides (Step and StepNext on the out side only, the in side then Auto), as
//   Key ▸ Set Key makes it; the neighbouring segments follow the new key's tangents.

#include "core/animcurve/MayaTangentType.h"
#include "core/base/Result.h"
#include "core/editor/ChannelId.h"

#include <cstddef>

namespace knotline {

class EditorSession;

enum class KeyInsertShape { KeepShape, DefaultTangent };

/// Inserts a key at `time` (time codes) on `channel` as one undo step named "Insert Key"
/// and returns its index. Errors (nothing changes): the channel cannot be edited, a key is
/// already at `time`, the curve has no value there (value block), or Ts refuses the
/// breakdown (an inner-loop echo, a looping extrapolation).
Result<std::size_t> insertKeyOnCurve(EditorSession &session, ChannelId channel, double time, KeyInsertShape shape,
                                     MayaTangentType defaultType);

} // namespace knotline
