#include "app/edits/KeyClipboard.h"

#include "app/edits/KeyOperations.h"
#include "app/edits/SessionEdits.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>
#include <map>

namespace knotline {

Status KeyClipboard::copy(const EditorSession &session)
{
    const KnotSelection *selection = session.selection();
    if (selection->isEmpty())
        return Status::error("select keys first");
    const EditorDocument *doc = session.document();
    double earliest = std::numeric_limits<double>::infinity();
    std::map<ChannelId, std::vector<std::size_t>> byChannel;
    for (const KnotRef &k : selection->knots()) {
        if (!doc->contains(k.channel) || k.knot >= doc->channel(k.channel).curve.numKeys())
            return Status::error("the selection refers to a key that no longer exists");
        byChannel[k.channel].push_back(k.knot);
        earliest = std::min(earliest, doc->channel(k.channel).curve.keyTime(k.knot));
    }
    std::vector<ChannelKeys> copied;
    for (const auto &[channel, indices] : byChannel) {
        const AnimCurve &curve = doc->channel(channel).curve;
        ChannelKeys entry;
        entry.path = doc->channel(channel).path;
        for (std::size_t i : indices) {
            Key key{curve.spline().knots()[i], curve.keyInfo()[i]};
            if (key.info.stepNextEncoded) {
                // Store the key as Maya sees it; pasting sets StepNext again.
                key.knot.value = curve.keyValue(i);
                key.knot.preValue.reset();
                key.info.stepNextEncoded = false;
            }
            key.knot.time -= earliest;
            entry.keys.push_back(std::move(key));
        }
        copied.push_back(std::move(entry));
    }
    m_channels = std::move(copied);
    return Status::ok();
}

Status KeyClipboard::cut(EditorSession &session)
{
    if (Status st = copy(session); !st)
        return st;
    return deleteSelectedKeys(session);
}

Status KeyClipboard::paste(EditorSession &session, double time) const
{
    if (isEmpty())
        return Status::error("the key clipboard is empty");
    const EditorDocument *doc = session.document();
    // Destination channel of each clipboard entry.
    std::vector<std::pair<ChannelId, const ChannelKeys *>> plan;
    for (const ChannelKeys &entry : m_channels) {
        const std::optional<ChannelId> same = doc->findChannelByPath(entry.path);
        if (same && session.isChannelEditable(*same)) {
            plan.emplace_back(*same, &entry);
            continue;
        }
        const std::vector<ChannelId> targets = targetChannels(session);
        if (m_channels.size() == 1 && targets.size() == 1) {
            plan.emplace_back(targets.front(), &entry);
            continue;
        }
        return Status::error("no editable channel " + entry.path
                             + " to paste to; select keys on one channel to paste there");
    }
    std::sort(plan.begin(), plan.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    for (std::size_t i = 1; i < plan.size(); ++i)
        if (plan[i].first == plan[i - 1].first)
            return Status::error("two copied channels would paste into the same channel");

    std::vector<ChannelId> channels;
    std::map<ChannelId, const ChannelKeys *> entryOf;
    for (const auto &[channel, entry] : plan) {
        channels.push_back(channel);
        entryOf[channel] = entry;
    }
    const Status st = editChannels(
        session, channels, QCoreApplication::translate("KeyClipboard", "Paste Keys"),
        [&](ChannelId channel, AnimCurveFn &fn) -> Status {
            const ChannelKeys &entry = *entryOf[channel];
            Status edited = fn.editSpline([&](Spline &s) {
                for (const Key &key : entry.keys) {
                    Knot knot = key.knot;
                    knot.time += time;
                    if (Status set = s.setKnot(knot); !set)
                        return set;
                }
                return Status::ok();
            });
            if (!edited)
                return edited;
            for (const Key &key : entry.keys) {
                const std::optional<std::size_t> index = fn.find(key.knot.time + time);
                if (!index)
                    return Status::error("a pasted key went missing");
                if (isComputedTangentType(key.info.inType))
                    if (Status s = fn.setInTangentType(*index, key.info.inType); !s)
                        return s;
                if (isComputedTangentType(key.info.outType))
                    if (Status s = fn.setOutTangentType(*index, key.info.outType); !s)
                        return s;
                if (Status s = fn.setTangentsLocked(*index, key.info.tangentsLocked); !s)
                    return s;
                if (Status s = fn.setWeightsLocked(*index, key.info.weightsLocked); !s)
                    return s;
                if (Status s = fn.setIsBreakdown(*index, key.info.isBreakdown); !s)
                    return s;
            }
            return Status::ok();
        });
    if (!st)
        return st;
    std::set<KnotRef> pasted;
    for (const auto &[channel, entry] : plan)
        for (const Key &key : entry->keys)
            if (const auto index = doc->channel(channel).curve.spline().knotIndexAt(key.knot.time + time))
                pasted.insert(KnotRef{channel, *index});
    session.selection()->set(std::move(pasted));
    return Status::ok();
}

} // namespace knotline
