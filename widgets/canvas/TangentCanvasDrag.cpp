#include "widgets/canvas/TangentCanvasDrag.h"

#include "widgets/canvas/KnotGeometry.h"
#include "widgets/canvas/ViewTransform.h"

namespace knotline {

TangentCanvasDrag::TangentCanvasDrag(EditorSession *session, ChannelId channel, TangentDragSession drag,
                                     QPointF grabOffset)
    : CanvasEditDrag(session, tr("Drag Tangent"))
    , m_channel(channel)
    , m_drag(std::move(drag))
    , m_grabOffset(grabOffset)
{
    m_channels.push_back(channel);
}

std::unique_ptr<TangentCanvasDrag> TangentCanvasDrag::create(EditorSession *session, ChannelId channel,
                                                             std::size_t key, TangentSide side,
                                                             const QPointF &pressPos, const ViewTransform &view)
{
    if (!session->isChannelEditable(channel))
        return nullptr;
    const AnimCurve &curve = session->document()->channel(channel).curve;
    Result<TangentDragSession> s = TangentDragSession::create(curve, key, side);
    const std::optional<QPointF> handle = tangentHandlePixel(curve, key, side, view);
    if (!s || !handle)
        return nullptr;
    return std::unique_ptr<TangentCanvasDrag>(
        new TangentCanvasDrag(session, channel, std::move(s).value(), *handle - pressPos));
}

void TangentCanvasDrag::moveTo(const QPointF &pos, Qt::KeyboardModifiers, const ViewTransform &view,
                               const CanvasOptions &)
{
    const QPointF handle = view.toCurve(pos + m_grabOffset);
    (void)m_gesture.edit(m_channel, [&](AnimCurveFn &fn) { return m_drag.apply(fn, handle.x(), handle.y()); });
}

} // namespace knotline
