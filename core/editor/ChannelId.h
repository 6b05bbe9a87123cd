#pragma once
// ChannelId: the identity of one channel of an EditorDocument. Issued by the document when
// a channel is created (opened, inserted) and never reused within that document, so knot
// references, the selection, display state, caches and change records keyed by it stay
// valid while channels are inserted and removed around them. An id names the same channel
// again after its removal is undone. A default-constructed id is invalid (names nothing).
// This header includes no Qt.

#ifndef Q_MOC_RUN // moc cannot parse <compare>'s concepts
#include <compare>
#endif
#include <cstdint>
#include <functional>

namespace knotline {

class ChannelId {
public:
    /// The invalid id.
    constexpr ChannelId() = default;
    /// Only EditorDocument issues ids; tests may build them to name a channel that is not there.
    constexpr explicit ChannelId(std::uint64_t value) : m_value(value) {}

    /// The raw number (1, 2, …; 0 for the invalid id). Stable for the document's lifetime.
    constexpr std::uint64_t value() const { return m_value; }
    constexpr bool isValid() const { return m_value != 0; }
    constexpr auto operator<=>(const ChannelId &) const = default;

private:
    std::uint64_t m_value = 0;
};

} // namespace knotline

template <>
struct std::hash<knotline::ChannelId> {
    std::size_t operator()(knotline::ChannelId id) const noexcept
    {
        return std::hash<std::uint64_t>()(id.value());
    }
};
