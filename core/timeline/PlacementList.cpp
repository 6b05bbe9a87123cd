#include "core/timeline/PlacementList.h"

#include <atomic>
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
    // without going through this object, so changing them in place is safe. use_count()
    // is a relaxed read: the fence orders this thread's writes after whatever another
    // thread did through a copy it has since dropped, and the clip uses are forgotten under
    // their lock for the same reason.
    if (!m_block) {
        m_block = std::make_shared<Block>(std::vector<PlacedClip>());
    } else if (m_block.use_count() > 1) {
        m_block = std::make_shared<Block>(m_block->items);
    } else {
        std::atomic_thread_fence(std::memory_order_acquire);
        const std::lock_guard<std::mutex> lock(m_block->usesMutex);
        m_block->uses.reset();
    }
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
        bool first = true; // (a list a Timeline has not checked yet may hold a null clip)
        for (const PlacedClip &p : m_block->items) {
            if (first || p.clip.get() != previous) {
                first = false;
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
