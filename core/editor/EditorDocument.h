#pragma once
// EditorDocument: the document an editor window works on — the file's content plus one
// Channel per animation curve — and the only place edits of those curves go through.
//
// Channels are named by ChannelId (stable while others are inserted and removed) and kept
// in a row order. Data flows one way: views call edit(), insertChannel() or
// removeChannel(), which record into a DocumentChange (one user gesture); the change goes
// on the undo stack (widgets/undo) and is reverted/replayed with revert()/apply(). Every
// change of a curve emits knotRowsChanged (which keys), channelIntervalsChanged (which time
// intervals evaluate differently) and channelChanged (their union), so views update only
// those; channel insertions and removals have their own signals.
//
// Units: times are time codes of the root layer (usda) or of the .anim file's time unit.

#include "core/animcurve/AnimCurveChange.h"
#include "core/animcurve/AnimCurveFn.h"
#include "core/base/Result.h"
#include "core/base/Status.h"
#include "core/document/Layer.h"
#include "core/editor/Channel.h"
#include "core/editor/ChannelId.h"
#include "core/editor/ClipSetEdit.h"
#include "core/editor/DocumentChange.h"
#include "core/timeline/TimelineTouched.h"
#include "core/editor/DocumentContent.h"
#include "core/editor/KnotRowChange.h"
#include "core/valueclips/ValueSource.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

namespace knotline {

struct AnimFile;
class Clip;
struct CompiledTimeline;
struct OtioImport;
struct PlaceholderMapping;
class TimelineContent;
struct Document;
struct DocumentFormat;
class Timeline;
struct ClipSet;
struct Document;
struct DocumentFormat;
class ValueClipStage;

class EditorDocument : public QObject {
    Q_OBJECT

public:
    /// One edit of one curve: AnimCurveFn calls on `fn`. Return the first failing Status.
    using CurveEdit = std::function<Status(AnimCurveFn &fn)>;

    ~EditorDocument() override;

    /// An empty document (no channels, 24 time codes per second, range 1..24).
    static std::unique_ptr<EditorDocument> createEmpty();
    /// Opens a file with the format its extension names (DocumentFormats.h: a .usda with
    /// its sublayers, whose splines become read-only channels, or a Maya .anim file). A
    /// usda attribute is a channel when its resolved opinion (ValueResolution.h) is a
    /// spline, or scalar time samples (read-only, Channel::valueSource TimeSamples). Qt
    /// resource paths (":/...") work too. Errors: a directory or an unknown extension
    /// (documentFormatToRead), or the reader's `file:line:column: message`.
    static Result<std::unique_ptr<EditorDocument>> open(const QString &path);
    /// A document over a usda layer stack already in memory (root layer first; sublayers'
    /// splines and all time samples become read-only channels, one per attribute whose
    /// resolved opinion is animated), as open() makes for a .usda. `path` is the root
    /// layer's file ("" for none: save() then asks for Save As). The stack's problems
    /// become openProblems(). Errors: a spline the editing API cannot hold
    /// ("/Prim.attr: message"). No file is read.
    static Result<std::unique_ptr<EditorDocument>> fromLayerStack(Document layers, const QString &path = {});
    /// A document over a Maya .anim file already in memory (one channel per curve entry),
    /// as open() makes for a .anim; `path` as for fromLayerStack. No file is read.
    static std::unique_ptr<EditorDocument> fromAnimFile(AnimFile anim, const QString &path = {});
    /// A timeline document over a compiled timeline already in memory (spec/timeline.md
    /// §1.5; what open() makes for a .json): timeline() is its Timeline, the time frame is
    /// its knotline.frame_rate time codes per second (kDefaultTimelineFrameRate, 24, when
    /// it names none) with the playback range 0 .. duration × frame rate (core/time/TimeCode.h).
    /// `path` as for fromLayerStack. No file is read.
    static std::unique_ptr<EditorDocument> fromCompiledTimeline(CompiledTimeline timeline, const QString &path = {});
    /// A timeline document read from OpenTimelineIO (core/io/OtioReader.h): as
    /// fromCompiledTimeline, with an OtioContent (core/editor/OtioContent.h) that writes the
    /// file's own objects back when saved. No file is read. OtioImport::warnings (animation
    /// files a media reference named that could not be read) become openProblems().
    static std::unique_ptr<EditorDocument> fromOtio(OtioImport read, const QString &path = {});
    /// File ▸ New: a document with no channels and no file yet (24 time codes per second,
    /// range 1..24) that takes channels of either kind (core/editor/NewContent.h): usda
    /// attributes "/Prim.attr" (their prims need not exist) or Maya curves "node.attribute",
    /// not both. Its first save picks the format by the extension (.usda / .usd or .anim)
    /// and refuses channels the format cannot hold; afterwards it is a usda or .anim
    /// document (format(), usdDocument(), animFile()).
    static std::unique_ptr<EditorDocument> createNew();
    /// True for a createNew() document not saved yet.
    bool isUnsavedNew() const;
    /// File ▸ New Timeline: an empty timeline document (no tracks, duration 1 s, frame
    /// rate 24, written into the file's knotline member on save) with no file yet.
    static std::unique_ptr<EditorDocument> createEmptyTimeline();

    /// The file the document was opened from or last saved to ("" for a new document).
    const QString &filePath() const { return m_filePath; }
    /// True when edited since opened or saved; markUnmodified() clears it when the edits
    /// are undone back to that state.
    bool isModified() const { return m_modified; }
    /// The content is again what was opened or last saved (the editor's undo stack is back
    /// at its clean index, QUndoStack::isClean): isModified() becomes false, and
    /// modifiedChanged(false) is emitted if it was true. Nothing else changes.
    void markUnmodified() { setModified(false); }
    /// Problems met while opening that did not stop it ("file:line:column: message").
    const std::vector<std::string> &openProblems() const { return m_problems; }

    /// The channels a document is made with (open, fromLayerStack, fromAnimFile) get the
    /// ids 1, 2, … in row order; inserted channels get ids after every id issued so far.
    std::size_t channelCount() const { return m_order.size(); }
    /// Every channel's id, in row order (the channel tree's order: the file's order, with
    /// inserted channels where they were inserted).
    const std::vector<ChannelId> &channelIds() const { return m_order; }
    /// The id of the channel at `row`. Precondition: row < channelCount().
    ChannelId channelIdAt(std::size_t row) const { return m_order[row]; }
    /// The row of channel `id`; nullopt when the document has no such channel (removed,
    /// or from another document). O(1).
    std::optional<std::size_t> rowOf(ChannelId id) const;
    bool contains(ChannelId id) const { return m_channels.count(id) != 0; }
    /// Precondition: contains(id).
    const Channel &channel(ChannelId id) const { return *m_channels.at(id); }
    /// The channel `id`, nullptr when absent. Views hold ids that a newly opened document
    /// or a removal may have made stale; they look channels up through this.
    const Channel *findChannel(std::optional<ChannelId> id) const;
    /// The curve of channel `id`; nullptr when unset or absent.
    const AnimCurve *curveOf(std::optional<ChannelId> id) const
    {
        const Channel *c = findChannel(id);
        return c ? &c->curve : nullptr;
    }
    /// The channel at `path` ("/Prim.attr", "node.attribute"), if any. O(n).
    std::optional<ChannelId> findChannelByPath(const std::string &path) const;

    /// The usda document as opened (root layer first, then its sublayers, each with its
    /// file path, LayerStackEntry::filePath, and its time mapping into the root), held in
    /// memory: later changes of the files on disk do not show here. The root layer is
    /// updated on save; the channels' unsaved edits are not in it (editedRootLayer() has
    /// them). nullptr for a .anim or empty document.
    const Document *usdDocument() const;
    /// The .anim file as opened (or last saved), without unsaved edits; nullptr for a usda
    /// or empty document.
    const AnimFile *animFile() const;
    /// A timeline document's channels are its clips' channels (core/editor/ClipChannelCurves.h:
    /// "clip:target.property", in clip time codes, step channels read-only), kept in step
    /// with the timeline: after every timeline change, channels of clips no longer played
    /// are removed (channelAboutToBeRemoved / channelRemoved), new ones inserted
    /// (channelInserted) and changed curves announced (knotRowsChanged …), before
    /// timelineChanged. edit() of such a channel edits its clip: every placement playing
    /// the clip plays the edited one (Timeline::replaceClip), recorded as a TimelineStep.
    /// The timeline of a timeline document (a compiled timeline JSON, fromCompiledTimeline);
    /// nullptr for any other document. Valid until the next setTimeline / apply / revert.
    const Timeline *timeline() const;
    /// A timeline document as it would be saved now (TimelineContent::compiledTimeline:
    /// the current timeline, every animation, meta, other members, the frame rate); nullopt
    /// for any other document.
    std::optional<CompiledTimeline> compiledTimeline() const;
    /// Replaces the timeline of a timeline document with `next` (every placement, track and
    /// clip at once: a Timeline is always valid, so the edit itself cannot fail). Recorded
    /// into `change` as a DocumentChange::TimelineStep (consecutive timeline steps of one
    /// change merge: the first's before, the last's after); apply() / revert() replay it.
    /// Emits timelineChanged(); nothing when `next` equals the current timeline. Errors,
    /// changing nothing: not a timeline document (MessageId::NotTimelineDocument).
    Status setTimeline(Timeline next, DocumentChange &change);
    /// Every clip (animation) of a timeline document, also those no placement plays, in
    /// the file's order (DocumentContent::timelineClips); empty for other documents.
    std::vector<std::shared_ptr<const Clip>> timelineClips() const;
    /// The placeholders of a timeline read from OpenTimelineIO that the timeline still
    /// plays, and the animations they may be mapped to (DocumentContent::placeholderClips,
    /// mappableAnimations; core/editor/PlaceholderMapping.h); empty for other documents.
    std::vector<std::shared_ptr<const Clip>> placeholderClips() const;
    std::vector<std::shared_ptr<const Clip>> mappableAnimations() const;
    QString placeholderHint(const Clip &placeholder) const;
    /// The current timeline with `mappings` applied, frozen placeholders playing the
    /// animation's still (DocumentContent::mapPlaceholders); for setTimeline / an undoable
    /// timeline edit. Errors: DocumentContent::mapPlaceholders'.
    Result<Timeline> mapPlaceholders(const std::vector<PlaceholderMapping> &mappings);

    /// The format the document was read as (its save rules); nullptr for an empty document.
    const DocumentFormat *format() const;
    /// The file paths of the document's layers, root first (usda: the root layer and its
    /// sublayers in strength order; .anim: the file). Empty for a new document.
    std::vector<std::string> layerFilePaths() const;
    /// The root layer as save() would write it now: the opened (or last saved) root layer
    /// with the current splines of the root layer's editable channels. Built from memory,
    /// never from the file on disk. Errors: not a usda document.
    Result<Layer> editedRootLayer() const;

    /// Value clips (ClipChannels.cpp; issue 14). A usda attribute whose strongest opinion
    /// is a value-clip set (ValueClipStage, ../shared/spec/timeline.md §3.5) is a read-only
    /// channel with valueSource ClipSet — also one that only the set's manifest declares —
    /// when its type is scalar (isScalarClipTypeName). Opening reads the clip sets'
    /// manifests (a set without one: its clip layers, which generate it) but no clip
    /// layer's values: the channel opens with curvePending and an empty curve.
    /// The stage of a usda document (nullptr otherwise); see DocumentContent::clipStage.
    ValueClipStage *clipStage() const;
    /// Fills the curve of a pending clip channel with resolvedClipSpline (reading the clip
    /// layers it needs) and emits knotRowsChanged, channelIntervalsChanged and
    /// channelChanged over all time; not an edit (not recorded, the document stays
    /// unmodified). Does nothing for any other channel or an id the document lacks.
    /// A resolution error (e.g. an unreadable clip) leaves the curve empty and is returned.
    Status resolveClipCurve(ChannelId id);
    /// The clip set driving channel `id` (valid until the stage is rebuilt), nullptr when
    /// the channel is not clip-driven or absent.
    const ClipSet *clipSetOf(ChannelId id) const;
    /// Where channel `id`'s value at document time code `t` comes from, and the value: a
    /// clip channel asks the stage (ValueClipStage::valueSource: set, clip file, clip
    /// time); any other channel's value is its curve's (with unsaved edits) at `t`, its
    /// kind Channel::valueSource, its layer Channel::sourceIndex (a .anim channel: kind
    /// Spline, layerFile the file). Kind None for an id the document lacks.
    ValueSource valueSourceAt(ChannelId id, double t) const;

    /// Clip-set edits (ClipSetEditing.cpp; issue 14). The fields of clip set `setName` of
    /// prim `primPath` as the root layer authors them (with unsaved edits); nullopt when
    /// the root layer has no such set (a set authored only in a sublayer is not edited).
    std::optional<ClipSetFields> clipSetFields(const std::string &primPath, const std::string &setName) const;
    /// Writes `fields` into that set (ClipSetEdit.h: only what differs changes), all or
    /// nothing, recorded into `change` as a DocumentChange::ClipSetStep (one undo step when
    /// pushed). The clip stage is rebuilt and the read-only channels follow it as reopening would show them
    /// (UsdaChannels.h): a clip channel no longer clip-driven is removed (a layer opinion's channel takes its
    /// place); an attribute a set now drives gets a clip channel (replacing its read-only layer channel); a kept
    /// one has its curve resolved again (now if it had been, else when needed) and its set name and anchor
    /// updated; editable channels are left alone; undo and redo alike. Emits clipSetsChanged, the removal
    /// signals, the curve signals of the resolved ones, channelInserted. Saving writes the edit (UsdaTextPatch rewrites
    /// the changed entries only). Errors, changing nothing: not a usda document, no such
    /// set in the root layer (MessageId::ClipSetNotInRootLayer), fields that make the set
    /// invalid (MessageId::ClipSetEditRefused: e.g. an `active` clip index out of range,
    /// two `active` entries at one time, a template stride of 0). An edit that changes
    /// nothing records nothing.
    Status setClipSetFields(const std::string &primPath, const std::string &setName, const ClipSetFields &fields,
                            DocumentChange *change = nullptr);
    /// What setClipSetFields would answer for `fields`, changing nothing (the clip-set
    /// editor's validation as the user types).
    Status checkClipSetFields(const std::string &primPath, const std::string &setName, const ClipSetFields &fields) const;

    /// Time codes per second of the document's time (root layer / .anim time unit; a
    /// timeline's frame rate: its seconds × this = time codes, core/time/TimeCode.h).
    double timeCodesPerSecond() const { return m_timeCodesPerSecond; }
    /// The playback range in time codes (usda start/endTimeCode, .anim start/endTime;
    /// otherwise the keys' range).
    double startTimeCode() const { return m_startTimeCode; }
    double endTimeCode() const { return m_endTimeCode; }

    /// Runs `edit` on channel `id`, all or nothing: when it fails the curve is left as it
    /// was and the Status says why. On success the edit is recorded into `change` (when
    /// given; several calls, of several channels, may record into one change = one undo
    /// step) and the curve signals are emitted. Errors: no such channel, read-only channel,
    /// or the edit's own error.
    Status edit(ChannelId id, const CurveEdit &edit, DocumentChange *change = nullptr);
    /// Inserts `channel` at `row` (row >= channelCount() appends) and returns its new id
    /// (channel.id is ignored; ids are never reused). Emits channelInserted. Recorded into
    /// `change` when given. Errors, changing nothing: an empty document; a path that is
    /// empty or already a channel's; a read-only channel; for a usda document, a path
    /// that is not "/Prim.attr" of a prim of the root layer, or an attribute there whose
    /// type cannot hold a spline, or a source that is not UsdaAttribute; for a .anim
    /// document, a path that is not "node.attribute" or a source that is not AnimCurve.
    /// The channel lives in the root layer (usda) or becomes a new entry (.anim) on save.
    Result<ChannelId> insertChannel(std::size_t row, Channel channel, DocumentChange *change = nullptr);
    /// What insertChannel would answer for `channel` (its errors, in the same order),
    /// changing nothing: Curve ▸ Add Curve…'s validation as the user types.
    Status checkInsertChannel(const Channel &channel) const { return checkInsertable(channel); }
    /// Removes channel `id` (saving then drops its curve from the file). Emits
    /// channelAboutToBeRemoved and channelRemoved. Recorded into `change` when given.
    /// Errors, changing nothing: no such channel, a read-only channel.
    Status removeChannel(ChannelId id, DocumentChange *change = nullptr);
    /// Curve ▸ Convert Time Samples to Spline: channel `id`, which shows time samples
    /// (Channel::valueSource TimeSamples), becomes an editable spline channel of the root
    /// layer with the same id, row and curve (the samples' linear or held knots). OpenUSD
    /// resolves time samples over a spline of the same layer (ValueResolution.h), so for
    /// the new spline to be in effect saving removes the root layer's time samples of the
    /// attribute and writes the spline in their place (replacing a spline they shadowed);
    /// a sublayer's samples stay in the sublayer, shadowed by the root's spline. Recorded
    /// into `change` as the channel's removal and re-insertion (one undo step; undo
    /// brings the time samples back). Emits channelAboutToBeRemoved, channelRemoved and
    /// channelInserted. Errors, changing nothing: no such channel, a channel that does
    /// not show time samples (MessageId::ChannelNotTimeSamples), and what insertChannel
    /// refuses for the spline (no prim in the root layer, a type that cannot hold a
    /// spline such as int or bool).
    Status convertTimeSamplesToSpline(ChannelId id, DocumentChange *change = nullptr);
    /// Replays `change` (its steps in order) / reverts it (backwards), all or nothing: when
    /// a step fails (the document is not in the state the step expects: edited since
    /// without recording, already applied or reverted) the steps already done are undone
    /// and the Status says which step failed. Emits the signals of every step done.
    Status apply(const DocumentChange &change);
    Status revert(const DocumentChange &change);
    /// Opens a batch of curve changes; batches nest, and each begin needs its end (see
    /// CurveChangeBatch for a scope guard). Inside a batch every curve change still emits
    /// knotRowsChanged, channelIntervalsChanged and channelChanged at once, but
    /// curvesSettled() waits for the end of the outermost batch and is emitted once then,
    /// when a curve changed in it. apply() and revert() are batches.
    void beginCurveBatch() { ++m_curveBatchDepth; }
    /// Closes the innermost batch. Precondition: a batch is open.
    void endCurveBatch();

    /// Writes the document to `path` atomically (QSaveFile; on failure the old file is
    /// intact): a .usda writes the root layer with the edited splines; a .anim writes the
    /// anim file with the edited curves. Saving to the other format is refused (a new
    /// document, createNew, is written as the extension names). On success
    /// filePath() becomes `path` and the document is unmodified.
    Status saveAs(const QString &path);
    /// saveAs(filePath()); error when the document has no file yet.
    Status save();
    /// True when saveAs(path) would write this document's format there (a usda document to
    /// .usda / .usd, a .anim document to .anim: DocumentFormat::saveExtensions). False for
    /// an empty document. A layer opened from a legacy .sdf file cannot be saved in place.
    bool canSaveTo(const QString &path) const;

    /// Closed time-code intervals [start, end], sorted and disjoint; ends may be ±infinity.
    using TimeIntervals = std::vector<std::pair<double, double>>;

signals:
    /// Channel `id` changed; outside the `intervals` it evaluates as before (the change
    /// record's separate intervals, AnimCurveChange::affectedIntervals: a key move on a
    /// curve with looping extrapolation reports the key's segments and the looping sides,
    /// not the whole line). Empty when the edit changed no evaluation (e.g. the authored
    /// tangents of a segment Keep Ratio evaluates the same); {(-inf, inf)} when unknown.
    /// Emitted after knotRowsChanged and before channelChanged, for every change.
    void channelIntervalsChanged(knotline::ChannelId id, const knotline::EditorDocument::TimeIntervals &intervals);
    /// Channel `id` changed; outside [timeMin, timeMax] it evaluates as before (ends may be
    /// infinite): the union of channelIntervalsChanged's intervals, (-inf, inf) when they
    /// are empty or unknown.
    void channelChanged(knotline::ChannelId id, double timeMin, double timeMax);
    /// The keys of channel `id` that a curve change replaced (rows of a knot table: rows
    /// can be inserted and removed instead of reset). Emitted first, for every curve change.
    void knotRowsChanged(knotline::ChannelId id, const knotline::KnotRowChange &rows);
    /// Channel `id` was inserted at `row` (it is there now).
    void channelInserted(knotline::ChannelId id, std::size_t row);
    /// Channel `id` at `row` is about to be removed (it is still there).
    void channelAboutToBeRemoved(knotline::ChannelId id, std::size_t row);
    /// Channel `id` was removed from `row` (it is gone; the rows after moved up by one).
    void channelRemoved(knotline::ChannelId id, std::size_t row);
    /// A clip set's metadata changed (setClipSetFields, its undo or redo): clipStage() and
    /// clipSetOf() pointers are new.
    void clipSetsChanged();
    void modifiedChanged(bool modified);
    void filePathChanged(const QString &path);
    /// The timeline of a timeline document changed (setTimeline, or apply / revert of a
    /// timeline step, an edited clip channel); timeline() is the new one. `touched` says
    /// what changed (TimelineTouched.h): views update that.
    void timelineChanged(const knotline::TimelineTouched &touched);
    /// Curve changes are complete: emitted after the channelChanged of each curve change
    /// made outside a batch, and once at the end of a batch (beginCurveBatch) in which
    /// curves changed. Listeners whose work grows with every selected or shown key, not
    /// with one channel's, listen to this instead of channelChanged, so a bulk edit over
    /// many channels costs them one pass.
    void curvesSettled();

private:
    /// fromCompiledTimeline and fromOtio: a timeline document around `content`.
    static std::unique_ptr<EditorDocument> fromTimelineContent(std::unique_ptr<TimelineContent> content,
                                                               const QString &path);
    EditorDocument();
    std::unique_ptr<DocumentContent> m_content; // the file's model; null for an empty document
    std::unordered_map<ChannelId, std::unique_ptr<Channel>> m_channels; // stable addresses
    std::vector<ChannelId> m_order;                      // row order
    std::unordered_map<ChannelId, std::size_t> m_rows;   // id -> row, for m_order
    std::uint64_t m_lastId = 0;
    std::vector<std::string> m_problems;
    QString m_filePath;
    bool m_modified = false;
    int m_curveBatchDepth = 0;          ///< open beginCurveBatch calls
    bool m_curvesChangedInBatch = false; ///< a curve changed since the outermost batch began
    double m_timeCodesPerSecond = 24.0;
    double m_startTimeCode = 1.0;
    double m_endTimeCode = 24.0;

    Status checkEditable(ChannelId id) const;
    ChannelRows channelRows() const;
    Status checkInsertable(const Channel &channel) const;
    ChannelId addChannel(Channel channel); // appends with a new id (opening)
    void placeChannel(std::size_t row, Channel channel); // channel.id set
    Channel takeChannel(ChannelId id);
    void renumberRows(std::size_t from);
    Status applyStep(const DocumentChange::Step &step, bool forward);
    Status applyTimelineStep(const DocumentChange::TimelineStep &step, bool forward);
    /// Puts `next` in place and announces it (timelineChanged with what it touched); the
    /// clip channels follow only when the clips played changed (or placements were added
    /// or removed: the channels' placement counts).
    void replaceTimeline(Timeline next);
    /// The same with what changed already known (timelineTouched of the current and `next`).
    void replaceTimeline(Timeline next, const TimelineTouched &touched);
    /// Brings the channels in step with the timeline (see timeline()); `keep` (an edited
    /// clip channel, whose curve the edit set) keeps its curve.
    void syncClipChannels(std::optional<ChannelId> keep = std::nullopt);
    Status editClipChannel(ChannelId id, const CurveEdit &edit, DocumentChange *change);
    Status applyClipSetStep(const DocumentChange::ClipSetStep &step, bool forward);
    /// After a clip-set change: the clip channels follow the new stage.
    void refreshClipChannels();
    Status replay(const DocumentChange &change, bool forward);
    /// The time code rate and the playback range (time codes); an unset end is the keys'.
    void setTimeFrame(double timeCodesPerSecond, std::optional<double> start, std::optional<double> end);
    void curveChanged(ChannelId id, const AnimCurve &before);
    /// After a curve change's signals: curvesSettled now, or at the end of the batch.
    void settleCurves();
    void setModified(bool modified);
};

} // namespace knotline
