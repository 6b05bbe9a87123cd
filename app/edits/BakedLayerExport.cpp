#include "app/edits/BakedLayerExport.h"

#include "core/document/Document.h"
#include "core/io/LayerFile.h"

namespace knotline {

bool canExportBaked(const EditorDocument &document)
{
    if (!document.usdDocument() || document.channelCount() == 0)
        return false;
    for (ChannelId id : document.channelIds())
        if (document.channel(id).source != ChannelSource::UsdaAttribute)
            return false;
    return true;
}

Result<Layer> editedRootLayer(const EditorDocument &document)
{
    if (!canExportBaked(document))
        return Status::error("only usda documents with spline attributes can be exported baked");
    return document.editedRootLayer();
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
