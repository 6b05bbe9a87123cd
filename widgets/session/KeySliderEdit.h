#pragma once
// KeySliderEdit: a key slider in use on an EditorSession, from opening to apply or cancel:
// the session's selected keys of the editable channels are handed to a core
// KeySliderSession (core/edit/KeySliderSession.h), whose proposed curves are written into
// the document live inside an EditGesture, so every view shows the slider's effect while
// it moves. Apply records the last proposal as one undo step; cancel (or destroying an
// edit that was not applied) puts every curve back as it was, bit for bit, and leaves no
// undo step.

#include "core/base/Status.h"
#include "core/edit/KeySliderSession.h"
#include "core/editor/ChannelId.h"

#include <QString>

#include <cstddef>
#include <memory>
#include <vector>

namespace knotline {

class EditGesture;
class EditorSession;

class KeySliderEdit {
public:
    /// Starts on the selected keys of `session` (channels that cannot be edited — hidden,
    /// locked, read-only — are left out). A usda channel whose attribute has a numeric
    /// default value (`= value`, the strongest layer's) blends to it with Blend to Default
    /// (KeySliderTarget::defaultValue); the others to KeySliderParams::defaultValue. Null, with `*why` set to the core's
    /// MessageId::SliderNoKeys, when no selected key is left.
    static std::unique_ptr<KeySliderEdit> start(EditorSession &session, Status *why);
    ~KeySliderEdit();
    KeySliderEdit(const KeySliderEdit &) = delete;
    KeySliderEdit &operator=(const KeySliderEdit &) = delete;

    std::size_t keyCount() const { return m_core.keyCount(); }
    std::size_t curveCount() const { return m_core.curveCount(); }

    /// Shows `params` live: every curve becomes the core's proposal for it. When the core
    /// refuses (its message is returned), every curve shows its original instead.
    Status preview(const KeySliderParams &params);
    /// Applies `params` as one undo step named `text` (none when it changes nothing) and
    /// ends the edit. Errors: the core's refusal; the curves are then back as they were
    /// and the edit has ended all the same.
    Status apply(const KeySliderParams &params, const QString &text);
    /// Puts every curve back as it was and ends the edit (no undo step).
    void cancel();
    /// Not applied or cancelled yet.
    bool isActive() const;

private:
    KeySliderEdit(EditorSession &session, std::vector<ChannelId> channels, KeySliderSession core);
    void write(EditGesture &gesture, const std::vector<AnimCurve> &curves);

    EditorSession &m_session;
    std::vector<ChannelId> m_channels; ///< the channel of each of m_core's curves
    KeySliderSession m_core;
    std::unique_ptr<EditGesture> m_gesture; ///< the live preview; null once ended
};

} // namespace knotline
