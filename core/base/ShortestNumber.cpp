#include "core/base/ShortestNumber.h"

#include <charconv>

namespace knotline {

std::string shortestNumber(double v)
{
    char buffer[64];
    const std::to_chars_result r = std::to_chars(buffer, buffer + sizeof buffer, v);
    return std::string(buffer, r.ptr);
}

} // namespace knotline
