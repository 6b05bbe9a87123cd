#include "widgets/canvas/KnotsCanvasDrag.h"

#include "core/editor/CurveChangeBatch.h"

#include "widgets/canvas/DragAxisLock.h"
#include "widgets/canvas/KnotGeometry.h"
#include "widgets/canvas/ViewTransform.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <map>
#include <optional>

namespace knotline {

KnotsCanvasDrag::KnotsCanvasDrag(EditorSession *session, const QString &text)
    : CanvasEditDrag(session, text)
{
}

std::unique_ptr<KnotsCanvasDrag> KnotsCanvasDrag::create(EditorSession *session, const std::set<KnotRef> &keys,
                                                         KnotRef anchor, const QPointF &pressPos,
                                                         Qt::KeyboardModifiers pressModifiers, const QString &text)
{
    std::map<ChannelId, std::vector<std::size_t>> byChannel;
    const EditorDocument *doc = session->document();
    // `keys` is ordered by channel: each channel is looked up once per run of its keys.
    std::optional<ChannelId> channel;
    std::vector<std::size_t> *indices = nullptr;
    std::size_t keyCount = 0;
    for (const KnotRef &k : keys) {
        if (k.channel != channel) {
            channel = k.channel;
            const bool editable = doc->contains(k.channel) && session->isChannelEditable(k.channel);
            indices = editable ? &byChannel[k.channel] : nullptr;
            keyCount = editable ? doc->channel(k.channel).curve.numKeys() : 0;
        }
        if (indices && k.knot < keyCount)
            indices->push_back(k.knot);
    }
    std::erase_if(byChannel, [](const auto &entry) { return entry.second.empty(); });
    if (byChannel.empty())
        return nullptr;
    std::unique_ptr<KnotsCanvasDrag> drag(new KnotsCanvasDrag(session, text));
    drag->m_pressPos = pressPos;
    drag->m_pressModifiers = pressModifiers;
    for (auto &[channel, indices] : byChannel) {
        const bool hasAnchor = channel == anchor.channel
            && std::find(indices.begin(), indices.end(), anchor.knot) != indices.end();
        const std::size_t anchorKey = hasAnchor ? anchor.knot : indices.front();
        Result<KnotDragSession> s = KnotDragSession::create(drag->m_gesture.curveBefore(channel), indices, anchorKey);
        if (!s)
            continue;
        if (hasAnchor)
            drag->m_anchorSession = drag->m_sessions.size();
        drag->m_sessions.emplace_back(channel, std::move(s).value());
        drag->m_channels.push_back(channel);
    }
    if (drag->m_sessions.empty())
        return nullptr;
    return drag;
}

std::unique_ptr<KnotsCanvasDrag> KnotsCanvasDrag::createForSelection(EditorSession *session, const QPointF &pressPos,
                                                                     const ViewTransform &view,
                                                                     Qt::KeyboardModifiers pressModifiers)
{
    const std::set<KnotRef> &keys = session->selection()->knots();
    const EditorDocument *doc = session->document();
    std::optional<KnotRef> anchor;
    double nearest = std::numeric_limits<double>::infinity();
    for (const KnotRef &k : keys) {
        if (!doc->contains(k.channel) || !session->isChannelEditable(k.channel))
            continue;
        const AnimCurve &curve = doc->channel(k.channel).curve;
        if (k.knot >= curve.numKeys())
            continue;
        const QPointF d = keyPixel(curve, k.knot, view) - pressPos;
        const double distance = std::hypot(d.x(), d.y());
        if (!anchor || distance < nearest) {
            anchor = k;
            nearest = distance;
        }
    }
    if (!anchor)
        return nullptr;
    return create(session, keys, *anchor, pressPos, pressModifiers);
}

double KnotsCanvasDrag::applyOffsets(double proposedTimeOffset, double valueOffset, DragAxis axis, bool snap,
                                     double valueStep)
{
    std::pair<double, double> allowed{-std::numeric_limits<double>::infinity(),
                                      std::numeric_limits<double>::infinity()};
    for (const auto &entry : m_sessions) {
        const auto a = entry.second.allowedTimeOffsets();
        allowed.first = std::max(allowed.first, a.first);
        allowed.second = std::min(allowed.second, a.second);
    }
    const KnotDragSession &anchor = m_sessions[m_anchorSession].second;
    const double dt = axis == DragAxis::ValueOnly
        ? 0.0
        : KnotDragSession::resolveTimeOffset(proposedTimeOffset, anchor.anchorTime(), allowed, snap);
    const double dv = axis == DragAxis::TimeOnly
        ? 0.0
        : KnotDragSession::resolveValueOffset(valueOffset, anchor.anchorValue(), valueStep);
    const CurveChangeBatch batch(m_session->document()); // the views follow once per step
    for (const auto &[channel, session] : m_sessions) {
        const KnotDragSession &s = session;
        (void)m_gesture.edit(channel, [&](AnimCurveFn &fn) { return s.apply(fn, dt, dv, axis); });
    }
    return dt;
}

void KnotsCanvasDrag::moveTo(const QPointF &pos, Qt::KeyboardModifiers modifiers, const ViewTransform &view,
                             const CanvasOptions &options)
{
    const QPointF delta = pos - m_pressPos;
    const DragAxis axis = lockedDragAxis(delta, modifiers, m_pressModifiers);
    applyOffsets(delta.x() / view.pixelsPerTime(), -delta.y() / view.pixelsPerValue(), axis,
                 snapsWhileDragging(options, modifiers), valueSnapStep(options, modifiers));
}

} // namespace knotline
