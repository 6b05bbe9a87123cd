#include "widgets/canvas/PolylineCache.h"

#include "core/spline/Spline.h"
#include "widgets/canvas/PolylineThinning.h"

#include <algorithm>
#include <cmath>

namespace knotline {

namespace {

bool withinSlack(double cached, double wanted)
{
    if (cached <= 0.0)
        return false;
    const double ratio = wanted / cached;
    return ratio <= PolylineCache::kScaleSlack && ratio >= 1.0 / PolylineCache::kScaleSlack;
}

/// The canvas draws stepped curves with their risers (held jumps closed, as in Maya).
constexpr SampleOptions kDrawing{.heldRisers = true};

constexpr double kIndexLimit = 1e15; // chunk indices stay exact in int64 and double

} // namespace

std::int64_t PolylineCache::chunkIndex(double time) const
{
    const double k = std::floor(time / m_chunkSpan);
    return static_cast<std::int64_t>(std::clamp(k, -kIndexLimit, kIndexLimit));
}

void PolylineCache::update(const Spline &spline, double tMin, double tMax, double timeScale,
                           double valueScale)
{
    if (!std::isfinite(tMin) || !std::isfinite(tMax) || !(tMin < tMax) || !(timeScale > 0.0)
        || !(valueScale > 0.0) || !std::isfinite(timeScale) || !std::isfinite(valueScale))
        return;
    if (!withinSlack(m_timeScale, timeScale) || !withinSlack(m_valueScale, valueScale)) {
        m_chunks.clear();
        m_timeScale = timeScale;
        m_valueScale = valueScale;
        m_chunkSpan = kChunkPixels / timeScale;
    }
    const std::int64_t first = chunkIndex(tMin);
    const std::int64_t last = chunkIndex(tMax);
    for (std::int64_t k = first; k <= last; ++k) {
        Chunk &chunk = m_chunks[k];
        if (chunk.valid)
            continue;
        const double c0 = static_cast<double>(k) * m_chunkSpan;
        const double c1 = static_cast<double>(k + 1) * m_chunkSpan;
        chunk.polylines.clear();
        if (c0 < c1 && sample(spline, c0, c1, m_timeScale, m_valueScale, kTolerancePixels, kDrawing, &chunk.polylines))
            thinToPixelColumns(chunk.polylines, m_timeScale);
        chunk.valid = true; // an empty spline (or a sampling error) gives no polylines
        ++m_samplings;
    }
    if (m_chunks.size() > kMaxChunks)
        evictFarFrom(first, last);
}

bool PolylineCache::covers(double tMin, double tMax, double timeScale, double valueScale) const
{
    if (!std::isfinite(tMin) || !std::isfinite(tMax) || !(tMin < tMax) || !(timeScale > 0.0)
        || !(valueScale > 0.0) || !std::isfinite(timeScale) || !std::isfinite(valueScale))
        return true; // update() would do nothing
    if (!withinSlack(m_timeScale, timeScale) || !withinSlack(m_valueScale, valueScale))
        return false;
    const std::int64_t first = chunkIndex(tMin);
    const std::int64_t last = chunkIndex(tMax);
    auto it = m_chunks.find(first);
    for (std::int64_t k = first; k <= last; ++k, ++it) {
        if (it == m_chunks.end() || it->first != k || !it->second.valid)
            return false;
    }
    return true;
}

bool PolylineCache::canDraft(double timeScale, double valueScale) const
{
    auto within = [](double cached, double wanted) {
        if (!(cached > 0.0) || !(wanted > 0.0) || !std::isfinite(wanted))
            return false;
        const double ratio = wanted / cached;
        return ratio <= kDraftSlack && ratio >= 1.0 / kDraftSlack;
    };
    return !m_chunks.empty() && within(m_timeScale, timeScale) && within(m_valueScale, valueScale);
}

void PolylineCache::updateDraft(const Spline &spline, double tMin, double tMax)
{
    if (m_timeScale > 0.0 && m_valueScale > 0.0)
        update(spline, tMin, tMax, m_timeScale, m_valueScale);
}

void PolylineCache::updateForView(const Spline &spline, double tMin, double tMax, double timeScale,
                                  double valueScale)
{
    const bool exact = withinSlack(m_timeScale, timeScale) && withinSlack(m_valueScale, valueScale);
    if (!exact && canDraft(timeScale, valueScale))
        updateDraft(spline, tMin, tMax);
    else
        update(spline, tMin, tMax, timeScale, valueScale);
}

void PolylineCache::evictFarFrom(std::int64_t first, std::int64_t last)
{
    std::vector<std::pair<std::int64_t, std::int64_t>> byDistance; // (distance, index)
    byDistance.reserve(m_chunks.size());
    for (const auto &entry : m_chunks) {
        const std::int64_t k = entry.first;
        const std::int64_t d = k < first ? first - k : (k > last ? k - last : 0);
        byDistance.emplace_back(d, k);
    }
    std::sort(byDistance.begin(), byDistance.end(), std::greater<>());
    for (std::size_t i = 0; m_chunks.size() > kMaxChunks && i < byDistance.size(); ++i) {
        if (byDistance[i].first == 0)
            break; // never drop what was just requested
        m_chunks.erase(byDistance[i].second);
    }
}

void PolylineCache::invalidate(double tMin, double tMax)
{
    if (m_chunks.empty() || !(tMin <= tMax))
        return;
    auto it = m_chunks.begin();
    if (std::isfinite(tMin)) {
        std::int64_t firstIndex = chunkIndex(tMin);
        // A change exactly at a chunk's start also shows in the chunk before (its last vertex).
        if (tMin <= static_cast<double>(firstIndex) * m_chunkSpan)
            --firstIndex;
        it = m_chunks.lower_bound(firstIndex);
    }
    const bool toEnd = !std::isfinite(tMax);
    const std::int64_t lastIndex = toEnd ? 0 : chunkIndex(tMax);
    for (; it != m_chunks.end(); ++it) {
        if (!toEnd && it->first > lastIndex)
            break;
        it->second.valid = false;
    }
}

void PolylineCache::clear()
{
    m_chunks.clear();
    m_timeScale = 0.0;
    m_valueScale = 0.0;
    m_chunkSpan = 0.0;
}

} // namespace knotline
