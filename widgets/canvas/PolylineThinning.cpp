#include "widgets/canvas/PolylineThinning.h"

#include <algorithm>
#include <array>
#include <cmath>

namespace knotline {

namespace {

using Vertex = std::array<double, 2>;

void thin(std::vector<Vertex> &v, double timeScale)
{
    if (v.size() <= 4)
        return;
    std::vector<Vertex> out;
    out.reserve(v.size());
    std::size_t i = 0;
    while (i < v.size()) {
        const double column = std::floor(v[i][0] * timeScale);
        std::size_t j = i + 1;
        std::size_t lo = i, hi = i;
        while (j < v.size() && std::floor(v[j][0] * timeScale) == column) {
            if (v[j][1] < v[lo][1])
                lo = j;
            if (v[j][1] > v[hi][1])
                hi = j;
            ++j;
        }
        const std::size_t last = j - 1;
        if (last - i < 2) { // one or two vertices: keep them
            for (std::size_t k = i; k <= last; ++k)
                out.push_back(v[k]);
        } else {
            // The polyline's own ends stay exact (chunk joins, jumps).
            const std::size_t keep[4] = {i == 0 ? i : v.size(), std::min(lo, hi), std::max(lo, hi),
                                         last + 1 == v.size() ? last : v.size()};
            std::size_t previous = v.size();
            for (std::size_t k : keep) {
                if (k != v.size() && k != previous)
                    out.push_back(v[k]);
                if (k != v.size())
                    previous = k;
            }
        }
        i = j;
    }
    v.swap(out);
}

} // namespace

void thinToPixelColumns(std::vector<SamplePolyline> &polylines, double timeScale)
{
    if (!(timeScale > 0.0) || !std::isfinite(timeScale))
        return;
    for (SamplePolyline &p : polylines)
        thin(p.vertices, timeScale);
}

} // namespace knotline
