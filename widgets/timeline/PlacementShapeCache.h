#pragma once
// PlacementShapeCache: the timeline view's shapes (PlacementShape.h), kept up to date
// across edits without rebuilding all of them. A drag step changes a few placements of a
// timeline that may hold 100,000; rebuilding every shape (placementShapes, O(n log n))
// costs several frames there, so update() redoes only what the change can reach:
// - the shapes of the placements the change touched (TimelineTouched::placements);
// - sharedBy of the placements of a clip whose play count changed;
// - heldUntil (spec §1.4: a hold lasts until another placement writing one of its keys
//   starts) of every shape whose held tail ended at a touched placement's former start
//   (looked up again over all placements), and of every shape a touched placement now
//   starts inside the held tail of (cut there).
// What it gives is always equal to placementShapes() of the timeline (the test compares
// them after random edits); anything larger — a structural change, a track's or the
// timeline's own fields, the played clips, more than kMaxTouched placements or
// kMaxRescanned held tails to look up — is a full rebuild.

#include "core/timeline/TimelineTouched.h"
#include "widgets/timeline/PlacementShape.h"

#include <cstddef>
#include <unordered_map>
#include <vector>

namespace knotline {

class PlacementShapeCache {
public:
    /// Most placements an update() redoes one by one before it rebuilds everything.
    static constexpr std::size_t kMaxTouched = 32;
    /// Most held tails an update() looks up over every placement (O(n) each).
    static constexpr std::size_t kMaxRescanned = 64;

    /// Every shape of `timeline` (placementShapes).
    void rebuild(const Timeline &timeline);
    /// The shapes of `timeline`, which differs from the timeline of the last rebuild() or
    /// update() exactly as `touched` says (timelineTouched of the two). Equal to
    /// rebuild(timeline).
    void update(const Timeline &timeline, const TimelineTouched &touched);
    /// No shapes (no timeline shown).
    void clear();

    /// Track by track in clip order, as placementShapes.
    const std::vector<PlacementShape> &shapes() const { return m_shapes; }
    /// Positions in shapes() of the bars that may show between timeline seconds `from` and
    /// `to`: those whose drawn extent (the trimmed head from the anchor, the bar, the held
    /// tail when it holds) meets [from, to]. A scan of two arrays of numbers, not of the
    /// shapes; the painter makes its exact pixel test on these only.
    std::vector<std::size_t> candidates(double from, double to) const;
    /// How many update() calls rebuilt every shape (tests read it).
    std::size_t fullRebuilds() const { return m_fullRebuilds; }

private:
    /// Position in shapes() of `index`; precondition: a placement of the cached timeline.
    std::size_t position(PlacementIndex index) const { return m_trackStarts[index.track] + index.clip; }
    /// Sets m_lefts[q] and m_rights[q] from m_shapes[q].
    void setExtent(std::size_t q);

    std::vector<PlacementShape> m_shapes;
    std::vector<const Clip *> m_clips;       ///< parallel to m_shapes: the clip played
    std::vector<double> m_activeStarts;      ///< parallel to m_shapes: PlacedClip::activeStart
    std::vector<double> m_ends;              ///< parallel to m_shapes: PlacementShape::end
    std::vector<double> m_heldUntil;         ///< parallel: PlacementShape::heldUntil, +inf for none
    std::vector<double> m_lefts;             ///< parallel: where the drawn extent begins
    std::vector<double> m_rights;            ///< parallel: where it ends (the held tail's end)
    std::vector<std::size_t> m_trackStarts;  ///< position of each track's first shape
    std::unordered_map<const Clip *, std::size_t> m_plays;
    std::size_t m_fullRebuilds = 0;
};

} // namespace knotline
