#include "widgets/models/ChannelTreeView.h"

#include "widgets/models/ColourSwatchDelegate.h"

#include "widgets/models/ChannelTreeModel.h"
#include "widgets/session/ChannelFocus.h"
#include "widgets/session/EditorSession.h"

#include <QColorDialog>
#include <QContextMenuEvent>
#include <QHeaderView>
#include <QMenu>

#include <set>

namespace knotline {

ChannelTreeView::ChannelTreeView(EditorSession *session, QWidget *parent)
    : QTreeView(parent)
    , m_session(session)
    , m_model(new ChannelTreeModel(session, this))
{
    // Connected before setModel, so these run before the view moves its current row away
    // from rows being removed: that move is not the user's, and the session picks the
    // next current channel itself (EditorSession::setDocument).
    connect(m_model, &QAbstractItemModel::rowsAboutToBeRemoved, this, [this] { m_removingRows = true; });
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, [this] { m_removingRows = false; });
    setModel(m_model);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers); // colour: dialog on double-click
    setUniformRowHeights(true);
    // Sibling channels often differ only at the end (rotateX / rotateY / rotateZ): keep
    // both ends of a long name visible.
    setTextElideMode(Qt::ElideMiddle);
    setItemDelegateForColumn(ChannelTreeModel::ColorColumn, new ColourSwatchDelegate(this));
    header()->setStretchLastSection(false);
    header()->setSectionResizeMode(ChannelTreeModel::NameColumn, QHeaderView::Stretch);
    for (int c : {ChannelTreeModel::VisibleColumn, ChannelTreeModel::LockedColumn,
                  ChannelTreeModel::ColorColumn})
        header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);

    connect(selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                if (m_removingRows)
                    return;
                if (const std::optional<ChannelId> ch = m_model->channelAt(current)) {
                    m_session->setCurrentChannel(ch);
                    emit currentChannelChanged(ch);
                }
            });
    connect(selectionModel(), &QItemSelectionModel::selectionChanged, this, &ChannelTreeView::publishSelection);
    connect(m_session->channelFocus(), &ChannelFocus::changed, this, &ChannelTreeView::mirrorFocus);
    connect(m_session, &EditorSession::currentChannelChanged, this, [this](std::optional<ChannelId> ch) {
        if (!ch) {
            selectionModel()->clear(); // no current channel: no current row
            return;
        }
        if (currentChannel() == ch)
            return;
        // Made current elsewhere (a key clicked in the canvas): the row becomes current but
        // the selection, which decides the curves shown, stays.
        const QModelIndex index = m_model->indexOfChannel(*ch);
        if (!index.isValid())
            return;
        selectionModel()->setCurrentIndex(index, QItemSelectionModel::NoUpdate);
        scrollTo(index);
    });
    connect(this, &QAbstractItemView::doubleClicked, this, [this](const QModelIndex &index) {
        if (index.column() == ChannelTreeModel::ColorColumn)
            chooseColor(index);
    });
    connect(m_model, &QAbstractItemModel::modelReset, this, &ChannelTreeView::onModelReset);
    onModelReset();
}

std::optional<ChannelId> ChannelTreeView::currentChannel() const
{
    return m_model->channelAt(currentIndex());
}

void ChannelTreeView::setCurrentChannel(ChannelId channel)
{
    const QModelIndex index = m_model->indexOfChannel(channel);
    if (!index.isValid())
        return;
    const bool selected = selectionModel()->isRowSelected(index.row(), index.parent());
    selectionModel()->setCurrentIndex(index, selected ? QItemSelectionModel::NoUpdate
                                                      : QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    scrollTo(index);
}

std::set<ChannelId> ChannelTreeView::selectedRowChannels() const
{
    std::set<ChannelId> channels;
    for (const QModelIndex &row : selectionModel()->selectedRows(ChannelTreeModel::NameColumn))
        for (ChannelId ch : m_model->channelsAt(row))
            channels.insert(ch);
    return channels;
}

void ChannelTreeView::publishSelection()
{
    if (m_mirroring)
        return;
    m_session->channelFocus()->setSelectedChannels(selectedRowChannels());
}

void ChannelTreeView::mirrorFocus()
{
    const std::set<ChannelId> &wanted = m_session->channelFocus()->selectedChannels();
    if (m_mirroring || m_removingRows || wanted == selectedRowChannels())
        return;
    QItemSelection rows;
    for (ChannelId ch : wanted) {
        const QModelIndex index = m_model->indexOfChannel(ch);
        if (index.isValid())
            rows.select(index, index);
    }
    m_mirroring = true;
    selectionModel()->select(rows, QItemSelectionModel::ClearAndSelect | QItemSelectionModel::Rows);
    m_mirroring = false;
}

void ChannelTreeView::onModelReset()
{
    if (m_colorDialog)
        m_colorDialog->close();
    expandAll();
    // A new document shows all its curves: its first channel is current, no row selected.
    selectionModel()->clearSelection();
    if (m_session->document()->channelCount() > 0) {
        const QModelIndex first = m_model->indexOfChannel(m_session->document()->channelIdAt(0));
        selectionModel()->setCurrentIndex(first, QItemSelectionModel::NoUpdate);
    }
}

void ChannelTreeView::chooseColor(const QModelIndex &index)
{
    const std::optional<ChannelId> ch = m_model->channelAt(index);
    if (!ch)
        return;
    if (m_colorDialog)
        m_colorDialog->close();
    const QPersistentModelIndex target = m_model->indexOfChannel(*ch, ChannelTreeModel::ColorColumn);
    auto *dialog = new QColorDialog(m_session->display(*ch).color, this);
    dialog->setOption(QColorDialog::DontUseNativeDialog);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setWindowTitle(tr("Curve Colour"));
    connect(dialog, &QColorDialog::colorSelected, this, [this, target](const QColor &color) {
        if (target.isValid())
            m_model->setData(target, color, Qt::EditRole);
    });
    m_colorDialog = dialog;
    dialog->open();
}

void ChannelTreeView::contextMenuEvent(QContextMenuEvent *event)
{
    const QModelIndex index = indexAt(event->pos());
    const std::optional<ChannelId> ch = m_model->channelAt(index);
    if (!ch)
        return;
    QMenu menu(this);
    menu.addAction(tr("Colour…"), this, [this, index] { chooseColor(index); });
    menu.exec(event->globalPos());
}

} // namespace knotline
