#pragma once
// The File menu: New, Open…, Open Recent, Save, Save As…, Export Baked Layer…, Quit.
// Actions carry object names ("actionNew", "actionOpen", "actionSave", "actionSaveAs",
// "actionExportBaked", "actionQuit") so tests can find them.

#include <QObject>

class QAction;
class QMenu;
class QMenuBar;

namespace knotline {

class MainWindow;

class FileActions : public QObject {
    Q_OBJECT

public:
    FileActions(MainWindow *window, QMenuBar *menuBar);

    /// Enables Save / Export for the current document.
    void updateEnabled();

private:
    void showOpenDialog();
    void showExportDialog();
    void fillRecentMenu();

    MainWindow *m_window;
    QMenu *m_recentMenu;
    QAction *m_save;
    QAction *m_saveAs;
    QAction *m_export;
};

} // namespace knotline
