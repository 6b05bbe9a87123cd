#include "core/io/RoundTripCheck.h"

#include "core/animcurve/AnimCurveFn.h"
#include "core/io/AnimToUsda.h"
#include "core/io/UsdaReader.h"
#include "core/io/UsdaWriter.h"

#include <algorithm>
#include <cmath>

namespace knotline {

namespace {

RoundTripVerdict verdictFor(const CurveRoundTrip &c, const AnimCurve &curve)
{
    const double worst = std::max(c.usd.largest, c.back.largest);
    if (worst == 0.0)
        return RoundTripVerdict::Exact;
    double scale = 1.0;
    for (std::size_t i = 0; i < curve.numKeys(); ++i)
        scale = std::max(scale, std::abs(curve.keyValue(i)));
    return worst <= kRoundTripRounding * scale ? RoundTripVerdict::Rounding : RoundTripVerdict::Differs;
}

CurveRoundTrip checkCurve(const AnimFileEntry &entry, const AnimUsdaAttribute &where, const Layer &readBack,
                          int subdivisions)
{
    CurveRoundTrip c;
    c.animPath = where.animPath;
    c.usdaPath = where.usdaPath;
    const AnimCurve &original = entry.curve;
    c.keys = original.numKeys();
    if (c.keys == 0)
        return c;
    const std::vector<double> keys = keyTimes(original);
    const double span = keys.back() - keys.front();
    const double margin = std::max(1.0, span);
    c.t0 = keys.front() - margin;
    c.t1 = keys.back() + margin;
    const Attribute *attribute = readBack.findAttribute(where.usdaPath);
    if (!attribute || !attribute->spline) {
        c.problem = "the usda layer has no spline at " + where.usdaPath;
        c.verdict = RoundTripVerdict::Differs;
        return c;
    }
    const Spline spline = attribute->spline->spline;
    const CurveFunction maya = mayaCurveFunction(original);
    c.usd = largestDifference(maya, [&spline](double t) { return spline.eval(t); }, c.t0, c.t1, subdivisions, keys);
    const Result<AnimCurve> back = AnimCurveFn::fromSpline(spline);
    if (!back) {
        c.problem = back.status().message();
        c.verdict = RoundTripVerdict::Differs;
        return c;
    }
    c.back = largestDifference(maya, mayaCurveFunction(back.value()), c.t0, c.t1, subdivisions, keys);
    c.verdict = verdictFor(c, original);
    return c;
}

} // namespace

const char *roundTripVerdictName(RoundTripVerdict verdict)
{
    switch (verdict) {
    case RoundTripVerdict::Exact:
        return "exact";
    case RoundTripVerdict::Rounding:
        return "rounding";
    case RoundTripVerdict::Differs:
        break;
    }
    return "differs";
}

Result<RoundTripReport> checkAnimRoundTrip(const AnimFile &file, int subdivisions)
{
    const AnimUsdaLayer converted = animFileToUsdaLayer(file);
    const std::string text = writeUsda(converted.layer);
    const Result<Layer> readBack = readUsda(text, "roundtrip.usda");
    if (!readBack)
        return readBack.status();
    RoundTripReport report;
    for (const AnimUsdaAttribute &where : converted.attributes) {
        CurveRoundTrip c = checkCurve(file.entries[where.entryIndex], where, readBack.value(), std::max(1, subdivisions));
        report.samples += c.usd.samples + c.back.samples;
        report.curves.push_back(std::move(c));
    }
    return report;
}

} // namespace knotline
