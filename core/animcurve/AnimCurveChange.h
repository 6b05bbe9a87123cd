#pragma once
// AnimCurveChange: the undo/redo record of one or more edits of one AnimCurve
// (MAnimCurveChange). This header includes no Qt.
//
// Every mutating AnimCurveFn call takes an optional AnimCurveChange*. A change holds the
// recorded edits as steps, so many edits (one user gesture) make one change, and undoing
// it restores the curve bit for bit. Two kinds of step:
// - snapshots: the AnimCurve values (shared, immutable data) before and after an edit,
//   from record() and from AnimCurveFn edits that rebuild the curve; consecutive snapshot
//   steps merge into one, so undo/redo of a gesture is O(1);
// - key ranges: AnimCurveFn's incremental key edits (setTime, setValue, moveKeys, remove
//   on part of the curve) edit the curve in place and record only the keys they replaced
//   (before and after) and the extrapolations; consecutive steps over the same range
//   merge. Undo/redo patch that range (Spline::restoreKnots), O(range), and need no
//   second copy of the curve.

#include "core/animcurve/AnimCurve.h"
#include "core/base/Status.h"

#include <cstdint>
#include <optional>
#include <utility>
#include <variant>
#include <vector>

namespace knotline {

class AnimCurveChange {
public:
    AnimCurveChange() = default;

    /// True before the first recorded edit.
    bool isEmpty() const { return m_target == nullptr; }
    /// The curve the recorded edits were made on; nullptr while empty. The change does
    /// not own it: the curve must outlive the no-argument undoIt()/redoIt() calls.
    AnimCurve *target() const { return m_target; }
    /// The curve before the first and after the last recorded edit. Empty change: an
    /// empty curve. With key-range steps these are reconstructed from target(), which must
    /// then be in the after() state (O(n) on first use, then cached; after() then shares
    /// the target's data, so the target's next in-place edit copies it once).
    const AnimCurve &before() const;
    const AnimCurve &after() const;

    /// Restores target() to before(). Fails, changing nothing, when the change is empty or
    /// the curve is not in the after() state (edited since without recording, or already
    /// undone). The state check compares revisions (exact) and, when they differ, the
    /// content: the whole curve for a snapshot step, the recorded key range, key count
    /// and extrapolations for a key-range step.
    Status undoIt();
    /// Sets target() back to after(). Fails, changing nothing, when the change is empty or
    /// the curve is not in the before() state.
    Status redoIt();
    /// The same on an explicitly given curve (for example a copy, or the document's curve
    /// after it was moved); the state checks apply to `curve`.
    Status undoIt(AnimCurve &curve) const;
    Status redoIt(AnimCurve &curve) const;

    /// Closed time-code intervals outside of which before() and after() evaluate
    /// identically (spline diff of the two states, see core/spline/Diff.h), sorted and
    /// disjoint; ends may be ±infinity. Empty when nothing changed. Computed on first use
    /// after the last recorded edit (O(n)).
    const std::vector<std::pair<double, double>> &affectedIntervals() const;
    /// The union of affectedIntervals() as one interval, nullopt when nothing changed.
    std::optional<std::pair<double, double>> affectedInterval() const;

    /// Records that `curve` went from `beforeEdit` to its current state. Called by
    /// AnimCurveFn after each successful edit. Fails (recording nothing) when the change
    /// already belongs to another curve.
    Status record(AnimCurve &curve, const AnimCurve &beforeEdit);
    /// True when edits of `curve` may be recorded here (empty, or target() is `curve`).
    bool accepts(const AnimCurve &curve) const { return m_target == nullptr || m_target == &curve; }

    /// A key-range step (made by AnimCurveFn): keys [first, first + knotsBefore.size())
    /// of the state before became knots/keysAfter; nothing else but the extrapolations
    /// changed.
    struct KeyRangeStep {
        std::size_t first = 0;
        std::vector<Knot> knotsBefore, knotsAfter;
        std::vector<MayaKeyInfo> keysBefore, keysAfter;
        Extrapolation preBefore, postBefore, preAfter, postAfter;
        std::size_t keyCountBefore = 0, keyCountAfter = 0; ///< numKeys() of the two states
        std::uint64_t revisionBefore = 0, revisionAfter = 0;
    };
    /// Records that `curve` (edited in place) went through `step`. Fails (recording
    /// nothing) when the change already belongs to another curve.
    Status recordKeyRange(AnimCurve &curve, KeyRangeStep step);

private:
    struct SnapshotStep {
        AnimCurve before, after;
    };
    using Step = std::variant<SnapshotStep, KeyRangeStep>;
    static bool inState(const AnimCurve &curve, const Step &step, bool afterState);
    static Status apply(AnimCurve &curve, const Step &step, bool undo);

    AnimCurve *m_target = nullptr;
    std::vector<Step> m_steps;
    mutable std::optional<AnimCurve> m_beforeCache, m_afterCache;
    mutable std::optional<std::vector<std::pair<double, double>>> m_intervals;
};

} // namespace knotline
