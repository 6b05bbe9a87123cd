#pragma once
// DopeSheetScaleDrag: scales the selected keys of every editable channel in time about a
// pivot while a scale grip of the dope sheet is dragged (Maya's Dope Sheet region-tool
// scaling, in time only). Every move recomputes the keys from the curves as they were at
// the press (core/edit/KeyScale.h: scaleKeys with valueScale 1), all channels or none: a
// scale that one channel refuses (keys would pass an unselected key; a negative scale of
// keys that are not a run) keeps the previous state of every channel. Release commits one
// undo step named "Scale Keys"; cancel() restores every channel.
//
// Units: time codes. The dragged edge is the selection's first (start grip) or last (end
// grip) key time; the scale is (edge' − pivot) / (edge − pivot).

#include "core/edit/KeyScale.h"
#include "widgets/session/EditorSession.h"

#include <QCoreApplication>

#include <cstddef>
#include <map>
#include <memory>
#include <set>
#include <vector>

namespace knotline {

class DopeSheetScaleDrag {
    Q_DECLARE_TR_FUNCTIONS(DopeSheetScaleDrag)

public:
    /// A scale of `keys` (keys of channels that are not editable stay) whose edge at time
    /// `edgeTime` is dragged, about `pivot` (time codes). Null when no key can change or
    /// edgeTime equals pivot.
    static std::unique_ptr<DopeSheetScaleDrag> create(EditorSession *session, const std::set<KnotRef> &keys,
                                                      double edgeTime, double pivot);

    /// Moves the dragged edge to `edgeTime`: scale (edgeTime − pivot) / (edge − pivot).
    /// A zero, non-finite or refused scale keeps the previous state. Returns whether the
    /// keys now have that scale.
    bool dragEdgeTo(double edgeTime);
    /// The scale applied now (1 before any move).
    double scale() const { return m_scale; }
    /// Pushes one undo step when something changed; else nothing.
    void commit();
    void cancel() { m_gesture.cancel(); }

private:
    DopeSheetScaleDrag(EditorSession *session);

    EditorSession *m_session;
    EditGesture m_gesture;
    std::map<ChannelId, std::vector<std::size_t>> m_keys;
    double m_edge = 0.0;
    double m_pivot = 0.0;
    double m_scale = 1.0;
};

} // namespace knotline
