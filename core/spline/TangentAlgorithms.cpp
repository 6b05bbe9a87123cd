#include "core/spline/TangentAlgorithms.h"

#include <algorithm>

namespace knotline {

double autoEaseSlope(double coefficient, double prevTime, double prevValue, double t, double v,
                     double nextTime, double nextPreValue)
{
    const double sPrev = (v - prevValue) / (t - prevTime);
    const double sNext = (nextPreValue - v) / (nextTime - t);
    if (!(sPrev * sNext > 0.0))
        return 0.0;
    const double f = (t - prevTime) / (nextTime - prevTime);
    const double u = f - 0.5;
    const double g = 0.5 + u * (1.0 - coefficient + 4.0 * coefficient * u * u);
    double s = (1.0 - g) * sPrev + g * sNext;
    if (sNext > 0.0)
        s = std::min({s, 3.0 * sNext, 3.0 * sPrev});
    else
        s = std::max({s, 3.0 * sNext, 3.0 * sPrev});
    return s;
}

bool updateKnotTangents(std::vector<Knot> &knots, CurveType curveType, std::size_t index)
{
    if (index >= knots.size())
        return false;
    Knot &k = knots[index];
    const Knot before = k;
    const bool hasPrev = index > 0;
    const bool hasNext = index + 1 < knots.size();
    const Knot *prev = hasPrev ? &knots[index - 1] : nullptr;
    const Knot *next = hasNext ? &knots[index + 1] : nullptr;

    const bool discontinuity = !hasPrev || !hasNext || k.isDualValued()
        || k.nextInterp == Interpolation::ValueBlock
        || (prev && prev->nextInterp == Interpolation::ValueBlock);
    double easeSlope = 0.0;
    if (!discontinuity)
        easeSlope = autoEaseSlope(kTsAutoEaseCoefficient, prev->time, prev->value, k.time, k.value,
                                  next->time, next->authoredPreValue());

    if (prev) {
        const double third = (k.time - prev->time) / 3.0;
        if (k.pre.algorithm == TangentAlgorithm::AutoEase) {
            k.pre.width = third;
            k.pre.slope = easeSlope;
        } else if (curveType == CurveType::Hermite) {
            k.pre.width = third;
        }
    }
    if (next) {
        const double third = (next->time - k.time) / 3.0;
        if (k.post.algorithm == TangentAlgorithm::AutoEase) {
            k.post.width = third;
            k.post.slope = easeSlope;
        } else if (curveType == CurveType::Hermite) {
            k.post.width = third;
        }
    }
    return !(k == before);
}

bool updateAllKnotTangents(std::vector<Knot> &knots, CurveType curveType)
{
    bool changed = false;
    for (std::size_t i = 0; i < knots.size(); ++i)
        changed = updateKnotTangents(knots, curveType, i) || changed;
    return changed;
}

} // namespace knotline
