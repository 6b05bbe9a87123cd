#pragma once
// ButterworthDesign: a digital Butterworth low-pass filter and its zero-phase application to
// a uniformly sampled signal, the signal processing under ButterworthSmooth. Designed by the
// bilinear transform with the cutoff pre-warped (so the digital filter's −3 dB point is the
// requested cutoff), as second-order sections (biquads) plus one first-order section for an
// odd order. Applied forward and then backward (zero phase, no lag: the result is
// symmetric in time, the attenuation squared, so −6 dB at the cutoff). The straight line
// through the first and last sample is taken out before filtering and put back after, so a
// straight line (and a constant) passes unchanged and the ends start from 0; the rest is
// extended at both ends by its odd reflection (2·x[0] − x[k], as scipy's filtfilt pads),
// and each section starts in the steady state of its first input (as filtfilt does).
// This header includes no Qt.
//
// Units: frequencies in Hz, the sample rate in samples per second; signals are value units.

#include <vector>

namespace knotline {

/// One second-order section, y = b0·x + b1·x₁ + b2·x₂ − a1·y₁ − a2·y₂ (a0 = 1); a
/// first-order section has b2 = a2 = 0. Gain at 0 Hz: (b0 + b1 + b2) / (1 + a1 + a2) = 1.
struct Biquad {
    double b0 = 1.0, b1 = 0.0, b2 = 0.0;
    double a1 = 0.0, a2 = 0.0;
};

/// The highest order butterworthSections accepts.
constexpr int kMaxButterworthOrder = 8;

/// The sections of an order-`order` Butterworth low-pass with cutoff `cutoffHz` at
/// `sampleRate`. Preconditions (the caller checks them): 1 <= order <= kMaxButterworthOrder,
/// 0 < cutoffHz < sampleRate / 2. order / 2 biquads (Q = 1 / (2 cos ψ), ψ the pole pair's
/// angle from the negative real axis: π(2k + 1) / (2·order) for an even order, π(k + 1) /
/// order for an odd one) and, for an odd order, one first-order section for the real pole.
std::vector<Biquad> butterworthSections(int order, double cutoffHz, double sampleRate);

/// `signal` filtered forward and backward by `sections` as described above; the same length,
/// its first and last sample exactly as they were.
/// The reflection is min(size − 1, padding) samples long at each end. A signal of fewer than
/// two samples is returned unchanged.
std::vector<double> zeroPhaseFilter(const std::vector<Biquad> &sections, const std::vector<double> &signal,
                                    std::size_t padding);

} // namespace knotline
