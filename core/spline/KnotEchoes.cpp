#include "core/spline/KnotEchoes.h"

#include "core/spline/EvalData.h"

#include <algorithm>
#include <climits>
#include <cmath>

namespace knotline {

namespace {

/// Where resolved knot j of the evaluation table comes from: authored knot `src`, inner
/// loop iteration `k` (0: the authored knot itself).
struct ResolvedSource {
    std::size_t src = 0;
    int k = 0;
};

/// The source of every resolved knot; empty when the table does not match the bake
/// layout (InnerLoopKnots.h) — then no echo is listed.
std::vector<ResolvedSource> resolvedSources(const Spline &spline, std::size_t *startKnot)
{
    const detail::EvalData &d = spline.evalData();
    const std::vector<Knot> &knots = spline.knots();
    std::vector<ResolvedSource> out(d.knots.size());
    if (!d.innerLoops) {
        for (std::size_t j = 0; j < d.knots.size(); ++j) {
            if (d.knots[j].authoredIndex < 0)
                return {};
            out[j].src = static_cast<std::size_t>(d.knots[j].authoredIndex);
        }
        return out;
    }
    const LoopParams &loop = spline.innerLoopParams();
    std::vector<std::size_t> proto;
    for (std::size_t i = 0; i < knots.size(); ++i) {
        if (knots[i].time == loop.protoStart)
            *startKnot = i;
        if (knots[i].time >= loop.protoStart && knots[i].time < loop.protoEnd)
            proto.push_back(i);
    }
    if (proto.empty())
        return {};
    const std::size_t perIteration = proto.size();
    const std::size_t copies = perIteration * static_cast<std::size_t>(loop.numPreLoops + loop.numPostLoops + 1);
    std::size_t c = 0;
    for (std::size_t j = 0; j < d.knots.size(); ++j) {
        const detail::EvalKnot &e = d.knots[j];
        if (e.source == detail::KnotSource::Authored) {
            if (e.authoredIndex < 0)
                return {};
            out[j].src = static_cast<std::size_t>(e.authoredIndex);
            continue;
        }
        if (c < copies) {
            out[j].src = proto[c % perIteration];
            out[j].k = -loop.numPreLoops + static_cast<int>(c / perIteration);
        } else if (c == copies) {
            out[j].src = *startKnot;
            out[j].k = loop.numPostLoops + 1;
        } else {
            return {};
        }
        ++c;
    }
    return c == copies + 1 ? out : std::vector<ResolvedSource>{};
}

bool sameTime(double a, double b)
{
    return std::abs(a - b) <= 1e-9 * std::max(1.0, std::max(std::abs(a), std::abs(b)));
}

bool atTimeIn(const std::vector<double> &times, double t)
{
    const auto it = std::lower_bound(times.begin(), times.end(), t - 1e-9 * std::max(1.0, std::abs(t)));
    return it != times.end() && sameTime(*it, t);
}

struct Candidate {
    KnotEcho echo;
    double rank = 0.0; ///< iteration order in time: later iterations have larger ranks
};

class EchoCollector {
public:
    EchoCollector(const Spline &spline, double t0, double t1, std::size_t maxCount)
        : m_spline(spline)
        , m_d(spline.evalData())
        , m_t0(t0)
        , m_t1(t1)
        , m_max(maxCount)
    {
        m_sources = resolvedSources(spline, &m_start);
        for (std::size_t j = 0; j < m_sources.size(); ++j)
            if (m_sources[j].k == 0)
                m_realTimes.push_back(m_d.times[j]);
    }

    bool valid() const { return !m_sources.empty() && m_sources.size() == m_d.times.size(); }
    /// Enough candidates: boundary duplicates drop at most about half of them.
    bool full() const { return m_out.size() >= 2 * m_max + 8; }

    void collectInnerLoop()
    {
        if (!m_d.innerLoops)
            return;
        for (std::size_t j = 0; j < m_sources.size() && !full(); ++j) {
            if (m_sources[j].k == 0 || m_d.times[j] < m_t0 || m_d.times[j] > m_t1)
                continue;
            KnotEcho e;
            e.kind = EchoKind::InnerLoop;
            e.iteration = m_sources[j].k;
            e.timeGain = timeDerivative(j, m_sources[j].src);
            offer(e, j, m_d.times[j], m_d.knots[j].value, 0.0);
        }
    }

    /// Hops of one side's looping extrapolation, walked outwards; false when no further hop
    /// can reach the range.
    bool collectHop(bool preSide, double h)
    {
        const detail::ResolvedExtrapolation &r = preSide ? m_d.pre : m_d.post;
        if (!r.isLooping() || r.loopEnd >= m_d.times.size() || r.loopStart >= r.loopEnd)
            return false;
        const std::size_t a = r.loopStart;
        const std::size_t b = r.loopEnd;
        const double ta = m_d.times[a];
        const double tb = m_d.times[b];
        const double span = tb - ta;
        if (!(span > 0.0))
            return false;
        const double sign = preSide ? -1.0 : 1.0;
        // Hop h covers [ta + sign·h·span, tb + sign·h·span].
        if (preSide ? tb - h * span < m_t0 : ta + h * span > m_t1)
            return false;
        if (preSide ? ta - h * span > m_t1 : tb + h * span < m_t0)
            return true; // not reached yet
        const bool mirrored = r.mode == ExtrapolationMode::LoopOscillate && std::fmod(h, 2.0) != 0.0;
        const bool repeat = r.mode == ExtrapolationMode::LoopRepeat;
        for (std::size_t j = a; j <= b && !full(); ++j) {
            const double base = mirrored ? ta + tb - m_d.times[j] : m_d.times[j];
            const double t = base + sign * h * span;
            if (t < m_t0 || t > m_t1)
                continue;
            const std::size_t i = m_sources[j].src;
            const double aj = timeDerivative(j, i);
            const double aa = timeDerivative(a, i);
            const double ab = timeDerivative(b, i);
            KnotEcho e;
            e.kind = preSide ? EchoKind::PreExtrapolation : EchoKind::PostExtrapolation;
            e.iteration = h < INT_MAX ? static_cast<int>(h) : INT_MAX;
            e.timeScale = mirrored ? -1.0 : 1.0;
            e.timeGain = (mirrored ? aa + ab - aj : aj) + sign * h * (ab - aa);
            double value = m_d.knots[j].value;
            if (repeat) {
                value += sign * h * r.repeatOffset;
                e.valueGain += sign * h * (valueDerivative(b, i) - valueDerivative(a, i));
            }
            offer(e, j, t, value, sign * h);
        }
        return true;
    }

    std::vector<KnotEcho> finish()
    {
        std::stable_sort(m_out.begin(), m_out.end(), [](const Candidate &x, const Candidate &y) {
            return x.echo.time < y.echo.time || (x.echo.time == y.echo.time && x.rank < y.rank);
        });
        std::vector<Candidate> kept;
        kept.reserve(m_out.size());
        for (const Candidate &c : m_out) {
            // Two iterations meeting at one time: only the later one's echo (rule 6).
            if (!kept.empty() && sameTime(kept.back().echo.time, c.echo.time)) {
                if (c.rank > kept.back().rank)
                    kept.back() = c;
                continue;
            }
            kept.push_back(c);
        }
        if (kept.size() > m_max) {
            // Keep the iterations nearest the knots.
            std::stable_sort(kept.begin(), kept.end(),
                             [](const Candidate &x, const Candidate &y) { return std::abs(x.rank) < std::abs(y.rank); });
            kept.resize(m_max);
            std::sort(kept.begin(), kept.end(),
                      [](const Candidate &x, const Candidate &y) { return x.echo.time < y.echo.time; });
        }
        std::vector<KnotEcho> result;
        result.reserve(kept.size());
        for (const Candidate &c : kept)
            result.push_back(c.echo);
        return result;
    }

private:
    /// d(T_x)/d(T_i) for resolved knot x when authored knot i moves (the prototype start
    /// knot drags protoStart with it, so copies in iteration k move by −k).
    double timeDerivative(std::size_t x, std::size_t i) const
    {
        double a = m_sources[x].src == i ? 1.0 : 0.0;
        if (m_d.innerLoops && i == m_start)
            a -= m_sources[x].k;
        return a;
    }
    double valueDerivative(std::size_t x, std::size_t i) const { return m_sources[x].src == i ? 1.0 : 0.0; }

    void offer(KnotEcho e, std::size_t j, double time, double value, double rank)
    {
        if (atTimeIn(m_realTimes, time))
            return;
        const Knot &k = m_spline.knots()[m_sources[j].src];
        e.knot = m_sources[j].src;
        e.time = time;
        e.value = value;
        e.timeShift = time - e.timeScale * k.time;
        e.valueShift = value - k.value;
        m_out.push_back({e, rank});
    }

    const Spline &m_spline;
    const detail::EvalData &m_d;
    double m_t0, m_t1;
    std::size_t m_max;
    std::size_t m_start = 0;
    std::vector<ResolvedSource> m_sources;
    /// Times of the keys the curve passes through (authored knots not shadowed by inner
    /// loops): a real key is drawn there, so no echo is listed.
    std::vector<double> m_realTimes;
    std::vector<Candidate> m_out;
};

/// The first hop of a side's looping extrapolation that can reach [t0, t1].
double firstHop(const detail::EvalData &d, bool preSide, double t0, double t1)
{
    const detail::ResolvedExtrapolation &r = preSide ? d.pre : d.post;
    if (!r.isLooping() || r.loopEnd >= d.times.size() || r.loopStart >= r.loopEnd)
        return 1.0;
    const double ta = d.times[r.loopStart];
    const double tb = d.times[r.loopEnd];
    const double span = tb - ta;
    if (!(span > 0.0))
        return 1.0;
    const double h = preSide ? std::ceil((ta - t1) / span) : std::ceil((t0 - tb) / span);
    return std::isfinite(h) ? std::max(1.0, h) : 1.0;
}

} // namespace

std::vector<KnotEcho> knotEchoes(const Spline &spline, double t0, double t1, std::size_t maxCount)
{
    if (!(t0 <= t1) || maxCount == 0 || spline.knotCount() < 2)
        return {};
    const detail::EvalData &table = spline.evalData();
    if (!table.innerLoops && !table.pre.isLooping() && !table.post.isLooping())
        return {}; // the common case, without walking the knots
    EchoCollector collector(spline, t0, t1, maxCount);
    if (!collector.valid())
        return {};
    collector.collectInnerLoop();
    const detail::EvalData &d = spline.evalData();
    double preHop = firstHop(d, true, t0, t1);
    double postHop = firstHop(d, false, t0, t1);
    bool pre = true;
    bool post = true;
    // Every hop that reaches the range lists at least one echo unless all its knots sit on
    // authored knots or outside; the cap keeps a pathological range from walking forever.
    for (std::size_t hops = 0; (pre || post) && !collector.full() && hops < 2 * maxCount + 16; ++hops) {
        if (pre)
            pre = collector.collectHop(true, preHop++);
        if (post && !collector.full())
            post = collector.collectHop(false, postHop++);
    }
    return collector.finish();
}

} // namespace knotline
