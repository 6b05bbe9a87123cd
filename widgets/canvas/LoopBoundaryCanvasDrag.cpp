#include "widgets/canvas/LoopBoundaryCanvasDrag.h"

#include "core/spline/Spline.h"
#include "widgets/canvas/ViewTransform.h"

namespace knotline {

LoopBoundaryCanvasDrag::LoopBoundaryCanvasDrag(EditorSession *session, ChannelId channel,
                                               LoopBoundaryDragSession drag, double grabOffsetX)
    : CanvasEditDrag(session, tr("Move Loop Boundary"))
    , m_channel(channel)
    , m_drag(std::move(drag))
    , m_grabOffsetX(grabOffsetX)
{
    m_channels.push_back(channel);
}

std::unique_ptr<LoopBoundaryCanvasDrag> LoopBoundaryCanvasDrag::create(EditorSession *session, ChannelId channel,
                                                                       LoopBoundary boundary,
                                                                       const QPointF &pressPos,
                                                                       const ViewTransform &view)
{
    if (!session->isChannelEditable(channel))
        return nullptr;
    const AnimCurve &curve = session->document()->channel(channel).curve;
    Result<LoopBoundaryDragSession> s = LoopBoundaryDragSession::create(curve, boundary);
    if (!s)
        return nullptr;
    const LoopParams &loop = curve.spline().innerLoopParams();
    const double x = view.timeToX(boundary == LoopBoundary::Start ? loop.protoStart : loop.protoEnd);
    return std::unique_ptr<LoopBoundaryCanvasDrag>(
        new LoopBoundaryCanvasDrag(session, channel, std::move(s).value(), x - pressPos.x()));
}

void LoopBoundaryCanvasDrag::moveTo(const QPointF &pos, Qt::KeyboardModifiers, const ViewTransform &view,
                                    const CanvasOptions &options)
{
    const double time = view.xToTime(pos.x() + m_grabOffsetX);
    (void)m_gesture.edit(m_channel, [&](AnimCurveFn &fn) { return m_drag.apply(fn, time, options.snapping); });
}

} // namespace knotline
