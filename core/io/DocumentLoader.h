#pragma once
// Opening a usda file with its sublayer stack (OpenUSD PcpLayerStack rules): sublayer
// paths are resolved against the directory of the layer that names them; each
// sublayer's time maps into its parent's by its authored offset and the automatic
// timeCodesPerSecond scaling (sublayerToParentOffset), composed down the stack.
// A sublayer that cannot be opened, a cycle, or an invalid offset is recorded in
// Document::problems ("file:line:column: message") and skipped (an invalid offset is
// replaced by the identity, as Pcp does); only the root layer's own errors fail.

#include "core/base/Result.h"
#include "core/document/Document.h"

#include <QString>

namespace knotline {

/// Reads `path` and, recursively, its sublayers. Warnings (legacy headers, …) from all
/// layers are appended to `warnings` when given.
Result<Document> openDocument(const QString &path, std::vector<std::string> *warnings = nullptr);

} // namespace knotline
