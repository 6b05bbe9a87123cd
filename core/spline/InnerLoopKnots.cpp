#include "core/spline/InnerLoopKnots.h"

#include "core/spline/ValueRounding.h"

#include <cmath>

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
    // Times only collide through rounding (a prototype knot within ulps of protoEnd, or
    // prototype knots ulps apart, shifted far). Each iteration's start keeps its time; a
    // knot that rounding puts at or after the knot it follows moves to the next double,
    // and the knots before a start move back to doubles below it, so every knot (and so
    // every segment of the prototype) is kept, an ulp or a few from where rounding put it.
    const auto place = [&](Knot knot, KnotSource source, std::int32_t index, bool iterationStart) {
        if (iterationStart) {
            for (std::size_t j = out.size(); j > 0; --j) {
                const double after = j < out.size() ? out[j].time : knot.time;
                if (out[j - 1].time < after || from[j - 1].source == KnotSource::Authored)
                    break;
                out[j - 1].time = std::nextafter(after, -HUGE_VAL);
            }
        } else if (!out.empty() && !(out.back().time < knot.time)) {
            knot.time = std::nextafter(out.back().time, HUGE_VAL);
        }
        push(std::move(knot), source, index);
    };
    for (int k = -loop.numPreLoops; k <= loop.numPostLoops; ++k) {
        for (const std::size_t i : proto) {
            if (k == 0)
                place(knots[i], KnotSource::Prototype, static_cast<std::int32_t>(i), i == start);
            else
                place(copyOf(knots[i], knots[i].time + k * span, k * loop.valueOffset, valueType),
                      k < 0 ? KnotSource::PreEcho : KnotSource::PostEcho, -1, i == start);
        }
    }
    place(copyOf(knots[start], hi, (loop.numPostLoops + 1) * loop.valueOffset, valueType), KnotSource::PostEcho, -1,
          true);
    for (std::size_t i = 0; i < knots.size(); ++i)
        if (knots[i].time > hi)
            push(knots[i], KnotSource::Authored, static_cast<std::int32_t>(i));
    if (origins)
        *origins = std::move(from);
    return out;
}

} // namespace knotline::detail
