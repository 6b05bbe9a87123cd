#include "widgets/inspector/InnerLoopEditor.h"

#include "core/animcurve/AnimCurveFn.h"
#include "widgets/inspector/NumberField.h"
#include "widgets/messages/CoreMessageText.h"
#include "widgets/models/NumberText.h"
#include "widgets/session/EditorSession.h"

#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSpinBox>

namespace knotline {

namespace {

QSpinBox *countSpin(QWidget *parent)
{
    auto *spin = new QSpinBox(parent);
    spin->setRange(0, 100000);
    return spin;
}

} // namespace

InnerLoopEditor::InnerLoopEditor(EditorSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_start(newNumberEdit(this))
    , m_end(newNumberEdit(this))
    , m_pre(countSpin(this))
    , m_post(countSpin(this))
    , m_offset(newNumberEdit(this))
    , m_apply(new QPushButton(tr("Apply"), this))
    , m_remove(new QPushButton(tr("Remove"), this))
    , m_state(new QLabel(this))
{
    m_start->setToolTip(tr("Prototype start (time code); a key must be there for the loop to apply"));
    m_end->setToolTip(tr("Prototype end (time code, after the start)"));
    m_offset->setToolTip(tr("Value added to each copy after the prototype (subtracted before it)"));
    m_state->setWordWrap(true);
    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Prototype start"), m_start);
    form->addRow(tr("Prototype end"), m_end);
    form->addRow(tr("Copies before"), m_pre);
    form->addRow(tr("Copies after"), m_post);
    form->addRow(tr("Value offset"), m_offset);
    auto *buttons = new QHBoxLayout;
    buttons->addStretch(1);
    buttons->addWidget(m_remove);
    buttons->addWidget(m_apply);
    form->addRow(buttons);
    form->addRow(m_state);
    connect(m_apply, &QPushButton::clicked, this, &InnerLoopEditor::applyFields);
    connect(m_remove, &QPushButton::clicked, this, &InnerLoopEditor::removeLoop);
    refresh();
}

void InnerLoopEditor::setChannel(std::optional<ChannelId> channel)
{
    m_channel = channel;
    refresh();
}

const AnimCurve *InnerLoopEditor::curve() const
{
    return m_session->document()->curveOf(m_channel);
}

void InnerLoopEditor::refresh()
{
    const AnimCurve *c = curve();
    // Panels edit hidden channels too; read-only and locked ones never.
    const bool editable = c && !m_session->document()->channel(*m_channel).readOnly
        && !m_session->display(*m_channel).locked;
    for (QWidget *w : std::initializer_list<QWidget *>{m_start, m_end, m_pre, m_post, m_offset, m_apply})
        w->setEnabled(editable);
    if (!c) {
        for (QLineEdit *e : {m_start, m_end, m_offset})
            clearNumber(e);
        m_pre->setValue(0);
        m_post->setValue(0);
        m_remove->setEnabled(false);
        m_state->clear();
        return;
    }
    const Spline &s = c->spline();
    const LoopParams &p = s.innerLoopParams();
    const bool authored = !p.isDefault();
    if (authored) {
        showNumber(m_start, p.protoStart);
        showNumber(m_end, p.protoEnd);
    } else if (c->numKeys() >= 2) {
        showNumber(m_start, c->keyTime(0));
        showNumber(m_end, c->keyTime(c->numKeys() - 1));
    } else {
        clearNumber(m_start);
        clearNumber(m_end);
    }
    m_pre->setValue(p.numPreLoops);
    m_post->setValue(p.numPostLoops);
    showNumber(m_offset, p.valueOffset);
    m_remove->setEnabled(editable && authored);
    if (!authored)
        m_state->setText(tr("No inner loop."));
    else if (s.hasInnerLoops())
        m_state->setText(tr("Inner loop active: %1 to %2.")
                             .arg(formatDisplayNumber(p.loopedStart()), formatDisplayNumber(p.loopedEnd())));
    else
        m_state->setText(tr("Inner loop authored but inactive (it needs a key at the prototype start and at least one copy)."));
}

void InnerLoopEditor::applyFields()
{
    if (!curve())
        return;
    const QString text = tr("Set Inner Loop");
    // Each field by the key table's rule (EditNumber.h); an empty offset means none. The
    // first field refused is named, keeps its text and gets the focus.
    const EditNumber start = readEditNumber(m_start);
    const EditNumber end = readEditNumber(m_end);
    const EditNumber offset = m_offset->text().trimmed().isEmpty() ? checkEditNumber(0.0, QString())
                                                                   : readEditNumber(m_offset);
    for (const auto &[field, n, name] : {std::tuple{m_start, &start, tr("start")}, std::tuple{m_end, &end, tr("end")},
                                         std::tuple{m_offset, &offset, tr("value offset")}}) {
        if (n->isOk())
            continue;
        emit editRefused(tr("%1 refused (%2): %3").arg(text, name, n->refusal));
        field->setFocus();
        field->selectAll();
        return;
    }
    LoopParams p;
    p.protoStart = *start.value;
    p.protoEnd = *end.value;
    p.numPreLoops = m_pre->value();
    p.numPostLoops = m_post->value();
    p.valueOffset = *offset.value;
    const Status st = m_session->applyEdit(
        *m_channel,
        [p](AnimCurveFn &fn) { return fn.editSpline([&](Spline &s) { return s.setInnerLoopParams(p); }); },
        text);
    refresh();
    if (!st)
        emit editRefused(tr("%1 refused: %2").arg(text, coreMessageText(st)));
    else
        emit edited();
}

void InnerLoopEditor::removeLoop()
{
    if (!curve())
        return;
    const QString text = tr("Remove Inner Loop");
    const Status st = m_session->applyEdit(
        *m_channel,
        [](AnimCurveFn &fn) { return fn.editSpline([](Spline &s) { return s.setInnerLoopParams(LoopParams{}); }); },
        text);
    refresh();
    if (!st)
        emit editRefused(tr("%1 refused: %2").arg(text, coreMessageText(st)));
    else
        emit edited();
}

} // namespace knotline
