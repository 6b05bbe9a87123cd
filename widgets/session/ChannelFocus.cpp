#include "widgets/session/ChannelFocus.h"

#include "widgets/session/EditorSession.h"

#include <algorithm>

namespace knotline {

ChannelFocus::ChannelFocus(EditorSession *session)
    : QObject(session)
    , m_session(session)
{
    connect(session, &EditorSession::documentChanged, this, [this] {
        const bool had = !m_selected.empty() || !m_isolated.empty();
        m_selected.clear();
        m_isolated.clear();
        if (had)
            emit changed();
    });
    connect(this, &ChannelFocus::changed, this, &ChannelFocus::onChanged);
}

void ChannelFocus::setSelectedChannels(std::set<ChannelId> channels)
{
    if (channels == m_selected)
        return;
    m_selected = std::move(channels);
    emit changed();
}

void ChannelFocus::setShowAll(bool on)
{
    if (on == m_showAll)
        return;
    m_showAll = on;
    emit changed();
}

bool ChannelFocus::isIsolating() const
{
    const EditorDocument &doc = *m_session->document();
    return std::any_of(m_isolated.begin(), m_isolated.end(), [&](ChannelId ch) { return doc.contains(ch); });
}

void ChannelFocus::isolate(std::set<ChannelId> channels)
{
    const EditorDocument &doc = *m_session->document();
    std::erase_if(channels, [&](ChannelId ch) { return !doc.contains(ch); });
    if (channels == m_isolated)
        return;
    m_isolated = std::move(channels);
    emit changed();
}

bool ChannelFocus::hasSelection() const
{
    const EditorDocument &doc = *m_session->document();
    return std::any_of(m_selected.begin(), m_selected.end(), [&](ChannelId ch) { return doc.contains(ch); });
}

bool ChannelFocus::shows(ChannelId channel) const
{
    if (!m_session->document()->contains(channel) || !m_session->display(channel).visible)
        return false;
    if (isIsolating())
        return m_isolated.count(channel) != 0;
    if (m_showAll || !hasSelection())
        return true;
    return m_selected.count(channel) != 0;
}

std::vector<ChannelId> ChannelFocus::shownChannels() const
{
    std::vector<ChannelId> out;
    for (ChannelId ch : m_session->document()->channelIds())
        if (shows(ch))
            out.push_back(ch);
    return out;
}

void ChannelFocus::onChanged()
{
    KnotSelection *selection = m_session->selection();
    std::set<KnotRef> hidden;
    for (const KnotRef &k : selection->knots())
        if (!shows(k.channel))
            hidden.insert(k);
    if (!hidden.empty())
        selection->remove(hidden);
}

} // namespace knotline
