#pragma once
// Baked-layer export: rewrites the spline attributes of a layer (all, or chosen paths)
// either as `.timeSamples` (target Samples, plain usda 1.0 any USD reader takes) or as
// interchange-safe splines (target Interchange: no inner loops, no looping
// extrapolation, no dual values, no tangent algorithms, no empty splines: a spline
// without knots becomes a `= None` default, since OpenUSD 24.11 cannot parse
// `.spline = { }`), and reports the largest error
// of the result against the original splines and where it occurs. An attribute that
// has time samples besides its spline already evaluates as those samples (OpenUSD: time
// samples beat a spline in the same layer; core/document/ValueResolution.h): both
// targets keep its samples as authored and drop the shadowed spline (error 0).
// This header includes no Qt.

#include "core/base/Result.h"
#include "core/document/Layer.h"
#include "core/time/TimeCodeRange.h"

#include <limits>
#include <optional>
#include <string>
#include <vector>

namespace knotline {

enum class BakeTarget { Samples, Interchange };

struct BakeOptions {
    BakeTarget target = BakeTarget::Samples;
    /// Range start/end in time codes; unset = the layer's startTimeCode / endTimeCode,
    /// and when the layer has none, the union of the chosen splines' knot spans
    /// (inner-loop copies included).
    std::optional<double> start, end;
    /// Time codes between samples (> 0); also the spacing of the error probes of the
    /// Interchange target.
    double stride = 1.0;
    /// Attribute paths ("/Prim.attr") to bake; empty = every spline attribute.
    std::vector<std::string> attributePaths;
    /// Jumps at most this large (value units) are not given extra samples.
    double jumpTolerance = 1e-9;
    /// Gap before a jump / replaced dual value; 0 = the next representable time code.
    double jumpGap = 0.0;
    /// Error probes per sample interval (Samples) or per stride (Interchange); 0 = none.
    int probesPerInterval = 1;
};

struct BakedAttributeReport {
    std::string path;
    std::size_t samples = 0;     ///< Samples: time samples written; Interchange: knots written
    std::size_t jumpSamples = 0; ///< Samples: extra samples before jumps
    double maxError = 0.0;       ///< value units; +inf for a value/no-value mismatch
    double maxErrorTime = std::numeric_limits<double>::quiet_NaN();
};

struct BakeReport {
    BakeTarget target = BakeTarget::Samples;
    double start = 0.0, end = 0.0, stride = 1.0;
    std::vector<BakedAttributeReport> attributes;
    double maxError = 0.0;
    std::string maxErrorPath; ///< empty when no error was measured
    double maxErrorTime = std::numeric_limits<double>::quiet_NaN();
};

/// Bakes `layer` in place. Errors (layer unchanged): an attribute path that does not name
/// a spline attribute of the layer, a bad range (start after end, or a start or end given
/// that is not finite: NaN is not "unset") or stride, or a baking failure.
Result<BakeReport> bakeLayer(Layer &layer, const BakeOptions &options);

/// One line per attribute and a summary, for the command line.
std::string formatBakeReport(const BakeReport &report);

} // namespace knotline
