#include "widgets/canvas/RegressionPainter.h"

#include "core/spline/Spline.h"
#include "widgets/canvas/CanvasContext.h"
#include "widgets/canvas/CanvasHitTester.h"
#include "widgets/canvas/CanvasStyle.h"
#include "widgets/canvas/ChannelCaches.h"
#include "widgets/session/EditorSession.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QImage>
#include <QPixmap>

#include <algorithm>
#include <array>
#include <cmath>
#include <limits>
#include <map>
#include <utility>

namespace knotline::regression {

namespace cs = canvas_style;

namespace {

bool isAuthoredPiece(SampleSource source)
{
    return source == SampleSource::Knots || source == SampleSource::InnerLoopPrototype;
}

/// Polyline `p` between times a and b (a <= b), in widget pixels, appended to `out`:
/// the vertices inside and the points at a and b interpolated along the polyline. A piece
/// that continues the last polygon (PolylineCache cuts at chunk ends) extends it.
void appendCut(const SamplePolyline &p, double a, double b, const ViewTransform &view, std::vector<QPolygonF> &out)
{
    const auto &v = p.vertices;
    if (v.size() < 2 || v.back()[0] < a || v.front()[0] > b)
        return;
    auto at = [&](std::size_t k, double t) { // point at time t on the edge k-1 → k
        const auto &p0 = v[k - 1];
        const auto &p1 = v[k];
        const double dt = p1[0] - p0[0];
        const double s = dt > 0.0 ? (t - p0[0]) / dt : 1.0;
        return view.toPixels(t, p0[1] + s * (p1[1] - p0[1]));
    };
    const std::size_t first =
        std::size_t(std::partition_point(v.begin(), v.end(), [a](const auto &x) { return x[0] < a; }) - v.begin());
    const std::size_t last =
        std::size_t(std::partition_point(v.begin() + std::ptrdiff_t(first), v.end(), [b](const auto &x) { return x[0] <= b; })
                    - v.begin());
    QPolygonF poly;
    poly.reserve(qsizetype(last - first + 2));
    if (first > 0)
        poly << at(first, a);
    for (std::size_t k = first; k < last; ++k)
        poly << view.toPixels(v[k][0], v[k][1]);
    if (last < v.size() && last > 0)
        poly << at(last, b);
    if (poly.size() < 2)
        return;
    if (!out.empty() && !out.back().isEmpty()) {
        const QPointF d = out.back().back() - poly.front();
        if (std::abs(d.x()) < 1e-6 && std::abs(d.y()) < 1e-6) {
            out.back().append(poly.mid(1));
            return;
        }
    }
    out.push_back(std::move(poly));
}

/// The glow of one paint: an image over the plot where every covered pixel gets the glow
/// colour once (where glows overlap, the larger coverage wins), composited in one draw.
/// Covers whole pixel columns (widget pixels) with fractional coverage at the top and
/// bottom ends, at the painter's device pixel ratio.
class GlowLayer {
public:
    GlowLayer(const QRectF &plot, qreal dpr, QColor colour)
        : m_origin(plot.topLeft())
        , m_dpr(dpr)
        , m_image((plot.size() * dpr).toSize(), QImage::Format_ARGB32_Premultiplied)
    {
        m_image.fill(Qt::transparent);
        m_bits = m_image.bits(); // detaches once, not per scan line
        m_stride = m_image.bytesPerLine();
        for (int a = 0; a < 256; ++a) {
            QColor c = colour;
            c.setAlphaF(float(colour.alphaF() * a / 255.0));
            m_pixel[std::size_t(a)] = qPremultiply(c.rgba());
        }
    }

    /// Covers widget column `column` (x in [column, column + 1]) from y = top to bottom.
    void fillColumn(long long column, double top, double bottom)
    {
        const int w = m_image.width(), h = m_image.height();
        const double x0 = (double(column) - m_origin.x()) * m_dpr;
        const int c0 = std::max(0, int(std::floor(x0))), c1 = std::min(w, int(std::floor(x0 + m_dpr)));
        const double y0 = std::max(0.0, (top - m_origin.y()) * m_dpr);
        const double y1 = std::min(double(h), (bottom - m_origin.y()) * m_dpr);
        if (c0 >= c1 || !(y0 < y1))
            return;
        const int r0 = int(std::floor(y0)), r1 = std::min(h, int(std::ceil(y1)));
        m_touched = m_touched.united(QRect(QPoint(c0, r0), QPoint(c1 - 1, r1 - 1)));
        for (int r = r0; r < r1; ++r) {
            const double cover = std::min(y1, double(r + 1)) - std::max(y0, double(r));
            const QRgb px = m_pixel[std::size_t(std::clamp(int(cover * 255.0 + 0.5), 0, 255))];
            auto *line = reinterpret_cast<QRgb *>(m_bits + qsizetype(r) * m_stride);
            for (int c = c0; c < c1; ++c)
                line[c] = std::max(line[c], px); // same colour: the larger value has the larger alpha
        }
    }

    /// Composites the covered part of the layer (its bounding box) over the plot.
    void draw(QPainter &painter)
    {
        if (m_touched.isEmpty())
            return;
        m_image.setDevicePixelRatio(m_dpr);
        const QRectF target(m_origin + QPointF(m_touched.topLeft()) / m_dpr, QSizeF(m_touched.size()) / m_dpr);
        painter.drawImage(target, m_image, QRectF(m_touched));
    }

private:
    QPointF m_origin;
    qreal m_dpr;
    QImage m_image;
    uchar *m_bits = nullptr;
    qsizetype m_stride = 0;
    std::array<QRgb, 256> m_pixel{};
    QRect m_touched; ///< device pixels written so far
};

/// One run's glow: the per-pixel-column value extent (widget y) of its polyline pieces,
/// widened by the glow's half width across neighbouring columns of the run and along y,
/// as if the polyline were stroked with a square pen of the glow's width and clipped to
/// the run's columns.
class RunBand {
public:
    /// Columns [floor(left), floor(right)] (widget pixels).
    RunBand(double left, double right)
        : m_base(static_cast<long long>(std::floor(left)))
        , m_lo(std::size_t(std::max(0.0, std::floor(right) - std::floor(left)) + 1.0),
               std::numeric_limits<double>::infinity())
        , m_hi(m_lo.size(), -std::numeric_limits<double>::infinity())
    {
    }

    /// Widens the columns the segment p → q crosses to the y it takes in each.
    void addSegment(QPointF p, QPointF q)
    {
        if (p.x() > q.x())
            std::swap(p, q);
        const double dx = q.x() - p.x();
        auto yAt = [&](double x) { return dx > 0.0 ? p.y() + (x - p.x()) / dx * (q.y() - p.y()) : p.y(); };
        const long long c0 = std::max(m_base, static_cast<long long>(std::floor(p.x())));
        const long long c1 = std::min(m_base + (long long)m_lo.size() - 1, static_cast<long long>(std::floor(q.x())));
        for (long long c = c0; c <= c1; ++c) {
            const double ya = yAt(std::max(p.x(), double(c))), yb = yAt(std::min(q.x(), double(c + 1)));
            double lo = std::min(ya, yb), hi = std::max(ya, yb);
            if (dx <= 0.0) { // a vertical edge (held riser)
                lo = std::min(p.y(), q.y());
                hi = std::max(p.y(), q.y());
            }
            if (!std::isfinite(lo) || !std::isfinite(hi))
                continue;
            const std::size_t k = std::size_t(c - m_base);
            m_lo[k] = std::min(m_lo[k], lo);
            m_hi[k] = std::max(m_hi[k], hi);
        }
    }

    /// Paints the band (the extent widened by halfWidth) into `layer`.
    void paintInto(GlowLayer &layer, double halfWidth) const
    {
        const std::size_t n = m_lo.size();
        const auto reach = static_cast<std::size_t>(std::floor(halfWidth));
        std::vector<double> lo(n, std::numeric_limits<double>::infinity());
        std::vector<double> hi(n, -std::numeric_limits<double>::infinity());
        for (std::size_t c = 0; c < n; ++c) {
            if (m_lo[c] > m_hi[c])
                continue;
            const std::size_t from = c > reach ? c - reach : 0, to = std::min(n - 1, c + reach);
            for (std::size_t k = from; k <= to; ++k) {
                lo[k] = std::min(lo[k], m_lo[c] - halfWidth);
                hi[k] = std::max(hi[k], m_hi[c] + halfWidth);
            }
        }
        for (std::size_t k = 0; k < n; ++k)
            if (lo[k] <= hi[k])
                layer.fillColumn(m_base + (long long)k, lo[k], hi[k]);
    }

private:
    double x(std::size_t column) const { return double(m_base + (long long)column); }

    long long m_base;
    std::vector<double> m_lo, m_hi;
};

} // namespace

namespace {

/// Paints the glow bands of the channel's regressive runs in view into `glow`.
void addChannelGlow(const CanvasContext &context, ChannelId channel, GlowLayer &glow)
{
    const Spline &spline = context.session->document()->channel(channel).curve.spline();
    const RegressiveSpans &spans = context.caches->regressiveSpans(channel, spline);
    if (spans.empty())
        return;
    const ViewTransform &view = context.view;
    const double t0 = view.xToTime(context.plot.left() - 2.0), t1 = view.xToTime(context.plot.right() + 2.0);
    auto [i, end] = spans.overlapping(t0, t1);
    const double pixelsPerTime = view.pixelsPerTime();
    const PolylineCache &cache = context.caches->polylines(channel);
    std::vector<QPolygonF> pieces;
    while (i < end) {
        // A run: this span and the next ones less than a pixel after it.
        const double a = std::max(spans.timeMin(i), t0);
        double b = spans.timeMax(i);
        std::size_t j = i + 1;
        while (j < end && (spans.timeMin(j) - b) * pixelsPerTime < 1.0)
            b = spans.timeMax(j++);
        b = std::min(b, t1);
        i = j;
        pieces.clear();
        cache.forEach(a, b, [&](const SamplePolyline &p) {
            if (isAuthoredPiece(p.source))
                appendCut(p, a, b, view, pieces);
        });
        RunBand band(view.timeToX(a), view.timeToX(b));
        for (const QPolygonF &poly : pieces)
            for (qsizetype k = 1; k < poly.size(); ++k)
                band.addSegment(poly[k - 1], poly[k]);
        band.paintInto(glow, 0.5 * cs::kRegressionGlowWidth);
    }
}

} // namespace

void paintGlow(QPainter &painter, const CanvasContext &context, const std::vector<ChannelId> &channels)
{
    const qreal dpr = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
    GlowLayer glow(context.plot, dpr, cs::regressionGlow());
    for (ChannelId ch : channels)
        addChannelGlow(context, ch, glow);
    glow.draw(painter);
}

bool isHovered(const RegressionMarker &m, const CanvasHit &hover)
{
    if (m.isGroup())
        return hover.kind == HitKind::RegressionGroup && hover.channel == m.channel
            && hover.groupTimeMin == m.timeMin && hover.groupTimeMax == m.timeMax;
    return hover.kind == HitKind::RegressionBadge && hover.channel == m.channel && hover.knot == m.start;
}

namespace {

/// A marker's picture: a disc with "!" (single) or a pill with `label` (group), radius r,
/// at the painter's device pixel ratio. `offset` is its top-left relative to the centre.
QPixmap markerPixmap(const QString &label, bool group, double r, const QFont &font, qreal dpr, QPointF &offset)
{
    const QFontMetricsF metrics(font);
    const double halfWidth = group ? std::max(r, 0.5 * metrics.horizontalAdvance(label) + 4.0) : r;
    const QSizeF size(2.0 * halfWidth + 2.0, 2.0 * r + 2.0); // 1 px for the outline each side
    QPixmap pixmap((size * dpr).toSize() + QSize(1, 1));
    pixmap.setDevicePixelRatio(dpr);
    pixmap.fill(Qt::transparent);
    QPainter p(&pixmap);
    p.setRenderHint(QPainter::Antialiasing, true);
    p.setFont(font);
    const QRectF box(1.0, 1.0, 2.0 * halfWidth, 2.0 * r);
    p.setPen(QPen(cs::knotOutline(), 1.0));
    p.setBrush(cs::regressionBadge());
    if (group)
        p.drawRoundedRect(box, r, r);
    else
        p.drawEllipse(box);
    p.setPen(Qt::white);
    p.drawText(box, Qt::AlignCenter, label);
    offset = QPointF(-halfWidth - 1.0, -r - 1.0);
    return pixmap;
}

} // namespace

void paintMarkers(QPainter &painter, const CanvasContext &context, const std::vector<RegressionMarker> &markers,
                  const CanvasHit &hover)
{
    if (markers.empty())
        return;
    painter.save();
    painter.setClipRect(context.plot);
    QFont font = painter.font();
    font.setBold(true);
    const qreal dpr = painter.device() ? painter.device()->devicePixelRatioF() : 1.0;
    struct Picture {
        QPixmap pixmap;
        QPointF offset;
    };
    std::map<std::pair<std::size_t, bool>, Picture> pictures; // (count, hovered) → picture
    for (const RegressionMarker &m : markers) {
        const bool hovered = isHovered(m, hover);
        auto it = pictures.find({m.count, hovered});
        if (it == pictures.end()) {
            Picture pic;
            const QString label = m.isGroup() ? QString::number(m.count) : QStringLiteral("!");
            pic.pixmap = markerPixmap(label, m.isGroup(), cs::kBadgeRadius + (hovered ? 1.5 : 0.0), font, dpr, pic.offset);
            it = pictures.emplace(std::make_pair(m.count, hovered), std::move(pic)).first;
        }
        painter.drawPixmap(m.centre + it->second.offset, it->second.pixmap);
    }
    painter.restore();
}

} // namespace knotline::regression
