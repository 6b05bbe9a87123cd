#pragma once
// Small helpers shared by the menu builders in app/actions.

#include <QAction>
#include <QKeySequence>
#include <QList>
#include <QMenu>

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

} // namespace knotline
