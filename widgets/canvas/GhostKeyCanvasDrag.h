#pragma once
// GhostKeyCanvasDrag: drags a ghost key (an echo of a key in an inner-loop copy or in
// looping extrapolation; GhostKeys.h) and so edits the key it echoes, live in every copy.
// The pointer's movement since the press, in curve units (dt, dv), is mapped back onto the
// key with the echo's gains (KnotEchoes.h): the key moves by (dt / timeGain, dv / valueGain)
// — (dt, dv) for a key inside the looped region, (−dt, dv) in a mirrored (oscillated) copy,
// scaled where the key bounds the looped region (its move also stretches the iterations in
// between); a locked axis (gain 0) stays. The key move itself is a KnotDragSession of that
// one key (neighbour stops, live anti-regression, inner loop following the prototype start
// knot, snapping of the key to whole frames). Shift locks to the axis the pointer moved most
// along, as for keys. Release: one undo step; Escape: the curve as before.

#include "core/edit/KnotDragSession.h"
#include "core/spline/KnotEchoes.h"
#include "widgets/canvas/CanvasEditDrag.h"

#include <QCoreApplication>

#include <memory>

namespace knotline {

struct CanvasContext;

class GhostKeyCanvasDrag : public CanvasEditDrag {
    Q_DECLARE_TR_FUNCTIONS(GhostKeyCanvasDrag)

public:
    /// A drag of the ghost key of `channel` shown at `echoTime` (time codes), pressed at
    /// `pressPos` (widget pixels) with `pressModifiers`. Null when the channel is not
    /// editable or no such echo is shown.
    static std::unique_ptr<GhostKeyCanvasDrag> create(EditorSession *session, const CanvasContext &context,
                                                      ChannelId channel, double echoTime, const QPointF &pressPos,
                                                      Qt::KeyboardModifiers pressModifiers);

    void moveTo(const QPointF &pos, Qt::KeyboardModifiers modifiers, const ViewTransform &view,
                const CanvasOptions &options) override;

    /// The echo grabbed, as it was at the press.
    const KnotEcho &echo() const { return m_echo; }

private:
    GhostKeyCanvasDrag(EditorSession *session, ChannelId channel, KnotEcho echo, KnotDragSession drag);

    ChannelId m_channel;
    KnotEcho m_echo;
    KnotDragSession m_drag;
    QPointF m_pressPos;
    Qt::KeyboardModifiers m_pressModifiers;
};

} // namespace knotline
