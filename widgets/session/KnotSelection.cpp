#include "widgets/session/KnotSelection.h"

#include <algorithm>
#include <iterator>

namespace knotline {

KnotSelection::KnotSelection(QObject *parent)
    : QObject(parent)
{
}

std::vector<std::size_t> KnotSelection::knotsOf(ChannelId channel) const
{
    std::vector<std::size_t> out;
    for (auto it = m_knots.lower_bound(KnotRef{channel, 0});
         it != m_knots.end() && it->channel == channel; ++it)
        out.push_back(it->knot);
    return out;
}

void KnotSelection::removeChannel(ChannelId channel)
{
    replaceChannels({{channel, {}}});
}

void KnotSelection::replaceChannels(const std::map<ChannelId, std::vector<std::size_t>> &knots)
{
    bool differs = false;
    for (const auto &[channel, indices] : knots) {
        std::vector<std::size_t> next = indices;
        std::sort(next.begin(), next.end());
        next.erase(std::unique(next.begin(), next.end()), next.end());
        const auto first = m_knots.lower_bound(KnotRef{channel, 0});
        auto last = first;
        std::size_t i = 0;
        bool same = true;
        for (; last != m_knots.end() && last->channel == channel; ++last, ++i)
            same = same && i < next.size() && next[i] == last->knot;
        if (same && i == next.size())
            continue;
        differs = true;
        auto hint = m_knots.erase(first, last);
        for (std::size_t knot : next)
            hint = std::next(m_knots.insert(hint, KnotRef{channel, knot}));
    }
    if (differs)
        emit changed();
}

void KnotSelection::set(std::set<KnotRef> knots)
{
    if (knots == m_knots)
        return;
    m_knots = std::move(knots);
    emit changed();
}

void KnotSelection::add(const std::set<KnotRef> &knots)
{
    std::set<KnotRef> next = m_knots;
    next.insert(knots.begin(), knots.end());
    set(std::move(next));
}

void KnotSelection::toggle(const std::set<KnotRef> &knots)
{
    std::set<KnotRef> next = m_knots;
    for (const KnotRef &k : knots)
        if (!next.erase(k))
            next.insert(k);
    set(std::move(next));
}

void KnotSelection::remove(const std::set<KnotRef> &knots)
{
    std::set<KnotRef> next = m_knots;
    for (const KnotRef &k : knots)
        next.erase(k);
    set(std::move(next));
}

} // namespace knotline
