#pragma once
// The tangent toolbar's operations on the selected keys (Maya's Graph Editor tangent
// tools: Break / Unify Tangents, Weighted / Non-Weighted Tangents, Free / Lock Tangent
// Weight), without widgets so tests can call them. Each is one undo step named after the
// action, over every selected key of every channel at once, or fails changing nothing and
// says why (SessionEdits.h: nothing selected, a key on a channel that cannot be edited).
// The tangent types themselves are KeyOperations.h's setSelectedTangentType.

#include "widgets/session/EditorSession.h"

namespace knotline {

/// Break (`locked` false: in and out tangents move independently) or lock the tangents of
/// the selected keys (AnimCurveFn::setTangentsLocked; flags only, the tangents stay).
Status setSelectedTangentsBroken(EditorSession &session, bool broken);

/// Unify Tangents: locks the selected keys' tangents and, where the two sides point in
/// different directions, turns both to the mean of their angles (the key's sides become
/// Fixed, each keeps its weight), so the curve is smooth through the key. Sides of a
/// stepped key (out type Step or StepNext) keep their direction.
Status unifySelectedTangents(EditorSession &session);

/// Makes the curves holding selected keys weighted (Bezier) or non-weighted (Hermite)
/// (AnimCurveFn::setIsWeighted; weighting is a property of the whole curve, as in Maya).
Status setSelectedCurvesWeighted(EditorSession &session, bool weighted);

/// Lock Tangent Weight (`locked` true) or Free Tangent Weight on the selected keys
/// (AnimCurveFn::setWeightsLocked). Free weights are what weighted tangents need to change
/// their length in a drag.
Status setSelectedWeightsLocked(EditorSession &session, bool locked);

} // namespace knotline
