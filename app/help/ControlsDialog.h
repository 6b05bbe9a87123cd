#pragma once
// Help ▸ Keyboard and Mouse: the controls sheet (ControlsSheet.h), translated, in a
// non-modal window.

#include <QDialog>

class QTextBrowser;

namespace knotline {

class ControlsDialog : public QDialog {
    Q_OBJECT

public:
    explicit ControlsDialog(QWidget *parent = nullptr);

    /// The browser that shows the sheet (object name "controlsSheet").
    QTextBrowser *sheet() const { return m_sheet; }

private:
    QTextBrowser *m_sheet;
};

} // namespace knotline
