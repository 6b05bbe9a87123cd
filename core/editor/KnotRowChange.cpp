#include "core/editor/KnotRowChange.h"

#include "core/animcurve/AnimCurve.h"

#include <algorithm>

namespace knotline {

namespace {

bool sameKey(const AnimCurve &a, std::size_t i, const AnimCurve &b, std::size_t j)
{
    return a.spline().knots()[i] == b.spline().knots()[j] && a.keyInfo()[i] == b.keyInfo()[j];
}

} // namespace

KnotRowChange knotRowChange(const AnimCurve &before, const AnimCurve &after)
{
    const std::size_t nb = before.numKeys();
    const std::size_t na = after.numKeys();
    if (before.spline().knots().size() != nb || after.spline().knots().size() != na
        || before.keyInfo().size() != nb || after.keyInfo().size() != na)
        return {0, nb, na}; // keys not one to one with knots: report all replaced
    if (before.spline().curveType() != after.spline().curveType() || before.isWeighted() != after.isWeighted())
        return {0, nb, na}; // every key reads differently (widths shown or not, weights)
    std::size_t front = 0;
    const std::size_t shorter = std::min(nb, na);
    while (front < shorter && sameKey(before, front, after, front))
        ++front;
    std::size_t back = 0;
    while (back < shorter - front && sameKey(before, nb - 1 - back, after, na - 1 - back))
        ++back;
    return {front, nb - front - back, na - front - back};
}

} // namespace knotline
