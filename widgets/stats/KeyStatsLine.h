#pragma once
// KeyStatsLine: the line above the curve canvas with the time and value of the selected
// keys (Maya's Graph Editor stats boxes). Each box shows the number the selected keys
// share, or stays empty (placeholder "mixed") when they differ; both are disabled while
// nothing is selected. Typing into a box and pressing Enter (or leaving it) sets every
// selected key: a plain number sets them all, "+=5", "-=5", "*=2", "/=2" change each key
// relative to its own time or value (NumberEntry.h; SelectedKeyEdits.h: one undo step).
// Text that is not an entry, or an edit the document refuses, changes nothing: the box
// shows the keys' numbers again, the summary label says why in red, and editRefused is
// emitted (the window shows it in the status bar); an applied entry emits edited with the
// undo step's name. Escape restores the box.
// The summary label counts the selected keys and their curves; it is cut with "…" when
// the line is narrow (ElidedLabel.h), the whole text in its tool tip.
// Object names: "statsTimeBox", "statsValueBox", "statsSummary".

#include <QPointer>
#include <QWidget>

#include <optional>

class QLabel;
class QLineEdit;

namespace knotline {

class EditorDocument;
class ElidedLabel;
class EditorSession;

class KeyStatsLine : public QWidget {
    Q_OBJECT

public:
    /// Precondition: `session` outlives the widget.
    explicit KeyStatsLine(EditorSession *session, QWidget *parent = nullptr);
    /// Disconnects the boxes first: destroying the window hides them, and a box that
    /// loses focus then finishes editing, which must not commit into a half-destroyed
    /// KeyStatsLine (found by UBSan in tst_graph_editor).
    ~KeyStatsLine() override;

    QLineEdit *timeBox() const { return m_time; }
    QLineEdit *valueBox() const { return m_value; }
    /// The number every selected key shares (time or value); nullopt when they differ or
    /// nothing is selected.
    std::optional<double> sharedTime() const;
    std::optional<double> sharedValue() const;

signals:
    void editRefused(const QString &reason);
    /// An entry was applied: `what` names the undo step and what it reached ("Set Key
    /// Values on 3 keys of 2 curves", EditStepText.h), or says "Nothing changed".
    void edited(const QString &what);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;

private:
    void refresh();
    void connectDocument();
    void commit(QLineEdit *box, bool time);
    std::optional<double> shared(bool time) const;

    EditorSession *m_session;
    QPointer<EditorDocument> m_document;
    QLineEdit *m_time;
    QLineEdit *m_value;
    ElidedLabel *m_summary;
    bool m_committing = false;
};

} // namespace knotline
