#pragma once
// Curve ▸ Buffer Curve ▸ Swap Buffer Curves on an EditorSession, without widgets: each given
// channel's curve and its buffer curve (widgets/session/BufferCurves.h) change places, as
// one undo step. The buffer is view state, but it follows this step: undoing the swap puts
// the old curves back in the document and the old buffers back in the buffer, redoing it
// swaps them again (so a swap, undo, redo never loses either curve).

#include "widgets/session/BufferCurves.h"
#include "widgets/session/EditorSession.h"

#include <QString>

#include <vector>

namespace knotline {

/// Swaps the curve of every channel in `channels` that has a buffer with that buffer, as one
/// undo step named `text` (one QUndoStack macro: the document change and the buffer
/// change). Channels without a buffer are skipped; channels whose curve equals their buffer
/// change nothing. Returns how many channels were swapped. Errors (nothing changed, nothing
/// pushed): a channel that cannot be edited (hidden, locked, read-only), prefixed with its
/// path, as editChannels (app/edits/SessionEdits.h).
Result<std::size_t> swapWithBuffers(EditorSession &session, BufferCurves &buffers,
                                    const std::vector<ChannelId> &channels, const QString &text);

} // namespace knotline
