#pragma once
// FrameTrace: what each frame of a real-time playback run cost and when it was shown, to
// find which frames were late and why (bench_playback --play-minute). Per frame shown:
// - the frame index the transport showed (time / time codes per frame) and the wall time
//   at which its time change began, measured from the transport's anchor (play());
// - lateness: that wall time minus the frame's due time (index / fps from the anchor);
// - the cost of the time change's handlers (pose evaluation in the pose model, the views'
//   update() calls): the time between a slot connected before every other one on the
//   session's currentTimeChanged and one connected after them (begin() / end());
// - the paint events each traced widget (or its viewport) handled before the next frame
//   began, and their total duration (the application's notify() times every QEvent::Paint
//   and passes it to painted()).
// A frame is "late" when the transport skipped frames before it (its index is more than
// one past the previous one, or for the first, past the anchor's): report() lists those with the frame before them, then the
// spread (median, 95th percentile, max) of each cost over all frames.
// Bench code only (std::chrono::steady_clock); a frame's record is a few small vectors.

#include <QObject>
#include <QWidget>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdio>
#include <string>
#include <vector>

namespace knotline::bench {

class FrameTrace {
public:
    struct Frame {
        long long index = 0;
        double startMs = 0.0;   ///< wall time the time change began, from the anchor
        double handlersMs = 0.0; ///< currentTimeChanged's handlers
        std::vector<double> paintMs; ///< per traced widget, summed over its paint events
        std::vector<int> paints;     ///< per traced widget, paint events
    };

    explicit FrameTrace(double framesPerSecond) : m_fps(framesPerSecond) { m_frames.reserve(2048); }

    /// Counts the paint events of `widget` (and its children) under `name` (at most 8).
    void trace(QWidget *widget, const char *name)
    {
        m_widgets.push_back(widget);
        m_names.push_back(name);
    }
    /// The transport's anchor (play() at frame `index`): due times count from here, frame
    /// index + k being due k / fps later; what was recorded before is dropped.
    void anchor(long long index)
    {
        m_frames.clear();
        m_anchorIndex = index;
        m_anchor = Clock::now();
    }
    /// A time change for frame `index` begins (connect first on currentTimeChanged).
    void begin(long long index)
    {
        Frame f;
        f.index = index;
        f.startMs = msSince(m_anchor);
        f.paintMs.assign(m_widgets.size(), 0.0);
        f.paints.assign(m_widgets.size(), 0);
        m_frames.push_back(std::move(f));
        m_handlerStart = Clock::now();
    }
    /// Its handlers are done (connect last on currentTimeChanged).
    void end()
    {
        if (!m_frames.empty())
            m_frames.back().handlersMs = msSince(m_handlerStart);
    }

    /// A paint event `receiver` handled in `ms` (TracingApplication calls this for every
    /// paint event): counted for the traced widget that is or contains `receiver` (a
    /// scroll area's viewport counts for the view).
    void painted(QObject *receiver, double ms)
    {
        auto *widget = qobject_cast<QWidget *>(receiver);
        if (!widget)
            return;
        for (std::size_t w = 0; w < m_widgets.size(); ++w) {
            if (m_widgets[w] != widget && !m_widgets[w]->isAncestorOf(widget))
                continue;
            if (m_frames.empty())
                m_beforeFirstMs[w] += ms, ++m_beforeFirst[w];
            else
                m_frames.back().paintMs[w] += ms, ++m_frames.back().paints[w];
            return;
        }
    }

    const std::vector<Frame> &frames() const { return m_frames; }

    /// Prints the late frames and the spread of the per-frame costs.
    void report() const
    {
        std::printf("frame trace: %zu frames shown\n", m_frames.size());
        for (std::size_t w = 0; w < m_widgets.size(); ++w)
            if (m_beforeFirst[w] > 0)
                std::printf("  before the first frame: %s painted %d times, %.1f ms\n", m_names[w],
                            m_beforeFirst[w], m_beforeFirstMs[w]);
        int late = 0;
        if (!m_frames.empty() && m_frames.front().index - m_anchorIndex > 1) {
            ++late;
            const Frame &f = m_frames.front();
            std::printf("  LATE first frame %lld (skipped %lld since play at frame %lld): shown at %.1f ms, %.1f ms after due\n",
                        f.index, f.index - m_anchorIndex - 1, m_anchorIndex, f.startMs, lateness(f));
        }
        for (std::size_t i = 1; i < m_frames.size(); ++i) {
            const Frame &f = m_frames[i], &prev = m_frames[i - 1];
            if (f.index - prev.index <= 1)
                continue;
            ++late;
            std::printf("  LATE frame %lld (skipped %lld): shown at %.1f ms, %.1f ms after due; before it frame %lld at "
                        "%.1f ms (%.1f ms late): handlers %.2f ms,%s\n",
                        f.index, f.index - prev.index - 1, f.startMs, lateness(f), prev.index, prev.startMs,
                        lateness(prev), prev.handlersMs, paintText(prev).c_str());
        }
        if (late == 0)
            std::printf("  no late frame\n");
        std::vector<double> handlers, lateMs, total, gap;
        std::vector<std::vector<double>> paints(m_widgets.size());
        for (std::size_t i = 0; i < m_frames.size(); ++i) {
            const Frame &f = m_frames[i];
            handlers.push_back(f.handlersMs);
            lateMs.push_back(lateness(f));
            double sum = f.handlersMs;
            for (std::size_t w = 0; w < m_widgets.size(); ++w) {
                paints[w].push_back(f.paintMs[w]);
                sum += f.paintMs[w];
            }
            total.push_back(sum);
            if (i > 0)
                gap.push_back(f.startMs - m_frames[i - 1].startMs);
        }
        spread("time change handlers (pose evaluation, update calls)", handlers);
        for (std::size_t w = 0; w < m_widgets.size(); ++w)
            spread((std::string(m_names[w]) + " paint").c_str(), paints[w]);
        spread("frame total (handlers + paints)", total);
        spread("gap between frames shown", gap);
        spread("lateness after the due time", lateMs);
    }

private:
    using Clock = std::chrono::steady_clock;

    static double msSince(Clock::time_point t)
    {
        return std::chrono::duration<double, std::milli>(Clock::now() - t).count();
    }
    double lateness(const Frame &f) const
    {
        return f.startMs - double(f.index - m_anchorIndex) * 1000.0 / m_fps;
    }
    std::string paintText(const Frame &f) const
    {
        std::string out;
        char buffer[128];
        for (std::size_t w = 0; w < m_widgets.size(); ++w) {
            std::snprintf(buffer, sizeof buffer, " %s %d× %.2f ms", m_names[w], f.paints[w], f.paintMs[w]);
            out += buffer;
        }
        return out;
    }
    static void spread(const char *what, std::vector<double> v)
    {
        if (v.empty())
            return;
        std::sort(v.begin(), v.end());
        const auto at = [&](double q) { return v[std::min(v.size() - 1, std::size_t(std::floor(q * double(v.size() - 1))))]; };
        std::printf("  %-55s median %8.3f ms  p95 %8.3f ms  p99 %8.3f ms  max %8.3f ms\n", what, at(0.5), at(0.95),
                    at(0.99), v.back());
    }

    double m_fps;
    long long m_anchorIndex = 0;
    Clock::time_point m_anchor = Clock::now();
    Clock::time_point m_handlerStart = Clock::now();
    std::vector<QWidget *> m_widgets;
    std::vector<const char *> m_names;
    std::vector<Frame> m_frames;
    double m_beforeFirstMs[8] = {};
    int m_beforeFirst[8] = {};
};

} // namespace knotline::bench
