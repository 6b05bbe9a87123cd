#pragma once
// CurveCanvas: paints one spline over a time/value grid (background, frame grid, axis
// labels, the curve, its knots). Display only for now: no selection or editing.
//
// The view shows a time range; the value range is fitted to the curve inside that time
// range. Times are time codes (drawn as frames), values are in the attribute's unit.

#include "core/spline/Spline.h"
#include "widgets/canvas/ViewTransform.h"

#include <QColor>
#include <QMarginsF>
#include <QRectF>
#include <QWidget>

class QPainter;

namespace knotline {

class CurveCanvas : public QWidget {
    Q_OBJECT

public:
    explicit CurveCanvas(QWidget *parent = nullptr);

    /// Shows `spline` and frames its knots (frameAll()).
    void setSpline(const Spline &spline);
    const Spline &spline() const { return m_spline; }

    /// Shows the knots' time range with a little padding, values fitted to the curve.
    void frameAll();
    /// Shows [timeMin, timeMax] (swapped when reversed), values fitted to the curve there.
    void setTimeRange(double timeMin, double timeMax);
    double timeMin() const { return m_timeMin; }
    double timeMax() const { return m_timeMax; }
    double valueMin() const { return m_valueMin; }
    double valueMax() const { return m_valueMax; }

    /// The current curve-space <-> pixel transform (depends on the widget size and font).
    const ViewTransform &viewTransform() const { return m_view; }
    /// The rectangle (widget pixels) the curve is drawn in; labels are outside it.
    QRectF plotRect() const;

    /// Colour of the curve between the first and the last knot (extrapolation is drawn
    /// dashed in the same hue, knots in knotColor()).
    static QColor curveColor();
    static QColor knotColor();

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void paintEvent(QPaintEvent *event) override;
    void resizeEvent(QResizeEvent *event) override;
    void changeEvent(QEvent *event) override;

private:
    QMarginsF plotMargins() const;
    void fitValueRange();
    void updateViewTransform();

    void drawGrid(QPainter &painter, const QRectF &plot) const;
    void drawCurve(QPainter &painter, const QRectF &plot) const;
    void drawKnots(QPainter &painter, const QRectF &plot) const;

    Spline m_spline;
    double m_timeMin = 0.0;
    double m_timeMax = 24.0;
    double m_valueMin = -1.0;
    double m_valueMax = 1.0;
    ViewTransform m_view;
};

} // namespace knotline
