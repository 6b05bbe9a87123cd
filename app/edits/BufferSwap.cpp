#include "app/edits/BufferSwap.h"

#include "app/edits/SessionEdits.h"

#include <QPointer>
#include <QUndoCommand>
#include <QUndoStack>

#include <utility>

namespace knotline {

namespace {

/// The buffer half of a swap: on redo the buffers hold the curves from before the swap, on
/// undo the buffers from before it. Its first redo (when pushed) is the swap itself.
class BufferSwapCommand : public QUndoCommand {
public:
    struct Entry {
        ChannelId channel;
        AnimCurve curveBefore;  ///< the channel's curve before the swap = its buffer after
        AnimCurve bufferBefore; ///< its buffer before = its curve after
    };

    BufferSwapCommand(BufferCurves *buffers, std::vector<Entry> entries, QUndoCommand *parent)
        : QUndoCommand(parent)
        , m_buffers(buffers)
        , m_entries(std::move(entries))
    {
    }

    void redo() override
    {
        if (m_buffers)
            for (const Entry &e : m_entries)
                m_buffers->setCurve(e.channel, e.curveBefore);
    }
    void undo() override
    {
        if (m_buffers)
            for (const Entry &e : m_entries)
                m_buffers->setCurve(e.channel, e.bufferBefore);
    }

private:
    QPointer<BufferCurves> m_buffers;
    std::vector<Entry> m_entries;
};

} // namespace

Result<std::size_t> swapWithBuffers(EditorSession &session, BufferCurves &buffers,
                                    const std::vector<ChannelId> &channels, const QString &text)
{
    std::vector<BufferSwapCommand::Entry> entries;
    std::vector<ChannelId> swapped;
    for (ChannelId id : channels) {
        const AnimCurve *buffer = buffers.curve(id);
        if (!buffer || *buffer == session.document()->channel(id).curve)
            continue;
        entries.push_back({id, session.document()->channel(id).curve, *buffer});
        swapped.push_back(id);
    }
    if (swapped.empty())
        return std::size_t(0);
    for (ChannelId id : swapped)
        if (!session.isChannelEditable(id))
            return Status::error("the curve cannot be edited (hidden, locked or read-only)")
                .withContext(session.document()->channel(id).path);
    QUndoStack *stack = session.undoStack();
    stack->beginMacro(text);
    const Status st = editChannels(session, swapped, text, [&](ChannelId channel, AnimCurveFn &fn) {
        for (const BufferSwapCommand::Entry &e : entries)
            if (e.channel == channel)
                fn.curve() = e.bufferBefore;
        return Status::ok();
    });
    if (st)
        stack->push(new BufferSwapCommand(&buffers, std::move(entries), nullptr));
    stack->endMacro();
    if (!st) {
        // The macro is empty (editChannels pushed nothing): drop it.
        if (QUndoCommand *empty = const_cast<QUndoCommand *>(stack->command(stack->index() - 1))) {
            empty->setObsolete(true);
            stack->undo();
        }
        return st;
    }
    return swapped.size();
}

} // namespace knotline
