#include "core/timeline/PlacementList.h"

#include <unordered_map>

namespace knotline {

PlacementList::PlacementList(std::vector<PlacedClip> items)
{
    if (!items.empty())
        m_block = std::make_shared<Block>(std::move(items));
}

PlacementList::PlacementList(std::initializer_list<PlacedClip> items)
    : PlacementList(std::vector<PlacedClip>(items))
{
}

std::vector<PlacedClip> &PlacementList::edit()
{
    // use_count() == 1: no other list holds these placements, and none can start to
    // without going through this object, so changing them in place is safe (and so is
    // forgetting the clip uses without the lock).
    if (!m_block)
        m_block = std::make_shared<Block>(std::vector<PlacedClip>());
    else if (m_block.use_count() > 1)
        m_block = std::make_shared<Block>(m_block->items);
    else
        m_block->uses.reset();
    return m_block->items;
}

const std::vector<ClipUse> &PlacementList::clipUses() const
{
    static const std::vector<ClipUse> none;
    if (!m_block)
        return none;
    const std::lock_guard<std::mutex> lock(m_block->usesMutex);
    if (!m_block->uses) {
        std::vector<ClipUse> uses;
        std::unordered_map<const Clip *, std::size_t> at; // clip → index in uses
        const Clip *previous = nullptr; // neighbours often play one clip: no lookup for them
        std::size_t previousAt = 0;
        for (const PlacedClip &p : m_block->items) {
            if (p.clip.get() != previous) {
                previous = p.clip.get();
                const auto [it, added] = at.emplace(previous, uses.size());
                if (added)
                    uses.push_back({p.clip, 0});
                previousAt = it->second;
            }
            ++uses[previousAt].placements;
        }
        m_block->uses = std::move(uses);
    }
    return *m_block->uses;
}

const std::vector<PlacedClip> &PlacementList::noPlacements()
{
    static const std::vector<PlacedClip> none;
    return none;
}

} // namespace knotline
