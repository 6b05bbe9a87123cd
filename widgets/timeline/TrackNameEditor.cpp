#include "widgets/timeline/TrackNameEditor.h"

#include <QKeyEvent>

namespace knotline {

TrackNameEditor::TrackNameEditor(std::size_t track, const QString &name, const QRect &rect, QWidget *parent)
    : QLineEdit(name, parent)
    , m_track(track)
    , m_oldName(name)
{
    setObjectName(QStringLiteral("trackNameEditor"));
    setGeometry(rect);
    selectAll();
    show();
    setFocus(Qt::OtherFocusReason);
    connect(this, &QLineEdit::editingFinished, this, [this] { finish(true); });
}

void TrackNameEditor::keyPressEvent(QKeyEvent *event)
{
    if (event->key() == Qt::Key_Escape) {
        finish(false);
        event->accept();
        return;
    }
    QLineEdit::keyPressEvent(event);
}

void TrackNameEditor::finish(bool commit)
{
    if (m_done)
        return;
    m_done = true;
    const QString name = text().trimmed();
    hide();
    deleteLater();
    if (commit && !name.isEmpty() && name != m_oldName)
        emit renamed(m_track, name);
}

} // namespace knotline
