#pragma once
// EditorDocument: the document an editor window works on — the file's content plus one
// Channel per animation curve — and the only place edits of those curves go through.
//
// Data flows one way: views call edit(), which runs AnimCurveFn operations on the
// channel's curve and records them into an AnimCurveChange; the change goes on the undo
// stack (widgets/undo) and is undone/redone with undo()/redo(); every change of a curve
// emits channelIntervalsChanged with the time intervals that changed (and channelChanged
// with their union), so views resample only those.
//
// Units: times are time codes of the root layer (usda) or of the .anim file's time unit.

#include "core/animcurve/AnimCurveChange.h"
#include "core/animcurve/AnimCurveFn.h"
#include "core/base/Result.h"
#include "core/base/Status.h"
#include "core/document/Layer.h"
#include "core/editor/Channel.h"

#include <QObject>
#include <QString>

#include <functional>
#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace knotline {

struct AnimFile;
struct Document;

class EditorDocument : public QObject {
    Q_OBJECT

public:
    /// One edit of one curve: AnimCurveFn calls on `fn`. Return the first failing Status.
    using CurveEdit = std::function<Status(AnimCurveFn &fn)>;

    ~EditorDocument() override;

    /// An empty document (no channels, 24 time codes per second, range 1..24).
    static std::unique_ptr<EditorDocument> createEmpty();
    /// Opens a .usda (with its sublayers; their splines become read-only channels) or a
    /// Maya .anim file, by extension. Qt resource paths (":/...") work too. Errors:
    /// unknown extension, or the reader's `file:line:column: message`.
    static Result<std::unique_ptr<EditorDocument>> open(const QString &path);
    /// A document over a usda layer stack already in memory (root layer first; sublayers'
    /// splines become read-only channels), as open() makes for a .usda. `path` is the root
    /// layer's file ("" for none: save() then asks for Save As). The stack's problems
    /// become openProblems(). Errors: a spline the editing API cannot hold
    /// ("/Prim.attr: message"). No file is read.
    static Result<std::unique_ptr<EditorDocument>> fromLayerStack(Document layers, const QString &path = {});
    /// A document over a Maya .anim file already in memory (one channel per curve entry),
    /// as open() makes for a .anim; `path` as for fromLayerStack. No file is read.
    static std::unique_ptr<EditorDocument> fromAnimFile(AnimFile anim, const QString &path = {});

    /// The file the document was opened from or last saved to ("" for a new document).
    const QString &filePath() const { return m_filePath; }
    /// True when edited since opened or saved (undoing back does not clear it).
    bool isModified() const { return m_modified; }
    /// Problems met while opening that did not stop it ("file:line:column: message").
    const std::vector<std::string> &openProblems() const { return m_problems; }

    std::size_t channelCount() const { return m_channels.size(); }
    /// Precondition: index < channelCount().
    const Channel &channel(std::size_t index) const { return m_channels[index]; }
    /// The curve of channel `index`; nullptr when `index` is unset or >= channelCount()
    /// (views hold channel indices that a newly opened document may not have).
    const AnimCurve *curveAt(std::optional<std::size_t> index) const
    {
        return index && *index < m_channels.size() ? &m_channels[*index].curve : nullptr;
    }
    const std::vector<Channel> &channels() const { return m_channels; }
    /// Index of the channel at `path`, if any.
    std::optional<std::size_t> findChannel(const std::string &path) const;

    /// The usda document as opened (root layer first, then its sublayers, each with its
    /// file path, LayerStackEntry::filePath, and its time mapping into the root), held in
    /// memory: later changes of the files on disk do not show here. The root layer is
    /// updated on save; the channels' unsaved edits are not in it (editedRootLayer() has
    /// them). nullptr for a .anim or empty document.
    const Document *usdDocument() const;
    /// The .anim file as opened (or last saved), without unsaved edits; nullptr for a usda
    /// or empty document.
    const AnimFile *animFile() const;
    /// The file paths of the document's layers, root first (usda: the root layer and its
    /// sublayers in strength order; .anim: the file). Empty for a new document.
    std::vector<std::string> layerFilePaths() const;
    /// The root layer as save() would write it now: the opened (or last saved) root layer
    /// with the current splines of the root layer's editable channels. Built from memory,
    /// never from the file on disk. Errors: not a usda document.
    Result<Layer> editedRootLayer() const;

    /// Time codes per second of the document's time (root layer / .anim time unit).
    double timeCodesPerSecond() const { return m_timeCodesPerSecond; }
    /// The playback range in time codes (usda start/endTimeCode, .anim start/endTime;
    /// otherwise the keys' range).
    double startTimeCode() const { return m_startTimeCode; }
    double endTimeCode() const { return m_endTimeCode; }

    /// Runs `edit` on channel `index`, all or nothing: when it fails the curve is left as
    /// it was and the Status says why. On success the edit is recorded into `change` (when
    /// given; several calls may record into one change = one undo step; a change holds
    /// one channel only) and channelChanged is emitted. Errors: index out of range,
    /// read-only channel, `change` holding another channel, or the edit's own error.
    Status edit(std::size_t index, const CurveEdit &edit, AnimCurveChange *change = nullptr);
    /// Restores channel `index` to change.before() / change.after() (the undo stack's
    /// commands call these). Fails, changing nothing, when the curve is not in the
    /// expected state.
    Status undo(std::size_t index, const AnimCurveChange &change);
    Status redo(std::size_t index, const AnimCurveChange &change);

    /// Writes the document to `path` atomically (QSaveFile; on failure the old file is
    /// intact): a .usda writes the root layer with the edited splines; a .anim writes the
    /// anim file with the edited curves. Saving to the other format is refused. On success
    /// filePath() becomes `path` and the document is unmodified.
    Status saveAs(const QString &path);
    /// saveAs(filePath()); error when the document has no file yet.
    Status save();
    /// True when saveAs(path) would write this document's format there (a usda document to
    /// .usda / .usd, a .anim document to .anim: FileFormats.h saveExtensions). False for an
    /// empty document. A layer opened from a legacy .sdf file cannot be saved in place.
    bool canSaveTo(const QString &path) const;

    /// Closed time-code intervals [start, end], sorted and disjoint; ends may be ±infinity.
    using TimeIntervals = std::vector<std::pair<double, double>>;

signals:
    /// Channel `index` changed; outside the `intervals` it evaluates as before (the change
    /// record's separate intervals, AnimCurveChange::affectedIntervals: a key move on a
    /// curve with looping extrapolation reports the key's segments and the looping sides,
    /// not the whole line). Empty when the edit changed no evaluation (e.g. the authored
    /// tangents of a segment Keep Ratio evaluates the same); {(-inf, inf)} when unknown.
    /// Emitted just before channelChanged, for every change.
    void channelIntervalsChanged(std::size_t index, const knotline::EditorDocument::TimeIntervals &intervals);
    /// Channel `index` changed; outside [timeMin, timeMax] it evaluates as before (ends
    /// may be infinite): the union of channelIntervalsChanged's intervals, (-inf, inf) when
    /// they are empty or unknown.
    void channelChanged(std::size_t index, double timeMin, double timeMax);
    void modifiedChanged(bool modified);
    void filePathChanged(const QString &path);

private:
    EditorDocument();
    struct Content;
    std::unique_ptr<Content> m_content; // the file's model (usda Document or AnimFile)
    std::vector<Channel> m_channels;
    std::vector<std::string> m_problems;
    QString m_filePath;
    bool m_modified = false;
    double m_timeCodesPerSecond = 24.0;
    double m_startTimeCode = 1.0;
    double m_endTimeCode = 24.0;

    Status checkEditable(std::size_t index) const;
    /// The time code rate and the playback range (time codes); an unset end is the keys'.
    void setTimeFrame(double timeCodesPerSecond, std::optional<double> start, std::optional<double> end);
    void curveChanged(std::size_t index, const AnimCurve &before);
    void setModified(bool modified);
};

} // namespace knotline
