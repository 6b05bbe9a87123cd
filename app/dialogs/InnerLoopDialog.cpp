#include "app/dialogs/InnerLoopDialog.h"

#include <QDialogButtonBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QLabel>
#include <QSpinBox>
#include <QVBoxLayout>

namespace knotline {

namespace {
QDoubleSpinBox *numberBox(double value, QWidget *parent)
{
    auto *box = new QDoubleSpinBox(parent);
    box->setRange(-1e7, 1e7);
    box->setDecimals(3);
    box->setValue(value);
    return box;
}
QSpinBox *countBox(int value, QWidget *parent)
{
    auto *box = new QSpinBox(parent);
    box->setRange(0, 10000);
    box->setValue(value);
    return box;
}
} // namespace

InnerLoopDialog::InnerLoopDialog(const QString &channelName, const LoopParams &initial, QWidget *parent)
    : QDialog(parent)
    , m_start(numberBox(initial.protoStart, this))
    , m_end(numberBox(initial.protoEnd, this))
    , m_preLoops(countBox(initial.numPreLoops, this))
    , m_postLoops(countBox(initial.numPostLoops, this))
    , m_valueOffset(numberBox(initial.valueOffset, this))
{
    setWindowTitle(tr("Inner Loop"));
    auto *title = new QLabel(tr("Repeat a part of <b>%1</b> before and after itself.")
                                 .arg(channelName.toHtmlEscaped()),
                             this);
    title->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(tr("Prototype start frame:"), m_start);
    form->addRow(tr("Prototype end frame:"), m_end);
    form->addRow(tr("Loops before:"), m_preLoops);
    form->addRow(tr("Loops after:"), m_postLoops);
    form->addRow(tr("Value offset per loop:"), m_valueOffset);

    auto *note = new QLabel(tr("A key must sit at the prototype start. Keys inside the repeated "
                               "copies are kept but hidden while the loop is on."),
                            this);
    note->setWordWrap(true);

    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);

    auto *layout = new QVBoxLayout(this);
    layout->addWidget(title);
    layout->addLayout(form);
    layout->addWidget(note);
    layout->addWidget(buttons);
}

LoopParams InnerLoopDialog::params() const
{
    LoopParams p;
    p.protoStart = m_start->value();
    p.protoEnd = m_end->value();
    p.numPreLoops = m_preLoops->value();
    p.numPostLoops = m_postLoops->value();
    p.valueOffset = m_valueOffset->value();
    return p;
}

} // namespace knotline
