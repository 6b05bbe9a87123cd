#pragma once
// Maya tangent types (MFnAnimCurve::TangentType, plus the Maya 2022+ auto family) and
// the words the .anim format uses for them. This header includes no Qt.

#include <cstdint>
#include <optional>
#include <string_view>

namespace knotline {

/// How one side of a Maya key's tangent is obtained. Every type except Fixed is computed
/// from the key and its neighbours (see MayaTangentAlgorithms.h); Step and StepNext on the
/// out side also choose how the segment after the key is interpolated.
enum class MayaTangentType : std::uint8_t {
    Global,   ///< "use the preference default"; resolved when set, never stored on a key
    Fixed,    ///< the tangent is authored (set with setTangent / setAngle / setWeight)
    Linear,   ///< points at the neighbouring key on that side; two linear sides make a linear segment
    Flat,     ///< slope 0
    Smooth,   ///< Maya "spline": slope of the chord between the two neighbours
    Step,     ///< out side: hold this key's value until the next key (tangent flat)
    StepNext, ///< out side: jump to the next key's value right after this key (tangent flat)
    Clamped,  ///< like Smooth, but flat next to a neighbour with the same value
    Plateau,  ///< like Smooth, but flat at extremes and ends, clamped against overshoot
    Auto,     ///< Maya/AnimX auto: chord slope clamped so the curve stays within the neighbours' values
    AutoMix,  ///< Maya auto mix: neighbour slopes blended with weight f (blend coefficient 0)
    AutoEase, ///< Maya auto ease: neighbour slopes blended with coefficient −0.5 (not Ts auto-ease)
};

/// True for every type whose tangent is recomputed from the neighbours (all but Fixed
/// and Global).
bool isComputedTangentType(MayaTangentType type);

/// True for Auto, AutoMix and AutoEase: a key without neighbours gets a zero tangent
/// vector (AnimX), while the other computed types give (1, 0).
bool isAutoFamily(MayaTangentType type);

/// The word the .anim format writes for `type` ("spline" for Smooth, "autoease" …).
std::string_view mayaTangentTypeWord(MayaTangentType type);

/// Parses a .anim tangent word. Accepts every word mayaTangentTypeWord writes, "smooth"
/// as an alias of "spline", the obsolete "slow" and "fast" (read as Smooth) and Maya
/// 2022's "autocustom" (read as Auto; Knotline has no custom auto weights). Unknown words
/// give nullopt.
std::optional<MayaTangentType> mayaTangentTypeFromWord(std::string_view word);

} // namespace knotline
