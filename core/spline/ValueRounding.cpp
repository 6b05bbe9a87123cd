#include "core/spline/ValueRounding.h"

#include <cmath>

namespace knotline {

double roundToHalf(double x)
{
    if (!std::isfinite(x) || x == 0.0)
        return x;
    const double a = std::abs(x);
    if (a >= 65520.0) // rounds past the largest finite half
        return std::copysign(INFINITY, x);
    int exp = 0;
    std::frexp(a, &exp); // a = m · 2^exp, m in [0.5, 1)
    // Normal halves have 11 significant bits; subnormals a fixed step of 2^-24.
    const int e = std::max(exp - 11, -24);
    const double step = std::ldexp(1.0, e);
    return std::copysign(std::nearbyint(a / step) * step, x);
}

double roundToValueType(double x, ValueType type)
{
    switch (type) {
    case ValueType::Double:
        return x;
    case ValueType::Float:
        return static_cast<double>(static_cast<float>(x));
    case ValueType::Half:
        return roundToHalf(x);
    }
    return x;
}

std::optional<MessageId> overflowInValueType(const Knot &knot, ValueType type, const char **side)
{
    if (type == ValueType::Double)
        return std::nullopt;
    const auto overflows = [type](double x) { return !std::isfinite(roundToValueType(x, type)); };
    if (overflows(knot.value))
        return MessageId::KnotValueNotFinite;
    if (knot.preValue && overflows(*knot.preValue))
        return MessageId::KnotPreValueNotFinite;
    if (type == ValueType::Float) { // Half slopes are clamped instead (Spline.cpp roundKnot)
        for (const Tangent *tan : {&knot.pre, &knot.post}) {
            if (overflows(tan->slope)) {
                if (side)
                    *side = tan == &knot.pre ? "pre" : "post";
                return MessageId::KnotTangentSlopeNotFinite;
            }
        }
    }
    return std::nullopt;
}

} // namespace knotline
