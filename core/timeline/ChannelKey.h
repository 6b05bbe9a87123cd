#pragma once
// ChannelKey: what a timeline channel writes, a (target, property) pair ("a", "x";
// "/World/Ball", "translateX"). Keys order by target, then property (QString's ordering,
// UTF-16 code units), which is the order a pose lists its entries in.

#include <QString>

#include <compare>

namespace knotline {

struct ChannelKey {
    QString target;   ///< the node or prim the channel animates
    QString property; ///< the property of the target it sets

    friend bool operator==(const ChannelKey &, const ChannelKey &) = default;
    friend std::strong_ordering operator<=>(const ChannelKey &a, const ChannelKey &b)
    {
        if (const int c = QString::compare(a.target, b.target); c != 0)
            return c < 0 ? std::strong_ordering::less : std::strong_ordering::greater;
        const int c = QString::compare(a.property, b.property);
        return c < 0 ? std::strong_ordering::less
                     : (c > 0 ? std::strong_ordering::greater : std::strong_ordering::equal);
    }
};

} // namespace knotline
