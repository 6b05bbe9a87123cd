#pragma once
// Test helper: the ChannelId of a channel of a document as opened (EditorDocument::open,
// fromLayerStack, fromAnimFile), by its row. EditorDocument guarantees that the channels
// a document is opened with get the ids 1, 2, … in row order (tst_editor_document checks
// it), so tests can name them by row without a document at hand.

#include "tests/support/OpenedChannels.h"
#include "core/editor/ChannelId.h"

#include <cstddef>

namespace knotline::test {

/// The id of row `row` of a document's channels as opened.
constexpr ChannelId openedChannel(std::size_t row)
{
    return ChannelId(row + 1);
}

} // namespace knotline::test
