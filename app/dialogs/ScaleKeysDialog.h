#pragma once
// The Key ▸ Scale Keys… dialog: time and value scale factors, the time pivot (the current
// time, the selection's start or a typed frame), the value pivot, Ripple (move the later
// keys by the change of the scaled keys' end) and a Preview switch, with a line saying what
// the scale would do or why it is refused (PreviewDialog) (core/edit/KeyScale.h: a negative time scale
// reverses the keys). It only collects the parameters; app/actions/FilterActions.cpp
// previews and applies them.
// Object names (for tests): scaleTime, scaleValue, scaleTimePivot, scaleTimePivotValue,
// scaleValuePivot, scaleRipple, scalePreview, scaleSummary.

#include "app/dialogs/PreviewDialog.h"
#include "app/edits/FilterOperations.h"

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;

namespace knotline {

class ScaleKeysDialog : public PreviewDialog {
    Q_OBJECT

public:
    explicit ScaleKeysDialog(QWidget *parent = nullptr);

    /// The parameters as typed (time pivot as typed; resolve it with pivotChoice()).
    KeyScaleParams params() const;
    TimePivotChoice pivotChoice() const;

private:
    QDoubleSpinBox *m_timeScale;
    QDoubleSpinBox *m_valueScale;
    QComboBox *m_pivot;
    QDoubleSpinBox *m_timePivot;
    QDoubleSpinBox *m_valuePivot;
    QCheckBox *m_ripple;
};

} // namespace knotline
