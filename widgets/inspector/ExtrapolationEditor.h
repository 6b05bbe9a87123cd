#pragma once
// ExtrapolationEditor: edits what one side (before the first / after the last key) of the
// current channel's curve does — part of the InspectorWidget.
//
// The mode combo offers the Maya infinity types and the Ts-only modes:
//   Held (Maya constant), Linear along the end tangent (Maya linear: Ts sloped with the
//   end key's outward slope, kept following it), Cycle / Cycle with offset / Oscillate
//   (Ts loop reset / repeat / oscillate), and, Ts only: Value block, Linear (Ts: slope of
//   the facing segment), Sloped (authored slope).
// Maya choices without a loop boundary are applied with AnimCurveFn::setPre/Post-
// InfinityType; Ts-only choices, an authored slope and loop boundaries with
// AnimCurveFn::editSpline (Spline::setPre/PostExtrapolation). Each change is one undo step
// through EditorSession::applyEdit. A refused change (e.g. a loop boundary while inner
// loops are authored) leaves the curve as it was, resets the controls to the curve and
// emits editRefused. A typed slope or boundary that is no finite number or beyond ±1e15
// (the key table's rule, EditNumber.h) is refused with editRefused and kept in its field.
//
// Units: slopes in value units per time code, the loop boundary in time codes.

#include "core/editor/ChannelId.h"
#include <QWidget>

#include <cstddef>
#include <optional>

class QCheckBox;
class QComboBox;
class QLineEdit;

namespace knotline {

class AnimCurve;
class EditorSession;

class ExtrapolationEditor : public QWidget {
    Q_OBJECT

public:
    enum class Side { Pre, Post };
    /// The combo's entries, in order.
    enum class Choice { Held, MayaLinear, Cycle, CycleRelative, Oscillate, ValueBlock, TsLinear, Sloped };

    ExtrapolationEditor(EditorSession *session, Side side, QWidget *parent = nullptr);

    /// Shows the channel's extrapolation on this side (nullopt: disabled, empty).
    void setChannel(std::optional<ChannelId> channel);
    /// Re-reads the curve into the controls (after any document change).
    void refresh();

    /// What the curve's side currently is, as a combo choice: an infinity type the curve
    /// follows Maya-style (not Ts-authored) maps to its Maya choice, otherwise the Ts mode.
    static Choice choiceOf(const AnimCurve &curve, Side side);

    QComboBox *modeCombo() const { return m_mode; }
    QLineEdit *slopeEdit() const { return m_slope; }
    QCheckBox *boundaryCheck() const { return m_hasBoundary; }
    QLineEdit *boundaryEdit() const { return m_boundary; }

signals:
    /// An edit was refused; `reason` is for the user.
    void editRefused(const QString &reason);
    /// An edit was applied.
    void edited();

private:
    void apply();
    const AnimCurve *curve() const;

    EditorSession *m_session;
    Side m_side;
    std::optional<ChannelId> m_channel;
    QComboBox *m_mode;
    QLineEdit *m_slope;
    QCheckBox *m_hasBoundary;
    QLineEdit *m_boundary;
    bool m_refreshing = false;
};

} // namespace knotline
