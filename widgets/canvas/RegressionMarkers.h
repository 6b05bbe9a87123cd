#pragma once
// RegressionMarkers: where the ⚠ markers of regressive segments go in the current view,
// and which of them are grouped. Zoomed in, every regressive segment in view gets its own
// marker on the curve at the segment's middle time (as before). When markers would crowd
// (closer than kRegressionGroupWidth across or kRegressionGroupHeight up and down), they
// become one group marker labelled with their
// count ("37 regressive segments here"); clicking it zooms in on the group's time range.
//
// The cost follows the view, not the curve set: each channel's regressive segments come
// from ChannelCaches::regressiveSpans (found once per curve change); the ones in view and
// each group's end are found by binary search, and the curve is evaluated once per
// marker, so a channel costs O(markers · log segments) with at most about one marker per
// kRegressionGroupWidth of plot width. Groups of different channels that fall on one
// another are merged as well (one marker, the counts added).

#include "core/editor/ChannelId.h"

#include <QPointF>

#include <cstddef>
#include <vector>

namespace knotline {

struct CanvasContext;

/// Markers whose centres are closer than this across (widget pixels) and closer than
/// kRegressionGroupHeight up or down are grouped: a little more than a group marker with
/// a three-digit count is wide and a marker is high (CanvasStyle kBadgeRadius), so
/// markers do not overlap.
constexpr double kRegressionGroupWidth = 28.0;
constexpr double kRegressionGroupHeight = 18.0;

struct RegressionMarker {
    QPointF centre;         ///< widget pixels, on the curve
    std::size_t count = 1;  ///< regressive segments it stands for (1: a single segment)
    ChannelId channel = {}; ///< the (first) channel of its segments
    std::size_t start = 0;  ///< count == 1: start-knot index of the segment
    double timeMin = 0.0;   ///< time codes covered by its segments
    double timeMax = 0.0;
    bool isGroup() const { return count > 1; }
};

/// The markers of the regressive segments of `channels` in view (marker centres within
/// the plot, widened by 10 px), in channel order then time order. Needs context.caches;
/// empty when highlighting is off (CanvasOptions::highlightRegressive).
std::vector<RegressionMarker> regressionMarkers(const CanvasContext &context, const std::vector<ChannelId> &channels);

} // namespace knotline
