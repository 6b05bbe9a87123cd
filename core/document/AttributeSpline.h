#pragma once
// AttributeSpline: a spline as a usda layer stores it — the knotline::Spline plus the
// authored details Spline cannot hold, so reading and writing loses nothing:
// - knot custom-data dictionaries with their value types and nesting (Knot::customData
//   holds only bool/int64/double/string and no nested dictionaries),
// - the `custom` tangent algorithm (TangentAlgorithm has no Custom),
// - inner-loop parameters Spline refuses (e.g. `loop: (5, 5, 1, 1, 0)`, or inner loops
//   next to a loop boundary), which Ts stores and ignores.
// The extra details apply only while they still describe the spline: a knot dictionary
// is written only when its simple entries equal the knot's customData, and a `custom`
// algorithm only while the knot side's algorithm is None (see the functions below).
// This header includes no Qt.

#include "core/document/UsdValue.h"
#include "core/spline/Spline.h"
#include "core/time/LayerOffset.h"

#include <map>
#include <optional>

namespace knotline {

struct AttributeSpline {
    Spline spline;
    /// Authored knot dictionaries (UsdValue::Kind::Dictionary) by knot time.
    std::map<double, UsdValue> knotDictionaries;
    /// Knot sides authored with the `custom` tangent algorithm, by knot time.
    struct CustomAlgorithm {
        bool pre = false;
        bool post = false;
        bool operator==(const CustomAlgorithm &) const = default;
    };
    std::map<double, CustomAlgorithm> customAlgorithms;
    /// Authored inner-loop parameters that Spline refused; written back as authored.
    std::optional<LoopParams> unappliedInnerLoop;

    bool operator==(const AttributeSpline &) const = default;
};

/// The entries of a usda dictionary that Knot::customData can hold: bool, integer types
/// (int, int64, uint, …), floating types (double, float, half) and string-like types
/// (string, token, asset); nested dictionaries and arrays are left out.
CustomData customDataFromDictionary(const UsdValue &dictionary);

/// A usda dictionary for Knot::customData: bool → `bool`, int64 → `int` when it fits
/// in 32 bits else `int64`, double → `double`, string → `string`.
UsdValue dictionaryFromCustomData(const CustomData &data);

/// The dictionary to write for `knot`: the authored one when its simple entries equal
/// the knot's customData, else one made from customData; an empty dictionary means
/// "write nothing".
UsdValue knotDictionaryToWrite(const AttributeSpline &spline, const Knot &knot);

/// Whether the writer should print `custom` for the knot side: the knot has that side's
/// algorithm None and was authored with `custom` at its time.
bool hasCustomAlgorithm(const AttributeSpline &spline, const Knot &knot, bool preSide);

/// The spline and its extra details re-timed by `offset` (applyLayerOffset for the
/// spline; dictionary and algorithm records follow their knots; unapplied loop
/// parameters map like Ts maps loop parameters: only when protoEnd > protoStart).
/// With a negative scale the pre/post records swap sides.
AttributeSpline applyLayerOffset(const AttributeSpline &spline, const LayerOffset &offset);

} // namespace knotline
