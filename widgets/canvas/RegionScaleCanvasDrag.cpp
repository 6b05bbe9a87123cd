#include "widgets/canvas/RegionScaleCanvasDrag.h"

#include "widgets/canvas/ViewTransform.h"

#include "widgets/session/ScaleKeysEdit.h"

#include <cmath>

namespace knotline {

RegionScaleCanvasDrag::RegionScaleCanvasDrag(EditorSession *session)
    : CanvasEditDrag(session, tr("Scale Keys"))
{
}

std::unique_ptr<RegionScaleCanvasDrag> RegionScaleCanvasDrag::create(EditorSession *session,
                                                                     const region::RegionBox &box, int edges,
                                                                     const QPointF &pressPos)
{
    if (edges == region::None)
        return nullptr;
    std::unique_ptr<RegionScaleCanvasDrag> drag(new RegionScaleCanvasDrag(session));
    const EditorDocument *doc = session->document();
    for (const KnotRef &k : box.keys)
        if (doc->contains(k.channel) && session->isChannelEditable(k.channel)
            && k.knot < doc->channel(k.channel).curve.numKeys())
            drag->m_keys[k.channel].push_back(k.knot);
    if (drag->m_keys.empty())
        return nullptr;
    for (const auto &entry : drag->m_keys)
        drag->m_channels.push_back(entry.first);
    drag->m_box = box;
    drag->m_edges = edges;
    drag->m_pressPos = pressPos;
    return drag;
}

void RegionScaleCanvasDrag::moveTo(const QPointF &pos, Qt::KeyboardModifiers modifiers, const ViewTransform &view,
                                   const CanvasOptions &options)
{
    using namespace region;
    const double dt = (pos.x() - m_pressPos.x()) / view.pixelsPerTime();
    const double dv = -(pos.y() - m_pressPos.y()) / view.pixelsPerValue();
    KeyScaleParams p;
    if (m_edges & (Left | Right)) {
        const bool right = m_edges & Right;
        const double edge = right ? m_box.timeMax : m_box.timeMin;
        p.timePivot = right ? m_box.timeMin : m_box.timeMax;
        double moved = edge + dt;
        if (snapsWhileDragging(options, modifiers))
            moved = std::round(moved);
        p.timeScale = (moved - p.timePivot) / (edge - p.timePivot);
    }
    if (m_edges & (Top | Bottom)) {
        const bool top = m_edges & Top;
        const double edge = top ? m_box.valueMax : m_box.valueMin;
        p.valuePivot = top ? m_box.valueMin : m_box.valueMax;
        p.valueScale = (edge + dv - p.valuePivot) / (edge - p.valuePivot);
    }
    if (!std::isfinite(p.timeScale) || p.timeScale == 0.0 || !std::isfinite(p.valueScale))
        return; // e.g. the moved edge on its pivot: keep the last good state
    (void)applyScale(p);
}

bool RegionScaleCanvasDrag::applyScale(const KeyScaleParams &params)
{
    if (!scaleKeysInGesture(m_gesture, m_keys, params))
        return false;
    m_params = params;
    return true;
}

} // namespace knotline
