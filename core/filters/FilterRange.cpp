#include "core/filters/FilterRange.h"

namespace knotline::detail {

Result<std::pair<std::size_t, std::size_t>> filterKeyRange(const AnimCurve &curve,
                                                           std::optional<std::pair<std::size_t, std::size_t>> range,
                                                           std::size_t minKeys)
{
    const std::size_t n = curve.numKeys();
    if (n < minKeys || n == 0)
        return Result<std::pair<std::size_t, std::size_t>>::error(MessageId::FilterTooFewKeys, std::max<std::size_t>(minKeys, 1));
    const std::pair<std::size_t, std::size_t> r = range.value_or(std::make_pair(std::size_t{0}, n - 1));
    if (r.first > r.second || r.second >= n)
        return Result<std::pair<std::size_t, std::size_t>>::error(MessageId::FilterKeyRangeInvalid, keyNumber(r.first),
                                                                  keyNumber(r.second));
    if (r.second - r.first + 1 < minKeys)
        return Result<std::pair<std::size_t, std::size_t>>::error(MessageId::FilterTooFewKeys, minKeys);
    return r;
}

} // namespace knotline::detail
