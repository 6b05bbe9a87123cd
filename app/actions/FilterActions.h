#pragma once
// Curve ▸ Filters (Euler Filter…, Simplify…, Smooth…, Resample…), Curve ▸ Check Maya ↔ USD
// Round Trip… and Key ▸ Scale Keys…. Each filter and Scale Keys opens its dialog, which
// previews the result as ghost curves on the canvas while it is open (CurveCanvas::
// setPreviewCurves) and applies it as one undo step on OK; Cancel changes nothing. The
// status bar then says what was done (keys removed, largest deviation, …) or why not.
// Object names: "menuFilters", "actionEulerFilter", "actionSimplifyCurve",
// "actionSmoothCurve", "actionResampleCurve", "actionRoundTripCheck", "actionScaleKeys".
// No shortcuts: Maya has none for these either.

#include "app/dialogs/CurveFilterDialog.h"

#include <QObject>

class QMenuBar;

namespace knotline {

class MainWindow;
class ScaleKeysDialog;

class FilterActions : public QObject {
    Q_OBJECT

public:
    /// Adds to the menus CurveActions ("menuCurve") and KeyActions ("menuKey") made.
    FilterActions(MainWindow *window, QMenuBar *menuBar);

private:
    /// Shows `curves` as the canvas's ghost curves (when the dialog's Preview is on) and
    /// `summary` in the dialog, or the reason there are none.
    void showPreview(PreviewDialog &dialog, const Result<std::vector<PreviewCurve>> &curves, const QString &summary);
    void runFilter(CurveFilterKind kind);
    void updateFilterPreview(CurveFilterDialog &dialog);
    void runScaleKeys();
    void updateScalePreview(ScaleKeysDialog &dialog);
    void showRoundTrip();
    /// The status-bar text for a filter's summary.
    QString summaryText(CurveFilterKind kind, const FilterSummary &summary) const;

    MainWindow *m_window;
};

} // namespace knotline
