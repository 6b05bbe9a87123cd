#pragma once
// ClipSet: one USD value-clip set of a prim after its metadata was composed across the
// layer stack and checked (../shared/spec/timeline.md §3.1–3.2): the clip files, the
// activations and the time pairs in the root layer's time, the clip prim path, the
// manifest and where each came from. Made by readClipSets (ClipSetReader.h).
// This header includes no Qt.

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace knotline {

/// How a clip set names its clips: `assetPaths` (explicit) or `templateAssetPath`.
enum class ClipSetForm { Explicit, Template };

/// "explicit" or "template".
const char *clipSetFormName(ClipSetForm form);

/// One `active` entry: from `stageTime` on, clip `clipIndex` is active. Stage times are
/// time codes of the root layer (the authoring layer's offset already applied).
struct ClipActivation {
    double stageTime = 0.0;
    std::size_t clipIndex = 0;
    bool operator==(const ClipActivation &) const = default;
};

/// One `times` entry: stage time (root layer time codes) → clip time (the clip layer's
/// own time codes; clip layers have no offset of their own).
struct ClipTimePair {
    double stageTime = 0.0;
    double clipTime = 0.0;
    bool operator==(const ClipTimePair &) const = default;
};

/// The template fields of a template clip set, as authored (spec §3.2).
struct ClipTemplate {
    std::string assetPath; ///< e.g. "./clip.###.usda" or "./p.##.##.usd"
    double startTime = 0.0;
    double endTime = 0.0;
    double stride = 1.0;
    std::optional<double> activeOffset;
};

struct ClipSet {
    std::string name;          ///< key in the prim's `clips` dictionary
    std::string primPath;      ///< the prim that authors the set, e.g. "/Model"
    ClipSetForm form = ClipSetForm::Explicit;
    std::optional<ClipTemplate> templateFields; ///< Template form only
    /// Clip asset paths as authored (explicit) or as the template expanded them (only the
    /// files that exist), in clip-index order.
    std::vector<std::string> assetPaths;
    /// The same clips as absolute file paths, resolved against the directory of the layer
    /// that authored them (the anchor layer).
    std::vector<std::string> clipFiles;
    /// Template form: the expanded paths whose files do not exist (not clips).
    std::vector<std::string> missingTemplateFiles;
    /// Activations sorted by stage time (authored order kept otherwise).
    std::vector<ClipActivation> active;
    /// Time pairs as authored (template: as generated), stage times in root time.
    std::vector<ClipTimePair> times;
    std::string clipPrimPath;   ///< `primPath`: where the clips hold the prim's data
    std::string manifestAssetPath; ///< as authored; empty = none (a generated manifest)
    std::string manifestFile;      ///< absolute; empty = none
    /// "file:line:column" of the field that named the clips (`assetPaths`, or
    /// `templateAssetPath` for the template form) and of `manifestAssetPath` (empty when
    /// none): where a missing or unreadable clip layer's warning points.
    std::string assetPathsLocation;
    std::string manifestLocation;
    bool interpolateMissingClipValues = false;
    /// Index in Document::layers of the anchor: the strongest layer authoring
    /// `assetPaths` (explicit) or `templateAssetPath` (template).
    std::size_t anchorLayerIndex = 0;
};

} // namespace knotline
