#pragma once
// EditorSession: what every view of one editor window shares — the open EditorDocument,
// the undo stack, the knot selection, the current channel, each channel's display state
// and the current time.
// Views hold an EditorSession* and react to its signals; edits go through applyEdit() or
// an EditGesture so that each user gesture becomes exactly one undo step.

#include "core/editor/EditorDocument.h"
#include "widgets/session/ChannelDisplay.h"
#include "widgets/session/KnotSelection.h"

#include <QObject>
#include <QUndoStack>

#include <map>
#include <memory>
#include <optional>
#include <vector>

namespace knotline {

class EditorSession : public QObject {
    Q_OBJECT

public:
    explicit EditorSession(QObject *parent = nullptr);
    ~EditorSession() override;

    /// Never null (an empty document until one is set).
    EditorDocument *document() const { return m_document.get(); }
    /// Replaces the document: clears the undo stack and the selection, assigns channel
    /// colours, emits documentChanged().
    void setDocument(std::unique_ptr<EditorDocument> document);

    QUndoStack *undoStack() const { return m_undoStack; }
    KnotSelection *selection() const { return m_selection; }

    /// Precondition: channel < document()->channelCount().
    const ChannelDisplay &display(std::size_t channel) const { return m_display[channel]; }
    void setChannelVisible(std::size_t channel, bool visible);
    void setChannelLocked(std::size_t channel, bool locked);
    void setChannelColor(std::size_t channel, const QColor &color);
    /// Visible and not locked and not read-only.
    bool isChannelEditable(std::size_t channel) const;

    /// The current channel: the one the knot table, the inspector and the velocity chart
    /// show and the channel tree marks; nullopt for none. Views set it (a row made current,
    /// the knot table following the selection) and follow currentChannelChanged, so none
    /// depends on another's signals or their order. setDocument makes the first channel
    /// current (none for an empty document).
    std::optional<std::size_t> currentChannel() const { return m_currentChannel; }
    /// Sets the current channel; an index >= document()->channelCount() means none.
    /// Emits currentChannelChanged when it changes.
    void setCurrentChannel(std::optional<std::size_t> channel);

    /// The current time cursor, in time codes.
    double currentTime() const { return m_currentTime; }
    void setCurrentTime(double time);

    /// One edit of one channel as one undo step named `text`. Errors as
    /// EditorDocument::edit, plus a locked channel; nothing is pushed on error.
    Status applyEdit(std::size_t channel, const EditorDocument::CurveEdit &edit,
                     const QString &text);

signals:
    void documentChanged();
    void channelDisplayChanged(std::size_t channel);
    void currentTimeChanged(double time);
    void currentChannelChanged(std::optional<std::size_t> channel);

private:
    std::unique_ptr<EditorDocument> m_document;
    QUndoStack *m_undoStack;
    KnotSelection *m_selection;
    std::vector<ChannelDisplay> m_display;
    double m_currentTime = 1.0;
    std::optional<std::size_t> m_currentChannel;
};

/// Several edits, possibly of several channels, collected into one undo step: make one
/// on mouse press, call edit() on every move, commit() on release (pushes one command)
/// or cancel() (restores every touched channel). Destroying an uncommitted gesture
/// cancels it.
class EditGesture {
public:
    EditGesture(EditorSession *session, QString text);
    ~EditGesture();
    EditGesture(const EditGesture &) = delete;
    EditGesture &operator=(const EditGesture &) = delete;

    /// Runs `edit` on `channel`, recording into this gesture's change for that channel.
    Status edit(std::size_t channel, const EditorDocument::CurveEdit &edit);
    /// The curve of `channel` as it was when this gesture first touched it (the current
    /// curve if it has not touched it): compute absolute new states from this, never
    /// accumulate deltas.
    const AnimCurve &curveBefore(std::size_t channel) const;
    /// Pushes the collected changes as one command (nothing when nothing changed).
    void commit();
    /// Undoes everything this gesture did.
    void cancel();
    bool isActive() const { return m_active; }

private:
    EditorSession *m_session;
    QString m_text;
    std::map<std::size_t, AnimCurveChange> m_changes;
    bool m_active = true;
};

} // namespace knotline
