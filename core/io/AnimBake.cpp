#include "core/io/AnimBake.h"

#include "core/document/TimeSamples.h"
#include "core/io/NumberFormat.h"

#include <cmath>
#include <limits>

namespace knotline {

std::string animBakeLayerDoc(const std::string &fileName, const AnimFile &file)
{
    return "Curves of " + fileName + " (Maya .anim, timeUnit " + file.timeUnit.name + ")";
}

void applyMayaSampleValues(Layer &layer, const AnimFile &file, const AnimUsdaLayer &animLayer,
                           const BakeOptions &options)
{
    for (const AnimUsdaAttribute &a : animLayer.attributes) {
        Attribute *attribute = layer.findAttribute(a.usdaPath);
        if (!attribute || !attribute->timeSamples)
            continue;
        const AnimCurve &curve = file.entries[a.entryIndex].curve;
        TimeSamples &samples = *attribute->timeSamples;
        TimeSamples added;
        for (std::size_t i = 0; i < samples.size(); ++i) {
            TimeSample &sample = samples[i];
            if (sample.value.isNone())
                continue; // a blocked sample stays blocked
            const Result<double> v = curve.evaluate(sample.time);
            if (!v)
                continue;
            sample.value = UsdValue::atom(formatDouble(v.value()));
            const double after = options.jumpGap > 0.0 ? sample.time + options.jumpGap
                                                       : std::nextafter(sample.time, std::numeric_limits<double>::infinity());
            if (i + 1 < samples.size() && samples[i + 1].time <= after)
                continue;
            const Result<double> next = curve.evaluate(after);
            if (next && std::abs(next.value() - v.value()) > options.jumpTolerance)
                added.push_back({after, UsdValue::atom(formatDouble(next.value()))});
        }
        if (!added.empty()) {
            samples.insert(samples.end(), added.begin(), added.end());
            normalizeTimeSamples(samples);
        }
    }
}

Result<AnimBake> bakeAnimFile(const AnimFile &file, const std::string &doc, const BakeOptions &options)
{
    AnimUsdaLayer animLayer = animFileToUsdaLayer(file, doc);
    AnimBake out;
    out.layer = std::move(animLayer.layer);
    Result<BakeReport> report = bakeLayer(out.layer, options);
    if (!report)
        return report.status();
    out.report = std::move(report.value());
    if (options.target == BakeTarget::Samples)
        applyMayaSampleValues(out.layer, file, animLayer, options);
    return out;
}

} // namespace knotline
