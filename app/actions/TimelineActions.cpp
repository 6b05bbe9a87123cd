#include "app/actions/TimelineActions.h"

#include "app/actions/ActionHelpers.h"
#include "widgets/session/EditorSession.h"
#include "widgets/session/PlacementSelection.h"
#include "widgets/timeline/TimelineView.h"

#include <QMenuBar>

namespace knotline {

TimelineActions::TimelineActions(QObject *parent, QMenuBar *menuBar, EditorSession *session, TimelineView *view)
    : QObject(parent)
    , m_session(session)
    , m_view(view)
{
    m_menu = menuBar->addMenu(tr("&Timeline"));
    m_menu->setObjectName(QStringLiteral("menuTimeline"));
    auto add = [this](const QString &text, const char *name, const QList<QKeySequence> &keys, auto slot) {
        QAction *a = addMenuAction(m_menu, text, name, keys);
        connect(a, &QAction::triggered, m_view, slot);
        return a;
    };
    m_split = add(tr("&Split at Current Time"), "actionSplitClips", {QKeySequence(Qt::CTRL | Qt::Key_K)},
                  &TimelineView::splitAtCurrentTime);
    m_duplicate = add(tr("&Duplicate Clips"), "actionDuplicateClips", {QKeySequence(Qt::CTRL | Qt::Key_D)},
                      &TimelineView::duplicateSelected);
    m_delete = add(tr("De&lete Clips"), "actionDeleteClips", {}, &TimelineView::deleteSelected);
    m_unique = add(tr("Make Clip &Unique"), "actionMakeClipUnique", {QKeySequence(Qt::CTRL | Qt::Key_U)},
                   &TimelineView::makeSelectedUnique);
    m_menu->addSeparator();
    m_addTrack = add(tr("&Add Track"), "actionAddTrack", {QKeySequence(Qt::CTRL | Qt::Key_T)}, &TimelineView::addTrack);
    m_removeTrack = add(tr("&Remove Track"), "actionRemoveTrack", {}, &TimelineView::removeCurrentTrack);
    m_trackUp = addMenuAction(m_menu, tr("Move Track &Up"), "actionMoveTrackUp",
                              {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Up)});
    connect(m_trackUp, &QAction::triggered, m_view, [this] { m_view->moveCurrentTrack(-1); });
    m_trackDown = addMenuAction(m_menu, tr("Move Track Do&wn"), "actionMoveTrackDown",
                                {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Down)});
    connect(m_trackDown, &QAction::triggered, m_view, [this] { m_view->moveCurrentTrack(1); });
    m_menu->addSeparator();
    m_frameAll = add(tr("Frame All &Clips"), "actionFrameAllClips", {}, &TimelineView::frameAll);
    m_frameSelected = add(tr("&Frame Selected Clips"), "actionFrameSelectedClips", {}, &TimelineView::frameSelected);

    connect(m_session, &EditorSession::documentChanged, this, &TimelineActions::updateEnabled);
    connect(m_session->placementSelection(), &PlacementSelection::changed, this, &TimelineActions::updateEnabled);
    connect(m_session->undoStack(), &QUndoStack::indexChanged, this, &TimelineActions::updateEnabled);
    connect(m_view, &TimelineView::currentTrackChanged, this, &TimelineActions::updateEnabled);
    updateEnabled();
}

void TimelineActions::updateEnabled()
{
    const bool editable = !m_view->isReadOnly();
    const bool selection = editable && !m_session->placementSelection()->placements().empty();
    const bool track = editable && m_view->currentTrack().has_value();
    m_split->setEnabled(editable);
    m_duplicate->setEnabled(selection);
    m_delete->setEnabled(selection);
    m_unique->setEnabled(selection);
    m_addTrack->setEnabled(editable);
    m_removeTrack->setEnabled(track);
    m_trackUp->setEnabled(track);
    m_trackDown->setEnabled(track);
    m_frameAll->setEnabled(m_view->shownTimeline() != nullptr);
    m_frameSelected->setEnabled(selection);
}

} // namespace knotline
