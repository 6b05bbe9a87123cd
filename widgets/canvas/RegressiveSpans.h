#pragma once
// RegressiveSpans: one channel's regressive Bezier segments (regressiveSegments(), the Ts
// rule of Regression.h) as time spans sorted by time, found once per curve change and kept
// in ChannelCaches, so a paint or hit test finds the ones in view by binary search
// instead of walking every segment of every curve.
//
// Segments of one spline never overlap (knots are sorted by time; neighbours share at
// most an end knot), so the spans' start, middle and end times all increase with the
// index. Times are time codes.

#include <cstddef>
#include <utility>
#include <vector>

namespace knotline {

class Spline;

class RegressiveSpans {
public:
    RegressiveSpans() = default;
    /// The regressive authored segments of `spline` (Regression.h regressiveSegments()).
    explicit RegressiveSpans(const Spline &spline);

    std::size_t size() const { return m_starts.size(); }
    bool empty() const { return m_starts.empty(); }
    /// Start-knot index of span i (0 <= i < size()).
    std::size_t start(std::size_t i) const { return m_starts[i]; }
    /// Start and end time of span i (its two knots' times).
    double timeMin(std::size_t i) const { return m_times[i].first; }
    double timeMax(std::size_t i) const { return m_times[i].second; }
    /// Middle time of span i (where its ⚠ marker sits).
    double middle(std::size_t i) const { return 0.5 * (m_times[i].first + m_times[i].second); }

    /// True when the segment starting at knot `start` is regressive (binary search).
    bool contains(std::size_t start) const;
    /// Index range [first, last) of the spans that overlap [tMin, tMax] (touching ends
    /// count). Empty (first == last) when none does or the interval is empty or NaN.
    std::pair<std::size_t, std::size_t> overlapping(double tMin, double tMax) const;
    /// Index range [first, last) of the spans whose middle lies in [tMin, tMax].
    std::pair<std::size_t, std::size_t> middlesWithin(double tMin, double tMax) const;
    /// First index in [from, to) whose middle is >= `time`; `to` when none is.
    std::size_t firstMiddleFrom(double time, std::size_t from, std::size_t to) const;

private:
    std::vector<std::size_t> m_starts;
    std::vector<std::pair<double, double>> m_times;
};

} // namespace knotline
