#pragma once
// ChannelCaches: what the canvas keeps per channel between paints — the sampled
// polylines (PolylineCache) and the list of regressive segments — invalidated by the
// document's channelIntervalsChanged(channel, intervals) over the changed intervals only.

#include "core/editor/ChannelId.h"
#include "widgets/canvas/PolylineCache.h"
#include "widgets/canvas/RegressiveSpans.h"

#include <cstddef>
#include <optional>
#include <unordered_map>
#include <utility>
#include <vector>

namespace knotline {

class Spline;

class ChannelCaches {
public:
    /// Forgets everything (new document).
    void reset() { m_channels.clear(); }
    /// Forgets one channel (removed from the document).
    void forget(ChannelId channel) { m_channels.erase(channel); }

    /// Channel `channel` changed on [timeMin, timeMax] (ends may be infinite): its
    /// polylines there are resampled on the next paint and its regressive segments
    /// recomputed. Channels with nothing cached are ignored.
    void invalidate(ChannelId channel, double timeMin, double timeMax);
    /// The same for several intervals [start, end] (ends may be infinite; an empty list
    /// resamples nothing but still recomputes the regressive segments, which depend on the
    /// authored tangents, not only on evaluation).
    void invalidate(ChannelId channel, const std::vector<std::pair<double, double>> &intervals);

    /// The channel's polyline cache (an empty one is made on first use).
    PolylineCache &polylines(ChannelId channel) { return m_channels[channel].polylines; }
    /// The channel's polyline cache; nullptr when nothing was cached for it yet.
    const PolylineCache *findPolylines(ChannelId channel) const;

    /// The channel's regressive segments as sorted time spans (RegressiveSpans of
    /// `spline`), found once and recomputed only after an invalidation of the channel.
    /// Precondition: `spline` is that channel's current spline.
    const RegressiveSpans &regressiveSpans(ChannelId channel, const Spline &spline);

private:
    struct Entry {
        PolylineCache polylines;
        std::optional<RegressiveSpans> regressive;
    };
    std::unordered_map<ChannelId, Entry> m_channels;
};

} // namespace knotline
