#include "core/timeline/TimelineMessages.h"

#include <charconv>

namespace knotline::detail {

std::string timelineNumber(double v)
{
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v);
    return std::string(buf, r.ptr);
}

std::string timelineText(const QString &text) { return text.toStdString(); }

} // namespace knotline::detail
