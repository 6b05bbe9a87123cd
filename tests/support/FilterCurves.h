#pragma once
// Curves for the filter tests (tests/filters): keys a frame apart with given values, and the
// values read back.

#include "core/animcurve/AnimCurve.h"
#include "core/animcurve/AnimCurveFn.h"

#include <vector>

namespace knotline::test {

/// Keys at times 0, 1, 2, … with `values`, both tangent types `type`; an empty curve when
/// AnimCurveFn::addKeys refuses.
inline AnimCurve curveOf(const std::vector<double> &values, MayaTangentType type = MayaTangentType::Auto)
{
    AnimCurve c;
    AnimCurveFn fn(c);
    std::vector<double> times;
    for (std::size_t i = 0; i < values.size(); ++i)
        times.push_back(static_cast<double>(i));
    if (!fn.addKeys(times, values, type, type))
        return AnimCurve();
    return c;
}

/// The key values of `c`, in key order.
inline std::vector<double> keyValues(const AnimCurve &c)
{
    std::vector<double> v;
    for (std::size_t i = 0; i < c.numKeys(); ++i)
        v.push_back(c.keyValue(i));
    return v;
}

} // namespace knotline::test
