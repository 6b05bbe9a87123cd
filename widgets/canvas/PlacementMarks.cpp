#include "widgets/canvas/PlacementMarks.h"

#include "core/editor/ClipChannelCurves.h"
#include "core/timeline/TimelineCursor.h"

#include "core/editor/EditorDocument.h"
#include "widgets/canvas/CanvasContext.h"
#include "widgets/canvas/CanvasStyle.h"
#include "widgets/canvas/CurveEmphasis.h"
#include "widgets/session/EditorSession.h"

#include <QCoreApplication>
#include <QLocale>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace knotline::placementmarks {

namespace cs = canvas_style;

namespace {

QColor markColor() { return QColor(0x4d, 0xd0, 0xa8); }   // teal: not the time cursor, not a clip boundary
QColor restShade() { return QColor(0x00, 0x00, 0x00, 0x38); } // time the placement does not play

/// Below the canvas's two-line note at the top of the plot.
constexpr double kMarkLabelTop = 40.0;


/// A dashed vertical line at time code `time` with `label` at its top (left of the line
/// when `labelLeft`).
void markLine(QPainter &painter, const CanvasContext &context, double time, const QString &label, bool labelLeft = false)
{
    const double x = context.view.timeToX(time);
    if (!(x >= context.plot.left() - 1.0 && x <= context.plot.right() + 1.0))
        return;
    painter.setPen(QPen(markColor(), 1.0, Qt::DashLine));
    painter.drawLine(QPointF(x, context.plot.top()), QPointF(x, context.plot.bottom()));
    if (label.isEmpty())
        return;
    const QFontMetricsF fm(painter.font());
    const double w = fm.horizontalAdvance(label) + 6.0;
    // Left of the line when asked and there is room in the plot, else right of it.
    const bool left = labelLeft && x - w - 2.0 >= context.plot.left();
    const QRectF box(left ? x - w - 2.0 : x + 2.0, context.plot.bottom() - fm.height() - 4.0, w, fm.height() + 2.0);
    painter.setPen(markColor());
    painter.drawText(box, Qt::AlignCenter, label);
}

/// Darkens the plot between time codes `from` and `to` (either may be infinite).
void shade(QPainter &painter, const CanvasContext &context, double from, double to)
{
    const double x0 = std::max(context.plot.left(), std::isfinite(from) ? context.view.timeToX(from) : -1e9);
    const double x1 = std::min(context.plot.right(), std::isfinite(to) ? context.view.timeToX(to) : 1e9);
    if (x1 > x0)
        painter.fillRect(QRectF(x0, context.plot.top(), x1 - x0, context.plot.height()), restShade());
}

QString seconds(double s) { return QLocale().toString(s, 'g', 4); }

/// The sync point's name as the timeline view shows it ("stroke_start").
QString syncName(std::size_t i) { return QString::fromLatin1(syncPointName(SyncPoint(i)).data()); }

} // namespace

void paintClipTimeMarks(QPainter &painter, const CanvasContext &context, const PlacementClipTime &placement)
{
    const PlacedClip &p = placement.placed;
    const double fps = placement.timeCodesPerSecond;
    const double d = p.clip->duration();
    const double w = p.naturalLength();
    const bool cycles = p.clip->loopMode() != LoopMode::Once && w > d;
    const double playedEnd = cycles ? d : std::min(w, d);
    painter.save();
    painter.setClipRect(context.plot);
    shade(painter, context, -INFINITY, 0.0);
    shade(painter, context, playedEnd * fps, INFINITY);
    markLine(painter, context, 0.0, QString());
    if (cycles) {
        const QString label = p.clip->loopMode() == LoopMode::PingPong
                                  ? QCoreApplication::translate("PlacementMarks", "clip end — ping-pong, plays %1 cycles").arg(seconds(w / d))
                                  : QCoreApplication::translate("PlacementMarks", "clip end — loops, plays %1 cycles").arg(seconds(w / d));
        markLine(painter, context, d * fps, label, true);
    } else if (w < d) {
        markLine(painter, context, w * fps, QCoreApplication::translate("PlacementMarks", "window end"), true);
    } else {
        markLine(painter, context, d * fps, w > d ? QCoreApplication::translate("PlacementMarks", "clip end — held to the window's end") : QCoreApplication::translate("PlacementMarks", "clip end"), true);
    }
    // The clip's sync points, with the timeline times the placement asks for.
    const SyncTimes &raw = p.clip->syncTimes();
    const QFontMetricsF fm(painter.font());
    for (std::size_t i = 0; i < kSyncPointCount; ++i) {
        if (!raw[i])
            continue;
        const double x = context.view.timeToX(*raw[i] * fps);
        const QString label = p.syncRequests[i]
                                  ? QCoreApplication::translate("PlacementMarks", "%1 → %2 s").arg(syncName(i), seconds(*p.syncRequests[i]))
                                  : syncName(i);
        painter.setPen(QPen(markColor(), 1.0, Qt::DotLine));
        painter.drawLine(QPointF(x, context.plot.top() + kMarkLabelTop), QPointF(x, context.plot.bottom()));
        painter.setPen(markColor());
        painter.drawText(QPointF(x + 3.0, context.plot.top() + kMarkLabelTop + fm.ascent() + double(i % 2) * fm.height()), label);
    }
    painter.restore();
}

void paintTimelineTimeMarks(QPainter &painter, const CanvasContext &context, const PlacementClipTime &placement)
{
    const PlacedClip &p = placement.placed;
    const double fps = placement.timeCodesPerSecond;
    painter.save();
    painter.setClipRect(context.plot);
    // Before it starts playing (a = s + trimIn) the placement is at rest (spec §1.6); a
    // muted, not soloed or disabled placement plays nothing at all.
    const double a = p.activeStart();
    shade(painter, context, -INFINITY, placement.counts ? a * fps : INFINITY);
    markLine(painter, context, a * fps, QCoreApplication::translate("PlacementMarks", "start"));
    // Cycle boundaries and warp keys: every key of the map strictly inside the placement.
    double last = a;
    for (const TimeMapKey &k : placement.map.keys()) {
        if (k.input > a && k.input < p.end() && k.input != last)
            markLine(painter, context, k.input * fps, QString());
        last = k.input;
    }
    markLine(painter, context, p.end() * fps, QCoreApplication::translate("PlacementMarks", "end — held after"), true);
    const QFontMetricsF fm(painter.font());
    for (std::size_t i = 0; i < kSyncPointCount; ++i) {
        if (!p.syncRequests[i])
            continue;
        const double x = context.view.timeToX(*p.syncRequests[i] * fps);
        painter.setPen(QPen(markColor(), 1.0, Qt::DotLine));
        painter.drawLine(QPointF(x, context.plot.top() + kMarkLabelTop), QPointF(x, context.plot.bottom()));
        painter.setPen(markColor());
        painter.drawText(QPointF(x + 3.0, context.plot.top() + kMarkLabelTop + fm.ascent() + double(i % 2) * fm.height()),
                         syncName(i));
    }
    painter.restore();
}

std::optional<double> mappedValue(const CanvasContext &context, const PlacementClipTime &placement, ChannelId channel,
                                  double timelineTimeCode)
{
    const EditorDocument &doc = *context.session->document();
    const Channel *c = doc.findChannel(channel);
    if (!c || !placement.counts || timelineTimeCode / placement.timeCodesPerSecond < placement.placed.activeStart())
        return std::nullopt;
    return c->curve.spline().eval(placement.clipTimeCode(timelineTimeCode));
}

void paintMappedCurves(QPainter &painter, const CanvasContext &context, const PlacementClipTime &placement,
                       const std::vector<ChannelId> &shown)
{
    const double fps = placement.timeCodesPerSecond;
    const double endCode = placement.placed.end() * fps;
    // Where the map jumps (a loop's cycle boundary): the line is broken there.
    std::vector<double> jumps;
    const std::vector<TimeMapKey> &keys = placement.map.keys();
    for (std::size_t i = 0; i + 1 < keys.size(); ++i)
        if (keys[i].input == keys[i + 1].input)
            jumps.push_back(keys[i].input * fps);
    const std::set<ChannelId> ofClip = channelsOfClip(*context.session->document(), placement.placed.clip.get());
    painter.save();
    painter.setClipRect(context.plot);
    painter.setRenderHint(QPainter::Antialiasing, true);
    const int x0 = int(std::floor(context.plot.left())), x1 = int(std::ceil(context.plot.right()));
    for (ChannelId ch : shown) {
        if (!ofClip.count(ch))
            continue;
        QPainterPath played, held;
        bool open = false;
        double previous = -INFINITY;
        for (int x = x0; x <= x1; ++x) {
            const double t = context.view.xToTime(double(x));
            const std::optional<double> v = mappedValue(context, placement, ch, t);
            const bool jumped = std::any_of(jumps.begin(), jumps.end(), [&](double j) { return j > previous && j <= t; });
            previous = t;
            if (!v || !std::isfinite(*v)) {
                open = false;
                continue;
            }
            const QPointF point(double(x), context.view.valueToY(*v));
            QPainterPath &path = t <= endCode ? played : held;
            if (!open || jumped || (t > endCode && held.isEmpty()))
                path.moveTo(point);
            else
                path.lineTo(point);
            open = true;
        }
        QColor colour = emphasis::colourOf(context, ch);
        painter.setPen(QPen(colour, cs::kCurveWidth));
        painter.setBrush(Qt::NoBrush);
        painter.drawPath(played);
        colour.setAlphaF(colour.alphaF() * 0.45);
        painter.setPen(QPen(colour, 1.0, Qt::DashLine));
        painter.drawPath(held);
    }
    painter.restore();
}

namespace {

/// The key of clip channel `channel` ("<clip>:<target>.<property>") in `timeline`.
std::optional<ChannelKey> keyOfClipChannel(const EditorDocument &doc, const Timeline &timeline, ChannelId channel)
{
    const Channel *c = doc.findChannel(channel);
    if (!c || c->source != ChannelSource::ClipChannel)
        return std::nullopt;
    const std::size_t colon = c->path.find(':');
    if (colon == std::string::npos)
        return std::nullopt;
    const std::shared_ptr<const Clip> clip = clipOfLabel(timeline, c->path.substr(0, colon));
    if (!clip)
        return std::nullopt;
    const QString rest = QString::fromStdString(c->path.substr(colon + 1));
    for (const ClipChannel &ch : clip->channels())
        if (ch.key.target + QLatin1Char('.') + ch.key.property == rest)
            return ch.key;
    return std::nullopt;
}

} // namespace

void paintPoseCurve(QPainter &painter, const CanvasContext &context, const PlacementClipTime &placement,
                    ChannelId channel)
{
    const EditorDocument &doc = *context.session->document();
    const Timeline *timeline = doc.timeline();
    if (!timeline)
        return;
    const std::optional<ChannelKey> key = keyOfClipChannel(doc, *timeline, channel);
    if (!key)
        return;
    const double fps = placement.timeCodesPerSecond;
    TimelineCursor cursor(*timeline);
    Pose pose;
    QPainterPath path;
    bool open = false;
    QPointF last;
    const int x0 = int(std::floor(context.plot.left())), x1 = int(std::ceil(context.plot.right()));
    for (int x = x0; x <= x1; ++x) {
        cursor.evaluate(context.view.xToTime(double(x)) / fps, pose);
        const std::optional<PoseValue> v = pose.value(*key);
        const double *number = v ? std::get_if<double>(&*v) : nullptr;
        if (!number || !std::isfinite(*number)) {
            open = false;
            continue;
        }
        last = QPointF(double(x), context.view.valueToY(*number));
        if (open)
            path.lineTo(last);
        else
            path.moveTo(last);
        open = true;
    }
    if (path.isEmpty())
        return;
    painter.save();
    painter.setClipRect(context.plot);
    painter.setRenderHint(QPainter::Antialiasing, true);
    painter.setPen(QPen(QColor(0xf4, 0xf5, 0xf7, 200), 1.2, Qt::DashLine));
    painter.setBrush(Qt::NoBrush);
    painter.drawPath(path);
    painter.setPen(QColor(0xf4, 0xf5, 0xf7, 220));
    painter.drawText(last + QPointF(-40.0, -6.0), QCoreApplication::translate("PlacementMarks", "pose"));
    painter.restore();
}

} // namespace knotline::placementmarks
