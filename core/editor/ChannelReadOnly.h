#pragma once
// Why a read-only channel refuses edits, as a message: a clip's step channel (strings or
// booleans, held keys), a channel driven by a USD value-clip set, or an opinion shown
// from a sublayer. One place decides, so the document, the key edits and the clipboard
// all name the same reason.

#include "core/base/Status.h"
#include "core/editor/Channel.h"

namespace knotline {

/// The refusal for editing `channel` when it is read-only (Channel::readOnly):
/// MessageId::ClipStepChannelReadOnly for a clip channel (ChannelSource::ClipChannel,
/// only its step channels are read-only), MessageId::ClipSetChannelReadOnly for a
/// channel a value-clip set drives (ValueSourceKind::ClipSet), else
/// MessageId::ChannelReadOnly (from a sublayer); each with the channel's path as %1.
/// Precondition: none; for a channel that is not read-only it still returns the
/// message its kind would give (callers check readOnly first).
Status channelReadOnlyStatus(const Channel &channel);

} // namespace knotline
