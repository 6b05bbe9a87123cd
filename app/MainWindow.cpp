#include "app/MainWindow.h"

#include "app/RecentFiles.h"
#include "app/TransportToolBar.h"
#include "app/actions/BufferActions.h"
#include "app/actions/ClipTimeActions.h"
#include "app/actions/CurveActions.h"
#include "app/actions/CurveDisplayActions.h"
#include "app/actions/DopeSheetActions.h"
#include "app/actions/EditActions.h"
#include "app/actions/FileActions.h"
#include "app/actions/FilterActions.h"
#include "app/actions/InsertKeyActions.h"
#include "app/actions/KeySliderActions.h"
#include "app/actions/KeyActions.h"
#include "app/actions/RegionToolActions.h"
#include "app/actions/TangentToolBar.h"
#include "app/actions/TimelineActions.h"
#include "app/actions/TransportActions.h"
#include "app/actions/ViewActions.h"
#include "app/help/ControlsDialog.h"
#include "core/editor/DocumentFormats.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/charts/RetimingChart.h"
#include "widgets/charts/RetimingChartSource.h"
#include "widgets/charts/VelocityChart.h"
#include "widgets/inspector/InspectorWidget.h"
#include "widgets/messages/CoreMessageText.h"
#include "widgets/models/ChannelTreeView.h"
#include "widgets/models/KnotTableView.h"
#include "widgets/pose/PoseView.h"
#include "widgets/session/EditorSession.h"
#include "widgets/session/PlacementSelection.h"
#include "widgets/session/Transport.h"
#include "widgets/stats/KeyStatsLine.h"
#include "widgets/timeline/PlacementClipFocus.h"
#include "widgets/timeline/PlacementInspector.h"
#include "widgets/timeline/TimelineView.h"

#include <QApplication>
#include <QCloseEvent>
#include <QDockWidget>
#include <QFileDialog>
#include <QDir>
#include <QFileInfo>
#include <QLabel>
#include <QScrollArea>
#include <QScrollBar>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>

#include "app/DockLayouts.h"
#include <QStatusBar>
#include <QToolBar>
#include <QVBoxLayout>
#include <QHBoxLayout>
#include <QUndoStack>
#include <QUndoView>

#include <cstdint>
#include <cstdio>

namespace knotline {

namespace {
const char kGeometryKey[] = "mainWindow/geometry";
/// Bump when the dock set changes, so an old saved layout is not restored into it.
constexpr int kStateVersion = 3;
constexpr int kStatusTimeoutMs = 8000;
} // namespace

MainWindow::MainWindow(Mode mode, QWidget *parent)
    : QMainWindow(parent)
    , m_mode(mode)
    , m_session(new EditorSession(this))
    , m_canvas(new CurveCanvas(m_session, this))
    , m_recentFiles(new RecentFiles(this))
    , m_transport(new Transport(m_session, this))
{
    setObjectName(QStringLiteral("mainWindow"));
    if (m_mode == Mode::Interactive) {
        QSettings settings;
        m_preferences = Preferences::load(settings);
    }
    // The graph editor: a header (stats line and the Curves toolbar; the Tangents toolbar
    // under it) above the curve canvas, as Maya's Graph Editor has them.
    auto *graph = new QWidget(this);
    graph->setObjectName(QStringLiteral("graphEditor"));
    auto *graphLayout = new QVBoxLayout(graph);
    graphLayout->setContentsMargins(0, 0, 0, 0);
    graphLayout->setSpacing(0);
    auto *header = new QHBoxLayout;
    header->setContentsMargins(0, 0, 0, 0);
    auto *statsLine = new KeyStatsLine(m_session, graph);
    header->addWidget(statsLine, 1);
    auto *curvesBar = new QToolBar(tr("Curves"), graph);
    curvesBar->setObjectName(QStringLiteral("curvesToolBar"));
    curvesBar->setToolButtonStyle(Qt::ToolButtonTextOnly);
    header->addWidget(curvesBar);
    graphLayout->addLayout(header);
    auto *tangentRow = new QHBoxLayout;
    tangentRow->setContentsMargins(0, 0, 0, 0);
    graphLayout->addLayout(tangentRow);
    graphLayout->addWidget(m_canvas, 1);
    setCentralWidget(graph);
    setDockNestingEnabled(true);
    // The side docks run the full height; the bottom docks sit under the canvas only.
    setCorner(Qt::TopLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::BottomLeftCorner, Qt::LeftDockWidgetArea);
    setCorner(Qt::TopRightCorner, Qt::RightDockWidgetArea);
    setCorner(Qt::BottomRightCorner, Qt::RightDockWidgetArea);
    createDocks();
    m_dockLayouts = std::make_unique<DockLayouts>(this, kStateVersion);
    new DopeSheetActions(this); // a dock: before the View menu lists the docks

    m_fileActions = new FileActions(this, menuBar());
    m_editActions = new EditActions(this, menuBar());
    m_keyActions = new KeyActions(this, menuBar());
    m_curveActions = new CurveActions(this, menuBar());
    new FilterActions(this, menuBar()); // adds to the Curve and Key menus; owned by the window
    new BufferActions(this, menuBar()); // Curve ▸ Buffer Curve and the buffer diff dock
    m_viewActions = new ViewActions(this, menuBar());
    tangentRow->addWidget((new TangentToolBar(this))->toolBar());
    new CurveDisplayActions(this, menuBar(), curvesBar);
    new InsertKeyActions(this, menuBar(), curvesBar);
    new RegionToolActions(this, menuBar(), curvesBar);
    new KeySliderActions(this, menuBar(), curvesBar); // Key ▸ Sliders, the slider bar over the canvas
    new ClipTimeActions(this, menuBar());
    new PlacementClipFocus(m_session, this); // selecting a placement shows its clip's channels
    connect(statsLine, &KeyStatsLine::editRefused, this,
            [this](const QString &reason) { statusBar()->showMessage(reason, kStatusTimeoutMs); });
    connect(statsLine, &KeyStatsLine::edited, this,
            [this](const QString &what) { statusBar()->showMessage(what, kStatusTimeoutMs); });
    connect(m_canvas, &CurveCanvas::editRefused, this,
            [this](const QString &reason) { statusBar()->showMessage(reason, kStatusTimeoutMs); });
    auto *timelineActions = new TimelineActions(this, menuBar(), m_session, m_timelineView);
    connect(timelineActions, &TimelineActions::clipPropertiesRequested, this, [this] {
        if (QDockWidget *d = dock(QStringLiteral("placementDock"))) {
            d->show();
            d->raise();
        }
    });
    m_transportActions = new TransportActions(this, m_transport, menuBar());
    createTransportToolBar();
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
        p.valueSnapping = o.valueSnapping;
        p.frameLoops = o.frameLoops;
        p.keymap = o.keymap;
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

bool MainWindow::selectPlacement(std::pair<std::size_t, std::size_t> placement)
{
    const Timeline *timeline = m_session->document()->timeline();
    const PlacementIndex index{placement.first, placement.second};
    if (!timeline || !hasPlacement(*timeline, index))
        return false;
    m_session->placementSelection()->set({index}, index);
    return true;
}

QString MainWindow::sampleTimelinePath()
{
    return QStringLiteral(":/samples/timelines/sample_timeline.json");
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
/// inspector) scrolls instead of squeezing its rows when the dock is short. The area is
/// never narrower than the panel's smallest width, so nothing is cut at its right edge.
QScrollArea *scrolled(QWidget *widget)
{
    auto *area = new QScrollArea(widget->parentWidget());
    area->setWidget(widget);
    area->setWidgetResizable(true);
    area->setFrameShape(QFrame::NoFrame);
    area->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    area->setMinimumWidth(widget->minimumSizeHint().width() + area->verticalScrollBar()->sizeHint().width());
    return area;
}

} // namespace

void MainWindow::createDocks()
{
    auto *channels = m_channelTree = new ChannelTreeView(m_session, this);
    auto *knots = m_knotTable = new KnotTableView(m_session, this);
    auto *inspector = m_inspector = new InspectorWidget(m_session, this);
    auto *velocity = m_velocity = new VelocityChart(m_session, this);
    auto *pose = new PoseView(m_session, this);
    auto *retiming = new RetimingChart(m_session, this);
    new RetimingChartSource(m_session, retiming);
    auto *undoView = new QUndoView(m_session->undoStack(), this);
    undoView->setEmptyLabel(tr("<opened>"));

    auto *timeline = m_timelineView = new TimelineView(m_session, this);

    QDockWidget *channelsDock = addDock(QStringLiteral("channelsDock"), tr("Channels"), channels,
                                        Qt::LeftDockWidgetArea);
    QDockWidget *undoDock = addDock(QStringLiteral("undoHistoryDock"), tr("Undo History"), undoView,
                                    Qt::LeftDockWidgetArea);
    splitDockWidget(channelsDock, undoDock, Qt::Vertical);
    QDockWidget *inspectorDock = addDock(QStringLiteral("inspectorDock"), tr("Inspector"), scrolled(inspector),
                                         Qt::RightDockWidgetArea);
    auto *placement = new PlacementInspector(m_session, this);
    QDockWidget *placementDock = addDock(QStringLiteral("placementDock"), tr("Clip"), scrolled(placement),
                                         Qt::RightDockWidgetArea);
    tabifyDockWidget(inspectorDock, placementDock);
    inspectorDock->raise();
    connect(placement, &PlacementInspector::editRefused, this,
            [this](const QString &reason) { statusBar()->showMessage(reason, kStatusTimeoutMs); });
    QDockWidget *knotsDock = addDock(QStringLiteral("knotTableDock"), tr("Keys"), knots,
                                     Qt::BottomDockWidgetArea);
    QDockWidget *velocityDock = addDock(QStringLiteral("velocityDock"), tr("Velocity"), velocity,
                                        Qt::BottomDockWidgetArea);
    QDockWidget *timelineDock = addDock(QStringLiteral("timelineDock"), tr("Timeline"), timeline,
                                        Qt::BottomDockWidgetArea);
    QDockWidget *poseDock = addDock(QStringLiteral("poseDock"), tr("Pose"), pose, Qt::BottomDockWidgetArea);
    QDockWidget *retimingDock = addDock(QStringLiteral("retimingDock"), tr("Retiming"), retiming,
                                        Qt::BottomDockWidgetArea);
    splitDockWidget(knotsDock, velocityDock, Qt::Horizontal);
    tabifyDockWidget(velocityDock, timelineDock);
    tabifyDockWidget(velocityDock, retimingDock);
    tabifyDockWidget(knotsDock, poseDock);
    velocityDock->raise();
    knotsDock->raise();
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
    connect(timeline, &TimelineView::editFailed, this,
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

void MainWindow::createTransportToolBar()
{
    auto *bar = new TransportToolBar(m_transport, m_transportActions, this);
    m_canvas->setPlaybackRange(m_transport->playbackRange());
    connect(m_transport, &Transport::playbackRangeChanged, m_canvas,
            [this](double start, double end) { m_canvas->setPlaybackRange(TimeInterval{start, end}); });
    bar->setMovable(false);
    addToolBar(bar);
    // Playback that cannot keep up says so (the frames are skipped, not slowed down).
    connect(m_transport, &Transport::framesDropped, this, [this](std::int64_t, std::int64_t total) {
        statusBar()->showMessage(tr("Playback cannot keep up at %1 fps: %n frame(s) dropped", nullptr, int(total))
                                     .arg(m_transport->frameRate()),
                                 kStatusTimeoutMs);
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
    } else if (const std::size_t missing = m_session->document()->placeholderClips().size()) {
        // An OpenTimelineIO cut whose clips name no animation: they are drawn as missing.
        statusBar()->showMessage(tr("Opened %1: %n clip(s) name no animation (File ▸ Map Missing Animations…)", nullptr,
                                    int(missing))
                                     .arg(QFileInfo(path).fileName()),
                                 kStatusTimeoutMs);
    } else {
        statusBar()->showMessage(tr("Opened %1").arg(QFileInfo(path).fileName()), kStatusTimeoutMs);
    }
    return true;
}

bool MainWindow::newDocument()
{
    if (!maybeSave())
        return false;
    m_session->setDocument(EditorDocument::createNew());
    statusBar()->showMessage(tr("New empty document"), kStatusTimeoutMs);
    return true;
}

bool MainWindow::newTimeline()
{
    if (!maybeSave())
        return false;
    m_session->setDocument(EditorDocument::createEmptyTimeline());
    statusBar()->showMessage(tr("New empty timeline"), kStatusTimeoutMs);
    return true;
}

bool MainWindow::openSampleTimeline()
{
    return openFile(sampleTimelinePath());
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
    const QString usdFilter = tr("USD layers (*.usda)");
    const QString animFilter = tr("Maya anim files (*.anim)");
    if (doc->isUnsavedNew()) {
        // Either format: the filter (or the typed extension) decides; the channels' kind
        // picks the filter offered first.
        const bool anim = doc->channelCount() > 0
            && doc->channel(doc->channelIdAt(0)).source == ChannelSource::AnimCurve;
        const QString path = askSaveFileName(tr("untitled"), {usdFilter, animFilter}, anim ? 1 : 0);
        return !path.isEmpty() && saveTo(path);
    }
    const bool anim = doc->animFile() != nullptr;
    const bool timeline = doc->timeline() != nullptr;
    const bool otio = doc->format() == &otioDocumentFormat();
    const QString extension = anim       ? QStringLiteral(".anim")
                            : otio       ? QStringLiteral(".otio")
                            : timeline ? QStringLiteral(".json")
                                       : QStringLiteral(".usda");
    QString suggested = doc->filePath();
    if (suggested.isEmpty())
        suggested = anim ? tr("untitled.anim") : timeline ? tr("untitled.json") : QString();
    else if (suggested.startsWith(QLatin1Char(':')))
        suggested = QFileInfo(suggested).fileName();
    else if (!doc->canSaveTo(suggested)) // e.g. opened from .sdf: the same name as .usda
        suggested = QFileInfo(suggested).dir().filePath(QFileInfo(suggested).completeBaseName() + extension);
    if (timeline) { // either timeline format: the one it was read as first
        const QStringList filters = {tr("Compiled timelines (*.json)"), tr("OpenTimelineIO (*.otio)")};
        const QString path = askSaveFileName(suggested, filters, otio ? 1 : 0);
        return !path.isEmpty() && saveTo(path);
    }
    const QString filter = anim ? animFilter : usdFilter;
    const QString path = askSaveFileName(suggested, {filter}, 0);
    if (path.isEmpty())
        return false;
    return saveTo(path);
}

QString MainWindow::askSaveFileName(const QString &suggested, const QStringList &filters, int selected)
{
    QFileDialog dialog(this, tr("Save As"), suggested);
    dialog.setObjectName(QStringLiteral("saveAsDialog"));
    dialog.setAcceptMode(QFileDialog::AcceptSave);
    dialog.setFileMode(QFileDialog::AnyFile);
    dialog.setNameFilters(filters);
    // A name typed without an extension gets the chosen filter's ("*.usda" -> "usda").
    const auto suffixOf = [](const QString &filter) {
        const qsizetype dot = filter.indexOf(QLatin1String("(*."));
        return dot < 0 ? QString() : filter.mid(dot + 3).section(QLatin1Char(')'), 0, 0).section(QLatin1Char(' '), 0, 0);
    };
    const QString first = filters.value(selected);
    dialog.selectNameFilter(first);
    dialog.setDefaultSuffix(suffixOf(first));
    connect(&dialog, &QFileDialog::filterSelected, &dialog,
            [&dialog, suffixOf](const QString &filter) { dialog.setDefaultSuffix(suffixOf(filter)); });
    if (dialog.exec() != QDialog::Accepted || dialog.selectedFiles().isEmpty())
        return {};
    return dialog.selectedFiles().front();
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
    // A timeline document gets the timeline layout (the timeline across the window's width
    // below the canvas, the pose in front of the keys), every other document the curves
    // layout; each kind keeps the layout the user last left it in (DockLayouts.h). A usda
    // with value clips shows them in the timeline dock, raised in its tab group.
    const bool timeline = doc->timeline() != nullptr;
    m_dockLayouts->show(timeline ? DockLayouts::Kind::Timeline : DockLayouts::Kind::Curves);
    if (QDockWidget *d = dock(timeline ? QStringLiteral("poseDock") : QStringLiteral("knotTableDock")))
        d->raise();
    QDockWidget *timelineDock = dock(QStringLiteral("timelineDock"));
    if (timelineDock && m_timelineView->shownTimeline()) {
        timelineDock->show();
        timelineDock->raise();
    } else if (QDockWidget *velocity = dock(QStringLiteral("velocityDock"))) {
        velocity->raise();
    }
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
    else if (path == sampleTimelinePath())
        name = tr("Sample Timeline");
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

bool MainWindow::reportEdit(const std::function<Status()> &edit)
{
    QUndoStack *stack = m_session->undoStack();
    const int before = stack->index();
    const Status st = edit();
    return report(st, stack->index() != before ? stack->undoText() : tr("Nothing changed"));
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
    if (m_timelineView && m_timelineView->shownTimeline())
        m_timelineView->frameAll();
}

ControlsDialog *MainWindow::showControls()
{
    if (!m_controls)
        m_controls = new ControlsDialog(m_preferences.keymap, this);
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
    if (m_controls)
        m_controls->setKeymap(m_preferences.keymap);
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
    options.valueSnapping = m_preferences.valueSnapping;
    options.frameLoops = m_preferences.frameLoops;
    options.keymap = m_preferences.keymap;
    options.defaultTangentType = m_preferences.defaultTangentType;
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
    m_dockLayouts->load(settings);
}

void MainWindow::saveSettings() const
{
    if (m_mode != Mode::Interactive)
        return;
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    m_dockLayouts->save(settings);
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
