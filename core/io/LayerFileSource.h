#pragma once
// LayerFileSource: where composition reads the layers a root layer points at (sublayers,
// clip layers, manifests) — the file system, or, for the composition fuzz target and
// tests, named layers held in memory. Paths are absolute and cleaned (QDir::cleanPath);
// a source answers what a path is, which path it is really (symbolic links resolved),
// and parses it.

#include "core/base/Result.h"
#include "core/document/Layer.h"

#include <QString>

#include <string>
#include <vector>

namespace knotline {

class LayerFileSource {
public:
    /// What a path names.
    enum class Kind {
        Missing,     ///< nothing (or a dangling link)
        RegularFile, ///< a file that can be read as a layer
        Directory,
        Other, ///< a device, a socket, a pipe
    };

    virtual ~LayerFileSource() = default;
    /// What `absolutePath` names.
    virtual Kind kind(const QString &absolutePath) const = 0;
    /// The path one file is known by, however it is reached (symbolic links resolved);
    /// only asked for a RegularFile.
    virtual QString canonicalPath(const QString &absolutePath) const = 0;
    /// The size in bytes of the RegularFile at `absolutePath`.
    virtual qint64 size(const QString &absolutePath) const = 0;
    /// Reads and parses the layer at `absolutePath` (as readLayerFile does). Warnings are
    /// appended when given.
    virtual Result<Layer> read(const QString &absolutePath, std::vector<std::string> *warnings) const = 0;
};

/// The file system (QFileInfo, readLayerFile). Thread-safe; lives for the program.
const LayerFileSource &diskLayerFiles();

} // namespace knotline
