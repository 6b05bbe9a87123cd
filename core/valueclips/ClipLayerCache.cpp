#include "core/valueclips/ClipLayerCache.h"

namespace knotline {

const Layer *ClipLayerCache::layer(const std::string &file, MessageId missing, MessageId unreadable,
                                   const std::vector<std::string> &what, const std::string &where)
{
    const auto warn = [&](Status problem) {
        Status warning = Status::error(MessageId::Warning, std::move(problem));
        m_warnings.push_back((where.empty() ? warning : warning.withContext(where)).message());
    };
    const auto found = m_layers.find(file);
    if (found != m_layers.end())
        return found->second.get();
    const QString path = QString::fromStdString(file);
    std::unique_ptr<const Layer> loaded;
    const std::string asset = what.size() > 0 ? what[0] : file;
    const std::string set = what.size() > 1 ? what[1] : std::string();
    const std::string prim = what.size() > 2 ? what[2] : std::string();
    const LayerFileSource::Kind kind = m_files.kind(path);
    if (kind == LayerFileSource::Kind::Missing) {
        warn(Status::error(missing, asset, set, prim, file));
    } else if (kind != LayerFileSource::Kind::RegularFile) { // not read: a pipe could block
        const MessageId what = kind == LayerFileSource::Kind::Directory ? MessageId::IsDirectory : MessageId::NotRegularFile;
        warn(Status::error(unreadable, asset, set, prim, Status::error(what).withContext(file)));
    } else {
        Result<Layer> read = m_files.read(path, nullptr);
        if (read)
            loaded = std::make_unique<const Layer>(std::move(read).value());
        else
            warn(Status::error(unreadable, asset, set, prim, read.status()));
    }
    return m_layers.emplace(file, std::move(loaded)).first->second.get();
}

} // namespace knotline
