#include "app/actions/TimelineActions.h"

#include "app/actions/ActionHelpers.h"
#include "widgets/session/EditorSession.h"
#include "widgets/session/PlacementSelection.h"
#include "widgets/timeline/TimelineView.h"

#include "core/timeline/TimelineEdits.h"
#include "widgets/messages/CoreMessageText.h"

#include <QActionGroup>
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
    m_rippleDelete = add(tr("&Ripple Delete Clips"), "actionRippleDeleteClips", {}, &TimelineView::rippleDeleteSelected);
    m_rippleDelete->setStatusTip(tr("Delete the selected clips and close the gaps they leave (Shift+Delete in the timeline)"));
    m_toggleEnabled = add(tr("&Enable / Disable Clips"), "actionToggleClipsEnabled", {}, &TimelineView::toggleSelectedEnabled);
    m_toggleEnabled->setStatusTip(tr("A disabled clip plays nothing (E in the timeline)"));
    m_unique = add(tr("Make Clip &Unique"), "actionMakeClipUnique", {QKeySequence(Qt::CTRL | Qt::Key_U)},
                   &TimelineView::makeSelectedUnique);
    m_properties = addMenuAction(m_menu, tr("Clip &Properties"), "actionClipProperties", {});
    connect(m_properties, &QAction::triggered, this, &TimelineActions::clipPropertiesRequested);
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
    QMenu *pose = m_menu->addMenu(tr("P&ose"));
    pose->setObjectName(QStringLiteral("menuTimelinePose"));
    auto *poseGroup = new QActionGroup(this);
    m_poseRaw = addToggleAction(pose, tr("&Raw"), "actionPoseRaw", {});
    m_poseRaw->setStatusTip(tr("The reference's pose: the later clip wins, ramps are not applied"));
    m_poseBlended = addToggleAction(pose, tr("&Blended"), "actionPoseBlended", {});
    m_poseBlended->setStatusTip(tr("Ramps crossfade, track weights and additive tracks apply"));
    poseGroup->addAction(m_poseRaw);
    poseGroup->addAction(m_poseBlended);
    connect(m_poseRaw, &QAction::triggered, this, [this] { setPoseMode(false); });
    connect(m_poseBlended, &QAction::triggered, this, [this] { setPoseMode(true); });
    QMenu *tools = m_menu->addMenu(tr("Edit &Tool"));
    tools->setObjectName(QStringLiteral("menuTimelineTool"));
    m_tools = new QActionGroup(this);
    const std::pair<TimelineEditTool, const char *> toolActions[] = {
        {TimelineEditTool::Select, "actionToolSelect"}, {TimelineEditTool::Ripple, "actionToolRipple"},
        {TimelineEditTool::Roll, "actionToolRoll"},     {TimelineEditTool::Slip, "actionToolSlip"},
        {TimelineEditTool::Slide, "actionToolSlide"},
    };
    const char keys[] = {'V', 'B', 'N', 'Y', 'U'};
    int k = 0;
    for (const auto &[tool, name] : toolActions) {
        //: The key in brackets is the timeline view's shortcut for the tool.
        QAction *a = addToggleAction(tools, tr("%1 (%2)").arg(QCoreApplication::translate("TimelineEditTool", toolName(tool)))
                                                       .arg(QLatin1Char(keys[k++])), name, {});
        a->setData(int(tool));
        m_tools->addAction(a);
        connect(a, &QAction::triggered, m_view, [this, tool = tool] { m_view->setEditTool(tool); });
    }
    connect(m_view, &TimelineView::editToolChanged, this, &TimelineActions::syncChecks);
    m_menu->addSeparator();
    m_frameAll = add(tr("Frame All &Clips"), "actionFrameAllClips", {}, &TimelineView::frameAll);
    m_frameSelected = add(tr("&Frame Selected Clips"), "actionFrameSelectedClips", {}, &TimelineView::frameSelected);

    m_clipMenu = new QMenu(view);
    m_clipMenu->setObjectName(QStringLiteral("menuClip"));
    m_clipMenu->addActions({m_split, m_duplicate, m_delete, m_rippleDelete, m_toggleEnabled, m_unique});
    m_clipMenu->addSeparator();
    m_clipMenu->addAction(m_properties);
    connect(m_view, &TimelineView::placementMenuRequested, this, [this](const QPoint &global) {
        updateEnabled();
        m_clipMenu->popup(global);
    });

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
    m_rippleDelete->setEnabled(selection);
    m_toggleEnabled->setEnabled(selection);
    m_properties->setEnabled(selection);
    m_poseRaw->setEnabled(editable);
    m_poseBlended->setEnabled(editable);
    for (QAction *a : m_tools->actions())
        a->setEnabled(editable);
    syncChecks();
}

void TimelineActions::syncChecks()
{
    const Timeline *t = m_session->document()->timeline();
    const bool blended = t && t->poseMode() == TimelinePoseMode::Blended;
    m_poseRaw->setChecked(t && !blended);
    m_poseBlended->setChecked(blended);
    for (QAction *a : m_tools->actions())
        a->setChecked(a->data().toInt() == int(m_view->editTool()));
}

void TimelineActions::setPoseMode(bool blended)
{
    const Timeline *t = m_session->document()->timeline();
    const TimelinePoseMode mode = blended ? TimelinePoseMode::Blended : TimelinePoseMode::Raw;
    if (!t || t->poseMode() == mode) {
        syncChecks();
        return;
    }
    Result<Timeline> next = setTimelinePoseMode(*t, mode);
    if (next)
        (void)m_session->applyTimelineEdit(std::move(*next), blended ? tr("Show Blended Pose") : tr("Show Raw Pose"));
    syncChecks();
}

} // namespace knotline
