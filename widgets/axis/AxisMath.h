#pragma once
// AxisMath: the rules one linear pixel axis follows, shared by TimeAxis (x ↔ time codes)
// and ViewTransform's value axis (y ↔ values), so both sanitise and clamp the same way.
// Plain doubles; this header includes no Qt.

namespace knotline::axis {

/// Limits of an axis scale (pixels per time code, pixels per value unit).
inline constexpr double kMinScale = 1e-9;
inline constexpr double kMaxScale = 1e9;
/// Ranges narrower than this are widened by usableRange() (they would need scales beyond
/// what pixels can show).
inline constexpr double kMinSpan = 1e-9;

/// Makes [lo, hi] usable for framing: left as it is when both ends are finite and
/// hi - lo >= kMinSpan; otherwise (empty, reversed, tiny or non-finite) replaced by a
/// span of 1 around its centre, or around the finite end when the centre is not finite,
/// or around 0 when neither end is finite.
void usableRange(double &lo, double &hi);

/// The factor to multiply `scale` (> 0) by so that it becomes scale * factor clamped to
/// [kMinScale, kMaxScale]; 1 for a non-finite or non-positive `factor`.
double limitedZoomFactor(double scale, double factor);

/// `scale` when it is finite and > 0, else 1.
double positiveOrOne(double scale);

} // namespace knotline::axis
