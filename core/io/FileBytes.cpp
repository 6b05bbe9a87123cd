#include "core/io/FileBytes.h"

#include <QFile>

namespace knotline {

Result<QByteArray> readFileBytes(const QString &path, MessageId openError)
{
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly))
        return Status::error(openError, file.errorString().toStdString()).withContext(path.toStdString());
    QByteArray bytes = file.readAll();
    if (file.error() != QFileDevice::NoError)
        return Status::error(MessageId::CannotRead, file.errorString().toStdString()).withContext(path.toStdString());
    return bytes;
}

} // namespace knotline
