#include "app/edits/BakedLayerExport.h"

#include "core/io/LayerFile.h"

namespace knotline {

bool canExportBaked(const EditorDocument &document)
{
    if (document.filePath().isEmpty() || document.channelCount() == 0)
        return false;
    for (const Channel &c : document.channels())
        if (c.source != ChannelSource::UsdaAttribute)
            return false;
    return true;
}

Result<Layer> editedRootLayer(const EditorDocument &document)
{
    if (!canExportBaked(document))
        return Status::error("only usda documents with spline attributes can be exported baked");
    Result<Layer> layer = readLayerFile(document.filePath());
    if (!layer)
        return layer.status();
    for (const Channel &c : document.channels()) {
        if (c.readOnly || c.sourceIndex != 0)
            continue;
        Attribute *a = layer.value().findAttribute(c.path);
        if (!a || !a->spline)
            return Status::error(c.path + ": no longer a spline attribute of "
                                 + document.filePath().toStdString());
        a->spline->spline = c.curve.spline();
    }
    return layer;
}

Result<BakeReport> exportBakedLayer(const EditorDocument &document, const BakeOptions &options,
                                    const QString &outputPath)
{
    Result<Layer> layer = editedRootLayer(document);
    if (!layer)
        return layer.status();
    Result<BakeReport> report = bakeLayer(layer.value(), options);
    if (!report)
        return report;
    if (Status st = saveLayerFile(layer.value(), outputPath); !st)
        return st;
    return report;
}

} // namespace knotline
