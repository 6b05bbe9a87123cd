#pragma once
// One-line constructors for timeline tests: clips from (time, value) keys, placed clips,
// tracks. Linear numeric segments (the compiled format's null easing) unless told.

#include "core/spline/Knot.h"
#include "core/spline/Spline.h"
#include "core/timeline/Clip.h"
#include "core/timeline/PlacedClip.h"
#include "core/timeline/StepChannel.h"
#include "core/timeline/Timeline.h"

#include <QString>
#include <QTest>

#include <memory>
#include <optional>
#include <utility>
#include <vector>

namespace knotline::test {

/// A numeric channel of (time, value) keys with linear segments (held with `held`).
/// Keys at one time become one dual-valued knot: pre-value the earlier, value the later.
inline ClipChannel numberChannel(const QString &target, const QString &property,
                                 std::vector<std::pair<double, double>> keys, bool held = false)
{
    std::vector<Knot> knots;
    for (const auto &[t, v] : keys) {
        if (!knots.empty() && knots.back().time == t) {
            knots.back().preValue = knots.back().preValue.value_or(knots.back().value);
            knots.back().value = v;
            continue;
        }
        knots.push_back(makeKnot(t, v, held ? Interpolation::Held : Interpolation::Linear));
    }
    Spline spline;
    const Status s = spline.setKnots(std::move(knots));
    if (!s)
        qFatal("numberChannel: %s", s.message().c_str());
    return ClipChannel{{target, property}, spline};
}

/// A step channel of (time, value) keys.
inline ClipChannel stepChannel(const QString &target, const QString &property, std::vector<StepKey> keys)
{
    Result<StepChannel> c = StepChannel::make(std::move(keys));
    if (!c)
        qFatal("stepChannel: %s", c.message().c_str());
    return ClipChannel{{target, property}, *c};
}

inline std::shared_ptr<const Clip> makeClip(const QString &name, double duration, std::vector<ClipChannel> channels,
                                            LoopMode mode = LoopMode::Once)
{
    Result<Clip> c = Clip::make(name, duration, mode, std::move(channels));
    if (!c)
        qFatal("makeClip: %s", c.message().c_str());
    return std::make_shared<const Clip>(*c);
}

/// The seed's example-3 motion (../shared/seeds/smartbody-animation-sync-points.txt): a 4 s
/// clip "gesture" with sync times start 0, ready 1, stroke 2, relax 3, end 4 and one
/// channel arm:x from 0 to 4.
inline std::shared_ptr<const Clip> gestureClip(LoopMode mode = LoopMode::Once)
{
    SyncTimes raw;
    raw[std::size_t(SyncPoint::Start)] = 0.0;
    raw[std::size_t(SyncPoint::Ready)] = 1.0;
    raw[std::size_t(SyncPoint::Stroke)] = 2.0;
    raw[std::size_t(SyncPoint::Relax)] = 3.0;
    raw[std::size_t(SyncPoint::End)] = 4.0;
    Result<Clip> c = Clip::make(QStringLiteral("gesture"), 4.0, mode,
                                {numberChannel(QStringLiteral("arm"), QStringLiteral("x"), {{0, 0}, {4, 4}})}, raw);
    if (!c)
        qFatal("gestureClip: %s", c.message().c_str());
    return std::make_shared<const Clip>(*c);
}

inline PlacedClip place(std::shared_ptr<const Clip> clip, double start, std::optional<double> window = std::nullopt,
                        double speed = 1.0)
{
    PlacedClip p;
    p.clip = std::move(clip);
    p.start = start;
    p.window = window;
    p.speed = speed;
    return p;
}

inline Track track(const QString &targetRoot, std::vector<PlacedClip> clips)
{
    Track t;
    t.targetRoot = targetRoot;
    t.placedClips = std::move(clips);
    return t;
}

/// The seed's example-3 motion's raw sync times: start 0, ready 1, stroke 2, relax 3, end 4.
inline SyncTimes exampleThreeSyncTimes()
{
    SyncTimes raw;
    raw[std::size_t(SyncPoint::Start)] = 0.0;
    raw[std::size_t(SyncPoint::Ready)] = 1.0;
    raw[std::size_t(SyncPoint::Stroke)] = 2.0;
    raw[std::size_t(SyncPoint::Relax)] = 3.0;
    raw[std::size_t(SyncPoint::End)] = 4.0;
    return raw;
}

inline Timeline makeTimeline(double duration, std::vector<Track> tracks,
                             PropertySpace space = PropertySpace::StageNode)
{
    Result<Timeline> t = Timeline::make(duration, std::move(tracks), space);
    if (!t)
        qFatal("makeTimeline: %s", t.message().c_str());
    return *t;
}

} // namespace knotline::test
