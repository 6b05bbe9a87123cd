#pragma once
// TimelinePoseMode: which pose a timeline document shows (spec/timeline.md §1.7): the
// reference's raw pose (§1.4, ramps carried but not applied) or Knotline's blended pose
// (ramps, track weights and additive tracks applied). Compiled documents without a
// "knotline" member are raw; timelines made in Knotline are blended.

#include <optional>
#include <string_view>

namespace knotline {

enum class TimelinePoseMode {
    Raw,     ///< §1.4 (with §1.6's trim in, mute, solo and enabled)
    Blended, ///< §1.7
};

/// "raw" or "blended", as the compiled JSON's knotline.pose spells it.
std::string_view timelinePoseModeName(TimelinePoseMode mode);
/// The mode `name` spells; nullopt for any other text.
std::optional<TimelinePoseMode> timelinePoseModeFromName(std::string_view name);

} // namespace knotline
