#include "core/io/AnimUnits.h"

#include <array>
#include <charconv>
#include <cmath>
#include <numbers>
#include <utility>

namespace knotline {

namespace {

constexpr std::array<std::pair<std::string_view, double>, 11> kTimeUnits{{
    {"game", 15.0},
    {"film", 24.0},
    {"pal", 25.0},
    {"ntsc", 30.0},
    {"show", 48.0},
    {"palf", 50.0},
    {"ntscf", 60.0},
    {"hour", 1.0 / 3600.0},
    {"min", 1.0 / 60.0},
    {"sec", 1.0},
    {"millisec", 1000.0},
}};

struct LinearEntry {
    AnimLinearUnit unit;
    std::string_view shortName;
    std::string_view longName;
    double centimeters;
};
constexpr std::array<LinearEntry, 8> kLinearUnits{{
    {AnimLinearUnit::Millimeter, "mm", "millimeter", 0.1},
    {AnimLinearUnit::Centimeter, "cm", "centimeter", 1.0},
    {AnimLinearUnit::Meter, "m", "meter", 100.0},
    {AnimLinearUnit::Kilometer, "km", "kilometer", 100000.0},
    {AnimLinearUnit::Inch, "in", "inch", 2.54},
    {AnimLinearUnit::Foot, "ft", "foot", 30.48},
    {AnimLinearUnit::Yard, "yd", "yard", 91.44},
    {AnimLinearUnit::Mile, "mi", "mile", 160934.4},
}};

struct AngularEntry {
    AnimAngularUnit unit;
    std::string_view shortName;
    std::string_view longName;
    double radians;
};
constexpr std::array<AngularEntry, 4> kAngularUnits{{
    {AnimAngularUnit::Radian, "rad", "radian", 1.0},
    {AnimAngularUnit::Degree, "deg", "degree", std::numbers::pi / 180.0},
    {AnimAngularUnit::ArcMinute, "min", "minute", std::numbers::pi / 10800.0},
    {AnimAngularUnit::ArcSecond, "sec", "second", std::numbers::pi / 648000.0},
}};

} // namespace

std::optional<AnimTimeUnit> animTimeUnitFromName(std::string_view name)
{
    for (const auto &[unitName, fps] : kTimeUnits)
        if (unitName == name)
            return AnimTimeUnit{std::string(name), fps};
    constexpr std::string_view suffix = "fps";
    if (name.size() > suffix.size() && name.substr(name.size() - suffix.size()) == suffix) {
        const std::string_view number = name.substr(0, name.size() - suffix.size());
        double fps = 0.0;
        const auto [end, ec] = std::from_chars(number.data(), number.data() + number.size(), fps);
        if (ec == std::errc() && end == number.data() + number.size() && std::isfinite(fps) && fps > 0.0)
            return AnimTimeUnit{std::string(name), fps};
    }
    return std::nullopt;
}

AnimTimeUnit animTimeUnitForRate(double framesPerSecond)
{
    for (const auto &[unitName, fps] : kTimeUnits)
        if (fps == framesPerSecond)
            return AnimTimeUnit{std::string(unitName), fps};
    char buffer[64];
    const auto [end, ec] = std::to_chars(buffer, buffer + sizeof buffer, framesPerSecond);
    (void)ec; // 64 characters always hold a double
    return AnimTimeUnit{std::string(buffer, end) + "fps", framesPerSecond};
}

std::string_view animLinearUnitName(AnimLinearUnit unit)
{
    for (const LinearEntry &e : kLinearUnits)
        if (e.unit == unit)
            return e.shortName;
    return "cm";
}

std::optional<AnimLinearUnit> animLinearUnitFromName(std::string_view name)
{
    for (const LinearEntry &e : kLinearUnits)
        if (e.shortName == name || e.longName == name)
            return e.unit;
    return std::nullopt;
}

double centimetersPer(AnimLinearUnit unit)
{
    for (const LinearEntry &e : kLinearUnits)
        if (e.unit == unit)
            return e.centimeters;
    return 1.0;
}

std::string_view animAngularUnitName(AnimAngularUnit unit)
{
    for (const AngularEntry &e : kAngularUnits)
        if (e.unit == unit)
            return e.shortName;
    return "deg";
}

std::optional<AnimAngularUnit> animAngularUnitFromName(std::string_view name)
{
    for (const AngularEntry &e : kAngularUnits)
        if (e.shortName == name || e.longName == name)
            return e.unit;
    return std::nullopt;
}

double radiansPer(AnimAngularUnit unit)
{
    for (const AngularEntry &e : kAngularUnits)
        if (e.unit == unit)
            return e.radians;
    return 1.0;
}

} // namespace knotline
