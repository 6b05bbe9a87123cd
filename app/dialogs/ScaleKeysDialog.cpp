#include "app/dialogs/ScaleKeysDialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QVBoxLayout>

namespace knotline {

ScaleKeysDialog::ScaleKeysDialog(QWidget *parent)
    : QDialog(parent)
    , m_timeScale(numberField("scaleTime", 1.0))
    , m_valueScale(numberField("scaleValue", 1.0))
    , m_pivot(new QComboBox(this))
    , m_timePivot(numberField("scaleTimePivotValue", 0.0))
    , m_valuePivot(numberField("scaleValuePivot", 0.0))
    , m_ripple(new QCheckBox(tr("&Ripple: move the later keys along"), this))
    , m_preview(new QCheckBox(tr("&Preview"), this))
    , m_summary(new QLabel(this))
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
    m_preview->setObjectName(QStringLiteral("scalePreview"));
    m_preview->setChecked(true);
    m_summary->setObjectName(QStringLiteral("scaleSummary"));
    m_summary->setWordWrap(true);
    connect(m_ripple, &QCheckBox::toggled, this, &ScaleKeysDialog::parametersChanged);
    connect(m_preview, &QCheckBox::toggled, this, &ScaleKeysDialog::parametersChanged);

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
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(note);
    layout->addLayout(form);
    layout->addWidget(m_ripple);
    layout->addWidget(m_preview);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);
}

QDoubleSpinBox *ScaleKeysDialog::numberField(const char *objectName, double value)
{
    auto *box = new QDoubleSpinBox(this);
    box->setObjectName(QLatin1String(objectName));
    box->setDecimals(4);
    box->setRange(-1e6, 1e6);
    box->setValue(value);
    connect(box, &QDoubleSpinBox::valueChanged, this, &ScaleKeysDialog::parametersChanged);
    return box;
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

bool ScaleKeysDialog::previewOn() const
{
    return m_preview->isChecked();
}

void ScaleKeysDialog::setSummary(const QString &text, bool isError)
{
    m_summary->setText(text);
    m_summary->setStyleSheet(isError ? QStringLiteral("color: #e53935;") : QString());
}

} // namespace knotline
