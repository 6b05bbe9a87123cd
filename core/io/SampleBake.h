#pragma once
// Baking a spline into time samples: values at every time of a TimeCodeRange, plus an
// extra sample just before each jump, so that USD's linear interpolation of the samples
// follows the spline across discontinuities (dual-valued knots, the ends of held
// segments, loop-reset boundaries, value-block edges); value-block regions become
// `None` samples. The result reports the largest difference between the samples'
// interpolation and the spline, and where it occurs. This header includes no Qt.

#include "core/spline/Spline.h"
#include "core/time/TimeCodeRange.h"

#include <cstddef>
#include <limits>
#include <vector>

namespace knotline {

struct SampleBakeOptions {
    /// Jumps whose size is at most this (value units) are not treated as jumps.
    double jumpTolerance = 1e-9;
    /// Distance (time codes) of the extra sample before a jump; 0 = the largest time
    /// code below the jump (the next representable double), which makes the samples
    /// follow the jump exactly.
    double jumpGap = 0.0;
    /// Error probes per interval between consecutive samples (evenly spaced inside the
    /// interval); 0 = no error report (max error reported as 0).
    int probesPerInterval = 1;
};

struct BakedSample {
    double time = 0.0;
    double value = 0.0;
    bool blocked = false; ///< no value (a `None` sample)
};

struct SampleBakeResult {
    std::vector<BakedSample> samples; ///< strictly increasing times
    std::size_t jumpSamples = 0;      ///< extra samples added before jumps
    /// Largest |interpolated samples − spline| over the probes (value units); +inf when
    /// one side has a value and the other none somewhere.
    double maxError = 0.0;
    double maxErrorTime = std::numeric_limits<double>::quiet_NaN(); ///< NaN when no error was found
};

/// Bakes `spline` at the times of `range` (walked in either direction; the samples are
/// sorted by time). Jumps are found at every segment boundary inside the range
/// (inner-loop copies and extrapolating-loop copies included) where the
/// values from the left and the right (Spline::evalPreValue / eval) differ by more than
/// the tolerance or only one side has a value: a sample at the jump time (value from the
/// right) and one `jumpGap` before it (value from the left) are added. USD's rule for
/// `None` samples (a block holds until the next sample; a `None` upper sample holds the
/// lower value) is used when interpolating for the error report.
SampleBakeResult bakeSplineSamples(const Spline &spline, const TimeCodeRange &range,
                                   const SampleBakeOptions &options = {});

/// USD interpolation of baked samples at time `t` (held outside the samples); false when
/// there is no value there.
bool interpolateBakedSamples(const std::vector<BakedSample> &samples, double t, double *value);

} // namespace knotline
