#pragma once
// KeySliderSession: one use of a key slider (core/edit/KeySliders.h) over several curves,
// from opening the slider to applying or cancelling it, testable without widgets. This
// header includes no Qt.
//
// The session keeps each curve as it was when the slider opened (original()) with its
// selected keys. preview() computes every curve's proposed state from those originals for
// one KeySliderParams — never from the previous preview — so dragging the slider back and
// forth does not compound, and a factor the user returns to gives the same curves bit for
// bit. The slider bar writes the proposed curves into the document live (inside one edit
// gesture, whose change record is the one undo step on apply); cancelling writes the
// originals back.
//
// All or nothing: when one curve refuses the parameters (keySliderValues' errors, say
// MatchSlope without a segment beyond a neighbour), preview() returns that error and no
// curve at all, so the caller can show the originals instead of a half-applied slider.
//
// Units: as KeySliders.h (times in time codes, values in value units, factor in [-1, 1]).

#include "core/animcurve/AnimCurve.h"
#include "core/base/Result.h"
#include "core/base/Status.h"
#include "core/edit/KeySliders.h"

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

namespace knotline {

/// One curve a slider session acts on.
struct KeySliderTarget {
    AnimCurve curve;                ///< the curve as it is when the slider opens
    std::vector<std::size_t> keys;  ///< its selected keys (indices into `curve`, any order)
    std::string name;               ///< names the curve in error messages (e.g. its path); may be empty
    /// The curve's own rest value (the attribute's default value, value units): Blend to
    /// Default blends this curve's keys to it instead of KeySliderParams::defaultValue,
    /// as Blender blends each property to its own default. Unset: the parameter's value.
    std::optional<double> defaultValue;
};

class KeySliderSession {
public:
    /// A session over `targets` (kept as given; targets without keys are dropped).
    /// Check isEmpty() / keyCount() before previewing: an empty session refuses every
    /// preview with MessageId::SliderNoKeys.
    explicit KeySliderSession(std::vector<KeySliderTarget> targets);

    /// No curve with a selected key.
    bool isEmpty() const { return m_targets.empty(); }
    /// The curves the session acts on (those with keys), in the order given.
    std::size_t curveCount() const { return m_targets.size(); }
    /// The selected keys over all curves (distinct indices per curve).
    std::size_t keyCount() const;
    /// Curve `i` as it was when the session started, and its keys. Precondition: i < curveCount().
    const AnimCurve &original(std::size_t i) const { return m_targets[i].curve; }
    const std::vector<std::size_t> &keys(std::size_t i) const { return m_targets[i].keys; }

    /// The proposed state of every curve (in the order of original()) for `params`: each
    /// original with applyKeySlider(params) applied, computed from the originals alone
    /// (with the curve's own KeySliderTarget::defaultValue for Blend to Default, when set).
    /// Errors, with no curve returned: an empty session (SliderNoKeys); the first curve's
    /// refusal (keySliderValues' errors), prefixed with that curve's name when it has one.
    Result<std::vector<AnimCurve>> preview(const KeySliderParams &params) const;

private:
    std::vector<KeySliderTarget> m_targets;
};

} // namespace knotline
