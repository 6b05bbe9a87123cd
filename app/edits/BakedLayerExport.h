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

class EditorSession;

/// The root layer of `document` as it would be saved now. Errors: not a usda document with
/// spline attributes (a .anim document has no root layer: exportBakedLayer makes one).
Result<Layer> editedRootLayer(const EditorDocument &document);

/// Bakes editedRootLayer(document) — for a .anim document the usda layer of
/// currentAnimFile(document), bakeAnimFile; options.attributePaths are then "/node.attribute"
/// paths — with `options` and writes it to `outputPath` atomically (QSaveFile). Returns the
/// bake report. Errors: as editedRootLayer, bakeLayer / bakeAnimFile, or the save.
Result<BakeReport> exportBakedLayer(const EditorDocument &document, const BakeOptions &options,
                                    const QString &outputPath);

/// The status-bar line after an export to `fileName`: "Exported 8 attributes to out.usda
/// (largest error 0.37 on /Ball.translateY at time 12.5)", the error in value units, the
/// time in time codes; "no error" when none was measured, "a value/no-value mismatch" for
/// an infinite error. Translated.
QString bakeReportText(const BakeReport &report, const QString &fileName);

/// Goes to the report's largest error: makes its channel current (the curve the canvas
/// shows) and moves the current time there. False, changing nothing, when the report names
/// no error or `session`'s document has no channel of that path.
bool showLargestBakeError(EditorSession &session, const BakeReport &report);

/// True when `document` is a usda document with only spline-attribute channels, or a .anim
/// document with a channel (only those can be exported baked).
bool canExportBaked(const EditorDocument &document);

} // namespace knotline
