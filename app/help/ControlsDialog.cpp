#include "app/help/ControlsDialog.h"

#include "app/help/ControlsSheet.h"

#include <QDialogButtonBox>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace knotline {

ControlsDialog::ControlsDialog(CanvasKeymap keymap, QWidget *parent)
    : QDialog(parent)
    , m_sheet(new QTextBrowser(this))
{
    setObjectName(QStringLiteral("controlsDialog"));
    setWindowTitle(tr("Keyboard and Mouse"));
    m_sheet->setObjectName(QStringLiteral("controlsSheet"));
    m_sheet->setOpenLinks(false);
    setKeymap(keymap);
    auto *buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto *layout = new QVBoxLayout(this);
    layout->addWidget(m_sheet);
    layout->addWidget(buttons);
    resize(640, 560);
}

void ControlsDialog::setKeymap(CanvasKeymap keymap)
{
    m_sheet->setHtml(controlsHtml(keymap));
}

} // namespace knotline
