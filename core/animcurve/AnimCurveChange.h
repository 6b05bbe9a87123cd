#pragma once
// AnimCurveChange: the undo/redo record of one or more edits of one AnimCurve
// (MAnimCurveChange). This header includes no Qt.
//
// Every mutating AnimCurveFn call takes an optional AnimCurveChange*. The first edit
// recorded into a change remembers the curve and its state before the edit; every
// recorded edit updates the state after. So many edits (one user gesture) make one
// change, and undoing it restores the curve bit for bit. States are AnimCurve values
// (shared, immutable data), so a change costs two references plus whatever data the
// edits themselves created.

#include "core/animcurve/AnimCurve.h"
#include "core/base/Status.h"

#include <optional>
#include <utility>
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
    /// empty curve.
    const AnimCurve &before() const { return m_before; }
    const AnimCurve &after() const { return m_after; }

    /// Restores target() to before(). Fails, changing nothing, when the change is empty or
    /// the curve is not in the after() state (edited since without recording, or already
    /// undone).
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

private:
    AnimCurve *m_target = nullptr;
    AnimCurve m_before;
    AnimCurve m_after;
    mutable std::optional<std::vector<std::pair<double, double>>> m_intervals;
};

} // namespace knotline
