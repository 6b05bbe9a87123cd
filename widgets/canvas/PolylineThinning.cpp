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
    // In place: a column never writes more vertices than it reads, and its kept vertices
    // are copied out before they are written.
    const std::size_t n = v.size();
    std::size_t o = 0;
    std::size_t i = 0;
    while (i < n) {
        const double column = std::floor(v[i][0] * timeScale);
        std::size_t j = i + 1;
        std::size_t lo = i, hi = i;
        while (j < n && std::floor(v[j][0] * timeScale) == column) {
            if (v[j][1] < v[lo][1])
                lo = j;
            if (v[j][1] > v[hi][1])
                hi = j;
            ++j;
        }
        const std::size_t last = j - 1;
        if (last - i < 2) { // one or two vertices: keep them
            for (std::size_t k = i; k <= last; ++k)
                v[o++] = v[k];
        } else {
            // The polyline's own ends stay exact (chunk joins, jumps).
            const std::size_t keep[4] = {i == 0 ? i : n, std::min(lo, hi), std::max(lo, hi),
                                         last + 1 == n ? last : n};
            Vertex kept[4];
            std::size_t count = 0;
            std::size_t previous = n;
            for (std::size_t k : keep) {
                if (k != n && k != previous)
                    kept[count++] = v[k];
                if (k != n)
                    previous = k;
            }
            for (std::size_t k = 0; k < count; ++k)
                v[o++] = kept[k];
        }
        i = j;
    }
    v.resize(o);
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
