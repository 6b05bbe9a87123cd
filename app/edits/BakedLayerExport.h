#pragma once
// File ▸ Export Baked Layer: bakes the open usda document's root layer, with the current
// (possibly unsaved) edits, to a new usda file (core/io/BakeExport.h).
//
// EditorDocument keeps its usda content private, so the root layer is read again from the
// document's file and the edited splines of the root layer's channels are put into it, as
// EditorDocument::saveAs does. Consequence: if the file changed on disk since it was
// opened, the other content of the export follows the disk version (the splines are
// always the editor's).

#include "core/base/Result.h"
#include "core/edit/EditorDocument.h"
#include "core/io/BakeExport.h"

#include <QString>

namespace knotline {

/// The root layer of `document` as it would be saved now. Errors: not a usda document, the
/// file cannot be read again.
Result<Layer> editedRootLayer(const EditorDocument &document);

/// Bakes editedRootLayer(document) with `options` and writes it to `outputPath`
/// atomically. Returns the bake report. Errors: as editedRootLayer, bakeLayer, or the save.
Result<BakeReport> exportBakedLayer(const EditorDocument &document, const BakeOptions &options,
                                    const QString &outputPath);

/// True when `document` is a usda document (only those can be exported baked).
bool canExportBaked(const EditorDocument &document);

} // namespace knotline
