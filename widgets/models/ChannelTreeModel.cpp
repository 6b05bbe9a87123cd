#include "widgets/models/ChannelTreeModel.h"

#include "core/document/Layer.h"
#include "widgets/session/EditorSession.h"

#include <QFileInfo>
#include <QFont>
#include <QIcon>
#include <QPainter>
#include <QPixmap>

#include <map>
#include <utility>

namespace knotline {

namespace {

/// A small padlock drawn in code (no resource needed), for read-only channels.
QIcon readOnlyIcon()
{
    static const QIcon icon = [] {
        QPixmap pm(16, 16);
        pm.fill(Qt::transparent);
        QPainter p(&pm);
        p.setRenderHint(QPainter::Antialiasing);
        p.setPen(QPen(QColor(150, 150, 150), 1.6));
        p.setBrush(Qt::NoBrush);
        p.drawArc(QRectF(4.5, 1.5, 7, 8), 0, 180 * 16);
        p.drawLine(QPointF(4.5, 5.5), QPointF(4.5, 7.5));
        p.drawLine(QPointF(11.5, 5.5), QPointF(11.5, 7.5));
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(150, 150, 150));
        p.drawRoundedRect(QRectF(2.5, 7, 11, 8), 1.5, 1.5);
        return QIcon(pm);
    }();
    return icon;
}

/// "node.attribute" → ("node", "attribute"); no '.' → ("", path).
std::pair<QString, QString> splitAnimPath(const std::string &path)
{
    const QString p = QString::fromStdString(path);
    const qsizetype dot = p.indexOf(QLatin1Char('.'));
    if (dot < 0)
        return {QString(), p};
    return {p.left(dot), p.mid(dot + 1)};
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
    });
    connect(m_session, &EditorSession::channelDisplayChanged, this, &ChannelTreeModel::onDisplayChanged);
    rebuild();
}

int ChannelTreeModel::addNode(int parent, QString name, std::optional<std::size_t> channel)
{
    Node n;
    n.name = std::move(name);
    n.parent = parent;
    n.channel = channel;
    std::vector<int> &siblings = parent < 0 ? m_topLevel : m_nodes[std::size_t(parent)].children;
    n.row = int(siblings.size());
    const int id = int(m_nodes.size());
    siblings.push_back(id);
    m_nodes.push_back(std::move(n));
    return id;
}

void ChannelTreeModel::rebuild()
{
    m_nodes.clear();
    m_topLevel.clear();
    const EditorDocument *doc = m_session->document();
    m_nodeOfChannel.assign(doc->channelCount(), -1);
    std::map<std::pair<int, QString>, int> groups; // (parent, name) → node
    const auto group = [&](int parent, const QString &name) {
        const auto it = groups.find({parent, name});
        if (it != groups.end())
            return it->second;
        const int id = addNode(parent, name);
        groups.emplace(std::make_pair(parent, name), id);
        return id;
    };
    const QString rootName = doc->filePath().isEmpty() ? tr("Root layer")
                                                       : QFileInfo(doc->filePath()).fileName();
    // Layers in strength order (root first), whatever order the channels come in.
    std::map<std::size_t, std::vector<std::size_t>> byLayer;
    std::vector<std::size_t> animChannels;
    for (std::size_t i = 0; i < doc->channelCount(); ++i) {
        const Channel &c = doc->channel(i);
        if (c.source == ChannelSource::UsdaAttribute)
            byLayer[c.sourceIndex].push_back(i);
        else
            animChannels.push_back(i);
    }
    for (const auto &[layer, channels] : byLayer) {
        const int layerNode = group(-1, layer == 0 ? rootName : tr("Sublayer %1").arg(layer));
        for (std::size_t i : channels) {
            const auto [prim, attribute] = splitUsdPath(doc->channel(i).path);
            const int primNode = group(layerNode, prim.isEmpty() ? tr("(no prim)") : prim);
            m_nodeOfChannel[i] = addNode(primNode, attribute, i);
        }
    }
    for (std::size_t i : animChannels) {
        const auto [node, attribute] = splitAnimPath(doc->channel(i).path);
        const int nodeNode = group(-1, node.isEmpty() ? tr("(no node)") : node);
        m_nodeOfChannel[i] = addNode(nodeNode, attribute, i);
    }
}

const ChannelTreeModel::Node *ChannelTreeModel::nodeOf(const QModelIndex &index) const
{
    if (!index.isValid() || index.model() != this || index.internalId() >= m_nodes.size())
        return nullptr;
    return &m_nodes[std::size_t(index.internalId())];
}

std::optional<std::size_t> ChannelTreeModel::channelAt(const QModelIndex &index) const
{
    const Node *n = nodeOf(index);
    return n ? n->channel : std::nullopt;
}

QModelIndex ChannelTreeModel::indexOfChannel(std::size_t channel, int column) const
{
    if (channel >= m_nodeOfChannel.size() || m_nodeOfChannel[channel] < 0)
        return {};
    const int id = m_nodeOfChannel[channel];
    return createIndex(m_nodes[std::size_t(id)].row, column, quintptr(id));
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

void ChannelTreeModel::channelsUnder(int node, std::vector<std::size_t> &out) const
{
    const Node &n = m_nodes[std::size_t(node)];
    if (n.channel)
        out.push_back(*n.channel);
    for (int c : n.children)
        channelsUnder(c, out);
}

QVariant ChannelTreeModel::checkState(int node, int column) const
{
    std::vector<std::size_t> channels;
    channelsUnder(node, channels);
    const EditorDocument *doc = m_session->document();
    int on = 0;
    for (std::size_t ch : channels) {
        if (ch >= doc->channelCount())
            return {}; // the document is being replaced; the reset follows
        const ChannelDisplay &d = m_session->display(ch);
        on += column == VisibleColumn ? d.visible : (d.locked || doc->channel(ch).readOnly);
    }
    if (on == 0)
        return Qt::Unchecked;
    return on == int(channels.size()) ? Qt::Checked : Qt::PartiallyChecked;
}

QVariant ChannelTreeModel::channelData(std::size_t channel, int column, int role) const
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
        if (role == Qt::DecorationRole && c.readOnly)
            return readOnlyIcon();
        if (role == Qt::ToolTipRole)
            return c.readOnly ? tr("%1\nFrom sublayer: read-only").arg(QString::fromStdString(c.path))
                              : QString::fromStdString(c.path);
        return {};
    case LockedColumn:
        if (role == Qt::ToolTipRole && c.readOnly)
            return tr("From sublayer: read-only");
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
    if (n->channel && *n->channel >= m_session->document()->channelCount())
        return {}; // the document is being replaced; the reset follows
    if (role == Qt::DisplayRole)
        return column == NameColumn ? QVariant(n->name) : QVariant();
    if (role == ChannelRole)
        return n->channel ? QVariant(qulonglong(*n->channel)) : QVariant();
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
        if (n->channel && *n->channel < m_session->document()->channelCount()
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
    std::vector<std::size_t> channels;
    channelsUnder(int(index.internalId()), channels);
    for (std::size_t ch : channels) {
        if (ch >= m_session->document()->channelCount())
            return false;
        if (column == VisibleColumn)
            m_session->setChannelVisible(ch, on);
        else if (!m_session->document()->channel(ch).readOnly)
            m_session->setChannelLocked(ch, on);
    }
    return true;
}

void ChannelTreeModel::onDisplayChanged(std::size_t channel)
{
    if (channel >= m_nodeOfChannel.size() || m_nodeOfChannel[channel] < 0)
        return;
    // The channel row and every ancestor (their aggregated check states).
    for (int id = m_nodeOfChannel[channel]; id >= 0; id = m_nodes[std::size_t(id)].parent) {
        const int row = m_nodes[std::size_t(id)].row;
        emit dataChanged(createIndex(row, VisibleColumn, quintptr(id)),
                         createIndex(row, ColorColumn, quintptr(id)));
    }
}

} // namespace knotline
