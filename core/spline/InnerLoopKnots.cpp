#include "core/spline/InnerLoopKnots.h"

#include "core/spline/ValueRounding.h"

namespace knotline::detail {

namespace {

Knot copyOf(const Knot &k, double time, double shift, ValueType type)
{
    Knot c = k;
    c.time = time;
    c.value = roundToValueType(c.value + shift, type);
    if (c.preValue)
        *c.preValue = roundToValueType(*c.preValue + shift, type);
    c.customData.clear();
    return c;
}

} // namespace

std::vector<Knot> bakeInnerLoopKnots(const std::vector<Knot> &knots, const LoopParams &loop,
                                     ValueType valueType, std::vector<BakedKnotOrigin> *origins)
{
    const double span = loop.protoSpan();
    const double lo = loop.loopedStart();
    const double hi = loop.loopedEnd();
    std::vector<std::size_t> proto;
    std::size_t start = 0;
    for (std::size_t i = 0; i < knots.size(); ++i) {
        if (knots[i].time == loop.protoStart)
            start = i;
        if (knots[i].time >= loop.protoStart && knots[i].time < loop.protoEnd)
            proto.push_back(i);
    }
    std::vector<Knot> out;
    std::vector<BakedKnotOrigin> from;
    const std::size_t loops = static_cast<std::size_t>(loop.numPreLoops) + static_cast<std::size_t>(loop.numPostLoops);
    out.reserve(knots.size() + proto.size() * loops + 1);
    from.reserve(out.capacity());
    const auto push = [&](Knot k, KnotSource source, std::int32_t index) {
        out.push_back(std::move(k));
        from.push_back({source, index});
    };
    for (std::size_t i = 0; i < knots.size() && knots[i].time < lo; ++i)
        push(knots[i], KnotSource::Authored, static_cast<std::int32_t>(i));
    for (int k = -loop.numPreLoops; k <= loop.numPostLoops; ++k) {
        for (const std::size_t i : proto) {
            if (k == 0) {
                // Only through rounding: copies at or after an authored prototype knot.
                while (!out.empty() && out.back().time >= knots[i].time && from.back().authoredIndex < 0) {
                    out.pop_back();
                    from.pop_back();
                }
                push(knots[i], KnotSource::Prototype, static_cast<std::int32_t>(i));
                continue;
            }
            const double time = knots[i].time + k * span;
            if (!out.empty() && !(out.back().time < time))
                continue; // only through rounding
            push(copyOf(knots[i], time, k * loop.valueOffset, valueType), k < 0 ? KnotSource::PreEcho : KnotSource::PostEcho, -1);
        }
    }
    while (!out.empty() && out.back().time >= hi) { // only through rounding
        out.pop_back();
        from.pop_back();
    }
    push(copyOf(knots[start], hi, (loop.numPostLoops + 1) * loop.valueOffset, valueType), KnotSource::PostEcho, -1);
    for (std::size_t i = 0; i < knots.size(); ++i)
        if (knots[i].time > hi)
            push(knots[i], KnotSource::Authored, static_cast<std::int32_t>(i));
    if (origins)
        *origins = std::move(from);
    return out;
}

} // namespace knotline::detail
