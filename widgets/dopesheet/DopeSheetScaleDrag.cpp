#include "widgets/dopesheet/DopeSheetScaleDrag.h"

#include "widgets/session/ScaleKeysEdit.h"

#include <cmath>

namespace knotline {

DopeSheetScaleDrag::DopeSheetScaleDrag(EditorSession *session)
    : m_session(session)
    , m_gesture(session, tr("Scale Keys"))
{
}

std::unique_ptr<DopeSheetScaleDrag> DopeSheetScaleDrag::create(EditorSession *session, const std::set<KnotRef> &keys,
                                                               double edgeTime, double pivot)
{
    if (!std::isfinite(edgeTime) || !std::isfinite(pivot) || edgeTime == pivot)
        return nullptr;
    std::unique_ptr<DopeSheetScaleDrag> drag(new DopeSheetScaleDrag(session));
    const EditorDocument *doc = session->document();
    for (const KnotRef &k : keys) {
        if (doc->contains(k.channel) && session->isChannelEditable(k.channel)
            && k.knot < doc->channel(k.channel).curve.numKeys())
            drag->m_keys[k.channel].push_back(k.knot);
    }
    if (drag->m_keys.empty())
        return nullptr;
    drag->m_edge = edgeTime;
    drag->m_pivot = pivot;
    return drag;
}

bool DopeSheetScaleDrag::dragEdgeTo(double edgeTime)
{
    const double scale = (edgeTime - m_pivot) / (m_edge - m_pivot);
    if (!std::isfinite(scale) || scale == 0.0)
        return false;
    KeyScaleParams params;
    params.timeScale = scale;
    params.timePivot = m_pivot;
    if (!scaleKeysInGesture(m_gesture, m_keys, params))
        return false;
    m_scale = scale;
    return true;
}

void DopeSheetScaleDrag::commit()
{
    bool changed = false;
    for (const auto &entry : m_keys)
        changed = changed || m_session->document()->channel(entry.first).curve != m_gesture.curveBefore(entry.first);
    if (changed)
        m_gesture.commit();
    else
        m_gesture.cancel();
}

} // namespace knotline
