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

/// The most bytes of layer files a stack may hold again (a file's size counted once per
/// entry after its first): each entry holds its own copy of the parsed layer, so 10,000
/// references to one 90 KB file would take gigabytes. Past it the open fails with
/// "file:line:column: sublayer '…' would make the layer stack hold more than 256 MB of
/// layers it holds already; …". A layer named once counts nothing, however large.
inline constexpr qint64 kMaxRepeatedLayerBytes = qint64(256) << 20;

/// The most problems Document::problems lists; one more line says how many were left out
/// ("N more problems of this layer stack are not listed"). Paths already looked at are
/// not looked at again, so a stack that names missing files a million times stays fast.
inline constexpr std::size_t kMaxListedProblems = 1000;

/// Reads `path` and the sublayers it names, and theirs, from `files`. Warnings (legacy
/// headers, …) of each layer read are appended to `warnings` when given, once per file.
/// Errors: a root that is a directory ("path: is a directory, not a layer file") or not a
/// regular file ("path: is not a regular file": a device or a pipe, which could block or
/// never end), the root's read or parse error ("path: cannot read: …",
/// "path:line:column: …"), or a limit above; then nothing is returned but the error.
Result<Document> openDocument(const QString &path, std::vector<std::string> *warnings = nullptr,
                              const LayerFileSource &files = diskLayerFiles());

} // namespace knotline
