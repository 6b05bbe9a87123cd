#pragma once
// Opening a usda file with its sublayer stack (OpenUSD PcpLayerStack rules): sublayer
// paths are resolved against the directory of the layer that names them; each
// sublayer's time maps into its parent's by its authored offset and the automatic
// timeCodesPerSecond scaling (sublayerToParentOffset), composed down the stack.
// A sublayer that is missing, a directory, not a regular file or unreadable, a cycle, or
// an invalid offset is recorded in Document::problems ("file:line:column: message") and
// skipped (an invalid offset is replaced by the identity, as Pcp does); the root layer's
// own errors fail, and so does a stack past the limits below.
//
// The stack is composed with a stack of its own on the heap, not by recursion, so a chain
// of any length cannot overflow the call stack (OpenUSD 24.11 crashes at 20,000 deep).
// Each distinct file (by its canonical path) is read and parsed once however often it is
// named: the same layer at two offsets is one parse and two entries.

#include "core/base/Result.h"
#include "core/document/Document.h"
#include "core/io/LayerFileSource.h"

#include <QString>

#include <cstddef>

namespace knotline {

/// The deepest a sublayer may be below the root (the root is depth 0). A deeper one fails
/// the open with "file:line:column: sublayer '…' would be 1001 layers below the root; …",
/// at the reference that went too deep. (OpenUSD has no limit and crashes far deeper.)
inline constexpr int kMaxSublayerDepth = 1000;

/// The most entries a layer stack may hold, the root included (a layer named twice counts
/// twice). One more fails the open with "file:line:column: sublayer '…' would make the
/// layer stack more than 10000 layers; …" at the reference that would add it: 30 layers
/// that each sublayer the next twice would otherwise make 2^30 entries.
inline constexpr std::size_t kMaxLayerStackEntries = 10000;

/// Reads `path` and the sublayers it names, and theirs, from `files`. Warnings (legacy
/// headers, …) of each layer read are appended to `warnings` when given, once per file.
/// Errors: the root's read or parse error ("path: cannot read: …", "path:line:column: …"),
/// or a limit above; then nothing is returned but the error.
Result<Document> openDocument(const QString &path, std::vector<std::string> *warnings = nullptr,
                              const LayerFileSource &files = diskLayerFiles());

} // namespace knotline
