#pragma once
// ClipBoundaries: where the active clip of a clip set changes in stage time — each
// `active` entry after the first (the first clip reaches back to −∞, so nothing changes
// at its activation; ../shared/spec/timeline.md §3.3). What the curve canvas marks on a
// clip-driven channel. This header includes no Qt.

#include "core/valueclips/ClipSet.h"

#include <cstddef>
#include <string>
#include <vector>

namespace knotline {

/// One change of the active clip.
struct ClipBoundary {
    double stageTime = 0.0;      ///< root-layer time code from which the clip is active
    std::size_t clipIndex = 0;   ///< the clip becoming active (index in ClipSet::clipFiles)
    std::string assetPath;       ///< its asset path as authored / expanded
    std::string clipFile;        ///< its absolute path
    std::size_t previousClip = 0; ///< the clip active before
    std::string previousAssetPath;
};

/// The boundaries of `set`, by increasing stage time (ClipSet::active is sorted); an
/// activation of the clip already active is no boundary. Empty for a set with one
/// activation.
std::vector<ClipBoundary> clipBoundaries(const ClipSet &set);

} // namespace knotline
