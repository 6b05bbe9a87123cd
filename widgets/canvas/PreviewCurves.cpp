#include "widgets/canvas/PreviewCurves.h"

#include "core/spline/Sample.h"
#include "widgets/canvas/CanvasContext.h"
#include "widgets/session/EditorSession.h"

#include <QPainter>
#include <QPainterPath>

namespace knotline::preview {

namespace {
constexpr double kPreviewTolerancePx = 0.5;
constexpr double kKnotMarkPx = 3.5;
} // namespace

void paintPreviewCurves(QPainter &painter, const CanvasContext &context, const std::vector<PreviewCurve> &curves)
{
    if (!context.session || curves.empty())
        return;
    const ViewTransform &view = context.view;
    const double t0 = context.visibleTimeMin();
    const double t1 = context.visibleTimeMax();
    if (!(t0 < t1))
        return;
    painter.save();
    painter.setClipRect(context.plot);
    painter.setRenderHint(QPainter::Antialiasing, true);
    for (const PreviewCurve &c : curves) {
        if (!context.session->document()->contains(c.channel))
            continue;
        const QColor tint = context.session->display(c.channel).color.lighter(160);
        std::vector<SamplePolyline> lines;
        if (!sample(c.spline, t0, t1, view.pixelsPerTime(), view.pixelsPerValue(), kPreviewTolerancePx, &lines))
            continue;
        QPen pen(tint, 1.5, Qt::DashLine);
        pen.setDashPattern({5.0, 3.0});
        painter.setPen(pen);
        painter.setBrush(Qt::NoBrush);
        for (const SamplePolyline &line : lines) {
            if (line.source != SampleSource::Knots && line.source != SampleSource::InnerLoopPrototype)
                continue; // the ghost shows what the edit changes: the keyed range
            QPainterPath path;
            path.moveTo(view.toPixels(line.vertices.front()[0], line.vertices.front()[1]));
            for (std::size_t i = 1; i < line.vertices.size(); ++i)
                path.lineTo(view.toPixels(line.vertices[i][0], line.vertices[i][1]));
            painter.drawPath(path);
        }
        painter.setPen(QPen(tint, 1.2));
        for (const Knot &k : c.spline.knots()) {
            if (k.time < t0 || k.time > t1)
                continue;
            const QPointF p = view.toPixels(k.time, k.value);
            painter.drawRect(QRectF(p.x() - kKnotMarkPx, p.y() - kKnotMarkPx, 2 * kKnotMarkPx, 2 * kKnotMarkPx));
        }
    }
    painter.restore();
}

} // namespace knotline::preview
