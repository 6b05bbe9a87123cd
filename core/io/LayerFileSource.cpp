#include "core/io/LayerFileSource.h"

#include "core/io/LayerFile.h"

#include <QFileInfo>

namespace knotline {

namespace {

class DiskLayerFiles final : public LayerFileSource {
public:
    Kind kind(const QString &absolutePath) const override
    {
        const QFileInfo info(absolutePath);
        if (!info.exists())
            return Kind::Missing;
        if (info.isDir())
            return Kind::Directory;
        return info.isFile() ? Kind::RegularFile : Kind::Other;
    }
    QString canonicalPath(const QString &absolutePath) const override
    {
        return QFileInfo(absolutePath).canonicalFilePath();
    }
    qint64 size(const QString &absolutePath) const override { return QFileInfo(absolutePath).size(); }
    Result<Layer> read(const QString &absolutePath, std::vector<std::string> *warnings) const override
    {
        return readLayerFile(absolutePath, warnings);
    }
};

} // namespace

const LayerFileSource &diskLayerFiles()
{
    static const DiskLayerFiles files;
    return files;
}

} // namespace knotline
