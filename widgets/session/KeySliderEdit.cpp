#include "widgets/session/KeySliderEdit.h"

#include "core/document/Document.h"
#include "widgets/session/EditorSession.h"

#include <map>
#include <optional>
#include <utility>

namespace knotline {

namespace {

/// The default value (`= value`) of a usda channel's attribute, from the strongest layer
/// that authors one as a number; nullopt for other channels or none.
std::optional<double> attributeDefault(const EditorDocument &doc, const Channel &channel)
{
    if (channel.source != ChannelSource::UsdaAttribute)
        return std::nullopt;
    const Document *usd = doc.usdDocument();
    if (!usd)
        return std::nullopt;
    for (const LayerStackEntry &entry : usd->layers) {
        const Attribute *attribute = entry.layer.findAttribute(channel.path);
        double value = 0.0;
        if (attribute && attribute->defaultValue && attribute->defaultValue->toDouble(&value))
            return value;
    }
    return std::nullopt;
}

} // namespace

std::unique_ptr<KeySliderEdit> KeySliderEdit::start(EditorSession &session, Status *why)
{
    std::map<ChannelId, std::vector<std::size_t>> keys;
    for (const KnotRef &ref : session.selection()->knots())
        if (session.isChannelEditable(ref.channel))
            keys[ref.channel].push_back(ref.knot);
    std::vector<ChannelId> channels;
    std::vector<KeySliderTarget> targets;
    const EditorDocument *doc = session.document();
    for (auto &[channel, indices] : keys) {
        const Channel &c = doc->channel(channel);
        channels.push_back(channel);
        targets.push_back({c.curve, std::move(indices), c.path, attributeDefault(*doc, c)});
    }
    KeySliderSession core(std::move(targets));
    if (core.isEmpty()) {
        if (why)
            *why = Status::error(MessageId::SliderNoKeys);
        return nullptr;
    }
    return std::unique_ptr<KeySliderEdit>(new KeySliderEdit(session, std::move(channels), std::move(core)));
}

KeySliderEdit::KeySliderEdit(EditorSession &session, std::vector<ChannelId> channels, KeySliderSession core)
    : m_session(session)
    , m_channels(std::move(channels))
    , m_core(std::move(core))
    , m_gesture(std::make_unique<EditGesture>(&session, QString()))
{
}

KeySliderEdit::~KeySliderEdit()
{
    cancel();
}

bool KeySliderEdit::isActive() const
{
    return m_gesture != nullptr;
}

void KeySliderEdit::write(EditGesture &gesture, const std::vector<AnimCurve> &curves)
{
    for (std::size_t i = 0; i < curves.size() && i < m_channels.size(); ++i) {
        const AnimCurve &next = curves[i];
        (void)gesture.edit(m_channels[i], [&](AnimCurveFn &fn) {
            fn.curve() = next;
            return Status::ok();
        });
    }
}

Status KeySliderEdit::preview(const KeySliderParams &params)
{
    if (!m_gesture)
        return Status::error(MessageId::SliderNoKeys);
    const Result<std::vector<AnimCurve>> proposed = m_core.preview(params);
    if (!proposed) {
        std::vector<AnimCurve> originals;
        for (std::size_t i = 0; i < m_core.curveCount(); ++i)
            originals.push_back(m_core.original(i));
        write(*m_gesture, originals);
        return proposed.status();
    }
    write(*m_gesture, proposed.value());
    return Status::ok();
}

Status KeySliderEdit::apply(const KeySliderParams &params, const QString &text)
{
    if (!m_gesture)
        return Status::error(MessageId::SliderNoKeys);
    const Result<std::vector<AnimCurve>> proposed = m_core.preview(params);
    // The preview gesture was opened before the step had a name: undo it, then record the
    // final curves in a gesture named after what was done.
    cancel();
    if (!proposed)
        return proposed.status();
    EditGesture step(&m_session, text);
    write(step, proposed.value());
    step.commit();
    return Status::ok();
}

void KeySliderEdit::cancel()
{
    if (!m_gesture)
        return;
    m_gesture->cancel();
    m_gesture.reset();
}

} // namespace knotline
