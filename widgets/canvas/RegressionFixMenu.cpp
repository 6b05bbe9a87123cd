#include "widgets/canvas/RegressionFixMenu.h"

#include "core/edit/SegmentDeregression.h"
#include "core/spline/Regression.h"
#include "core/spline/Spline.h"
#include "widgets/canvas/RegressionFixTargets.h"
#include "widgets/session/EditorSession.h"

#include <QLocale>

namespace knotline {

RegressionFixMenu::RegressionFixMenu(EditorSession *session, ChannelId channel, std::size_t segmentStart,
                                     QWidget *parent)
    : QMenu(parent)
{
    setObjectName(QLatin1String(kObjectName));
    setAttribute(Qt::WA_DeleteOnClose);
    setTitle(tr("Fix Regressive Segment"));
    QAction *heading = addAction(tr("Fix regressive segment:"));
    heading->setEnabled(false);
    struct Choice {
        AntiRegressionMode mode;
        QString text;
        QString name;
    };
    const Choice choices[] = {
        {AntiRegressionMode::Contain, tr("Contain (clamp both tangents to the segment)"), tr("Contain")},
        {AntiRegressionMode::KeepRatio, tr("Keep Ratio (shorten both tangents)"), tr("Keep Ratio")},
        {AntiRegressionMode::KeepStart, tr("Keep Start (shorten the end tangent)"), tr("Keep Start")},
    };
    for (const Choice &c : choices) {
        QAction *a = addAction(c.text);
        a->setData(static_cast<int>(c.mode));
        const AntiRegressionMode mode = c.mode;
        const QString undoText = tr("Fix Regressive Segment (%1)").arg(c.name);
        connect(a, &QAction::triggered, this, [session, channel, segmentStart, mode, undoText] {
            (void)session->applyEdit(
                channel, [=](AnimCurveFn &fn) { return fixRegressiveSegment(fn, segmentStart, mode); }, undoText);
        });
    }
    addSeparator();
    const std::vector<ChannelId> curves = regression_fix::targets(*session, channel);
    QAction *all = addAction(curves.size() > 1
                                 ? tr("Fix All Regressive Segments of the %n Selected Curves (Keep Ratio)", nullptr,
                                      int(curves.size()))
                                 : tr("Fix All Regressive Segments of This Curve (Keep Ratio)"));
    all->setObjectName(QStringLiteral("fixAllRegressive"));
    connect(all, &QAction::triggered, this, [session, curves, segmentStart] {
        (void)regression_fix::applyToCurves(
            session, curves, RegressionFix{AntiRegressionMode::KeepRatio, RegressionFixScope::Curve, segmentStart},
            tr("Fix Regressive Segments"));
    });
}

QString RegressionFixMenu::problemText(double t0, double t1)
{
    const QLocale locale;
    return tr("Regressive segment (frames %1 to %2): its tangents are so long that the curve would run "
              "backwards in time. It is drawn as if Keep Ratio had been applied. Click the marker for fixes.")
        .arg(locale.toString(t0, 'g', 6), locale.toString(t1, 'g', 6));
}

} // namespace knotline
