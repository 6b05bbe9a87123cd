#include "app/actions/FilterActions.h"

#include "app/MainWindow.h"
#include "app/actions/ActionHelpers.h"
#include "app/dialogs/RoundTripDialog.h"
#include "app/dialogs/ScaleKeysDialog.h"
#include "app/edits/DocumentRoundTrip.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/messages/CoreMessageText.h"
#include "widgets/session/EditorSession.h"

#include <QMenuBar>

#include <cmath>
#include <tuple>
#include <vector>

namespace knotline {

namespace {

QMenu *menuNamed(QMenuBar *menuBar, const char *name)
{
    QMenu *menu = menuBar->findChild<QMenu *>(QLatin1String(name));
    return menu ? menu : menuBar->addMenu(QLatin1String(name));
}

} // namespace

FilterActions::FilterActions(MainWindow *window, QMenuBar *menuBar)
    : QObject(window)
    , m_window(window)
{
    QMenu *curve = menuNamed(menuBar, "menuCurve");
    curve->addSeparator();
    QMenu *filters = curve->addMenu(tr("F&ilters"));
    filters->setObjectName(QStringLiteral("menuFilters"));
    const std::vector<std::tuple<CurveFilterKind, QString, const char *, QString>> items = {
        {CurveFilterKind::Euler, tr("&Euler Filter…"), "actionEulerFilter",
         tr("Remove the 360° flips of rotation curves")},
        {CurveFilterKind::Simplify, tr("&Simplify…"), "actionSimplifyCurve",
         tr("Remove keys while the curve stays within a value tolerance")},
        {CurveFilterKind::Smooth, tr("S&mooth…"), "actionSmoothCurve",
         tr("Average key values over a time window")},
        {CurveFilterKind::GaussianSmooth, tr("&Gaussian Smooth…"), "actionGaussianSmooth",
         tr("Average key values with a bell-curve weight, fading back to the curve at the range's ends")},
        {CurveFilterKind::ButterworthSmooth, tr("&Butterworth Smooth…"), "actionButterworthSmooth",
         tr("Remove motion faster than a cutoff frequency (jitter, capture noise) without lag")},
        {CurveFilterKind::Resample, tr("&Resample…"), "actionResampleCurve",
         tr("Replace the keys with keys at a regular stride")},
    };
    for (const auto &[kind, label, name, tip] : items) {
        QAction *a = addMenuAction(filters, label, name);
        a->setStatusTip(tip);
        connect(a, &QAction::triggered, this, [this, kind = kind] { runFilter(kind); });
    }
    QAction *roundTrip = addMenuAction(curve, tr("Check Maya ↔ USD &Round Trip…"), "actionRoundTripCheck");
    roundTrip->setStatusTip(tr("Convert the Maya curves to OpenUSD splines and back and compare them frame by frame"));
    connect(roundTrip, &QAction::triggered, this, &FilterActions::showRoundTrip);

    QMenu *key = menuNamed(menuBar, "menuKey");
    key->addSeparator();
    QAction *scale = addMenuAction(key, tr("Scale &Keys…"), "actionScaleKeys");
    scale->setStatusTip(tr("Scale the selected keys in time and value about a pivot; a negative time scale "
                           "reverses them"));
    connect(scale, &QAction::triggered, this, &FilterActions::runScaleKeys);
}

QString FilterActions::summaryText(CurveFilterKind kind, const FilterSummary &s) const
{
    const QString at = std::isnan(s.largestAt) ? QString() : tr(" at frame %1").arg(s.largestAt, 0, 'g', 6);
    switch (kind) {
    case CurveFilterKind::Euler:
        return tr("%n key(s) unwrapped, by up to %1", nullptr, int(s.keysChanged)).arg(s.largest, 0, 'g', 6);
    case CurveFilterKind::Simplify:
        return tr("%1 of %2 keys kept (%3 removed); largest deviation %4%5")
            .arg(s.keysAfter)
            .arg(s.keysBefore)
            .arg(s.keysBefore - s.keysAfter)
            .arg(s.largest, 0, 'g', 4)
            .arg(at);
    case CurveFilterKind::Smooth:
    case CurveFilterKind::GaussianSmooth:
    case CurveFilterKind::ButterworthSmooth:
        return tr("%n key(s) changed, by up to %1", nullptr, int(s.keysChanged)).arg(s.largest, 0, 'g', 4);
    case CurveFilterKind::Resample:
        break;
    }
    return tr("%1 keys instead of %2; largest deviation %3%4")
        .arg(s.keysAfter)
        .arg(s.keysBefore)
        .arg(s.largest, 0, 'g', 4)
        .arg(at);
}

void FilterActions::showPreview(PreviewDialog &dialog, const Result<std::vector<PreviewCurve>> &curves,
                                const QString &summary)
{
    CurveCanvas *canvas = m_window->canvas();
    if (!curves) {
        canvas->setPreviewCurves({});
        dialog.setSummary(coreMessageText(curves.status()), true);
        return;
    }
    canvas->setPreviewCurves(dialog.previewOn() ? curves.value() : std::vector<PreviewCurve>{});
    dialog.setSummary(summary, false);
}

void FilterActions::updateFilterPreview(CurveFilterDialog &dialog)
{
    FilterSummary summary;
    const Result<std::vector<PreviewCurve>> curves =
        previewCurveFilter(*m_window->session(), dialog.work(*m_window->session()), &summary);
    showPreview(dialog, curves, summaryText(dialog.kind(), summary));
}

void FilterActions::runFilter(CurveFilterKind kind)
{
    CurveFilterDialog dialog(kind, m_window);
    connect(&dialog, &CurveFilterDialog::parametersChanged, this, [this, &dialog] { updateFilterPreview(dialog); });
    updateFilterPreview(dialog);
    const int result = dialog.exec();
    m_window->canvas()->setPreviewCurves({});
    if (result != QDialog::Accepted)
        return;
    EditorSession *session = m_window->session();
    FilterSummary summary;
    const Status st = applyCurveFilter(*session, dialog.title(), dialog.work(*session), &summary);
    // What it reached, as every key command says (issue 37 item 1).
    m_window->report(st, tr("%1: %2, on %n curve(s)", nullptr, int(summary.channels))
                             .arg(dialog.title(), summaryText(kind, summary)));
}

void FilterActions::updateScalePreview(ScaleKeysDialog &dialog)
{
    const EditorSession &session = *m_window->session();
    const KeyScaleParams params = resolvedScaleParams(session, dialog.params(), dialog.pivotChoice());
    showPreview(dialog, previewScaleSelectedKeys(session, params),
                tr("%n key(s) about frame %1, value %2", nullptr, int(session.selection()->knots().size()))
                    .arg(params.timePivot, 0, 'g', 6)
                    .arg(params.valuePivot, 0, 'g', 6));
}

void FilterActions::runScaleKeys()
{
    ScaleKeysDialog dialog(m_window);
    connect(&dialog, &ScaleKeysDialog::parametersChanged, this, [this, &dialog] { updateScalePreview(dialog); });
    updateScalePreview(dialog);
    const int result = dialog.exec();
    m_window->canvas()->setPreviewCurves({});
    if (result != QDialog::Accepted)
        return;
    EditorSession *session = m_window->session();
    const KeyScaleParams params = resolvedScaleParams(*session, dialog.params(), dialog.pivotChoice());
    m_window->reportEdit([&] { return scaleSelectedKeys(*session, params); });
}

void FilterActions::showRoundTrip()
{
    const Result<RoundTripReport> report = checkDocumentRoundTrip(*m_window->session()->document());
    if (!report) {
        m_window->report(report.status(), QString());
        return;
    }
    RoundTripDialog dialog(report.value(), m_window);
    dialog.exec();
}

} // namespace knotline
