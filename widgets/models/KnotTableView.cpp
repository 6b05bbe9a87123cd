#include "widgets/models/KnotTableView.h"

#include "widgets/models/KnotTableDelegate.h"
#include "widgets/models/KnotTableModel.h"
#include "widgets/session/EditorSession.h"

#include <QHeaderView>
#include <QItemSelection>

namespace knotline {

KnotTableView::KnotTableView(EditorSession *session, QWidget *parent)
    : QTableView(parent)
    , m_session(session)
    , m_model(new KnotTableModel(session, this))
{
    setModel(m_model);
    setItemDelegate(new KnotTableDelegate(this));
    setSelectionBehavior(QAbstractItemView::SelectRows);
    setSelectionMode(QAbstractItemView::ExtendedSelection);
    setEditTriggers(QAbstractItemView::DoubleClicked | QAbstractItemView::EditKeyPressed
                    | QAbstractItemView::AnyKeyPressed);
    setAlternatingRowColors(true);
    horizontalHeader()->setSectionResizeMode(QHeaderView::ResizeToContents);
    verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 8);

    connect(m_model, &KnotTableModel::currentChannelChanged, this, &KnotTableView::currentChannelChanged);
    // The session's current channel is shown; following the selection to another channel
    // makes that one current.
    connect(m_session, &EditorSession::currentChannelChanged, this, &KnotTableView::setChannel);
    connect(m_model, &KnotTableModel::currentChannelChanged, m_session, [this](std::optional<ChannelId> ch) {
        if (ch)
            m_session->setCurrentChannel(ch);
    });
    connect(m_model, &KnotTableModel::editRefused, this, &KnotTableView::editRefused);
    // After setModel, so these run after the selection model has reset itself.
    connect(m_model, &QAbstractItemModel::modelReset, this, &KnotTableView::selectionFromSession);
    connect(selectionModel(), &QItemSelectionModel::selectionChanged, this,
            &KnotTableView::selectionToSession);
    connect(m_session->selection(), &KnotSelection::changed, this, &KnotTableView::followSession);
}

std::optional<ChannelId> KnotTableView::channel() const
{
    return m_model->channel();
}

void KnotTableView::setChannel(std::optional<ChannelId> channel)
{
    m_model->setChannel(channel); // the reset re-applies the session selection
}

void KnotTableView::followSession()
{
    if (m_syncing)
        return;
    const KnotSelection *sel = m_session->selection();
    const std::optional<ChannelId> ch = m_model->channel();
    if (!sel->isEmpty() && (!ch || sel->knotsOf(*ch).empty())) {
        const ChannelId first = sel->knots().begin()->channel;
        if (m_session->document()->contains(first)) {
            m_model->setChannel(first); // its reset applies the selection
            return;
        }
    }
    selectionFromSession();
}

void KnotTableView::selectionFromSession()
{
    if (m_syncing)
        return;
    const KnotSelection *sel = m_session->selection();
    const std::optional<ChannelId> ch = m_model->channel();
    m_syncing = true;
    QItemSelection rows;
    if (ch) {
        // One range per run of consecutive rows (a bulk selection is a few long runs).
        const std::vector<std::size_t> knots = sel->knotsOf(*ch);
        const int count = m_model->rowCount();
        for (std::size_t i = 0; i < knots.size();) {
            std::size_t j = i + 1;
            while (j < knots.size() && knots[j] == knots[j - 1] + 1 && int(knots[j]) < count)
                ++j;
            if (int(knots[i]) < count) // else a stale index (keys removed)
                rows.select(m_model->index(int(knots[i]), 0),
                            m_model->index(int(knots[j - 1]), KnotTableModel::ColumnCount - 1));
            i = j;
        }
    }
    selectionModel()->select(rows, QItemSelectionModel::ClearAndSelect);
    if (!rows.isEmpty()) {
        const QModelIndex first = rows.first().topLeft();
        if (!selectionModel()->isRowSelected(currentIndex().row(), {}))
            selectionModel()->setCurrentIndex(first, QItemSelectionModel::NoUpdate);
        scrollTo(first);
    }
    m_syncing = false;
}

void KnotTableView::selectionToSession()
{
    if (m_syncing)
        return;
    const std::optional<ChannelId> ch = m_model->channel();
    std::set<KnotRef> knots;
    if (ch) {
        for (const QModelIndex &cell : selectionModel()->selectedIndexes())
            knots.insert(KnotRef{*ch, std::size_t(cell.row())});
    }
    m_syncing = true;
    m_session->selection()->set(std::move(knots));
    m_syncing = false;
}

} // namespace knotline
