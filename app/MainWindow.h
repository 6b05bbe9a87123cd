#pragma once
// The editor's main window: the curve canvas in the middle; docks for the channel tree,
// knot table, inspector, velocity chart, undo history, the pose view, the retiming chart
// and the timeline (raised when a timeline document opens); the transport toolbar; the
// File, Edit, Key, Curve, View, Playback and Timeline menus (app/actions); the title with
// the document name and a
// modified marker; persisted window layout, recent files and preferences.
//
// All editing goes through the EditorSession the window owns (one undo step per command).
// In Screenshot mode the window reads and writes no settings, never opens a dialog and
// reports errors on stderr instead (knotline --screenshot).

#include "core/editor/ChannelId.h"
#include "app/Preferences.h"
#include "app/edits/KeyClipboard.h"
#include "core/base/Status.h"

#include <QMainWindow>

#include <functional>
#include <QString>

#include <cstddef>
#include <memory>
#include <optional>
#include <utility>

class QDockWidget;
class QLabel;

namespace knotline {

class ChannelTreeView;
class CurveCanvas;
class InspectorWidget;
class KnotTableView;
class VelocityChart;
class EditorSession;
class FileActions;
class EditActions;
class KeyActions;
class CurveActions;
class ViewActions;
class TimelineView;
class Transport;
class TransportActions;
class ControlsDialog;
class RecentFiles;
class DockLayouts;
class PlacementInspector;

class MainWindow : public QMainWindow {
    Q_OBJECT

public:
    enum class Mode {
        Interactive, ///< normal use: settings, dialogs
        Screenshot,  ///< no settings, no dialogs, errors on stderr
    };

    explicit MainWindow(Mode mode = Mode::Interactive, QWidget *parent = nullptr);
    ~MainWindow() override;

    /// The bundled sample scene (resources/sample_scene.usda, compiled in).
    static QString sampleScenePath();
    /// The bundled sample timeline (resources/timelines/sample_timeline.json, compiled in).
    static QString sampleTimelinePath();

    Mode mode() const { return m_mode; }
    EditorSession *session() const { return m_session; }
    CurveCanvas *canvas() const { return m_canvas; }
    RecentFiles *recentFiles() const { return m_recentFiles; }
    /// The window's one transport (play, step, playback range; widgets/session/Transport.h).
    Transport *transport() const { return m_transport; }
    KeyClipboard &keyClipboard() { return m_clipboard; }
    const Preferences &preferences() const { return m_preferences; }
    /// Changes the preferences, applies them to the canvas and (interactive) saves them.
    void setPreferences(const Preferences &preferences);

    /// Opens `path` (.usda/.anim/.json timeline, or a ":/" resource) after asking about unsaved changes.
    /// On failure the error is shown (status bar, plus a message box — or stderr in
    /// Screenshot mode) and the current document stays. Returns true when opened.
    bool openFile(const QString &path);
    /// openFile(sampleScenePath()).
    bool openSampleScene();
    /// Replaces the document with an empty one (after asking about unsaved changes).
    bool newDocument();
    /// File ▸ New Timeline: replaces the document with an empty timeline (after asking).
    bool newTimeline();
    /// openFile(sampleTimelinePath()).
    bool openSampleTimeline();
    /// Selects placed clip (track, clip) (zero-based) of the open timeline as the current
    /// placement, as a click on its bar does (PlacementClipFocus then shows its clip's
    /// channels). False, nothing changed, when the document is no timeline or has no
    /// such placed clip. knotline --select-placement.
    bool selectPlacement(std::pair<std::size_t, std::size_t> placement);
    /// Saves to the document's file, or asks for one (Save As) when it has none or is the
    /// built-in sample. Returns true when saved.
    bool save();
    /// Asks for a file name and saves there. Returns true when saved. A new document
    /// (EditorDocument::createNew) offers USD layers and Maya anim files; the filter or the
    /// typed extension picks the format, and channels the format cannot hold are refused
    /// with the reason (shown like a save error).
    bool saveAs();
    /// Saves the document to `path` (no dialog); errors are shown like open errors.
    bool saveTo(const QString &path);
    /// When the document has unsaved changes, asks Save / Discard / Cancel (never in
    /// Screenshot mode). Returns false when the user cancelled (or saving failed).
    bool maybeSave();

    /// Shows `status` in the status bar: `done` on success, the reason on failure
    /// (Screenshot mode: failures also on stderr). Returns status.isOk().
    bool report(const Status &status, const QString &done);
    /// Runs `edit`, a command that pushes at most one step on the session's undo stack, and
    /// reports it as report() does, `done` being the name of the step it pushed (which says
    /// on how many keys of how many curves: "Set Tangent Type: Flat on 3 keys of 2 curves")
    /// or "Nothing changed" when it pushed none. Returns whether it succeeded.
    bool reportEdit(const std::function<Status()> &edit);
    /// Shows an error: status bar, and a non-modal message box (Interactive) or stderr
    /// (Screenshot).
    void showError(const QString &title, const QString &message);

    /// Restores the window geometry and dock layout saved by the last session.
    void restoreSettings();
    /// Saves geometry, dock layout and preferences (Interactive mode only).
    void saveSettings() const;

    /// Frames all curves in the canvas. A document shown in the timeline view (a timeline,
    /// or a usda's value clips) then has the shared time axis (time codes) framed on all its
    /// placements, as Timeline ▸ Frame All Clips does; openFile calls it, so an opened
    /// timeline shows all of itself.
    void frameAll();
    void frameSelected();

    /// Help ▸ Keyboard and Mouse: shows (creating it once) the non-modal dialog with the
    /// controls sheet (app/help/ControlsSheet.h) and returns it.
    ControlsDialog *showControls();

    /// The channel the knot table, inspector and velocity chart show (the channel tree's
    /// current channel, or the channel of the selected keys); nullopt when none.
    std::optional<ChannelId> currentChannel() const;
    void setCurrentChannel(std::optional<ChannelId> channel);

    /// The docks, by object name: "channelsDock", "knotTableDock", "inspectorDock",
    /// "velocityDock", "undoHistoryDock", "timelineDock", "poseDock", "retimingDock",
    /// "placementDock" (nullptr while a dock's widget does not exist yet). Their layout
    /// follows the kind of document (DockLayouts.h).
    QDockWidget *dock(const QString &objectName) const;
    /// The timeline dock's view.
    TimelineView *timelineView() const { return m_timelineView; }
    QList<QDockWidget *> docks() const;

protected:
    void closeEvent(QCloseEvent *event) override;

private:
    void createDocks();
    void createTransportToolBar();
    void updateTitle();
    void onDocumentChanged();
    void applyPreferencesToCanvas();
    /// The Save As file dialog (object name "saveAsDialog") starting at `suggested`, with
    /// `filters` (the `selected` one first chosen; a name typed without an extension gets
    /// the chosen filter's). "" when cancelled.
    QString askSaveFileName(const QString &suggested, const QStringList &filters, int selected);
    QDockWidget *addDock(const QString &objectName, const QString &title, QWidget *widget,
                         Qt::DockWidgetArea area);

    Mode m_mode;
    EditorSession *m_session;
    CurveCanvas *m_canvas;
    RecentFiles *m_recentFiles;
    Preferences m_preferences;
    KeyClipboard m_clipboard;
    ChannelTreeView *m_channelTree = nullptr;
    KnotTableView *m_knotTable = nullptr;
    InspectorWidget *m_inspector = nullptr;
    VelocityChart *m_velocity = nullptr;
    TimelineView *m_timelineView = nullptr;
    QLabel *m_hoverLabel = nullptr;
    FileActions *m_fileActions = nullptr;
    EditActions *m_editActions = nullptr;
    KeyActions *m_keyActions = nullptr;
    CurveActions *m_curveActions = nullptr;
    ViewActions *m_viewActions = nullptr;
    Transport *m_transport;
    std::unique_ptr<DockLayouts> m_dockLayouts;
    TransportActions *m_transportActions = nullptr;
    ControlsDialog *m_controls = nullptr;
};

} // namespace knotline
