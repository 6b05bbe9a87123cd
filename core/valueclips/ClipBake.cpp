#include "core/valueclips/ClipBake.h"

#include "core/io/NumberFormat.h"
#include "core/valueclips/ClipTimeMapping.h"

#include <algorithm>
#include <cmath>

namespace knotline {

Result<ClipBakeReport> bakeClipDrivenAttributes(ValueClipStage &stage, Layer &layer,
                                                const std::vector<std::string> &attributePaths, double stride)
{
    for (const std::string &path : attributePaths)
        if (!stage.isClipDriven(path))
            return Result<ClipBakeReport>::error(MessageId::ClipBakeNotClipDriven, path);
    ClipBakeReport report;
    for (const std::string &path : attributePaths) {
        std::vector<double> times = stage.timeSamples(path);
        const ValueSource first = stage.valueSource(path, times.empty() ? 0.0 : times.front());
        if (first.clipSpline && times.size() > 1 && stride > 0.0) {
            const double from = times.front(), to = times.back();
            for (double t = from + stride; t < to; t += stride)
                times.push_back(t);
            std::sort(times.begin(), times.end());
            times.erase(std::unique(times.begin(), times.end()), times.end());
        }
        TimeSamples samples;
        std::size_t jumps = 0;
        for (std::size_t i = 0; i < times.size(); ++i) {
            const std::optional<double> v = stage.value(path, times[i]);
            samples.push_back({times[i], v ? UsdValue::atom(formatDouble(*v)) : UsdValue::none()});
            if (i + 1 < times.size() && std::abs(times[i + 1] - times[i] - clipSafeStep()) < 1e-12)
                ++jumps;
        }
        std::string_view primPath, name;
        splitAttributePath(path, &primPath, &name);
        Prim &prim = findOrAddPrim(layer, primPath, Specifier::Over);
        Attribute *attribute = prim.findAttribute(name);
        if (!attribute) {
            Attribute a;
            a.name = std::string(name);
            // The layer stack's declaration, else the clips' (a timecode declared only
            // in the clips stays a timecode).
            a.typeName = stage.typeName(path);
            prim.attributes.push_back(std::move(a));
            attribute = &prim.attributes.back();
        }
        attribute->timeSamples = std::move(samples);
        report.attributes.push_back({path, first.clipSetName, first.clipSetPrimPath, times.size(), jumps});
    }
    return report;
}

std::string formatClipBakeReport(const ClipBakeReport &report)
{
    std::string out;
    for (const ClipBakeReport::Attribute &a : report.attributes) {
        out += a.path + ": clip set '" + a.clipSet + "' of " + a.setPrim + ", " + std::to_string(a.samples)
            + (a.samples == 1 ? " time sample" : " time samples");
        if (a.jumps)
            out += " (" + std::to_string(a.jumps) + (a.jumps == 1 ? " jump" : " jumps") + ")";
        out += "\n";
    }
    return out;
}

} // namespace knotline
