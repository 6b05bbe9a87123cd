#include "core/editor/DocumentChange.h"

#include <algorithm>

namespace knotline {

ChannelId stepChannel(const DocumentChange::Step &step)
{
    if (const auto *c = std::get_if<DocumentChange::CurveStep>(&step))
        return c->channel;
    if (const auto *i = std::get_if<DocumentChange::ChannelInsertion>(&step))
        return i->channel.id;
    if (const auto *r = std::get_if<DocumentChange::ChannelRemoval>(&step))
        return r->channel.id;
    return ChannelId();
}

bool DocumentChange::isEmpty() const
{
    return std::all_of(m_steps.begin(), m_steps.end(), [](const Step &s) {
        if (const auto *t = std::get_if<TimelineStep>(&s))
            return t->before == t->after;
        const auto *c = std::get_if<CurveStep>(&s);
        return c && c->change.isEmpty();
    });
}

std::vector<ChannelId> DocumentChange::channels() const
{
    std::vector<ChannelId> ids;
    for (const Step &s : m_steps) {
        const ChannelId id = stepChannel(s);
        if (id.isValid() && std::find(ids.begin(), ids.end(), id) == ids.end())
            ids.push_back(id);
    }
    return ids;
}

AnimCurveChange &DocumentChange::curveRecord(ChannelId channel)
{
    for (auto it = m_steps.rbegin(); it != m_steps.rend(); ++it) {
        if (stepChannel(*it) != channel)
            continue;
        if (auto *c = std::get_if<CurveStep>(&*it))
            return c->change;
        break; // inserted or removed since: a new step
    }
    m_steps.push_back(CurveStep{channel, {}});
    return std::get<CurveStep>(m_steps.back()).change;
}

void DocumentChange::recordInsertion(std::size_t row, Channel channel)
{
    m_steps.push_back(ChannelInsertion{row, std::move(channel)});
}

void DocumentChange::recordRemoval(std::size_t row, Channel channel)
{
    m_steps.push_back(ChannelRemoval{row, std::move(channel)});
}

void DocumentChange::recordTimeline(const Timeline &before, const Timeline &after)
{
    if (!m_steps.empty())
        if (auto *t = std::get_if<TimelineStep>(&m_steps.back())) {
            t->after = after;
            return;
        }
    m_steps.push_back(TimelineStep{before, after});
}

const Timeline *DocumentChange::timelineBefore() const
{
    for (const Step &s : m_steps)
        if (const auto *t = std::get_if<TimelineStep>(&s))
            return &t->before;
    return nullptr;
}

void DocumentChange::recordClipSet(ClipSetStep step)
{
    m_steps.push_back(std::move(step));
}

} // namespace knotline
