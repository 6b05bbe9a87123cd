#pragma once
// Help ▸ Keyboard and Mouse: the controls sheet (ControlsSheet.h) of the chosen keymap,
// translated, in a non-modal window.

#include "widgets/canvas/CanvasKeymap.h"

#include <QDialog>

class QTextBrowser;

namespace knotline {

class ControlsDialog : public QDialog {
    Q_OBJECT

public:
    explicit ControlsDialog(CanvasKeymap keymap, QWidget *parent = nullptr);

    /// Shows the entries of `keymap` (View ▸ Keymap changed while the window is open).
    void setKeymap(CanvasKeymap keymap);

    /// The browser that shows the sheet (object name "controlsSheet").
    QTextBrowser *sheet() const { return m_sheet; }

private:
    QTextBrowser *m_sheet;
};

} // namespace knotline
