#include "widgets/session/KnotSelection.h"

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
    std::set<KnotRef> next = m_knots;
    std::erase_if(next, [channel](const KnotRef &k) { return k.channel == channel; });
    set(std::move(next));
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
