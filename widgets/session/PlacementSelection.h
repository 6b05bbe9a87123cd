#pragma once
// PlacementSelection: the selected placed clips of a timeline document and the current one
// (the placement whose clip the inspector and the curve canvas show), shared by the
// timeline view and whoever else shows placements, like KnotSelection for knots. View
// state only (not undone). EditorSession owns one: it is cleared when the document is
// replaced and pruned when a timeline edit leaves fewer tracks or placed clips (indices
// that no longer name a placed clip leave the selection; the current one becomes none).

#include "core/timeline/Timeline.h"

#include <QObject>

#include <optional>
#include <set>

namespace knotline {

class PlacementSelection : public QObject {
    Q_OBJECT

public:
    explicit PlacementSelection(QObject *parent = nullptr);

    const std::set<PlacementIndex> &placements() const { return m_placements; }
    bool isEmpty() const { return m_placements.empty(); }
    bool contains(PlacementIndex p) const { return m_placements.count(p) != 0; }
    /// The current placement (nullopt for none); it need not be in placements().
    std::optional<PlacementIndex> current() const { return m_current; }

    /// Replaces the selection (and the current placement); emits changed() when either differs.
    void set(std::set<PlacementIndex> placements, std::optional<PlacementIndex> current);
    /// Replaces the selection, keeping the current placement.
    void set(std::set<PlacementIndex> placements) { set(std::move(placements), m_current); }
    void setCurrent(std::optional<PlacementIndex> current) { set(m_placements, current); }
    /// Adds (shift-click) or toggles (ctrl-click) placements.
    void add(const std::set<PlacementIndex> &placements);
    void toggle(const std::set<PlacementIndex> &placements);
    /// Nothing selected, no current placement.
    void clear() { set({}, std::nullopt); }
    /// Drops every index that does not name a placed clip of `timeline` (after an edit).
    void prune(const Timeline &timeline);

signals:
    void changed();

private:
    std::set<PlacementIndex> m_placements;
    std::optional<PlacementIndex> m_current;
};

/// True when `index` names a placed clip of `timeline`.
bool hasPlacement(const Timeline &timeline, PlacementIndex index);

} // namespace knotline
