#include "core/timeline/StepChannel.h"

#include <algorithm>
#include <cmath>

namespace knotline {

namespace {

const std::shared_ptr<const std::vector<StepKey>> &noKeys()
{
    static const auto empty = std::make_shared<const std::vector<StepKey>>();
    return empty;
}

} // namespace

StepChannel::StepChannel() : m_keys(noKeys()) {}

StepChannel::StepChannel(std::shared_ptr<const std::vector<StepKey>> keys) : m_keys(std::move(keys)) {}

Result<StepChannel> StepChannel::make(std::vector<StepKey> keys)
{
    for (std::size_t i = 0; i < keys.size(); ++i) {
        if (!std::isfinite(keys[i].time))
            return Result<StepChannel>::error(MessageId::StepKeyTimeNotFinite, keyNumber(i));
        if (i > 0 && keys[i].time < keys[i - 1].time)
            return Result<StepChannel>::error(MessageId::StepKeyTimesDecrease, keyNumber(i), keyNumber(i - 1));
    }
    if (keys.empty())
        return StepChannel();
    return StepChannel(std::make_shared<const std::vector<StepKey>>(std::move(keys)));
}

const std::vector<StepKey> &StepChannel::keys() const { return *m_keys; }

std::size_t StepChannel::keyIndexAt(double u) const
{
    const std::vector<StepKey> &k = *m_keys;
    if (!(u >= k.front().time))
        return 0; // before the first key (or NaN): the first value
    // The first key after u; the one before it shows (the later of equal times wins).
    const auto after = std::upper_bound(k.begin(), k.end(), u,
                                        [](double x, const StepKey &key) { return x < key.time; });
    return after == k.begin() ? 0 : static_cast<std::size_t>(after - k.begin()) - 1;
}

} // namespace knotline
