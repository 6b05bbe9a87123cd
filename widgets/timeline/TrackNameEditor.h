#pragma once
// TrackNameEditor: the inline editor a double click on a track header's name opens in the
// timeline view (as Maya's Time Editor and Blender's NLA rename a track in place): a line
// edit over the name, filled with it and selected. Return (or the editor losing focus)
// commits — the view then renames the track as one undo step ("Rename Track") — and
// Escape cancels. An unchanged or blank name commits nothing.

#include <QLineEdit>

#include <cstddef>

namespace knotline {

class TrackNameEditor : public QLineEdit {
    Q_OBJECT

public:
    /// Opens over `rect` (parent coordinates) for `track` named `name`, focused, the text
    /// selected. Deletes itself once it commits or cancels.
    TrackNameEditor(std::size_t track, const QString &name, const QRect &rect, QWidget *parent);

    std::size_t track() const { return m_track; }

signals:
    /// The user committed `name` (trimmed, not blank, different from the old one).
    void renamed(std::size_t track, const QString &name);

protected:
    void keyPressEvent(QKeyEvent *event) override;

private:
    void finish(bool commit);

    std::size_t m_track;
    QString m_oldName;
    bool m_done = false;
};

} // namespace knotline
