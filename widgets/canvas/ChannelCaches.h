#pragma once
// ChannelCaches: what the canvas keeps per channel between paints — the sampled
// polylines (PolylineCache) and the list of regressive segments — invalidated by the
// document's channelIntervalsChanged(channel, intervals) over the changed intervals only.

#include "widgets/canvas/PolylineCache.h"

#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

namespace knotline {

class Spline;

class ChannelCaches {
public:
    /// Forgets everything and makes room for `channelCount` channels (new document).
    void reset(std::size_t channelCount);
    std::size_t channelCount() const { return m_channels.size(); }

    /// Channel `channel` changed on [timeMin, timeMax] (ends may be infinite): its
    /// polylines there are resampled on the next paint and its regressive segments
    /// recomputed. Out-of-range channels are ignored.
    void invalidate(std::size_t channel, double timeMin, double timeMax);
    /// The same for several intervals [start, end] (ends may be infinite; an empty list
    /// resamples nothing but still recomputes the regressive segments, which depend on the
    /// authored tangents, not only on evaluation).
    void invalidate(std::size_t channel, const std::vector<std::pair<double, double>> &intervals);

    /// The channel's polyline cache. Precondition: channel < channelCount().
    PolylineCache &polylines(std::size_t channel) { return m_channels[channel].polylines; }
    const PolylineCache &polylines(std::size_t channel) const { return m_channels[channel].polylines; }

    /// Start-knot indices of the channel's regressive segments (regressiveSegments() of
    /// `spline`, recomputed only after an invalidation). Precondition: channel <
    /// channelCount() and `spline` is that channel's current spline.
    const std::vector<std::size_t> &regressiveSegments(std::size_t channel, const Spline &spline);

private:
    struct Entry {
        PolylineCache polylines;
        std::optional<std::vector<std::size_t>> regressive;
    };
    std::vector<Entry> m_channels;
};

} // namespace knotline
