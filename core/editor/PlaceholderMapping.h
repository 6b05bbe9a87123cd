#pragma once
// Mapping the placeholders of an OpenTimelineIO cut (core/editor/OtioContent.h: clips of
// the cut that named no animation, played as clips without channels) to animations, as the
// mapping dialog does: every placement of a placeholder then plays the chosen animation
// where and as it played the placeholder (start, trim in, window, speed, blends and sync
// requests unchanged). Saving the document writes the choice as the OTIO clip's
// metadata.knotline.animation (core/io/OtioWriter.h), so the file opens mapped next time.

#include "core/base/Result.h"
#include "core/timeline/Timeline.h"

#include <QString>

#include <memory>
#include <vector>

namespace knotline {

/// One choice: every placement of `placeholder` plays `animation` instead.
struct PlaceholderMapping {
    const Clip *placeholder = nullptr;
    std::shared_ptr<const Clip> animation;
};

/// `timeline` with every mapping applied in order (Timeline::replaceClip); a mapping of a
/// clip the timeline no longer plays changes nothing. Errors, nothing returned but the
/// error: a null animation (MessageId::TimelineClipMissing), or replaceClip's refusal.
Result<Timeline> mapPlaceholders(const Timeline &timeline, const std::vector<PlaceholderMapping> &mappings);

/// The animations a file offers to map placeholders to: a compiled timeline's (.json,
/// every animation it lists) or those an OTIO file carries (.otio, OtioImport::animations,
/// what Knotline embeds when it saves one). Errors: the reader's ("path: …"), or an
/// extension that is neither (MessageId::UnknownFileTypeExpected, ".json, .otio").
Result<std::vector<std::shared_ptr<const Clip>>> animationsInFile(const QString &path);

} // namespace knotline
