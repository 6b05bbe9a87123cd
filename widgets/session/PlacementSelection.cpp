#include "widgets/session/PlacementSelection.h"

namespace knotline {

bool hasPlacement(const Timeline &timeline, PlacementIndex index)
{
    return index.track < timeline.trackCount() && index.clip < timeline.track(index.track).placedClips.size();
}

PlacementSelection::PlacementSelection(QObject *parent)
    : QObject(parent)
{
}

void PlacementSelection::set(std::set<PlacementIndex> placements, std::optional<PlacementIndex> current)
{
    if (placements == m_placements && current == m_current)
        return;
    m_placements = std::move(placements);
    m_current = current;
    emit changed();
}

void PlacementSelection::add(const std::set<PlacementIndex> &placements)
{
    std::set<PlacementIndex> next = m_placements;
    next.insert(placements.begin(), placements.end());
    set(std::move(next));
}

void PlacementSelection::toggle(const std::set<PlacementIndex> &placements)
{
    std::set<PlacementIndex> next = m_placements;
    for (PlacementIndex p : placements)
        if (!next.erase(p))
            next.insert(p);
    set(std::move(next));
}

void PlacementSelection::prune(const Timeline &timeline)
{
    std::set<PlacementIndex> next;
    for (PlacementIndex p : m_placements)
        if (hasPlacement(timeline, p))
            next.insert(p);
    std::optional<PlacementIndex> current = m_current;
    if (current && !hasPlacement(timeline, *current))
        current.reset();
    set(std::move(next), current);
}

} // namespace knotline
