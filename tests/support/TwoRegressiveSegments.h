#pragma once
// Test helper: a five-key Bezier spline (keys every 10 time codes, values 0, 5, 0, 5, 0)
// whose segments 0 (0 → 10) and 2 (20 → 30) are regressive (normalized inner widths 1.2
// and 0.9) and segments 1 and 3 not (0.2 and 0.2); anti-regression None, so the authored
// widths stay. Header-only.

#include "core/spline/Spline.h"

#include <QtGlobal>

#include <vector>

namespace knotline::test {

inline Spline twoRegressiveSegments()
{
    std::vector<Knot> knots;
    const double post[] = {12.0, 2.0, 12.0, 2.0, 2.0}, pre[] = {1.0, 9.0, 2.0, 9.0, 2.0};
    for (int i = 0; i < 5; ++i) {
        Knot k = makeKnot(10.0 * i, i % 2 ? 5.0 : 0.0);
        k.pre.width = pre[i];
        k.post.width = post[i];
        knots.push_back(k);
    }
    Spline spline;
    spline.setAntiRegressionMode(AntiRegressionMode::None);
    if (!spline.setCurveType(CurveType::Bezier) || !spline.setKnots(knots))
        qFatal("twoRegressiveSegments: the spline refused the knots");
    return spline;
}

} // namespace knotline::test
