#pragma once
// File ▸ Export Baked Layer: bakes the open usda document's root layer, with the current
// (possibly unsaved) edits, to a new usda file (core/io/BakeExport.h); for a Maya .anim
// document, its curves as they are now (app/edits/CurrentAnimFile.h) baked as
// `knotline bake FILE.anim` bakes them (core/io/AnimBake.h: samples carry Maya's values).
//
// The layer comes from the open document (EditorDocument::editedRootLayer), never from
// the file on disk: a file changed on disk after opening does not change what is exported.

#include "core/base/Result.h"
#include "core/editor/EditorDocument.h"
#include "core/io/BakeExport.h"

#include <QString>

namespace knotline {

/// The root layer of `document` as it would be saved now. Errors: not a usda document with
/// spline attributes (a .anim document has no root layer: exportBakedLayer makes one).
Result<Layer> editedRootLayer(const EditorDocument &document);

/// Bakes editedRootLayer(document) — for a .anim document the usda layer of
/// currentAnimFile(document), bakeAnimFile; options.attributePaths are then "/node.attribute"
/// paths — with `options` and writes it to `outputPath` atomically (QSaveFile). Returns the
/// bake report. Errors: as editedRootLayer, bakeLayer / bakeAnimFile, or the save.
Result<BakeReport> exportBakedLayer(const EditorDocument &document, const BakeOptions &options,
                                    const QString &outputPath);

/// True when `document` is a usda document with only spline-attribute channels, or a .anim
/// document with a channel (only those can be exported baked).
bool canExportBaked(const EditorDocument &document);

} // namespace knotline
