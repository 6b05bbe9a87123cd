#include "app/MainWindow.h"

#include "core/spline/Spline.h"
#include "widgets/canvas/CurveCanvas.h"

#include <QAction>
#include <QApplication>
#include <QCloseEvent>
#include <QFileDialog>
#include <QFileInfo>
#include <QKeySequence>
#include <QMenu>
#include <QMenuBar>
#include <QMessageBox>
#include <QSettings>
#include <QStatusBar>

#include <vector>

namespace knotline {

namespace {
const char kGeometryKey[] = "mainWindow/geometry";
const char kStateKey[] = "mainWindow/state";
} // namespace

MainWindow::MainWindow(QWidget *parent)
    : QMainWindow(parent)
    , m_canvas(new CurveCanvas(this))
{
    setWindowTitle(tr("Knotline — demo curve"));
    setCentralWidget(m_canvas);
    createMenus();

    m_canvas->setSpline(demoSpline());
    // Show the knots and two loop repeats after them.
    m_canvas->setTimeRange(-6.0, 62.0);
    statusBar()->showMessage(
        tr("Showing a built-in demo curve. Reading and editing files is not implemented yet."));
}

Spline MainWindow::demoSpline()
{
    Spline spline;
    const std::vector<Knot> knots = {
        makeKnot(0.0, 5.0, Interpolation::Curve, 3.0, 0.0),
        makeKnot(10.0, 20.0, Interpolation::Curve, 3.0, 0.0),
        makeKnot(20.0, 5.0, Interpolation::Curve, 3.0, 0.0),
    };
    Extrapolation post;
    post.mode = ExtrapolationMode::LoopRepeat;
    const Status knotStatus = spline.setKnots(knots);
    const Status extrapolationStatus = spline.setPostExtrapolation(post);
    if (!knotStatus || !extrapolationStatus) {
        qWarning("knotline: the demo curve was refused: %s",
                 (knotStatus ? extrapolationStatus : knotStatus).message().c_str());
    }
    return spline;
}

void MainWindow::createMenus()
{
    QMenu *fileMenu = menuBar()->addMenu(tr("&File"));
    QAction *openAction = fileMenu->addAction(tr("&Open…"), this, &MainWindow::showOpenDialog);
    openAction->setShortcut(QKeySequence::Open);
    fileMenu->addSeparator();
    QAction *quitAction = fileMenu->addAction(tr("&Quit"), this, &QWidget::close);
    quitAction->setShortcut(QKeySequence::Quit);
    quitAction->setMenuRole(QAction::QuitRole);

    QMenu *viewMenu = menuBar()->addMenu(tr("&View"));
    QAction *frameAction =
        viewMenu->addAction(tr("&Frame All"), m_canvas, &CurveCanvas::frameAll);
    frameAction->setShortcut(QKeySequence(Qt::Key_F));

    QMenu *helpMenu = menuBar()->addMenu(tr("&Help"));
    QAction *aboutAction = helpMenu->addAction(tr("&About Knotline"), this, &MainWindow::showAbout);
    aboutAction->setMenuRole(QAction::AboutRole);
    QAction *aboutQtAction = helpMenu->addAction(tr("About &Qt"), qApp, &QApplication::aboutQt);
    aboutQtAction->setMenuRole(QAction::AboutQtRole);
}

void MainWindow::showOpenDialog()
{
    const QString path = QFileDialog::getOpenFileName(
        this, tr("Open Animation"), QString(),
        tr("Animation files (*.usda *.anim *.json);;All files (*)"));
    if (!path.isEmpty())
        openFile(path);
}

void MainWindow::openFile(const QString &path)
{
    statusBar()->showMessage(
        tr("Cannot open %1: reading files is not implemented yet. Showing the built-in demo "
           "curve.")
            .arg(QFileInfo(path).fileName()));
}

void MainWindow::showAbout()
{
    QMessageBox::about(
        this, tr("About Knotline"),
        tr("<h3>Knotline %1</h3>"
           "<p>A spline and curve editor for animators, following OpenUSD spline "
           "semantics.</p>"
           "<p>This early version shows a built-in demo curve. It cannot open, edit or "
           "save files yet.</p>")
            .arg(QApplication::applicationVersion()));
}

void MainWindow::restoreSettings()
{
    QSettings settings;
    const QByteArray geometry = settings.value(kGeometryKey).toByteArray();
    if (geometry.isEmpty() || !restoreGeometry(geometry))
        resize(1280, 800);
    restoreState(settings.value(kStateKey).toByteArray());
}

void MainWindow::closeEvent(QCloseEvent *event)
{
    QSettings settings;
    settings.setValue(kGeometryKey, saveGeometry());
    settings.setValue(kStateKey, saveState());
    event->accept();
}

} // namespace knotline
