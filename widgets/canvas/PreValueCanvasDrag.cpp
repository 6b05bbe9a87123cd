#include "widgets/canvas/PreValueCanvasDrag.h"

#include "widgets/canvas/KnotGeometry.h"
#include "widgets/canvas/ViewTransform.h"

namespace knotline {

PreValueCanvasDrag::PreValueCanvasDrag(EditorSession *session, ChannelId channel, PreValueDragSession drag,
                                       double grabOffsetY)
    : CanvasEditDrag(session, tr("Drag Pre-Value"))
    , m_channel(channel)
    , m_drag(std::move(drag))
    , m_grabOffsetY(grabOffsetY)
{
    m_channels.push_back(channel);
}

std::unique_ptr<PreValueCanvasDrag> PreValueCanvasDrag::create(EditorSession *session, ChannelId channel,
                                                               std::size_t key, const QPointF &pressPos,
                                                               const ViewTransform &view)
{
    if (!session->isChannelEditable(channel))
        return nullptr;
    const AnimCurve &curve = session->document()->channel(channel).curve;
    Result<PreValueDragSession> s = PreValueDragSession::create(curve, key);
    const std::optional<QPointF> marker = preValuePixel(curve, key, view);
    if (!s || !marker)
        return nullptr;
    return std::unique_ptr<PreValueCanvasDrag>(
        new PreValueCanvasDrag(session, channel, std::move(s).value(), marker->y() - pressPos.y()));
}

void PreValueCanvasDrag::moveTo(const QPointF &pos, Qt::KeyboardModifiers, const ViewTransform &view,
                                const CanvasOptions &)
{
    const double value = view.yToValue(pos.y() + m_grabOffsetY);
    (void)m_gesture.edit(m_channel, [&](AnimCurveFn &fn) { return m_drag.apply(fn, value); });
}

} // namespace knotline
