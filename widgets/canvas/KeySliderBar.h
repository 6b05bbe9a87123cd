#pragma once
// KeySliderBar: the modal key slider over the curve canvas (issue 34), as Blender 4.x's
// graph-editor slider operators and Maya's tweenMachine are used: open it for an operator
// (open()), and the selected keys of every shown curve follow the slider live, −100 % …
// +100 %, each value computed from the curves as they were when the bar opened
// (KeySliderEdit, core/edit/KeySliderSession.h). The bar only maps input to a factor and
// draws; the editing is core's.
//
// While it is open the bar is modal over the canvas:
// - moving the mouse over the canvas left or right moves the slider (half the slider's
//   width per 100 %, relative to where the pointer first moved; at an end it holds there
//   and turns back at once), and so does dragging the slider's handle;
// - typing a number sets the percentage (digits, '.', '-'; Backspace deletes);
//   A, S, D set 25, 50, 100 % (with Shift −25, −50, −100 %); Left / Right step 1 %
//   (with Shift 10 %); Up / Down switch to the previous / next operator, as the
//   operator box does;
// - Enter, Return or a left click on the canvas apply the slider as one undo step (named
//   "Tween 50 % on 6 keys of 2 curves"); Escape or a right click restore every curve bit
//   for bit and leave no undo step;
// - the window's shortcuts are held off (Ctrl+Z, S, …), so nothing edits the curves under
//   the slider; the keyboard focus moving to another widget (another view clicked, a
//   dialog), a new document or destroying the bar cancels it.
// Ease shows a field for its sharpness (>= 1, 2 to start), Blend to Default one for the
// value it blends to (0 to start) on curves whose attribute has no default value of its
// own (those blend to their attribute's default, KeySliderEdit.h). The bar sits at the bottom of the plot, or at its top
// when a selected key would be under it, and shows the operator, the percentage, the
// extra field and a line of hints.

#include "core/base/Status.h"
#include "core/edit/KeySliders.h"

#include <QFrame>

#include <memory>
#include <optional>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QSlider;

namespace knotline {

class CurveCanvas;
class EditorSession;
class KeySliderEdit;

class KeySliderBar : public QFrame {
    Q_OBJECT

public:
    /// A hidden bar over `canvas` (its parent) editing through `session` (not owned; both
    /// must outlive the bar).
    KeySliderBar(EditorSession *session, CurveCanvas *canvas);
    ~KeySliderBar() override;

    /// Opens the bar for `op` at 0 % on the session's selected keys (an open bar switches
    /// to `op`, keeping its percentage) and takes the keyboard focus. When there is nothing
    /// to slide (no selected key of an editable channel) the bar stays closed, emits
    /// refused() with the core's message and returns false.
    bool open(KeySliderOp op);
    bool isOpen() const;

    KeySliderOp op() const { return m_params.op; }
    /// The slider's factor, −1 … 1 (−100 % … +100 %).
    double factor() const { return m_params.factor; }
    /// The parameters the bar previews now (operator, factor, sharpness, default value).
    const KeySliderParams &params() const { return m_params; }
    /// Sets the factor (clamped to −1 … 1) and previews it. Nothing while closed.
    void setFactor(double factor);
    /// Switches the operator, keeping the factor; its extra field shows or hides.
    void setOp(KeySliderOp op);
    /// Sets the ease's sharpness (>= 1) / the default value Blend to Default blends to.
    void setSharpness(double sharpness);
    void setDefaultValue(double value);

    /// Applies the slider as one undo step and closes the bar (applied(), or refused()
    /// with the core's message when it refuses: the curves are then as they were).
    void apply();
    /// Restores the curves and closes the bar (cancelled()).
    void cancel();

    /// The percentage the bar shows for `factor` ("50 %", "-12.5 %"), translated.
    static QString percentText(double factor);
    /// The name of the undo step applying `params` to `keys` keys of `curves` curves:
    /// "Tween 50 % on 6 keys of 2 curves" (onKeysText).
    static QString stepText(const KeySliderParams &params, std::size_t keys, std::size_t curves);

signals:
    /// The slider was applied; `text` names the undo step it pushed ("Nothing changed" when
    /// the keys already had those values and no step was pushed).
    void applied(const QString &text);
    void cancelled();
    /// The slider could not open or apply: the core's refusal (nothing changed).
    void refused(const knotline::Status &status);

protected:
    bool eventFilter(QObject *watched, QEvent *event) override;
    bool event(QEvent *event) override;
    void keyPressEvent(QKeyEvent *event) override;

private:
    void preview();
    void close(bool applied);
    void place();
    void syncWidgets();
    /// A mouse move over the canvas at x `x` (canvas pixels).
    void followPointer(double x);
    bool typeKey(const QString &text);

    EditorSession *m_session;
    CurveCanvas *m_canvas;
    std::unique_ptr<KeySliderEdit> m_edit;
    KeySliderParams m_params;
    std::optional<double> m_anchorX;  ///< pointer x (canvas pixels) at m_anchorFactor
    double m_anchorFactor = 0.0;
    QString m_typed;                  ///< the number being typed, "" when none
    bool m_syncing = false;
    bool m_eatRelease = false;        ///< swallow the canvas's next release (the closing click's)

    QComboBox *m_opBox;
    QSlider *m_slider;
    QLabel *m_percent;
    QLabel *m_extraLabel;
    QDoubleSpinBox *m_extra;
    QLabel *m_message;
    QLabel *m_hint;
};

} // namespace knotline
