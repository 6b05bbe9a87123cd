#pragma once
// DocumentEditSession: one user gesture over an EditorDocument — every edit made through
// it (curve edits of any channels, channel insertions and removals) is recorded into one
// DocumentChange, in order. Make one on mouse press, edit on every move, then finish()
// (take the change, e.g. to push it as one undo step) or cancel() (revert everything).
// Destroying an unfinished session cancels it. Qt Core only (used by widgets/session's
// EditGesture and by core tests).

#include "core/base/Result.h"
#include "core/base/Status.h"
#include "core/editor/DocumentChange.h"
#include "core/editor/EditorDocument.h"

namespace knotline {

class DocumentEditSession {
public:
    /// Precondition: `document` outlives the session.
    explicit DocumentEditSession(EditorDocument *document);
    ~DocumentEditSession();
    DocumentEditSession(const DocumentEditSession &) = delete;
    DocumentEditSession &operator=(const DocumentEditSession &) = delete;

    EditorDocument *document() const { return m_document; }
    /// As EditorDocument::edit / insertChannel / removeChannel, recorded into this
    /// session's change. Errors also when the session is finished.
    Status edit(ChannelId channel, const EditorDocument::CurveEdit &edit);
    Result<ChannelId> insertChannel(std::size_t row, Channel channel);
    Status removeChannel(ChannelId channel);
    /// As EditorDocument::setTimeline, recorded into this session's change.
    Status setTimeline(Timeline next);
    /// The timeline as it was when this session first changed it (the current timeline if
    /// it has not): compute absolute new states from this. nullptr for a document that is
    /// not a timeline.
    const Timeline *timelineBefore() const;

    /// The curve of `channel` as it was when this session first touched it (its curve when
    /// the session inserted it; the current curve if untouched): compute absolute new
    /// states from this, never accumulate deltas. Precondition: the channel exists or the
    /// session touched it.
    const AnimCurve &curveBefore(ChannelId channel) const;
    /// The change recorded so far.
    const DocumentChange &change() const { return m_change; }

    /// Ends the session and returns its change (isEmpty() when nothing changed); the
    /// document keeps the edits.
    DocumentChange finish();
    /// Ends the session and reverts its change. Errors when the document was changed
    /// since without this session (the revert then changes nothing).
    Status cancel();
    bool isActive() const { return m_active; }

private:
    EditorDocument *m_document;
    DocumentChange m_change;
    bool m_active = true;
};

} // namespace knotline
