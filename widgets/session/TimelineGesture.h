#pragma once
// TimelineGesture: one user gesture over a timeline document (dragging a placed clip,
// trimming it, moving a sync point…) as one undo step, like EditGesture for curves. Make
// one on mouse press, call update() with the whole new timeline on every move (applied
// live: EditorDocument::timelineChanged fires and every view follows while dragging),
// then commit() on release (one undo step named `text` on the session's QUndoStack;
// nothing when the timeline ended as it began) or cancel() (back to before()). Destroying
// an uncommitted gesture cancels it.

#include "core/base/Status.h"
#include "core/editor/DocumentEditSession.h"
#include "core/timeline/Timeline.h"

#include <QPointer>
#include <QString>

namespace knotline {

class EditorSession;

class TimelineGesture {
public:
    /// Precondition: `session` outlives the gesture; its document is the one edited (a
    /// document replaced meanwhile makes update() fail and commit() push nothing).
    TimelineGesture(EditorSession *session, QString text);
    ~TimelineGesture();
    TimelineGesture(const TimelineGesture &) = delete;
    TimelineGesture &operator=(const TimelineGesture &) = delete;

    /// Makes `next` the document's timeline (EditorDocument::setTimeline), recorded into
    /// this gesture. Errors, changing nothing: not a timeline document
    /// (MessageId::NotTimelineDocument), a finished gesture, a replaced document.
    Status update(Timeline next);
    /// The timeline when the gesture started: compute each new state from it (e.g. the
    /// placement's start at press + the drag distance), never accumulate deltas. An empty
    /// Timeline when the document is not a timeline.
    const Timeline &before() const { return m_before; }
    /// Pushes the gesture as one undo step (nothing when nothing changed) and ends it.
    void commit();
    /// Puts before() back and ends the gesture.
    void cancel();
    bool isActive() const { return m_edits.isActive(); }

private:
    bool documentIsCurrent() const;

    EditorSession *m_session;
    QPointer<EditorDocument> m_document; ///< null once the document is gone
    QString m_text;
    DocumentEditSession m_edits;
    Timeline m_before;
};

} // namespace knotline
