#include "app/edits/KeyClipboard.h"

#include "app/edits/KeyOperations.h"
#include "app/edits/SessionEdits.h"
#include "core/editor/ChannelReadOnly.h"

#include <QCoreApplication>

#include <algorithm>
#include <limits>
#include <map>
#include <set>

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

Status KeyClipboard::paste(EditorSession &session, double time, std::vector<ChannelId> *pastedTo) const
{
    if (isEmpty())
        return Status::error("the key clipboard is empty");
    const EditorDocument *doc = session.document();
    // The channels the user chose: the selected keys' channels, else the current channel.
    std::set<ChannelId> chosen;
    for (const KnotRef &k : session.selection()->knots())
        chosen.insert(k.channel);
    if (chosen.empty() && session.currentChannel() && doc->contains(*session.currentChannel()))
        chosen.insert(*session.currentChannel());
    for (ChannelId c : chosen) {
        if (!doc->contains(c))
            return Status::error("the selection refers to a channel that no longer exists");
        if (!session.isChannelEditable(c)) {
            const Channel &channel = doc->channel(c);
            return channel.readOnly ? channelReadOnlyStatus(channel) : Status::error(channel.path + ": hidden or locked");
        }
    }
    // Destination channel of each clipboard entry.
    std::vector<std::pair<ChannelId, const ChannelKeys *>> plan;
    if (m_channels.size() == 1 && !chosen.empty()) {
        for (ChannelId c : chosen)
            plan.emplace_back(c, &m_channels.front());
    } else {
        bool another = false; // a chosen channel that is none of the copied ones
        for (ChannelId c : chosen)
            another = another
                || std::none_of(m_channels.begin(), m_channels.end(),
                                [&](const ChannelKeys &e) { return e.path == doc->channel(c).path; });
        if (another)
            return Status::error("keys of several channels were copied; to paste onto another "
                                 "channel, copy keys of one channel");
        for (const ChannelKeys &entry : m_channels) {
            const std::optional<ChannelId> same = doc->findChannelByPath(entry.path);
            if (!same || !session.isChannelEditable(*same))
                return Status::error("no editable channel " + entry.path
                                     + " to paste to; select keys on one channel to paste there");
            plan.emplace_back(*same, &entry);
        }
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
    if (pastedTo)
        *pastedTo = channels;
    return Status::ok();
}

} // namespace knotline
