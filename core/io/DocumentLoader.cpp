#include "core/io/DocumentLoader.h"

#include "core/io/LayerFile.h"

#include <QDir>
#include <QFileInfo>

#include <cmath>

namespace knotline {

namespace {

struct Loader {
    Document doc;
    std::vector<std::string> *warnings = nullptr;
    std::vector<QString> openStack; // canonical paths of the layers being expanded (cycles)

    void expand(std::size_t index)
    {
        // Copy what we need: doc.layers grows while we recurse.
        const std::vector<SubLayer> subLayers = doc.layers[index].layer.subLayers;
        const QString filePath = QString::fromStdString(doc.layers[index].filePath);
        const QDir dir = QFileInfo(filePath).absoluteDir();
        for (const SubLayer &sub : subLayers) {
            const std::string where = doc.layers[index].filePath + ":" + std::to_string(sub.line) + ":"
                + std::to_string(sub.column);
            // Problems are collected as text (Document::problems); the catalog words them.
            const auto problem = [&](const Status &st) { doc.problems.push_back(st.withContext(where).message()); };
            const QString subPath = QDir::cleanPath(dir.absoluteFilePath(QString::fromStdString(sub.assetPath)));
            const QString canonical = QFileInfo(subPath).canonicalFilePath();
            if (canonical.isEmpty() || !QFileInfo(subPath).isFile()) {
                problem(Status::error(MessageId::SublayerMissing, sub.assetPath, subPath.toStdString()));
                continue;
            }
            if (std::find(openStack.begin(), openStack.end(), canonical) != openStack.end()) {
                problem(Status::error(MessageId::SublayerCycle, sub.assetPath));
                continue;
            }
            Result<Layer> layer = readLayerFile(subPath, warnings);
            if (!layer) {
                problem(Status::error(MessageId::SublayerUnreadable, sub.assetPath, layer.status()));
                continue;
            }
            LayerOffset authored = sub.offset;
            if (!authored.isInvertible()) {
                problem(Status::error(MessageId::SublayerBadOffset, sub.assetPath));
                authored = LayerOffset::identity();
            }
            LayerStackEntry e;
            e.filePath = subPath.toStdString();
            e.timeCodesPerSecond = layer->effectiveTimeCodesPerSecond();
            e.toRoot = doc.layers[index].toRoot
                * sublayerToParentOffset(authored, doc.layers[index].timeCodesPerSecond, e.timeCodesPerSecond);
            e.depth = doc.layers[index].depth + 1;
            e.parentIndex = index;
            e.layer = std::move(layer).value();
            doc.layers.push_back(std::move(e));
            openStack.push_back(canonical);
            expand(doc.layers.size() - 1);
            openStack.pop_back();
        }
    }
};

} // namespace

Result<Document> openDocument(const QString &path, std::vector<std::string> *warnings)
{
    Result<Layer> root = readLayerFile(path, warnings);
    if (!root)
        return Result<Document>(root.status());
    Loader loader;
    loader.warnings = warnings;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    loader.doc = documentFromLayer(std::move(root).value(), absolute.toStdString());
    loader.openStack.push_back(QFileInfo(path).canonicalFilePath());
    loader.expand(0);
    return std::move(loader.doc);
}

} // namespace knotline
