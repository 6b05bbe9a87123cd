#pragma once
// The Curve ▸ Filters dialogs: one form per filter (Euler filter: the angle unit; Simplify:
// the value tolerance; Smooth: the time window in frames; Gaussian Smooth: sigma and the
// blend at the edges in frames; Butterworth Smooth: the cutoff in Hz, the order, samples per
// frame and the blend at the edges; Resample: the stride in frames and the new keys' tangent
// type), a Preview switch and a line that shows what the filter would do (or why it cannot)
// (PreviewDialog). It only collects the parameters and says when they change; the caller
// (app/actions/FilterActions.cpp) previews and applies them.
// Object names (for tests): filterUnit, filterTolerance, filterWindow, filterSigma,
// filterCutoff, filterOrder, filterSamples, filterBlend, filterStride, filterTangentType,
// filterSmoothTangents, filterPreview, filterSummary.

#include "app/dialogs/PreviewDialog.h"
#include "app/edits/FilterOperations.h"

#include <optional>

class QComboBox;
class QSpinBox;

namespace knotline {

enum class CurveFilterKind { Euler, Simplify, Smooth, GaussianSmooth, ButterworthSmooth, Resample };

class CurveFilterDialog : public PreviewDialog {
    Q_OBJECT

public:
    CurveFilterDialog(CurveFilterKind kind, QWidget *parent = nullptr);

    CurveFilterKind kind() const { return m_kind; }
    /// The filter with the dialog's current parameters.
    CurveFilterWork work(const EditorSession &session) const;
    /// The menu item's name (the undo step's text).
    QString title() const;

private:
    /// A whole-number field named `objectName` whose changes emit parametersChanged().
    QSpinBox *countField(const char *objectName, int value, int minimum, int maximum);
    /// The blend-at-the-edges field (frames, from 0).
    QDoubleSpinBox *blendField();
    /// The smoothing filters' tangent choice: keep, or Auto / Clamped on the changed keys.
    QComboBox *smoothTangentsField();
    std::optional<MayaTangentType> smoothTangents() const;

    CurveFilterKind m_kind;
    QComboBox *m_unit = nullptr;
    QDoubleSpinBox *m_tolerance = nullptr;
    QDoubleSpinBox *m_window = nullptr;
    QDoubleSpinBox *m_sigma = nullptr;
    QDoubleSpinBox *m_cutoff = nullptr;
    QSpinBox *m_order = nullptr;
    QSpinBox *m_samples = nullptr;
    QDoubleSpinBox *m_blend = nullptr;
    QComboBox *m_smoothTangents = nullptr;
    QDoubleSpinBox *m_stride = nullptr;
    QComboBox *m_tangentType = nullptr;
};

} // namespace knotline
