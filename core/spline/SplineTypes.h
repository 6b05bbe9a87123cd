#pragma once
// Enumerations shared by the spline model (OpenUSD Ts vocabulary).

namespace knotline {

/// Interpolation of the segment that starts at a knot ("next interpolation").
enum class Interpolation {
    Held,       ///< hold the knot's value until the next knot (Ts InterpHeld, the default)
    Linear,     ///< straight line from this knot's value to the next knot's pre-value
    Curve,      ///< the spline's curve type (Bezier or Hermite) using the knots' tangents
    ValueBlock, ///< no value on [this knot, next knot) (Ts InterpValueBlock, usda "none")
};

/// The curve type used by every Curve segment of a spline.
enum class CurveType {
    Bezier,  ///< free tangent widths; x(u) = t is solved per evaluation
    Hermite, ///< widths ignored (one third of the segment); a direct cubic in time
};

/// Algorithm that computes one side of a knot's tangent (Ts TsTangentAlgorithm).
enum class TangentAlgorithm {
    None,     ///< authored width and slope are used as they are
    AutoEase, ///< Ts auto-ease (c = +0.5 blend, see spec/semantics-notes.md rule 9)
};

/// Scalar type a spline's values are stored in. Evaluation always runs in double;
/// knot values and slopes are rounded to this type when they are set.
enum class ValueType { Double, Float, Half };

/// Strategy for removing regression from Bezier segments (Ts TsAntiRegressionMode).
enum class AntiRegressionMode {
    None,          ///< leave regressive segments as they are
    Contain,       ///< clamp each tangent to the segment interval (normalized width <= 1)
    KeepRatio,     ///< shorten both tangents keeping their ratio (Ts default)
    KeepStart,     ///< keep the start tangent, shorten the end tangent
    LimitActive,   ///< interactive only: keep the opposite side, shorten the edited side
    LimitOpposite, ///< interactive only: keep the edited side, shorten the opposite side
};

/// Which side of a time an evaluation asks for. At a discontinuity the pre side is
/// the limit from the left (USD "PreTime"), the post side the value at the time itself.
enum class Side { Pre, Post };

} // namespace knotline
