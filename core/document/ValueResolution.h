#pragma once
// ValueResolution: which authored opinion of an attribute is in effect across a layer
// stack — a spline, time samples, a default value or nothing — and in which layer, with
// the animated opinions it hides. The one place eval, bake and the editor ask.
//
// The rule (matches OpenUSD's value resolution, UsdResolveInfoSource, for a layer stack
// without value clips; value clips will add their own source kind here):
// - Layers are visited strongest first (Document::layers order). The first layer whose
//   attribute spec holds a value opinion decides.
// - Within one layer: `.timeSamples` beat `.spline`, and both beat the default value
//   (`= value`). So time samples in the root beat a sublayer's spline, and a spline in
//   the root beats a sublayer's time samples: strength of the layer comes first.
// - A default of `None` (attribute block) ends the search with no value (source None);
//   a default of `AnimationBlock` hides the time samples and splines of weaker layers
//   (not of its own layer) and the search goes on for a default only.
// - A `.timeSamples = { }` or `.spline = { }` that is authored but empty is still an
//   opinion (an empty spline gives no value anywhere, as OpenUSD documents).
// Times: everything is in the root layer's time codes (a sublayer's spline and samples
// are re-timed with LayerStackEntry::toRoot), and so are the values of `timecode`
// attributes from a sublayer (defaults, sample values, spline values and `timecode`
// dictionary metadata, mapped by the same offset: TimeCodeValues.h).
// This header includes no Qt.

#include "core/document/Attribute.h"
#include "core/document/Document.h"
#include "core/document/ValueSource.h"

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace knotline {

/// An attribute as value resolution sees it.
struct ResolvedAttribute {
    std::string path;   ///< "/Prim.attr"
    ValueOpinion inEffect; ///< kind None (layerIndex 0) when nothing gives a value
    /// The other time samples and splines authored for the path, strongest first: the
    /// opinions `inEffect` hides (the editor says they are shadowed).
    std::vector<ValueOpinion> shadowed;
    /// attributeInRootTime of the attribute spec of inEffect's layer (unset for kind
    /// None).
    std::optional<Attribute> attribute;
};

/// The opinion one attribute spec gives within its own layer: TimeSamples when it has
/// `.timeSamples`, else Spline when it has `.spline`, else Default for a default value
/// other than `None` / `AnimationBlock`, else None. (The per-layer step of
/// resolveAttribute; a layer on its own, as bake reads it, resolves to this.)
ValueSourceKind layerValueSource(const Attribute &attribute);

/// Resolves `attributePath` over `document`'s layers (rule above). Never fails: a path
/// no layer has resolves to kind None with no attribute.
ResolvedAttribute resolveAttribute(const Document &document, std::string_view attributePath);

/// Every attribute path whose resolved opinion is a spline or time samples, in the order
/// the paths are first met (root layer's attributes first, depth first, then each
/// sublayer's new paths).
std::vector<ResolvedAttribute> resolvedAnimatedAttributes(const Document &document);

/// The attribute's value at root time code `t`: the spline's value (Spline), the time
/// samples' value with the interpolation of the attribute's type (TimeSamples,
/// sampleInterpolationFor), the default's number (Default; nullopt for a non-numeric
/// default); nullopt for None, a value block and values that are not single numbers.
std::optional<double> evalResolvedAttribute(const ResolvedAttribute &attribute, double t);


} // namespace knotline
