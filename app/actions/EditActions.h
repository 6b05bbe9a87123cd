#pragma once
// The Edit menu: Undo and Redo (of the session's QUndoStack), Cut / Copy / Paste keys (the
// window's KeyClipboard; paste at the current time), Delete keys, Select All keys.
// Object names: "actionUndo", "actionRedo", "actionCut", "actionCopy", "actionPaste",
// "actionDelete", "actionSelectAll".

#include <QObject>

class QMenuBar;

namespace knotline {

class MainWindow;

class EditActions : public QObject {
    Q_OBJECT

public:
    EditActions(MainWindow *window, QMenuBar *menuBar);

private:
    MainWindow *m_window;
};

} // namespace knotline
