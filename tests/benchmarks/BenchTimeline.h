#pragma once
// The issue-13 benchmark timeline (100 tracks × 50 placed clips × 20 channels over ten
// minutes), shared by bench_timeline and bench_playback. Header-only; deterministic.
#include "tests/benchmarks/BenchSplines.h"

#include "core/timeline/Timeline.h"

#include <memory>
#include <stdexcept>
#include <vector>

namespace knotline::bench {

inline constexpr std::size_t kTracks = 100;
inline constexpr std::size_t kClipsPerTrack = 50;
inline constexpr std::size_t kChannels = 20;
inline constexpr std::size_t kClipPoolPerTrack = 10; ///< distinct clips a track's placements share
inline constexpr double kSeconds = 600.0;
inline constexpr double kFps = 24.0;
inline constexpr std::size_t kFrames = 14400;

/// 14 transform properties (each its own write group) and 6 swap-set properties (one
/// shared group per target in the stage.node space).
inline const char *const kProperties[kChannels] = {"x",      "y",      "rotation", "scale_x", "scale_y", "skew_x", "skew_y",
                                            "pivot_x", "pivot_y", "tint_r",  "tint_g",  "tint_b",  "alpha",  "rotation_rad",
                                            "mouth",  "eyes",   "brow",     "hand_l",  "hand_r",  "prop"};

/// A Bezier spline of 8 knots over [0, d] (clip-local seconds), held extrapolation.
inline Spline clipSpline(Rng &rng, double d)
{
    constexpr std::size_t n = 8;
    std::vector<Knot> knots;
    for (std::size_t i = 0; i < n; ++i) {
        Knot k = makeKnot(d * double(i) / double(n - 1), rng.uniform(-10.0, 10.0), Interpolation::Curve);
        const double gap = d / double(n - 1);
        const double slope = rng.uniform(-2.0, 2.0);
        k.pre = Tangent{gap * rng.uniform(0.1, 0.45), slope, TangentAlgorithm::None};
        k.post = Tangent{gap * rng.uniform(0.1, 0.45), slope, TangentAlgorithm::None};
        knots.push_back(k);
    }
    Spline s;
    if (!s.setKnots(std::move(knots)))
        throw std::runtime_error("bench_timeline: setKnots refused");
    return s;
}

/// The benchmark timeline: track i writes target "node<i>"; its 50 placed clips sit one per
/// 12 s slot (start 0–2 s into the slot, 4–8 s clips, speed 0.75–1.5, a third looping with a
/// 1.5× window, a third ping-pong), so one clip plays at a time and the gaps between show
/// held values. Deterministic.
inline const Timeline &benchTimeline()
{
    static const Timeline timeline = [] {
        Rng rng(0x54494D454C494E45ull); // "TIMELINE"
        std::vector<Track> tracks;
        for (std::size_t ti = 0; ti < kTracks; ++ti) {
            const QString target = QStringLiteral("node%1").arg(ti);
            std::vector<std::shared_ptr<const Clip>> pool;
            for (std::size_t c = 0; c < kClipPoolPerTrack; ++c) {
                const double d = rng.uniform(4.0, 8.0);
                std::vector<ClipChannel> channels;
                for (const char *p : kProperties)
                    channels.push_back({{target, QString::fromLatin1(p)}, clipSpline(rng, d)});
                const LoopMode mode = c % 3 == 0 ? LoopMode::Once : (c % 3 == 1 ? LoopMode::Loop : LoopMode::PingPong);
                Result<Clip> clip = Clip::make(QStringLiteral("clip%1").arg(c), d, mode, std::move(channels));
                if (!clip)
                    throw std::runtime_error(clip.message());
                pool.push_back(std::make_shared<const Clip>(std::move(*clip)));
            }
            Track track;
            track.targetRoot = target;
            const double slot = kSeconds / double(kClipsPerTrack);
            for (std::size_t k = 0; k < kClipsPerTrack; ++k) {
                PlacedClip p;
                p.clip = pool[std::size_t(rng.next() % kClipPoolPerTrack)];
                p.speed = rng.uniform(0.75, 1.5);
                if (p.clip->loopMode() != LoopMode::Once)
                    p.window = 1.5 * p.clip->duration();
                p.start = double(k) * slot + rng.uniform(0.0, 2.0);
                if (p.end() > double(k + 1) * slot) // keep one clip at a time per track
                    p.speed = p.naturalLength() / (double(k + 1) * slot - p.start);
                track.placedClips.push_back(p);
            }
            tracks.push_back(std::move(track));
        }
        Result<Timeline> t = Timeline::make(kSeconds, std::move(tracks), PropertySpace::StageNode);
        if (!t)
            throw std::runtime_error(t.message());
        return *t;
    }();
    return timeline;
}

/// The benchmark timeline in the blended pose (spec/timeline.md §1.7) with its features
/// used: every other placement ramped (blend in and out of a quarter of its length), and
/// one track in ten additive at weight ½. Deterministic.
inline const Timeline &benchBlendedTimeline()
{
    static const Timeline timeline = [] {
        std::vector<Track> tracks = benchTimeline().tracks();
        for (std::size_t ti = 0; ti < tracks.size(); ++ti) {
            if (ti % 10 == 9) {
                tracks[ti].blendMode = TrackBlendMode::Additive;
                tracks[ti].weight = 0.5;
            }
            for (std::size_t k = 0; k < tracks[ti].placedClips.size(); k += 2) {
                PlacedClip &p = tracks[ti].placedClips[k];
                p.blendIn = p.blendOut = 0.25 * (p.end() - p.start);
            }
        }
        Result<Timeline> t = Timeline::make(kSeconds, std::move(tracks), PropertySpace::StageNode);
        if (!t)
            throw std::runtime_error(t.message());
        t->setPoseMode(TimelinePoseMode::Blended);
        return *t;
    }();
    return timeline;
}

} // namespace knotline::bench
