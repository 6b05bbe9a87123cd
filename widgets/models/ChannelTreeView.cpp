#include "widgets/models/ChannelTreeView.h"

#include "widgets/models/ChannelTreeModel.h"
#include "widgets/session/EditorSession.h"

#include <QColorDialog>
#include <QContextMenuEvent>
#include <QHeaderView>
#include <QMenu>

namespace knotline {

ChannelTreeView::ChannelTreeView(EditorSession *session, QWidget *parent)
    : QTreeView(parent)
    , m_session(session)
    , m_model(new ChannelTreeModel(session, this))
{
    setModel(m_model);
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::SingleSelection);
    setEditTriggers(QAbstractItemView::NoEditTriggers); // colour: dialog on double-click
    setUniformRowHeights(true);
    // Sibling channels often differ only at the end (rotateX / rotateY / rotateZ): keep
    // both ends of a long name visible.
    setTextElideMode(Qt::ElideMiddle);
    header()->setStretchLastSection(false);
    header()->setSectionResizeMode(ChannelTreeModel::NameColumn, QHeaderView::Stretch);
    for (int c : {ChannelTreeModel::VisibleColumn, ChannelTreeModel::LockedColumn,
                  ChannelTreeModel::ColorColumn})
        header()->setSectionResizeMode(c, QHeaderView::ResizeToContents);

    connect(selectionModel(), &QItemSelectionModel::currentChanged, this,
            [this](const QModelIndex &current) {
                if (const std::optional<ChannelId> ch = m_model->channelAt(current)) {
                    m_session->setCurrentChannel(ch);
                    emit currentChannelChanged(ch);
                }
            });
    connect(m_session, &EditorSession::currentChannelChanged, this, [this](std::optional<ChannelId> ch) {
        if (!ch) {
            selectionModel()->clear(); // no current channel: no current row
            return;
        }
        if (currentChannel() != ch)
            setCurrentChannel(*ch);
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
    selectionModel()->setCurrentIndex(index, QItemSelectionModel::ClearAndSelect
                                                 | QItemSelectionModel::Rows);
    scrollTo(index);
}

void ChannelTreeView::onModelReset()
{
    if (m_colorDialog)
        m_colorDialog->close();
    expandAll();
    if (m_session->document()->channelCount() > 0)
        setCurrentChannel(m_session->document()->channelIdAt(0));
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
