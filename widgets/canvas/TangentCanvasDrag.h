#pragma once
// TangentCanvasDrag: drags one tangent handle of one key (TangentDragSession): the handle
// follows the pointer (keeping the offset between the pointer and the handle at the
// press); locks, weights and live anti-regression are the session's.

#include "core/editor/ChannelId.h"
#include "core/edit/TangentDragSession.h"
#include "widgets/canvas/CanvasEditDrag.h"

#include <QCoreApplication>

#include <memory>

namespace knotline {

class TangentCanvasDrag : public CanvasEditDrag {
    Q_DECLARE_TR_FUNCTIONS(TangentCanvasDrag)

public:
    /// Null when the channel is not editable or the side has no handle.
    static std::unique_ptr<TangentCanvasDrag> create(EditorSession *session, ChannelId channel, std::size_t key,
                                                     TangentSide side, const QPointF &pressPos,
                                                     const ViewTransform &view);

    void moveTo(const QPointF &pos, Qt::KeyboardModifiers modifiers, const ViewTransform &view,
                const CanvasOptions &options) override;

private:
    TangentCanvasDrag(EditorSession *session, ChannelId channel, TangentDragSession drag, QPointF grabOffset);

    ChannelId m_channel;
    TangentDragSession m_drag;
    QPointF m_grabOffset; ///< handle pixel − press pixel
};

} // namespace knotline
