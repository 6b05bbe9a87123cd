#include "widgets/session/EditorSession.h"

#include "widgets/session/ChannelFocus.h"

#include "widgets/session/TimelineGesture.h"
#include "widgets/undo/DocumentChangeCommand.h"

#include <QSignalBlocker>
#include <QUndoStack>

#include <algorithm>
#include <cmath>
#include <limits>
#include <vector>

namespace knotline {

EditorSession::EditorSession(QObject *parent)
    : QObject(parent)
    , m_document(EditorDocument::createEmpty())
    , m_undoStack(new QUndoStack(this))
    , m_selection(new KnotSelection(this))
    , m_focus(new ChannelFocus(this))
    , m_placementSelection(new PlacementSelection(this))
{
    connectDocument();
    // Undo or redo back to the saved state: the document is unmodified again (no "*", no
    // save prompt), as QUndoStack's clean state says.
    connect(m_undoStack, &QUndoStack::cleanChanged, this, [this](bool clean) {
        if (clean)
            m_document->markUnmodified();
    });
    connect(m_selection, &KnotSelection::changed, this, [this] {
        if (!m_followingSelection) // followSelection remembers the channels it moved
            rememberSelectedTimes(ChannelId());
    });
    resetVisibleTimeRange();
}

EditorSession::~EditorSession()
{
    // Commands refer to the document. The stack says nothing while it clears: the
    // session is going away and the window that listens (actions, views) may be half
    // destroyed already (its child widgets go before this child object).
    const QSignalBlocker quiet(m_undoStack);
    m_undoStack->clear();
}

void EditorSession::connectDocument()
{
    // Saved: the undo stack's current index is the saved state.
    connect(m_document.get(), &EditorDocument::modifiedChanged, this, [this](bool modified) {
        if (!modified)
            m_undoStack->setClean();
    });
    connect(m_document.get(), &EditorDocument::channelInserted, this,
            [this](ChannelId id, std::size_t) { onChannelInserted(id); });
    connect(m_document.get(), &EditorDocument::channelRemoved, this, &EditorSession::onChannelRemoved);
    connect(m_document.get(), &EditorDocument::knotRowsChanged, this, &EditorSession::onKnotRowsChanged);
    connect(m_document.get(), &EditorDocument::timelineChanged, this, [this] {
        if (const Timeline *t = m_document->timeline())
            m_placementSelection->prune(*t);
    });
    // The followed selection is set once the change is fully announced (curvesSettled
    // comes after the channelChanged of the last curve change of an edit or a batch),
    // after the views have moved their rows; a bulk edit moves it once, not per channel.
    connect(m_document.get(), &EditorDocument::curvesSettled, this, &EditorSession::followSelection);
}

void EditorSession::rememberSelectedTimes(ChannelId channel)
{
    if (!channel.isValid()) {
        // All channels, after a selection change: one pass over the selection, which is
        // ordered by channel, looking each channel's curve up once.
        m_selectedTimes.clear();
        std::vector<std::pair<std::size_t, double>> *times = nullptr;
        const AnimCurve *curve = nullptr;
        for (const KnotRef &k : m_selection->knots()) {
            if (!times || k.channel != channel) {
                channel = k.channel;
                curve = m_document->curveOf(channel);
                times = &m_selectedTimes[channel];
            }
            if (curve && k.knot < curve->numKeys())
                times->emplace_back(k.knot, curve->keyTime(k.knot));
        }
        return;
    }
    // One channel's keys, after its edit.
    std::vector<std::pair<std::size_t, double>> times;
    const AnimCurve *curve = m_document->curveOf(channel);
    for (std::size_t knot : m_selection->knotsOf(channel))
        if (curve && knot < curve->numKeys())
            times.emplace_back(knot, curve->keyTime(knot));
    if (times.empty())
        m_selectedTimes.erase(channel);
    else
        m_selectedTimes[channel] = std::move(times);
}

void EditorSession::onKnotRowsChanged(ChannelId channel, const KnotRowChange &rows)
{
    // The channel changed again within one batch: follow its first change first.
    if (m_followedSelection.count(channel) || m_changedSelectedChannels.count(channel))
        followSelection();
    const std::vector<std::size_t> selected = m_selection->knotsOf(channel);
    const AnimCurve *curve = m_document->curveOf(channel);
    if (selected.empty() || !curve)
        return;
    m_changedSelectedChannels.insert(channel); // their times are remembered again
    if (rows.removed == rows.inserted)
        return; // edited in place: every selected key keeps its index
    const std::size_t replacedEnd = rows.first + rows.removed;
    const auto seen = m_selectedTimes.find(channel);
    std::vector<std::size_t> next;
    next.reserve(selected.size());
    for (std::size_t knot : selected) {
        if (knot < rows.first) {
            next.push_back(knot);
        } else if (knot >= replacedEnd) {
            next.push_back(knot - rows.removed + rows.inserted);
        } else if (seen != m_selectedTimes.end()) {
            const auto &times = seen->second;
            const auto at = std::lower_bound(times.begin(), times.end(), std::pair{knot, -std::numeric_limits<double>::infinity()});
            if (at == times.end() || at->first != knot)
                continue;
            for (std::size_t i = rows.first; i < rows.first + rows.inserted; ++i)
                if (curve->keyTime(i) == at->second)
                    next.push_back(i);
        }
    }
    m_followedSelection[channel] = std::move(next);
}

void EditorSession::followSelection()
{
    std::map<ChannelId, std::vector<std::size_t>> followed;
    followed.swap(m_followedSelection);
    std::set<ChannelId> changed;
    changed.swap(m_changedSelectedChannels);
    if (!followed.empty()) {
        m_followingSelection = true;
        m_selection->replaceChannels(followed);
        m_followingSelection = false;
    }
    for (ChannelId channel : changed)
        rememberSelectedTimes(channel);
}

void EditorSession::setDocument(std::unique_ptr<EditorDocument> document)
{
    m_selection->clear();
    m_placementSelection->clear();
    m_undoStack->clear();
    m_failedStepWasUndo.reset();
    m_followedSelection.clear();
    m_changedSelectedChannels.clear();
    m_document = document ? std::move(document) : EditorDocument::createEmpty();
    connectDocument();
    m_display.clear();
    for (ChannelId id : m_document->channelIds())
        m_display[id].color = channelColor(m_document->channel(id).path);
    m_currentTime = m_document->startTimeCode();
    m_currentChannel.reset(); // silently: the views reset on documentChanged
    resetVisibleTimeRange();
    emit documentChanged();
    emit currentTimeChanged(m_currentTime);
    emit visibleTimeRangeChanged(m_visibleTimeRange.min, m_visibleTimeRange.max);
    if (m_document->channelCount() > 0)
        setCurrentChannel(m_document->channelIdAt(0));
    else
        setCurrentChannel(std::nullopt);
}

void EditorSession::onChannelInserted(ChannelId channel)
{
    if (!m_display.count(channel)) // a removal undone keeps the channel's display
        m_display[channel].color = channelColor(m_document->channel(channel).path);
}

void EditorSession::onChannelRemoved(ChannelId channel, std::size_t row)
{
    m_followedSelection.erase(channel);
    m_changedSelectedChannels.erase(channel);
    // The display state stays: undoing the removal brings the channel back as it was shown.
    m_selection->removeChannel(channel);
    if (m_currentChannel != channel)
        return;
    const std::size_t count = m_document->channelCount();
    if (count == 0)
        setCurrentChannel(std::nullopt);
    else
        setCurrentChannel(m_document->channelIdAt(std::min(row, count - 1)));
}

const ChannelDisplay &EditorSession::display(ChannelId channel) const
{
    static const ChannelDisplay none{QColor(Qt::gray)};
    const auto it = m_display.find(channel);
    return it == m_display.end() ? none : it->second;
}

void EditorSession::setCurrentChannel(std::optional<ChannelId> channel)
{
    if (channel && !m_document->contains(*channel))
        channel.reset();
    if (channel == m_currentChannel)
        return;
    m_currentChannel = channel;
    if (channel) // a clip-driven channel reads its clips now, before the views show it
        (void)m_document->resolveClipCurve(*channel);
    emit currentChannelChanged(channel);
}

void EditorSession::setChannelVisible(ChannelId channel, bool visible)
{
    const auto it = m_display.find(channel);
    if (it == m_display.end() || !m_document->contains(channel) || it->second.visible == visible)
        return;
    it->second.visible = visible;
    if (!visible) // a command must not reach keys the user cannot see
        m_selection->removeChannel(channel);
    emit channelDisplayChanged(channel);
}

void EditorSession::setChannelLocked(ChannelId channel, bool locked)
{
    const auto it = m_display.find(channel);
    if (it == m_display.end() || !m_document->contains(channel) || it->second.locked == locked)
        return;
    it->second.locked = locked;
    emit channelDisplayChanged(channel);
}

void EditorSession::setChannelColor(ChannelId channel, const QColor &color)
{
    const auto it = m_display.find(channel);
    if (it == m_display.end() || !m_document->contains(channel) || it->second.color == color)
        return;
    it->second.color = color;
    emit channelDisplayChanged(channel);
}

bool EditorSession::isChannelEditable(ChannelId channel) const
{
    const Channel *c = m_document->findChannel(channel);
    if (!c)
        return false;
    const ChannelDisplay &d = display(channel);
    return d.visible && !d.locked && !c->readOnly;
}

void EditorSession::setCurrentTime(double time)
{
    if (time == m_currentTime)
        return;
    m_currentTime = time;
    emit currentTimeChanged(time);
}

Status EditorSession::applyEdit(ChannelId channel, const EditorDocument::CurveEdit &edit, const QString &text)
{
    EditGesture gesture(this, text);
    if (Status st = gesture.edit(channel, edit); !st)
        return st; // the gesture's destructor restores the channel
    gesture.commit();
    return Status::ok();
}

Status EditorSession::applyTimelineEdit(Timeline next, const QString &text)
{
    TimelineGesture gesture(this, text);
    if (Status st = gesture.update(std::move(next)); !st)
        return st;
    gesture.commit();
    return Status::ok();
}

void EditorSession::pushChange(DocumentChange change, const QString &text)
{
    if (change.isEmpty())
        return;
    // The session owns the undo stack, so it outlives every command.
    m_undoStack->push(new DocumentChangeCommand(m_document.get(), std::move(change), text, nullptr,
                                                [this](const Status &status, bool undo) {
                                                    onStepFailed(status, undo);
                                                }));
}

void EditorSession::onStepFailed(const Status &status, bool undo)
{
    if (!m_repairingHistory && !m_failedStepWasUndo) {
        m_failedStepWasUndo = undo;
        QMetaObject::invokeMethod(this, &EditorSession::repairHistory, Qt::QueuedConnection);
    }
    emit undoRedoFailed(status, undo);
}

void EditorSession::repairHistory()
{
    if (!m_failedStepWasUndo)
        return;
    const bool afterUndo = *m_failedStepWasUndo;
    m_failedStepWasUndo.reset();
    const auto applied = [this](int i) {
        return static_cast<const DocumentChangeCommand *>(m_undoStack->command(i))->isApplied();
    };
    const int count = m_undoStack->count();
    int target = 0;
    if (afterUndo) { // one past the last step the document holds
        for (int i = count - 1; i >= 0; --i)
            if (applied(i)) {
                target = i + 1;
                break;
            }
    } else { // the first step the document does not hold
        target = 0;
        while (target < count && applied(target))
            ++target;
    }
    if (target == m_undoStack->index())
        return;
    m_repairingHistory = true;
    m_undoStack->setIndex(target); // redoes / undoes the steps between (failed ones do nothing)
    m_repairingHistory = false;
}

EditGesture::EditGesture(EditorSession *session, QString text)
    : m_session(session)
    , m_text(std::move(text))
    , m_edits(session->document())
{
}

EditGesture::~EditGesture()
{
    if (isActive())
        cancel();
}

Status EditGesture::checkUnlocked(ChannelId channel) const
{
    const Channel *c = m_session->document()->findChannel(channel);
    if (c && m_session->display(channel).locked)
        return Status::error(c->path + " is locked");
    return Status::ok();
}

Status EditGesture::edit(ChannelId channel, const EditorDocument::CurveEdit &edit)
{
    if (Status st = checkUnlocked(channel); !st)
        return st;
    return m_edits.edit(channel, edit);
}

Result<ChannelId> EditGesture::insertChannel(std::size_t row, Channel channel)
{
    return m_edits.insertChannel(row, std::move(channel));
}

Status EditGesture::removeChannel(ChannelId channel)
{
    if (Status st = checkUnlocked(channel); !st)
        return st;
    return m_edits.removeChannel(channel);
}

const AnimCurve &EditGesture::curveBefore(ChannelId channel) const
{
    return m_edits.curveBefore(channel);
}

void EditGesture::commit()
{
    if (!isActive())
        return;
    m_session->pushChange(m_edits.finish(), m_text);
}

void EditGesture::cancel()
{
    if (isActive())
        (void)m_edits.cancel();
}

// ---- the shared time axis (issue 12) ---------------------------------------------------

void EditorSession::resetVisibleTimeRange()
{
    double lo = m_document->startTimeCode(), hi = m_document->endTimeCode();
    axis::usableRange(lo, hi);
    m_visibleTimeRange = {lo, hi};
}

void EditorSession::setVisibleTimeRange(double timeMin, double timeMax)
{
    if (!std::isfinite(timeMin) || !std::isfinite(timeMax) || timeMin == timeMax)
        return;
    if (timeMin > timeMax)
        std::swap(timeMin, timeMax);
    if (TimeInterval{timeMin, timeMax} == m_visibleTimeRange)
        return;
    m_visibleTimeRange = {timeMin, timeMax};
    emit visibleTimeRangeChanged(timeMin, timeMax);
}

} // namespace knotline
