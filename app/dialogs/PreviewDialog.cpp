#include "app/dialogs/PreviewDialog.h"

#include <QCheckBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QLabel>
#include <QVBoxLayout>

namespace knotline {

PreviewDialog::PreviewDialog(const char *objectNamePrefix, QWidget *parent)
    : QDialog(parent)
    , m_preview(new QCheckBox(tr("&Preview"), this))
    , m_summary(new QLabel(this))
{
    const QString prefix = QLatin1String(objectNamePrefix);
    m_preview->setObjectName(prefix + QStringLiteral("Preview"));
    m_preview->setChecked(true);
    connect(m_preview, &QCheckBox::toggled, this, &PreviewDialog::parametersChanged);
    m_summary->setObjectName(prefix + QStringLiteral("Summary"));
    m_summary->setWordWrap(true);
}

void PreviewDialog::addPreviewRows(QVBoxLayout *layout)
{
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    layout->addWidget(m_preview);
    layout->addWidget(m_summary);
    layout->addWidget(buttons);
}

QDoubleSpinBox *PreviewDialog::numberField(const char *objectName, double value, double minimum, int decimals)
{
    auto *box = new QDoubleSpinBox(this);
    box->setObjectName(QLatin1String(objectName));
    box->setDecimals(decimals);
    box->setRange(minimum, 1e6);
    box->setValue(value);
    connect(box, &QDoubleSpinBox::valueChanged, this, &PreviewDialog::parametersChanged);
    return box;
}

bool PreviewDialog::previewOn() const
{
    return m_preview->isChecked();
}

void PreviewDialog::setSummary(const QString &text, bool isError)
{
    m_summary->setText(text);
    m_summary->setStyleSheet(isError ? QStringLiteral("color: #e53935;") : QString());
}

} // namespace knotline
