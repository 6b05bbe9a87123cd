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
// Comments are not part of the Layer; readUsda with UsdaSourceSpans records where the
// attribute statements are, so that a save can keep the file's text, comments included,
// where nothing was edited (UsdaTextPatch.h).
//
// Splines are read exactly as authored (anti-regression None while loading, like Ts
// reading with TsAntiRegressionAuthoringSelector(None)); afterwards each spline's
// authoring mode is Ts's default, Keep Ratio, for later edits.
//
// Errors: "file:line:column: message" (line and column 1-based; columns count
// characters), nothing is returned, never a crash. This header includes no Qt.
//
// Limits (hostile files are errors, not crashes or runaway memory; reading stays linear
// in the file's size, up to sorting):
// - prims and values nest at most 512 levels deep together (UsdaParser::kMaxNesting):
//   each prim, list, tuple, dictionary (also `dictionary` entries in layer, prim,
//   attribute and knot metadata) and the innermost value counts one level; the error is
//   at the opening bracket (or value) of the level too deep;
// - an inner loop (`loop: (start, end, pre, post, offset)`) makes at most 2,000,000
//   copies of its prototype, pre + post (UsdaParser::kMaxInnerLoopCopies): a count above
//   that is an error at the count, a sum above it an error at `loop`; and it may write
//   out at most 2,000,000 knots (kMaxInnerLoopKnots, Spline's limit), an error at `loop`.
//   Other invalid inner loops (e.g. `(5, 5, 1, 1, 0)`) are kept as authored.

#include "core/base/Result.h"
#include "core/document/Layer.h"
#include "core/io/UsdaSourceSpans.h"

#include <string>
#include <string_view>
#include <vector>

namespace knotline {

/// Parses usda `text`. `fileName` is the name used in messages (e.g. the file's path).
/// Warnings (legacy header, ignored inner loops) are appended to `warnings` when given,
/// in the same "file:line:column: warning: message" form.
Result<Layer> readUsda(std::string_view text, const std::string &fileName,
                       std::vector<std::string> *warnings = nullptr);
/// readUsda that also records the statements' places in `text` into `spans` (when given;
/// set only on success).
Result<Layer> readUsda(std::string_view text, const std::string &fileName, std::vector<std::string> *warnings,
                       UsdaSourceSpans *spans);

} // namespace knotline
