#pragma once
// Channel: one editable animation curve of an open document, as the editor shows it, and
// where that curve lives.

#include "core/animcurve/AnimCurve.h"
#include "core/document/ValueSource.h"
#include "core/editor/ChannelId.h"

#include <cstddef>
#include <limits>
#include <string>
#include <vector>

namespace knotline {

/// Where a channel's curve came from (and is written back to on save).
enum class ChannelSource {
    UsdaAttribute, ///< the spline of a usda attribute (path "/Prim.attr") of one layer
    AnimCurve,     ///< an anim curve of a Maya .anim file (path "node.attribute")
    ClipChannel,   ///< a channel of a clip a timeline plays (path "clip:target.property",
                   ///< core/editor/ClipChannelCurves.h); editing it edits the clip
};

/// How a channel's curve time maps into document time (the time the current-time cursor,
/// the rulers and the playback range use). Today every channel's curve is authored in
/// document time; a placed clip's channels (timeline) will map through their placement.
enum class ChannelTimeDomain {
    DocumentTime, ///< identity: curve time codes are document time codes
    ClipTime,     ///< a clip's own time: clip-local seconds × the document's frame rate
};

struct Channel {
    /// Set by the document (insertChannel ignores what the caller puts here).
    ChannelId id;
    std::string path;  ///< "/Prim.attr" or "node.attribute"; unique within a document
    ChannelSource source = ChannelSource::UsdaAttribute;
    ChannelTimeDomain timeDomain = ChannelTimeDomain::DocumentTime;
    AnimCurve curve;   ///< the curve (for usda: AnimCurveFn::fromSpline of the attribute)
    /// The opinion the curve shows (usda: the attribute's resolved opinion, core/document/
    /// ValueResolution.h). Spline: the attribute's spline (.anim curves too). TimeSamples:
    /// the curve is splineFromTimeSamples of the samples (linear or held knots), drawn and
    /// listed but never edited (readOnly is set) and never written back: saving keeps the
    /// samples as authored; EditorDocument::convertTimeSamplesToSpline makes it editable.
    /// ClipSet: the attribute is driven by a value-clip set (core/valueclips); the curve is
    /// resolvedClipSpline of the attribute (the stage's values at its samples), read-only,
    /// never written back; it is filled on first need (curvePending,
    /// EditorDocument::resolveClipCurve) so that opening reads no clip layer.
    ValueSourceKind valueSource = ValueSourceKind::Spline;
    /// ClipSet only: the driving set's name (its key in `clips`) and the prim authoring it.
    std::string clipSetName;
    std::string clipSetPrimPath;
    /// ClipSet only: the curve is not resolved yet (empty until resolveClipCurve).
    bool curvePending = false;
    /// The attribute's other animated opinions, which the shown one hides (strongest
    /// first; usda only): e.g. a spline next to time samples in the same layer.
    std::vector<ValueOpinion> shadowed;
    /// From a sublayer, re-timed into the root layer's time, time samples or a clip set:
    /// shown, never edited.
    bool readOnly = false;
    /// usda: index of the layer in Document::layers holding the opinion (0 = root layer);
    /// anim: index of the entry in AnimFile::entries, kNewEntry for a channel inserted
    /// since the file was opened (written as a new entry on save).
    std::size_t sourceIndex = 0;
    /// ClipChannel: how many placements play the channel's clip (all of them play an edit).
    std::size_t clipPlacements = 0;
    static constexpr std::size_t kNewEntry = std::numeric_limits<std::size_t>::max();
};

} // namespace knotline
