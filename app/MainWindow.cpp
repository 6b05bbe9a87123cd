#include "app/MainWindow.h"

#include "app/RecentFiles.h"
#include "app/actions/CurveActions.h"
#include "app/actions/EditActions.h"
#include "app/actions/FileActions.h"
#include "app/actions/KeyActions.h"
#include "app/actions/ViewActions.h"
#include "app/help/ControlsDialog.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/charts/VelocityChart.h"
#include "widgets/inspector/InspectorWidget.h"
#include "widgets/messages/CoreMessageText.h"
#include "widgets/models/ChannelTreeView.h"
#include "widgets/models/KnotTableView.h"
#include "widgets/session/EditorSession.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QScrollArea>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>
#include <QToolBar>
#include <QUndoView>

#include <cstdio>

namespace knotline {

namespace {
const char kGeometryKey[] = "mainWindow/geometry";
const char kStateKey[] = "mainWindow/state";
/// Bump when the dock set changes, so an old saved layout is not restored into it.
constexpr int kStateVersion = 1;
constexpr int kStatusTimeoutMs = 8000;
} // namespace

MainWindow::MainWindow(Mode mode, QWidget *parent)
    : QMainWindow(parent)
    , m_mode(mode)
    , m_session(new EditorSession(this))
    , m_canvas(new CurveCanvas(m_session, this))
    , m_recentFiles(new RecentFiles(this))
{
    setObjectName(QStringLiteral("mainWindow"));
    if (m_mode == Mode::Interactive) {
        QSettings settings;
        m_preferences = Preferences::load(settings);
    }
    setCentralWidget(m_canvas);
    setDockNestingEnabled(true);
    // The side docks run the full height; the bottom docks sit under the canvas only.
    setCorner(Qt::TopLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    createDocks();
    createTimeToolBar();

    m_fileActions = new FileActions(this, menuBar());
    m_editActions = new EditActions(this, menuBar());
    m_keyActions = new KeyActions(this, menuBar());
    m_curveActions = new CurveActions(this, menuBar());
    m_viewActions = new ViewActions(this, menuBar());
    QMenu *help = menuBar()->addMenu(tr("&Help"));
    help->setObjectName(QStringLiteral("menuHelp"));
    QAction *controls = help->addAction(tr("&Keyboard and Mouse"), this, &MainWindow::showControls);
    controls->setObjectName(QStringLiteral("actionKeyboardAndMouse"));
    controls->setShortcut(QKeySequence(Qt::Key_F1));
    controls->setStatusTip(tr("Show the mouse gestures and keys of the editor"));
    help->addSeparator();
    QAction *about = help->addAction(tr("&About Knotline"), this, [this] {
        QMessageBox::about(this, tr("About Knotline"),
                           tr("<h3>Knotline %1</h3><p>A spline and curve editor for animators, "
                              "following OpenUSD spline semantics.</p>")
                               .arg(QApplication::applicationVersion()));
    });
    about->setMenuRole(QAction::AboutRole);
    QAction *aboutQt = help->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQt->setMenuRole(QAction::AboutQtRole);

    connect(m_session, &EditorSession::documentChanged, this, &MainWindow::onDocumentChanged);
    connect(m_session, &EditorSession::undoRedoFailed, this, [this](const Status &status, bool undo) {
        const QString reason = coreMessageText(status);
        statusBar()->showMessage(undo ? tr("Undo failed: %1").arg(reason) : tr("Redo failed: %1").arg(reason),
                                 kStatusTimeoutMs);
        if (m_mode == Mode::Screenshot)
            std::fprintf(stderr, "knotline: %s\n", qPrintable(reason));
    });
    connect(m_canvas, &CurveCanvas::optionsChanged, this, [this](const CanvasOptions &o) {
        // The canvas may change its own options (e.g. a shortcut): keep the preferences in step.
        Preferences p = m_preferences;
        p.showTangents = o.showTangents;
        p.showExtrapolation = o.showExtrapolation;
        p.highlightRegression = o.highlightRegressive;
        p.snapping = o.snapping;
        if (p != m_preferences)
            setPreferences(p);
    });
    applyPreferencesToCanvas();
    onDocumentChanged();
    resize(1440, 900);
}

MainWindow::~MainWindow()
{
    // The views refer to the session, which was created first and would otherwise be
    // destroyed (as a child) before them: destroy the views first.
    for (QDockWidget *d : docks())
        delete d;
    delete takeCentralWidget();
    m_canvas = nullptr;
}

QString MainWindow::sampleScenePath()
{
    return QStringLiteral(":/samples/sample_scene.usda");
}

// ---- docks -------------------------------------------------------------------------

QDockWidget *MainWindow::addDock(const QString &objectName, const QString &title, QWidget *widget,
                                 Qt::DockWidgetArea area)
{
    auto *dock = new QDockWidget(title, this);
    dock->setObjectName(objectName);
    dock->setWidget(widget);
    addDockWidget(area, dock);
    return dock;
}

namespace {

/// `widget` in a frameless scroll area that resizes it to its width: a tall panel (the
/// inspector) scrolls instead of squeezing its rows when the dock is short.
QScrollArea *scrolled(QWidget *widget)
{
    auto *area = new QScrollArea(widget->parentWidget());
    area->setWidget(widget);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    return area;
}

} // namespace

void MainWindow::createDocks()
{
    auto *channels = m_channelTree = new ChannelTreeView(m_session, this);
    auto *knots = m_knotTable = new KnotTableView(m_session, this);
    auto *inspector = m_inspector = new InspectorWidget(m_session, this);
    auto *velocity = m_velocity = new VelocityChart(m_session, this);
    auto *undoView = new QUndoView(m_session->undoStack(), this);
    undoView->setEmptyLabel(tr("<opened>"));

    auto *timeline = new QLabel(
        tr("The timeline (clips and tracks) is not part of this version yet. It will appear "
           "here."),
        this);
    timeline->setObjectName(QStringLiteral("timelinePlaceholder"));
    timeline->setWordWrap(true);
    timeline->setAlignment(Qt::AlignCenter);
    timeline->setEnabled(false);
    timeline->setMargin(8);

    QDockWidget *channelsDock = addDock(QStringLiteral("channelsDock"), tr("Channels"), channels,
                                        Qt::LeftDockWidgetArea);
    QDockWidget *undoDock = addDock(QStringLiteral("undoHistoryDock"), tr("Undo History"), undoView,
                                    Qt::LeftDockWidgetArea);
    splitDockWidget(channelsDock, undoDock, Qt::Vertical);
    QDockWidget *inspectorDock = addDock(QStringLiteral("inspectorDock"), tr("Inspector"), scrolled(inspector),
                                         Qt::RightDockWidgetArea);
    QDockWidget *knotsDock = addDock(QStringLiteral("knotTableDock"), tr("Keys"), knots,
                                     Qt::BottomDockWidgetArea);
    QDockWidget *velocityDock = addDock(QStringLiteral("velocityDock"), tr("Velocity"), velocity,
                                        Qt::BottomDockWidgetArea);
    QDockWidget *timelineDock = addDock(QStringLiteral("timelineDock"), tr("Timeline"), timeline,
                                        Qt::BottomDockWidgetArea);
    splitDockWidget(knotsDock, velocityDock, Qt::Horizontal);
    tabifyDockWidget(velocityDock, timelineDock);
    velocityDock->raise();
    resizeDocks({channelsDock, undoDock}, {3, 1}, Qt::Vertical);
    resizeDocks({channelsDock, inspectorDock}, {300, 300}, Qt::Horizontal);
    resizeDocks({knotsDock}, {230}, Qt::Vertical);
    resizeDocks({knotsDock, velocityDock}, {3, 2}, Qt::Horizontal);

    // The current channel and the visible time range live in the session: the views set
    // them and follow them themselves (the canvas drives the time range, the velocity chart
    // follows it). The canvas' hover text goes to the status bar's permanent label.
    m_hoverLabel = new QLabel(this);
    m_hoverLabel->setObjectName(QStringLiteral("hoverLabel"));
    statusBar()->addPermanentWidget(m_hoverLabel);
    connect(m_canvas, &CurveCanvas::hoverInfoChanged, m_hoverLabel, &QLabel::setText);
    connect(knots, &KnotTableView::editRefused, this,
            [this](const QString &reason) { statusBar()->showMessage(reason, kStatusTimeoutMs); });
    connect(inspector, &InspectorWidget::editRefused, this,
            [this](const QString &reason) { statusBar()->showMessage(reason, kStatusTimeoutMs); });
}

std::optional<ChannelId> MainWindow::currentChannel() const
{
    return m_session->currentChannel();
}

void MainWindow::setCurrentChannel(std::optional<ChannelId> channel)
{
    m_session->setCurrentChannel(channel);
}

QDockWidget *MainWindow::dock(const QString &objectName) const
{
    return findChild<QDockWidget *>(objectName, Qt::FindDirectChildrenOnly);
}

QList<QDockWidget *> MainWindow::docks() const
{
    return findChildren<QDockWidget *>(QString(), Qt::FindDirectChildrenOnly);
}

void MainWindow::createTimeToolBar()
{
    QToolBar *bar = addToolBar(tr("Time"));
    bar->setObjectName(QStringLiteral("timeToolBar"));
    bar->setMovable(false);
    bar->addWidget(new QLabel(tr("Current frame: "), bar));
    m_timeBox = new QDoubleSpinBox(bar);
    m_timeBox->setObjectName(QStringLiteral("currentTimeBox"));
    m_timeBox->setRange(-1e6, 1e6);
    m_timeBox->setDecimals(2);
    m_timeBox->setToolTip(tr("Keys are set and pasted at the current frame"));
    m_timeBox->setValue(m_session->currentTime());
    bar->addWidget(m_timeBox);
    connect(m_timeBox, &QDoubleSpinBox::valueChanged, m_session, &EditorSession::setCurrentTime);
    connect(m_session, &EditorSession::currentTimeChanged, m_timeBox, [this](double time) {
        if (m_timeBox->value() != time)
            m_timeBox->setValue(time);
    });
}

// ---- documents ---------------------------------------------------------------------

bool MainWindow::openSampleScene()
{
    return openFile(sampleScenePath());
}

bool MainWindow::openFile(const QString &path)
{
    if (!maybeSave())
        return false;
    Result<std::unique_ptr<EditorDocument>> opened = EditorDocument::open(path);
    if (!opened) {
        showError(tr("Cannot open %1").arg(QFileInfo(path).fileName()), coreMessageText(opened.status()));
        if (!QFileInfo::exists(path))
            m_recentFiles->remove(QFileInfo(path).absoluteFilePath()); // gone: forget it
        return false;
    }
    const std::vector<std::string> problems = opened.value()->openProblems();
    m_session->setDocument(std::move(opened.value()));
    m_recentFiles->add(path);
    frameAll();
    if (!problems.empty()) {
        const QString first = coreMessageText(problems.front());
        statusBar()->showMessage(tr("Opened with %n warning(s); first: %1", nullptr, int(problems.size()))
                                     .arg(first),
                                 kStatusTimeoutMs);
        if (m_mode == Mode::Screenshot)
            for (const std::string &p : problems)
                std::fprintf(stderr, "knotline: warning: %s\n", p.c_str());
    } else {
        statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(path).fileName()), kStatusTimeoutMs);
    }
    return true;
}

bool MainWindow::newDocument()
{
    if (!maybeSave())
        return false;
    m_session->setDocument(EditorDocument::createEmpty());
    statusBar()->showMessage(tr("New empty document"), kStatusTimeoutMs);
    return true;
}

bool MainWindow::save()
{
    const QString path = m_session->document()->filePath();
    // No file yet, a resource, or a format that cannot be written in place (a legacy .sdf
    // layer is saved as .usda): ask where.
    if (path.isEmpty() || path.startsWith(QLatin1Char(':')) || !m_session->document()->canSaveTo(path))
        return saveAs();
    return saveTo(path);
}

bool MainWindow::saveAs()
{
    if (m_mode == Mode::Screenshot)
        return false;
    const EditorDocument *doc = m_session->document();
    const bool anim = doc->animFile() != nullptr;
    QString suggested = doc->filePath();
    if (suggested.isEmpty() || suggested.startsWith(QLatin1Char(':')))
        suggested = anim ? tr("untitled.anim") : QFileInfo(suggested).fileName();
    else if (!doc->canSaveTo(suggested)) // e.g. opened from .sdf: the same name as .usda
        suggested = QFileInfo(suggested).dir().filePath(QFileInfo(suggested).completeBaseName()
                                                        + (anim ? QStringLiteral(".anim") : QStringLiteral(".usda")));
    const QString filter = anim ? tr("Maya anim files (*.anim)") : tr("USD layers (*.usda)");
    const QString path = QFileDialog::getSaveFileName(this, tr("Save As"), suggested, filter);
    if (path.isEmpty())
        return false;
    return saveTo(path);
}

bool MainWindow::saveTo(const QString &path)
{
    const Status st = m_session->document()->saveAs(path);
    if (!st) {
        showError(tr("Cannot save %1").arg(QFileInfo(path).fileName()), coreMessageText(st));
        return false;
    }
    m_recentFiles->add(path);
    statusBar()->showMessage(tr("Saved %1").arg(QFileInfo(path).fileName()), kStatusTimeoutMs);
    return true;
}

bool MainWindow::maybeSave()
{
    if (m_mode == Mode::Screenshot || !m_session->document()->isModified())
        return true;
    const QMessageBox::StandardButton answer = QMessageBox::warning(
        this, tr("Unsaved Changes"),
        tr("%1 has unsaved changes. Save them first?").arg(windowTitle().section(QLatin1String("[*]"), 0, 0)),
        QMessageBox::Save | QMessageBox::Discard | QMessageBox::Cancel, QMessageBox::Save);
    if (answer == QMessageBox::Save)
        return save();
    return answer == QMessageBox::Discard;
}

void MainWindow::onDocumentChanged()
{
    EditorDocument *doc = m_session->document();
    connect(doc, &EditorDocument::modifiedChanged, this, &MainWindow::updateTitle, Qt::UniqueConnection);
    connect(doc, &EditorDocument::filePathChanged, this, &MainWindow::updateTitle, Qt::UniqueConnection);
    updateTitle();
}

void MainWindow::updateTitle()
{
    const EditorDocument *doc = m_session->document();
    const QString path = doc->filePath();
    QString name;
    if (path.isEmpty())
        name = tr("Untitled");
    else if (path == sampleScenePath())
        name = tr("Sample Scene");
    else
        name = QFileInfo(path).fileName();
    setWindowTitle(tr("%1[*] — Knotline").arg(name));
    setWindowModified(doc->isModified());
}

// ---- reporting ---------------------------------------------------------------------

bool MainWindow::report(const Status &status, const QString &done)
{
    if (status) {
        if (!done.isEmpty())
            statusBar()->showMessage(done, kStatusTimeoutMs);
        return true;
    }
    const QString reason = coreMessageText(status);
    statusBar()->showMessage(tr("Not done: %1").arg(reason), kStatusTimeoutMs);
    if (m_mode == Mode::Screenshot)
        std::fprintf(stderr, "knotline: %s\n", qPrintable(reason));
    return false;
}

void MainWindow::showError(const QString &title, const QString &message)
{
    statusBar()->showMessage(tr("%1: %2").arg(title, message), kStatusTimeoutMs);
    if (m_mode == Mode::Screenshot) {
        std::fprintf(stderr, "knotline: %s: %s\n", qPrintable(title), qPrintable(message));
        return;
    }
    auto *box = new QMessageBox(QMessageBox::Warning, title, message, QMessageBox::Ok, this);
    box->setObjectName(QStringLiteral("errorMessageBox"));
    box->setAttribute(Qt::WA_DeleteOnClose);
    box->open();
}

// ---- view and settings -------------------------------------------------------------

void MainWindow::frameAll()
{
    m_canvas->frameAll();
}

ControlsDialog *MainWindow::showControls()
{
    if (!m_controls)
        m_controls = new ControlsDialog(this);
    m_controls->show();
    m_controls->raise();
    m_controls->activateWindow();
    return m_controls;
}

void MainWindow::frameSelected()
{
    m_canvas->frameSelected();
}

void MainWindow::setPreferences(const Preferences &preferences)
{
    m_preferences = preferences;
    applyPreferencesToCanvas();
    if (m_viewActions)
        m_viewActions->syncChecks();
    if (m_keyActions)
        m_keyActions->syncDefaultTangent();
    if (m_mode == Mode::Interactive) {
        QSettings settings;
        m_preferences.save(settings);
    }
}

void MainWindow::applyPreferencesToCanvas()
{
    CanvasOptions options = m_canvas->options();
    options.showTangents = m_preferences.showTangents;
    options.showExtrapolation = m_preferences.showExtrapolation;
    options.highlightRegressive = m_preferences.highlightRegression;
    options.snapping = m_preferences.snapping;
    m_canvas->setOptions(options);
}

void MainWindow::restoreSettings()
{
    if (m_mode != Mode::Interactive)
        return;
    QSettings settings;
    const QByteArray geometry = settings.value(kGeometryKey).toByteArray();
    if (geometry.isEmpty() || !restoreGeometry(geometry))
        resize(1440, 900);
    restoreState(settings.value(kStateKey).toByteArray(), kStateVersion);
}

void MainWindow::saveSettings() const
{
    if (m_mode != Mode::Interactive)
        return;
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState(kStateVersion));
    m_preferences.save(settings);
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    if (!maybeSave()) {
        event->ignore();
        return;
    }
    saveSettings();
    event->accept();
}

} // namespace knotline
