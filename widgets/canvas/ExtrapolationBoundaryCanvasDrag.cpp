#include "widgets/canvas/ExtrapolationBoundaryCanvasDrag.h"

#include "core/spline/Spline.h"
#include "widgets/canvas/ViewTransform.h"

namespace knotline {

ExtrapolationBoundaryCanvasDrag::ExtrapolationBoundaryCanvasDrag(EditorSession *session, ChannelId channel,
                                                                 ExtrapolationBoundaryDragSession drag,
                                                                 double grabOffsetX)
    : CanvasEditDrag(session, drag.side() == ExtrapolationSide::Pre ? tr("Move Pre-Extrapolation Loop Boundary")
                                                                    : tr("Move Post-Extrapolation Loop Boundary"))
    , m_channel(channel)
    , m_drag(std::move(drag))
    , m_grabOffsetX(grabOffsetX)
{
    m_channels.push_back(channel);
}

std::unique_ptr<ExtrapolationBoundaryCanvasDrag>
ExtrapolationBoundaryCanvasDrag::create(EditorSession *session, ChannelId channel, ExtrapolationSide side,
                                        const QPointF &pressPos, const ViewTransform &view)
{
    if (!session->isChannelEditable(channel))
        return nullptr;
    const AnimCurve &curve = session->document()->channel(channel).curve;
    Result<ExtrapolationBoundaryDragSession> s = ExtrapolationBoundaryDragSession::create(curve, side);
    if (!s)
        return nullptr;
    const Extrapolation &e = side == ExtrapolationSide::Pre ? curve.spline().preExtrapolation()
                                                            : curve.spline().postExtrapolation();
    const double x = view.timeToX(*e.loopBoundary);
    return std::unique_ptr<ExtrapolationBoundaryCanvasDrag>(
        new ExtrapolationBoundaryCanvasDrag(session, channel, std::move(s).value(), x - pressPos.x()));
}

void ExtrapolationBoundaryCanvasDrag::moveTo(const QPointF &pos, Qt::KeyboardModifiers, const ViewTransform &view,
                                             const CanvasOptions &)
{
    const double time = view.xToTime(pos.x() + m_grabOffsetX);
    (void)m_gesture.edit(m_channel, [&](AnimCurveFn &fn) { return m_drag.apply(fn, time); });
}

} // namespace knotline
