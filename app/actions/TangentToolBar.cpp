#include "app/actions/TangentToolBar.h"

#include "app/MainWindow.h"
#include "app/actions/ActionHelpers.h"
#include "app/actions/TangentTypeIcon.h"
#include "app/edits/TangentOperations.h"

#include <QMenu>
#include <QToolBar>
#include <QToolButton>

#include <functional>
#include <utility>
#include <vector>

namespace knotline {

TangentToolBar::TangentToolBar(MainWindow *window)
    : QObject(window)
    , m_window(window)
    , m_bar(new QToolBar(tr("Tangents"), window))
{
    m_bar->setObjectName(QStringLiteral("tangentToolBar"));
    m_bar->setToolButtonStyle(Qt::ToolButtonIconOnly); // the types as pictures; the options' texts below
    m_bar->setIconSize(QSize(20, 15));

    // The Key ▸ Tangents actions (both sides), in Maya's toolbar order.
    // Toolbar labels are short (the menu keeps the full names).
    struct TypeButton {
        const char *name;
        QKeySequence shortcut;
        QString label;
        MayaTangentType type;
    };
    const std::vector<TypeButton> types = {
        {"actionTangentBoth_auto", QKeySequence(Qt::ALT | Qt::Key_1), tr("Auto"), MayaTangentType::Auto},
        {"actionTangentBoth_spline", QKeySequence(Qt::ALT | Qt::Key_2), tr("Spline"), MayaTangentType::Smooth},
        {"actionTangentBoth_clamped", QKeySequence(Qt::ALT | Qt::Key_3), tr("Clamped"), MayaTangentType::Clamped},
        {"actionTangentBoth_linear", QKeySequence(Qt::ALT | Qt::Key_4), tr("Linear"), MayaTangentType::Linear},
        {"actionTangentBoth_flat", QKeySequence(Qt::ALT | Qt::Key_5), tr("Flat"), MayaTangentType::Flat},
        {"actionTangentBoth_step", QKeySequence(Qt::ALT | Qt::Key_6), tr("Step"), MayaTangentType::Step},
        {"actionTangentBoth_stepnext", QKeySequence(Qt::ALT | Qt::Key_7), tr("Step Next"), MayaTangentType::StepNext},
        {"actionTangentBoth_plateau", QKeySequence(Qt::ALT | Qt::Key_8), tr("Plateau"), MayaTangentType::Plateau},
        {"actionTangentBoth_fixed", QKeySequence(Qt::ALT | Qt::Key_9), tr("Fixed"), MayaTangentType::Fixed},
        {"actionTangentBoth_autoease", QKeySequence(Qt::ALT | Qt::Key_0), tr("Ease"), MayaTangentType::AutoEase},
        {"actionTangentBoth_automix", QKeySequence(Qt::ALT | Qt::Key_Minus), tr("Mix"), MayaTangentType::AutoMix},
    };
    for (const TypeButton &t : types) {
        QAction *a = window->findChild<QAction *>(QLatin1String(t.name));
        if (!a)
            continue; // a type KeyActions does not offer
        const QString full = a->iconText();
        a->setShortcut(t.shortcut);
        a->setIconText(t.label);
        a->setIcon(tangentTypeIcon(t.type, m_bar->palette().color(QPalette::ButtonText)));
        a->setToolTip(tr("%1 tangents on the selected keys (%2)")
                          .arg(full, t.shortcut.toString(QKeySequence::NativeText)));
        m_bar->addAction(a);
    }
    m_bar->addSeparator();

    QMenu *menu = window->findChild<QMenu *>(QStringLiteral("menuTangentBoth"));
    if (!menu) // KeyActions not built yet: a menu of the toolbar's own
        menu = new QMenu(tr("Tangents"), window);
    menu->addSeparator();
    struct Entry {
        QString text;
        QString label;
        const char *name;
        QKeySequence shortcut;
        std::function<Status(EditorSession &)> run;
    };
    const std::vector<Entry> entries = {
        {tr("&Break Tangents"), tr("Break"), "actionBreakTangents", QKeySequence(Qt::ALT | Qt::Key_B),
         [](EditorSession &s) { return setSelectedTangentsBroken(s, true); }},
        {tr("&Unify Tangents"), tr("Unify"), "actionUnifyTangents", QKeySequence(Qt::ALT | Qt::Key_U),
         [](EditorSession &s) { return unifySelectedTangents(s); }},
        {tr("&Weighted Tangents"), tr("Weighted"), "actionWeightedTangents", QKeySequence(Qt::ALT | Qt::Key_W),
         [](EditorSession &s) { return setSelectedCurvesWeighted(s, true); }},
        {tr("&Non-Weighted Tangents"), tr("Unweighted"), "actionNonWeightedTangents", QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_W),
         [](EditorSession &s) { return setSelectedCurvesWeighted(s, false); }},
        {tr("&Free Tangent Weights"), tr("Free Weights"), "actionFreeWeights", QKeySequence(Qt::ALT | Qt::SHIFT | Qt::Key_L),
         [](EditorSession &s) { return setSelectedWeightsLocked(s, false); }},
        {tr("&Lock Tangent Weights"), tr("Lock Weights"), "actionLockWeights", QKeySequence(Qt::ALT | Qt::Key_L),
         [](EditorSession &s) { return setSelectedWeightsLocked(s, true); }},
    };
    const QString tips[] = {
        tr("In and out tangents of the selected keys move independently"),
        tr("In and out tangents of the selected keys move together, turned to one direction"),
        tr("The curves of the selected keys get Bezier tangents with a length"),
        tr("The curves of the selected keys get Hermite tangents (slope only)"),
        tr("The tangent length of the selected keys can change in a drag"),
        tr("The tangent length of the selected keys stays when the tangent is dragged"),
    };
    for (std::size_t i = 0; i < entries.size(); ++i) {
        const Entry &e = entries[i];
        QAction *a = addMenuAction(menu, e.text, e.name, {e.shortcut});
        a->setIconText(e.label);
        a->setStatusTip(tips[i]);
        a->setToolTip(QStringLiteral("%1 (%2)").arg(tips[i], e.shortcut.toString(QKeySequence::NativeText)));
        connect(a, &QAction::triggered, this,
                [this, run = e.run] { m_window->reportEdit([&] { return run(*m_window->session()); }); });
        m_bar->addAction(a);
        if (auto *button = qobject_cast<QToolButton *>(m_bar->widgetForAction(a)))
            button->setToolButtonStyle(Qt::ToolButtonTextOnly); // no icon: its short name
        if (i % 2 == 1 && i + 1 < entries.size())
            m_bar->addSeparator();
    }
}

} // namespace knotline
