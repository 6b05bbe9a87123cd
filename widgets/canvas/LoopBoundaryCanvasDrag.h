#pragma once
// LoopBoundaryCanvasDrag: drags a grip of a channel's inner-loop prototype boundary
// (LoopBoundaryDragSession: the start snaps to keys, the end to frames when snapping).

#include "core/editor/ChannelId.h"
#include "core/edit/LoopBoundaryDragSession.h"
#include "widgets/canvas/CanvasEditDrag.h"

#include <QCoreApplication>

#include <memory>

namespace knotline {

class LoopBoundaryCanvasDrag : public CanvasEditDrag {
    Q_DECLARE_TR_FUNCTIONS(LoopBoundaryCanvasDrag)

public:
    /// Null when the channel is not editable or has no inner loop.
    static std::unique_ptr<LoopBoundaryCanvasDrag> create(EditorSession *session, ChannelId channel,
                                                          LoopBoundary boundary, const QPointF &pressPos,
                                                          const ViewTransform &view);

    void moveTo(const QPointF &pos, Qt::KeyboardModifiers modifiers, const ViewTransform &view,
                const CanvasOptions &options) override;

private:
    LoopBoundaryCanvasDrag(EditorSession *session, ChannelId channel, LoopBoundaryDragSession drag,
                           double grabOffsetX);

    ChannelId m_channel;
    LoopBoundaryDragSession m_drag;
    double m_grabOffsetX; ///< boundary x − press x, pixels
};

} // namespace knotline
