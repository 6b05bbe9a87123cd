#pragma once
// DocumentChangeCommand: one undo step on the editor's QUndoStack — the DocumentChange of
// one user gesture (curve edits of any channels, channel insertions and removals). It holds
// the document (not any widget) and reverts / re-applies the change through
// EditorDocument::revert / apply, which restore the document bit for bit, all or nothing.
// A revert or apply the document refuses changes nothing, and the command stays what it
// was (still applied after a failed undo, still undone after a failed redo); QUndoStack
// has moved its index anyway, so whoever pushed the command puts the index back
// (EditorSession::repairHistory) and stack and document agree again.

#include "core/editor/DocumentChange.h"

#include "core/base/Status.h"

#include <QUndoCommand>

#include <functional>

namespace knotline {

class EditorDocument;

class DocumentChangeCommand : public QUndoCommand {
public:
    /// Called when an undo (`undo` true) or redo fails (the document refused to revert or
    /// apply the change and is unchanged), with the reason; the failure is also logged.
    /// The command keeps its isApplied() state.
    using FailureHandler = std::function<void(const Status &status, bool undo)>;

    /// `change` was already applied to `document` (the first redo() does nothing).
    /// Precondition: `document` (and whatever `onFailure` uses) outlives the command.
    DocumentChangeCommand(EditorDocument *document, DocumentChange change, const QString &text,
                          QUndoCommand *parent = nullptr, FailureHandler onFailure = {});

    /// Reverts the change; nothing when it is not applied (the stack moving its index
    /// back over a command whose redo failed). On failure the command stays applied.
    void undo() override;
    /// Applies the change again; nothing when it is applied (the first redo on push, or
    /// the stack moving its index back over a command whose undo failed). On failure the
    /// command stays undone.
    void redo() override;
    int id() const override;

    const DocumentChange &change() const { return m_change; }
    /// True when the document holds the change (pushed, or redone since the last undo).
    bool isApplied() const { return m_applied; }
    /// False when the change is empty (nothing to undo): don't push such a command.
    bool isEffective() const { return !m_change.isEmpty(); }

private:
    EditorDocument *m_document;
    DocumentChange m_change;
    bool m_applied = true;
    FailureHandler m_onFailure;
};

} // namespace knotline
