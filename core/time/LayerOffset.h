#pragma once
// LayerOffset: the time mapping of a composition arc (OpenUSD SdfLayerOffset;
// ../shared/seeds/openusd-time-and-animated-values.txt, "Using Layer Offsets" and
// "Combining automatic scaling and layer offsets").
//
// Mapping a time code t of the targeted (inner) layer into the targeting (outer) layer:
// scale first, then offset:  outer = t * scale + offset.  This header includes no Qt.

namespace knotline {

struct LayerOffset {
    double offset = 0.0; ///< time codes of the outer layer
    double scale = 1.0;  ///< outer time codes per inner time code

    /// The identity mapping (offset 0, scale 1).
    static LayerOffset identity() { return {}; }
    /// The automatic scaling for a layer at `innerTimeCodesPerSecond` targeted from a layer
    /// at `outerTimeCodesPerSecond`: scale = outer / inner, offset 0 (the seed: a layer at
    /// 12 under a root at 24 is scaled by 2). Preconditions: both > 0 and finite.
    static LayerOffset forTimeCodesPerSecond(double outerTimeCodesPerSecond,
                                             double innerTimeCodesPerSecond);

    /// Maps an inner time code to the outer layer: t * scale + offset.
    double apply(double t) const { return t * scale + offset; }
    /// Maps an outer time code back to the inner layer: (t - offset) / scale.
    /// Precondition: isInvertible().
    double applyInverse(double t) const { return (t - offset) / scale; }
    /// Maps a time *difference* (a duration, a tangent width): d * |scale|.
    double applyToDuration(double d) const;

    /// Both numbers finite (SdfLayerOffset::IsValid).
    bool isValid() const;
    /// Valid and scale != 0, so the inverse is valid too (what composition requires of a
    /// sublayer offset).
    bool isInvertible() const;
    bool isIdentity() const { return offset == 0.0 && scale == 1.0; }

    /// The inverse mapping: scale 1/scale, offset -offset/scale. Precondition:
    /// isInvertible().
    LayerOffset inverse() const;

    /// Composition `outer * inner`: the mapping that applies `inner` first, then `outer`
    /// (SdfLayerOffset::operator*): scale = outer.scale * inner.scale,
    /// offset = outer.offset + outer.scale * inner.offset.
    friend LayerOffset operator*(const LayerOffset &outer, const LayerOffset &inner);

    bool operator==(const LayerOffset &) const = default;
};

/// The mapping of a sublayer's time codes into its parent layer's, as composition computes
/// it (PcpLayerStack): the automatic timeCodesPerSecond scaling is applied first, then the
/// authored sublayer offset's scale, then its offset, i.e. LayerOffset{authored.offset,
/// authored.scale * parentTcps / sublayerTcps}. The seed's example: a layer at 8 tcps
/// sublayered with (offset = 10; scale = 2) under a root at 24 maps time code 10 to
/// 10 * 3 * 2 + 10 = 70. Preconditions: both tcps > 0 and finite.
LayerOffset sublayerToParentOffset(const LayerOffset &authored, double parentTimeCodesPerSecond,
                                   double sublayerTimeCodesPerSecond);

} // namespace knotline
