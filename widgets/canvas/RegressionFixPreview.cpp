#include "widgets/canvas/RegressionFixPreview.h"

#include "core/edit/RegressionFix.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/canvas/PreviewCurves.h"
#include "widgets/canvas/RegressionFixMenu.h"
#include "widgets/canvas/RegressionFixTargets.h"
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
    const std::vector<ChannelId> curves = regression_fix::targets(*session, channel);
    QMenu *all = menu->addMenu(curves.size() > 1
                                   ? RegressionFixPreview::tr("Fix All Regressive Segments of the %n Selected Curves With",
                                                              nullptr, int(curves.size()))
                                   : RegressionFixPreview::tr("Fix All Regressive Segments of This Curve With"));
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
        QObject::connect(a, &QAction::triggered, menu, [session, curves, fix, undoText] {
            (void)regression_fix::applyToCurves(session, curves, fix, undoText);
        });
    }
    QPointer<CurveCanvas> target(canvas);
    const auto show = [session, target, channel, curves, start](QAction *action) {
        if (!target)
            return;
        const std::optional<RegressionFix> fix = fixOf(action, start);
        if (!fix || !session->document()->contains(channel)) {
            target->setPreviewCurves({});
            return;
        }
        // A "fix all" choice previews every curve it would change; a segment choice its curve.
        const std::vector<ChannelId> previewed =
            fix->scope == RegressionFixScope::Curve ? curves : std::vector<ChannelId>{channel};
        std::vector<PreviewCurve> ghosts;
        for (ChannelId id : previewed) {
            const AnimCurve *curve = session->document()->curveOf(id);
            if (!curve)
                continue;
            const Result<AnimCurve> fixed = previewRegressionFix(*curve, *fix);
            if (fixed && (id == channel || !(fixed.value() == *curve))) // an unchanged curve needs no ghost
                ghosts.push_back(PreviewCurve{id, fixed.value().spline()});
        }
        target->setPreviewCurves(std::move(ghosts));
    };
    QObject::connect(menu, &QMenu::hovered, menu, show);
    QObject::connect(all, &QMenu::hovered, menu, show);
    QObject::connect(menu, &QMenu::aboutToHide, menu, [target] {
        if (target)
            target->setPreviewCurves({});
    });
}

} // namespace knotline::regression_preview
