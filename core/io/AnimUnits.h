#pragma once
// Units of Maya .anim files (animImportExport): time units with their frame rates,
// linear units in centimetres, angular units in radians (../shared/spec/formats.md §C).
// This header includes no Qt.

#include <optional>
#include <string>
#include <string_view>

namespace knotline {

/// A time unit: its .anim name and frames (time codes) per second.
struct AnimTimeUnit {
    std::string name = "film"; ///< game, film, pal, ntsc, show, palf, ntscf, hour, min, sec, millisec, <N>fps
    double framesPerSecond = 24.0;

    bool operator==(const AnimTimeUnit &) const = default;
};

/// Parses a time-unit word: game 15, film 24, pal 25, ntsc 30, show 48, palf 50, ntscf 60
/// frames per second; hour, min, sec, millisec (1/3600, 1/60, 1, 1000 per second); and
/// "<N>fps" with a positive finite N (e.g. "23.976fps", Maya's newer rates). nullopt when
/// unknown.
std::optional<AnimTimeUnit> animTimeUnitFromName(std::string_view name);
/// The time unit for a rate: the named unit when one has exactly that rate, else
/// "<N>fps" with N in shortest round-trip form. Precondition: rate > 0 and finite.
AnimTimeUnit animTimeUnitForRate(double framesPerSecond);

enum class AnimLinearUnit { Millimeter, Centimeter, Meter, Kilometer, Inch, Foot, Yard, Mile };
/// Short .anim name: mm, cm, m, km, in, ft, yd, mi.
std::string_view animLinearUnitName(AnimLinearUnit unit);
/// Accepts the short names and millimeter, centimeter, meter, kilometer, inch, foot, yard,
/// mile.
std::optional<AnimLinearUnit> animLinearUnitFromName(std::string_view name);
/// Centimetres per unit (Maya's internal linear unit is the centimetre).
double centimetersPer(AnimLinearUnit unit);

enum class AnimAngularUnit { Radian, Degree, ArcMinute, ArcSecond };
/// Short .anim name: rad, deg, min, sec.
std::string_view animAngularUnitName(AnimAngularUnit unit);
/// Accepts the short names and radian, degree, minute, second.
std::optional<AnimAngularUnit> animAngularUnitFromName(std::string_view name);
/// Radians per unit.
double radiansPer(AnimAngularUnit unit);

} // namespace knotline
