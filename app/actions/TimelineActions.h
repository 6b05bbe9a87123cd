#pragma once
// The Timeline menu: Split at Current Time (Ctrl+K), Duplicate Clips (Ctrl+D), Delete
// Clips, Ripple Delete Clips, Enable / Disable Clips, Make Clip Unique (Ctrl+U), Clip
// Properties (raises the Clip dock), Add Track (Ctrl+T), Remove Track, Move Track Up / Down
// (Ctrl+Shift+Up / Down), Pose ▸ Raw / Blended (the document's pose, spec/timeline.md
// §1.7; one undo step), Edit Tool ▸ Select / Ripple / Roll / Slip / Slide (the timeline
// view's tool, TimelineEditTool.h; V B N Y U in the view), Frame All Clips, Frame Selected
// Clips. Each clip and track action runs the timeline view's slot of the same name
// (widgets/timeline/TimelineView.h), one undo step. The same clip actions make the menu a
// right click on a placed clip opens ("menuClip"). The actions are enabled while the
// document is an editable timeline (the clip and track actions also need a selection or a
// current track).
// Object names: "menuTimeline", "actionSplitClips", "actionDuplicateClips",
// "actionDeleteClips", "actionRippleDeleteClips", "actionToggleClipsEnabled",
// "actionMakeClipUnique", "actionClipProperties", "actionAddTrack", "actionRemoveTrack",
// "actionMoveTrackUp", "actionMoveTrackDown", "menuTimelinePose", "actionPoseRaw",
// "actionPoseBlended", "menuTimelineTool", "actionToolSelect", "actionToolRipple",
// "actionToolRoll", "actionToolSlip", "actionToolSlide", "actionFrameAllClips",
// "actionFrameSelectedClips".

#include <QObject>

class QAction;
class QActionGroup;
class QMenu;
class QMenuBar;

namespace knotline {

class EditorSession;
class TimelineView;

class TimelineActions : public QObject {
    Q_OBJECT

public:
    TimelineActions(QObject *parent, QMenuBar *menuBar, EditorSession *session, TimelineView *view);

    QMenu *menu() const { return m_menu; }
    /// The menu a right click on a placed clip opens.
    QMenu *clipMenu() const { return m_clipMenu; }
    /// Enables the actions for the view's current state.
    void updateEnabled();

signals:
    /// Clip Properties: the window raises the Clip dock.
    void clipPropertiesRequested();

private:
    void setPoseMode(bool blended);
    void syncChecks();

    EditorSession *m_session;
    TimelineView *m_view;
    QMenu *m_menu;
    QAction *m_split;
    QAction *m_duplicate;
    QAction *m_delete;
    QAction *m_unique;
    QAction *m_addTrack;
    QAction *m_removeTrack;
    QAction *m_trackUp;
    QAction *m_trackDown;
    QAction *m_frameAll;
    QAction *m_frameSelected;
    QAction *m_rippleDelete;
    QAction *m_toggleEnabled;
    QAction *m_properties;
    QAction *m_poseRaw;
    QAction *m_poseBlended;
    QActionGroup *m_tools;
    QMenu *m_clipMenu;
};

} // namespace knotline
