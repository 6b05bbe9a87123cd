#pragma once
// PreValueCanvasDrag: drags the pre-value marker of a dual-valued knot up and down
// (PreValueDragSession); the pointer's horizontal movement is ignored.

#include "core/editor/ChannelId.h"
#include "core/edit/PreValueDragSession.h"
#include "widgets/canvas/CanvasEditDrag.h"

#include <QCoreApplication>

#include <memory>

namespace knotline {

class PreValueCanvasDrag : public CanvasEditDrag {
    Q_DECLARE_TR_FUNCTIONS(PreValueCanvasDrag)

public:
    /// Null when the channel is not editable or the key has no draggable pre-value.
    static std::unique_ptr<PreValueCanvasDrag> create(EditorSession *session, ChannelId channel, std::size_t key,
                                                      const QPointF &pressPos, const ViewTransform &view);

    void moveTo(const QPointF &pos, Qt::KeyboardModifiers modifiers, const ViewTransform &view,
                const CanvasOptions &options) override;

private:
    PreValueCanvasDrag(EditorSession *session, ChannelId channel, PreValueDragSession drag, double grabOffsetY);

    ChannelId m_channel;
    PreValueDragSession m_drag;
    double m_grabOffsetY; ///< marker y − press y, pixels
};

} // namespace knotline
