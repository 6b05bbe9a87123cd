// libFuzzer target: the Maya .anim reader. Invariants: reading never crashes, hangs or runs
// out of memory; a file that reads is written back (formatAnimFile) and the text reads again
// with the same header, entries and curves. Key times, values, tangent types, flags and
// infinity types must be identical; tangents only within 1e-9 (relative), because .anim
// stores them as angle and weight in degrees, and slope -> angle -> slope is not exact.

#include "FuzzCheck.h"

#include "core/io/AnimFile.h"

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <string_view>

namespace {

bool near(double a, double b)
{
    return a == b || std::abs(a - b) <= 1e-9 * std::max({1.0, std::abs(a), std::abs(b)});
}

// Slopes compared as the angles the format stores: a tangent within a hair of vertical
// (3330° is 90° up to the rounding of cos) has a slope near 1e15 that no 17-digit angle
// in degrees reproduces to 1e-9 (the angle's own ulp, 2.5e-16 rad, moves it by 30%).
bool sameSlope(double a, double b)
{
    return near(a, b) || std::abs(std::atan(a) - std::atan(b)) <= 1e-9;
}

bool sameTangent(const knotline::Tangent &a, const knotline::Tangent &b)
{
    return near(a.width, b.width) && sameSlope(a.slope, b.slope) && a.algorithm == b.algorithm;
}

bool sameExtrapolation(const knotline::Extrapolation &a, const knotline::Extrapolation &b)
{
    return a.mode == b.mode && near(a.slope, b.slope) && a.loopBoundary == b.loopBoundary;
}

bool sameCurve(const knotline::AnimCurve &a, const knotline::AnimCurve &b)
{
    const auto &x = a.spline();
    const auto &y = b.spline();
    if (a.keyInfo() != b.keyInfo() || x.knotCount() != y.knotCount()
        || x.curveType() != y.curveType()
        || !sameExtrapolation(x.preExtrapolation(), y.preExtrapolation())
        || !sameExtrapolation(x.postExtrapolation(), y.postExtrapolation()))
        return false;
    for (std::size_t i = 0; i < x.knotCount(); ++i) {
        const auto &p = x.knots()[i];
        const auto &q = y.knots()[i];
        if (p.time != q.time || p.value != q.value || p.preValue != q.preValue
            || p.nextInterp != q.nextInterp || !sameTangent(p.pre, q.pre)
            || !sameTangent(p.post, q.post))
            return false;
    }
    return true;
}

bool sameEntries(const knotline::AnimFile &a, const knotline::AnimFile &b)
{
    if (a.entries.size() != b.entries.size())
        return false;
    for (std::size_t i = 0; i < a.entries.size(); ++i) {
        const auto &x = a.entries[i];
        const auto &y = b.entries[i];
        if (x.path() != y.path() || x.hasCurve != y.hasCurve || x.input != y.input
            || x.output != y.output || x.row != y.row || x.childCount != y.childCount
            || x.attributeIndex != y.attributeIndex)
            return false;
        if (x.hasCurve && !sameCurve(x.curve, y.curve))
            return false;
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace knotline;
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    auto first = parseAnimFile(text, "fuzz.anim");
    if (!first.isOk())
        return 0;
    const std::string written = formatAnimFile(first.value());
    auto second = parseAnimFile(written, "written.anim");
    KNOTLINE_FUZZ_CHECK(second.isOk(), "the written file does not read back");
    KNOTLINE_FUZZ_CHECK(second.value().timeCodesPerSecond() == first.value().timeCodesPerSecond(),
                        "the time unit changed in a write + read");
    if (!sameEntries(first.value(), second.value()))
        std::fprintf(stderr, "--- written:\n%s\n--- written again:\n%s\n", written.c_str(),
                     formatAnimFile(second.value()).c_str());
    KNOTLINE_FUZZ_CHECK(sameEntries(first.value(), second.value()),
                        "an entry changed in a write + read");
    return 0;
}
