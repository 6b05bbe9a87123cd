#include "widgets/undo/DocumentChangeCommand.h"

#include "core/editor/EditorDocument.h"
#include "widgets/undo/CommandIds.h"

#include <QtGlobal>

namespace knotline {

DocumentChangeCommand::DocumentChangeCommand(EditorDocument *document, DocumentChange change,
                                             const QString &text, QUndoCommand *parent,
                                             FailureHandler onFailure)
    : QUndoCommand(text, parent)
    , m_document(document)
    , m_change(std::move(change))
    , m_onFailure(std::move(onFailure))
{
}

void DocumentChangeCommand::undo()
{
    if (!m_applied)
        return; // its redo failed: the document never held the change again
    if (const Status st = m_document->revert(m_change); !st) {
        qWarning("undo failed: %s", st.message().c_str());
        if (m_onFailure)
            m_onFailure(st, true);
        return; // still applied
    }
    m_applied = false;
}

void DocumentChangeCommand::redo()
{
    if (m_applied)
        return; // pushed after the change was made
    if (const Status st = m_document->apply(m_change); !st) {
        qWarning("redo failed: %s", st.message().c_str());
        if (m_onFailure)
            m_onFailure(st, false);
        return; // still undone
    }
    m_applied = true;
}

int DocumentChangeCommand::id() const
{
    return static_cast<int>(CommandId::None);
}

} // namespace knotline
