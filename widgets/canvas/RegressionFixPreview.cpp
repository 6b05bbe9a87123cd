#include "widgets/canvas/RegressionFixPreview.h"

#include "core/edit/RegressionFix.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/canvas/PreviewCurves.h"
#include "widgets/canvas/RegressionFixMenu.h"
#include "widgets/session/EditorSession.h"

#include <QCoreApplication>
#include <QPointer>

#include <optional>

namespace knotline::regression_preview {

namespace {

/// Translation context of the inspector's texts.
struct RegressionFixPreview {
    Q_DECLARE_TR_FUNCTIONS(RegressionFixPreview)
};

constexpr const char *kScopeProperty = "regressionFixScope"; ///< set on the "all" actions

/// The fix an action of the menu (or its submenu) stands for, if any.
std::optional<RegressionFix> fixOf(const QAction *action, std::size_t start)
{
    if (!action)
        return std::nullopt;
    if (action->objectName() == QLatin1String("fixAllRegressive")) // the menu's own Keep Ratio for all
        return RegressionFix{AntiRegressionMode::KeepRatio, RegressionFixScope::Curve, start};
    if (!action->data().isValid())
        return std::nullopt;
    const auto mode = static_cast<AntiRegressionMode>(action->data().toInt());
    const bool all = action->property(kScopeProperty).isValid();
    return RegressionFix{mode, all ? RegressionFixScope::Curve : RegressionFixScope::Segment, start};
}

} // namespace

void attach(RegressionFixMenu *menu, EditorSession *session, CurveCanvas *canvas, ChannelId channel,
            std::size_t start)
{
    QMenu *all = menu->addMenu(RegressionFixPreview::tr("Fix All Regressive Segments of This Curve With"));
    all->setObjectName(QLatin1String(kAllSegmentsMenuName));
    struct Choice {
        AntiRegressionMode mode;
        QString name;
    };
    const Choice choices[] = {
        {AntiRegressionMode::Contain, RegressionFixPreview::tr("Contain")},
        {AntiRegressionMode::KeepRatio, RegressionFixPreview::tr("Keep Ratio")},
        {AntiRegressionMode::KeepStart, RegressionFixPreview::tr("Keep Start")},
    };
    for (const Choice &c : choices) {
        QAction *a = all->addAction(c.name);
        a->setData(static_cast<int>(c.mode));
        a->setProperty(kScopeProperty, true);
        const RegressionFix fix{c.mode, RegressionFixScope::Curve, start};
        const QString undoText = RegressionFixPreview::tr("Fix Regressive Segments (%1)").arg(c.name);
        QObject::connect(a, &QAction::triggered, menu, [session, channel, fix, undoText] {
            (void)session->applyEdit(channel, [=](AnimCurveFn &fn) { return applyRegressionFix(fn, fix); }, undoText);
        });
    }
    QPointer<CurveCanvas> target(canvas);
    const auto show = [session, target, channel, start](QAction *action) {
        if (!target)
            return;
        const std::optional<RegressionFix> fix = fixOf(action, start);
        if (!fix || !session->document()->contains(channel)) {
            target->setPreviewCurves({});
            return;
        }
        const Result<AnimCurve> fixed = previewRegressionFix(session->document()->channel(channel).curve, *fix);
        if (!fixed) {
            target->setPreviewCurves({});
            return;
        }
        target->setPreviewCurves({PreviewCurve{channel, fixed.value().spline()}});
    };
    QObject::connect(menu, &QMenu::hovered, menu, show);
    QObject::connect(all, &QMenu::hovered, menu, show);
    QObject::connect(menu, &QMenu::aboutToHide, menu, [target] {
        if (target)
            target->setPreviewCurves({});
    });
}

} // namespace knotline::regression_preview
