#pragma once
// The document file formats Knotline reads and writes, registered once (FileFormats.cpp):
// the editor (EditorDocument::open / saveAs) and the command line (knotline info | eval |
// bake) both choose a format here, by the file's extension. This header includes Qt Core
// only.

#include "core/base/Result.h"

#include <QString>
#include <QStringList>

#include <optional>
#include <vector>

namespace knotline {

/// A document file format. Readers and writers switch over it (the compiler names every
/// switch a new format must be handled in).
enum class FileFormat {
    UsdaLayer, ///< a USD text layer with its sublayers (core/io/LayerFile.h, DocumentLoader.h)
    MayaAnim,  ///< a Maya .anim file (core/io/AnimFile.h)
};

struct FileFormatInfo {
    FileFormat format;
    QString name;                 ///< "usda", "anim": the name the command line prints
    QStringList extensions;       ///< lower case, without the dot: the ones it is read from
    QStringList saveExtensions;   ///< the ones a document of this format may be saved as
};

/// Every registered format, in registration order.
const std::vector<FileFormatInfo> &fileFormats();

/// The format of `path` by its extension (any case; the usda format also reads .usd and
/// legacy .sdf text layers); nullopt for an extension no format reads.
std::optional<FileFormat> fileFormatForPath(const QString &path);

/// The registration of `format`.
const FileFormatInfo &fileFormatInfo(FileFormat format);

/// The format to read `path` with, or the error both the editor and the command line
/// report: "<path>: is a directory, not a layer file", or "<path>: unknown file type
/// (expected one of .usda, .usd, .sdf, .anim)". Reads nothing but the file's type.
Result<FileFormat> fileFormatToRead(const QString &path);

/// True when a document read as `format` may be saved to `path` (its extension is one
/// of the format's saveExtensions, any case).
bool canSaveAs(FileFormat format, const QString &path);

/// Every readable extension with a leading dot, e.g. ".usda, .usd, .sdf, .anim", for
/// error messages.
QString readableExtensionsText();

} // namespace knotline
