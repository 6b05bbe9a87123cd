#include "core/io/DocumentLoader.h"

#include <QDir>
#include <QFileInfo>
#include <QHash>

#include <map>

namespace knotline {

namespace {

// One layer whose sublayers are being expanded: the chain of these from the root is the
// path down the stack (cycles are detected along it).
struct Expansion {
    std::size_t entry = 0; // index in Document::layers
    QString canonical;
    QDir dir;                   // its sublayer paths resolve against this
    std::vector<SubLayer> subs; // a copy: Document::layers grows while we expand
    std::size_t next = 0;       // the next of `subs` to expand
};

class Loader {
public:
    Loader(const LayerFileSource &files, std::vector<std::string> *warnings) : m_files(files), m_warnings(warnings) {}

    Result<Document> open(const QString &path)
    {
        const QString absolute = QFileInfo(path).absoluteFilePath();
        switch (m_files.kind(absolute)) {
        case LayerFileSource::Kind::Directory:
            return Result<Document>(Status::error(MessageId::IsDirectory).withContext(path.toStdString()));
        case LayerFileSource::Kind::Other:
            return Result<Document>(Status::error(MessageId::NotRegularFile).withContext(path.toStdString()));
        case LayerFileSource::Kind::Missing: // the read says so
        case LayerFileSource::Kind::RegularFile:
            break;
        }
        // The root stays on the chain, so it is never read again (naming it is a cycle).
        Result<Layer> root = m_files.read(path, m_warnings);
        if (!root)
            return Result<Document>(root.status());
        m_doc = documentFromLayer(std::move(root).value(), absolute.toStdString());
        push(0, m_files.canonicalPath(absolute), absolute);
        while (!m_chain.empty()) {
            Expansion &top = m_chain.back();
            if (top.next == top.subs.size()) {
                leave();
                continue;
            }
            // Copies: expanding pushes onto m_chain, which may move `top`.
            const std::size_t parent = top.entry;
            const QDir dir = top.dir;
            const SubLayer sub = top.subs[top.next++];
            if (Status s = expand(parent, dir, sub); !s)
                return Result<Document>(std::move(s));
        }
        if (m_unlistedProblems > 0)
            m_doc.problems.push_back(Status::error(MessageId::LayerStackProblemsNotListed, m_unlistedProblems)
                                         .withContext(m_doc.layers.front().filePath)
                                         .message());
        return std::move(m_doc);
    }

private:
    // A parsed file, and whether an entry holds it already.
    struct Parsed {
        Result<Layer> layer;
        qint64 bytes = 0;
        bool held = false;
    };

    // Reads `canonical` the first time it is asked for, under the name `path`.
    Parsed &parsed(const QString &canonical, const QString &path)
    {
        auto found = m_parsed.find(canonical);
        if (found == m_parsed.end())
            found = m_parsed.emplace(canonical, Parsed{m_files.read(path, m_warnings), m_files.size(path)}).first;
        return found->second;
    }

    // What `path` is, and its canonical path for a regular file: asked once per path.
    const std::pair<LayerFileSource::Kind, QString> &lookUp(const QString &path)
    {
        auto found = m_lookedUp.find(path);
        if (found == m_lookedUp.end()) {
            const LayerFileSource::Kind kind = m_files.kind(path);
            found = m_lookedUp
                        .emplace(path, std::make_pair(kind, kind == LayerFileSource::Kind::RegularFile
                                                                 ? m_files.canonicalPath(path)
                                                                 : QString()))
                        .first;
        }
        return found->second;
    }

    void push(std::size_t entry, const QString &canonical, const QString &path)
    {
        m_chain.push_back({entry, canonical, QFileInfo(path).absoluteDir(), m_doc.layers[entry].layer.subLayers, 0});
        ++m_onChain[canonical];
    }

    void leave()
    {
        const auto it = m_onChain.find(m_chain.back().canonical);
        if (--it.value() == 0)
            m_onChain.erase(it);
        m_chain.pop_back();
    }

    // Adds `sub` of layer `parent` (and pushes it to be expanded in turn), or records why
    // not; fails only past a limit.
    Status expand(std::size_t parent, const QDir &dir, const SubLayer &sub)
    {
        const std::string where = m_doc.layers[parent].filePath + ":" + std::to_string(sub.line) + ":"
            + std::to_string(sub.column);
        // Problems are collected as text (Document::problems); the catalog words them.
        const auto problem = [&](const Status &st) {
            if (m_doc.problems.size() < kMaxListedProblems)
                m_doc.problems.push_back(st.withContext(where).message());
            else
                ++m_unlistedProblems;
        };
        if (sub.assetPath.empty()) { // it would resolve to the naming layer's folder
            problem(Status::error(MessageId::SublayerEmptyPath));
            return Status::ok();
        }
        const QString subPath = QDir::cleanPath(dir.absoluteFilePath(QString::fromStdString(sub.assetPath)));
        const auto &[kind, canonical] = lookUp(subPath);
        switch (kind) {
        case LayerFileSource::Kind::Missing:
            problem(Status::error(MessageId::SublayerMissing, sub.assetPath, subPath.toStdString()));
            return Status::ok();
        case LayerFileSource::Kind::Directory:
            problem(Status::error(MessageId::SublayerIsDirectory, sub.assetPath, subPath.toStdString()));
            return Status::ok();
        case LayerFileSource::Kind::Other:
            problem(Status::error(MessageId::SublayerNotRegularFile, sub.assetPath, subPath.toStdString()));
            return Status::ok();
        case LayerFileSource::Kind::RegularFile:
            break;
        }
        if (m_onChain.contains(canonical)) {
            problem(Status::error(MessageId::SublayerCycle, sub.assetPath));
            return Status::ok();
        }
        const int depth = m_doc.layers[parent].depth + 1;
        if (depth > kMaxSublayerDepth)
            return Status::error(MessageId::LayerStackTooDeep, sub.assetPath, depth, kMaxSublayerDepth).withContext(where);
        if (m_doc.layers.size() >= kMaxLayerStackEntries)
            return Status::error(MessageId::LayerStackTooLarge, sub.assetPath, kMaxLayerStackEntries).withContext(where);
        Parsed &file = parsed(canonical, subPath);
        const Result<Layer> &layer = file.layer;
        if (!layer) {
            problem(Status::error(MessageId::SublayerUnreadable, sub.assetPath, layer.status()));
            return Status::ok();
        }
        LayerOffset authored = sub.offset;
        if (!authored.isInvertible()) {
            problem(Status::error(MessageId::SublayerBadOffset, sub.assetPath));
            authored = LayerOffset::identity();
        }
        if (file.held) {
            m_repeatedBytes += file.bytes;
            if (m_repeatedBytes > kMaxRepeatedLayerBytes)
                return Status::error(MessageId::LayerStackRepeatsTooLarge, sub.assetPath, kMaxRepeatedLayerBytes >> 20)
                    .withContext(where);
        }
        file.held = true;
        const LayerStackEntry &above = m_doc.layers[parent];
        LayerStackEntry e;
        e.filePath = subPath.toStdString();
        e.timeCodesPerSecond = layer->effectiveTimeCodesPerSecond();
        e.toRoot = above.toRoot * sublayerToParentOffset(authored, above.timeCodesPerSecond, e.timeCodesPerSecond);
        e.depth = depth;
        e.parentIndex = parent;
        e.layer = layer.value();
        m_doc.layers.push_back(std::move(e));
        push(m_doc.layers.size() - 1, canonical, subPath);
        return Status::ok();
    }

    const LayerFileSource &m_files;
    std::vector<std::string> *m_warnings;
    Document m_doc;
    std::map<QString, Parsed> m_parsed; // by canonical path
    std::map<QString, std::pair<LayerFileSource::Kind, QString>> m_lookedUp; // by path
    qint64 m_repeatedBytes = 0;
    std::size_t m_unlistedProblems = 0;
    std::vector<Expansion> m_chain;
    QHash<QString, int> m_onChain; // canonical paths of m_chain, counted
};

} // namespace

Result<Document> openDocument(const QString &path, std::vector<std::string> *warnings, const LayerFileSource &files)
{
    return Loader(files, warnings).open(path);
}

} // namespace knotline
