#pragma once
// InspectorWidget: the inspector dock — where the current channel's value comes from
// (ValueSourceSection) and spline-level settings of the current channel:
// - curve type: Bezier (weighted) or Hermite (non-weighted), AnimCurveFn::setIsWeighted;
// - pre and post extrapolation (ExtrapolationEditor: mode, slope, loop boundary);
// - inner loop (InnerLoopEditor: prototype, copies, value offset);
// - the anti-regression strategy the "fix regressive tangents" commands use (this widget's
//   own button and the canvas'/main window's command: read antiRegressionStrategy() or
//   follow antiRegressionStrategyChanged), the number of regressive segments, and a
//   "Fix Regressive Tangents" button (AnimCurveFn::editSpline → adjustRegressiveTangents).
// Every change is one undo step through EditorSession::applyEdit. A refused change leaves
// the curve as it was and its reason is shown in the widget's message line (and emitted
// as editRefused); the next successful edit or a channel change clears it.
// The controls follow the document: EditorDocument::channelChanged of the current channel
// and EditorSession::documentChanged (no channel, unless one of the new document was
// already chosen) / channelDisplayChanged (lock) refresh them. Read-only (sublayer) and locked channels are shown with the controls disabled.

#include "core/editor/ChannelId.h"
#include "core/spline/SplineTypes.h"

#include <QPointer>
#include <QWidget>

#include <cstddef>
#include <optional>

class QComboBox;
class QLabel;
class QPushButton;

namespace knotline {

class EditorDocument;
class EditorSession;
class ExtrapolationEditor;
class InnerLoopEditor;

class InspectorWidget : public QWidget {
    Q_OBJECT

public:
    explicit InspectorWidget(EditorSession *session, QWidget *parent = nullptr);

    /// The channel shown; nullopt = none (controls disabled).
    std::optional<ChannelId> channel() const { return m_channel; }
    /// Shows channel `channel` (nullopt or out of range: none). Clears the message line.
    void setChannel(std::optional<ChannelId> channel);

    /// Strategy for fixing regressive Bezier segments (Contain, Keep ratio or Keep start;
    /// default Keep ratio, Ts's default).
    AntiRegressionMode antiRegressionStrategy() const;
    /// Ignored for a mode the combo does not offer (None, the interactive-only modes).
    void setAntiRegressionStrategy(AntiRegressionMode mode);
    /// Applies the chosen strategy to every regressive segment of the current channel
    /// ("Fix Regressive Tangents", one undo step). False (message shown) when refused.
    bool fixRegressiveTangents();

    /// The message line's text ("" when there is nothing to report).
    QString message() const;

    QComboBox *curveTypeCombo() const { return m_curveType; }
    ExtrapolationEditor *preExtrapolationEditor() const { return m_pre; }
    ExtrapolationEditor *postExtrapolationEditor() const { return m_post; }
    InnerLoopEditor *innerLoopEditor() const { return m_loop; }
    QComboBox *strategyCombo() const { return m_strategy; }
    QPushButton *fixButton() const { return m_fix; }

signals:
    /// The user (or setAntiRegressionStrategy) chose another strategy.
    void antiRegressionStrategyChanged(AntiRegressionMode mode);
    /// An edit was refused; `reason` is the text shown in the message line.
    void editRefused(const QString &reason);

private:
    void connectDocument();
    void refresh();
    void applyCurveType();
    void showMessage(const QString &text);

    EditorSession *m_session;
    QPointer<EditorDocument> m_document;
    std::optional<ChannelId> m_channel;
    QLabel *m_title;
    QComboBox *m_curveType;
    ExtrapolationEditor *m_pre;
    ExtrapolationEditor *m_post;
    InnerLoopEditor *m_loop;
    QComboBox *m_strategy;
    QLabel *m_regressive;
    QPushButton *m_fix;
    QLabel *m_message;
};

} // namespace knotline
