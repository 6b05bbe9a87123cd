#include "app/actions/EditActions.h"

#include "app/MainWindow.h"
#include "app/actions/ActionHelpers.h"
#include "app/edits/KeyOperations.h"
#include "app/edits/SessionEdits.h"
#include "widgets/session/EditorSession.h"
#include "widgets/session/KnotSelection.h"

#include <QMenuBar>
#include <QUndoStack>

#include <set>
#include <vector>

namespace knotline {

EditActions::EditActions(MainWindow *window, QMenuBar *menuBar)
    : QObject(window)
    , m_window(window)
{
    QMenu *menu = menuBar->addMenu(tr("&Edit"));
    menu->setObjectName(QStringLiteral("menuEdit"));
    EditorSession *session = m_window->session();

    QAction *undo = session->undoStack()->createUndoAction(this, tr("&Undo"));
    undo->setObjectName(QStringLiteral("actionUndo"));
    undo->setShortcuts(QKeySequence::Undo);
    menu->addAction(undo);
    QAction *redo = session->undoStack()->createRedoAction(this, tr("&Redo"));
    redo->setObjectName(QStringLiteral("actionRedo"));
    QList<QKeySequence> redoKeys = QKeySequence::keyBindings(QKeySequence::Redo);
    for (const QKeySequence &k : {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_Z), QKeySequence(Qt::CTRL | Qt::Key_Y)})
        if (!redoKeys.contains(k))
            redoKeys << k;
    redo->setShortcuts(redoKeys);
    menu->addAction(redo);
    menu->addSeparator();

    QAction *cut = addMenuAction(menu, tr("Cu&t Keys"), "actionCut", QKeySequence::keyBindings(QKeySequence::Cut));
    // Each command says how many keys on how many curves it took (issue 37 item 1).
    const auto curveCount = [](const std::set<KnotRef> &keys) {
        std::set<ChannelId> curves;
        for (const KnotRef &k : keys)
            curves.insert(k.channel);
        return int(curves.size());
    };
    connect(cut, &QAction::triggered, this, [this, curveCount] {
        const std::set<KnotRef> keys = m_window->session()->selection()->knots();
        m_window->report(m_window->keyClipboard().cut(*m_window->session()),
                         tr("Cut %n key(s) from %1", nullptr, int(keys.size()))
                             .arg(tr("%n curve(s)", nullptr, curveCount(keys))));
    });
    QAction *copy = addMenuAction(menu, tr("&Copy Keys"), "actionCopy", QKeySequence::keyBindings(QKeySequence::Copy));
    connect(copy, &QAction::triggered, this, [this, curveCount] {
        const std::set<KnotRef> keys = m_window->session()->selection()->knots();
        m_window->report(m_window->keyClipboard().copy(*m_window->session()),
                         tr("Copied %n key(s) from %1", nullptr, int(keys.size()))
                             .arg(tr("%n curve(s)", nullptr, curveCount(keys))));
    });
    QAction *paste = addMenuAction(menu, tr("&Paste Keys"), "actionPaste", QKeySequence::keyBindings(QKeySequence::Paste));
    paste->setStatusTip(tr("Paste the copied keys at the current time"));
    connect(paste, &QAction::triggered, this, [this] {
        EditorSession *s = m_window->session();
        std::vector<ChannelId> pastedTo;
        const Status st = m_window->keyClipboard().paste(*s, s->currentTime(), &pastedTo);
        // The pasted keys are the selection now: "Pasted 3 keys on /Ball.translateY".
        const int pasted = st ? int(s->selection()->knots().size()) : 0;
        m_window->report(st, doneOnChannels(*s, tr("Pasted %n key(s)", nullptr, pasted), pastedTo));
    });
    QAction *remove = addMenuAction(menu, tr("&Delete Keys"), "actionDelete",
                                    {QKeySequence(QKeySequence::Delete), QKeySequence(Qt::Key_Backspace)});
    connect(remove, &QAction::triggered, this, [this, curveCount] {
        EditorSession &s = *m_window->session();
        const std::set<KnotRef> keys = s.selection()->knots();
        m_window->report(deleteSelectedKeys(s), tr("Deleted %n key(s) on %1", nullptr, int(keys.size()))
                                                    .arg(tr("%n curve(s)", nullptr, curveCount(keys))));
    });
    menu->addSeparator();
    QAction *selectAll = addMenuAction(menu, tr("Select &All Keys"), "actionSelectAll",
                                       QKeySequence::keyBindings(QKeySequence::SelectAll));
    connect(selectAll, &QAction::triggered, this, [this] { selectAllKeys(*m_window->session()); });
}

} // namespace knotline
