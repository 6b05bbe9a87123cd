#pragma once
// ValueSource: the kinds of authored opinion an attribute's value can come from, and one
// opinion (kind and layer). Value resolution (ValueResolution.h) picks the one in effect;
// editor channels say which kind they show. This header includes no Qt.

#include <cstddef>

namespace knotline {

/// Where an attribute's value comes from (OpenUSD UsdResolveInfoSource without Fallback,
/// which needs schemas Knotline does not read). Add new kinds (value clips) at the end.
enum class ValueSourceKind {
    None,        ///< no value opinion, or an attribute block
    Default,     ///< the default value (`= value`)
    TimeSamples, ///< `.timeSamples`
    Spline,      ///< `.spline`
    ClipSet,     ///< a value-clip set (core/valueclips)
};

/// Short English name of a source kind as the command line prints it: "spline",
/// "time samples", "default", "clip set", "none".
const char *valueSourceKindName(ValueSourceKind kind);

/// One authored opinion: its kind and the index of its layer in Document::layers.
struct ValueOpinion {
    ValueSourceKind kind = ValueSourceKind::None;
    std::size_t layerIndex = 0;
    bool operator==(const ValueOpinion &) const = default;
};

} // namespace knotline
