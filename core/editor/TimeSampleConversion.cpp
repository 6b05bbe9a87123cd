// EditorDocument::convertTimeSamplesToSpline (Curve ▸ Convert Time Samples to Spline).
#include "core/editor/EditorDocument.h"

namespace knotline {

Status EditorDocument::convertTimeSamplesToSpline(ChannelId id, DocumentChange *change)
{
    const Channel *present = findChannel(id);
    if (!present)
        return Status::error(MessageId::ChannelDoesNotExist, id.value());
    if (present->valueSource != ValueSourceKind::TimeSamples)
        return Status::error(MessageId::ChannelNotTimeSamples, present->path);
    Channel after = *present;
    after.valueSource = ValueSourceKind::Spline;
    after.readOnly = false;
    after.sourceIndex = 0; // the root layer, the strongest: its spline is in effect
    // The root's own spline is replaced and its samples removed; a sublayer's samples
    // stay there, now shadowed by the root's spline.
    after.shadowed.clear();
    if (present->sourceIndex != 0)
        after.shadowed.push_back({ValueSourceKind::TimeSamples, present->sourceIndex});
    for (const ValueOpinion &o : present->shadowed)
        if (o.layerIndex != 0)
            after.shadowed.push_back(o);
    if (Status st = m_content->checkInsertable(after); !st)
        return st;
    const std::size_t row = *rowOf(id);
    emit channelAboutToBeRemoved(id, row);
    Channel before = takeChannel(id);
    emit channelRemoved(id, row);
    if (change) {
        change->recordRemoval(row, before);
        change->recordInsertion(row, after);
    }
    placeChannel(row, std::move(after));
    setModified(true);
    emit channelInserted(id, row);
    return Status::ok();
}

} // namespace knotline
