#include "app/dialogs/BakeExportDialog.h"

#include <QComboBox>
#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QVBoxLayout>

namespace knotline {

namespace {
QDoubleSpinBox *timeSpinBox(double value, QWidget *parent)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setRange(-1e7, 1e7);
    box->setDecimals(3);
    box->setValue(value);
    return box;
}
} // namespace

BakeExportDialog::BakeExportDialog(double start, double end, const QString &outputPath, QWidget *parent)
    : QDialog(parent)
    , m_path(new QLineEdit(outputPath, this))
    , m_start(timeSpinBox(start, this))
    , m_end(timeSpinBox(end, this))
    , m_stride(new QDoubleSpinBox(this))
    , m_target(new QComboBox(this))
    , m_buttons(new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this))
{
    setWindowTitle(tr("Export Baked Layer"));

    m_stride->setRange(0.001, 1e6);
    m_stride->setDecimals(3);
    m_stride->setValue(1.0);
    m_target->addItem(tr("Time samples (any USD reader)"), int(BakeTarget::Samples));
    m_target->addItem(tr("Interchange-safe splines"), int(BakeTarget::Interchange));

    auto *browseButton = new QPushButton(tr("Browse…"), this);
    connect(browseButton, &QPushButton::clicked, this, &BakeExportDialog::browse);
    auto *pathRow = new QHBoxLayout;
    pathRow->addWidget(m_path, 1);
    pathRow->addWidget(browseButton);

    auto *form = new QFormLayout;
    form->addRow(tr("Output file:"), pathRow);
    form->addRow(tr("Start frame:"), m_start);
    form->addRow(tr("End frame:"), m_end);
    form->addRow(tr("Stride (frames):"), m_stride);
    form->addRow(tr("Bake to:"), m_target);

    auto *note = new QLabel(
        tr("Every spline attribute of the root layer is baked, with the current edits. Time "
           "samples get extra samples before jumps; the error against the splines is "
           "reported afterwards."),
        this);
    note->setWordWrap(true);

    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(m_buttons);

    m_buttons->button(QDialogButtonBox::Ok)->setText(tr("Export"));
    connect(m_buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_path, &QLineEdit::textChanged, this, &BakeExportDialog::updateOkButton);
    connect(m_start, &QDoubleSpinBox::valueChanged, this, &BakeExportDialog::updateOkButton);
    connect(m_end, &QDoubleSpinBox::valueChanged, this, &BakeExportDialog::updateOkButton);
    updateOkButton();
}

BakeOptions BakeExportDialog::options() const
{
    BakeOptions options;
    options.target = BakeTarget(m_target->currentData().toInt());
    options.start = m_start->value();
    options.end = m_end->value();
    options.stride = m_stride->value();
    return options;
}

QString BakeExportDialog::outputPath() const
{
    return m_path->text().trimmed();
}

void BakeExportDialog::browse()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Export Baked Layer"), outputPath(),
                                                      tr("USD layers (*.usda)"));
    if (!path.isEmpty())
        m_path->setText(path);
}

void BakeExportDialog::updateOkButton()
{
    m_buttons->button(QDialogButtonBox::Ok)
        ->setEnabled(!outputPath().isEmpty() && m_start->value() <= m_end->value());
}

} // namespace knotline
