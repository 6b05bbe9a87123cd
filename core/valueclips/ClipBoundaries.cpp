#include "core/valueclips/ClipBoundaries.h"

namespace knotline {

std::vector<ClipBoundary> clipBoundaries(const ClipSet &set)
{
    std::vector<ClipBoundary> out;
    const auto assetPath = [&](std::size_t clip) {
        return clip < set.assetPaths.size() ? set.assetPaths[clip] : std::string();
    };
    for (std::size_t i = 1; i < set.active.size(); ++i) {
        const ClipActivation &prev = set.active[i - 1];
        const ClipActivation &a = set.active[i];
        if (a.clipIndex == prev.clipIndex)
            continue;
        ClipBoundary b;
        b.stageTime = a.stageTime;
        b.clipIndex = a.clipIndex;
        b.assetPath = assetPath(a.clipIndex);
        b.clipFile = a.clipIndex < set.clipFiles.size() ? set.clipFiles[a.clipIndex] : std::string();
        b.previousClip = prev.clipIndex;
        b.previousAssetPath = assetPath(prev.clipIndex);
        out.push_back(std::move(b));
    }
    return out;
}

} // namespace knotline
