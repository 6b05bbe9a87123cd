#include "widgets/session/ChannelDisplay.h"

#include <array>
#include <cstdint>

namespace knotline {

namespace {

bool isAxisLetter(char c)
{
    return c == 'x' || c == 'y' || c == 'z' || c == 'X' || c == 'Y' || c == 'Z';
}

int axisIndex(char c)
{
    return c == 'x' || c == 'X' ? 0 : c == 'y' || c == 'Y' ? 1 : 2;
}

/// FNV-1a, 32 bits: the same on every platform and run (std::hash is not).
std::uint32_t stableHash(std::string_view text)
{
    std::uint32_t h = 2166136261u;
    for (char c : text) {
        h ^= static_cast<unsigned char>(c);
        h *= 16777619u;
    }
    return h;
}

} // namespace

std::optional<int> channelAxis(std::string_view path)
{
    std::string_view leaf = path;
    if (const std::size_t cut = leaf.find_last_of(".:"); cut != std::string_view::npos)
        leaf.remove_prefix(cut + 1);
    if (leaf.size() == 1 && isAxisLetter(leaf[0]))
        return axisIndex(leaf[0]);
    if (leaf.size() == 2 && (leaf[0] == 't' || leaf[0] == 'r' || leaf[0] == 's') && isAxisLetter(leaf[1])
        && leaf[1] >= 'a')
        return axisIndex(leaf[1]);
    if (leaf.size() >= 2) {
        const char last = leaf.back(), before = leaf[leaf.size() - 2];
        if ((last == 'X' || last == 'Y' || last == 'Z') && before >= 'a' && before <= 'z')
            return axisIndex(last);
    }
    return std::nullopt;
}

QColor channelColor(std::string_view path)
{
    static const std::array<QColor, 3> axes = {
        QColor(0xf0, 0x55, 0x55), // X red
        QColor(0x6c, 0xd8, 0x4a), // Y green
        QColor(0x4f, 0x9b, 0xff), // Z blue
    };
    if (const std::optional<int> axis = channelAxis(path))
        return axes[std::size_t(*axis)];
    // Hues the axis colours do not use: 20-90 (orange, yellow), 145-195 (teal, cyan),
    // 245-335 (violet, magenta, pink): 210 degrees in all.
    const std::uint32_t h = stableHash(path);
    int hue = int(h % 210u);
    hue += hue < 70 ? 20 : hue < 120 ? 145 - 70 : 245 - 120;
    const double saturation = 0.50 + 0.25 * double((h >> 12) % 64u) / 63.0; // 0.50-0.75
    const double value = 0.90 + 0.10 * double((h >> 20) % 16u) / 15.0;      // 0.90-1.00
    return QColor::fromHsvF(float(hue) / 360.0f, float(saturation), float(value));
}

} // namespace knotline
