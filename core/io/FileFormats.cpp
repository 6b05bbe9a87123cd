#include "core/io/FileFormats.h"

#include <QFileInfo>

namespace knotline {

const std::vector<FileFormatInfo> &fileFormats()
{
    static const std::vector<FileFormatInfo> formats = {
        {FileFormat::UsdaLayer, QStringLiteral("usda"),
         {QStringLiteral("usda"), QStringLiteral("usd"), QStringLiteral("sdf")},
         {QStringLiteral("usda"), QStringLiteral("usd")}},
        {FileFormat::MayaAnim, QStringLiteral("anim"), {QStringLiteral("anim")}, {QStringLiteral("anim")}},
    };
    return formats;
}

std::optional<FileFormat> fileFormatForPath(const QString &path)
{
    const QString extension = QFileInfo(path).suffix().toLower();
    for (const FileFormatInfo &f : fileFormats())
        if (f.extensions.contains(extension))
            return f.format;
    return std::nullopt;
}

const FileFormatInfo &fileFormatInfo(FileFormat format)
{
    for (const FileFormatInfo &f : fileFormats())
        if (f.format == format)
            return f;
    return fileFormats().front(); // unreachable: every enumerator is registered
}

Result<FileFormat> fileFormatToRead(const QString &path)
{
    if (QFileInfo(path).isDir())
        return Result<FileFormat>(Status::error(MessageId::IsDirectory).withContext(path.toStdString()));
    if (const std::optional<FileFormat> format = fileFormatForPath(path))
        return *format;
    return Result<FileFormat>(Status::error(MessageId::UnknownFileTypeExpected, readableExtensionsText().toStdString())
                                  .withContext(path.toStdString()));
}

bool canSaveAs(FileFormat format, const QString &path)
{
    return fileFormatInfo(format).saveExtensions.contains(QFileInfo(path).suffix().toLower());
}

QString readableExtensionsText()
{
    QStringList all;
    for (const FileFormatInfo &f : fileFormats())
        for (const QString &e : f.extensions)
            all << QLatin1Char('.') + e;
    return all.join(QStringLiteral(", "));
}

} // namespace knotline
