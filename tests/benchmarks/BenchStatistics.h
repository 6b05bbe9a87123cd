#pragma once
// Extra aggregate for Google Benchmark repetitions (->ComputeStatistics("min", fastest)).

#include <algorithm>
#include <vector>

namespace knotline::bench {

/// The fastest repetition. On the shared VM the benchmarks run on, other tenants only ever
/// add time, so the minimum over repetitions is the uncontended figure; RESULTS.md reports
/// it next to the median.
inline double fastest(const std::vector<double> &v)
{
    return v.empty() ? 0.0 : *std::min_element(v.begin(), v.end());
}

} // namespace knotline::bench
