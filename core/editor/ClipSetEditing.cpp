// EditorDocument's clip-set edits (EditorDocument.h, ClipSetEdit.h; issue 14).
#include "core/editor/EditorDocument.h"

#include "core/editor/UsdaChannels.h"
#include "core/valueclips/ValueClipStage.h"

#include <set>

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
    const Document *layers = m_content ? m_content->usdDocument() : nullptr;
    if (!stage || !layers)
        return;
    // The channels opening the document now would show (its layers hold the edit). Only
    // read-only channels follow: an editable one is the user's (a root opinion, maybe
    // unsaved, which beats a root clip set anyway).
    std::vector<Channel> wanted = usdaChannels(*layers, *stage); // a curve that cannot be made: no channel
    const auto wantedOf = [&](const std::string &path) -> Channel * {
        for (Channel &w : wanted)
            if (w.path == path)
                return &w;
        return nullptr;
    };
    const auto isClip = [](const Channel *c) { return c && c->valueSource == ValueSourceKind::ClipSet; };
    // Gone: clip channels no longer driven, and read-only channels a clip set now drives.
    std::set<std::string> replaced;
    for (std::size_t row = m_order.size(); row-- > 0;) {
        const ChannelId id = m_order[row];
        const Channel &c = *m_channels.at(id);
        if (!c.readOnly || c.source != ChannelSource::UsdaAttribute)
            continue;
        const Channel *w = wantedOf(c.path);
        if (isClip(&c) == isClip(w))
            continue;
        replaced.insert(c.path);
        emit channelAboutToBeRemoved(id, row);
        (void)takeChannel(id);
        emit channelRemoved(id, row);
    }
    // Kept clip channels follow their set; their curves are resolved again.
    for (ChannelId id : m_order) {
        Channel &c = *m_channels.at(id);
        if (c.valueSource != ValueSourceKind::ClipSet)
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
    // New: clip channels without a row, and what replaces a removed one; each after the
    // nearest channel before it in the wanted order.
    std::size_t row = 0;
    for (Channel &w : wanted) {
        if (const std::optional<ChannelId> existing = findChannelByPath(w.path)) {
            row = *rowOf(*existing) + 1;
            continue;
        }
        if (!isClip(&w) && !replaced.count(w.path))
            continue; // e.g. a channel the user removed
        w.id = ChannelId(++m_lastId);
        const ChannelId id = w.id;
        row = std::min(row, m_order.size());
        placeChannel(row, std::move(w));
        emit channelInserted(id, row);
        ++row;
    }
}

} // namespace knotline
