#pragma once
// The File menu's timeline commands: New Timeline (an empty timeline document), Open Sample
// Timeline (the bundled resources/timelines/sample_timeline.json) and Import BML… (a BML
// file's animation records as a new track of the open timeline, one undo step). Object
// names "actionNewTimeline", "actionOpenSampleTimeline", "actionImportBml". FileActions
// places them in its menu; Import BML is enabled only while a timeline is open.

#include "core/editor/PlaceholderMapping.h"

#include <QObject>
#include <QString>

class QAction;
class QMenu;

namespace knotline {

class MainWindow;

class TimelineFileActions : public QObject {
    Q_OBJECT

public:
    explicit TimelineFileActions(MainWindow *window);

    /// Adds New Timeline / Open Sample Timeline / Import BML… to `menu` at its end.
    void addNewAction(QMenu *menu);
    void addSampleAction(QMenu *menu);
    void addImportAction(QMenu *menu);
    void addExportAction(QMenu *menu);
    /// File ▸ Map Missing Animations… (object name "actionMapAnimations"): enabled while
    /// the open timeline plays placeholders of an OpenTimelineIO cut.
    void addMapAction(QMenu *menu);

    /// Applies `mappings` (core/editor/PlaceholderMapping.h) to the open timeline as one
    /// undo step "Map Animations" and reports it. True when something was mapped.
    bool mapAnimations(const std::vector<PlaceholderMapping> &mappings);

    /// Import BML without the file dialog: imports `path` into the open timeline and
    /// reports the outcome (status bar; errors "file:line:column: …" also in a message box,
    /// or on stderr in Screenshot mode; warnings in the status bar). True when imported.
    bool importBml(const QString &path);
    /// Export for Other Readers without the dialogs: writes the open timeline to `path` for
    /// other readers, baking a blended timeline's pose at the document's frame rate when
    /// `bakeBlended` (else refusing it). Reports like importBml. True when written.
    bool exportForOtherReaders(const QString &path, bool bakeBlended);

private:
    void showImportDialog();
    void showExportDialog();
    void showMapDialog();
    void updateEnabled();

    MainWindow *m_window;
    QAction *m_import = nullptr;
    QAction *m_export = nullptr;
    QAction *m_map = nullptr;
};

} // namespace knotline
