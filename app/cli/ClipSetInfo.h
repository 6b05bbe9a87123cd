#pragma once
// `knotline info`'s section on value clips: each prim's clip sets with their form, clip
// files (found or missing), active and times pairs (root time codes), clip prim path,
// manifest (found or missing) and the attributes they drive (ValueClipStage; reading the manifest or, for a
// generated manifest, the clip layers).

#include "core/valueclips/ValueClipStage.h"

#include <functional>
#include <string>

namespace knotline::cli {

/// "clip sets: N" and one block per set; `relative(file)` turns an absolute file path into
/// the text to print (e.g. relative to the root layer's directory).
std::string describeClipSets(ValueClipStage &stage, const std::function<std::string(const std::string &)> &relative);

} // namespace knotline::cli
