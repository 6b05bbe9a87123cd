#pragma once
// File ▸ Export Baked Layer: bakes the open usda document's root layer, with the current
// (possibly unsaved) edits, to a new usda file (core/io/BakeExport.h).
//
// The layer comes from the open document (EditorDocument::editedRootLayer), never from
// the file on disk: a file changed on disk after opening does not change what is exported.

#include "core/base/Result.h"
#include "core/editor/EditorDocument.h"
#include "core/io/BakeExport.h"

#include <QString>

namespace knotline {

/// The root layer of `document` as it would be saved now. Errors: not a usda document with
/// spline attributes.
Result<Layer> editedRootLayer(const EditorDocument &document);

/// Bakes editedRootLayer(document) with `options` and writes it to `outputPath`
/// atomically. Returns the bake report. Errors: as editedRootLayer, bakeLayer, or the save.
Result<BakeReport> exportBakedLayer(const EditorDocument &document, const BakeOptions &options,
                                    const QString &outputPath);

/// True when `document` is a usda document (only those can be exported baked).
bool canExportBaked(const EditorDocument &document);

} // namespace knotline
