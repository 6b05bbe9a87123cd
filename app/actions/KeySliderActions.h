#pragma once
// Key ▸ Sliders: one entry per key slider operator (core/edit/KeySliders.h), each opening
// the canvas's slider bar (widgets/canvas/KeySliderBar.h) for that operator on the
// selected keys; T opens it for Tween, the most used. The graph editor's toolbar has a
// Sliders button: a click opens Tween, its arrow lists every operator. What the bar
// applies, and why it refused, goes to the status bar.
// Object names: "menuKeySliders", "actionKeySlider_<word>" (keySliderOpWord, e.g.
// "actionKeySlider_tween"), "keySliderButton", the bar "keySliderBar".

#include <QObject>

class QMenuBar;
class QToolBar;

namespace knotline {

class KeySliderBar;
class MainWindow;

class KeySliderActions : public QObject {
    Q_OBJECT

public:
    KeySliderActions(MainWindow *window, QMenuBar *menuBar, QToolBar *toolBar);

    KeySliderBar *bar() const { return m_bar; }

private:
    MainWindow *m_window;
    KeySliderBar *m_bar;
};

} // namespace knotline
