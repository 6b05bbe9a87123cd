#include "core/animcurve/MayaConversions.h"

#include <cmath>

namespace knotline {

Status validateMayaTangent(MayaTangent v)
{
    if (!std::isfinite(v.x) || !std::isfinite(v.y))
        return Status::error(MessageId::TangentNotFinite);
    if (v.x < 0.0)
        return Status::error(MessageId::TangentBackward);
    if (v.x == 0.0 && v.y != 0.0)
        return Status::error(MessageId::VerticalTangent);
    return Status::ok();
}

Tangent tsTangentFromMaya(MayaTangent v)
{
    Tangent t;
    t.width = v.x / 3.0;
    t.slope = v.x > 0.0 ? v.y / v.x : 0.0;
    t.algorithm = TangentAlgorithm::None;
    return t;
}

MayaTangent mayaTangentFromTs(const Tangent &tangent, bool unitLength)
{
    MayaTangent v{3.0 * tangent.width, 3.0 * tangent.width * tangent.slope};
    if (unitLength) {
        const double length = std::hypot(v.x, v.y);
        if (length > 0.0 && std::isfinite(length)) {
            v.x /= length;
            v.y /= length;
        } else if (tangent.width > 0.0) {
            // Slope too steep for hypot: the direction is (almost) vertical.
            v = MayaTangent{0.0, tangent.slope < 0.0 ? -1.0 : 1.0};
        }
    }
    return v;
}

MayaTangent mayaTangentFromAngleWeight(double angle, double weight)
{
    return MayaTangent{3.0 * weight * std::cos(angle), 3.0 * weight * std::sin(angle)};
}

MayaTangentAngleWeight angleWeightFromMayaTangent(MayaTangent v)
{
    return MayaTangentAngleWeight{std::atan2(v.y, v.x), std::hypot(v.x, v.y) / 3.0};
}

Extrapolation extrapolationForInfinity(InfinityType type, double linearSlope)
{
    Extrapolation e;
    switch (type) {
    case InfinityType::Constant:
        e.mode = ExtrapolationMode::Held;
        break;
    case InfinityType::Linear:
        e.mode = ExtrapolationMode::Sloped;
        e.slope = linearSlope;
        break;
    case InfinityType::Cycle:
        e.mode = ExtrapolationMode::LoopReset;
        break;
    case InfinityType::CycleRelative:
        e.mode = ExtrapolationMode::LoopRepeat;
        break;
    case InfinityType::Oscillate:
        e.mode = ExtrapolationMode::LoopOscillate;
        break;
    }
    return e;
}

InfinityType infinityForExtrapolation(const Extrapolation &extrapolation)
{
    switch (extrapolation.mode) {
    case ExtrapolationMode::ValueBlock:
    case ExtrapolationMode::Held:
        return InfinityType::Constant;
    case ExtrapolationMode::Linear:
    case ExtrapolationMode::Sloped:
        return InfinityType::Linear;
    case ExtrapolationMode::LoopReset:
        return InfinityType::Cycle;
    case ExtrapolationMode::LoopRepeat:
        return InfinityType::CycleRelative;
    case ExtrapolationMode::LoopOscillate:
        return InfinityType::Oscillate;
    }
    return InfinityType::Constant;
}

bool isMayaImage(const Extrapolation &extrapolation, InfinityType type)
{
    if (extrapolation.isLooping() && extrapolation.loopBoundary)
        return false;
    return extrapolation.mode == extrapolationForInfinity(type, 0.0).mode;
}

Interpolation segmentInterpolation(MayaTangentType outType, MayaTangentType nextInType, bool hasNext)
{
    if (outType == MayaTangentType::Step || outType == MayaTangentType::StepNext)
        return Interpolation::Held;
    if (hasNext && outType == MayaTangentType::Linear && nextInType == MayaTangentType::Linear)
        return Interpolation::Linear;
    return Interpolation::Curve;
}

} // namespace knotline
