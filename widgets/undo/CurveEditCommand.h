#pragma once
// CurveEditCommand: one undo step — the AnimCurveChange of one or more channels made by
// one user gesture — on the editor's QUndoStack. It holds the document (not any widget)
// and channel indices, and undoes/redoes through EditorDocument::undo/redo, which restore
// the curves bit for bit.

#include "core/animcurve/AnimCurveChange.h"

#include <QUndoCommand>

#include <cstddef>
#include <utility>
#include <vector>

namespace knotline {

class EditorDocument;

class CurveEditCommand : public QUndoCommand {
public:
    using ChannelChange = std::pair<std::size_t, AnimCurveChange>;

    /// `changes` were already applied to `document` (the first redo() does nothing).
    /// Empty changes are dropped. Precondition: `document` outlives the command.
    CurveEditCommand(EditorDocument *document, std::vector<ChannelChange> changes,
                     const QString &text, QUndoCommand *parent = nullptr);

    void undo() override;
    void redo() override;
    int id() const override;

    const std::vector<ChannelChange> &changes() const { return m_changes; }
    /// False when every change was empty (nothing to undo): don't push such a command.
    bool isEffective() const { return !m_changes.empty(); }

private:
    EditorDocument *m_document;
    std::vector<ChannelChange> m_changes;
    bool m_applied = true;
};

} // namespace knotline
