#pragma once
// ElidedLabel: a one-line label that may be narrower than its text. It keeps the whole
// text (text() returns it, the tool tip shows it) and draws as much as fits, ending in
// "…" when it is cut. Its minimum width is a few characters, so a bar holding it does
// not overflow when the text is long (the key stats line's summary uses it).

#include <QLabel>

namespace knotline {

class ElidedLabel : public QLabel {
    Q_OBJECT
public:
    explicit ElidedLabel(QWidget *parent = nullptr);

    /// Sets the whole text and the tool tip to `text`.
    void setFullText(const QString &text);

    /// The text as drawn at the label's current width (`text()` elided at the right).
    QString shownText() const;

    /// A few characters wide, one line high.
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
};

} // namespace knotline
