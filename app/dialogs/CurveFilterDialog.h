#pragma once
// The Curve ▸ Filters dialogs: one form per filter (Euler filter: the angle unit; Simplify:
// the value tolerance; Smooth: the time window in frames; Resample: the stride in frames and
// the new keys' tangent type), a Preview switch and a line that shows what the filter would
// do (or why it cannot) (PreviewDialog). It only collects the parameters and says when they
// change; the caller (app/actions/FilterActions.cpp) previews and applies them.
// Object names (for tests): filterUnit, filterTolerance, filterWindow, filterStride,
// filterTangentType, filterPreview, filterSummary.

#include "app/dialogs/PreviewDialog.h"
#include "app/edits/FilterOperations.h"

class QComboBox;

namespace knotline {

enum class CurveFilterKind { Euler, Simplify, Smooth, Resample };

class CurveFilterDialog : public PreviewDialog {
    Q_OBJECT

public:
    CurveFilterDialog(CurveFilterKind kind, QWidget *parent = nullptr);

    CurveFilterKind kind() const { return m_kind; }
    /// The filter with the dialog's current parameters.
    CurveFilterWork work(const EditorDocument &document) const;
    /// The menu item's name (the undo step's text).
    QString title() const;

private:
    CurveFilterKind m_kind;
    QComboBox *m_unit = nullptr;
    QDoubleSpinBox *m_tolerance = nullptr;
    QDoubleSpinBox *m_window = nullptr;
    QDoubleSpinBox *m_stride = nullptr;
    QComboBox *m_tangentType = nullptr;
};

} // namespace knotline
