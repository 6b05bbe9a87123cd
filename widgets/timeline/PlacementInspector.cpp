#include "widgets/timeline/PlacementInspector.h"

#include "core/editor/EditorDocument.h"
#include "core/timeline/EditorialEdits.h"
#include "core/timeline/PlacementTiming.h"
#include "core/timeline/TimelineEdits.h"
#include "widgets/inspector/NumberField.h"
#include "widgets/messages/CoreMessageText.h"
#include "widgets/session/EditorSession.h"
#include "widgets/session/PlacementSelection.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QVBoxLayout>

#include <algorithm>

namespace knotline {

PlacementInspector::PlacementInspector(EditorSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
{
    setObjectName(QStringLiteral("placementInspector"));
    auto *layout = new QVBoxLayout(this);
    m_title = new QLabel(this);
    m_title->setObjectName(QStringLiteral("placementTitle"));
    m_title->setWordWrap(true);
    layout->addWidget(m_title);
    auto *form = new QFormLayout;
    layout->addLayout(form);
    layout->addStretch(1);
    auto number = [&](const char *name, const QString &label, const QString &tip) {
        QLineEdit *e = newNumberEdit(this);
        e->setObjectName(QString::fromLatin1(name));
        e->setToolTip(tip);
        form->addRow(label, e);
        return e;
    };
    m_start = number("startEdit", tr("Start (s)"), tr("Where the clip starts playing, timeline seconds; its content stays where it is (the trim in changes)"));
    m_end = number("endEdit", tr("End (s)"), tr("Where the clip stops playing, timeline seconds"));
    m_trimIn = number("trimInEdit", tr("Trim in (s)"), tr("Seconds of the clip's head that are hidden"));
    m_speed = number("speedEdit", tr("Speed"), tr("Clip seconds per timeline second; the start stays in place"));
    m_window = number("windowEdit", tr("Window (clip s)"), tr("Clip seconds it plays from its anchor; empty: the clip's duration"));
    m_loopMode = new QComboBox(this);
    m_loopMode->setObjectName(QStringLiteral("loopModeBox"));
    m_loopMode->addItems({tr("Once"), tr("Loop"), tr("Ping-pong")});
    m_loopMode->setToolTip(tr("The clip's loop mode: every placement of this clip plays it"));
    form->addRow(tr("Loop"), m_loopMode);
    m_blendIn = number("blendInEdit", tr("Blend in (s)"), tr("The ramp up from the start (blended pose)"));
    m_blendOut = number("blendOutEdit", tr("Blend out (s)"), tr("The ramp down to the end (blended pose)"));
    m_weight = number("weightEdit", tr("Track weight"), tr("0 to 1: how much the track counts in the blended pose"));
    m_blendMode = new QComboBox(this);
    m_blendMode->setObjectName(QStringLiteral("blendModeBox"));
    m_blendMode->addItems({tr("Replace"), tr("Additive")});
    m_blendMode->setToolTip(tr("Replace blends towards the track's values; Additive adds them (blended pose)"));
    form->addRow(tr("Track blend"), m_blendMode);
    m_enabled = new QCheckBox(tr("Enabled"), this);
    m_enabled->setObjectName(QStringLiteral("enabledBox"));
    m_enabled->setToolTip(tr("A disabled clip plays nothing (E in the timeline)"));
    form->addRow(QString(), m_enabled);
    m_hold = new QCheckBox(tr("Holds after its end"), this);
    m_hold->setObjectName(QStringLiteral("holdBox"));
    m_hold->setToolTip(tr("Blended pose: without a blend out, its last values hold until other clips play; off, it plays nothing after its end"));
    form->addRow(QString(), m_hold);
    for (std::size_t i = 0; i < kSyncPointCount; ++i) {
        const std::string_view name = syncPointName(static_cast<SyncPoint>(i));
        const QString text = QString::fromLatin1(name.data(), qsizetype(name.size()));
        m_sync[i] = number(("syncEdit_" + std::string(name)).c_str(), tr("Sync %1 (s)").arg(text),
                           tr("Requested timeline time of the %1 sync point; empty: no request").arg(text));
    }

    // Edits.
    onNumber(m_start, tr("Set Clip Start"), false, [](std::optional<double> v) -> Edit {
        return [v](const Timeline &t, PlacementIndex i) { return setPlacementActiveStart(t, i, *v); };
    });
    onNumber(m_end, tr("Set Clip End"), false, [](std::optional<double> v) -> Edit {
        return [v](const Timeline &t, PlacementIndex i) { return trimPlacementEnd(t, i, *v); };
    });
    onNumber(m_trimIn, tr("Set Trim In"), false, [](std::optional<double> v) -> Edit {
        return [v](const Timeline &t, PlacementIndex i) { return setPlacementTrimIn(t, i, *v); };
    });
    onNumber(m_speed, tr("Set Clip Speed"), false, [](std::optional<double> v) -> Edit {
        return [v](const Timeline &t, PlacementIndex i) { return setPlacementSpeed(t, i, *v); };
    });
    onNumber(m_window, tr("Set Clip Window"), true, [](std::optional<double> v) -> Edit {
        return [v](const Timeline &t, PlacementIndex i) { return setPlacementWindow(t, i, v); };
    });
    onNumber(m_blendIn, tr("Change Blend"), false, [](std::optional<double> v) -> Edit {
        return [v](const Timeline &t, PlacementIndex i) { return setPlacementBlendIn(t, i, *v); };
    });
    onNumber(m_blendOut, tr("Change Blend"), false, [](std::optional<double> v) -> Edit {
        return [v](const Timeline &t, PlacementIndex i) { return setPlacementBlendOut(t, i, *v); };
    });
    onNumber(m_weight, tr("Set Track Weight"), false, [](std::optional<double> v) -> Edit {
        return [v](const Timeline &t, PlacementIndex i) { return setTrackWeight(t, i.track, *v); };
    });
    for (std::size_t k = 0; k < kSyncPointCount; ++k) {
        const SyncPoint point = static_cast<SyncPoint>(k);
        onNumber(m_sync[k], tr("Move Sync Point"), true, [point](std::optional<double> v) -> Edit {
            return [v, point](const Timeline &t, PlacementIndex i) {
                return v ? requestSyncPoint(t, i, point, *v) : clearSyncRequest(t, i, point);
            };
        });
    }
    connect(m_loopMode, &QComboBox::activated, this, [this](int index) {
        const LoopMode mode = index == 1 ? LoopMode::Loop : index == 2 ? LoopMode::PingPong : LoopMode::Once;
        apply(tr("Set Loop Mode"), [mode](const Timeline &t, PlacementIndex i) { return setClipLoopMode(t, i, mode); });
    });
    connect(m_blendMode, &QComboBox::activated, this, [this](int index) {
        const TrackBlendMode mode = index == 1 ? TrackBlendMode::Additive : TrackBlendMode::Replace;
        apply(index == 1 ? tr("Make Track Additive") : tr("Make Track Replace"),
              [mode](const Timeline &t, PlacementIndex i) { return setTrackBlendMode(t, i.track, mode); });
    });
    connect(m_enabled, &QCheckBox::clicked, this, [this](bool on) {
        apply(on ? tr("Enable Clips") : tr("Disable Clips"), [on](const Timeline &t, PlacementIndex i) -> Result<Timeline> {
            Result<TimelineEditResult> r = setPlacementsEnabled(t, {i}, on);
            if (!r)
                return r.status();
            return std::move(r->timeline);
        });
    });

    connect(m_hold, &QCheckBox::clicked, this, [this](bool on) {
        apply(on ? tr("Hold After End") : tr("Stop Holding After End"),
              [on](const Timeline &t, PlacementIndex i) { return setPlacementHold(t, i, on); });
    });

    if (m_session) {
        auto follow = [this] {
            if (EditorDocument *doc = m_session->document())
                connect(doc, &EditorDocument::timelineChanged, this, &PlacementInspector::refresh, Qt::UniqueConnection);
            refresh();
        };
        connect(m_session, &EditorSession::documentChanged, this, follow);
        connect(m_session->placementSelection(), &PlacementSelection::changed, this, &PlacementInspector::refresh);
        follow();
    }
}

void PlacementInspector::onNumber(QLineEdit *edit, const QString &text, bool optional,
                                  std::function<Edit(std::optional<double>)> make)
{
    connect(edit, &QLineEdit::returnPressed, this, [this, edit, text, optional, make] {
        if (optional && edit->text().trimmed().isEmpty()) {
            apply(text, make(std::nullopt));
            return;
        }
        const EditNumber n = readEditNumber(edit);
        if (!n.isOk()) {
            emit editRefused(n.refusal);
            refresh();
            return;
        }
        apply(text, make(n.value));
    });
}

void PlacementInspector::apply(const QString &text, const Edit &edit)
{
    if (!m_session)
        return;
    const Timeline *timeline = m_session->document()->timeline();
    const std::optional<PlacementIndex> current = m_session->placementSelection()->current();
    if (!timeline || !current || !hasPlacement(*timeline, *current))
        return;
    Result<Timeline> next = edit(*timeline, *current);
    if (!next) {
        emit editRefused(coreMessageText(next.status()));
        refresh();
        return;
    }
    if (Status s = m_session->applyTimelineEdit(std::move(*next), text); !s)
        emit editRefused(coreMessageText(s));
    refresh();
}

void PlacementInspector::refresh()
{
    const Timeline *timeline = m_session ? m_session->document()->timeline() : nullptr;
    const std::optional<PlacementIndex> current =
        m_session ? m_session->placementSelection()->current() : std::nullopt;
    const bool shown = timeline && current && hasPlacement(*timeline, *current);
    setEnabled(shown);
    const auto allNumbers = {m_start, m_end, m_trimIn, m_speed, m_window, m_blendIn, m_blendOut, m_weight};
    if (!shown) {
        m_title->setText(tr("Select a placed clip in the timeline to edit it here."));
        for (QLineEdit *e : allNumbers)
            clearNumber(e);
        for (QLineEdit *e : m_sync)
            clearNumber(e);
        return;
    }
    const PlacedClip &p = timeline->placedClip(*current);
    const Track &track = timeline->track(current->track);
    const PlacementTiming timing = placementTiming(p);
    m_title->setText(tr("%1 on %2").arg(p.clip->label().isEmpty() ? tr("(unnamed clip)") : p.clip->label(),
                                        track.name.isEmpty() ? tr("Track %1").arg(current->track + 1) : track.name));
    showNumber(m_start, timing.start);
    showNumber(m_end, timing.end);
    showNumber(m_trimIn, p.trimIn);
    showNumber(m_speed, p.speed);
    if (p.window)
        showNumber(m_window, *p.window);
    else
        clearNumber(m_window);
    m_window->setPlaceholderText(tr("%1 (clip)").arg(p.clip->duration()));
    m_loopMode->setCurrentIndex(p.clip->loopMode() == LoopMode::Loop ? 1 : p.clip->loopMode() == LoopMode::PingPong ? 2 : 0);
    showNumber(m_blendIn, p.blendIn);
    showNumber(m_blendOut, p.blendOut);
    showNumber(m_weight, track.weight);
    m_blendMode->setCurrentIndex(track.blendMode == TrackBlendMode::Additive ? 1 : 0);
    m_enabled->setChecked(p.enabled);
    m_hold->setChecked(p.hold);
    for (std::size_t i = 0; i < kSyncPointCount; ++i) {
        if (p.syncRequests[i])
            showNumber(m_sync[i], *p.syncRequests[i]);
        else
            clearNumber(m_sync[i]);
    }
    // A warped placement's start and end follow its sync requests (edit those); with sync
    // requests the trim in is not offered (TimelineEdits refuses it).
    const bool requested = std::any_of(p.syncRequests.begin(), p.syncRequests.end(),
                                       [](const std::optional<double> &r) { return r.has_value(); });
    m_start->setReadOnly(requested || timing.warp != nullptr);
    m_trimIn->setReadOnly(requested);
    m_end->setReadOnly(timing.warp != nullptr);
}

} // namespace knotline
