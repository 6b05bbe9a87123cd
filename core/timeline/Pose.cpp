#include "core/timeline/Pose.h"

#include <algorithm>
#include <bit>
#include <cstdint>

namespace knotline {

Pose::Pose() = default;

const PoseEntry *Pose::find(const ChannelKey &key) const
{
    const auto it = std::lower_bound(m_entries.begin(), m_entries.end(), key,
                                     [](const PoseEntry &e, const ChannelKey &k) { return e.key() < k; });
    return it != m_entries.end() && it->key() == key ? &*it : nullptr;
}

std::optional<PoseValue> Pose::value(const ChannelKey &key) const
{
    const PoseEntry *e = find(key);
    return e ? std::optional<PoseValue>(e->value) : std::nullopt;
}

namespace {

bool sameEntry(const PoseEntry &a, const PoseEntry &b, bool bitwise)
{
    if (a.key() != b.key() || a.source.placement != b.source.placement || a.source.state != b.source.state)
        return false;
    if (a.value.index() != b.value.index())
        return false;
    if (bitwise) {
        if (std::bit_cast<std::uint64_t>(a.source.writtenAt) != std::bit_cast<std::uint64_t>(b.source.writtenAt))
            return false;
        if (const double *x = std::get_if<double>(&a.value))
            return std::bit_cast<std::uint64_t>(*x) == std::bit_cast<std::uint64_t>(std::get<double>(b.value));
        return a.value == b.value;
    }
    return a.source.writtenAt == b.source.writtenAt && a.value == b.value;
}

bool samePoses(const Pose &a, const Pose &b, bool bitwise)
{
    const auto &x = a.entries();
    const auto &y = b.entries();
    return x.size() == y.size()
        && std::equal(x.begin(), x.end(), y.begin(), [&](const PoseEntry &p, const PoseEntry &q) {
               return sameEntry(p, q, bitwise);
           });
}

} // namespace

bool operator==(const Pose &a, const Pose &b) { return samePoses(a, b, false); }

bool identicalPoses(const Pose &a, const Pose &b) { return samePoses(a, b, true); }

void PoseWriter::reset(Pose &pose, std::shared_ptr<const std::vector<ChannelKey>> keys)
{
    pose.m_entries.clear();
    pose.m_keys = std::move(keys);
    pose.m_writtenBy = 0;
}

} // namespace knotline
