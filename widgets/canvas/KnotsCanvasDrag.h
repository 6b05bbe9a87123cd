#pragma once
// KnotsCanvasDrag: moves the selected keys of every editable channel together (one
// KnotDragSession per channel). The offset is the pointer's movement since the press in
// curve units; with Shift held (at the press or now) it is locked to the axis the pointer moved most along (in
// pixels). Neighbour stops of all channels are intersected, so every key moves by the
// same offset; with snapping the grabbed key lands on whole frames (not while Alt is held:
// snapsWhileDragging). Also used for
// keyboard nudges (offsets given directly, snapped the same way when snapping is on) and
// for moving the selection from anywhere (createForSelection).

#include "core/edit/KnotDragSession.h"
#include "widgets/canvas/CanvasEditDrag.h"
#include "widgets/session/KnotSelection.h"

#include <QCoreApplication>

#include <memory>
#include <set>
#include <utility>
#include <vector>

namespace knotline {

class KnotsCanvasDrag : public CanvasEditDrag {
    Q_DECLARE_TR_FUNCTIONS(KnotsCanvasDrag)

public:
    /// A drag of `keys` grabbed at `anchor` (snapping reference) pressed at `pressPos` with
    /// `pressModifiers` held.
    /// Keys of channels that are not editable (hidden, locked, read-only) stay. Returns
    /// null when no key can move.
    static std::unique_ptr<KnotsCanvasDrag> create(EditorSession *session, const std::set<KnotRef> &keys,
                                                   KnotRef anchor, const QPointF &pressPos,
                                                   Qt::KeyboardModifiers pressModifiers,
                                                   const QString &text = tr("Move Keys"));

    /// A drag of every selected key of `session`, grabbed from wherever the pointer is
    /// (`pressPos`, widget pixels): Maya's middle-drag and Blender's G (CanvasKeymap.h).
    /// The anchor (the key that snaps to whole frames) is the selected key drawn nearest
    /// the pointer in `view`. Null when no selected key can move.
    static std::unique_ptr<KnotsCanvasDrag> createForSelection(EditorSession *session, const QPointF &pressPos,
                                                               const ViewTransform &view,
                                                               Qt::KeyboardModifiers pressModifiers);

    void moveTo(const QPointF &pos, Qt::KeyboardModifiers modifiers, const ViewTransform &view,
                const CanvasOptions &options) override;

    /// Moves every key by (proposedTimeOffset, valueOffset) from the press state: the time
    /// offset is stopped at neighbours and, with `snap`, snapped so the anchor lands on a
    /// whole frame; with `valueStep` > 0 the value offset is snapped so the anchor's value
    /// is a multiple of it (KnotDragSession::resolveValueOffset). Returns the time offset
    /// applied.
    double applyOffsets(double proposedTimeOffset, double valueOffset, DragAxis axis, bool snap,
                        double valueStep = 0.0);

private:
    KnotsCanvasDrag(EditorSession *session, const QString &text);

    std::vector<std::pair<ChannelId, KnotDragSession>> m_sessions; // (channel, session)
    std::size_t m_anchorSession = 0;
    QPointF m_pressPos;
    Qt::KeyboardModifiers m_pressModifiers;
};

} // namespace knotline
