#include "app/edits/BakedLayerExport.h"

#include "app/edits/CurrentAnimFile.h"
#include "core/document/Document.h"
#include "core/io/AnimBake.h"
#include "core/io/LayerFile.h"

#include <QFileInfo>

namespace knotline {

bool canExportBaked(const EditorDocument &document)
{
    if (document.animFile())
        return document.channelCount() > 0;
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
        return Status::error(MessageId::NotBakeExportable);
    return document.editedRootLayer();
}

Result<BakeReport> exportBakedLayer(const EditorDocument &document, const BakeOptions &options,
                                    const QString &outputPath)
{
    if (const std::optional<AnimFile> anim = currentAnimFile(document); anim && canExportBaked(document)) {
        const std::string doc = animBakeLayerDoc(QFileInfo(document.filePath()).fileName().toStdString(), *anim);
        Result<AnimBake> baked = bakeAnimFile(*anim, doc, options);
        if (!baked)
            return baked.status();
        if (Status st = saveLayerFile(baked->layer, outputPath); !st)
            return st;
        return baked->report;
    }
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
