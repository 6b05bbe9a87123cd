#pragma once
// Attribute: one attribute of a prim as a usda layer authors it — declaration (type,
// custom, variability), default value, metadata, `.timeSamples`, `.spline` and
// `.connect`. Anything Knotline does not interpret is kept as UsdValue trees.
// This header includes no Qt.

#include "core/document/AttributeSpline.h"
#include "core/document/Metadata.h"
#include "core/document/TimeSamples.h"
#include "core/document/UsdValue.h"

#include <optional>
#include <string>
#include <vector>

namespace knotline {

/// usda variability keyword: none (varying, the default), `uniform`, or legacy `config`.
enum class Variability { Varying, Uniform, Config };

/// One `[listOp] type name.connect = targets` statement.
struct ConnectStatement {
    ListOp op = ListOp::Explicit;
    UsdValue targets; ///< a Path, a List of Paths, or None

    bool operator==(const ConnectStatement &) const = default;
};

struct Attribute {
    std::string name;     ///< namespaced property name, e.g. "xformOp:rotateX"
    std::string typeName; ///< usda type name including "[]" for arrays, e.g. "double", "float3[]"
    bool custom = false;
    Variability variability = Variability::Varying;
    std::optional<UsdValue> defaultValue; ///< `= value` on the declaration (may be None)
    Metadata metadata;                    ///< `( … )` after the declaration
    std::optional<TimeSamples> timeSamples;
    std::optional<AttributeSpline> spline;
    std::vector<ConnectStatement> connections;
    /// Shown from a sublayer (re-timed into the root's time): not editable in place.
    /// Not part of the layer's content, so not compared.
    bool readOnly = false;

    bool hasSpline() const { return spline.has_value(); }
    /// Same authored content (readOnly is ignored).
    bool operator==(const Attribute &other) const;
};

/// True for the usda type names a spline can have: double, float, half, timecode
/// (double values, time-valued) and duration (read as double; see formats.md A.2).
bool isSplineValueTypeName(const std::string &typeName);

} // namespace knotline
