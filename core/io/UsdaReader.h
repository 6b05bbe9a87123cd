#pragma once
// Reading the usda text format (#usda 1.0 – 1.3; legacy `#sdf 1.4.32` headers are read as
// 1.0 with a warning) into a Layer. Hand-written: no OpenUSD library is available on the
// target platform (Debian 12 packages none).
//
// Everything is kept: modelled content (layer time metadata, sublayers, prims,
// attributes, time samples, splines with the full grammar of
// ../shared/spec/formats.md §A.3) goes into the document model; anything else (other
// metadata, default values, dictionaries, relationships, variant sets, reorder
// statements) is kept as UsdValue trees or verbatim text and written back unchanged.
// Comments are not kept (the usda writer does not write them either).
//
// Splines are read exactly as authored (anti-regression None while loading, like Ts
// reading with TsAntiRegressionAuthoringSelector(None)); afterwards each spline's
// authoring mode is Ts's default, Keep Ratio, for later edits.
//
// Errors: "file:line:column: message" (line and column 1-based; columns count
// characters), nothing is returned, never a crash. This header includes no Qt.

#include "core/base/Result.h"
#include "core/document/Layer.h"

#include <string>
#include <string_view>
#include <vector>

namespace knotline {

/// Parses usda `text`. `fileName` is the name used in messages (e.g. the file's path).
/// Warnings (legacy header, ignored inner loops) are appended to `warnings` when given,
/// in the same "file:line:column: warning: message" form.
Result<Layer> readUsda(std::string_view text, const std::string &fileName,
                       std::vector<std::string> *warnings = nullptr);

} // namespace knotline
