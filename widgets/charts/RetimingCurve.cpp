#include "widgets/charts/RetimingCurve.h"

#include "core/timeline/PlacementTiming.h"
#include "core/valueclips/ClipSet.h"
#include "core/valueclips/ClipTimeMapping.h"

#include <algorithm>
#include <cmath>

namespace knotline {

namespace {

using Kind = RetimingPiece::Kind;

/// Builds the pieces of one curve, clipped to [from, to].
class CurveBuilder {
public:
    CurveBuilder(RetimingCurve &curve, double from, double to)
        : m_curve(curve)
        , m_from(from)
        , m_to(to)
    {
    }

    /// A straight piece from (a0, c0) to (a1, c1), a0 <= a1; a jump when it starts away
    /// from where the previous piece ended.
    void piece(double a0, double c0, double a1, double c1)
    {
        if (m_last && a0 == m_last->stage1 && c0 != m_last->clip1 && inside(a0))
            m_curve.jumps.push_back(a0);
        const Kind kind = c1 > c0 ? Kind::Forward : (c1 < c0 ? Kind::Reverse : Kind::Hold);
        const bool jumped = m_last && (a0 != m_last->stage1 || c0 != m_last->clip1);
        if (jumped)
            m_direction.reset();
        m_last = RetimingPiece{kind, a0, c0, a1, c1};
        if (kind != Kind::Hold) {
            if (m_direction && *m_direction != kind && inside(a0))
                m_curve.reversals.push_back(a0);
            m_direction = kind;
        }
        if (!(a1 > a0) || a1 <= m_from || a0 >= m_to)
            return;
        auto at = [&](double a) { return c0 + (c1 - c0) * ((a - a0) / (a1 - a0)); };
        const double b0 = std::max(a0, m_from), b1 = std::min(a1, m_to);
        m_curve.pieces.push_back({kind, b0, b0 == a0 ? c0 : at(b0), b1, b1 == a1 ? c1 : at(b1)});
    }

    /// Pieces joining consecutive keys (sorted by input; keys at one input make a jump).
    void keys(const std::vector<TimeMapKey> &keys)
    {
        for (std::size_t i = 0; i + 1 < keys.size(); ++i) {
            if (keys[i + 1].input == keys[i].input)
                continue; // the next piece starts at the later key: piece() notes the jump
            piece(keys[i].input, keys[i].output, keys[i + 1].input, keys[i + 1].output);
        }
    }

    /// A flat piece at `clip` from stage time `a` to the interval's end (a hold after).
    void holdFrom(double a, double clip) { piece(a, clip, std::max(a, m_to), clip); }

private:
    bool inside(double a) const { return a >= m_from && a <= m_to; }

    RetimingCurve &m_curve;
    double m_from, m_to;
    std::optional<RetimingPiece> m_last;
    std::optional<Kind> m_direction; ///< of the last piece that was not a hold
};

/// The keys of an unwarped placement's active part over the cycles that meet [lo, hi].
std::vector<TimeMapKey> cycleKeys(const PlacedClip &placed, double lo, double hi, bool *truncated)
{
    const double s = placed.start, e = placed.end(), v = placed.speed;
    const double d = placed.clip->duration();
    const double period = d / v;
    const LoopMode mode = placed.clip->loopMode();
    if (mode == LoopMode::Once) {
        const double w = placed.localTime(e);
        if (w > d && s + period < e)
            return {{s, 0.0}, {s + period, d}, {e, d}};
        return {{s, 0.0}, {e, std::min(w, d)}};
    }
    const double total = std::ceil((e - s) / period);
    double k0 = std::max(0.0, std::floor((lo - s) / period));
    double k1 = std::min(total, std::ceil((hi - s) / period));
    if (k1 - k0 > double(RetimingCurve::kMaxCycles)) {
        k1 = k0 + double(RetimingCurve::kMaxCycles);
        *truncated = true;
    }
    std::vector<TimeMapKey> keys;
    for (double k = k0; k < k1; k += 1.0) {
        const double ts = s + k * period;
        const double te = std::min(s + (k + 1.0) * period, e);
        const double played = std::min(d, (te - ts) * v);
        const bool back = mode == LoopMode::PingPong && std::fmod(k, 2.0) == 1.0;
        keys.push_back({ts, back ? d : 0.0});
        keys.push_back({te, back ? d - played : played});
    }
    return keys;
}

/// `keys` (a polyline, as CurveBuilder::keys reads it) from time `a` on: keys before it dropped,
/// the piece across it cut at `a` by linear interpolation (a trimmed start, spec §1.6).
std::vector<TimeMapKey> keysFrom(const std::vector<TimeMapKey> &keys, double a)
{
    std::vector<TimeMapKey> out;
    for (std::size_t i = 0; i < keys.size(); ++i) {
        if (keys[i].input >= a) {
            if (out.empty() && i > 0 && keys[i - 1].input < a && keys[i].input > keys[i - 1].input) {
                const TimeMapKey &k0 = keys[i - 1];
                const double f = (a - k0.input) / (keys[i].input - k0.input);
                out.push_back({a, k0.output + (keys[i].output - k0.output) * f});
            }
            out.push_back(keys[i]);
        }
    }
    return out;
}

} // namespace

RetimingCurve placementRetiming(const PlacedClip &placed, double from, double to)
{
    RetimingCurve curve;
    CurveBuilder build(curve, from, to);
    const PlacementTiming timing = placementTiming(placed);
    curve.atRestBefore = timing.start;
    const double lo = std::max(timing.start, from), hi = std::min(timing.end, to);
    bool reachesEnd = timing.end <= to;
    if (timing.warp && timing.warp->isKeyed()) {
        curve.syncPoints = timing.warp->keys();
        build.keys(curve.syncPoints);
    } else if (timing.warp) {
        build.piece(timing.start, timing.clipTime(timing.start), timing.end, timing.clipTime(timing.end));
    } else if (lo <= hi) {
        build.keys(keysFrom(cycleKeys(placed, lo, hi, &curve.truncated), timing.start));
        reachesEnd = reachesEnd && !curve.truncated;
    }
    if (reachesEnd)
        build.holdFrom(timing.end, timing.heldClipTime());
    return curve;
}

RetimingCurve clipSetRetiming(const ClipSet &set, double from, double to)
{
    RetimingCurve curve;
    CurveBuilder build(curve, from, to);
    const ClipTimeMapping mapping(set.times);
    if (mapping.isIdentity()) {
        build.piece(from, from, to, to);
        return curve;
    }
    std::vector<TimeMapKey> keys;
    for (const ClipTimeMapping::Point &p : mapping.points())
        keys.push_back({p.stageTime, p.clipTime});
    const double first = keys.front().input;
    build.piece(std::min(from, first), keys.front().output, first, keys.front().output);
    build.keys(keys);
    build.holdFrom(keys.back().input, keys.back().output);
    return curve;
}

} // namespace knotline
