#include "core/edit/KeyScale.h"

#include "core/base/ShortestNumber.h"

#include <algorithm>
#include <cmath>

namespace knotline {

namespace {

bool isStepType(MayaTangentType t)
{
    return t == MayaTangentType::Step || t == MayaTangentType::StepNext;
}

/// Step ↔ step-next: a held segment played backwards holds the other key's value.
MayaTangentType mirroredStep(MayaTangentType t)
{
    return t == MayaTangentType::Step ? MayaTangentType::StepNext : MayaTangentType::Step;
}

MayaTangent scaledTangent(MayaTangent v, const KeyScaleParams &p)
{
    const double sign = p.timeScale < 0.0 ? -1.0 : 1.0;
    return MayaTangent{std::abs(p.timeScale) * v.x, sign * p.valueScale * v.y};
}

Status checkParams(const KeyScaleParams &p)
{
    if (!std::isfinite(p.timeScale) || p.timeScale == 0.0)
        return Status::error(MessageId::ScaleTimeInvalid, shortestNumber(p.timeScale));
    if (!std::isfinite(p.valueScale))
        return Status::error(MessageId::ScaleValueInvalid, shortestNumber(p.valueScale));
    if (!std::isfinite(p.timePivot) || !std::isfinite(p.valuePivot))
        return Status::error(MessageId::ScalePivotNotFinite);
    return Status::ok();
}

} // namespace

double scaledKeyTime(double time, const KeyScaleParams &params)
{
    return params.timePivot + params.timeScale * (time - params.timePivot);
}

double scaledKeyValue(double value, const KeyScaleParams &params)
{
    return params.valuePivot + params.valueScale * (value - params.valuePivot);
}

Status scaleKeys(AnimCurveFn &fn, const std::vector<std::size_t> &indices, const KeyScaleParams &params,
                 AnimCurveChange *change)
{
    if (const Status st = checkParams(params); !st)
        return st;
    if (indices.empty())
        return Status::error(MessageId::FilterTooFewKeys, 1);
    std::vector<std::size_t> selected = indices;
    std::sort(selected.begin(), selected.end());
    selected.erase(std::unique(selected.begin(), selected.end()), selected.end());
    const std::size_t n = fn.numKeys();
    if (selected.back() >= n)
        return Status::error(MessageId::KeyIndexOutOfRange, keyNumber(selected.back()), n);
    const std::size_t a = selected.front();
    const std::size_t b = selected.back();
    const bool reverse = params.timeScale < 0.0;
    std::vector<bool> isSelected(n, false);
    for (std::size_t i : selected)
        isSelected[i] = true;
    if (reverse)
        for (std::size_t j = a; j <= b; ++j)
            if (!isSelected[j])
                return Status::error(MessageId::ScaleReverseNeedsRun, keyNumber(j));

    std::vector<MayaKey> old(n);
    for (std::size_t i = 0; i < n; ++i)
        old[i] = fn.key(i).value();
    const double oldEnd = old[b].time;
    const double newEnd = scaledKeyTime(reverse ? old[a].time : old[b].time, params);
    const double rippleShift = params.ripple ? newEnd - oldEnd : 0.0;

    std::vector<MayaKey> keys = old;
    for (std::size_t i = 0; i < n; ++i) {
        MayaKey &k = keys[i];
        if (!isSelected[i]) {
            if (i > b)
                k.time += rippleShift;
            continue;
        }
        k.time = scaledKeyTime(old[i].time, params);
        k.value = scaledKeyValue(old[i].value, params);
        if (!reverse) {
            k.inTangent = scaledTangent(old[i].inTangent, params);
            k.outTangent = scaledTangent(old[i].outTangent, params);
            continue;
        }
        // Reversed: the old in side becomes the out side and the old out side the in side.
        k.outTangent = scaledTangent(old[i].inTangent, params);
        k.inTangent = scaledTangent(old[i].outTangent, params);
        const bool stepBefore = i > a && isStepType(old[i - 1].outType);
        k.outType = stepBefore ? mirroredStep(old[i - 1].outType) : old[i].inType;
        k.inType = isStepType(old[i].outType) ? MayaTangentType::Fixed : old[i].outType;
    }

    // The keys in their new order must have increasing times: in index order, with the run
    // [a, b] reversed when the scale is negative.
    std::vector<std::size_t> order(n);
    for (std::size_t i = 0; i < n; ++i)
        order[i] = i;
    if (reverse)
        std::reverse(order.begin() + static_cast<std::ptrdiff_t>(a), order.begin() + static_cast<std::ptrdiff_t>(b) + 1);
    for (std::size_t p = 0; p + 1 < n; ++p) {
        const std::size_t i = order[p], j = order[p + 1];
        if (keys[i].time < keys[j].time)
            continue;
        const bool iScaled = isSelected[i];
        return Status::error(MessageId::ScaleKeysWouldPass, keyNumber(iScaled ? i : j), keyNumber(iScaled ? j : i));
    }
    return fn.setKeys(std::move(keys), change);
}

} // namespace knotline
