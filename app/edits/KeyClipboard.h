#pragma once
// KeyClipboard: the editor's clipboard of keys (Edit ▸ Cut / Copy / Paste). It holds the
// selected keys of each channel with their times relative to the earliest copied key, as
// Ts knots (value, pre-value, interpolation, tangents) plus their Maya key data (tangent
// types, locks, breakdown flag). Application-internal: nothing goes to the system
// clipboard.

#include "core/animcurve/AnimCurve.h"
#include "core/spline/Knot.h"
#include "widgets/session/EditorSession.h"

#include <string>
#include <vector>

namespace knotline {

class KeyClipboard {
public:
    struct Key {
        Knot knot;        ///< time relative to the earliest copied key (time codes)
        MayaKeyInfo info; ///< tangent types, locks, breakdown flag
    };
    struct ChannelKeys {
        std::string path; ///< channel the keys were copied from
        std::vector<Key> keys;
    };

    bool isEmpty() const { return m_channels.empty(); }
    const std::vector<ChannelKeys> &channels() const { return m_channels; }

    /// Replaces the clipboard with the session's selected keys. Step-next keys are stored
    /// decoded (their own value, out type StepNext). Errors: nothing selected (the
    /// clipboard is kept).
    Status copy(const EditorSession &session);
    /// copy(), then deletes the selected keys as one undo step ("Cut Keys").
    Status cut(EditorSession &session);
    /// Pastes at `time` (the earliest copied key lands there) as one undo step, onto the
    /// channels the user chose, as Maya does — the channels of the selected keys, else the
    /// current channel (EditorSession::currentChannel):
    /// - keys copied from one channel go to every chosen channel (whatever its path); with
    ///   none chosen, back to the channel with the copied path;
    /// - keys copied from several channels go to the channels with the same paths, only when
    ///   no chosen channel is another one (refused otherwise: which copied channel would go
    ///   where is not clear).
    /// A chosen channel that cannot be edited is an error (never a silent fallback to the
    /// source). A pasted key replaces a key at the same time. Computed tangent types are
    /// restored (and recomputed for the new neighbours); the pasted keys become the
    /// selection; `*pastedTo` (when given) gets the channels pasted onto. Errors: empty
    /// clipboard, no channel to paste to, the refusals above.
    Status paste(EditorSession &session, double time, std::vector<ChannelId> *pastedTo = nullptr) const;

private:
    std::vector<ChannelKeys> m_channels;
};

} // namespace knotline
