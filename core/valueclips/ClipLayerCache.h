#pragma once
// ClipLayerCache: the clip layers and manifests of a stage's clip sets, each read (with
// a LayerFileSource, by default the file system) the first time a value needs it and kept read-only until the cache
// goes away — OpenUSD opens clip layers during value resolution, not at stage open, and
// keeps the opened ones. A file that is missing or unreadable gives one warning (the
// caller's words: which clip of which set) and is remembered as missing.
// Not thread-safe.

#include "core/base/Status.h"
#include "core/document/Layer.h"
#include "core/io/LayerFileSource.h"

#include <map>
#include <memory>
#include <string>
#include <vector>

namespace knotline {

class ClipLayerCache {
public:
    /// Reads from `files`, which must outlive the cache.
    explicit ClipLayerCache(const LayerFileSource &files = diskLayerFiles()) : m_files(files) {}

    /// The layer at absolute path `file`, or nullptr when it cannot be read. On the first
    /// failure a warning is recorded: `missing` (its %4 filled by the path) when the file
    /// does not exist, else `unreadable` with the reader's error as %4 ("path: is a
    /// directory, not a layer file", "path: is not a regular file": a device or a pipe is
    /// not read). `what` are the
    /// message's first three arguments (asset path, clip set name, prim path); `where`
    /// ("file:line:column" of the field that named the file; empty: none) prefixes it.
    const Layer *layer(const std::string &file, MessageId missing, MessageId unreadable,
                       const std::vector<std::string> &what, const std::string &where = std::string());

    /// How many files were read so far (successfully or not).
    std::size_t openedCount() const { return m_layers.size(); }
    /// Warnings of the reads so far ("warning: …" messages, in the order met).
    const std::vector<std::string> &warnings() const { return m_warnings; }

private:
    const LayerFileSource &m_files;
    std::map<std::string, std::unique_ptr<const Layer>> m_layers; // nullptr = unreadable
    std::vector<std::string> m_warnings;
};

} // namespace knotline
