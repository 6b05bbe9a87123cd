#include "core/filters/ButterworthDesign.h"

#include <algorithm>
#include <cmath>
#include <numbers>

namespace knotline {

namespace {

/// One pass of `sections` over `x` in place, each section started in the steady state of
/// x[0] (its output then equals x[0] for a constant input).
void filterPass(const std::vector<Biquad> &sections, std::vector<double> &x)
{
    for (const Biquad &s : sections) {
        const double start = x.front();
        // Transposed direct form II, steady state for the input `start` (output `start`).
        double z2 = (s.b2 - s.a2) * start;
        double z1 = (s.b1 - s.a1) * start + z2;
        for (double &v : x) {
            const double in = v;
            const double out = s.b0 * in + z1;
            z1 = s.b1 * in - s.a1 * out + z2;
            z2 = s.b2 * in - s.a2 * out;
            v = out;
        }
    }
}

} // namespace

std::vector<Biquad> butterworthSections(int order, double cutoffHz, double sampleRate)
{
    const double k = std::tan(std::numbers::pi * cutoffHz / sampleRate); // pre-warped
    const double k2 = k * k;
    std::vector<Biquad> sections;
    for (int i = 0; i < order / 2; ++i) {
        // The pole pair's angle from the negative real axis: π(2i + 1) / (2·order) for an even
        // order, π(i + 1) / order for an odd one (whose real pole is the first-order section).
        const double angle = std::numbers::pi * (2 * i + 1 + order % 2) / (2.0 * order);
        const double q = 1.0 / (2.0 * std::cos(angle));
        const double norm = 1.0 / (1.0 + k / q + k2);
        Biquad s;
        s.b0 = k2 * norm;
        s.b1 = 2.0 * s.b0;
        s.b2 = s.b0;
        s.a1 = 2.0 * (k2 - 1.0) * norm;
        s.a2 = (1.0 - k / q + k2) * norm;
        sections.push_back(s);
    }
    if (order % 2 == 1) {
        const double norm = 1.0 / (1.0 + k);
        Biquad s;
        s.b0 = k * norm;
        s.b1 = s.b0;
        s.a1 = (k - 1.0) * norm;
        sections.push_back(s);
    }
    return sections;
}

std::vector<double> zeroPhaseFilter(const std::vector<Biquad> &sections, const std::vector<double> &signal,
                                    std::size_t padding)
{
    const std::size_t n = signal.size();
    if (n < 2)
        return signal;
    // The line through the first and last sample is taken out and put back afterwards.
    const double first = signal.front();
    const double slope = (signal.back() - first) / static_cast<double>(n - 1);
    const auto trend = [&](double k) { return first + slope * k; };
    const std::size_t pad = std::min(n - 1, padding);
    std::vector<double> x;
    x.reserve(n + 2 * pad);
    // The residual is 0 at both ends, so its odd reflection is just its negation.
    for (std::size_t k = pad; k >= 1; --k)
        x.push_back(-(signal[k] - trend(static_cast<double>(k))));
    for (std::size_t k = 0; k < n; ++k)
        x.push_back(signal[k] - trend(static_cast<double>(k)));
    for (std::size_t k = 1; k <= pad; ++k)
        x.push_back(-(signal[n - 1 - k] - trend(static_cast<double>(n - 1 - k))));
    filterPass(sections, x);
    std::reverse(x.begin(), x.end());
    filterPass(sections, x);
    std::reverse(x.begin(), x.end());
    std::vector<double> out(n);
    for (std::size_t k = 0; k < n; ++k)
        out[k] = x[pad + k] + trend(static_cast<double>(k));
    // The residual's odd reflection makes the end samples' filtered residual about 0; they
    // keep their values exactly.
    out.front() = signal.front();
    out.back() = signal.back();
    return out;
}

} // namespace knotline
