#include "app/RecentFiles.h"

#include <QFileInfo>
#include <QSettings>

namespace knotline {

namespace {
const char kRecentFiles[] = "recentFiles";
}

RecentFiles::RecentFiles(QObject *parent)
    : QObject(parent)
{
    QSettings settings;
    m_paths = settings.value(kRecentFiles).toStringList();
    m_paths.removeAll(QString());
    while (m_paths.size() > kMaxCount)
        m_paths.removeLast();
}

void RecentFiles::add(const QString &path)
{
    if (path.isEmpty() || path.startsWith(QLatin1Char(':')))
        return;
    const QString absolute = QFileInfo(path).absoluteFilePath();
    m_paths.removeAll(absolute);
    m_paths.prepend(absolute);
    while (m_paths.size() > kMaxCount)
        m_paths.removeLast();
    save();
}

void RecentFiles::remove(const QString &path)
{
    if (m_paths.removeAll(path) > 0)
        save();
}

void RecentFiles::clear()
{
    if (m_paths.isEmpty())
        return;
    m_paths.clear();
    save();
}

void RecentFiles::save()
{
    QSettings settings;
    settings.setValue(kRecentFiles, m_paths);
    emit changed();
}

} // namespace knotline
