#pragma once
// The seven SmartBody sync points of a clip (spec/timeline.md §2), in their fixed order,
// and the arrays a clip (raw sync times, clip-local seconds) and a placed clip (requested
// timeline times, seconds) carry for them. The warp that uses them lives in
// core/timeline/SyncPointWarp; the model only carries the data.

#include <array>
#include <cstddef>
#include <optional>
#include <string_view>

namespace knotline {

enum class SyncPoint : std::size_t { Start, Ready, StrokeStart, Stroke, StrokeEnd, Relax, End };

inline constexpr std::size_t kSyncPointCount = 7;

/// One optional time per sync point, indexed by SyncPoint (std::size_t(point)); an empty
/// entry is a point the clip lacks (raw times) or that the placement does not request.
using SyncTimes = std::array<std::optional<double>, kSyncPointCount>;

/// The point's name as BML writes it: "start", "ready", "stroke_start", "stroke",
/// "stroke_end", "relax", "end".
constexpr std::string_view syncPointName(SyncPoint point)
{
    constexpr std::string_view names[kSyncPointCount] = {"start",  "ready",      "stroke_start", "stroke",
                                                         "stroke_end", "relax", "end"};
    return names[static_cast<std::size_t>(point)];
}

} // namespace knotline
