#pragma once
// PreviewDialog: the part the previewing dialogs share (Curve ▸ Filters, Key ▸ Scale
// Keys…): a Preview switch, a line under the form that says what the edit would do or why it
// cannot, OK / Cancel, and one signal for any change of the parameters. The dialogs only
// collect parameters; app/actions/FilterActions.cpp previews and applies them.
// Object names: <prefix>Preview, <prefix>Summary.

#include <QDialog>

class QCheckBox;
class QDoubleSpinBox;
class QLabel;
class QVBoxLayout;

namespace knotline {

class PreviewDialog : public QDialog {
    Q_OBJECT

public:
    /// The Preview switch is on (it starts on).
    bool previewOn() const;
    /// Shows `text` under the form (in the error colour when `isError`).
    void setSummary(const QString &text, bool isError);

signals:
    /// A parameter or the Preview switch changed.
    void parametersChanged();

protected:
    PreviewDialog(const char *objectNamePrefix, QWidget *parent);
    /// Adds the Preview switch, the summary line and OK / Cancel at the end of `layout`.
    void addPreviewRows(QVBoxLayout *layout);
    /// A number field named `objectName` whose changes emit parametersChanged().
    QDoubleSpinBox *numberField(const char *objectName, double value, double minimum, int decimals);

private:
    QCheckBox *m_preview;
    QLabel *m_summary;
};

} // namespace knotline
