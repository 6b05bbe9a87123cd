#pragma once
// RegionScaleCanvasDrag: a drag of a region-tool handle (RegionBox.h) on the curve canvas:
// scales the box's keys, live while dragging, with core/edit/KeyScale.h — in time when a
// left or right edge moves (about the opposite edge's time), in value when a top or bottom
// edge moves (about the opposite edge's value), both at a corner. Every move recomputes the
// keys from the curves as they were at the press, all channels or none: a scale a channel
// refuses (keys would pass an unselected key; a reversal of keys that are not a run; a zero
// time scale) keeps the previous state of every channel. With snapping on (and Alt not
// held) the moved time edge lands on a whole frame. Release commits one undo step named
// "Scale Keys"; Escape cancels (CanvasEditDrag).
//
// Units: the edges and pivots are time codes and value units; the pointer's movement is
// converted with the canvas' ViewTransform.

#include "core/edit/KeyScale.h"
#include "widgets/canvas/CanvasEditDrag.h"
#include "widgets/canvas/RegionBox.h"

#include <QCoreApplication>

#include <map>
#include <memory>
#include <vector>

namespace knotline {

class RegionScaleCanvasDrag : public CanvasEditDrag {
    Q_DECLARE_TR_FUNCTIONS(RegionScaleCanvasDrag)

public:
    /// A drag of the handle moving `edges` (region::Edge bits) of `box`, pressed at
    /// `pressPos`. Null when `edges` is None or no key of the box can change.
    static std::unique_ptr<RegionScaleCanvasDrag> create(EditorSession *session, const region::RegionBox &box,
                                                         int edges, const QPointF &pressPos);

    void moveTo(const QPointF &pos, Qt::KeyboardModifiers modifiers, const ViewTransform &view,
                const CanvasOptions &options) override;

    /// Scales the keys by `timeScale` about `timePivot` and `valueScale` about `valuePivot`
    /// from the press state (all channels or none). Returns whether they now have it.
    bool applyScale(const KeyScaleParams &params);
    /// The scale applied now (1, 1 before any move).
    const KeyScaleParams &params() const { return m_params; }

private:
    RegionScaleCanvasDrag(EditorSession *session);

    region::RegionBox m_box;
    int m_edges = region::None;
    QPointF m_pressPos;
    std::map<ChannelId, std::vector<std::size_t>> m_keys;
    KeyScaleParams m_params;
};

} // namespace knotline
