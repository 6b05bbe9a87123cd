#pragma once
// CanvasEditDrag: one mouse drag on the curve canvas that edits curves (keys, a tangent
// handle, a pre-value, an inner-loop boundary). It owns an EditGesture: every pointer
// move recomputes the ABSOLUTE new state from the curves as they were at the press (the
// core/edit drag sessions do that) and edits through the gesture; release commits one
// undo step, Escape cancels (restores every touched channel).

#include "widgets/canvas/CanvasOptions.h"
#include "widgets/session/EditorSession.h"

#include <QPointF>
#include <QString>

#include <cstddef>
#include <vector>

namespace knotline {

class ViewTransform;

class CanvasEditDrag {
public:
    virtual ~CanvasEditDrag() = default;
    CanvasEditDrag(const CanvasEditDrag &) = delete;
    CanvasEditDrag &operator=(const CanvasEditDrag &) = delete;

    /// The pointer moved to `pos` (widget pixels) with `modifiers` held. Edits that the
    /// document refuses leave the previous state (the drag goes on).
    virtual void moveTo(const QPointF &pos, Qt::KeyboardModifiers modifiers, const ViewTransform &view,
                        const CanvasOptions &options) = 0;
    /// Pushes the drag as one undo step; a drag that ends where it started (e.g. moved
    /// away and back) pushes nothing.
    void commit()
    {
        bool changed = false;
        for (ChannelId ch : m_channels)
            changed = changed || m_session->document()->channel(ch).curve != m_gesture.curveBefore(ch);
        if (changed)
            m_gesture.commit();
        else
            m_gesture.cancel();
    }
    /// Undoes the drag; nothing is pushed.
    void cancel() { m_gesture.cancel(); }

protected:
    CanvasEditDrag(EditorSession *session, const QString &text)
        : m_session(session)
        , m_gesture(session, text)
    {
    }

    EditorSession *m_session;
    EditGesture m_gesture;
    std::vector<ChannelId> m_channels; ///< channels the drag edits (set by subclasses)
};

} // namespace knotline
