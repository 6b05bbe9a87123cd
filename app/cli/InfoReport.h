#pragma once
// The text `knotline info` prints for a usda layer stack and for a Maya .anim file, as
// functions of what was read (no file access, no printing), so that the command line and
// the Python module (Document.Info, AnimFile.Info) give the same report.

#include "core/document/Document.h"
#include "core/io/AnimFile.h"

#include <QString>

#include <string>
#include <vector>

namespace knotline::cli {

/// `knotline info IN.usda`: the root layer (usda version and the version its content
/// needs, time metadata), its sublayers with their mapping into the root's time codes,
/// every spline attribute (value type, curve type, knot count and span, extrapolation,
/// loops, regressive segments, whether value resolution shows it), the time-sampled
/// attributes of the root and the value-clip sets. `displayPath` is the name printed on
/// the first line; sublayers are named relative to the root's folder. The value-clip
/// stage's warnings go to `clipWarnings` when given (the command prints them to stderr).
std::string describeDocument(const Document &doc, const QString &displayPath,
                             std::vector<std::string> *clipWarnings = nullptr);

/// `knotline info IN.anim`: the header (versions, time, linear and angular units,
/// start/end time), every curve by its "node.attribute" path (key count, first and last key
/// time in the file's frames, output type and unit, weighting, infinity), then the nodes
/// listed without a curve. `displayPath` is the name printed on the first line.
std::string describeAnimFile(const QString &displayPath, const AnimFile &file);

} // namespace knotline::cli
