#include "app/edits/SessionEdits.h"

#include <map>

namespace knotline {

std::vector<std::size_t> targetChannels(const EditorSession &session)
{
    std::vector<std::size_t> result;
    const KnotSelection *selection = session.selection();
    if (!selection->isEmpty()) {
        std::size_t last = static_cast<std::size_t>(-1);
        for (const KnotRef &k : selection->knots()) {
            if (k.channel != last && session.isChannelEditable(k.channel))
                result.push_back(k.channel);
            last = k.channel;
        }
        return result;
    }
    const std::size_t count = session.document()->channelCount();
    for (std::size_t c = 0; c < count; ++c)
        if (session.isChannelEditable(c))
            result.push_back(c);
    return result;
}

Status editChannels(EditorSession &session, const std::vector<std::size_t> &channels,
                    const QString &text, const ChannelWork &work)
{
    if (channels.empty())
        return Status::error("nothing to edit: no visible, unlocked channel");
    EditGesture gesture(&session, text);
    for (std::size_t channel : channels) {
        const Status st = gesture.edit(channel, [&](AnimCurveFn &fn) { return work(channel, fn); });
        if (!st) {
            const std::string &path = session.document()->channel(channel).path;
            return Status::error(path + ": " + st.message()); // the gesture cancels itself
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
    std::map<std::size_t, std::vector<std::size_t>> keysByChannel;
    for (const KnotRef &k : keys)
        keysByChannel[k.channel].push_back(k.knot);
    std::vector<std::size_t> channels;
    for (const auto &[channel, channelKeys] : keysByChannel) {
        if (channel >= session.document()->channelCount())
            return Status::error("the selection refers to a channel that no longer exists");
        if (!session.isChannelEditable(channel)) {
            const Channel &c = session.document()->channel(channel);
            return Status::error(c.path
                                 + (c.readOnly ? ": read-only (from a sublayer)"
                                               : ": hidden or locked"));
        }
        channels.push_back(channel);
    }
    return editChannels(session, channels, text, [&](std::size_t channel, AnimCurveFn &fn) {
        return work(channel, fn, keysByChannel[channel]);
    });
}

} // namespace knotline
