#include "app/actions/KeyActions.h"

#include "app/MainWindow.h"
#include "app/actions/ActionHelpers.h"
#include "app/edits/SessionEdits.h"
#include "widgets/session/EditorSession.h"

#include <QActionGroup>
#include <QMenuBar>

#include <string>
#include <tuple>
#include <utility>
#include <vector>

namespace knotline {

namespace {

/// Tangent types in Maya's Graph Editor order, with their menu labels.
std::vector<std::pair<MayaTangentType, QString>> tangentEntries()
{
    return {
        {MayaTangentType::Auto, KeyActions::tr("&Auto")},
        {MayaTangentType::AutoEase, KeyActions::tr("Auto &Ease")},
        {MayaTangentType::AutoMix, KeyActions::tr("Auto &Mix")},
        {MayaTangentType::Smooth, KeyActions::tr("&Spline")},
        {MayaTangentType::Clamped, KeyActions::tr("&Clamped")},
        {MayaTangentType::Linear, KeyActions::tr("&Linear")},
        {MayaTangentType::Flat, KeyActions::tr("&Flat")},
        {MayaTangentType::Step, KeyActions::tr("S&tepped")},
        {MayaTangentType::StepNext, KeyActions::tr("Stepped &Next")},
        {MayaTangentType::Plateau, KeyActions::tr("&Plateau")},
        {MayaTangentType::Fixed, KeyActions::tr("F&ixed")},
    };
}

std::string nameFor(const char *prefix, MayaTangentType type)
{
    return std::string(prefix) + std::string(mayaTangentTypeWord(type));
}

} // namespace

KeyActions::KeyActions(MainWindow *window, QMenuBar *menuBar)
    : QObject(window)
    , m_window(window)
    , m_defaultGroup(new QActionGroup(this))
{
    QMenu *menu = menuBar->addMenu(tr("&Key"));
    menu->setObjectName(QStringLiteral("menuKey"));

    QAction *setKey = addMenuAction(menu, tr("&Set Key"), "actionSetKey", {QKeySequence(Qt::Key_S)});
    setKey->setStatusTip(tr("Key the curves' values at the current time (selected curves, or all "
                            "visible ones)"));
    connect(setKey, &QAction::triggered, this, &KeyActions::setKeys);

    QAction *breakdown = addMenuAction(menu, tr("&Insert Breakdown Key"), "actionInsertBreakdown",
                                       {QKeySequence(Qt::Key_I)});
    breakdown->setStatusTip(tr("Insert a key at the current time without changing the curves' "
                               "shape, marked as a breakdown"));
    connect(breakdown, &QAction::triggered, this, &KeyActions::insertBreakdowns);

    QAction *mark = addMenuAction(menu, tr("&Mark as Breakdown"), "actionMarkBreakdown");
    connect(mark, &QAction::triggered, this, [this] {
        m_window->reportEdit([this] { return markSelectedAsBreakdown(*m_window->session(), true); });
    });
    QAction *unmark = addMenuAction(menu, tr("&Clear Breakdown Mark"), "actionClearBreakdown");
    connect(unmark, &QAction::triggered, this, [this] {
        m_window->reportEdit([this] { return markSelectedAsBreakdown(*m_window->session(), false); });
    });

    menu->addSeparator();
    addTangentMenu(menu, tr("&Tangents"), TangentSides::Both, "Both");
    addTangentMenu(menu, tr("I&n Tangents"), TangentSides::In, "In");
    addTangentMenu(menu, tr("&Out Tangents"), TangentSides::Out, "Out");

    QMenu *interp = menu->addMenu(tr("Segment Inter&polation"));
    interp->setObjectName(QStringLiteral("menuInterpolation"));
    const std::vector<std::tuple<Interpolation, QString, const char *>> interps = {
        {Interpolation::Curve, tr("&Curve"), "actionInterp_curve"},
        {Interpolation::Linear, tr("&Linear"), "actionInterp_linear"},
        {Interpolation::Held, tr("&Held"), "actionInterp_held"},
        {Interpolation::ValueBlock, tr("&No Value (Block)"), "actionInterp_none"},
    };
    for (const auto &[mode, label, name] : interps) {
        QAction *a = addMenuAction(interp, label, name);
        connect(a, &QAction::triggered, this, [this, mode = mode] {
            m_window->reportEdit([this, mode] { return setSelectedInterpolation(*m_window->session(), mode); });
        });
    }

    QMenu *dual = menu->addMenu(tr("&Dual Value"));
    dual->setObjectName(QStringLiteral("menuDualValue"));
    QAction *dualOn = addMenuAction(dual, tr("&Split Value (Dual-Valued)"), "actionDualOn");
    dualOn->setStatusTip(tr("Give the selected keys a separate value from the left, so the "
                            "curve can jump there"));
    connect(dualOn, &QAction::triggered, this, [this] {
        m_window->reportEdit([this] { return setSelectedDualValued(*m_window->session(), true); });
    });
    QAction *dualOff = addMenuAction(dual, tr("&Join Value (Single-Valued)"), "actionDualOff");
    connect(dualOff, &QAction::triggered, this, [this] {
        m_window->reportEdit([this] { return setSelectedDualValued(*m_window->session(), false); });
    });

    menu->addSeparator();
    QMenu *defaults = menu->addMenu(tr("De&fault Tangent Type"));
    defaults->setObjectName(QStringLiteral("menuDefaultTangent"));
    for (const auto &[type, label] : tangentEntries()) {
        if (type == MayaTangentType::Fixed || type == MayaTangentType::StepNext)
            continue; // not meaningful for new keys
        const std::string name = nameFor("actionDefaultTangent_", type);
        QAction *a = addMenuAction(defaults, label, name.c_str());
        a->setCheckable(true);
        m_defaultGroup->addAction(a);
        m_defaultActions[type] = a;
        connect(a, &QAction::triggered, this, [this, type = type] {
            Preferences p = m_window->preferences();
            p.defaultTangentType = type;
            m_window->setPreferences(p);
        });
    }
    syncDefaultTangent();
}

void KeyActions::addTangentMenu(QMenu *parent, const QString &title, TangentSides sides,
                                const char *sideName)
{
    QMenu *menu = parent->addMenu(title);
    menu->setObjectName(QStringLiteral("menuTangent%1").arg(QLatin1String(sideName)));
    const std::string prefix = std::string("actionTangent") + sideName + "_";
    for (const auto &[type, label] : tangentEntries()) {
        if (sides == TangentSides::In
            && (type == MayaTangentType::Step || type == MayaTangentType::StepNext))
            continue; // out side only
        const std::string name = nameFor(prefix.c_str(), type);
        QAction *a = addMenuAction(menu, label, name.c_str());
        connect(a, &QAction::triggered, this, [this, type = type, sides] {
            m_window->reportEdit([this, type, sides] { return setSelectedTangentType(*m_window->session(), type, sides); });
        });
    }
}

void KeyActions::syncDefaultTangent()
{
    const auto it = m_defaultActions.find(m_window->preferences().defaultTangentType);
    if (it != m_defaultActions.end())
        it->second->setChecked(true);
}

void KeyActions::setKeys()
{
    EditorSession *session = m_window->session();
    std::vector<std::string> skipped;
    const std::vector<ChannelId> targets = targetChannels(*session);
    const Status st = setKeysAtTime(*session, session->currentTime(),
                                    m_window->preferences().defaultTangentType, &skipped);
    reportSkipped(st, doneOnChannels(*session, tr("Key set at frame %1").arg(session->currentTime()), targets),
                  skipped);
}

void KeyActions::insertBreakdowns()
{
    EditorSession *session = m_window->session();
    std::vector<std::string> skipped;
    const std::vector<ChannelId> targets = targetChannels(*session);
    const Status st = insertBreakdownKeys(*session, session->currentTime(), &skipped);
    reportSkipped(st,
                  doneOnChannels(*session, tr("Breakdown inserted at frame %1").arg(session->currentTime()),
                                 targets),
                  skipped);
}

void KeyActions::reportSkipped(const Status &status, const QString &done,
                               const std::vector<std::string> &skipped)
{
    if (!status || skipped.empty()) {
        m_window->report(status, done);
        return;
    }
    m_window->report(status, tr("%1 (skipped %n curve(s): %2)", nullptr, int(skipped.size()))
                                 .arg(done, QString::fromStdString(skipped.front())));
}

} // namespace knotline
