#include "core/animcurve/MayaTangentAlgorithms.h"

#include "core/spline/TangentAlgorithms.h"

#include <algorithm>
#include <cmath>

namespace knotline {

namespace {

// AnimX's sign test: positive → −1, zero and negative → +1. Only equality of the results
// matters.
int animxSignGroup(double v) { return v > 0.0 ? -1 : 1; }

double slopeToPrev(const MayaKeyNeighbourhood &k)
{
    return (k.value - k.prevValue) / (k.time - k.prevTime);
}

double slopeToNext(const MayaKeyNeighbourhood &k)
{
    return (k.nextValue - k.value) / (k.nextTime - k.time);
}

double smoothSlope(const MayaKeyNeighbourhood &k)
{
    if (k.hasPrev && k.hasNext)
        return (k.nextValue - k.prevValue) / (k.nextTime - k.prevTime);
    if (k.hasPrev)
        return slopeToPrev(k);
    if (k.hasNext)
        return slopeToNext(k);
    return 0.0;
}

double plateauSlope(const MayaKeyNeighbourhood &k)
{
    if (!k.hasPrev || !k.hasNext)
        return 0.0;
    const double sPrev = slopeToPrev(k);
    const double sNext = slopeToNext(k);
    if (!(sPrev * sNext > 0.0))
        return 0.0; // an extreme, or next to an equal value
    const double limit = 3.0 * std::min(std::abs(sPrev), std::abs(sNext));
    return std::clamp(smoothSlope(k), -limit, limit);
}

} // namespace

double mayaAutoSlope(double prevTime, double prevValue, double time, double value, double nextTime,
                     double nextValue)
{
    double target = (nextValue - prevValue) / (nextTime - prevTime);
    const double prevSlope3 = 3.0 * (value - prevValue) / (time - prevTime);
    const double nextSlope3 = 3.0 * (nextValue - value) / (nextTime - time);
    if (animxSignGroup(prevSlope3) != animxSignGroup(nextSlope3)
        || animxSignGroup(target) != animxSignGroup(nextSlope3))
        return 0.0;
    if (nextSlope3 >= 0.0)
        return std::min({target, nextSlope3, prevSlope3});
    return std::max({target, nextSlope3, prevSlope3});
}

double computedTangentSlope(MayaTangentType type, TangentSide side, const MayaKeyNeighbourhood &k)
{
    const bool mid = k.hasPrev && k.hasNext;
    switch (type) {
    case MayaTangentType::Global:
    case MayaTangentType::Fixed:
    case MayaTangentType::Flat:
    case MayaTangentType::Step:
    case MayaTangentType::StepNext:
        return 0.0;
    case MayaTangentType::Linear: {
        const bool usePrev = side == TangentSide::In ? k.hasPrev : !k.hasNext && k.hasPrev;
        if (usePrev)
            return slopeToPrev(k);
        if (k.hasNext)
            return slopeToNext(k);
        return 0.0;
    }
    case MayaTangentType::Smooth:
        return smoothSlope(k);
    case MayaTangentType::Clamped:
        if ((k.hasPrev && k.prevValue == k.value) || (k.hasNext && k.nextValue == k.value))
            return 0.0;
        return smoothSlope(k);
    case MayaTangentType::Plateau:
        return plateauSlope(k);
    case MayaTangentType::Auto:
        return mid ? mayaAutoSlope(k.prevTime, k.prevValue, k.time, k.value, k.nextTime, k.nextValue) : 0.0;
    case MayaTangentType::AutoEase:
        return mid ? autoEaseSlope(kMayaAutoEaseCoefficient, k.prevTime, k.prevValue, k.time, k.value,
                                   k.nextTime, k.nextValue)
                   : 0.0;
    case MayaTangentType::AutoMix:
        return mid ? autoEaseSlope(kMayaAutoMixCoefficient, k.prevTime, k.prevValue, k.time, k.value,
                                   k.nextTime, k.nextValue)
                   : 0.0;
    }
    return 0.0;
}

double computedTangentExtent(MayaTangentType type, TangentSide side, const MayaKeyNeighbourhood &k)
{
    const double toPrev = k.hasPrev ? k.time - k.prevTime : 0.0;
    const double toNext = k.hasNext ? k.nextTime - k.time : 0.0;
    if (side == TangentSide::In) {
        if (k.hasPrev)
            return toPrev;
        if (k.hasNext)
            return toNext;
    } else {
        if (k.hasNext)
            return toNext;
        if (k.hasPrev)
            return toPrev;
    }
    return isAutoFamily(type) ? 0.0 : 1.0;
}

} // namespace knotline
