#include "app/actions/FileActions.h"

#include "app/MainWindow.h"
#include "app/RecentFiles.h"
#include "app/actions/ActionHelpers.h"
#include "app/actions/TimelineFileActions.h"
#include "app/dialogs/BakeExportDialog.h"
#include "app/edits/BakedLayerExport.h"
#include "widgets/messages/CoreMessageText.h"
#include "widgets/session/EditorSession.h"

#include <QAction>
#include <QDir>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QPushButton>

#include <cmath>

namespace knotline {

namespace {
QAction *makeAction(QMenu *menu, const QString &text, const char *name,
                    const QKeySequence &shortcut = {})
{
    return addMenuAction(menu, text, name,
                         shortcut.isEmpty() ? QList<QKeySequence>{} : QList<QKeySequence>{shortcut});
}
} // namespace

FileActions::FileActions(MainWindow *window, QMenuBar *menuBar)
    : QObject(window)
    , m_window(window)
{
    QMenu *menu = menuBar->addMenu(tr("&File"));
    menu->setObjectName(QStringLiteral("menuFile"));

    QAction *newAction = makeAction(menu, tr("&New"), "actionNew", QKeySequence::New);
    connect(newAction, &QAction::triggered, m_window, &MainWindow::newDocument);
    auto *timeline = new TimelineFileActions(m_window);
    timeline->addNewAction(menu);

    QAction *open = makeAction(menu, tr("&Open…"), "actionOpen", QKeySequence::Open);
    connect(open, &QAction::triggered, this, &FileActions::showOpenDialog);

    m_recentMenu = menu->addMenu(tr("Open &Recent"));
    m_recentMenu->setObjectName(QStringLiteral("menuRecent"));
    connect(m_window->recentFiles(), &RecentFiles::changed, this, &FileActions::fillRecentMenu);
    fillRecentMenu();

    QAction *sample = makeAction(menu, tr("Open Sa&mple Scene"), "actionOpenSample");
    connect(sample, &QAction::triggered, m_window, &MainWindow::openSampleScene);
    timeline->addSampleAction(menu);
    menu->addSeparator();
    timeline->addImportAction(menu);
    timeline->addExportAction(menu);
    timeline->addMapAction(menu);

    menu->addSeparator();
    m_save = makeAction(menu, tr("&Save"), "actionSave", QKeySequence::Save);
    connect(m_save, &QAction::triggered, m_window, &MainWindow::save);
    // Explicit keys where some platforms define no standard binding (Linux desktops without
    // a platform theme have none for Save As and Quit).
    m_saveAs = makeAction(menu, tr("Save &As…"), "actionSaveAs",
                          QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_S));
    connect(m_saveAs, &QAction::triggered, m_window, &MainWindow::saveAs);
    m_export = makeAction(menu, tr("&Export Baked Layer…"), "actionExportBaked",
                          QKeySequence(Qt::CTRL | Qt::Key_E));
    m_export->setStatusTip(tr("Write the splines as time samples or interchange-safe splines "
                              "to a new usda file"));
    connect(m_export, &QAction::triggered, this, &FileActions::showExportDialog);

    menu->addSeparator();
    QAction *quit = makeAction(menu, tr("&Quit"), "actionQuit", QKeySequence(Qt::CTRL | Qt::Key_Q));
    quit->setMenuRole(QAction::QuitRole);
    connect(quit, &QAction::triggered, m_window, &QWidget::close);

    const auto follow = [this] {
        // A new document gets Save once a curve is added (and loses it when undone).
        const EditorDocument *doc = m_window->session()->document();
        connect(doc, &EditorDocument::channelInserted, this, &FileActions::updateEnabled, Qt::UniqueConnection);
        connect(doc, &EditorDocument::channelRemoved, this, &FileActions::updateEnabled, Qt::UniqueConnection);
        updateEnabled();
    };
    connect(m_window->session(), &EditorSession::documentChanged, this, follow);
    follow();
}

void FileActions::updateEnabled()
{
    const EditorDocument *doc = m_window->session()->document();
    const bool hasContent = doc->channelCount() > 0 || !doc->filePath().isEmpty() || doc->timeline();
    m_save->setEnabled(hasContent);
    m_saveAs->setEnabled(hasContent);
    m_export->setEnabled(canExportBaked(*doc));
}

void FileActions::showOpenDialog()
{
    const QString current = m_window->session()->document()->filePath();
    const QString dir = current.isEmpty() || current.startsWith(QLatin1Char(':'))
        ? QString()
        : QFileInfo(current).absolutePath();
    const QString path = QFileDialog::getOpenFileName(
        m_window, tr("Open Animation"), dir,
        tr("Animation files (*.usda *.usd *.sdf *.anim *.json *.otio);;USD layers (*.usda *.usd *.sdf);;Maya anim files "
           "(*.anim);;Compiled timelines (*.json);;OpenTimelineIO (*.otio);;All files (*)"));
    if (!path.isEmpty())
        m_window->openFile(path);
}

void FileActions::fillRecentMenu()
{
    m_recentMenu->clear();
    const QStringList paths = m_window->recentFiles()->paths();
    for (int i = 0; i < paths.size(); ++i) {
        const QString &path = paths[i];
        QAction *action = m_recentMenu->addAction(
            tr("&%1 %2").arg(i + 1).arg(QDir::toNativeSeparators(path)));
        connect(action, &QAction::triggered, m_window, [this, path] { m_window->openFile(path); });
    }
    if (!paths.isEmpty())
        m_recentMenu->addSeparator();
    QAction *clear = m_recentMenu->addAction(tr("&Clear List"));
    clear->setObjectName(QStringLiteral("actionClearRecent"));
    clear->setEnabled(!paths.isEmpty());
    connect(clear, &QAction::triggered, m_window->recentFiles(), &RecentFiles::clear);
}

void FileActions::showExportDialog()
{
    const EditorDocument *doc = m_window->session()->document();
    if (!canExportBaked(*doc)) {
        m_window->report(Status::error(MessageId::NotBakeExportable), QString());
        return;
    }
    QString suggested = doc->filePath();
    if (suggested.startsWith(QLatin1Char(':')))
        suggested = QDir::home().filePath(QFileInfo(suggested).fileName());
    const QFileInfo info(suggested);
    suggested = info.dir().filePath(info.completeBaseName() + QStringLiteral("_baked.usda"));

    BakeExportDialog dialog(doc->startTimeCode(), doc->endTimeCode(), suggested, m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const Result<BakeReport> report = exportBakedLayer(*doc, dialog.options(), dialog.outputPath());
    if (!report) {
        m_window->showError(tr("Export failed"), coreMessageText(report.status()));
        return;
    }
    const BakeReport &r = report.value();
    const QString done = bakeReportText(r, QFileInfo(dialog.outputPath()).fileName());
    m_window->report(Status::ok(), done);
    if (r.maxErrorPath.empty() || r.maxError == 0.0)
        return;
    // Offer to go to the largest error (the curve current, the time there).
    auto *box = new QMessageBox(QMessageBox::Information, tr("Export Baked Layer"), done, QMessageBox::Close, m_window);
    box->setObjectName(QStringLiteral("bakeErrorMessageBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    QPushButton *show = box->addButton(tr("Show Largest Error"), QMessageBox::AcceptRole);
    connect(show, &QPushButton::clicked, m_window,
            [this, r] { showLargestBakeError(*m_window->session(), r); });
    box->open();
}

} // namespace knotline
