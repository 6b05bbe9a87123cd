#include "widgets/models/ChannelTreeModel.h"

#include "core/document/Layer.h"
#include "widgets/models/ChannelSourceMarks.h"
#include "widgets/models/SplineFeatureNotes.h"
#include "widgets/session/EditorSession.h"

#include <QFileInfo>
#include <QFont>
#include <QIcon>

#include <algorithm>
#include <limits>
#include <map>
#include <utility>

#include <array>

namespace knotline {

namespace {


/// "node.attribute" → ("node", "attribute"); no '.' → ("", path).
std::pair<QString, QString> splitAnimPath(const std::string &path)
{
    const QString p = QString::fromStdString(path);
    const qsizetype dot = p.indexOf(QLatin1Char('.'));
    if (dot < 0)
        return {QString(), p};
    return {p.left(dot), p.mid(dot + 1)};
}

/// A clip channel's "clip:target.property" → ("clip", "target", "property").
std::array<QString, 3> splitClipChannelPath(const std::string &path)
{
    const QString p = QString::fromStdString(path);
    const qsizetype colon = p.indexOf(QLatin1Char(':'));
    const qsizetype dot = p.lastIndexOf(QLatin1Char('.'));
    if (colon < 0 || dot < colon)
        return {QString(), QString(), p};
    return {p.left(colon), p.mid(colon + 1, dot - colon - 1), p.mid(dot + 1)};
}

/// "/Prim/Child.attr" → ("/Prim/Child", "attr"); not such a path → ("", path).
std::pair<QString, QString> splitUsdPath(const std::string &path)
{
    std::string_view prim, attribute;
    if (!splitAttributePath(path, &prim, &attribute))
        return {QString(), QString::fromStdString(path)};
    return {QString::fromUtf8(prim.data(), qsizetype(prim.size())),
            QString::fromUtf8(attribute.data(), qsizetype(attribute.size()))};
}

} // namespace

ChannelTreeModel::ChannelTreeModel(EditorSession *session, QObject *parent)
    : QAbstractItemModel(parent)
    , m_session(session)
{
    connect(m_session, &EditorSession::documentChanged, this, [this] {
        beginResetModel();
        rebuild();
        endResetModel();
        connectDocument();
    });
    connect(m_session, &EditorSession::channelDisplayChanged, this, &ChannelTreeModel::onDisplayChanged);
    rebuild();
    connectDocument();
}

void ChannelTreeModel::connectDocument()
{
    EditorDocument *doc = m_session->document();
    connect(doc, &EditorDocument::channelInserted, this,
            [this](ChannelId id, std::size_t) { onChannelInserted(id); });
    connect(doc, &EditorDocument::channelAboutToBeRemoved, this,
            [this](ChannelId id, std::size_t) { onChannelAboutToBeRemoved(id); });
    connect(doc, &EditorDocument::filePathChanged, this, &ChannelTreeModel::onFilePathChanged);
}

std::vector<int> &ChannelTreeModel::childrenOf(int parent)
{
    return parent < 0 ? m_topLevel : m_nodes[std::size_t(parent)].children;
}

void ChannelTreeModel::renumber(int parent)
{
    const std::vector<int> &siblings = childrenOf(parent);
    for (std::size_t r = 0; r < siblings.size(); ++r)
        m_nodes[std::size_t(siblings[r])].row = int(r);
}

int ChannelTreeModel::addNode(int parent, const Group &group, std::optional<ChannelId> channel, int row)
{
    Node n;
    n.name = group.name;
    n.key = group.key;
    n.layer = group.layer;
    n.parent = parent;
    n.channel = channel;
    const int id = int(m_nodes.size());
    m_nodes.push_back(std::move(n));
    std::vector<int> &siblings = childrenOf(parent);
    if (row < 0 || row > int(siblings.size()))
        row = int(siblings.size());
    siblings.insert(siblings.begin() + row, id);
    renumber(parent);
    if (channel)
        m_nodeOfChannel[*channel] = id;
    else
        m_groups.emplace(std::make_pair(parent, group.key), id);
    return id;
}

QModelIndex ChannelTreeModel::indexOfNode(int node) const
{
    if (node < 0)
        return {};
    return createIndex(m_nodes[std::size_t(node)].row, 0, quintptr(node));
}

QString ChannelTreeModel::layerName(std::size_t layer) const
{
    const QString &file = m_session->document()->filePath();
    if (layer != 0)
        return tr("Sublayer %1").arg(layer);
    if (file.isEmpty())
        return m_session->document()->animFile() ? tr("Untitled .anim file") : tr("Root layer");
    return QFileInfo(file).fileName();
}

ChannelTreeModel::Place ChannelTreeModel::placeOf(ChannelId channel) const
{
    const Channel &c = m_session->document()->channel(channel);
    Place place;
    if (c.source == ChannelSource::UsdaAttribute) {
        // A layer group is known by its layer, whatever its file is called now (Save As).
        place.groups.push_back({QStringLiteral("layer %1").arg(c.sourceIndex), layerName(c.sourceIndex), c.sourceIndex});
        const auto [prim, attribute] = splitUsdPath(c.path);
        const QString primName = prim.isEmpty() ? tr("(no prim)") : prim;
        place.groups.push_back({primName, primName, std::nullopt});
        place.name = attribute;
        return place;
    }
    if (c.source == ChannelSource::ClipChannel) {
        // Grouped by clip, then target: the clip's channels sit together whoever plays it.
        const auto [clip, target, property] = splitClipChannelPath(c.path);
        place.groups.push_back({QStringLiteral("clip ") + clip, clip, std::nullopt});
        place.groups.push_back({target, target, std::nullopt});
        place.name = property;
        return place;
    }
    // A .anim file is one layer of curves: its row (the file's name) holds the nodes, as a
    // usda document's root layer row holds its prims.
    place.groups.push_back({QStringLiteral("layer 0"), layerName(0), std::size_t(0)});
    const auto [node, attribute] = splitAnimPath(c.path);
    const QString nodeName = node.isEmpty() ? tr("(no node)") : node;
    place.groups.push_back({nodeName, nodeName, std::nullopt});
    place.name = attribute;
    return place;
}

std::size_t ChannelTreeModel::orderOf(int node) const
{
    const Node &n = m_nodes[std::size_t(node)];
    if (n.layer)
        return *n.layer;
    // A prim or node group sorts by its first channel in the document's order.
    std::vector<ChannelId> channels;
    channelsUnder(node, channels);
    std::size_t first = std::numeric_limits<std::size_t>::max();
    for (ChannelId id : channels)
        first = std::min(first, m_session->document()->rowOf(id).value_or(first));
    return first;
}

void ChannelTreeModel::onFilePathChanged()
{
    for (int id : m_topLevel) {
        Node &n = m_nodes[std::size_t(id)];
        if (n.layer && *n.layer == 0 && n.name != layerName(0)) {
            n.name = layerName(0);
            emit dataChanged(indexOfNode(id), indexOfNode(id), {Qt::DisplayRole});
        }
    }
}

void ChannelTreeModel::rebuild()
{
    m_nodes.clear();
    m_topLevel.clear();
    m_groups.clear();
    m_nodeOfChannel.clear();
    const EditorDocument *doc = m_session->document();
    // Layers in strength order (root first), whatever order the channels come in.
    std::map<std::size_t, std::vector<ChannelId>> byLayer;
    std::vector<ChannelId> animChannels;
    for (ChannelId id : doc->channelIds()) {
        const Channel &c = doc->channel(id);
        if (c.source == ChannelSource::UsdaAttribute)
            byLayer[c.sourceIndex].push_back(id);
        else
            animChannels.push_back(id);
    }
    std::vector<ChannelId> ordered;
    for (const auto &[layer, channels] : byLayer)
        ordered.insert(ordered.end(), channels.begin(), channels.end());
    ordered.insert(ordered.end(), animChannels.begin(), animChannels.end());
    for (ChannelId id : ordered) {
        const Place place = placeOf(id);
        int parent = -1;
        for (const Group &g : place.groups) {
            const auto it = m_groups.find({parent, g.key});
            parent = it != m_groups.end() ? it->second : addNode(parent, g);
        }
        addNode(parent, {QString(), place.name, std::nullopt}, id);
    }
}

void ChannelTreeModel::onChannelInserted(ChannelId channel)
{
    if (sender() != m_session->document() || m_nodeOfChannel.count(channel))
        return;
    const EditorDocument *doc = m_session->document();
    const Place place = placeOf(channel);
    const std::size_t levels = place.groups.size();
    int parent = -1;
    std::size_t depth = 0;
    for (; depth < levels; ++depth) {
        const auto it = m_groups.find({parent, place.groups[depth].key});
        if (it == m_groups.end())
            break;
        parent = it->second;
    }
    // The new rows hang under `parent`: the first missing group, or the channel row itself,
    // placed before the first sibling that comes after it — layer groups by layer, prim and
    // node groups and channels by the document's order — so undoing a removal puts every
    // row back where it was.
    const std::size_t docRow = doc->rowOf(channel).value_or(0);
    const std::size_t order = depth < levels && place.groups[depth].layer ? *place.groups[depth].layer : docRow;
    int row = -1;
    const std::vector<int> &siblings = childrenOf(parent);
    for (std::size_t r = 0; r < siblings.size(); ++r) {
        const Node &n = m_nodes[std::size_t(siblings[r])];
        const std::size_t theirs = n.channel ? doc->rowOf(*n.channel).value_or(0) : orderOf(siblings[r]);
        if (theirs > order) {
            row = int(r);
            break;
        }
    }
    const int at = row < 0 ? int(siblings.size()) : row;
    beginInsertRows(indexOfNode(parent), at, at);
    for (; depth < levels; ++depth) {
        parent = addNode(parent, place.groups[depth], std::nullopt, row);
        row = -1;
    }
    addNode(parent, {QString(), place.name, std::nullopt}, channel, row);
    endInsertRows();
}

void ChannelTreeModel::detach(int node)
{
    Node &n = m_nodes[std::size_t(node)];
    n.removed = true;
    if (n.channel)
        m_nodeOfChannel.erase(*n.channel);
    else
        m_groups.erase({n.parent, n.key});
    for (int c : n.children)
        detach(c);
}

void ChannelTreeModel::onChannelAboutToBeRemoved(ChannelId channel)
{
    const auto it = m_nodeOfChannel.find(channel);
    if (sender() != m_session->document() || it == m_nodeOfChannel.end())
        return;
    // The highest row left empty by the removal: the channel, or the groups it was alone in.
    int node = it->second;
    while (m_nodes[std::size_t(node)].parent >= 0
           && m_nodes[std::size_t(m_nodes[std::size_t(node)].parent)].children.size() == 1)
        node = m_nodes[std::size_t(node)].parent;
    const int parent = m_nodes[std::size_t(node)].parent;
    const int row = m_nodes[std::size_t(node)].row;
    beginRemoveRows(indexOfNode(parent), row, row);
    std::vector<int> &siblings = childrenOf(parent);
    siblings.erase(siblings.begin() + row);
    renumber(parent);
    detach(node);
    endRemoveRows();
}

const ChannelTreeModel::Node *ChannelTreeModel::nodeOf(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this || index.internalId() >= m_nodes.size()
        || m_nodes[std::size_t(index.internalId())].removed)
        return nullptr;
    return &m_nodes[std::size_t(index.internalId())];
}

std::optional<ChannelId> ChannelTreeModel::channelAt(const QModelIndex &index) const
{
    const Node *n = nodeOf(index);
    return n ? n->channel : std::nullopt;
}

QModelIndex ChannelTreeModel::indexOfChannel(ChannelId channel, int column) const
{
    const auto it = m_nodeOfChannel.find(channel);
    if (it == m_nodeOfChannel.end())
        return {};
    return createIndex(m_nodes[std::size_t(it->second)].row, column, quintptr(it->second));
}

QModelIndex ChannelTreeModel::index(int row, int column, const QModelIndex &parent) const
{
    if (column < 0 || column >= ColumnCount || row < 0)
        return {};
    const std::vector<int> *children = &m_topLevel;
    if (parent.isValid()) {
        const Node *p = nodeOf(parent);
        if (!p || parent.column() != 0)
            return {};
        children = &p->children;
    }
    if (row >= int(children->size()))
        return {};
    return createIndex(row, column, quintptr((*children)[std::size_t(row)]));
}

QModelIndex ChannelTreeModel::parent(const QModelIndex &child) const
{
    const Node *n = nodeOf(child);
    if (!n || n->parent < 0)
        return {};
    return createIndex(m_nodes[std::size_t(n->parent)].row, 0, quintptr(n->parent));
}

int ChannelTreeModel::rowCount(const QModelIndex &parent) const
{
    if (!parent.isValid())
        return int(m_topLevel.size());
    if (parent.column() != 0)
        return 0;
    const Node *p = nodeOf(parent);
    return p ? int(p->children.size()) : 0;
}

int ChannelTreeModel::columnCount(const QModelIndex &) const
{
    return ColumnCount;
}

std::vector<ChannelId> ChannelTreeModel::channelsAt(const QModelIndex &index) const
{
    std::vector<ChannelId> out;
    if (nodeOf(index))
        channelsUnder(int(index.internalId()), out);
    return out;
}

void ChannelTreeModel::channelsUnder(int node, std::vector<ChannelId> &out) const
{
    const Node &n = m_nodes[std::size_t(node)];
    if (n.channel)
        out.push_back(*n.channel);
    for (int c : n.children)
        channelsUnder(c, out);
}

QVariant ChannelTreeModel::checkState(int node, int column) const
{
    std::vector<ChannelId> channels;
    channelsUnder(node, channels);
    const EditorDocument *doc = m_session->document();
    int on = 0;
    for (ChannelId ch : channels) {
        if (!doc->contains(ch))
            return {}; // the document is being replaced; the reset follows
        const ChannelDisplay &d = m_session->display(ch);
        on += column == VisibleColumn ? d.visible : (d.locked || doc->channel(ch).readOnly);
    }
    if (on == 0)
        return Qt::Unchecked;
    return on == int(channels.size()) ? Qt::Checked : Qt::PartiallyChecked;
}

QVariant ChannelTreeModel::channelData(ChannelId channel, int column, int role) const
{
    const Channel &c = m_session->document()->channel(channel);
    const ChannelDisplay &d = m_session->display(channel);
    switch (column) {
    case NameColumn:
        if (role == Qt::FontRole && c.readOnly) {
            QFont f;
            f.setItalic(true);
            return f;
        }
        if (role == Qt::DecorationRole) {
            const QIcon icon = channelSourceIcon(c);
            return icon.isNull() ? QVariant() : QVariant(icon);
        }
        if (role == Qt::ToolTipRole) {
            QStringList lines{QString::fromStdString(c.path)};
            if (const QString note = channelSourceNote(c); !note.isEmpty())
                lines << note;
            // What the curve shows off (inner loop, dual-valued keys …): splines only, not
            // curves made from time samples or clips.
            if (c.valueSource == ValueSourceKind::Spline && !c.curvePending)
                lines << SplineFeatureNotes::of(c.curve.spline());
            return lines.join(QLatin1Char('\n'));
        }
        return {};
    case LockedColumn:
        if (role == Qt::ToolTipRole && c.readOnly)
            return channelSourceNote(c);
        return {};
    case ColorColumn:
        if (role == Qt::DecorationRole || role == Qt::EditRole)
            return d.color;
        if (role == Qt::ToolTipRole)
            return d.color.name();
        return {};
    default:
        return {};
    }
}

QVariant ChannelTreeModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return {};
    const Node *n = nodeOf(index);
    if (!n)
        return {};
    const int column = index.column();
    if (n->channel && !m_session->document()->contains(*n->channel))
        return {}; // the document is being replaced; the reset follows
    if (role == Qt::DisplayRole)
        return column == NameColumn ? QVariant(n->name) : QVariant();
    if (role == ChannelRole)
        return n->channel ? QVariant(qulonglong(n->channel->value())) : QVariant();
    if (role == Qt::CheckStateRole && (column == VisibleColumn || column == LockedColumn))
        return checkState(int(index.internalId()), column);
    if (n->channel)
        return channelData(*n->channel, column, role);
    return {};
}

QVariant ChannelTreeModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case NameColumn: return tr("Channel");
        case VisibleColumn: return tr("Visible");
        case LockedColumn: return tr("Locked");
        case ColorColumn: return tr("Colour");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case VisibleColumn: return tr("Show the curve in the canvas");
        case LockedColumn: return tr("Locked curves are drawn but cannot be selected or edited");
        case ColorColumn: return tr("Curve colour (double-click to change)");
        }
    }
    return {};
}

Qt::ItemFlags ChannelTreeModel::flags(const QModelIndex &index) const
{
    const Node *n = nodeOf(index);
    if (!n || !index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsSelectable | Qt::ItemIsEnabled;
    if (n->channel)
        f |= Qt::ItemNeverHasChildren;
    switch (index.column()) {
    case VisibleColumn:
        return f | Qt::ItemIsUserCheckable;
    case LockedColumn: {
        if (n->channel && m_session->document()->contains(*n->channel)
            && m_session->document()->channel(*n->channel).readOnly)
            return f; // always locked
        return f | Qt::ItemIsUserCheckable;
    }
    case ColorColumn:
        return n->channel ? f | Qt::ItemIsEditable : f;
    default:
        return f;
    }
}

bool ChannelTreeModel::setData(const QModelIndex &index, const QVariant &value, int role)
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid))
        return false;
    const Node *n = nodeOf(index);
    if (!n)
        return false;
    const int column = index.column();
    if (column == ColorColumn && role == Qt::EditRole && n->channel) {
        const QColor color = value.value<QColor>();
        if (!color.isValid())
            return false;
        m_session->setChannelColor(*n->channel, color);
        return true;
    }
    if (role != Qt::CheckStateRole || (column != VisibleColumn && column != LockedColumn)
        || !(flags(index) & Qt::ItemIsUserCheckable))
        return false;
    const bool on = value.toInt() == Qt::Checked;
    std::vector<ChannelId> channels;
    channelsUnder(int(index.internalId()), channels);
    for (ChannelId ch : channels) {
        if (!m_session->document()->contains(ch))
            return false;
        if (column == VisibleColumn)
            m_session->setChannelVisible(ch, on);
        else if (!m_session->document()->channel(ch).readOnly)
            m_session->setChannelLocked(ch, on);
    }
    return true;
}

void ChannelTreeModel::onDisplayChanged(ChannelId channel)
{
    const auto it = m_nodeOfChannel.find(channel);
    if (it == m_nodeOfChannel.end())
        return;
    // The channel row and every ancestor (their aggregated check states).
    for (int id = it->second; id >= 0; id = m_nodes[std::size_t(id)].parent) {
        const int row = m_nodes[std::size_t(id)].row;
        emit dataChanged(createIndex(row, VisibleColumn, quintptr(id)),
                         createIndex(row, ColorColumn, quintptr(id)));
    }
}

} // namespace knotline
