#include "core/editor/UsdaChannels.h"

#include "core/animcurve/AnimCurveFn.h"
#include "core/base/Status.h"
#include "core/document/Document.h"
#include "core/document/TimeSampleSpline.h"
#include "core/document/ValueResolution.h"
#include "core/editor/ClipChannels.h"
#include "core/valueclips/ValueClipStage.h"

#include <set>

namespace knotline {

namespace {

/// The channel of a layer's own animated opinion `a` (not clip-driven).
Result<Channel> layerChannel(const ResolvedAttribute &a)
{
    Channel c;
    if (a.inEffect.kind == ValueSourceKind::TimeSamples) {
        Result<Spline> samples = splineFromTimeSamples(a.attribute->typeName, *a.attribute->timeSamples);
        if (!samples)
            return samples.status().withContext(a.path);
        Result<AnimCurve> curve = AnimCurveFn::fromSpline(samples.value());
        if (!curve)
            return curve.status().withContext(a.path);
        c.curve = std::move(curve.value());
        c.readOnly = true;
    } else {
        Result<AnimCurve> curve = AnimCurveFn::fromSpline(a.attribute->spline->spline);
        if (!curve)
            return curve.status().withContext(a.path);
        c.curve = std::move(curve.value());
        c.readOnly = a.attribute->readOnly;
    }
    c.path = a.path;
    c.source = ChannelSource::UsdaAttribute;
    c.valueSource = a.inEffect.kind;
    c.shadowed = a.shadowed;
    c.sourceIndex = a.inEffect.layerIndex;
    return c;
}

} // namespace

std::vector<Channel> usdaChannels(const Document &layers, ValueClipStage &stage, Status *firstError)
{
    std::vector<Channel> out;
    std::set<std::string> clipDriven;
    const auto fail = [&](const Status &st) {
        if (firstError && *firstError)
            *firstError = st;
    };
    // A value-clip set beats what it is stronger than (ValueClipStage.h).
    for (const ResolvedAttribute &a : resolvedAnimatedAttributes(layers)) {
        if (stage.isClipDriven(a.path)) {
            std::vector<ValueOpinion> shadowed{a.inEffect};
            shadowed.insert(shadowed.end(), a.shadowed.begin(), a.shadowed.end());
            if (std::optional<Channel> c = clipChannel(stage, a.path, std::move(shadowed))) {
                out.push_back(std::move(*c));
                clipDriven.insert(a.path);
            }
            continue;
        }
        // float3 and the like have no curve to show.
        if (a.inEffect.kind == ValueSourceKind::TimeSamples
            && !hasScalarTimeSamples(a.attribute->typeName, *a.attribute->timeSamples))
            continue;
        Result<Channel> c = layerChannel(a);
        if (!c) {
            fail(c.status());
            continue;
        }
        out.push_back(std::move(c.value()));
    }
    for (const std::string &p : stage.clipDrivenAttributes())
        if (!clipDriven.count(p))
            if (std::optional<Channel> c = clipChannel(stage, p, {}))
                out.push_back(std::move(*c));
    return out;
}

} // namespace knotline
