#include "FuzzSpline.h"

#include <cmath>
#include <vector>

namespace knotline::fuzz {

double consumeNumber(FuzzedDataProvider &in, double lo, double hi)
{
    switch (in.ConsumeIntegralInRange<int>(0, 7)) {
    case 0:
        return 0.0;
    case 1:
        return std::round(in.ConsumeFloatingPointInRange<double>(lo, hi));
    case 2:
        return in.ConsumeBool() ? 1e-12 : -1e-12;
    default:
        return in.ConsumeFloatingPointInRange<double>(lo, hi);
    }
}

namespace {

Tangent consumeTangent(FuzzedDataProvider &in)
{
    Tangent tangent;
    tangent.width = in.ConsumeBool() ? 0.0 : consumeNumber(in, 0.0, 200.0);
    tangent.slope = consumeNumber(in, -1e4, 1e4);
    tangent.algorithm = in.ConsumeIntegralInRange<int>(0, 3) == 0 ? TangentAlgorithm::AutoEase
                                                                  : TangentAlgorithm::None;
    return tangent;
}

Extrapolation consumeExtrapolation(FuzzedDataProvider &in)
{
    Extrapolation extrapolation;
    extrapolation.mode = static_cast<ExtrapolationMode>(in.ConsumeIntegralInRange<int>(0, 6));
    extrapolation.slope = consumeNumber(in, -1e4, 1e4);
    if (in.ConsumeIntegralInRange<int>(0, 3) == 0)
        extrapolation.loopBoundary = consumeNumber(in, -500.0, 500.0);
    return extrapolation;
}

} // namespace

std::optional<Spline> consumeSpline(FuzzedDataProvider &in)
{
    Spline spline;
    if (in.ConsumeBool() && !spline.setCurveType(CurveType::Hermite).isOk())
        return std::nullopt;
    const int knotCount = in.ConsumeIntegralInRange<int>(0, 12);
    std::vector<Knot> knots;
    double time = consumeNumber(in, -100.0, 100.0);
    for (int i = 0; i < knotCount; ++i) {
        Knot knot;
        knot.time = time;
        knot.value = consumeNumber(in, -1e6, 1e6);
        if (in.ConsumeIntegralInRange<int>(0, 4) == 0)
            knot.preValue = consumeNumber(in, -1e6, 1e6);
        knot.nextInterp = static_cast<Interpolation>(in.ConsumeIntegralInRange<int>(0, 3));
        knot.pre = consumeTangent(in);
        knot.post = in.ConsumeBool() ? knot.pre : consumeTangent(in);
        knots.push_back(knot);
        time += in.ConsumeBool() ? consumeNumber(in, 0.0, 50.0) : consumeNumber(in, 0.0, 1.0);
    }
    if (!spline.setKnots(std::move(knots)).isOk())
        return std::nullopt;
    if (!spline.setPreExtrapolation(consumeExtrapolation(in)).isOk()
        || !spline.setPostExtrapolation(consumeExtrapolation(in)).isOk())
        return std::nullopt;
    if (knotCount >= 2 && in.ConsumeIntegralInRange<int>(0, 2) == 0) {
        const auto &authored = spline.knots();
        LoopParams loop;
        const auto first = in.ConsumeIntegralInRange<std::size_t>(0, authored.size() - 1);
        loop.protoStart = authored[first].time;
        loop.protoEnd = in.ConsumeBool()
            ? authored[in.ConsumeIntegralInRange<std::size_t>(0, authored.size() - 1)].time
            : loop.protoStart + consumeNumber(in, -5.0, 60.0);
        loop.numPreLoops = in.ConsumeIntegralInRange<int>(0, 6);
        loop.numPostLoops = in.ConsumeIntegralInRange<int>(0, 6);
        loop.valueOffset = consumeNumber(in, -1e3, 1e3);
        if (!spline.setInnerLoopParams(loop).isOk())
            return std::nullopt;
    }
    spline.setAntiRegressionMode(static_cast<AntiRegressionMode>(in.ConsumeIntegralInRange<int>(0, 5)));
    return spline;
}

} // namespace knotline::fuzz
