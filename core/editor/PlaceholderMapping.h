#pragma once
// Mapping the placeholders of an OpenTimelineIO cut (core/editor/OtioContent.h: clips of
// the cut that named no animation, played as clips without channels) to animations, as the
// mapping dialog does: every placement of a placeholder then plays the chosen animation
// where and as it played the placeholder (start, trim in, window, speed, blends and sync
// requests unchanged). Saving the document writes the choice as the OTIO clip's
// metadata.knotline.animation (core/io/OtioWriter.h), so the file opens mapped next time.

#include "core/base/Result.h"
#include "core/io/OtioImport.h"
#include "core/timeline/Timeline.h"

#include <QString>

#include <memory>
#include <optional>
#include <vector>

namespace knotline {

/// One choice: every placement of `placeholder` plays `animation` instead.
struct PlaceholderMapping {
    const Clip *placeholder = nullptr;
    std::shared_ptr<const Clip> animation;
    /// Set when the placeholder stands for a freeze frame (OtioPlacementInfo::frozenAt,
    /// clip-local seconds): its placements then play the animation's still at that time
    /// (core/timeline/ClipStill.h), as long as the placeholder, instead of the animation.
    std::optional<double> frozenAt;
};

/// `timeline` with every mapping applied in order (Timeline::replaceClip); a mapping of a
/// clip the timeline no longer plays changes nothing. The stills made for frozen
/// placeholders are appended to `stills` when given (for the OTIO writer to write them
/// back as freeze frames). Errors, nothing returned but the error: a null animation
/// (MessageId::TimelineClipMissing), clipStill's or replaceClip's refusal.
Result<Timeline> mapPlaceholders(const Timeline &timeline, const std::vector<PlaceholderMapping> &mappings,
                                 std::vector<OtioStill> *stills = nullptr);

/// The animations a file offers to map placeholders to: a compiled timeline's (.json,
/// every animation it lists), those an OTIO file carries (.otio, OtioImport::animations,
/// what Knotline embeds when it saves one), or the one animation of a Maya .anim or usda
/// file (.anim, .usda, .usd: every animated attribute, core/io/AnimationFileClip.h; its id
/// the file's base name; saved into the cut, as the others are). Errors: the reader's
/// ("path: …"), or another extension (MessageId::UnknownFileTypeExpected).
Result<std::vector<std::shared_ptr<const Clip>>> animationsInFile(const QString &path);

} // namespace knotline
