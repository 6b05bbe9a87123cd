#pragma once
// The Timeline menu: Split at Current Time (Ctrl+K), Duplicate Clips (Ctrl+D), Delete
// Clips, Make Clip Unique (Ctrl+U), Add Track (Ctrl+T), Remove Track, Move Track Up /
// Down (Ctrl+Shift+Up / Down), Frame All Clips, Frame Selected Clips. Each runs the
// timeline view's slot of the same name (widgets/timeline/TimelineView.h), one undo step.
// The actions are enabled while the document is an editable timeline (the clip and track
// actions also need a selection or a current track).
// Object names: "menuTimeline", "actionSplitClips", "actionDuplicateClips",
// "actionDeleteClips", "actionMakeClipUnique", "actionAddTrack", "actionRemoveTrack",
// "actionMoveTrackUp", "actionMoveTrackDown", "actionFrameAllClips",
// "actionFrameSelectedClips".

#include <QObject>

class QAction;
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
    /// Enables the actions for the view's current state.
    void updateEnabled();

private:
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
};

} // namespace knotline
