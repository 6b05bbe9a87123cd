// Clip-driven channels, and EditorDocument's value-clip members (EditorDocument.h).
#include "core/editor/ClipChannels.h"

#include "core/document/Document.h"
#include "core/editor/EditorDocument.h"
#include "core/valueclips/ClipResolvedSpline.h"
#include "core/valueclips/ValueClipStage.h"

#include <limits>

namespace knotline {

std::optional<Channel> clipChannel(ValueClipStage &stage, const std::string &attributePath,
                                   std::vector<ValueOpinion> shadowed)
{
    const ClipSet *set = stage.drivingClipSet(attributePath);
    if (!set || !isScalarClipTypeName(stage.typeName(attributePath)))
        return std::nullopt;
    Channel c;
    c.path = attributePath;
    c.source = ChannelSource::UsdaAttribute;
    c.valueSource = ValueSourceKind::ClipSet;
    c.readOnly = true;
    c.sourceIndex = set->anchorLayerIndex;
    c.shadowed = std::move(shadowed);
    c.clipSetName = set->name;
    c.clipSetPrimPath = set->primPath;
    c.curvePending = true;
    return c;
}

ValueClipStage *EditorDocument::clipStage() const
{
    return m_content ? m_content->clipStage() : nullptr;
}

Status EditorDocument::resolveClipCurve(ChannelId id)
{
    const auto found = m_channels.find(id);
    ValueClipStage *stage = clipStage();
    if (found == m_channels.end() || !found->second->curvePending || !stage)
        return Status::ok();
    Channel &c = *found->second;
    c.curvePending = false;
    // On an error (no longer clip-driven, say) the curve is empty: no stale values.
    Status status = Status::ok();
    AnimCurve resolved;
    if (Result<Spline> spline = resolvedClipSpline(*stage, c.path); !spline) {
        status = spline.status();
    } else if (Result<AnimCurve> curve = AnimCurveFn::fromSpline(spline.value()); !curve) {
        status = curve.status().withContext(c.path);
    } else {
        resolved = std::move(curve.value());
    }
    const AnimCurve before = c.curve;
    c.curve = std::move(resolved);
    constexpr double inf = std::numeric_limits<double>::infinity();
    emit knotRowsChanged(id, knotRowChange(before, c.curve));
    emit channelIntervalsChanged(id, TimeIntervals{{-inf, inf}});
    emit channelChanged(id, -inf, inf);
    settleCurves();
    return status;
}

const ClipSet *EditorDocument::clipSetOf(ChannelId id) const
{
    const Channel *c = findChannel(id);
    ValueClipStage *stage = clipStage();
    if (!c || c->valueSource != ValueSourceKind::ClipSet || !stage)
        return nullptr;
    return stage->drivingClipSet(c->path);
}

ValueSource EditorDocument::valueSourceAt(ChannelId id, double t) const
{
    const Channel *c = findChannel(id);
    if (!c)
        return {};
    ValueClipStage *stage = clipStage();
    if (c->valueSource == ValueSourceKind::ClipSet && stage)
        return stage->valueSource(c->path, t);
    ValueSource v;
    v.kind = c->valueSource;
    v.layerIndex = c->sourceIndex;
    const std::vector<std::string> files = layerFilePaths();
    if (c->source == ChannelSource::UsdaAttribute && c->sourceIndex < files.size())
        v.layerFile = files[c->sourceIndex];
    else if (!files.empty())
        v.layerFile = files.front();
    v.value = c->curve.spline().eval(t);
    return v;
}

} // namespace knotline
