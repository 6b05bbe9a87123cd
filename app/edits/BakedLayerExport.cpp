#include "app/edits/BakedLayerExport.h"

#include "app/edits/CurrentAnimFile.h"
#include "core/document/Document.h"
#include "core/io/AnimBake.h"
#include "core/io/LayerFile.h"

#include "widgets/session/EditorSession.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <cmath>

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

QString bakeReportText(const BakeReport &report, const QString &fileName)
{
    QString error;
    const QString path = QString::fromStdString(report.maxErrorPath);
    const QString time = QString::number(report.maxErrorTime, 'g', 10);
    if (report.maxErrorPath.empty())
        error = QCoreApplication::translate("BakedLayerExport", "no error");
    else if (!std::isfinite(report.maxError))
        error = QCoreApplication::translate("BakedLayerExport", "a value/no-value mismatch on %1 at time %2").arg(path, time);
    else
        error = QCoreApplication::translate("BakedLayerExport", "largest error %1 on %2 at time %3").arg(QString::number(report.maxError, 'g', 3), path, time);
    return QCoreApplication::translate("BakedLayerExport", "Exported %1 attributes to %2 (%3)").arg(report.attributes.size()).arg(fileName, error);
}

bool showLargestBakeError(EditorSession &session, const BakeReport &report)
{
    if (report.maxErrorPath.empty() || !std::isfinite(report.maxErrorTime))
        return false;
    const std::optional<ChannelId> channel = session.document()->findChannelByPath(report.maxErrorPath);
    if (!channel)
        return false;
    session.setCurrentChannel(channel);
    session.setCurrentTime(report.maxErrorTime);
    return true;
}

} // namespace knotline
