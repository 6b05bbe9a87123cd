#pragma once
// ClipSetEdit: the editable fields of one value-clip set as the root layer authors them
// (issue 14: "edits of a clip set … go through the document's change record"), read from
// and written into the set's dictionary in the prim's `clips` metadata
// (../shared/spec/timeline.md §3.1–3.2 names the fields). Writing changes only the fields
// given, in place (an existing entry keeps its position and type name; a new one is
// appended with the canonical type), and keeps every other entry (assetPaths, primPath,
// unknown keys) as authored. Times are the root layer's time codes, as authored there.
// EditorDocument::setClipSetFields records such an edit as a DocumentChange::ClipSetStep.
// This header includes no Qt.

#include "core/document/UsdValue.h"
#include "core/valueclips/ClipSet.h"

#include <optional>
#include <string>
#include <vector>

namespace knotline {

struct Layer;

/// The fields of a clip set that the editor edits; nullopt = not authored (in the root
/// layer): setting a field to nullopt removes its entry.
struct ClipSetFields {
    std::optional<std::vector<ClipActivation>> active; ///< `active`: (stage time, clip index)
    std::optional<std::vector<ClipTimePair>> times;    ///< `times`: (stage time, clip time)
    std::optional<std::string> templateAssetPath;      ///< e.g. "./clip.###.usda"
    std::optional<double> templateStartTime;
    std::optional<double> templateEndTime;
    std::optional<double> templateStride;
    std::optional<double> templateActiveOffset;
    std::optional<bool> interpolateMissingClipValues;
    std::optional<std::string> manifestAssetPath;
    bool operator==(const ClipSetFields &) const = default;
};

/// The dictionary of clip set `setName` in the `clips` metadata of prim `primPath` of
/// `layer`; nullopt when the layer has no such prim, `clips` or set.
std::optional<UsdValue> clipSetDictionary(const Layer &layer, const std::string &primPath, const std::string &setName);
/// `layer` with that dictionary replaced (nullopt: the set's entry removed; a `clips`
/// left empty is removed too); false, changing nothing, when the prim does not exist, or
/// the set is to be added to a prim without `clips` metadata.
bool setClipSetDictionary(Layer &layer, const std::string &primPath, const std::string &setName,
                          const std::optional<UsdValue> &dictionary);

/// The fields `dictionary` authors; a field whose value is not of the expected form
/// (e.g. `active` not a list of pairs) reads as not authored.
ClipSetFields clipSetFields(const UsdValue &dictionary);
/// `dictionary` with `fields` written in (see above). Numbers are written in their
/// shortest round-trip form, clip indices as integers.
UsdValue withClipSetFields(UsdValue dictionary, const ClipSetFields &fields);

} // namespace knotline
