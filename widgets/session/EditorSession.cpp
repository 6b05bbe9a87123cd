#include "widgets/session/EditorSession.h"

#include "widgets/undo/CurveEditCommand.h"

namespace knotline {

EditorSession::EditorSession(QObject *parent)
    : QObject(parent)
    , m_document(EditorDocument::createEmpty())
    , m_undoStack(new QUndoStack(this))
    , m_selection(new KnotSelection(this))
{
}

EditorSession::~EditorSession()
{
    m_undoStack->clear(); // commands refer to the document
}

void EditorSession::setDocument(std::unique_ptr<EditorDocument> document)
{
    m_selection->clear();
    m_undoStack->clear();
    m_document = document ? std::move(document) : EditorDocument::createEmpty();
    m_display.assign(m_document->channelCount(), ChannelDisplay{});
    for (std::size_t i = 0; i < m_display.size(); ++i)
        m_display[i].color = channelColor(i);
    m_currentTime = m_document->startTimeCode();
    m_currentChannel.reset(); // silently: the views reset on documentChanged
    emit documentChanged();
    emit currentTimeChanged(m_currentTime);
    setCurrentChannel(m_document->channelCount() > 0 ? std::optional<std::size_t>(0) : std::nullopt);
}

void EditorSession::setCurrentChannel(std::optional<std::size_t> channel)
{
    if (channel && *channel >= m_document->channelCount())
        channel.reset();
    if (channel == m_currentChannel)
        return;
    m_currentChannel = channel;
    emit currentChannelChanged(channel);
}

void EditorSession::setChannelVisible(std::size_t channel, bool visible)
{
    if (channel >= m_display.size() || m_display[channel].visible == visible)
        return;
    m_display[channel].visible = visible;
    emit channelDisplayChanged(channel);
}

void EditorSession::setChannelLocked(std::size_t channel, bool locked)
{
    if (channel >= m_display.size() || m_display[channel].locked == locked)
        return;
    m_display[channel].locked = locked;
    emit channelDisplayChanged(channel);
}

void EditorSession::setChannelColor(std::size_t channel, const QColor &color)
{
    if (channel >= m_display.size() || m_display[channel].color == color)
        return;
    m_display[channel].color = color;
    emit channelDisplayChanged(channel);
}

bool EditorSession::isChannelEditable(std::size_t channel) const
{
    return channel < m_display.size() && m_display[channel].visible && !m_display[channel].locked
        && !m_document->channel(channel).readOnly;
}

void EditorSession::setCurrentTime(double time)
{
    if (time == m_currentTime)
        return;
    m_currentTime = time;
    emit currentTimeChanged(time);
}

Status EditorSession::applyEdit(std::size_t channel, const EditorDocument::CurveEdit &edit,
                                const QString &text)
{
    EditGesture gesture(this, text);
    if (Status st = gesture.edit(channel, edit); !st)
        return st; // the gesture's destructor restores the channel
    gesture.commit();
    return Status::ok();
}

EditGesture::EditGesture(EditorSession *session, QString text)
    : m_session(session)
    , m_text(std::move(text))
{
}

EditGesture::~EditGesture()
{
    if (m_active)
        cancel();
}

Status EditGesture::edit(std::size_t channel, const EditorDocument::CurveEdit &edit)
{
    if (!m_active)
        return Status::error("the gesture is finished");
    if (channel < m_session->document()->channelCount() && m_session->display(channel).locked)
        return Status::error(m_session->document()->channel(channel).path + " is locked");
    return m_session->document()->edit(channel, edit, &m_changes[channel]);
}

const AnimCurve &EditGesture::curveBefore(std::size_t channel) const
{
    const auto it = m_changes.find(channel);
    if (it != m_changes.end() && !it->second.isEmpty())
        return it->second.before();
    return m_session->document()->channel(channel).curve;
}

void EditGesture::commit()
{
    if (!m_active)
        return;
    m_active = false;
    std::vector<CurveEditCommand::ChannelChange> changes;
    for (auto &[channel, change] : m_changes)
        changes.emplace_back(channel, std::move(change));
    auto *command = new CurveEditCommand(m_session->document(), std::move(changes), m_text);
    if (command->isEffective())
        m_session->undoStack()->push(command);
    else
        delete command;
}

void EditGesture::cancel()
{
    if (!m_active)
        return;
    m_active = false;
    for (auto &[channel, change] : m_changes)
        if (!change.isEmpty())
            (void)m_session->document()->undo(channel, change);
}

} // namespace knotline
