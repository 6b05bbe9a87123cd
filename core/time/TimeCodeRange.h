#pragma once
// TimeCodeRange: a closed range of time codes walked with a stride (OpenUSD
// UsdUtilsTimeCodeRange; ../shared/seeds/openusd-time-and-animated-values.txt, "Using
// TimeCode ranges"). This header includes no Qt.

#include "core/base/Result.h"

#include <cstddef>
#include <string>
#include <string_view>
#include <vector>

namespace knotline {

class TimeCodeRange {
public:
    /// Makes the range [start, end] walked with `stride` time codes. Rules (UsdUtils):
    /// start and end must be finite; the stride must be finite and non-zero; a positive
    /// stride needs start <= end and a negative stride needs start >= end ("negative
    /// stride values are allowed only if the range's start TimeCode is greater than or
    /// equal to the range's end TimeCode"). Errors name the broken rule.
    static Result<TimeCodeRange> create(double start, double end, double stride);
    /// The range [start, end] with stride 1 when start <= end, else -1.
    static Result<TimeCodeRange> create(double start, double end);
    /// Parses a frame specification: "T" (one time code), "A:B" (stride ±1 as above) or
    /// "A:BxS" (stride S), e.g. "101:105x2" (UsdUtilsTimeCodeRange::CreateFromFrameSpec).
    static Result<TimeCodeRange> parse(std::string_view spec);

    double start() const { return m_start; }
    double end() const { return m_end; }
    double stride() const { return m_stride; }

    /// Number of time codes the walk visits (>= 1): floor((end - start) / stride) + 1,
    /// where a last step that lands within 1e-9 strides of `end` counts as reaching it.
    std::size_t size() const { return m_count; }
    /// The i-th time code: start + i * stride, except that the step that reaches `end`
    /// (within 1e-9 strides) gives exactly `end`. Precondition: i < size().
    double at(std::size_t i) const;
    /// All time codes of the walk, in walking order.
    std::vector<double> times() const;

    /// "start:end" when the stride is the default (±1), else "start:endxstride".
    std::string toString() const;

    bool operator==(const TimeCodeRange &) const = default;

private:
    TimeCodeRange(double start, double end, double stride, std::size_t count)
        : m_start(start), m_end(end), m_stride(stride), m_count(count)
    {
    }
    double m_start = 0.0;
    double m_end = 0.0;
    double m_stride = 1.0;
    std::size_t m_count = 1;
};

} // namespace knotline
