#include "app/actions/CurveActions.h"

#include "app/MainWindow.h"
#include "app/actions/ActionHelpers.h"
#include "app/dialogs/AddCurveDialog.h"
#include "app/dialogs/InnerLoopDialog.h"
#include "app/edits/ClipSetEditing.h"
#include "app/edits/SampleConversion.h"
#include "app/edits/SessionEdits.h"
#include "widgets/session/ChannelFocus.h"
#include "widgets/session/EditorSession.h"

#include <QMenuBar>

#include <set>
#include <string>
#include <tuple>
#include <vector>

namespace knotline {

CurveActions::CurveActions(MainWindow *window, QMenuBar *menuBar)
    : QObject(window)
    , m_window(window)
{
    QMenu *menu = menuBar->addMenu(tr("&Curve"));
    menu->setObjectName(QStringLiteral("menuCurve"));

    QAction *add = addMenuAction(menu, tr("&Add Curve…"), "actionAddCurve",
                                 {QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_N)});
    add->setStatusTip(tr("Add an empty curve to the document: a USD attribute (prim path and attribute) or "
                         "a Maya node.attribute"));
    connect(add, &QAction::triggered, this, &CurveActions::showAddCurveDialog);
    connect(m_window->session(), &EditorSession::documentChanged, this, [this, add] {
        add->setEnabled(!m_window->session()->document()->timeline()); // a timeline's channels are its clips'
    });
    menu->addSeparator();

    addExtrapolationMenu(menu, CurveEnd::Pre);
    addExtrapolationMenu(menu, CurveEnd::Post);
    menu->addSeparator();

    QAction *loop = addMenuAction(menu, tr("Inner &Loop…"), "actionInnerLoop");
    loop->setStatusTip(tr("Repeat part of a curve before and after itself, optionally "
                          "stepping the value each time"));
    connect(loop, &QAction::triggered, this, &CurveActions::showInnerLoopDialog);
    QAction *removeLoop = addMenuAction(menu, tr("&Remove Inner Loop"), "actionRemoveInnerLoop");
    connect(removeLoop, &QAction::triggered, this, [this] {
        EditorSession *session = m_window->session();
        const Result<ChannelId> channel = innerLoopChannel(*session);
        if (!channel) {
            m_window->report(channel.status(), QString());
            return;
        }
        m_window->report(setInnerLoop(*session, channel.value(), LoopParams{}),
                         tr("Inner loop removed"));
    });
    menu->addSeparator();

    QAction *convert = addMenuAction(menu, tr("Convert Time &Samples to Spline"), "actionConvertTimeSamples");
    convert->setStatusTip(tr("Make an editable spline from the time samples of the current channel (or of the "
                             "channels with selected keys); saving removes those samples, which would beat "
                             "the spline"));
    connect(convert, &QAction::triggered, this, [this] {
        EditorSession *s = m_window->session();
        std::vector<ChannelId> converted;
        const Status st = convertTimeSamplesToSplines(*s, &converted);
        m_window->report(st, doneOnChannels(*s, tr("Time samples converted to a spline"), converted));
    });
    QAction *clipSet = addMenuAction(menu, tr("Edit &Clip Set…"), "actionEditClipSet");
    clipSet->setStatusTip(tr("Edit the value-clip set that drives the current channel (its active clips, times, "
                             "template and manifest)"));
    connect(clipSet, &QAction::triggered, this, [this] { openClipSetEditor(*m_window); });
    menu->addSeparator();

    QMenu *fix = menu->addMenu(tr("&Fix Regressive Tangents"));
    fix->setObjectName(QStringLiteral("menuFixRegressive"));
    fix->setStatusTip(tr("Shorten tangents so that no curve segment runs backwards in time"));
    const std::vector<std::tuple<AntiRegressionMode, QString, const char *, QString>> modes = {
        {AntiRegressionMode::KeepRatio, tr("Keep &Ratio"), "actionFixRegressive_keepRatio",
         tr("Shorten both tangents of a segment, keeping their proportion (USD's default)")},
        {AntiRegressionMode::KeepStart, tr("Keep &Start"), "actionFixRegressive_keepStart",
         tr("Keep the tangent leaving the first key; shorten the one arriving at the second")},
        {AntiRegressionMode::Contain, tr("&Contain"), "actionFixRegressive_contain",
         tr("Make no tangent longer than its segment")},
    };
    for (const auto &[mode, label, name, tip] : modes) {
        QAction *a = addMenuAction(fix, label, name);
        a->setStatusTip(tip);
        connect(a, &QAction::triggered, this, [this, mode = mode] {
            EditorSession *s = m_window->session();
            const std::vector<ChannelId> targets = targetChannels(*s);
            m_window->report(fixRegressiveTangents(*s, mode),
                             doneOnChannels(*s, tr("Regressive tangents fixed"), targets));
        });
    }
}

void CurveActions::addExtrapolationMenu(QMenu *parent, CurveEnd end)
{
    const bool pre = end == CurveEnd::Pre;
    QMenu *menu = parent->addMenu(pre ? tr("&Pre-Extrapolation") : tr("P&ost-Extrapolation"));
    menu->setObjectName(pre ? QStringLiteral("menuPreExtrapolation")
                            : QStringLiteral("menuPostExtrapolation"));
    const std::string prefix = pre ? "actionPre_" : "actionPost_";
    const std::vector<std::tuple<ExtrapolationMode, QString, const char *>> modes = {
        {ExtrapolationMode::Held, tr("&Held (Constant)"), "held"},
        {ExtrapolationMode::Linear, tr("&Linear"), "linear"},
        {ExtrapolationMode::Sloped, tr("&Sloped"), "sloped"},
        {ExtrapolationMode::LoopRepeat, tr("Loop &Repeat (Cycle with Offset)"), "repeat"},
        {ExtrapolationMode::LoopReset, tr("Loop Rese&t (Cycle)"), "reset"},
        {ExtrapolationMode::LoopOscillate, tr("Loop &Oscillate"), "oscillate"},
        {ExtrapolationMode::ValueBlock, tr("&No Value (Block)"), "none"},
    };
    for (const auto &[mode, label, word] : modes) {
        const std::string name = prefix + word;
        QAction *a = addMenuAction(menu, label, name.c_str());
        connect(a, &QAction::triggered, this, [this, end, mode = mode] {
            EditorSession *s = m_window->session();
            const std::vector<ChannelId> targets = targetChannels(*s);
            m_window->report(setExtrapolationMode(*s, end, mode),
                             doneOnChannels(*s, tr("Extrapolation changed"), targets));
        });
    }
    menu->addSeparator();
    const std::string boundaryName = std::string(pre ? "actionPre" : "actionPost") + "Boundary";
    QAction *boundary = addMenuAction(menu, tr("Loop &Boundary at Current Time"), boundaryName.c_str());
    boundary->setStatusTip(pre ? tr("Loop only the keys up to the key at the current time")
                               : tr("Loop only the keys from the key at the current time"));
    connect(boundary, &QAction::triggered, this, [this, end] {
        EditorSession *s = m_window->session();
        const std::vector<ChannelId> targets = targetChannels(*s);
        m_window->report(setLoopBoundary(*s, end, s->currentTime()),
                         doneOnChannels(*s, tr("Loop boundary set"), targets));
    });
    const std::string clearName = std::string(pre ? "actionPre" : "actionPost") + "ClearBoundary";
    QAction *clear = addMenuAction(menu, tr("&Clear Loop Boundary"), clearName.c_str());
    connect(clear, &QAction::triggered, this, [this, end] {
        EditorSession *s = m_window->session();
        const std::vector<ChannelId> targets = targetChannels(*s);
        m_window->report(setLoopBoundary(*s, end, std::nullopt),
                         doneOnChannels(*s, tr("Loop boundary cleared"), targets));
    });
}

void CurveActions::showAddCurveDialog()
{
    EditorSession *session = m_window->session();
    if (!session->document()->format() && session->document()->channelCount() == 0)
        session->setDocument(EditorDocument::createNew()); // the window's first, formatless document
    AddCurveDialog dialog(*session->document(), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    const Channel channel = dialog.channel();
    const QString path = QString::fromStdString(channel.path);
    EditGesture gesture(session, tr("Add Curve %1").arg(path));
    const Result<ChannelId> id = gesture.insertChannel(session->document()->channelCount(), channel);
    if (!id) {
        m_window->report(id.status(), QString());
        return;
    }
    gesture.commit();
    ChannelFocus *focus = session->channelFocus();
    if (!focus->selectedChannels().empty() && !focus->showAll()) { // show it with the selected curves
        std::set<ChannelId> shown = focus->selectedChannels();
        shown.insert(id.value());
        focus->setSelectedChannels(std::move(shown));
    }
    session->setCurrentChannel(id.value());
    m_window->report(Status::ok(), tr("Added curve %1").arg(path));
}

void CurveActions::showInnerLoopDialog()
{
    EditorSession *session = m_window->session();
    const Result<ChannelId> channel = innerLoopChannel(*session);
    if (!channel) {
        m_window->report(channel.status(), QString());
        return;
    }
    const QString name = QString::fromStdString(session->document()->channel(channel.value()).path);
    InnerLoopDialog dialog(name, suggestedInnerLoop(*session, channel.value()), m_window);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_window->report(setInnerLoop(*session, channel.value(), dialog.params()), tr("Inner loop set"));
}

} // namespace knotline
