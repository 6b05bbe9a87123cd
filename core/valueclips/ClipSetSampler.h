#pragma once
// ClipSetSampler: the values one clip set gives its attributes
// (../shared/spec/timeline.md §3.3–3.6, matching OpenUSD's Usd_ClipSet and Usd_Clip):
// - clip k (one per `active` entry) is active on [active_k, active_{k+1}); the first
//   reaches back to −∞, the last on to +∞;
// - stage time maps to clip time through ClipTimeMapping, shared by all clips;
// - the stage-time samples of an attribute are, per contributing clip inside its active
//   range, its clip samples mapped back through every non-jump `times` segment, the
//   `times` stage times (T − SafeStep for a jump) and the clip's activation time; when no
//   clip contributes, the first activation alone;
// - the value at t comes from the bracketing stage samples, each evaluated in the clip
//   active there and interpolated in stage time (SampleInterpolation; within 1e-6 of each
//   other the lower one is used, as Usd_GetOrInterpolateValue does); a block at the lower
//   sample gives no value, at the upper one the lower value holds;
// - only attributes the manifest declares are driven (no manifestAssetPath: every
//   attribute with time samples or a spline in some clip); a clip without data gives the
//   manifest's default, else no value; with interpolateMissingClipValues such a clip (or
//   one the manifest blocks at its activation time) contributes nothing, unless the
//   manifest declares a default (a value or a block) for the attribute: then every clip
//   contributes, an empty one its default at its stage samples (its activation time and
//   the `times` entries in its range), and values interpolate between them as above
//   (Usd_ClipSet::_ClipContributesValue; spec §3.5);
// - §3.6: an attribute the manifest declares with `spline` only (or, without a manifest,
//   one that no clip has samples for) takes the clips' splines at clip time; each clip's
//   spline holds at its first and last knot except the first clip before and the last
//   clip after (their extrapolation applies).
// Clip layers and the manifest are read through the ClipLayerCache when first needed.
// Per attribute the sampler remembers where the last value() query landed (activation,
// bracketing stage sample, time-map piece), so queries in time order cost O(1) after
// the first; any order is allowed (a miss falls back to a binary search) and the values
// are bit-identical to a search from scratch.
// Attribute paths here are clip paths: "<clip prim path>.<name>" (as the clips hold
// them). Not thread-safe.

#include "core/valueclips/ClipLayerCache.h"
#include "core/valueclips/ClipSet.h"
#include "core/valueclips/ClipTimeMapping.h"
#include "core/document/TimeSamples.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace knotline {

class Spline;

/// A `timecode` value a clip gives at clip time `clipTime`, read at stage time
/// `stageTime`: value + (stageTime − clipTime). A time code in a clip counts from the
/// clip's own time, so it moves by the difference between the stage time asked and the
/// clip time that answered (OpenUSD 24.x Usd_Clip's time-code conversion; newer OpenUSD
/// maps it through the bracketing `times` segment instead, which is the same wherever
/// the segment has slope 1). Both of a time-sample interpolation's bracketing values
/// are shifted at their own stage samples before they are interpolated; a clip spline's
/// value (spec §3.6) at the stage time asked; a manifest default is not shifted.
double toStageTimeCode(double value, double stageTime, double clipTime);

/// A clip set's value at one stage time.
struct ClipSetValue {
    std::optional<double> value;  ///< nullopt: no value (a block, no data and no default)
    std::size_t activation = 0;   ///< index in ClipSet::active of the active clip
    std::size_t clipIndex = 0;    ///< its index in ClipSet::clipFiles
    double clipTime = 0.0;        ///< the clip time stage time t maps to
    bool fromSpline = false;      ///< the clip's spline (§3.6), not its time samples
};

class ClipSetSampler {
public:
    /// One attribute's data in this set (its clips' samples or splines, its stage-time
    /// samples, the lookup hints); opaque. Valid while the sampler lives.
    struct AttributeData;

    /// `set` and `cache` must outlive the sampler. Precondition: !set.active.empty().
    ClipSetSampler(const ClipSet &set, ClipLayerCache &cache);
    ~ClipSetSampler();
    ClipSetSampler(const ClipSetSampler &) = delete;
    ClipSetSampler &operator=(const ClipSetSampler &) = delete;

    const ClipSet &clipSet() const { return m_set; }

    /// Whether the manifest (authored or generated) declares `clipAttributePath`.
    bool declares(const std::string &clipAttributePath);
    /// The usda type name the manifest (else the first clip that has the attribute) gives
    /// `clipAttributePath`; empty when none does. Reads the clip layers when needed.
    std::string declaredTypeName(const std::string &clipAttributePath);
    /// Every attribute path the manifest declares, sorted.
    std::vector<std::string> declaredAttributes();
    /// The attribute's stage-time samples, increasing. `typeName` is the attribute's usda
    /// type (its interpolation); the first call for a path fixes it.
    const std::vector<double> &timeSamples(const std::string &clipAttributePath, const std::string &typeName);
    /// The attribute's data, read on the first call for a path (opens the clip layers);
    /// `typeName` as for timeSamples. Keep the handle to skip the path lookup per value.
    AttributeData &attribute(const std::string &clipAttributePath, const std::string &typeName);
    /// The attribute's value at stage time `t`.
    ClipSetValue value(const std::string &clipAttributePath, const std::string &typeName, double t);
    /// The value at stage time `t` of an attribute() handle of this sampler; the same as
    /// value(path, typeName, t). Updates the handle's lookup hints.
    ClipSetValue value(AttributeData &attribute, double t);
    /// Index in ClipSet::active of the clip active at stage time `t`.
    std::size_t activationAt(double t) const;

private:
    struct Manifest;
    const Manifest &manifest();
    const Layer *clipLayer(std::size_t clipIndex);
    AttributeData &data(const std::string &clipAttributePath, const std::string &typeName);
    /// activationAt(t), trying `hint` and the activation after it first; sets `hint`.
    std::size_t activationNear(double t, std::size_t &hint) const;
    /// The value clip activation `a` gives at clip time `clipTime`, the clip time of
    /// stage sample `stageTime` (a `timecode` value shifted by toStageTimeCode).
    std::optional<double> valueInClip(const AttributeData &d, std::size_t a, double stageTime,
                                      double clipTime) const;
    /// valueInClip at stage sample `s`, its activation and clip time looked up via hints.
    std::optional<double> valueAtSample(AttributeData &d, double s);
    ClipSetValue splineValue(AttributeData &d, double t);

    const ClipSet &m_set;
    ClipLayerCache &m_cache;
    ClipTimeMapping m_mapping;
    std::unique_ptr<Manifest> m_manifest;
    std::map<std::string, std::unique_ptr<AttributeData>> m_attributes;
};

} // namespace knotline
