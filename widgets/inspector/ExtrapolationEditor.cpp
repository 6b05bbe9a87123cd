#include "widgets/inspector/ExtrapolationEditor.h"

#include "core/animcurve/AnimCurveFn.h"
#include "widgets/inspector/NumberField.h"
#include "widgets/messages/CoreMessageText.h"
#include "widgets/models/NumberText.h"
#include "widgets/session/EditorSession.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLineEdit>

namespace knotline {

namespace {

using Choice = ExtrapolationEditor::Choice;

std::optional<InfinityType> mayaTypeOf(Choice c)
{
    switch (c) {
    case Choice::Held: return InfinityType::Constant;
    case Choice::MayaLinear: return InfinityType::Linear;
    case Choice::Cycle: return InfinityType::Cycle;
    case Choice::CycleRelative: return InfinityType::CycleRelative;
    case Choice::Oscillate: return InfinityType::Oscillate;
    default: return std::nullopt;
    }
}

ExtrapolationMode tsModeOf(Choice c)
{
    switch (c) {
    case Choice::Held: return ExtrapolationMode::Held;
    case Choice::MayaLinear: return ExtrapolationMode::Sloped;
    case Choice::Cycle: return ExtrapolationMode::LoopReset;
    case Choice::CycleRelative: return ExtrapolationMode::LoopRepeat;
    case Choice::Oscillate: return ExtrapolationMode::LoopOscillate;
    case Choice::ValueBlock: return ExtrapolationMode::ValueBlock;
    case Choice::TsLinear: return ExtrapolationMode::Linear;
    case Choice::Sloped: return ExtrapolationMode::Sloped;
    }
    return ExtrapolationMode::Held;
}

bool isLoopChoice(Choice c)
{
    return c == Choice::Cycle || c == Choice::CycleRelative || c == Choice::Oscillate;
}

} // namespace

ExtrapolationEditor::ExtrapolationEditor(EditorSession *session, Side side, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_side(side)
    , m_mode(new QComboBox(this))
    , m_slope(newNumberEdit(this))
    , m_hasBoundary(new QCheckBox(tr("Loop boundary"), this))
    , m_boundary(newNumberEdit(this))
{
    m_mode->addItem(tr("Held (constant)"), int(Choice::Held));
    m_mode->addItem(tr("Linear along end tangent"), int(Choice::MayaLinear));
    m_mode->addItem(tr("Cycle (loop reset)"), int(Choice::Cycle));
    m_mode->addItem(tr("Cycle with offset (loop repeat)"), int(Choice::CycleRelative));
    m_mode->addItem(tr("Oscillate"), int(Choice::Oscillate));
    m_mode->addItem(tr("Value block (Ts)"), int(Choice::ValueBlock));
    m_mode->addItem(tr("Linear from segment (Ts)"), int(Choice::TsLinear));
    m_mode->addItem(tr("Sloped (Ts)"), int(Choice::Sloped));
    m_slope->setToolTip(tr("Slope in value units per time code"));
    m_boundary->setPlaceholderText(tr("whole key range"));
    m_boundary->setToolTip(side == Side::Pre
                               ? tr("Time of the key that ends the looped region (from the first key)")
                               : tr("Time of the key that starts the looped region (to the last key)"));

    auto *form = new QFormLayout(this);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("Mode"), m_mode);
    form->addRow(tr("Slope"), m_slope);
    // The check box in the label column: the row is no wider than the others.
    form->addRow(m_hasBoundary, m_boundary);
    // The mode list may be narrower than its longest entry (German ones are long): the
    // inspector then fits its dock instead of being cut at the right edge.
    m_mode->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_mode->setMinimumContentsLength(8);

    connect(m_mode, &QComboBox::activated, this, &ExtrapolationEditor::apply);
    connect(m_slope, &QLineEdit::editingFinished, this, &ExtrapolationEditor::apply);
    connect(m_hasBoundary, &QCheckBox::clicked, this, &ExtrapolationEditor::apply);
    connect(m_boundary, &QLineEdit::editingFinished, this, &ExtrapolationEditor::apply);
    refresh();
}

void ExtrapolationEditor::setChannel(std::optional<ChannelId> channel)
{
    m_channel = channel;
    refresh();
}

const AnimCurve *ExtrapolationEditor::curve() const
{
    return m_session->document()->curveOf(m_channel);
}

ExtrapolationEditor::Choice ExtrapolationEditor::choiceOf(const AnimCurve &curve, Side side)
{
    const bool pre = side == Side::Pre;
    if (!(pre ? curve.isPreExtrapolationTsAuthored() : curve.isPostExtrapolationTsAuthored())) {
        switch (pre ? curve.preInfinityType() : curve.postInfinityType()) {
        case InfinityType::Constant: return Choice::Held;
        case InfinityType::Linear: return Choice::MayaLinear;
        case InfinityType::Cycle: return Choice::Cycle;
        case InfinityType::CycleRelative: return Choice::CycleRelative;
        case InfinityType::Oscillate: return Choice::Oscillate;
        }
    }
    const Extrapolation &e = pre ? curve.spline().preExtrapolation() : curve.spline().postExtrapolation();
    switch (e.mode) {
    case ExtrapolationMode::ValueBlock: return Choice::ValueBlock;
    case ExtrapolationMode::Held: return Choice::Held;
    case ExtrapolationMode::Linear: return Choice::TsLinear;
    case ExtrapolationMode::Sloped: return Choice::Sloped;
    case ExtrapolationMode::LoopRepeat: return Choice::CycleRelative;
    case ExtrapolationMode::LoopReset: return Choice::Cycle;
    case ExtrapolationMode::LoopOscillate: return Choice::Oscillate;
    }
    return Choice::Held;
}

void ExtrapolationEditor::refresh()
{
    m_refreshing = true;
    const AnimCurve *c = curve();
    // Panels edit hidden channels too; read-only and locked ones never.
    const bool editable = c && !m_session->document()->channel(*m_channel).readOnly
        && !m_session->display(*m_channel).locked;
    if (!c) {
        m_mode->setCurrentIndex(-1);
        clearNumber(m_slope);
        m_hasBoundary->setChecked(false);
        clearNumber(m_boundary);
    } else {
        const Choice choice = choiceOf(*c, m_side);
        const Extrapolation &e = m_side == Side::Pre ? c->spline().preExtrapolation()
                                                     : c->spline().postExtrapolation();
        m_mode->setCurrentIndex(m_mode->findData(int(choice)));
        if (e.mode == ExtrapolationMode::Sloped)
            showNumber(m_slope, e.slope);
        else
            clearNumber(m_slope);
        m_hasBoundary->setChecked(e.loopBoundary.has_value());
        if (e.loopBoundary)
            showNumber(m_boundary, *e.loopBoundary);
        else
            clearNumber(m_boundary);
    }
    const Choice shown = Choice(m_mode->currentData().toInt());
    m_mode->setEnabled(editable);
    m_slope->setEnabled(editable && shown == Choice::Sloped);
    m_hasBoundary->setEnabled(editable && isLoopChoice(shown));
    m_boundary->setEnabled(editable && isLoopChoice(shown) && m_hasBoundary->isChecked());
    m_refreshing = false;
}

void ExtrapolationEditor::apply()
{
    const AnimCurve *c = curve();
    if (m_refreshing || !c || m_mode->currentIndex() < 0)
        return;
    const bool pre = m_side == Side::Pre;
    const Choice choice = Choice(m_mode->currentData().toInt());
    const Extrapolation &current = pre ? c->spline().preExtrapolation() : c->spline().postExtrapolation();

    // The state the controls ask for.
    const QString text = pre ? tr("Set Pre-Extrapolation") : tr("Set Post-Extrapolation");
    // A typed slope or boundary that cannot be drawn is refused with a message (the key
    // table's rule, EditNumber.h); the field keeps the text so that it can be corrected.
    const auto refuseField = [&](const EditNumber &n) { emit editRefused(tr("%1 refused: %2").arg(text, n.refusal)); };
    Extrapolation wanted;
    wanted.mode = tsModeOf(choice);
    if (choice == Choice::Sloped) {
        if (m_slope->text().trimmed().isEmpty()) {
            wanted.slope = current.mode == ExtrapolationMode::Sloped ? current.slope : 0.0;
        } else {
            const EditNumber slope = readEditNumber(m_slope);
            if (!slope.isOk())
                return refuseField(slope);
            wanted.slope = *slope.value;
        }
    }
    if (isLoopChoice(choice) && m_hasBoundary->isChecked()) {
        if (m_boundary->text().trimmed().isEmpty()) {
            // Checked without a time yet: offer the end key's time and wait for the user.
            if (c->numKeys() > 0) {
                m_boundary->setEnabled(true);
                showNumber(m_boundary, pre ? c->keyTime(0) : c->keyTime(c->numKeys() - 1));
                m_boundary->setFocus();
                m_boundary->selectAll();
            }
            return;
        }
        const EditNumber boundary = readEditNumber(m_boundary);
        if (!boundary.isOk())
            return refuseField(boundary);
        wanted.loopBoundary = boundary.value;
    }
    if (choice == choiceOf(*c, m_side) && (choice == Choice::MayaLinear || wanted == current)) {
        refresh();
        return; // nothing to change
    }

    EditorDocument::CurveEdit edit;
    const std::optional<InfinityType> maya = mayaTypeOf(choice);
    if (maya && !wanted.loopBoundary) {
        edit = [pre, type = *maya](AnimCurveFn &fn) {
            return pre ? fn.setPreInfinityType(type) : fn.setPostInfinityType(type);
        };
    } else {
        edit = [pre, wanted](AnimCurveFn &fn) {
            return fn.editSpline([&](Spline &s) {
                return pre ? s.setPreExtrapolation(wanted) : s.setPostExtrapolation(wanted);
            });
        };
    }
    const Status st = m_session->applyEdit(*m_channel, edit, text);
    refresh();
    if (!st)
        emit editRefused(tr("%1 refused: %2").arg(text, coreMessageText(st)));
    else
        emit edited();
}

} // namespace knotline
