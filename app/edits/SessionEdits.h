#pragma once
// Helpers that turn one menu command into one undo step over several channels: which
// channels a command acts on, and running per-channel AnimCurveFn work inside one
// EditGesture (all channels or none).

#include "widgets/session/EditStepText.h"
#include "widgets/session/EditorSession.h"

#include <QString>

#include <cstddef>
#include <functional>
#include <set>
#include <vector>

namespace knotline {

/// The channels a key or curve command acts on, the ones the user chose: those holding
/// selected knots when any knot is selected, otherwise the session's current channel
/// (EditorSession::currentChannel), otherwise none — never every channel. Channels that
/// cannot be edited (hidden, locked or read-only) are left out. In the document's row order.
std::vector<ChannelId> targetChannels(const EditorSession &session);

/// `done` (a status-bar message) followed by the channels a command acted on: "… on
/// /Ball.translateY" for one channel, "… on 3 channels" for several; `done` unchanged for
/// none.
QString doneOnChannels(const EditorSession &session, const QString &done,
                       const std::vector<ChannelId> &channels);

/// Work on one channel: `fn` is attached to the channel's curve, `channel` is its id.
/// Return Status::ok() without changing anything to skip a channel.
using ChannelWork = std::function<Status(ChannelId channel, AnimCurveFn &fn)>;

/// Runs `work` on each of `channels` inside one EditGesture named `text`: one undo step
/// (none when nothing changed). All or nothing: the first failure undoes what the
/// gesture did and returns that Status, its message prefixed with the channel path.
/// Errors: no channels ("nothing to edit: select keys or make an editable channel current").
Status editChannels(EditorSession &session, const std::vector<ChannelId> &channels,
                    const QString &text, const ChannelWork &work);

/// Work on the selected keys of one channel: `keys` are their indices, ascending.
using SelectedKeysWork =
    std::function<Status(ChannelId channel, AnimCurveFn &fn, const std::vector<std::size_t> &keys)>;

/// Runs `work` for every channel holding some of `keys`, as editChannels, in one undo step
/// named onKeysText(text, keys, channels). Errors: no keys
/// ("select keys first"); a key on a channel that cannot be edited (its path and why).
Status editKeys(EditorSession &session, const std::set<KnotRef> &keys, const QString &text,
                const SelectedKeysWork &work);

/// editKeys on the session's selected knots.
Status editSelectedKeys(EditorSession &session, const QString &text, const SelectedKeysWork &work);

} // namespace knotline
