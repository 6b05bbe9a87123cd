#pragma once
// TimelineGuiTest: what the timeline GUI tests share: a main window (offscreen) on a
// timeline written to a temporary file, and the helpers that drive its timeline view with
// real mouse events and read the document back. A test class derives from it (and from
// nothing else) and adds its Q_OBJECT and slots.

#include "app/MainWindow.h"
#include "core/editor/EditorDocument.h"
#include "widgets/session/EditorSession.h"
#include "widgets/timeline/TimelineView.h"

#include <QFile>
#include <QObject>
#include <QPoint>
#include <QPointF>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

namespace knotline::test {

class TimelineGuiTest : public QObject {
protected:
    /// Writes `json` to a file in the temporary folder and opens a main window on it,
    /// shown and active; m_view is its timeline view. Fails the test when it cannot.
    void openTimeline(const char *json)
    {
        const QString path = m_dir.filePath(QStringLiteral("timeline.json"));
        QFile f(path);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(json);
        f.close();
        m_window = new MainWindow(MainWindow::Mode::Screenshot);
        QVERIFY(m_window->openFile(path));
        m_window->show();
        QVERIFY(QTest::qWaitForWindowActive(m_window));
        QCoreApplication::processEvents(); // the timeline layout gives the dock its room (queued)
        m_view = m_window->timelineView();
        QVERIFY(m_view && m_view->isVisible());
    }
    /// Closes the window (call from cleanup()).
    void closeWindow()
    {
        delete m_window;
        m_window = nullptr;
        m_view = nullptr;
    }

    const Timeline &timeline() const { return *m_window->session()->document()->timeline(); }
    const PlacedClip &placed(std::size_t track, std::size_t clip) const { return timeline().placedClip({track, clip}); }
    TimelineLayout layout() const { return m_view->layout(); }
    /// The view's point at `seconds` on the middle of track `track`'s row.
    QPoint at(double seconds, std::size_t track) const
    {
        return QPointF(layout().xOfSeconds(seconds), layout().rowRect(track).center().y()).toPoint();
    }
    /// Press at `from`, move to `to` in steps, release there.
    void drag(QPoint from, QPoint to, Qt::KeyboardModifiers mods = {})
    {
        QTest::mousePress(m_view, Qt::LeftButton, mods, from);
        QTest::mouseMove(m_view, (from + to) / 2);
        QTest::mouseMove(m_view, to);
        QTest::mouseRelease(m_view, Qt::LeftButton, mods, to);
    }
    int steps() const { return m_window->session()->undoStack()->count(); }
    void undo() { m_window->session()->undoStack()->undo(); }
    void redo() { m_window->session()->undoStack()->redo(); }

    QTemporaryDir m_dir;
    MainWindow *m_window = nullptr;
    TimelineView *m_view = nullptr;
};

} // namespace knotline::test
