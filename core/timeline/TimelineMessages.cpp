#include "core/timeline/TimelineMessages.h"

namespace knotline::detail {

std::string timelineText(const QString &text) { return text.toStdString(); }

} // namespace knotline::detail
