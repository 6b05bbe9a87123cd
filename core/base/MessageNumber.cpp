#include "core/base/MessageNumber.h"

#include <charconv>

namespace knotline {

std::string messageNumber(double v)
{
    char buffer[64];
    const std::to_chars_result r = std::to_chars(buffer, buffer + sizeof buffer, v);
    return std::string(buffer, r.ptr);
}

} // namespace knotline
