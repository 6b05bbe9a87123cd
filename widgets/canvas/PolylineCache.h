#pragma once
// PolylineCache: the sample() polylines of one channel's spline for one view scale, kept
// between paints so the canvas never evaluates per pixel and only resamples what changed.
//
// Time is cut into chunks of kChunkPixels pixels at the cached time scale (chunk k covers
// [k·w, (k+1)·w] time codes, w = kChunkPixels / timeScale), each sampled on its own with
// sample(spline, chunk, timeScale, valueScale, kTolerancePixels, heldRisers) and thinned to at most
// four vertices per pixel column (PolylineThinning.h). So panning reuses the
// chunks already sampled, an edit invalidates only the chunks its changed interval touches
// (EditorDocument::channelChanged), and a zoom that changes a scale by more than
// kScaleSlack resamples (polylines sampled at scale s are within tolerance·s'/s of the
// curve at scale s'). At most kMaxChunks chunks are kept; the ones farthest from the
// latest request are dropped first.
//
// Drafts (after a zoom): the canvas may draw the polylines of the cached scale even
// beyond kScaleSlack, up to kDraftSlack (updateDraft(): only chunks missing at the cached
// scale are sampled) while it resamples the channels a few per paint
// (curves::prepareChannels); a zoom-in by f then shows the curve within
// f·kTolerancePixels (≤ 1 px), a zoom-out more exactly than needed (the painter thins it
// to the new pixel columns).
//
// Units: times are time codes, values value units, scales pixels per unit.

#include "core/spline/Sample.h"

#include <cstddef>
#include <cstdint>
#include <map>
#include <vector>

namespace knotline {

class Spline;

class PolylineCache {
public:
    static constexpr double kChunkPixels = 64.0;
    static constexpr double kTolerancePixels = 0.5;
    /// Cached polylines are reused while each scale is within this factor of the cached one.
    static constexpr double kScaleSlack = 1.25;
    static constexpr std::size_t kMaxChunks = 256;
    /// Drafts reuse the cached polylines while each scale is within this factor.
    static constexpr double kDraftSlack = 2.0;

    /// Makes sure the chunks covering [tMin, tMax] are sampled for these scales (samples
    /// the missing or invalidated ones from `spline`). Non-finite or empty intervals and
    /// non-positive scales do nothing.
    void update(const Spline &spline, double tMin, double tMax, double timeScale, double valueScale);

    /// Calls f(const SamplePolyline &) for the polylines of the cached chunks that overlap
    /// [tMin, tMax], in time order (call update() first; chunks not cached are skipped).
    /// Polylines are cut at chunk ends: consecutive pieces share their end vertex.
    template <class F>
    void forEach(double tMin, double tMax, F &&f) const
    {
        if (m_chunkSpan <= 0.0 || !(tMin <= tMax))
            return;
        for (auto it = m_chunks.lower_bound(chunkIndex(tMin)); it != m_chunks.end(); ++it) {
            if (it->first > chunkIndex(tMax))
                break;
            if (!it->second.valid)
                continue;
            for (const SamplePolyline &p : it->second.polylines)
                f(p);
        }
    }

    /// True when update() with these arguments would sample nothing.
    bool covers(double tMin, double tMax, double timeScale, double valueScale) const;

    /// True when polylines are cached and each scale is within kDraftSlack of the cached
    /// one, so updateDraft() can serve a view at these scales.
    bool canDraft(double timeScale, double valueScale) const;
    /// Makes sure the chunks covering [tMin, tMax] are sampled at the cached scales
    /// (samples only missing or invalidated chunks). Precondition: the cache holds a scale
    /// (timeScale() > 0); otherwise does nothing.
    void updateDraft(const Spline &spline, double tMin, double tMax);
    /// updateDraft() when the scales are beyond kScaleSlack of the cached ones and
    /// canDraft() (what a paint may show as a draft), else update(). For hit testing the
    /// curve as drawn.
    void updateForView(const Spline &spline, double tMin, double tMax, double timeScale, double valueScale);

    /// Marks the chunks overlapping [tMin, tMax] for resampling (ends may be infinite).
    void invalidate(double tMin, double tMax);
    /// Drops everything (e.g. a new document).
    void clear();

    /// Scales the cache holds polylines for (0 while empty).
    double timeScale() const { return m_timeScale; }
    double valueScale() const { return m_valueScale; }
    /// Number of chunk samplings done since construction (tests, benchmarks).
    std::uint64_t samplingCount() const { return m_samplings; }
    /// Number of chunks held (valid or not).
    std::size_t chunkCount() const { return m_chunks.size(); }

private:
    struct Chunk {
        std::vector<SamplePolyline> polylines;
        bool valid = false;
    };
    std::int64_t chunkIndex(double time) const;
    void evictFarFrom(std::int64_t first, std::int64_t last);

    std::map<std::int64_t, Chunk> m_chunks;
    double m_timeScale = 0.0;
    double m_valueScale = 0.0;
    double m_chunkSpan = 0.0; ///< time codes per chunk
    std::uint64_t m_samplings = 0;
};

} // namespace knotline
