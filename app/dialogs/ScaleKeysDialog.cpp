#include "app/dialogs/ScaleKeysDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace knotline {

ScaleKeysDialog::ScaleKeysDialog(QWidget *parent)
    : PreviewDialog("scale", parent)
    , m_timeScale(numberField("scaleTime", 1.0, -1e6, 4))
    , m_valueScale(numberField("scaleValue", 1.0, -1e6, 4))
    , m_pivot(new QComboBox(this))
    , m_timePivot(numberField("scaleTimePivotValue", 0.0, -1e6, 4))
    , m_valuePivot(numberField("scaleValuePivot", 0.0, -1e6, 4))
    , m_ripple(new QCheckBox(tr("&Ripple: move the later keys along"), this))
{
    setWindowTitle(tr("Scale Keys"));
    m_pivot->setObjectName(QStringLiteral("scaleTimePivot"));
    m_pivot->addItem(tr("Current time"), int(TimePivotChoice::CurrentTime));
    m_pivot->addItem(tr("Start of the selection"), int(TimePivotChoice::SelectionStart));
    m_pivot->addItem(tr("Frame:"), int(TimePivotChoice::Typed));
    m_timePivot->setEnabled(false);
    connect(m_pivot, &QComboBox::currentIndexChanged, this, [this] {
        m_timePivot->setEnabled(pivotChoice() == TimePivotChoice::Typed);
        emit parametersChanged();
    });
    m_ripple->setObjectName(QStringLiteral("scaleRipple"));
    connect(m_ripple, &QCheckBox::toggled, this, &ScaleKeysDialog::parametersChanged);

    auto *note = new QLabel(tr("Scales the selected keys about the pivot. A negative time scale reverses them "
                               "(their tangents mirrored)."),
                            this);
    note->setWordWrap(true);
    auto *form = new QFormLayout;
    form->addRow(tr("Time scale:"), m_timeScale);
    form->addRow(tr("Value scale:"), m_valueScale);
    form->addRow(tr("Time pivot:"), m_pivot);
    form->addRow(QString(), m_timePivot);
    form->addRow(tr("Value pivot:"), m_valuePivot);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(note);
    layout->addLayout(form);
    layout->addWidget(m_ripple);
    addPreviewRows(layout);
}

KeyScaleParams ScaleKeysDialog::params() const
{
    KeyScaleParams p;
    p.timeScale = m_timeScale->value();
    p.valueScale = m_valueScale->value();
    p.timePivot = m_timePivot->value();
    p.valuePivot = m_valuePivot->value();
    p.ripple = m_ripple->isChecked();
    return p;
}

TimePivotChoice ScaleKeysDialog::pivotChoice() const
{
    return static_cast<TimePivotChoice>(m_pivot->currentData().toInt());
}

} // namespace knotline
