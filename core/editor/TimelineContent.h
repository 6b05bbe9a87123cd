#pragma once
// TimelineContent: a compiled timeline JSON document (spec/timeline.md §1.5,
// core/io/CompiledTimelineReader/Writer) as an EditorDocument's content (DocumentContent).
// It holds the current Timeline (the one EditorDocument::timeline() shows and setTimeline()
// replaces) and what the file carries besides it: animations no placement plays, "meta",
// other top-level members (an engine's scene tree) and the "knotline" member's frame rate;
// saving writes all of them back, so a file opened and saved keeps what Knotline does not
// edit. Saving is atomic (saveCompiledTimelineFile: QSaveFile).
//
// Saving as .otio writes the timeline as OpenTimelineIO (core/io/OtioWriter.h, the
// animations embedded) and the document continues as an OtioContent.
//
// Animations are written in the order the file listed them: an animation whose clip was
// replaced since (Timeline::replaceClip, an edited shared clip) is written as the clip now
// played under its id; clips new since opening follow (the writer's rule).

#include "core/editor/DocumentContent.h"
#include "core/io/CompiledTimeline.h"

namespace knotline {

class TimelineContent : public DocumentContent {
public:
    explicit TimelineContent(CompiledTimeline document);

    const DocumentFormat &format() const override;
    const Timeline *timeline() const override { return &m_document.timeline; }
    void setTimeline(Timeline timeline) override { m_document.timeline = std::move(timeline); }
    /// The document as it would be saved now (the current timeline, the animations as
    /// described above).
    CompiledTimeline compiledTimeline() const;
    std::vector<std::shared_ptr<const Clip>> timelineClips() const override;
    /// The file's knotline.frame_rate; 0 when it names none.
    double frameRate() const { return m_document.frameRate; }
    std::vector<std::string> layerFilePaths(const std::string &documentPath) const override;
    /// Refused: a timeline's channels are its clips' channels (MessageId::TimelineChannelsFromClips).
    Status checkInsertable(const Channel &channel) const override;
    std::size_t newChannelSourceIndex(const Channel &) const override { return 0; }
    /// Refused as checkInsertable: a clip's channel goes with its clip.
    Status checkRemovable(const Channel &channel) const override;
    /// Writes compiledTimeline() to `path` (.json), or the timeline as OTIO (.otio),
    /// atomically; the channels are already in the timeline (EditorDocument keeps them there).
    Status save(const ChannelRows &channels, const QString &path) override;
    /// After saving as the other timeline format: that format's content.
    std::unique_ptr<DocumentContent> takeSavedContent() override { return std::move(m_next); }

protected:
    /// The frame rate to write OTIO's rational times at: the file's, else 24.
    double otioFrameRate() const;

    CompiledTimeline m_document; ///< .timeline is the current timeline
    std::unique_ptr<DocumentContent> m_next; ///< set by a save that changed the format
};

} // namespace knotline
