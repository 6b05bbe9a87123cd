#pragma once
// Small helpers shared by the menu builders in app/actions.

#include <QAction>
#include <QKeySequence>
#include <QList>
#include <QMenu>
#include <QMenuBar>

namespace knotline {

/// Adds an action named `objectName` (for tests and saved shortcuts) with `shortcuts`.
inline QAction *addMenuAction(QMenu *menu, const QString &text, const char *objectName,
                              const QList<QKeySequence> &shortcuts = {})
{
    QAction *action = menu->addAction(text);
    action->setObjectName(QLatin1String(objectName));
    if (!shortcuts.isEmpty())
        action->setShortcuts(shortcuts);
    return action;
}

/// The menu of `menuBar` named `objectName` (another action class made it), or a new one
/// titled `title` with that name when there is none yet.
inline QMenu *menuNamed(QMenuBar *menuBar, const char *objectName, const QString &title)
{
    QMenu *menu = menuBar->findChild<QMenu *>(QLatin1String(objectName));
    if (!menu) {
        menu = menuBar->addMenu(title);
        menu->setObjectName(QLatin1String(objectName));
    }
    return menu;
}

/// addMenuAction for a checkable action.
inline QAction *addToggleAction(QMenu *menu, const QString &text, const char *objectName,
                                const QList<QKeySequence> &shortcuts = {})
{
    QAction *action = addMenuAction(menu, text, objectName, shortcuts);
    action->setCheckable(true);
    return action;
}

} // namespace knotline
