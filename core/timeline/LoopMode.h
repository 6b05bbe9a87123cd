#pragma once
// LoopMode: how a clip maps clip-local time past its duration (spec/timeline.md §1.2,
// ../shared/golden/timeline/README.md rule 2). This header includes no Qt.

#include <cmath>

namespace knotline {

enum class LoopMode {
    Once,     ///< plays once and stops on its last frame: min(u, d)
    Loop,     ///< repeats: fmod(u, d); exactly on a cycle boundary the first key shows
    PingPong, ///< forward then backward: p = fmod(u, 2d), p when p <= d, else 2d - p
};

/// Clip-local time `local` (seconds, any double) wrapped into [0, d] for a clip of
/// duration `d` (> 0) with loop mode `mode`: negative times (and NaN, which compares
/// false everywhere) give 0, then the mode's rule. Computed exactly in the order of the
/// golden README (fmod, 2·d, 2·d − p), so boundaries one ulp apart come out as the golden
/// data says; keep -ffp-contract=off (core/CMakeLists.txt).
inline double wrapClipTime(double local, double d, LoopMode mode)
{
    if (!(local >= 0.0))
        return 0.0;
    switch (mode) {
    case LoopMode::Once:
        return local < d ? local : d;
    case LoopMode::Loop:
        return std::fmod(local, d);
    case LoopMode::PingPong: {
        const double twice = 2.0 * d;
        const double p = std::fmod(local, twice);
        return p <= d ? p : twice - p;
    }
    }
    return local;
}

} // namespace knotline
