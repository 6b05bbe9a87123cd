// libFuzzer target: a sequence of AnimCurveFn edits, one to three edits recorded into each
// change record (AnimCurveChange), on a curve made from a fuzz spline (FuzzSpline.h) or
// built key by key. Invariants:
// - an edit that fails changes nothing;
// - undoing every change in reverse order passes through every earlier state exactly
//   (AnimCurve equality, and evaluation bit for bit), back to the start;
// - redoing them all passes through every later state exactly, to the end.

#include "FuzzCheck.h"
#include "FuzzSpline.h"

#include "core/animcurve/AnimCurve.h"
#include "core/animcurve/AnimCurveChange.h"
#include "core/animcurve/AnimCurveFn.h"

#include <bit>
#include <cstdint>
#include <vector>

namespace {

using namespace knotline;

MayaTangentType consumeTangentType(FuzzedDataProvider &in)
{
    return static_cast<MayaTangentType>(in.ConsumeIntegralInRange<int>(0, 11));
}

TangentSide consumeSide(FuzzedDataProvider &in)
{
    return in.ConsumeBool() ? TangentSide::In : TangentSide::Out;
}

std::size_t consumeIndex(FuzzedDataProvider &in, const AnimCurveFn &fn)
{
    // Now and then one past the end, which every indexed edit must refuse.
    return in.ConsumeIntegralInRange<std::size_t>(0, fn.numKeys());
}

Status consumeEdit(FuzzedDataProvider &in, AnimCurveFn &fn, AnimCurveChange *change)
{
    switch (in.ConsumeIntegralInRange<int>(0, 15)) {
    case 0:
        return fn.addKey(fuzz::consumeNumber(in, -200.0, 200.0), fuzz::consumeNumber(in, -1e4, 1e4),
                         consumeTangentType(in), consumeTangentType(in), change)
            .status();
    case 1:
        return fn.remove(consumeIndex(in, fn), change);
    case 2:
        return fn.setValue(consumeIndex(in, fn), fuzz::consumeNumber(in, -1e4, 1e4), change);
    case 3:
        return fn.setTime(consumeIndex(in, fn), fuzz::consumeNumber(in, -200.0, 200.0), change);
    case 4: {
        std::vector<std::size_t> indices;
        const int count = in.ConsumeIntegralInRange<int>(0, 4);
        for (int i = 0; i < count; ++i)
            indices.push_back(consumeIndex(in, fn));
        return fn.moveKeys(indices, fuzz::consumeNumber(in, -50.0, 50.0),
                           fuzz::consumeNumber(in, -100.0, 100.0), change);
    }
    case 5:
        return fn.setInTangentType(consumeIndex(in, fn), consumeTangentType(in), change);
    case 6:
        return fn.setOutTangentType(consumeIndex(in, fn), consumeTangentType(in), change);
    case 7:
        return fn.setTangent(consumeIndex(in, fn), fuzz::consumeNumber(in, -1.6, 1.6),
                             fuzz::consumeNumber(in, 0.0, 20.0), consumeSide(in), change);
    case 8:
        return fn.setAngle(consumeIndex(in, fn), fuzz::consumeNumber(in, -1.6, 1.6), consumeSide(in), change);
    case 9:
        return fn.setWeight(consumeIndex(in, fn), fuzz::consumeNumber(in, 0.0, 20.0), consumeSide(in), change);
    case 10:
        return fn.setTangentsLocked(consumeIndex(in, fn), in.ConsumeBool(), change);
    case 11:
        return fn.setWeightsLocked(consumeIndex(in, fn), in.ConsumeBool(), change);
    case 12:
        return fn.setIsBreakdown(consumeIndex(in, fn), in.ConsumeBool(), change);
    case 13:
        return in.ConsumeBool()
            ? fn.setPreInfinityType(static_cast<InfinityType>(in.ConsumeIntegralInRange<int>(0, 4)), change)
            : fn.setPostInfinityType(static_cast<InfinityType>(in.ConsumeIntegralInRange<int>(0, 4)), change);
    case 14:
        return fn.setIsWeighted(in.ConsumeBool(), change);
    default: {
        const int count = in.ConsumeIntegralInRange<int>(0, 6);
        std::vector<double> times, values;
        for (int i = 0; i < count; ++i) {
            times.push_back(fuzz::consumeNumber(in, -200.0, 200.0));
            values.push_back(fuzz::consumeNumber(in, -1e4, 1e4));
        }
        return fn.addKeys(times, values, consumeTangentType(in), consumeTangentType(in),
                          in.ConsumeBool(), change);
    }
    }
}

bool sameBits(const AnimCurve &a, const AnimCurve &b, const std::vector<double> &times)
{
    if (!(a == b))
        return false;
    for (double t : times) {
        const auto x = a.spline().eval(t);
        const auto y = b.spline().eval(t);
        if (x.has_value() != y.has_value())
            return false;
        if (x && std::bit_cast<std::uint64_t>(*x) != std::bit_cast<std::uint64_t>(*y))
            return false;
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    FuzzedDataProvider in(data, size);
    AnimCurve curve;
    if (in.ConsumeBool()) {
        const auto spline = fuzz::consumeSpline(in);
        if (!spline)
            return 0;
        auto converted = AnimCurveFn::fromSpline(*spline);
        if (!converted.isOk())
            return 0;
        curve = converted.value();
    }
    AnimCurveFn fn(curve);
    std::vector<double> times;
    for (int i = 0; i < 8; ++i)
        times.push_back(fuzz::consumeNumber(in, -300.0, 300.0));

    std::vector<AnimCurve> states{curve};
    std::vector<AnimCurveChange> changes;
    const int steps = in.ConsumeIntegralInRange<int>(1, 24);
    for (int step = 0; step < steps && in.remaining_bytes() > 0; ++step) {
        AnimCurveChange change;
        const int edits = in.ConsumeIntegralInRange<int>(1, 3);
        for (int e = 0; e < edits; ++e) {
            const AnimCurve before = curve;
            if (!consumeEdit(in, fn, &change).isOk())
                KNOTLINE_FUZZ_CHECK(sameBits(curve, before, times), "a failed edit changed the curve");
        }
        if (change.isEmpty())
            continue;
        changes.push_back(std::move(change));
        states.push_back(curve);
    }
    for (std::size_t i = changes.size(); i-- > 0;) {
        KNOTLINE_FUZZ_CHECK(changes[i].undoIt().isOk(), "undo failed");
        KNOTLINE_FUZZ_CHECK(sameBits(curve, states[i], times), "undo did not restore the earlier state");
    }
    for (std::size_t i = 0; i < changes.size(); ++i) {
        KNOTLINE_FUZZ_CHECK(changes[i].redoIt().isOk(), "redo failed");
        KNOTLINE_FUZZ_CHECK(sameBits(curve, states[i + 1], times), "redo did not restore the later state");
    }
    return 0;
}
