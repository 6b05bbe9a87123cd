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
// ChannelRole gives a channel row's channel index (qulonglong), invalid on group rows.
//
// The model is an adapter: the display state lives in EditorSession (setData calls
// setChannelVisible / setChannelLocked / setChannelColor) and the tree is rebuilt from the
// document on EditorSession::documentChanged (model reset). channelDisplayChanged updates
// the channel's row and its ancestors (dataChanged). Display changes are view state, not
// undo steps.

#include <QAbstractItemModel>
#include <QString>

#include <cstddef>
#include <optional>
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
    std::optional<std::size_t> channelAt(const QModelIndex &index) const;
    /// The row of `channel` in `column`; invalid when there is no such channel.
    QModelIndex indexOfChannel(std::size_t channel, int column = NameColumn) const;

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
    /// document's channel paths on reset (an index structure, not document data).
    struct Node {
        QString name;
        int parent = -1; ///< node index, -1 for top-level rows
        int row = 0;     ///< row under the parent
        std::vector<int> children;
        std::optional<std::size_t> channel; ///< set on channel rows
    };

    void rebuild();
    int addNode(int parent, QString name, std::optional<std::size_t> channel = std::nullopt);
    const Node *nodeOf(const QModelIndex &index) const;
    void channelsUnder(int node, std::vector<std::size_t> &out) const;
    QVariant checkState(int node, int column) const;
    QVariant channelData(std::size_t channel, int column, int role) const;
    void onDisplayChanged(std::size_t channel);

    EditorSession *m_session;
    std::vector<Node> m_nodes;
    std::vector<int> m_topLevel;
    std::vector<int> m_nodeOfChannel; ///< channel index → node index
};

} // namespace knotline
