#pragma once
// Knot: one control point of a spline (OpenUSD TsKnot vocabulary).
// Times are time codes (unitless doubles in the layer's time); values are in the
// attribute's unit; tangent slopes are value units per time code; tangent widths are
// time codes (>= 0).

#include "core/spline/SplineTypes.h"

#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <variant>

namespace knotline {

/// One side (pre or post) of a knot's tangent.
struct Tangent {
    double width = 0.0; ///< time codes, >= 0; ignored by Hermite curves (one third of the segment)
    double slope = 0.0; ///< value units per time code
    TangentAlgorithm algorithm = TangentAlgorithm::None;

    bool operator==(const Tangent &) const = default;
};

/// A value in a knot's custom-data dictionary (usda knot dictionaries).
using CustomDataValue = std::variant<bool, std::int64_t, double, std::string>;
/// Knot custom data: string keys, sorted (matches the usda writer's key order).
using CustomData = std::map<std::string, CustomDataValue>;

struct Knot {
    double time = 0.0;              ///< time code
    double value = 0.0;             ///< value on the post side (at and after the knot)
    std::optional<double> preValue; ///< value from the left; set = dual-valued knot
    Interpolation nextInterp = Interpolation::Held; ///< interpolation of the segment after this knot
    Tangent pre;  ///< tangent toward the previous knot (used when the previous segment is Curve)
    Tangent post; ///< tangent toward the next knot (used when nextInterp is Curve)
    CustomData customData;

    /// True when a pre-value is authored (the knot may jump at its time).
    bool isDualValued() const { return preValue.has_value(); }
    /// The value seen from the left as authored: the pre-value when dual-valued, else the value.
    /// (Evaluation additionally ignores it after a held or value-block segment.)
    double authoredPreValue() const { return preValue.value_or(value); }

    bool operator==(const Knot &) const = default;
};

/// Convenience constructor for tests and tools: a knot with symmetric tangent slope.
/// `width` applies to both sides.
inline Knot makeKnot(double time, double value, Interpolation next = Interpolation::Curve,
                     double width = 0.0, double slope = 0.0)
{
    Knot k;
    k.time = time;
    k.value = value;
    k.nextInterp = next;
    k.pre = Tangent{width, slope, TangentAlgorithm::None};
    k.post = Tangent{width, slope, TangentAlgorithm::None};
    return k;
}

} // namespace knotline
