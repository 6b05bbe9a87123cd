#pragma once
// How one channel is shown: colour, visibility, lock. View state, not document content
// (not undone, not saved in the file).

#include <QColor>

#include <optional>
#include <string_view>

namespace knotline {

struct ChannelDisplay {
    QColor color;
    bool visible = true;
    bool locked = false; ///< locked channels are drawn but cannot be selected or edited
};

/// The axis (0 = X, 1 = Y, 2 = Z) a channel path animates, from its leaf name (after the
/// last '.' and ':'): a Maya long name ending in a capital axis letter after a lower-case
/// one (translateX, rotateY, scaleZ, xformOp:rotateX), a Maya short name (tx … sz) or a
/// bare axis (x, Y, xformOp:translate:z); nullopt for any other channel.
std::optional<int> channelAxis(std::string_view path);

/// The colour of the channel at `path` (a usda "/Prim.attr" or a .anim "node.attr"),
/// the same every time the path is shown, whatever its row or the other channels: X red,
/// Y green, Z blue for axis channels (channelAxis), as in Maya's and Blender's graph
/// editors; every other channel a colour derived from its path (FNV-1a hash → hue, away
/// from the three axis hues, bright enough to read on the dark canvas background).
QColor channelColor(std::string_view path);

} // namespace knotline
