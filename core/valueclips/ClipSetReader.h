#pragma once
// Reading the value-clip metadata of a layer stack into clip sets
// (../shared/spec/timeline.md §3.1–3.2, matching OpenUSD's Usd_ClipSetDefinition):
// - a prim's `clips` dictionaries compose per field across the stack (the strongest layer
//   authoring a field gives it); `clipSets` list ops compose weakest to strongest and,
//   when authored anywhere, choose and order the sets (others are not used); otherwise
//   the names sort lexicographically;
// - the anchor is the strongest layer authoring `assetPaths` (explicit form, which wins
//   when both forms are authored) or `templateAssetPath`; clip paths resolve against the
//   anchor's directory, `manifestAssetPath` against its own layer's;
// - `active` and `times` stage components are mapped into root time by the offset of the
//   layer that authors each (template sets: the anchor's, after expansion);
// - a set missing `primPath`, or `assetPaths`/`active` (explicit), or one of
//   `templateAssetPath`, `templateStartTime`, `templateEndTime`, `templateStride`
//   (template) is ignored without a message, as OpenUSD ignores it; so is a set that
//   activates no clip (an empty `active`, or a template none of whose files exist);
// - a bad set is dropped with a warning "file:line:column: warning: clip set 'name' of
//   /Prim is dropped: <field's problem>" at the field's entry: a field of the wrong type,
//   an empty asset path, a relative or malformed `primPath`, a clip index out of range or
//   not an integer, two `active` entries at one stage time, more than two `times`
//   entries at one stage time, a bad template (ClipTemplateExpansion.h).
// Template expansion looks only at whether the clip files exist; no clip layer is opened.

#include "core/document/Document.h"
#include "core/io/LayerFileSource.h"
#include "core/valueclips/ClipSet.h"

#include <string>
#include <vector>

namespace knotline {

/// The clip sets authored on the prim at absolute path `primPath` in `document`, in
/// clipSets order. Warnings for dropped sets are appended to `warnings` when given. A
/// template set asks `files` which of the clip files it names exist.
std::vector<ClipSet> readClipSets(const Document &document, const std::string &primPath,
                                  std::vector<std::string> *warnings = nullptr,
                                  const LayerFileSource &files = diskLayerFiles());

/// Absolute paths of every prim that has `clips` or `clipSets` metadata in any layer of
/// `document`, each once, in the order first met (root layer first, depth first).
std::vector<std::string> primsWithClipMetadata(const Document &document);

/// True for an absolute prim path: "/" followed by '/'-separated identifiers (letters,
/// digits, '_', not starting with a digit), no property part.
bool isAbsolutePrimPath(const std::string &path);

} // namespace knotline
