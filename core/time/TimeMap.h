#pragma once
// TimeMap: one piecewise-linear map from one time axis to another (input time -> output
// time), the shape shared by a clip placement, a sync-point warp (spec/timeline.md §2), a
// USD value-clip `times` table (spec/timeline.md §3.3) and a layer offset (LayerOffset).
// Both axes are in whatever unit the caller uses (seconds for timelines, time codes for
// USD); the map never converts units.
//
// A map is one of two kinds:
// - affine: out = (t - shift) * scale + offset over the whole real line, unclamped (the
//   identity, a layer offset, a placement's (t - start) * speed);
// - keyed: a list of keys (input, output) sorted by input (stable: keys given at one
//   input keep their order). Linear between neighbouring keys, clamped outside: the first
//   key's output before the first key, the last key's output after the last key.
//
// Jumps. Two or more keys at one input time T make a jump. Evaluation is right-continuous:
// at t the last key with input <= t decides, so exactly at T the *later* key wins, and
// just below T the map interpolates towards the *earlier* key's output (SmartBody's
// srLinearCurve, ../shared/golden/timeline/README.md "Warp at t"). USD value clips use a
// different convention: of two entries at one stage time T the earlier is moved to
// T - SafeStep, so the values interpolate up to T - SafeStep and the later entry wins at
// T (spec §3.3). Both are chosen at construction with JumpRule; evaluation is the same.
//
// Between keys (p0, m0) and (p1, m1) with p0 <= t < p1 the output is
// m0 + (m1 - m0) * (t - p0) * (1 / (p1 - p0)), in that operation order (SmartBody's), and
// exactly m0 at t == p0. A NaN time gives NaN. This header includes no Qt.

#include "core/base/Result.h"
#include "core/time/LayerOffset.h"

#include <cstddef>
#include <optional>
#include <utility>
#include <vector>

namespace knotline {

/// One key of a keyed TimeMap: `input` maps to `output`.
struct TimeMapKey {
    double input = 0.0;
    double output = 0.0;
    bool operator==(const TimeMapKey &) const = default;
};

/// How keys that share an input time are kept (see the header comment).
enum class JumpRule {
    /// Keep all keys at the shared time: a jump where the later key wins at that time
    /// (SmartBody's sync-point warp). Any number of keys may share a time.
    LaterKeyWins,
    /// USD value clips (spec §3.3): of two keys at one time T the earlier moves to
    /// T - TimeMap::kUsdSafeStep (never before the key preceding it, whose time it takes
    /// then). More than two keys at one time is an error.
    UsdSafeStep,
};

class TimeMap {
public:
    /// USD's clip SafeStep, DBL_EPSILON * 1e6 * 10 * 2 (about 4.44e-9), spec §3.3.
    static const double kUsdSafeStep;

    /// The identity (affine, unclamped).
    TimeMap() = default;
    static TimeMap identity() { return {}; }
    /// The affine map t * scale + offset (LayerOffset's order: scale first). Precondition:
    /// both finite.
    static TimeMap affine(double scale, double offset);
    /// The affine map (t - shift) * scale: a placement starting at `shift` played at speed
    /// `scale` (timeline time -> clip-local time, spec §1.4's local = (t - start) * speed).
    /// Precondition: both finite.
    static TimeMap shiftThenScale(double shift, double scale);
    /// The map of a layer offset: inner time code -> outer time code, t * scale + offset
    /// (LayerOffset::apply). Precondition: offset.isValid().
    static TimeMap fromLayerOffset(const LayerOffset &offset);
    /// Keys (input, output), sorted stably by input, shared inputs handled by `rule`.
    /// Errors (nothing built): no keys (MessageId::TimeMapNoKeys), a NaN or infinite
    /// number (TimeMapKeyNotFinite, naming the key's 1-based number in the given order),
    /// more than two keys at one time under JumpRule::UsdSafeStep (TimeMapTooManyKeysAtTime).
    static Result<TimeMap> fromKeys(std::vector<TimeMapKey> keys,
                                    JumpRule rule = JumpRule::LaterKeyWins);
    /// fromKeys from two parallel lists; unequal lengths are an error
    /// (TimeMapKeyListsDiffer).
    static Result<TimeMap> fromKeys(const std::vector<double> &inputs,
                                    const std::vector<double> &outputs,
                                    JumpRule rule = JumpRule::LaterKeyWins);

    /// The output time at input `t` (see the header comment). O(log n) for keyed maps.
    double evaluate(double t) const;
    double operator()(double t) const { return evaluate(t); }
    /// The limit of the map as the input approaches `t` from below (differs from
    /// evaluate(t) only at a jump, where it is the earlier key's output).
    double leftLimit(double t) const;

    bool isAffine() const { return m_keys.empty(); }
    bool isKeyed() const { return !m_keys.empty(); }
    /// Affine with scale 1, shift and offset 0.
    bool isIdentity() const;
    /// The keys in evaluation order; empty for an affine map.
    const std::vector<TimeMapKey> &keys() const { return m_keys; }
    /// Affine: out = (t - shift()) * scale() + offset(). Keyed maps report 0, 1, 0.
    double shift() const { return m_shift; }
    double scale() const { return m_scale; }
    double offset() const { return m_offset; }
    /// The first and last key's input (outside it the map holds); nullopt for an affine
    /// map, which is defined and unclamped everywhere.
    std::optional<std::pair<double, double>> domain() const;
    /// Two or more keys at one input time.
    bool hasJumps() const;
    /// Outputs never decrease or never increase along the keys (holds allowed); an affine
    /// map always is. A keyed map with a jump is monotone when the jump goes the same way.
    bool isMonotone() const;
    /// Outputs strictly increase or strictly decrease along the keys, with no jump and no
    /// hold (a bijection of domain and range); affine: scale != 0.
    bool isStrictlyMonotone() const;

    /// The inverse map (output -> input) where the map is strictly monotone: affine maps
    /// with scale != 0, keyed maps with isStrictlyMonotone() (the keys swapped, reordered
    /// when decreasing; the inverse clamps outside the range). nullopt otherwise.
    std::optional<TimeMap> inverse() const;
    /// The layer offset this map is (affine maps; shift folded into the offset as
    /// offset - shift * scale); nullopt for keyed maps.
    std::optional<LayerOffset> toLayerOffset() const;

    /// `outer` after `inner`: t -> outer(inner(t)). Affine with affine stays affine (the
    /// numbers combined: shift = inner shift, scale = inner scale * outer scale, offset =
    /// (inner offset - outer shift) * outer scale + outer offset). With a keyed map the
    /// result is keyed (clamped where the keyed map clamps); its keys are inner's key
    /// inputs and the inputs where inner crosses a key input of outer, so it is exact
    /// between keys. At a point where the true composition is left-continuous (a jump of
    /// outer crossed by a descending piece of inner) the result takes the right-side value.
    /// Keys that overflow come out infinite (no error is raised).
    friend TimeMap compose(const TimeMap &outer, const TimeMap &inner);

    bool operator==(const TimeMap &) const = default;

    /// Sequential evaluation: remembers the piece of the last lookup, so times that move
    /// forward or backward a little cost O(1). Gives exactly evaluate(t). The cursor holds a
    /// pointer to the map, which must outlive it and stay unchanged.
    class Cursor {
    public:
        explicit Cursor(const TimeMap &map) : m_map(&map) {}
        double evaluate(double t);

    private:
        const TimeMap *m_map;
        std::size_t m_index = 0; ///< last key with input <= t at the previous lookup
    };

private:
    /// A keyed map of `keys` as they are. Precondition: sorted by input, not empty.
    static TimeMap fromSortedKeys(std::vector<TimeMapKey> keys);
    /// This affine map with its offset replaced.
    TimeMap withOffset(double offset) const;
    /// The index of the last key with input <= t; npos (size_t(-1)) when t is before the
    /// first key. Precondition: keyed, t not NaN.
    std::size_t lastKeyAtOrBefore(double t) const;
    /// The keyed output at `t` given that key `k` is the last with input <= t.
    double evaluateFromKey(std::size_t k, double t) const;

    std::vector<TimeMapKey> m_keys; ///< empty: affine
    double m_shift = 0.0;
    double m_scale = 1.0;
    double m_offset = 0.0;
};

TimeMap compose(const TimeMap &outer, const TimeMap &inner);

} // namespace knotline
