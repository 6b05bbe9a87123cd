#pragma once
// RecentFiles: the File ▸ Open Recent list, most recent first, persisted with QSettings
// ("recentFiles"). Paths are stored as given (absolute paths from the open dialog or the
// command line); Qt resource paths are never recorded.

#include <QObject>
#include <QStringList>

namespace knotline {

class RecentFiles : public QObject {
    Q_OBJECT

public:
    /// At most this many entries are kept.
    static constexpr int kMaxCount = 10;

    /// Loads the list from QSettings.
    explicit RecentFiles(QObject *parent = nullptr);

    QStringList paths() const { return m_paths; }
    /// Moves (or adds) `path` to the front and saves; ignores empty and ":/" paths.
    void add(const QString &path);
    /// Removes `path` (e.g. when it cannot be opened any more) and saves.
    void remove(const QString &path);
    void clear();

signals:
    void changed();

private:
    void save();
    QStringList m_paths;
};

} // namespace knotline
