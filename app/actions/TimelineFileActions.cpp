#include "app/actions/TimelineFileActions.h"

#include "app/MainWindow.h"
#include "app/actions/ActionHelpers.h"
#include "app/dialogs/AnimationMappingDialog.h"
#include "app/edits/BmlTimelineImport.h"
#include "core/editor/EditorDocument.h"
#include "core/io/CompiledTimelineExport.h"
#include "core/io/CompiledTimelineWriter.h"
#include "widgets/messages/CoreMessageText.h"
#include "widgets/session/EditorSession.h"

#include <QAction>
#include <QFileDialog>
#include <QFileInfo>
#include <QLocale>
#include <QMenu>
#include <QMessageBox>

namespace knotline {

TimelineFileActions::TimelineFileActions(MainWindow *window)
    : QObject(window)
    , m_window(window)
{
    connect(m_window->session(), &EditorSession::documentChanged, this, &TimelineFileActions::updateEnabled);
}

void TimelineFileActions::addNewAction(QMenu *menu)
{
    QAction *action = addMenuAction(menu, tr("New &Timeline"), "actionNewTimeline");
    action->setStatusTip(tr("Start an empty timeline of tracks and placed clips"));
    connect(action, &QAction::triggered, m_window, &MainWindow::newTimeline);
}

void TimelineFileActions::addSampleAction(QMenu *menu)
{
    QAction *action = addMenuAction(menu, tr("Open Sample &Timeline"), "actionOpenSampleTimeline");
    action->setStatusTip(tr("Open the bundled timeline: shared, looping, ping-pong and sync-warped clips"));
    connect(action, &QAction::triggered, m_window, &MainWindow::openSampleTimeline);
}

void TimelineFileActions::addImportAction(QMenu *menu)
{
    m_import = addMenuAction(menu, tr("&Import BML…"), "actionImportBml");
    m_import->setStatusTip(tr("Add a BML file's animations as a new track of the open timeline"));
    connect(m_import, &QAction::triggered, this, &TimelineFileActions::showImportDialog);
    updateEnabled();
}

void TimelineFileActions::addExportAction(QMenu *menu)
{
    m_export = addMenuAction(menu, tr("Export for &Other Readers…"), "actionExportForOtherReaders");
    m_export->setStatusTip(tr("Write compiled JSON that plays the same in readers that know nothing of Knotline's extras"));
    connect(m_export, &QAction::triggered, this, &TimelineFileActions::showExportDialog);
    updateEnabled();
}

void TimelineFileActions::addMapAction(QMenu *menu)
{
    m_map = addMenuAction(menu, tr("Ma&p Missing Animations…"), "actionMapAnimations");
    m_map->setStatusTip(tr("Choose the animation each clip of an OpenTimelineIO cut plays when the cut names none"));
    connect(m_map, &QAction::triggered, this, &TimelineFileActions::showMapDialog);
    // Mapping (or undoing it) changes what is missing: looked at whenever the menu opens.
    connect(menu, &QMenu::aboutToShow, this, &TimelineFileActions::updateEnabled);
    updateEnabled();
}

void TimelineFileActions::updateEnabled()
{
    const EditorDocument *doc = m_window->session()->document();
    const bool timeline = doc->timeline() != nullptr;
    if (m_import)
        m_import->setEnabled(timeline);
    if (m_export)
        m_export->setEnabled(timeline);
    if (m_map)
        m_map->setEnabled(!doc->placeholderClips().empty());
}

void TimelineFileActions::showMapDialog()
{
    const EditorDocument *doc = m_window->session()->document();
    const std::vector<std::shared_ptr<const Clip>> placeholders = doc->placeholderClips();
    if (m_window->mode() == MainWindow::Mode::Screenshot || placeholders.empty())
        return;
    std::vector<QString> hints;
    for (const std::shared_ptr<const Clip> &p : placeholders)
        hints.push_back(doc->placeholderHint(*p));
    AnimationMappingDialog dialog(placeholders, hints, doc->mappableAnimations(), m_window);
    if (dialog.exec() == QDialog::Accepted)
        mapAnimations(dialog.mappings());
}

bool TimelineFileActions::mapAnimations(const std::vector<PlaceholderMapping> &mappings)
{
    EditorDocument *doc = m_window->session()->document();
    if (!doc->timeline() || mappings.empty())
        return m_window->report(Status::ok(), tr("Nothing changed"));
    Result<Timeline> next = doc->mapPlaceholders(mappings);
    if (!next) {
        m_window->showError(tr("Cannot map the animations"), coreMessageText(next.status()));
        return false;
    }
    const Status st = m_window->session()->applyTimelineEdit(std::move(next).value(), tr("Map Animations"));
    if (!st) {
        m_window->showError(tr("Cannot map the animations"), coreMessageText(st));
        return false;
    }
    return m_window->report(st, tr("Mapped %n clip(s) to animations; save to keep the mapping in the file", nullptr,
                                   int(mappings.size())));
}

void TimelineFileActions::showExportDialog()
{
    const Timeline *timeline = m_window->session()->document()->timeline();
    if (m_window->mode() == MainWindow::Mode::Screenshot || !timeline)
        return;
    bool bake = false;
    if (timeline->poseMode() == TimelinePoseMode::Blended) {
        const QMessageBox::StandardButton answer = QMessageBox::question(
            m_window, tr("Export for Other Readers"),
            tr("%1.\n\nBake the blended pose to keyframes?").arg(coreMessageText(Status::error(MessageId::CompiledExportBlended))),
            QMessageBox::Yes | QMessageBox::Cancel, QMessageBox::Yes);
        if (answer != QMessageBox::Yes)
            return;
        bake = true;
    }
    const QString current = m_window->session()->document()->filePath();
    const QString dir = current.isEmpty() || current.startsWith(QLatin1Char(':')) ? QString()
                                                                                  : QFileInfo(current).absolutePath();
    const QString path = QFileDialog::getSaveFileName(m_window, tr("Export for Other Readers"), dir,
                                                      tr("Compiled timelines (*.json)"));
    if (!path.isEmpty())
        exportForOtherReaders(path, bake);
}

bool TimelineFileActions::exportForOtherReaders(const QString &path, bool bakeBlended)
{
    const EditorDocument *doc = m_window->session()->document();
    const std::optional<CompiledTimeline> compiled = doc->compiledTimeline();
    if (!compiled)
        return false;
    OtherReadersOptions options;
    options.bakeBlendedPose = bakeBlended;
    options.bakeRate = doc->timeCodesPerSecond();
    const QString name = QFileInfo(path).fileName();
    const Result<OtherReadersExport> plain = timelineForOtherReaders(*compiled, options);
    if (!plain) {
        m_window->showError(tr("Cannot export %1").arg(name), coreMessageText(plain.status()));
        return false;
    }
    CompiledWriteOptions write;
    write.bakeToKeyframes = bakeBlended;
    write.bakeRate = doc->timeCodesPerSecond();
    const Status saved = saveCompiledTimelineFile(plain->document, path, write);
    if (!saved) {
        m_window->showError(tr("Cannot export %1").arg(name), coreMessageText(saved));
        return false;
    }
    if (!plain->heldWhereAbsent.empty()) { // the raw pose cannot leave them out
        const HeldWhereAbsent &first = plain->heldWhereAbsent.front();
        return m_window->report(saved, tr("Exported %1 for other readers; they hold %n key(s) where Knotline shows none "
                                          "(first: %2 %3 from %4 s)",
                                          nullptr, int(plain->heldWhereAbsent.size()))
                                           .arg(name, first.key.target, first.key.property, QLocale().toString(first.from, 'g', 6)));
    }
    return m_window->report(saved, tr("Exported %1 for other readers").arg(name));
}

void TimelineFileActions::showImportDialog()
{
    if (m_window->mode() == MainWindow::Mode::Screenshot)
        return;
    const QString current = m_window->session()->document()->filePath();
    const QString dir = current.isEmpty() || current.startsWith(QLatin1Char(':')) ? QString()
                                                                                  : QFileInfo(current).absolutePath();
    const QString path = QFileDialog::getOpenFileName(m_window, tr("Import BML"), dir,
                                                      tr("BML files (*.bml *.xml);;All files (*)"));
    if (!path.isEmpty())
        importBml(path);
}

bool TimelineFileActions::importBml(const QString &path)
{
    std::vector<std::string> warnings;
    const Status st = importBmlIntoTimeline(*m_window->session(), path, &warnings);
    if (!st) {
        m_window->showError(tr("Cannot import %1").arg(QFileInfo(path).fileName()), coreMessageText(st));
        return false;
    }
    const QString name = QFileInfo(path).fileName();
    if (warnings.empty())
        return m_window->report(st, tr("Imported %1 as a new track").arg(name));
    return m_window->report(st, tr("Imported %1 with %n warning(s); first: %2", nullptr, int(warnings.size()))
                                    .arg(name, coreMessageText(warnings.front())));
}

} // namespace knotline
