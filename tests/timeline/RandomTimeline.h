#pragma once
// Random timelines for the sequential-path tests: deterministic (SplitMix64, a seed per
// case), small, and dense in coincidences: starts, windows and durations on a quarter-second
// grid (touching and overlapping clips, ends on cycle boundaries), all loop modes, speeds
// that do and do not divide the grid, Bezier / linear / held numeric channels with
// dual-valued knots and the odd value block, string and boolean step channels with keys at
// one time, both property spaces.

#include "tests/benchmarks/BenchSplines.h"
#include "tests/timeline/TimelineBuilders.h"

#include <QStringList>

#include <cmath>
#include <cstdint>
#include <vector>

namespace knotline::test {

/// The benchmarks' SplitMix64 (tests/benchmarks/BenchSplines.h) with the draws these
/// generators need.
class SplitMix64 : public bench::Rng {
public:
    using bench::Rng::Rng;
    using bench::Rng::uniform;
    /// Uniform in [0, 1).
    double uniform() { return unit(); }
    /// Uniform integer in [0, n).
    std::size_t below(std::size_t n) { return std::size_t(next() % n); }
    bool chance(double p) { return unit() < p; }
};

inline Spline randomSpline(SplitMix64 &rng, double duration)
{
    const std::size_t n = 1 + rng.below(5);
    std::vector<Knot> knots;
    double t = rng.chance(0.3) ? 0.0 : rng.uniform(-0.2, 0.3) * duration;
    for (std::size_t i = 0; i < n; ++i) {
        const std::size_t kind = rng.below(10);
        const Interpolation interp = kind < 5 ? Interpolation::Curve
            : kind < 8                         ? Interpolation::Linear
            : kind < 9                         ? Interpolation::Held
                                               : (rng.chance(0.5) ? Interpolation::ValueBlock : Interpolation::Linear);
        Knot k = makeKnot(t, rng.uniform(-5.0, 5.0), interp);
        k.pre = Tangent{rng.uniform(0.0, 0.3) * duration / double(n), rng.uniform(-3.0, 3.0), TangentAlgorithm::None};
        k.post = Tangent{rng.uniform(0.0, 0.3) * duration / double(n), rng.uniform(-3.0, 3.0), TangentAlgorithm::None};
        if (rng.chance(0.15))
            k.preValue = rng.uniform(-5.0, 5.0);
        knots.push_back(k);
        t += rng.chance(0.3) ? duration / 4.0 : rng.uniform(0.05, 0.6) * duration;
    }
    Spline s;
    if (!s.setKnots(std::move(knots)))
        qFatal("randomSpline: setKnots failed");
    return s;
}

inline StepChannel randomSteps(SplitMix64 &rng, double duration, bool strings)
{
    std::vector<StepKey> keys;
    double t = rng.chance(0.5) ? 0.0 : rng.uniform(0.0, 0.5) * duration;
    const std::size_t n = 1 + rng.below(4);
    for (std::size_t i = 0; i < n; ++i) {
        StepValue v = strings ? StepValue(QStringLiteral("s%1").arg(rng.below(6))) : StepValue(rng.chance(0.5));
        keys.push_back({t, v});
        if (!rng.chance(0.2)) // else a second key at the same time
            t += rng.chance(0.4) ? duration / 4.0 : rng.uniform(0.05, 0.5) * duration;
    }
    Result<StepChannel> c = StepChannel::make(std::move(keys));
    if (!c)
        qFatal("randomSteps: %s", c.message().c_str());
    return *c;
}

/// A clip on the targets a, b, c, or only on `only` when it is set.
inline std::shared_ptr<const Clip> randomClip(SplitMix64 &rng, int number, const QString &only = {})
{
    static const char *const numeric[] = {"x", "y", "rotation", "rotation_rad", "alpha", "scale_x"};
    static const char *const steps[] = {"viseme", "viseme@happy", "visible", "pose"};
    const QStringList targets = only.isEmpty() ? QStringList{"a", "b", "c"} : QStringList{only};
    const double duration = rng.chance(0.5) ? 0.25 * double(1 + rng.below(12)) : rng.uniform(0.1, 3.0);
    std::vector<ClipChannel> channels;
    for (const QString &target : targets) {
        if (targets.size() > 1 && rng.chance(0.3))
            continue;
        for (const char *p : numeric)
            if (rng.chance(0.35))
                channels.push_back({{target, p}, randomSpline(rng, duration)});
        for (const char *p : steps)
            if (rng.chance(0.25))
                channels.push_back({{target, p}, randomSteps(rng, duration, std::string_view(p) != "visible")});
    }
    if (channels.empty())
        channels.push_back({{targets.front(), "x"}, randomSpline(rng, duration)});
    const LoopMode modes[] = {LoopMode::Once, LoopMode::Loop, LoopMode::PingPong};
    return makeClip(QStringLiteral("clip%1").arg(number), duration, std::move(channels), modes[rng.below(3)]);
}

/// A random timeline. Every third seed or so gives each track clips of its own target
/// ("t0", "t1", …), so the families of keys come in key order (TimelineIndex.h).
inline Timeline randomTimeline(std::uint64_t seed)
{
    SplitMix64 rng(seed);
    const bool ownTargets = rng.chance(0.35);
    std::vector<std::shared_ptr<const Clip>> clips;
    const std::size_t clipCount = 1 + rng.below(4);
    for (std::size_t i = 0; i < clipCount; ++i)
        clips.push_back(randomClip(rng, int(i)));
    const double speeds[] = {1.0, 1.0, 2.0, 0.5, 0.75, 3.0, 1.3};
    std::vector<Track> tracks;
    const std::size_t trackCount = 1 + rng.below(4);
    for (std::size_t ti = 0; ti < trackCount; ++ti) {
        Track t;
        if (ownTargets) {
            clips.clear();
            for (std::size_t i = 0; i < clipCount; ++i)
                clips.push_back(randomClip(rng, int(i), QStringLiteral("t%1").arg(ti)));
        }
        const std::size_t n = rng.below(7);
        double cursor = rng.uniform(-1.0, 1.0);
        for (std::size_t i = 0; i < n; ++i) {
            PlacedClip p = place(clips[rng.below(clips.size())], 0.0);
            p.start = rng.chance(0.5) ? 0.25 * std::floor(cursor * 4.0) : cursor;
            if (rng.chance(0.5))
                p.window = rng.chance(0.5) ? 0.25 * double(1 + rng.below(16)) : rng.uniform(0.1, 4.0);
            p.speed = speeds[rng.below(std::size(speeds))];
            p.blendIn = rng.chance(0.2) ? 0.25 : 0.0;
            cursor = rng.chance(0.4) ? p.end() : p.start + rng.uniform(-0.5, 2.0);
            t.placedClips.push_back(p);
        }
        tracks.push_back(std::move(t));
    }
    return makeTimeline(10.0, std::move(tracks), rng.chance(0.7) ? PropertySpace::StageNode : PropertySpace::Independent);
}

/// `timeline` with the features of spec/timeline.md §1.6–1.7 drawn at random (a seeded
/// variation): trim ins (some up to just before the end), disabled placements, muted and
/// soloed tracks, track weights (0, ½, other, 1), additive tracks (one in three), blend ins
/// and outs (some overlapping, some reaching the other end), placements that do not hold,
/// and the blended pose.
inline Timeline withBlendFeatures(const Timeline &timeline, std::uint64_t seed)
{
    SplitMix64 rng(seed * 104729 + 17);
    std::vector<Track> tracks = timeline.tracks();
    const double weights[] = {1.0, 1.0, 0.5, 0.0, 0.3, 0.75};
    for (Track &t : tracks) {
        t.muted = rng.chance(0.15);
        t.solo = rng.chance(0.15);
        t.weight = weights[rng.below(std::size(weights))];
        t.blendMode = rng.chance(0.33) ? TrackBlendMode::Additive : TrackBlendMode::Replace;
        for (PlacedClip &p : t.placedClips) {
            const double length = p.end() - p.start;
            if (rng.chance(0.35))
                p.trimIn = rng.chance(0.5) ? 0.25 * std::floor(rng.uniform(0.0, 0.99) * length * 4.0)
                                           : rng.uniform(0.0, 0.99) * length;
            if (!(p.activeStart() < p.end()))
                p.trimIn = 0.0;
            p.enabled = !rng.chance(0.1);
            const double playing = p.end() - p.activeStart();
            p.blendIn = rng.chance(0.5) ? (rng.chance(0.2) ? playing : rng.uniform(0.0, 0.7) * playing) : 0.0;
            p.blendOut = rng.chance(0.5) ? (rng.chance(0.2) ? 0.25 : rng.uniform(0.0, 0.7) * playing) : 0.0;
            p.hold = !rng.chance(0.15);
        }
    }
    Timeline out = makeTimeline(timeline.duration(), std::move(tracks), timeline.propertySpace());
    out.setPoseMode(TimelinePoseMode::Blended);
    return out;
}

/// `timeline` with every blend ramp 0 (then the blended pose must be the raw pose).
inline Timeline withoutRamps(const Timeline &timeline)
{
    std::vector<Track> tracks = timeline.tracks();
    for (Track &t : tracks)
        for (PlacedClip &p : t.placedClips)
            p.blendIn = p.blendOut = 0.0;
    return makeTimeline(timeline.duration(), std::move(tracks), timeline.propertySpace());
}

/// Times to evaluate `timeline` at: every frame at 24 fps from 2 s before the earliest
/// start to 2 s after the latest end, and every anchor, start of play (a), ramp end and
/// end with its two neighbours one ulp away. Sorted.
inline std::vector<double> probeTimes(const Timeline &timeline)
{
    std::vector<double> times;
    double lo = 0.0, hi = 1.0;
    for (const Track &t : timeline.tracks()) {
        for (const PlacedClip &p : t.placedClips) {
            lo = std::min(lo, p.start);
            hi = std::max(hi, p.end());
            for (double x : {p.start, p.activeStart(), p.activeStart() + p.blendIn, p.end() - p.blendOut, p.end()}) {
                times.push_back(std::nextafter(x, -INFINITY));
                times.push_back(x);
                times.push_back(std::nextafter(x, INFINITY));
            }
        }
    }
    for (double f = std::floor((lo - 2.0) * 24.0); f <= (hi + 2.0) * 24.0; f += 1.0)
        times.push_back(f / 24.0);
    std::sort(times.begin(), times.end());
    return times;
}

} // namespace knotline::test
