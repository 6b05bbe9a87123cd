#include "core/io/LayerFile.h"

#include "core/io/UsdaReader.h"
#include "core/io/UsdaWriter.h"

#include <QFile>
#include <QSaveFile>

namespace knotline {

Result<Layer> readLayerFile(const QString &path, std::vector<std::string> *warnings)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Result<Layer>(Status::error(MessageId::CannotRead, file.errorString().toStdString()).withContext(path.toStdString()));
    const QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError)
        return Result<Layer>(Status::error(MessageId::CannotRead, file.errorString().toStdString()).withContext(path.toStdString()));
    return readUsda(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())),
                    path.toStdString(), warnings);
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
