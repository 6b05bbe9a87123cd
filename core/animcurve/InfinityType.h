#pragma once
// Maya infinity types (MFnAnimCurve::InfinityType): what a curve does before its first
// and after its last key. The mapping onto Ts extrapolation is in MayaConversions.h.
// This header includes no Qt.

#include <optional>
#include <string_view>

namespace knotline {

enum class InfinityType {
    Constant,      ///< hold the end key's value (Ts held)
    Linear,        ///< straight line along the end key's outward tangent (Ts sloped)
    Cycle,         ///< repeat the keyed range (Ts loop reset)
    CycleRelative, ///< repeat, each copy offset by last − first key value (Ts loop repeat)
    Oscillate,     ///< repeat, every other copy mirrored in time (Ts loop oscillate)
};

/// The .anim word: constant, linear, cycle, cycleRelative, oscillate.
std::string_view infinityTypeWord(InfinityType type);
/// Parses an .anim infinity word (case-sensitive, as Maya writes them); nullopt if unknown.
std::optional<InfinityType> infinityTypeFromWord(std::string_view word);
/// True for Cycle, CycleRelative and Oscillate.
bool isCycling(InfinityType type);

} // namespace knotline
