#pragma once
// BufferCurves: the graph editor's buffer curves (Maya's Graph Editor, Curves ▸ Buffer
// Curve): a snapshot of some channels' curves kept beside the document, drawn as a muted
// ghost behind each curve (widgets/canvas/BufferCurvePainter.h) and swapped with the
// current curves on request.
//
// A snapshot is view state, not a document edit: taking one is not an undo step, is not
// saved and does not mark the document modified (as in Maya, where Snapshot does not touch
// the curve). Swap IS a document edit (app/actions/BufferActions.h makes it one undo step
// and keeps the buffer in step with its undo and redo). A new document drops every
// snapshot; a snapshot of a channel the document no longer has is ignored.

#include "core/animcurve/AnimCurve.h"
#include "core/editor/ChannelId.h"

#include <QObject>

#include <map>
#include <vector>

namespace knotline {

class EditorSession;

class BufferCurves : public QObject {
    Q_OBJECT

public:
    /// Follows `session` (not owned; must outlive this object): cleared on documentChanged().
    explicit BufferCurves(EditorSession *session, QObject *parent = nullptr);

    /// Replaces the buffer of each of `channels` by its current curve (channels the
    /// document does not have are skipped); emits changed(). Returns how many were taken.
    std::size_t snapshot(const std::vector<ChannelId> &channels);
    /// The buffer curve of `channel`; nullptr when it has none (or the document no longer
    /// has the channel).
    const AnimCurve *curve(ChannelId channel) const;
    /// Sets the buffer of `channel` to `curve`; emits changed().
    void setCurve(ChannelId channel, AnimCurve curve);
    /// The channels with a buffer the document still has, in the document's row order.
    std::vector<ChannelId> channels() const;
    /// Drops every buffer; emits changed() when there was one.
    void clear();

    /// Curve ▸ Buffer Curve ▸ Show Buffer Curves: whether the ghosts are drawn (default on).
    bool isShown() const { return m_shown; }
    void setShown(bool on);

signals:
    /// A buffer was taken, set, swapped or dropped, or the shown flag changed.
    void changed();

private:
    EditorSession *m_session;
    std::map<ChannelId, AnimCurve> m_curves;
    bool m_shown = true;
};

} // namespace knotline
