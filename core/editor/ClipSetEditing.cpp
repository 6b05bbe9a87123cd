// EditorDocument's clip-set edits (EditorDocument.h, ClipSetEdit.h; issue 14).
#include "core/editor/EditorDocument.h"

#include "core/valueclips/ValueClipStage.h"

namespace knotline {

std::optional<ClipSetFields> EditorDocument::clipSetFields(const std::string &primPath, const std::string &setName) const
{
    if (!m_content)
        return std::nullopt;
    const std::optional<UsdValue> dict = m_content->clipSetDictionary(primPath, setName);
    return dict ? std::optional<ClipSetFields>(knotline::clipSetFields(*dict)) : std::nullopt;
}

Status EditorDocument::setClipSetFields(const std::string &primPath, const std::string &setName,
                                        const ClipSetFields &fields, DocumentChange *change)
{
    if (!m_content || !m_content->usdDocument())
        return Status::error(MessageId::NotUsdLayer);
    const std::optional<UsdValue> before = m_content->clipSetDictionary(primPath, setName);
    if (!before)
        return Status::error(MessageId::ClipSetNotInRootLayer, setName, primPath);
    UsdValue after = withClipSetFields(*before, fields);
    if (after == *before)
        return Status::ok();
    if (Status st = m_content->setClipSetDictionary(primPath, setName, after); !st)
        return st;
    if (change)
        change->recordClipSet({primPath, setName, before, std::move(after)});
    setModified(true);
    refreshClipChannels();
    return Status::ok();
}

Status EditorDocument::checkClipSetFields(const std::string &primPath, const std::string &setName,
                                          const ClipSetFields &fields) const
{
    if (!m_content || !m_content->usdDocument())
        return Status::error(MessageId::NotUsdLayer);
    const std::optional<UsdValue> before = m_content->clipSetDictionary(primPath, setName);
    if (!before)
        return Status::error(MessageId::ClipSetNotInRootLayer, setName, primPath);
    return m_content->checkClipSetDictionary(primPath, setName, withClipSetFields(*before, fields));
}

Status EditorDocument::applyClipSetStep(const DocumentChange::ClipSetStep &step, bool forward)
{
    if (!m_content)
        return Status::error(MessageId::NotUsdLayer);
    const std::optional<UsdValue> &expected = forward ? step.before : step.after;
    const std::optional<UsdValue> &target = forward ? step.after : step.before;
    if (m_content->clipSetDictionary(step.primPath, step.setName) != expected)
        return Status::error(MessageId::ClipSetStepMismatch, step.setName, step.primPath);
    if (Status st = m_content->setClipSetDictionary(step.primPath, step.setName, target); !st)
        return st;
    setModified(true);
    refreshClipChannels();
    return Status::ok();
}

void EditorDocument::refreshClipChannels()
{
    emit clipSetsChanged();
    ValueClipStage *stage = clipStage();
    for (ChannelId id : m_order) {
        Channel &c = *m_channels.at(id);
        if (c.valueSource != ValueSourceKind::ClipSet || !stage)
            continue;
        if (const ClipSet *set = stage->drivingClipSet(c.path)) {
            c.clipSetName = set->name;
            c.clipSetPrimPath = set->primPath;
            c.sourceIndex = set->anchorLayerIndex;
        }
        const bool wasResolved = !c.curvePending;
        c.curvePending = true;
        if (wasResolved)
            (void)resolveClipCurve(id); // an error leaves the curve empty
    }
}

} // namespace knotline
