#include "widgets/timeline/PlacementShapeCache.h"

#include <algorithm>
#include <limits>
#include <unordered_set>

namespace knotline {

namespace {

constexpr double kForever = std::numeric_limits<double>::infinity();

double heldUntilOrForever(const PlacementShape &shape)
{
    return shape.heldUntil ? *shape.heldUntil : kForever;
}

} // namespace

void PlacementShapeCache::clear()
{
    m_shapes.clear();
    m_clips.clear();
    m_activeStarts.clear();
    m_ends.clear();
    m_heldUntil.clear();
    m_lefts.clear();
    m_rights.clear();
    m_trackStarts.clear();
    m_plays.clear();
}

void PlacementShapeCache::rebuild(const Timeline &timeline)
{
    clear();
    m_shapes = placementShapes(timeline);
    m_plays = timeline.playCounts();
    m_clips.reserve(m_shapes.size());
    m_activeStarts.reserve(m_shapes.size());
    for (std::size_t t = 0; t < timeline.trackCount(); ++t) {
        m_trackStarts.push_back(m_clips.size());
        for (const PlacedClip &p : timeline.track(t).placedClips) {
            m_clips.push_back(p.clip.get());
            m_activeStarts.push_back(p.activeStart());
        }
    }
    m_ends.reserve(m_shapes.size());
    m_heldUntil.reserve(m_shapes.size());
    for (const PlacementShape &shape : m_shapes) {
        m_ends.push_back(shape.end);
        m_heldUntil.push_back(heldUntilOrForever(shape));
    }
    m_lefts.resize(m_shapes.size());
    m_rights.resize(m_shapes.size());
    for (std::size_t q = 0; q < m_shapes.size(); ++q)
        setExtent(q);
}

void PlacementShapeCache::setExtent(std::size_t q)
{
    const PlacementShape &shape = m_shapes[q];
    m_lefts[q] = shape.trimmedFrom ? std::min(shape.start, *shape.trimmedFrom) : shape.start;
    m_rights[q] = shape.holds ? std::max(shape.end, heldUntilOrForever(shape)) : shape.end;
}

std::vector<std::size_t> PlacementShapeCache::candidates(double from, double to) const
{
    std::vector<std::size_t> out;
    for (std::size_t q = 0; q < m_lefts.size(); ++q)
        if (m_lefts[q] <= to && m_rights[q] >= from)
            out.push_back(q);
    return out;
}

void PlacementShapeCache::update(const Timeline &timeline, const TimelineTouched &touched)
{
    const bool structural = touched.structure || touched.timelineFields || !touched.tracks.empty()
                            || touched.playedClipsChanged || timeline.trackCount() != m_trackStarts.size();
    // Each track holds as many placements as the cache has shapes for it (a change the
    // cache was not told of would break that first).
    bool sameCounts = !structural;
    for (std::size_t t = 0; sameCounts && t < timeline.trackCount(); ++t) {
        const std::size_t end = t + 1 < m_trackStarts.size() ? m_trackStarts[t + 1] : m_shapes.size();
        sameCounts = timeline.track(t).placedClips.size() == end - m_trackStarts[t];
    }
    if (!sameCounts || touched.placements.size() > kMaxTouched) {
        ++m_fullRebuilds;
        rebuild(timeline);
        return;
    }
    if (touched.placements.empty())
        return;

    // The touched placements: their own shapes, clips and starts (the old starts kept).
    std::vector<std::size_t> changed;
    std::vector<double> formerStarts;
    std::unordered_set<const Clip *> recounted;
    for (const PlacementIndex &index : touched.placements) {
        const std::size_t at = position(index);
        const PlacedClip &p = timeline.placedClip(index);
        changed.push_back(at);
        formerStarts.push_back(m_activeStarts[at]);
        if (m_clips[at] != p.clip.get()) {
            --m_plays[m_clips[at]];
            ++m_plays[p.clip.get()];
            recounted.insert(m_clips[at]);
            recounted.insert(p.clip.get());
            m_clips[at] = p.clip.get();
        }
        m_activeStarts[at] = p.activeStart();
        m_shapes[at] = placementOwnShape(timeline, index);
        m_shapes[at].sharedBy = m_plays.at(m_clips[at]);
        m_ends[at] = m_shapes[at].end;
    }
    if (!recounted.empty())
        for (std::size_t q = 0; q < m_shapes.size(); ++q)
            if (recounted.count(m_clips[q]))
                m_shapes[q].sharedBy = m_plays.at(m_clips[q]);

    // Held tails to look up again over every placement: the touched placements' own, and
    // those that ended at a touched placement's former start (it may have moved away).
    std::vector<char> rescanned(m_shapes.size(), 0);
    std::vector<std::size_t> rescan = changed;
    for (std::size_t c : changed)
        rescanned[c] = 1;
    std::sort(formerStarts.begin(), formerStarts.end());
    const double earliestFormer = formerStarts.front(), latestFormer = formerStarts.back();
    for (std::size_t q = 0; q < m_heldUntil.size(); ++q) {
        const double until = m_heldUntil[q];
        if (until >= earliestFormer && until <= latestFormer && !rescanned[q]
            && std::binary_search(formerStarts.begin(), formerStarts.end(), until)) {
            rescan.push_back(q);
            rescanned[q] = 1;
        }
    }
    if (rescan.size() > kMaxRescanned) {
        ++m_fullRebuilds;
        rebuild(timeline);
        return;
    }
    for (std::size_t q : rescan)
        m_heldUntil[q] = kForever;
    // One pass: a tail not looked up again can only be cut shorter, by a touched placement
    // now starting in it; a tail looked up again takes the earliest start after its end of
    // any placement sharing a key.
    std::vector<std::size_t> cut;
    for (std::size_t q = 0; q < m_shapes.size(); ++q) {
        if (!rescanned[q]) {
            const double end = m_ends[q];
            bool shorter = false;
            for (std::size_t c : changed) {
                const double s = m_activeStarts[c];
                if (s > end && s < m_heldUntil[q] && clipsShareAKey(*m_clips[q], *m_clips[c])) {
                    m_heldUntil[q] = s;
                    shorter = true;
                }
            }
            if (shorter)
                cut.push_back(q);
        }
        const double s = m_activeStarts[q];
        for (std::size_t r : rescan)
            if (r != q && s > m_ends[r] && s < m_heldUntil[r] && clipsShareAKey(*m_clips[r], *m_clips[q]))
                m_heldUntil[r] = s;
    }
    cut.insert(cut.end(), rescan.begin(), rescan.end());
    for (std::size_t q : cut) {
        m_shapes[q].heldUntil = m_heldUntil[q] == kForever ? std::nullopt : std::optional<double>(m_heldUntil[q]);
        setExtent(q);
    }
}

} // namespace knotline
