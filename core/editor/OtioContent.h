#pragma once
// OtioContent: an OpenTimelineIO file (.otio, core/io/OtioReader.h) as an EditorDocument's
// content: a timeline document like TimelineContent (the same current Timeline, the same
// animations and frame rate) that also holds what the OTIO file carried (its tracks',
// clips', gaps' and markers' objects, unknown schemas and effects), so that saving writes
// them back (core/io/OtioWriter.h). Saved as .otio; Save As .json writes the compiled
// timeline (spec/timeline.md §1.5) and the document continues as a TimelineContent.
//
// Placeholders: an OTIO clip that named none of the animations plays a placeholder clip
// (no channels). placeholderClips() lists those the timeline still plays; mapping one to an
// animation is Timeline::replaceClip (EditorDocument::setTimeline), and saving writes the
// mapping as the clip's metadata.knotline.animation.

#include "core/editor/TimelineContent.h"
#include "core/io/OtioImport.h"

namespace knotline {

class OtioContent : public TimelineContent {
public:
    /// Content read from OTIO: `read` as readOtio gave it (its timeline the one opened);
    /// the animations are the file's own (OtioImport::animations) then the placeholders and
    /// other clips its placements play.
    explicit OtioContent(OtioImport read);
    /// Content that was a compiled timeline saved as .otio: nothing read from OTIO.
    explicit OtioContent(CompiledTimeline document);

    const DocumentFormat &format() const override;
    /// The placeholder clips (standing for OTIO clips that matched no animation) the
    /// current timeline plays, in the order the file listed them.
    std::vector<std::shared_ptr<const Clip>> placeholderClips() const override;
    /// The animations a placeholder may be mapped to: every clip of the document that is
    /// not a placeholder.
    std::vector<std::shared_ptr<const Clip>> mappableAnimations() const override;
    QString placeholderHint(const Clip &placeholder) const override;
    /// mapPlaceholders with each frozen placeholder's freeze time (OtioPlacementInfo::
    /// frozenAt): it plays the animation's still, remembered for save() to write as a
    /// FreezeFrame of the animation.
    Result<Timeline> mapPlaceholders(const std::vector<PlaceholderMapping> &mappings) override;
    /// .otio: writeOtio of the current timeline with what was read; .json: the compiled
    /// timeline. Atomic.
    Status save(const ChannelRows &channels, const QString &path) override;
    /// What was read from the file (nullptr for content that was not read from OTIO).
    const OtioImport *otioImport() const { return m_read ? &*m_read : nullptr; }

private:
    std::optional<OtioImport> m_read;
    std::vector<OtioStill> m_mappedStills; ///< stills made by mapping frozen placeholders
};

} // namespace knotline
