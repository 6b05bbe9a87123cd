#include "widgets/canvas/GhostKeyCanvasDrag.h"

#include "widgets/canvas/CanvasContext.h"
#include "widgets/canvas/GhostKeys.h"
#include "widgets/canvas/DragAxisLock.h"
#include "widgets/canvas/ViewTransform.h"

#include <cmath>

namespace knotline {

GhostKeyCanvasDrag::GhostKeyCanvasDrag(EditorSession *session, ChannelId channel, KnotEcho echo,
                                       KnotDragSession drag)
    : CanvasEditDrag(session, tr("Move Key Through Copy"))
    , m_channel(channel)
    , m_echo(echo)
    , m_drag(std::move(drag))
{
    m_channels.push_back(channel);
}

std::unique_ptr<GhostKeyCanvasDrag> GhostKeyCanvasDrag::create(EditorSession *session, const CanvasContext &context,
                                                               ChannelId channel, double echoTime,
                                                               const QPointF &pressPos,
                                                               Qt::KeyboardModifiers pressModifiers)
{
    if (!session->document()->contains(channel) || !session->isChannelEditable(channel))
        return nullptr;
    const std::optional<KnotEcho> echo = ghosts::shownEchoAt(context, channel, echoTime);
    if (!echo)
        return nullptr;
    Result<KnotDragSession> s = KnotDragSession::create(session->document()->channel(channel).curve, {echo->knot},
                                                        echo->knot);
    if (!s)
        return nullptr;
    std::unique_ptr<GhostKeyCanvasDrag> drag(
        new GhostKeyCanvasDrag(session, channel, *echo, std::move(s).value()));
    drag->m_pressPos = pressPos;
    drag->m_pressModifiers = pressModifiers;
    return drag;
}

void GhostKeyCanvasDrag::moveTo(const QPointF &pos, Qt::KeyboardModifiers modifiers, const ViewTransform &view,
                                const CanvasOptions &options)
{
    const QPointF delta = pos - m_pressPos;
    const DragAxis axis = lockedDragAxis(delta, modifiers, m_pressModifiers);
    const double dt = m_echo.knotTimeDelta(delta.x() / view.pixelsPerTime());
    const double dv = m_echo.knotValueDelta(-delta.y() / view.pixelsPerValue());
    (void)m_gesture.edit(m_channel, [&](AnimCurveFn &fn) {
        return m_drag.drag(fn, dt, std::isfinite(dv) ? dv : 0.0, axis, snapsWhileDragging(options, modifiers));
    });
}

} // namespace knotline
