#include "widgets/session/BufferCurves.h"

#include "widgets/session/EditorSession.h"

namespace knotline {

BufferCurves::BufferCurves(EditorSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
{
    connect(session, &EditorSession::documentChanged, this, &BufferCurves::clear);
}

std::size_t BufferCurves::snapshot(const std::vector<ChannelId> &channels)
{
    const EditorDocument &doc = *m_session->document();
    std::size_t taken = 0;
    for (ChannelId id : channels) {
        if (!doc.contains(id))
            continue;
        m_curves[id] = doc.channel(id).curve;
        ++taken;
    }
    emit changed();
    return taken;
}

const AnimCurve *BufferCurves::curve(ChannelId channel) const
{
    const auto it = m_curves.find(channel);
    if (it == m_curves.end() || !m_session->document()->contains(channel))
        return nullptr;
    return &it->second;
}

void BufferCurves::setCurve(ChannelId channel, AnimCurve curve)
{
    m_curves[channel] = std::move(curve);
    emit changed();
}

std::vector<ChannelId> BufferCurves::channels() const
{
    std::vector<ChannelId> out;
    for (ChannelId id : m_session->document()->channelIds())
        if (m_curves.count(id))
            out.push_back(id);
    return out;
}

void BufferCurves::clear()
{
    if (m_curves.empty())
        return;
    m_curves.clear();
    emit changed();
}

void BufferCurves::setShown(bool on)
{
    if (m_shown == on)
        return;
    m_shown = on;
    emit changed();
}

} // namespace knotline
