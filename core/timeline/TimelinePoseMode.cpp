#include "core/timeline/TimelinePoseMode.h"

namespace knotline {

std::string_view timelinePoseModeName(TimelinePoseMode mode)
{
    return mode == TimelinePoseMode::Blended ? "blended" : "raw";
}

std::optional<TimelinePoseMode> timelinePoseModeFromName(std::string_view name)
{
    if (name == "raw")
        return TimelinePoseMode::Raw;
    if (name == "blended")
        return TimelinePoseMode::Blended;
    return std::nullopt;
}

} // namespace knotline
