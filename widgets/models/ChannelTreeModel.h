#pragma once
// ChannelTreeModel: the channels of the session's document as a tree, with each channel's
// display state (visible, locked, colour).
// - usda documents: layer → prim → attribute. The layer is the one holding the channel's
//   opinion (Channel::sourceIndex; 0 = the root layer, named after the file, others
//   "Sublayer N"); the prim and attribute come from Channel::path "/Prim/Child.attr"
//   (the prim row shows the whole prim path). Channels from sublayers are read-only:
//   their name is italic, has a lock icon and the tooltip says so.
// - .anim documents: node → attribute, from Channel::path "node.attribute" (split at the
//   first '.').
// Columns: NameColumn (text; channel rows: lock icon when read-only), VisibleColumn and
// LockedColumn (CheckStateRole; group rows show and set all their channels, partially
// checked when mixed; a read-only channel shows locked and cannot be unlocked),
// ColorColumn (channel rows: DecorationRole / EditRole QColor).
// ChannelRole gives a channel row's ChannelId::value() (qulonglong), invalid on group rows.
//
// The model is an adapter: the display state lives in EditorSession (setData calls
// setChannelVisible / setChannelLocked / setChannelColor) and the tree is rebuilt from the
// document on EditorSession::documentChanged (model reset). A channel the document inserts
// is inserted as a row (with its layer and prim group rows when they are new; a new row
// goes before the first sibling that comes after it: layer groups by layer, other groups
// by their first channel's row, channels by row — an existing group does not move when a
// channel inserted into it comes before earlier groups' channels);
// a removed channel's row is removed (with the group rows it leaves empty): rows are
// inserted and removed, never reset, so expansion and the current row stay.
// channelDisplayChanged updates the channel's row and its ancestors (dataChanged). Display
// changes are view state, not undo steps.

#include "core/editor/ChannelId.h"

#include <QAbstractItemModel>
#include <QString>

#include <cstddef>
#include <map>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

namespace knotline {

class EditorSession;

class ChannelTreeModel : public QAbstractItemModel {
    Q_OBJECT

public:
    enum Column { NameColumn, VisibleColumn, LockedColumn, ColorColumn, ColumnCount };
    enum Role { ChannelRole = Qt::UserRole + 1 };

    /// Precondition: `session` outlives the model.
    explicit ChannelTreeModel(EditorSession *session, QObject *parent = nullptr);

    /// The channel of a channel row (any column); nullopt for group rows and invalid indexes.
    std::optional<ChannelId> channelAt(const QModelIndex &index) const;
    /// The channels of the row at `index`: a channel row's own, or every channel under a
    /// group row (in tree order); empty for an invalid index.
    std::vector<ChannelId> channelsAt(const QModelIndex &index) const;
    /// The row of `channel` in `column`; invalid when there is no such channel.
    QModelIndex indexOfChannel(ChannelId channel, int column = NameColumn) const;

    QModelIndex index(int row, int column, const QModelIndex &parent = {}) const override;
    QModelIndex parent(const QModelIndex &child) const override;
    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    /// VisibleColumn / LockedColumn with CheckStateRole (group rows: all their channels),
    /// ColorColumn with EditRole (a valid QColor). False for anything else.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

private:
    /// One row of the tree: a group (layer, prim, anim node) or a channel. Derived from the
    /// document's channel paths (an index structure, not document data). Node indices are
    /// the model indexes' internal ids and are never reused until the next reset (a
    /// removed node stays in m_nodes, detached).
    struct Node {
        QString name;
        int parent = -1; ///< node index, -1 for top-level rows
        int row = 0;     ///< row under the parent
        std::vector<int> children;
        std::optional<ChannelId> channel; ///< set on channel rows
        QString key;                      ///< a group's identity under its parent
        std::optional<std::size_t> layer; ///< set on usda layer groups
        bool removed = false;
    };
    /// A group a channel row hangs under: its key (the layer for layer groups, else the
    /// name), the text shown, and the layer of a layer group.
    struct Group {
        QString key;
        QString name;
        std::optional<std::size_t> layer;
    };
    struct Place {
        std::vector<Group> groups; ///< usda: layer, prim; .anim: node
        QString name;              ///< the channel row's text
    };

    void rebuild();
    /// The groups above a channel row and the row's text.
    Place placeOf(ChannelId channel) const;
    QString layerName(std::size_t layer) const;
    /// Where a group sorts among its siblings: its layer, or its first channel's row.
    std::size_t orderOf(int node) const;
    void onFilePathChanged();
    /// Creates a node (a group, or the row of `channel`) under `parent` at child position
    /// `row` (-1: the end).
    int addNode(int parent, const Group &group, std::optional<ChannelId> channel = std::nullopt, int row = -1);
    std::vector<int> &childrenOf(int parent);
    QModelIndex indexOfNode(int node) const;
    void renumber(int parent);
    void onChannelInserted(ChannelId channel);
    void onChannelAboutToBeRemoved(ChannelId channel);
    void detach(int node);
    void connectDocument();
    const Node *nodeOf(const QModelIndex &index) const;
    void channelsUnder(int node, std::vector<ChannelId> &out) const;
    QVariant checkState(int node, int column) const;
    QVariant channelData(ChannelId channel, int column, int role) const;
    void onDisplayChanged(ChannelId channel);

    EditorSession *m_session;
    std::vector<Node> m_nodes;
    std::vector<int> m_topLevel;
    std::unordered_map<ChannelId, int> m_nodeOfChannel; ///< channel → node index
    std::map<std::pair<int, QString>, int> m_groups;    ///< (parent, key) → group node
};

} // namespace knotline
