#include "core/time/TimeCodeRange.h"

#include "core/base/ShortestNumber.h"

#include <charconv>
#include <cmath>
#include <limits>

namespace knotline {

namespace {

constexpr double kEndSnap = 1e-9; // in strides

bool parseNumber(std::string_view s, double *out)
{
    while (!s.empty() && (s.front() == ' ' || s.front() == '\t'))
        s.remove_prefix(1);
    while (!s.empty() && (s.back() == ' ' || s.back() == '\t'))
        s.remove_suffix(1);
    if (s.empty())
        return false;
    if (s.front() == '+')
        s.remove_prefix(1);
    const auto r = std::from_chars(s.data(), s.data() + s.size(), *out);
    return r.ec == std::errc() && r.ptr == s.data() + s.size();
}

} // namespace

Result<TimeCodeRange> TimeCodeRange::create(double start, double end, double stride)
{
    if (!std::isfinite(start) || !std::isfinite(end))
        return Result<TimeCodeRange>::error(MessageId::RangeNotFinite);
    if (!std::isfinite(stride) || stride == 0.0)
        return Result<TimeCodeRange>::error(MessageId::RangeZeroStride);
    if (stride > 0.0 && start > end)
        return Result<TimeCodeRange>::error(MessageId::RangePositiveStrideOrder, shortestNumber(start), shortestNumber(end));
    if (stride < 0.0 && start < end)
        return Result<TimeCodeRange>::error(MessageId::RangeNegativeStrideOrder, shortestNumber(start), shortestNumber(end));
    const double steps = (end - start) / stride; // >= 0
    double whole = std::floor(steps);
    if (steps - whole > 1.0 - kEndSnap)
        whole += 1.0;
    if (!(whole < 1e12))
        return Result<TimeCodeRange>::error(MessageId::RangeTooManySteps);
    return TimeCodeRange(start, end, stride, static_cast<std::size_t>(whole) + 1);
}

Result<TimeCodeRange> TimeCodeRange::create(double start, double end)
{
    return create(start, end, start <= end ? 1.0 : -1.0);
}

Result<TimeCodeRange> TimeCodeRange::parse(std::string_view spec)
{
    const auto bad = [&](const Status &why) { return Result<TimeCodeRange>::error(MessageId::RangeBadSpec, spec, why); };
    const std::size_t colon = spec.find(':');
    if (colon == std::string_view::npos) {
        double t = 0.0;
        if (!parseNumber(spec, &t))
            return bad(Status::error(MessageId::RangeExpectedForm));
        return create(t, t, 1.0);
    }
    const std::string_view first = spec.substr(0, colon);
    std::string_view rest = spec.substr(colon + 1);
    const std::size_t x = rest.find('x');
    double a = 0.0, b = 0.0, s = 0.0;
    if (!parseNumber(first, &a))
        return bad(Status::error(MessageId::RangeStartNotNumber));
    if (!parseNumber(x == std::string_view::npos ? rest : rest.substr(0, x), &b))
        return bad(Status::error(MessageId::RangeEndNotNumber));
    if (x == std::string_view::npos)
        return create(a, b);
    if (!parseNumber(rest.substr(x + 1), &s))
        return bad(Status::error(MessageId::RangeStrideNotNumber));
    return create(a, b, s);
}

double TimeCodeRange::at(std::size_t i) const
{
    if (i + 1 == m_count) {
        const double t = m_start + static_cast<double>(i) * m_stride;
        if (std::abs(t - m_end) <= kEndSnap * std::abs(m_stride))
            return m_end;
        return t;
    }
    return m_start + static_cast<double>(i) * m_stride;
}

std::vector<double> TimeCodeRange::times() const
{
    std::vector<double> out;
    out.reserve(m_count);
    for (std::size_t i = 0; i < m_count; ++i)
        out.push_back(at(i));
    return out;
}

std::string TimeCodeRange::toString() const
{
    std::string s = shortestNumber(m_start) + ":" + shortestNumber(m_end);
    const double defaultStride = m_start <= m_end ? 1.0 : -1.0;
    if (m_stride != defaultStride)
        s += "x" + shortestNumber(m_stride);
    return s;
}

} // namespace knotline
