#include "core/io/LayerFile.h"

#include "core/io/FileBytes.h"
#include "core/io/UsdaReader.h"
#include "core/io/UsdaWriter.h"

#include <QSaveFile>

namespace knotline {

Result<Layer> readLayerFile(const QString &path, std::vector<std::string> *warnings)
{
    const Result<QByteArray> bytes = readFileBytes(path);
    if (!bytes)
        return Result<Layer>(bytes.status());
    const QByteArray &b = bytes.value();
    return readUsda(std::string_view(b.constData(), static_cast<std::size_t>(b.size())), path.toStdString(), warnings);
}

Status saveTextFile(const std::string &text, const QString &path)
{
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly))
        return Status::error(MessageId::CannotSave, file.errorString().toStdString()).withContext(path.toStdString());
    const qint64 size = static_cast<qint64>(text.size());
    if (file.write(text.data(), size) != size) {
        const std::string reason = file.errorString().toStdString();
        file.cancelWriting();
        return Status::error(MessageId::CannotSave, reason).withContext(path.toStdString());
    }
    if (!file.commit())
        return Status::error(MessageId::CannotSave, file.errorString().toStdString()).withContext(path.toStdString());
    return Status::ok();
}

Status saveLayerFile(const Layer &layer, const QString &path)
{
    return saveTextFile(writeUsda(layer), path);
}

} // namespace knotline
