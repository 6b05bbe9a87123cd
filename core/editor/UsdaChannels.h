#pragma once
// UsdaChannels: the channels a usda layer stack shows, as opening it makes them
// (EditorDocument::fromLayerStack) and as a clip-set edit brings them up to date
// (EditorDocument::setClipSetFields). This header includes no Qt.

#include "core/editor/Channel.h"

#include <vector>

namespace knotline {

struct Document;
class Status;
class ValueClipStage;

/// The channels of `layers`, in row order, ids unset: one per attribute whose resolved
/// opinion is animated (ValueResolution.h: resolvedAnimatedAttributes' order) — a clip
/// channel (ClipChannels.h, pending curve) when `stage` resolves it through a clip set,
/// else its spline (read-only as the attribute is) or its scalar time samples (read-only,
/// linear or held knots; non-scalar samples give no channel) — then a clip channel for
/// each attribute only the clips drive (declared without a value, or only in a manifest),
/// in ValueClipStage::clipDrivenAttributes order. An attribute whose curve cannot be made
/// gives no channel; the first such error (with the attribute's path as context) is put
/// in `*firstError` when given and still ok (it is left as it is otherwise). Reads clip manifests,
/// no clip layer's values. `stage` must be the stage of `layers`.
std::vector<Channel> usdaChannels(const Document &layers, ValueClipStage &stage, Status *firstError = nullptr);

} // namespace knotline
