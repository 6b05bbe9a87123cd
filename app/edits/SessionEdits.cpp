#include "app/edits/SessionEdits.h"

#include "core/editor/ChannelReadOnly.h"
#include "core/editor/CurveChangeBatch.h"

#include <QCoreApplication>

#include <map>

namespace knotline {

std::vector<ChannelId> targetChannels(const EditorSession &session)
{
    const KnotSelection *selection = session.selection();
    std::vector<ChannelId> result;
    if (selection->isEmpty()) {
        const std::optional<ChannelId> current = session.currentChannel();
        if (current && session.document()->contains(*current) && session.isChannelEditable(*current))
            result.push_back(*current);
        return result;
    }
    for (ChannelId c : session.document()->channelIds())
        if (session.isChannelEditable(c) && !selection->knotsOf(c).empty())
            result.push_back(c);
    return result;
}

QString doneOnChannels(const EditorSession &session, const QString &done,
                       const std::vector<ChannelId> &channels)
{
    if (channels.empty() || done.isEmpty())
        return done;
    const QString where = channels.size() == 1
        ? QString::fromStdString(session.document()->channel(channels.front()).path)
        : QCoreApplication::translate("SessionEdits", "%1 channels").arg(channels.size()); // two or more
    return QCoreApplication::translate("SessionEdits", "%1 on %2").arg(done, where);
}

Status editChannels(EditorSession &session, const std::vector<ChannelId> &channels,
                    const QString &text, const ChannelWork &work)
{
    if (channels.empty())
        return Status::error("nothing to edit: select keys or make an editable channel current");
    EditGesture gesture(&session, text);
    const CurveChangeBatch batch(session.document()); // the views follow once, not per channel
    for (ChannelId channel : channels) {
        const Status st = gesture.edit(channel, [&](AnimCurveFn &fn) { return work(channel, fn); });
        if (!st) {
            // The channel's path as the prefix ("/Ball.tx: key 3: …"); the core message
            // keeps its id, so the GUI shows it translated. The gesture cancels itself.
            return st.withContext(session.document()->channel(channel).path);
        }
    }
    gesture.commit();
    return Status::ok();
}

Status editSelectedKeys(EditorSession &session, const QString &text, const SelectedKeysWork &work)
{
    return editKeys(session, session.selection()->knots(), text, work);
}

Status editKeys(EditorSession &session, const std::set<KnotRef> &keys, const QString &text,
                const SelectedKeysWork &work)
{
    if (keys.empty())
        return Status::error("select keys first");
    std::map<ChannelId, std::vector<std::size_t>> keysByChannel;
    for (const KnotRef &k : keys)
        keysByChannel[k.channel].push_back(k.knot);
    std::vector<ChannelId> channels;
    for (const auto &[channel, channelKeys] : keysByChannel) {
        if (!session.document()->contains(channel))
            return Status::error("the selection refers to a channel that no longer exists");
        if (!session.isChannelEditable(channel)) {
            const Channel &c = session.document()->channel(channel);
            return c.readOnly ? channelReadOnlyStatus(c) : Status::error(c.path + ": hidden or locked");
        }
        channels.push_back(channel);
    }
    return editChannels(session, channels, onKeysText(text, keys.size(), channels.size()),
                        [&](ChannelId channel, AnimCurveFn &fn) { return work(channel, fn, keysByChannel[channel]); });
}

} // namespace knotline
