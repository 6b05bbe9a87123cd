#pragma once
// How one channel is shown: colour, visibility, lock. View state, not document content
// (not undone, not saved in the file).

#include <QColor>

namespace knotline {

struct ChannelDisplay {
    QColor color;
    bool visible = true;
    bool locked = false; ///< locked channels are drawn but cannot be selected or edited
};

/// The n-th colour of the editor's channel palette (distinct hues, readable on the dark
/// canvas background); cycles.
QColor channelColor(std::size_t n);

} // namespace knotline
