#include "widgets/undo/CurveEditCommand.h"

#include "core/editor/EditorDocument.h"
#include "widgets/undo/CommandIds.h"

#include <QtGlobal>

namespace knotline {

CurveEditCommand::CurveEditCommand(EditorDocument *document, std::vector<ChannelChange> changes,
                                   const QString &text, QUndoCommand *parent)
    : QUndoCommand(text, parent)
    , m_document(document)
{
    for (ChannelChange &c : changes)
        if (!c.second.isEmpty())
            m_changes.push_back(std::move(c));
}

void CurveEditCommand::undo()
{
    // Reverse order, so several changes of one channel unwind correctly.
    for (auto it = m_changes.rbegin(); it != m_changes.rend(); ++it) {
        const Status st = m_document->undo(it->first, it->second);
        if (!st)
            qWarning("undo failed: %s", st.message().c_str());
    }
    m_applied = false;
}

void CurveEditCommand::redo()
{
    if (m_applied)
        return; // pushed after the edit was made
    for (const ChannelChange &c : m_changes) {
        const Status st = m_document->redo(c.first, c.second);
        if (!st)
            qWarning("redo failed: %s", st.message().c_str());
    }
    m_applied = true;
}

int CurveEditCommand::id() const
{
    return static_cast<int>(CommandId::None);
}

} // namespace knotline
