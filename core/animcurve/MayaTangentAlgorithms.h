#pragma once
// Computed Maya tangents: the tangent each non-fixed MayaTangentType gives one side of a
// key, from the key and its neighbours. This header includes no Qt.
//
// Units: times in time codes, values in value units, slopes in value units per time code.
//
// Verified against ../shared/golden/animx/curves.jsonl (all 2609 computed tangents of the
// file reproduced): Linear, Flat, Step, StepNext, Auto, AutoMix, AutoEase. Smooth, Clamped
// and Plateau are not covered by the golden data; their rules are documented below.

#include "core/animcurve/MayaTangent.h"
#include "core/animcurve/MayaTangentType.h"

namespace knotline {

/// Blend coefficient of Maya's auto-mix tangent in the auto-ease weight
/// g(f) = 0.5 + u·(1 − c + 4c·u²), u = f − 0.5: c = 0, i.e. g = f (fitted to the golden
/// data). Maya's auto-ease uses kMayaAutoEaseCoefficient (−0.5, TangentAlgorithms.h);
/// Ts auto-ease (+0.5) is a different tangent algorithm that Maya curves never use.
inline constexpr double kMayaAutoMixCoefficient = 0.0;

/// A key and its neighbours, in Maya terms (key values, not Ts pre-values).
struct MayaKeyNeighbourhood {
    double time = 0.0;
    double value = 0.0;
    bool hasPrev = false;
    double prevTime = 0.0;
    double prevValue = 0.0;
    bool hasNext = false;
    double nextTime = 0.0;
    double nextValue = 0.0;
};

/// Slope of the computed tangent `type` on `side` of a key. Rules (mid = the key has both
/// neighbours; sPrev / sNext = slopes of the straight lines to the previous / next key):
/// - Flat, Step, StepNext: 0.
/// - Linear: in side sPrev, out side sNext; a side without that neighbour uses the other
///   side's slope; a key without neighbours 0.
/// - Smooth: mid (nextValue − prevValue) / (nextTime − prevTime); at an end the slope to
///   the one neighbour; alone 0.
/// - Clamped: as Smooth, but 0 when a neighbour has exactly the key's value.
/// - Plateau: 0 at the ends and when the key is not strictly between its neighbours'
///   values; otherwise the Smooth slope clamped to at most 3·|sPrev| and 3·|sNext|.
/// - Auto (AnimX autoTangent): 0 at the ends; mid: the Smooth slope, clamped to
///   [3·sPrev, 3·sNext] bounds, or 0 when those slopes and the chord do not all have the
///   same sign. AnimX's sign test counts a zero slope with the negative ones; that quirk is
///   kept so results match AnimX bit for bit.
/// - AutoEase / AutoMix: 0 at the ends; mid: autoEaseSlope with kMayaAutoEaseCoefficient /
///   kMayaAutoMixCoefficient (TangentAlgorithms.h).
/// Fixed and Global return 0 (they are not computed).
double computedTangentSlope(MayaTangentType type, TangentSide side, const MayaKeyNeighbourhood &key);

/// Time extent x (time codes) of a computed tangent vector (Maya stores (x, slope·x)): the
/// distance to the neighbour on that side, else to the other neighbour; for a key without
/// neighbours 0 for the auto family and 1 otherwise (AnimX). Weighted curves use it as
/// the tangent length; non-weighted curves normalise the vector.
double computedTangentExtent(MayaTangentType type, TangentSide side, const MayaKeyNeighbourhood &key);

/// AnimX's auto-tangent slope for a key between two neighbours (see Auto above).
double mayaAutoSlope(double prevTime, double prevValue, double time, double value, double nextTime,
                     double nextValue);

} // namespace knotline
