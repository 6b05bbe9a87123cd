#pragma once
// ExtrapolationBoundaryCanvasDrag: drags the loop-boundary grip of a channel's looping
// pre or post extrapolation (ExtrapolationBoundaryDragSession: the boundary snaps to
// keys, as Ts requires a key time there).

#include "core/editor/ChannelId.h"
#include "core/edit/ExtrapolationBoundaryDragSession.h"
#include "widgets/canvas/CanvasEditDrag.h"

#include <QCoreApplication>

#include <memory>

namespace knotline {

class ExtrapolationBoundaryCanvasDrag : public CanvasEditDrag {
    Q_DECLARE_TR_FUNCTIONS(ExtrapolationBoundaryCanvasDrag)

public:
    /// Null when the channel is not editable or that side has no loop boundary.
    static std::unique_ptr<ExtrapolationBoundaryCanvasDrag> create(EditorSession *session, ChannelId channel,
                                                                   ExtrapolationSide side, const QPointF &pressPos,
                                                                   const ViewTransform &view);

    void moveTo(const QPointF &pos, Qt::KeyboardModifiers modifiers, const ViewTransform &view,
                const CanvasOptions &options) override;

private:
    ExtrapolationBoundaryCanvasDrag(EditorSession *session, ChannelId channel,
                                    ExtrapolationBoundaryDragSession drag, double grabOffsetX);

    ChannelId m_channel;
    ExtrapolationBoundaryDragSession m_drag;
    double m_grabOffsetX; ///< boundary x − press x, pixels
};

} // namespace knotline
