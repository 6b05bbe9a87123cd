#include "widgets/session/ChannelDisplay.h"

#include <array>

namespace knotline {

QColor channelColor(std::size_t n)
{
    static const std::array<QColor, 8> palette = {
        QColor(0xff, 0x9f, 0x1c), // orange
        QColor(0x4c, 0xc9, 0xf0), // sky
        QColor(0x8a, 0xe2, 0x34), // green
        QColor(0xf7, 0x6f, 0xa8), // pink
        QColor(0xfc, 0xe9, 0x4f), // yellow
        QColor(0xb3, 0x88, 0xff), // violet
        QColor(0xef, 0x47, 0x47), // red
        QColor(0x3d, 0xdc, 0xb0), // teal
    };
    return palette[n % palette.size()];
}

} // namespace knotline
