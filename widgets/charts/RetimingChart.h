#pragma once
// RetimingChart: a Qt Charts panel of stage (timeline) time → clip time for one placed clip
// or one USD value-clip set (issue 15): the clip time as a line (vertical where it jumps),
// held stretches dashed over it, markers at jumps, reversals and a sync warp's knots, and
// the current time as a vertical line. The pieces come from RetimingCurve.h.
//
// Units: the horizontal axis is the session's time (time codes), so the chart follows the
// shared visible time range (EditorSession::visibleTimeRange) as the velocity chart does
// and its current-time line is the session's current time. A placed clip's timeline and
// clip seconds are both shown × timeCodesPerSecond (frames of the document's rate); a clip
// set's stage and clip time codes as they are.
//
// What it shows is set from outside (showPlacement / showClipSet / showNothing); the
// window keeps it on the current placement of a timeline document or the clip set of the
// current channel's prim (RetimingChartSource.h). It re-plots on visibleTimeRangeChanged
// and on every show call; currentTimeChanged moves only the current-time line.

#include "widgets/axis/TimeAxis.h"
#include "widgets/charts/RetimingCurve.h"
#include "core/timeline/PlacedClip.h"
#include "core/valueclips/ClipSet.h"

#include <QChartView>
#include <QString>

#include <optional>
#include <variant>
#include <vector>

class QLineSeries;
class QScatterSeries;
class QValueAxis;

namespace knotline {

class EditorSession;

class RetimingChart : public QChartView {
    Q_OBJECT

public:
    explicit RetimingChart(EditorSession *session, QWidget *parent = nullptr);

    /// Shows `placed` (copied; its clip shared), named `name` in the title; timeline seconds
    /// map to session time codes × `timeCodesPerSecond` (> 0).
    void showPlacement(const PlacedClip &placed, const QString &name, double timeCodesPerSecond);
    /// Shows clip set `set` (stage time = session time codes), named `name` in the title.
    void showClipSet(const ClipSet &set, const QString &name);
    /// Shows no curve; the title says `reason`.
    void showNothing(const QString &reason);
    bool isShowingSomething() const { return !std::holds_alternative<std::monostate>(m_subject); }

    /// The curve last plotted (in the subject's units, before scaling).
    const RetimingCurve &curve() const { return m_curve; }
    QLineSeries *clipTimeSeries() const { return m_line; }
    const std::vector<QLineSeries *> &holdSeries() const { return m_holds; }
    QScatterSeries *jumpSeries() const { return m_jumps; }
    QScatterSeries *reversalSeries() const { return m_reversals; }
    QScatterSeries *syncPointSeries() const { return m_syncPoints; }
    QLineSeries *currentTimeSeries() const { return m_cursor; }
    QValueAxis *stageAxis() const { return m_stageAxis; }
    QValueAxis *clipAxis() const { return m_clipAxis; }

    /// Held stretches drawn as their own series, at most this many (the line shows the rest).
    static constexpr std::size_t kMaxHoldSeries = 64;

protected:
    void changeEvent(QEvent *event) override;

private:
    void replot();
    void moveCursor();
    void applyLook();

    EditorSession *m_session;
    std::variant<std::monostate, PlacedClip, ClipSet> m_subject;
    QString m_name;
    QString m_reason;
    double m_scale = 1.0; ///< session time codes per subject time unit
    RetimingCurve m_curve;
    TimeInterval m_plottedTimes;
    QValueAxis *m_stageAxis;
    QValueAxis *m_clipAxis;
    QLineSeries *m_line;
    std::vector<QLineSeries *> m_holds;
    QScatterSeries *m_jumps;
    QScatterSeries *m_reversals;
    QScatterSeries *m_syncPoints;
    QLineSeries *m_cursor;
};

} // namespace knotline
