#include "core/timeline/SyncPointWarp.h"

#include <cmath>
#include <string_view>

namespace knotline {

namespace {

constexpr std::size_t kStart = static_cast<std::size_t>(SyncPoint::Start);
constexpr std::size_t kReady = static_cast<std::size_t>(SyncPoint::Ready);
constexpr std::size_t kRelax = static_cast<std::size_t>(SyncPoint::Relax);
constexpr std::size_t kEnd = static_cast<std::size_t>(SyncPoint::End);

using Times = std::array<double, kSyncPointCount>;

SyncPoint point(std::size_t i)
{
    return static_cast<SyncPoint>(i);
}

/// Golden README rule 3: scan from start with last = 0; an absent point takes last, a
/// smaller value is raised to it, any other value becomes last.
Times monotoneFixUp(const SyncTimes &times)
{
    Times out{};
    double last = 0.0;
    for (std::size_t i = 0; i < kSyncPointCount; ++i) {
        if (times[i] && *times[i] >= last)
            last = *times[i];
        out[i] = last;
    }
    return out;
}

Status checkFinite(const SyncWarpInput &in)
{
    auto bad = [](double v) { return !std::isfinite(v); };
    if (bad(in.duration))
        return Status::error(MessageId::SyncWarpNotFinite, "duration");
    if (bad(in.speed))
        return Status::error(MessageId::SyncWarpNotFinite, "speed");
    if (bad(in.now))
        return Status::error(MessageId::SyncWarpNotFinite, "start");
    for (std::size_t i = 0; i < kSyncPointCount; ++i) {
        const std::string name(syncPointName(point(i)));
        if (in.raw[i] && bad(*in.raw[i]))
            return Status::error(MessageId::SyncWarpNotFinite, "raw " + name);
        if (in.requests[i] && bad(*in.requests[i]))
            return Status::error(MessageId::SyncWarpNotFinite, "requested " + name);
    }
    if (!(in.speed > 0.0))
        return Status::error(MessageId::SyncWarpSpeedNotPositive);
    return Status::ok();
}

/// Knots for two or more requests at `k` (ascending indices), golden README rule 4.
Times knotsForPairs(const Times &s, const SyncTimes &q, const std::vector<std::size_t> &k,
                    std::vector<SyncWarpWarning> *warnings)
{
    std::array<double, kSyncPointCount - 1> segmentScale{};
    for (std::size_t p = 0; p + 1 < k.size(); ++p) {
        const std::size_t a = k[p];
        const std::size_t b = k[p + 1];
        const double qa = *q[a];
        const double qb = *q[b];
        double sigma = 1.0;
        if (s[b] == s[a]) {
            if (qb != qa)
                warnings->push_back({MessageId::SyncRequestsHold, point(a), point(b)});
        } else {
            sigma = (qb - qa) / (s[b] - s[a]);
            if (qb < qa)
                warnings->push_back({MessageId::SyncRequestsReversed, point(a), point(b)});
            else if (qb == qa)
                warnings->push_back({MessageId::SyncRequestsCollapsed, point(a), point(b)});
        }
        const std::size_t from = p == 0 ? 0 : a;
        const std::size_t to = p + 2 == k.size() ? kSyncPointCount - 1 : b;
        for (std::size_t i = from; i < to; ++i)
            segmentScale[i] = sigma;
    }
    Times knot{};
    for (std::size_t i : k)
        knot[i] = *q[i];
    // Inside each pair, and from the first request down to start, walk back from the
    // later point.
    for (std::size_t p = 0; p + 1 < k.size(); ++p) {
        const std::size_t a = k[p];
        for (std::size_t x = k[p + 1]; x > a + 1; --x)
            knot[x - 1] = knot[x] - (s[x] - s[x - 1]) * segmentScale[x - 1];
    }
    for (std::size_t x = k.front(); x > 0; --x)
        knot[x - 1] = knot[x] - (s[x] - s[x - 1]) * segmentScale[x - 1];
    // After the last request, walk forward.
    for (std::size_t x = k.back() + 1; x < kSyncPointCount; ++x)
        knot[x] = knot[x - 1] + (s[x] - s[x - 1]) * segmentScale[x - 1];
    return knot;
}

} // namespace

std::string SyncWarpWarning::message() const
{
    if (id == MessageId::SyncRequestDropped)
        return messageText(id, syncPointName(first));
    if (id == MessageId::SyncRequestsIgnoredForLoop)
        return messageText(id);
    return messageText(id, syncPointName(first), syncPointName(second));
}

Result<SyncWarp> computeSyncWarp(const SyncWarpInput &in)
{
    if (Status st = checkFinite(in); !st)
        return st;
    SyncWarp out;

    // Rule 1: drop requests on points the clip lacks.
    SyncTimes q = in.requests;
    for (std::size_t i = 0; i < kSyncPointCount; ++i) {
        if (q[i] && !in.raw[i]) {
            q[i].reset();
            out.warnings.push_back({MessageId::SyncRequestDropped, point(i), point(i)});
        }
    }
    std::vector<std::size_t> requested;
    for (std::size_t i = 0; i < kSyncPointCount; ++i)
        if (q[i])
            requested.push_back(i);
    if (in.loop && !requested.empty()) {
        out.warnings.push_back({MessageId::SyncRequestsIgnoredForLoop, SyncPoint::Start, SyncPoint::Start});
        requested.clear();
    }

    // Rule 2 (README rules 1 and 3): scale, then make monotone.
    SyncTimes scaled;
    for (std::size_t i = 0; i < kSyncPointCount; ++i)
        if (in.raw[i])
            scaled[i] = 0.0 + (1.0 / in.speed) * *in.raw[i];
    const Times s = monotoneFixUp(scaled);

    // Rule 3 (README rule 4): the knots.
    Times knot{};
    if (requested.empty()) {
        for (std::size_t i = 0; i < kSyncPointCount; ++i)
            knot[i] = in.now + s[i];
    } else if (requested.size() == 1) {
        const std::size_t k = requested.front();
        const double shift = *q[k] - (s[k] + in.now);
        for (std::size_t i = 0; i < kSyncPointCount; ++i)
            knot[i] = i == k ? *q[k] : (s[i] + in.now) + shift;
    } else {
        knot = knotsForPairs(s, q, requested, &out.warnings);
    }
    out.knots = knot;
    out.blendIn = knot[kReady] - knot[kStart];
    out.blendOut = knot[kEnd] - knot[kRelax];

    // Rule 4 (README rules 5 and 6): the warp.
    if (in.loop) {
        out.warp = TimeMap::shiftThenScale(in.now, in.speed);
        return out;
    }
    Times m = monotoneFixUp(in.raw);
    m[kEnd] = in.duration;
    std::vector<TimeMapKey> keys(kSyncPointCount);
    for (std::size_t i = 0; i < kSyncPointCount; ++i)
        keys[i] = {knot[i], m[i]};
    Result<TimeMap> warp = TimeMap::fromKeys(std::move(keys), JumpRule::LaterKeyWins);
    if (!warp) // knots overflowed (huge requests over a tiny raw span)
        return Status::error(MessageId::SyncWarpNotFinite, "knots");
    out.warp = std::move(warp).value();
    return out;
}

} // namespace knotline
