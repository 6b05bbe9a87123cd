#pragma once
// Reading and saving usda layer files. Saves go through QSaveFile: the text is written
// to a temporary file that replaces the target only when everything was written, so a
// failed save leaves the old file intact.

#include "core/base/Result.h"
#include "core/document/Layer.h"

#include <QString>

#include <string>
#include <vector>

namespace knotline {

/// Reads and parses the usda file at `path`. Errors: "path: cannot read: <reason>" or
/// the parser's "path:line:column: message". Warnings are appended when given.
Result<Layer> readLayerFile(const QString &path, std::vector<std::string> *warnings = nullptr);

/// Writes writeUsda(layer) to `path` atomically (QSaveFile). On error the old file is
/// unchanged and the Status says why ("path: cannot save: <reason>").
Status saveLayerFile(const Layer &layer, const QString &path);

/// Writes `text` to `path` atomically (QSaveFile); used by saveLayerFile.
Status saveTextFile(const std::string &text, const QString &path);

} // namespace knotline
