#include "widgets/inspector/InspectorWidget.h"

#include "core/animcurve/AnimCurveFn.h"
#include "core/spline/Regression.h"
#include "widgets/inspector/ExtrapolationEditor.h"
#include "widgets/inspector/InnerLoopEditor.h"
#include "widgets/inspector/ValueSourceSection.h"
#include "widgets/messages/CoreMessageText.h"
#include "widgets/models/ChannelSourceMarks.h"
#include "widgets/models/EnumNames.h"
#include "widgets/session/EditorSession.h"

#include <QComboBox>
#include <QFormLayout>
#include <QGroupBox>
#include <QLabel>
#include <QPushButton>
#include <QVBoxLayout>

namespace knotline {

InspectorWidget::InspectorWidget(EditorSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_title(new QLabel(this))
    , m_curveType(new QComboBox(this))
    , m_pre(new ExtrapolationEditor(session, ExtrapolationEditor::Side::Pre, this))
    , m_post(new ExtrapolationEditor(session, ExtrapolationEditor::Side::Post, this))
    , m_loop(new InnerLoopEditor(session, this))
    , m_strategy(new QComboBox(this))
    , m_regressive(new QLabel(this))
    , m_fix(new QPushButton(tr("Fix Regressive Tangents"), this))
    , m_message(new QLabel(this))
{
    m_curveType->addItem(tr("Bezier (weighted)"), int(CurveType::Bezier));
    m_curveType->addItem(tr("Hermite (non-weighted)"), int(CurveType::Hermite));
    for (AntiRegressionMode mode : EnumNames::batchAntiRegressionModes())
        m_strategy->addItem(EnumNames::antiRegressionMode(mode), int(mode));
    for (QComboBox *combo : {m_curveType, m_strategy}) { // may be narrower than their longest entry
        combo->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
        combo->setMinimumContentsLength(8);
    }
    m_fix->setMinimumWidth(0); // its label may be cut rather than widen the inspector
    m_title->setWordWrap(true);
    m_message->setWordWrap(true);
    m_message->setStyleSheet(QStringLiteral("color: #d04040;"));
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(new ValueSourceSection(session, this));
    auto *curveForm = new QFormLayout;
    curveForm->addRow(tr("Curve type"), m_curveType);
    layout->addLayout(curveForm);
    auto *preBox = new QGroupBox(tr("Before the first key"), this);
    (new QVBoxLayout(preBox))->addWidget(m_pre);
    auto *postBox = new QGroupBox(tr("After the last key"), this);
    (new QVBoxLayout(postBox))->addWidget(m_post);
    auto *loopBox = new QGroupBox(tr("Inner loop"), this);
    (new QVBoxLayout(loopBox))->addWidget(m_loop);
    auto *regressionBox = new QGroupBox(tr("Regressive tangents"), this);
    auto *regressionForm = new QFormLayout(regressionBox);
    regressionForm->addRow(tr("Strategy"), m_strategy);
    regressionForm->addRow(m_regressive);
    regressionForm->addRow(m_fix);
    for (QWidget *w : std::initializer_list<QWidget *>{preBox, postBox, loopBox, regressionBox})
        layout->addWidget(w);
    layout->addWidget(m_message);
    layout->addStretch(1);

    connect(m_curveType, &QComboBox::activated, this, &InspectorWidget::applyCurveType);
    connect(m_strategy, &QComboBox::currentIndexChanged, this,
            [this] { emit antiRegressionStrategyChanged(antiRegressionStrategy()); });
    connect(m_fix, &QPushButton::clicked, this, &InspectorWidget::fixRegressiveTangents);
    for (ExtrapolationEditor *e : {m_pre, m_post}) {
        connect(e, &ExtrapolationEditor::editRefused, this, &InspectorWidget::showMessage);
        connect(e, &ExtrapolationEditor::edited, this, [this] { showMessage({}); });
    }
    connect(m_loop, &InnerLoopEditor::editRefused, this, &InspectorWidget::showMessage);
    connect(m_loop, &InnerLoopEditor::edited, this, [this] { showMessage({}); });
    connect(m_session, &EditorSession::currentChannelChanged, this, [this](std::optional<ChannelId> ch) {
        if (channel() != ch)
            setChannel(ch);
    });
    connect(m_session, &EditorSession::documentChanged, this, [this] {
        connectDocument();
        setChannel(m_session->currentChannel());
    });
    connect(m_session, &EditorSession::channelDisplayChanged, this, [this](ChannelId ch) {
        if (m_channel && ch == *m_channel)
            refresh();
    });
    connectDocument();
    refresh();
}

void InspectorWidget::connectDocument()
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = m_session->document();
    connect(m_document, &EditorDocument::channelChanged, this, [this](ChannelId ch, double, double) {
        if (m_channel && ch == *m_channel)
            refresh();
    });
}

void InspectorWidget::setChannel(std::optional<ChannelId> channel)
{
    if (channel && !m_session->document()->contains(*channel))
        channel.reset();
    m_channel = channel;
    m_pre->setChannel(channel);
    m_post->setChannel(channel);
    m_loop->setChannel(channel);
    showMessage({});
    refresh();
}

void InspectorWidget::refresh()
{
    const EditorDocument *doc = m_session->document();
    if (m_channel && !doc->contains(*m_channel))
        m_channel.reset();
    const AnimCurve *c = m_channel ? &doc->channel(*m_channel).curve : nullptr;
    // Panels edit hidden channels too; read-only and locked ones never.
    const bool editable = c && !doc->channel(*m_channel).readOnly && !m_session->display(*m_channel).locked;
    if (!c) {
        m_title->setText(tr("No channel selected."));
        m_curveType->setCurrentIndex(-1);
        m_regressive->clear();
    } else {
        const Channel &ch = doc->channel(*m_channel);
        QString title = QString::fromStdString(ch.path);
        if (const QString note = channelSourceNote(ch); !note.isEmpty())
            title += QLatin1Char('\n') + note;
        if (!ch.readOnly && m_session->display(*m_channel).locked)
            title += QLatin1Char('\n') + tr("Locked.");
        m_title->setText(title);
        m_curveType->setCurrentIndex(m_curveType->findData(int(c->spline().curveType())));
        const std::size_t n = regressiveSegments(c->spline()).size();
        m_regressive->setText(n == 0 ? tr("No regressive segments.")
                                     : tr("%n regressive segment(s).", nullptr, int(n)));
    }
    m_pre->refresh();
    m_post->refresh();
    m_loop->refresh();
    m_curveType->setEnabled(editable);
    m_fix->setEnabled(editable && c && hasRegressiveTangents(c->spline()));
}

AntiRegressionMode InspectorWidget::antiRegressionStrategy() const
{
    return AntiRegressionMode(m_strategy->currentData().toInt());
}

void InspectorWidget::setAntiRegressionStrategy(AntiRegressionMode mode)
{
    const int i = m_strategy->findData(int(mode));
    if (i >= 0)
        m_strategy->setCurrentIndex(i);
}

QString InspectorWidget::message() const
{
    return m_message->text();
}

void InspectorWidget::showMessage(const QString &text)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
    if (!text.isEmpty())
        emit editRefused(text);
}

void InspectorWidget::applyCurveType()
{
    if (!m_channel)
        return;
    const bool weighted = CurveType(m_curveType->currentData().toInt()) == CurveType::Bezier;
    const QString text = tr("Set Curve Type");
    const Status st = m_session->applyEdit(
        *m_channel, [weighted](AnimCurveFn &fn) { return fn.setIsWeighted(weighted); }, text);
    refresh();
    showMessage(st ? QString() : tr("%1 refused: %2").arg(text, coreMessageText(st)));
}

bool InspectorWidget::fixRegressiveTangents()
{
    if (!m_channel)
        return false;
    const AntiRegressionMode mode = antiRegressionStrategy();
    const QString text = tr("Fix Regressive Tangents");
    const Status st = m_session->applyEdit(
        *m_channel,
        [mode](AnimCurveFn &fn) {
            return fn.editSpline([mode](Spline &s) { return adjustRegressiveTangents(s, mode); });
        },
        text);
    refresh();
    showMessage(st ? QString() : tr("%1 refused: %2").arg(text, coreMessageText(st)));
    return st.isOk();
}

} // namespace knotline
