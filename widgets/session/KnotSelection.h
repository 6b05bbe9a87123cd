#pragma once
// KnotSelection: the selected knots (channel id, key index), shared by the canvas and
// the knot table so their selections stay in sync. View state only (not undone).

#include "core/editor/ChannelId.h"

#include <QObject>

#include <cstddef>
#include <map>
#include <set>
#include <utility>
#include <vector>

namespace knotline {

struct KnotRef {
    ChannelId channel;
    std::size_t knot = 0;
    auto operator<=>(const KnotRef &) const = default;
};

class KnotSelection : public QObject {
    Q_OBJECT

public:
    explicit KnotSelection(QObject *parent = nullptr);

    const std::set<KnotRef> &knots() const { return m_knots; }
    bool isEmpty() const { return m_knots.empty(); }
    bool contains(KnotRef k) const { return m_knots.count(k) != 0; }
    /// Selected knot indices of one channel, ascending.
    std::vector<std::size_t> knotsOf(ChannelId channel) const;

    /// Replaces the selection; emits changed() when it differs.
    void set(std::set<KnotRef> knots);
    void clear() { set({}); }
    /// Adds (shift-click / shift-box), toggles (ctrl) or removes knots.
    void add(const std::set<KnotRef> &knots);
    void toggle(const std::set<KnotRef> &knots);
    void remove(const std::set<KnotRef> &knots);
    /// Drops every selected knot of `channel` (the channel was removed).
    void removeChannel(ChannelId channel);
    /// Makes `knots[c]` (indices, any order) the selected knots of each channel c in
    /// `knots`, leaving other channels' as they are; emits changed() once when the
    /// selection differs. O(k log n) for k knots of those channels among n selected.
    void replaceChannels(const std::map<ChannelId, std::vector<std::size_t>> &knots);

signals:
    void changed();

private:
    std::set<KnotRef> m_knots;
};

} // namespace knotline
