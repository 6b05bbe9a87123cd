#include "app/actions/KeySliderActions.h"

#include "app/MainWindow.h"
#include "app/actions/ActionHelpers.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/canvas/KeySliderBar.h"
#include "widgets/canvas/KeySliderOpNames.h"

#include <QToolBar>
#include <QToolButton>

namespace knotline {

KeySliderActions::KeySliderActions(MainWindow *window, QMenuBar *menuBar, QToolBar *toolBar)
    : QObject(window)
    , m_window(window)
    , m_bar(new KeySliderBar(window->session(), window->canvas()))
{
    QMenu *keyMenu = menuNamed(menuBar, "menuKey", tr("&Key"));
    keyMenu->addSeparator();
    QMenu *menu = keyMenu->addMenu(tr("S&liders"));
    menu->setObjectName(QStringLiteral("menuKeySliders"));
    menu->setToolTipsVisible(true);
    QAction *tween = nullptr;
    for (KeySliderOp op : keySliderOps()) {
        const QString name = QStringLiteral("actionKeySlider_") + keySliderOpWord(op);
        QList<QKeySequence> keys;
        if (op == KeySliderOp::Tween)
            keys = {QKeySequence(Qt::Key_T)};
        QAction *a = addMenuAction(menu, keySliderOpMenuText(op) + QStringLiteral("…"), name.toLatin1().constData(), keys);
        a->setStatusTip(keySliderOpTip(op));
        a->setToolTip(keySliderOpTip(op));
        connect(a, &QAction::triggered, this, [this, op] {
            m_window->canvas()->setFocus();
            m_bar->open(op);
        });
        if (op == KeySliderOp::Tween)
            tween = a;
    }

    auto *button = new QToolButton(toolBar);
    button->setObjectName(QStringLiteral("keySliderButton"));
    button->setText(tr("Sliders"));
    button->setToolTip(tr("Key sliders on the selected keys: Tween (T); the arrow lists every slider"));
    button->setMenu(menu);
    button->setPopupMode(QToolButton::MenuButtonPopup);
    connect(button, &QToolButton::clicked, tween, &QAction::trigger);
    toolBar->addWidget(button);

    connect(m_bar, &KeySliderBar::applied, this,
            [this](const QString &text) { m_window->report(Status::ok(), text); });
    connect(m_bar, &KeySliderBar::refused, this,
            [this](const Status &status) { m_window->report(status, QString()); });
}

} // namespace knotline
