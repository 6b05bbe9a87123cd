#include "widgets/session/EditStepText.h"

#include <QCoreApplication>

namespace knotline {

QString onKeysText(const QString &text, std::size_t keys, std::size_t curves)
{
    const QString onKeys = QCoreApplication::translate("SessionEdits", "%1 on %n key(s)", nullptr, int(keys)).arg(text);
    if (curves <= 1)
        return onKeys;
    return QCoreApplication::translate("SessionEdits", "%1 of %n curve(s)", nullptr, int(curves)).arg(onKeys);
}

} // namespace knotline
