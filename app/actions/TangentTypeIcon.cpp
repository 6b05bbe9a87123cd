#include "app/actions/TangentTypeIcon.h"

#include "core/animcurve/AnimCurveFn.h"

#include <QPainter>
#include <QPixmap>
#include <QPolygonF>

#include <array>

namespace knotline {

QIcon tangentTypeIcon(MayaTangentType type, const QColor &colour)
{
    constexpr int kWidth = 24, kHeight = 18, kScale = 2; // drawn at 2x for sharp high-dpi icons
    AnimCurve curve;
    AnimCurveFn fn(curve);
    const std::array<std::pair<double, double>, 3> keys = {{{0.0, 0.0}, {1.0, 1.0}, {2.0, 1.0}}};
    const bool outOnly = type == MayaTangentType::Step || type == MayaTangentType::StepNext;
    for (const auto &[t, v] : keys)
        (void)fn.addKey(t, v, outOnly ? MayaTangentType::Auto : type, type);
    QPixmap pixmap(kWidth * kScale, kHeight * kScale);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing, true);
    p.scale(kScale, kScale);
    // Values -0.25 .. 1.35 over the height, times 0 .. 2 over the width (with margins).
    auto toPixel = [&](double t, double v) { return QPointF(3.0 + t * (kWidth - 6.0) / 2.0, kHeight - 3.0 - (v + 0.1) * (kHeight - 6.0) / 1.35); };
    QPolygonF line;
    constexpr int kSamples = 48;
    for (int i = 0; i <= kSamples; ++i) {
        const double t = 2.0 * i / kSamples;
        const Result<double> v = fn.evaluate(t);
        if (v)
            line << toPixel(t, v.value());
    }
    p.setPen(QPen(colour, 1.4, Qt::SolidLine, Qt::RoundCap, Qt::RoundJoin));
    p.drawPolyline(line);
    p.setPen(Qt::NoPen);
    p.setBrush(colour);
    for (const auto &[t, v] : keys)
        p.drawEllipse(toPixel(t, v), 1.7, 1.7);
    p.end();
    pixmap.setDevicePixelRatio(kScale);
    return QIcon(pixmap);
}

} // namespace knotline
