#include "widgets/timeline/TimelinePainter.h"

#include "widgets/canvas/CanvasStyle.h"
#include "widgets/canvas/GridPainter.h"
#include "widgets/timeline/TimelineHitTester.h"

#include <QFontMetricsF>
#include <QPainter>
#include <QPainterPath>

#include <algorithm>
#include <cmath>

namespace knotline {

namespace cs = canvas_style;

namespace {

constexpr int kMaxRulerLines = 400;

QColor barColor(std::size_t track)
{
    // Calm hues that stay apart on the dark background, one per track.
    static const int hues[] = {205, 150, 35, 280, 350, 95, 185, 20};
    return QColor::fromHsv(hues[track % (sizeof hues / sizeof *hues)], 110, 170);
}

QColor warningColor() { return QColor(0xff, 0x9f, 0x1a); }
QColor requestedMarker() { return QColor(0xff, 0xd5, 0x4f); }

void paintRuler(QPainter &p, const TimelineLayout &l)
{
    const QRectF ruler = l.rulerRect();
    p.fillRect(QRectF(0, 0, l.size().width(), TimelineLayout::kRulerHeight), cs::rulerBackground());
    const TimeAxis &axis = l.axis();
    const double step = grid::niceStep(grid::kMinTimeLabelSpacing / axis.pixelsPerTime());
    const QRectF plot = l.plotRect();
    int n = 0;
    for (double k = std::ceil(axis.xToTime(ruler.left()) / step); n < kMaxRulerLines; k += 1.0, ++n) {
        const double t = k * step;
        const double x = axis.timeToX(t);
        if (x > ruler.right())
            break;
        p.setPen(QPen(cs::majorLine(), 0));
        p.drawLine(QPointF(x, plot.top()), QPointF(x, plot.bottom()));
        p.setPen(QPen(cs::dimText(), 0));
        p.drawLine(QPointF(x, ruler.bottom() - 6), QPointF(x, ruler.bottom()));
        p.setPen(cs::labelText());
        p.drawText(QRectF(x + 3, ruler.top(), 80, ruler.height() - 2), Qt::AlignLeft | Qt::AlignVCenter,
                   grid::formatTick(t, step));
    }
    // Frame ticks when frames are far enough apart.
    if (axis.pixelsPerTime() >= grid::kMinFrameSpacing) {
        p.setPen(QPen(cs::dimText(), 0));
        n = 0;
        for (double t = std::ceil(axis.xToTime(ruler.left())); n < 4 * kMaxRulerLines; t += 1.0, ++n) {
            const double x = axis.timeToX(t);
            if (x > ruler.right())
                break;
            p.drawLine(QPointF(x, ruler.bottom() - 3), QPointF(x, ruler.bottom()));
        }
    }
}

void paintToggle(QPainter &p, const QRectF &r, const QString &letter, bool on, const QColor &onColor)
{
    p.setPen(QPen(on ? onColor : cs::majorLine(), 1));
    p.setBrush(on ? onColor.darker(160) : QColor(0x2f, 0x30, 0x35));
    p.drawRoundedRect(r.adjusted(0.5, 0.5, -0.5, -0.5), 3, 3);
    p.setPen(on ? QColor(Qt::white) : cs::dimText());
    p.drawText(r, Qt::AlignCenter, letter);
}

void paintHeaders(QPainter &p, const TimelineLayout &l, const TimelinePaintState &s)
{
    for (std::size_t i = 0; i < s.timeline->trackCount(); ++i) {
        const QRectF h = l.headerRect(i);
        const bool current = s.currentTrack == i;
        p.fillRect(h, current ? QColor(0x34, 0x37, 0x3e) : cs::rulerBackground());
        p.fillRect(QRectF(h.left(), h.top(), 4, h.height()), barColor(i));
        p.setPen(QPen(cs::outsideBackground(), 1));
        p.drawLine(h.bottomLeft(), h.bottomRight());
        const Track &track = s.timeline->track(i);
        const QRectF text = l.nameRect(i);
        p.setPen(track.muted ? cs::dimText() : cs::labelText());
        p.drawText(text, Qt::AlignLeft | Qt::AlignVCenter,
                   QFontMetricsF(p.font()).elidedText(TimelinePainter::trackTitle(track, i), Qt::ElideRight, text.width()));
        if (s.readOnly)
            continue; // value clips: no toggles to offer
        //: The mute toggle of a track header (one letter).
        paintToggle(p, l.muteRect(i), TimelinePainter::tr("M"), track.muted, QColor(0xe5, 0x73, 0x73));
        //: The solo toggle of a track header (one letter).
        paintToggle(p, l.soloRect(i), TimelinePainter::tr("S"), track.solo, QColor(0xff, 0xd5, 0x4f));
        //: The lock toggle of a track header (one letter).
        paintToggle(p, l.lockRect(i), TimelinePainter::tr("L"), s.lockedTracks.contains(i), QColor(0x90, 0xa4, 0xae));
        // The weight bar: its filled part is the weight; the number beside the switch.
        const QRectF w = l.weightRect(i);
        p.setPen(Qt::NoPen);
        p.setBrush(QColor(0x2a, 0x2b, 0x2f));
        p.drawRoundedRect(w, 2, 2);
        QColor fill = barColor(i);
        if (!s.timeline->trackCounts(i))
            fill = fill.darker(200);
        p.setBrush(fill);
        p.drawRoundedRect(QRectF(w.left(), w.top(), w.width() * track.weight, w.height()), 2, 2);
        const bool additive = track.blendMode == TrackBlendMode::Additive;
        //: The switch of a track header for an additive track (three letters at most).
        const QString addText = TimelinePainter::tr("Add");
        //: The switch of a track header for a replace track (three letters at most).
        const QString replaceText = TimelinePainter::tr("Rep");
        QFont small = p.font();
        small.setPointSizeF(std::max(6.0, small.pointSizeF() * 0.8));
        p.save();
        p.setFont(small);
        paintToggle(p, l.blendModeRect(i), additive ? addText : replaceText, additive,
                    QColor(0x81, 0xc7, 0x84));
        p.restore();
    }
}

void paintRows(QPainter &p, const TimelineLayout &l, const TimelinePaintState &s)
{
    const QRectF plot = l.plotRect();
    p.fillRect(plot, cs::outsideBackground());
    for (std::size_t i = 0; i < s.timeline->trackCount(); ++i) {
        const QRectF row = l.rowRect(i);
        p.fillRect(row, i % 2 ? cs::plotBackground() : cs::playbackRangeShade());
        if (s.lockedTracks.contains(i)) {
            p.fillRect(row, QBrush(QColor(0, 0, 0, 60), Qt::BDiagPattern));
        }
    }
}

void paintMarker(QPainter &p, const QRectF &r, bool filled, const QColor &color)
{
    QPainterPath diamond;
    const QPointF c = r.center();
    diamond.moveTo(c.x(), r.top());
    diamond.lineTo(r.right(), c.y());
    diamond.lineTo(c.x(), r.bottom());
    diamond.lineTo(r.left(), c.y());
    diamond.closeSubpath();
    p.setPen(QPen(cs::knotOutline(), 1));
    p.setBrush(filled ? color : QColor(0x2a, 0x2b, 0x2f));
    p.drawPath(diamond);
    if (!filled) {
        p.setPen(QPen(color, 1.2));
        p.setBrush(Qt::NoBrush);
        p.drawPath(diamond);
    }
}

/// The weight of a placement across its bar: the ramps and the track's weight as a
/// polyline, 0 at the bar's bottom and 1 at its top (where the ramps overlap, the smaller).
QPolygonF weightLine(const TimelineLayout &l, const PlacementShape &shape, const QRectF &bar)
{
    const double top = bar.bottom() - bar.height() * shape.trackWeight;
    const double xIn = l.xOfSeconds(shape.start + shape.blendIn);
    const double xOut = l.xOfSeconds(shape.end - shape.blendOut);
    const double wIn = xIn - bar.left();   // pixels of the rising ramp
    const double wOut = bar.right() - xOut; // pixels of the falling ramp
    QPolygonF line;
    line << QPointF(bar.left(), shape.blendIn > 0.0 ? bar.bottom() : top);
    if (shape.blendIn > 0.0 && shape.blendOut > 0.0 && xIn > xOut && wIn + wOut > 0.0) {
        // The ramps cross: the weight peaks where the rising and falling lines meet.
        const double xm = (bar.left() * wOut + bar.right() * wIn) / (wIn + wOut);
        const double peak = std::clamp((xm - bar.left()) / std::max(1e-9, wIn), 0.0, 1.0);
        line << QPointF(xm, bar.bottom() - (bar.bottom() - top) * peak);
    } else {
        line << QPointF(xIn, top) << QPointF(xOut, top);
    }
    line << QPointF(bar.right(), shape.blendOut > 0.0 ? bar.bottom() : top);
    return line;
}

/// How much of a bar is drawn at the current zoom.
enum class BarDetail {
    Hidden,  ///< nothing it draws (ghost head, bar, held tail, marker names) is in the plot
    Compact, ///< narrower than TimelineLayout::kCompactBarWidth: a plain block, merged with its neighbours
    Full,
};

BarDetail barDetail(const TimelineLayout &l, const PlacementShape &shape)
{
    const QRectF plot = l.plotRect();
    const QRectF bar = l.barRect(shape.index.track, shape.start, shape.end);
    if (bar.bottom() < plot.top() || bar.top() > plot.bottom())
        return BarDetail::Hidden;
    const double left = shape.trimmedFrom ? std::min(bar.left(), l.xOfSeconds(*shape.trimmedFrom)) : bar.left();
    double right = bar.right() + 40.0; // a sync marker's name may stick out
    if (shape.holds)
        right = std::max(right, shape.heldUntil ? l.xOfSeconds(*shape.heldUntil) : plot.right());
    if (right < plot.left() || left > plot.right())
        return BarDetail::Hidden;
    return bar.width() < TimelineLayout::kCompactBarWidth ? BarDetail::Compact : BarDetail::Full;
}

/// Calls `visit` with each shape of `s` that may be in view (TimelinePaintState::visible).
template <class Visit>
void forEachCandidate(const TimelinePaintState &s, Visit &&visit)
{
    if (!s.visible) {
        for (const PlacementShape &shape : *s.shapes)
            visit(shape);
        return;
    }
    for (std::size_t q : *s.visible)
        visit((*s.shapes)[q]);
}

/// Every fully drawn bar's weight line, over all bars (a crossfade shows both lines).
void paintWeightLines(QPainter &p, const TimelineLayout &l, const TimelinePaintState &s)
{
    forEachCandidate(s, [&](const PlacementShape &shape) {
        if (barDetail(l, shape) != BarDetail::Full)
            return;
        const QRectF bar = l.barRect(shape.index.track, shape.start, shape.end);
        const QColor base = barColor(shape.index.track);
        QColor line = (shape.counts ? base.lighter(shape.additive ? 190 : 165) : base.darker(120));
        p.setPen(QPen(line, 1.4, shape.additive ? Qt::DashLine : Qt::SolidLine));
        p.setBrush(Qt::NoBrush);
        p.drawPolyline(weightLine(l, shape, bar));
    });
}

/// A bar too narrow for detail: a block of whole pixels in its fill (the selection's colour
/// when selected) and a held tail when that is wider than the bar would be. `covered` is
/// a run of pixel columns this track's blocks filled last (bars come in start order
/// mostly): a block inside it is not drawn again.
struct CoveredColumns {
    double left = 0.0;
    double right = -1.0;
};

void paintCompactBar(QPainter &p, const TimelineLayout &l, const TimelinePaintState &s, const PlacementShape &shape,
                     CoveredColumns &covered)
{
    const QRectF bar = l.barRect(shape.index.track, shape.start, shape.end);
    const bool selected = s.selection.contains(shape.index);
    const double left = std::floor(bar.left());
    const double right = std::max(left + 1.0, std::ceil(bar.right()));
    const QColor base = barColor(shape.index.track);
    if (shape.holds) {
        const double tailEnd = shape.heldUntil ? l.xOfSeconds(*shape.heldUntil) : l.plotRect().right();
        if (tailEnd - right > TimelineLayout::kCompactBarWidth) {
            QColor c = base;
            c.setAlpha(60);
            p.fillRect(QRectF(right, bar.top() + bar.height() * 0.3, tailEnd - right, bar.height() * 0.4), c);
        }
    }
    if (!selected && left >= covered.left && right <= covered.right)
        return;
    p.fillRect(QRectF(left, bar.top(), right - left, bar.height()),
               selected ? cs::selectedKnot() : (shape.counts ? base.darker(125) : base.darker(200)));
    if (selected)
        return;
    if (left <= covered.right && right >= covered.left)
        covered = {std::min(left, covered.left), std::max(right, covered.right)};
    else
        covered = {left, right};
}

void paintBar(QPainter &p, const TimelineLayout &l, const TimelinePaintState &s, const PlacementShape &shape)
{
    const PlacedClip &placed = s.timeline->placedClip(shape.index);
    const QRectF plot = l.plotRect();
    const QRectF bar = l.barRect(shape.index.track, shape.start, shape.end);
    const QColor base = barColor(shape.index.track);
    const bool selected = s.selection.contains(shape.index);
    const bool muted = !shape.counts; // muted, not soloed, or disabled: it plays nothing

    // The trimmed head: a ghost from the anchor to where it starts playing (the content
    // is still there, hidden: spec §1.6).
    if (shape.trimmedFrom) {
        const QRectF head(l.xOfSeconds(*shape.trimmedFrom), bar.top(), bar.left() - l.xOfSeconds(*shape.trimmedFrom),
                          bar.height());
        p.setPen(QPen(QColor(base.red(), base.green(), base.blue(), 90), 1, Qt::DotLine));
        p.setBrush(QColor(base.red(), base.green(), base.blue(), 28));
        p.drawRect(head.adjusted(0.5, 0.5, -0.5, -0.5));
    }

    // Held tail: faded, from the end to the next write (or the plot's right edge).
    const double tailEnd = shape.heldUntil ? l.xOfSeconds(*shape.heldUntil) : plot.right();
    if (shape.holds && tailEnd > bar.right()) {
        const QRectF tail(bar.right(), bar.top() + bar.height() * 0.3, tailEnd - bar.right(), bar.height() * 0.4);
        QColor c = base;
        c.setAlpha(60);
        p.fillRect(tail, c);
        p.setPen(QPen(QColor(base.red(), base.green(), base.blue(), 110), 1, Qt::DashLine));
        p.drawLine(QPointF(tail.left(), tail.center().y()), QPointF(tail.right(), tail.center().y()));
    }

    QColor fill = muted ? base.darker(200) : base.darker(125);
    p.setPen(Qt::NoPen);
    p.setBrush(fill);
    p.drawRoundedRect(bar, 3, 3);

    p.save();
    p.setClipRect(bar);
    // Loop cycles: a line where each cycle starts; ping-pong's backward cycles hatched.
    for (std::size_t k = 0; k < shape.cycleStarts.size(); ++k) {
        const double x = l.xOfSeconds(shape.cycleStarts[k]);
        if (shape.backwards[k]) {
            const double next = k + 1 < shape.cycleStarts.size() ? l.xOfSeconds(shape.cycleStarts[k + 1]) : bar.right();
            p.fillRect(QRectF(x, bar.top(), next - x, bar.height()), QBrush(QColor(0, 0, 0, 70), Qt::FDiagPattern));
        }
        p.setPen(QPen(fill.lighter(150), 1, Qt::DotLine));
        p.drawLine(QPointF(x, bar.top()), QPointF(x, bar.bottom()));
    }
    // The weight (spec §1.7): above the weight line (weightLine) the bar is shaded; the
    // line itself is drawn over every bar afterwards (paintWeightLines), so where clips
    // overlap a crossfade reads as two lines crossing.
    QPolygonF shade = weightLine(l, shape, bar);
    shade << bar.topRight() << bar.topLeft();
    p.setPen(Qt::NoPen);
    p.setBrush(QColor(0, 0, 0, 80));
    p.drawPolygon(shade);
    if (!shape.enabled)
        p.fillRect(bar, QBrush(QColor(0, 0, 0, 90), Qt::DiagCrossPattern));
    // A clip without channels plays nothing (an unmapped OTIO clip): hatched in red.
    const bool missing = placed.clip->channels().empty();
    if (missing)
        p.fillRect(bar, QBrush(QColor(0xe0, 0x50, 0x50, 110), Qt::BDiagPattern));
    // The label.
    p.setPen(muted ? cs::dimText() : QColor(0xf4, 0xf5, 0xf7));
    const QRectF label = bar.adjusted(6, 2, -6, -bar.height() / 2.0 + 4);
    p.drawText(label, Qt::AlignLeft | Qt::AlignVCenter,
               QFontMetricsF(p.font()).elidedText(TimelinePainter::barLabel(*placed.clip, shape.sharedBy),
                                                  Qt::ElideRight, label.width()));
    p.restore();

    // Outline.
    p.setBrush(Qt::NoBrush);
    p.setPen(selected ? QPen(cs::selectedKnot(), s.current == shape.index ? 2.0 : 1.5)
                      : missing ? QPen(QColor(0xe0, 0x60, 0x60), 1, Qt::DashLine)
                                : QPen(base.lighter(130), 1, shape.enabled ? Qt::SolidLine : Qt::DashLine));
    p.drawRoundedRect(bar.adjusted(0.5, 0.5, -0.5, -0.5), 3, 3);

    // Sync markers with their names.
    QFont small = p.font();
    small.setPointSizeF(std::max(6.0, small.pointSizeF() * 0.8));
    p.save();
    p.setFont(small);
    const QFontMetricsF fm(small);
    double lastRight = -1e300;
    for (const SyncMarker &m : shape.syncMarkers) {
        const QRectF r = syncMarkerRect(l, bar, m.time);
        paintMarker(p, r, m.requested, m.requested ? requestedMarker() : QColor(0xe0, 0xe0, 0xe0));
        const QString name = QString::fromLatin1(syncPointName(m.point).data(), qsizetype(syncPointName(m.point).size()));
        const double w = fm.horizontalAdvance(name);
        const QRectF text(r.right() + 1, r.top() - fm.height() + 1, w, fm.height());
        if (text.left() > lastRight + 2 && text.right() < bar.right() + 40) {
            p.setPen(m.requested ? requestedMarker() : cs::labelText());
            p.drawText(text, Qt::AlignLeft | Qt::AlignVCenter, name);
            lastRight = text.right();
        }
    }
    p.restore();

    // Blend handles.
    if (!s.readOnly && showsBlendHandles(bar)) {
        for (bool in : {true, false}) {
            const QRectF h = blendHandleRect(l, bar, shape, in);
            p.setPen(QPen(cs::knotOutline(), 1));
            p.setBrush(cs::handleLine());
            p.drawRect(h.adjusted(1.5, 1.5, -1.5, -1.5));
        }
    }

    // Warning badge for a reversed or collapsed warp.
    bool problem = false;
    for (const SyncWarpWarning &w : shape.warnings)
        problem = problem || isWarpProblem(w);
    if (problem) {
        const QRectF badge(bar.right() - 16, bar.top() + 2, 14, 14);
        p.setPen(Qt::NoPen);
        p.setBrush(warningColor());
        p.drawEllipse(badge);
        p.setPen(QColor(0x20, 0x20, 0x20));
        p.drawText(badge, Qt::AlignCenter, QStringLiteral("!"));
    }
}

void paintCurrentTime(QPainter &p, const TimelineLayout &l, double timeCode)
{
    const double x = l.axis().timeToX(timeCode);
    const QRectF plot = l.plotRect();
    if (x < plot.left() || x > plot.right())
        return;
    p.setPen(QPen(cs::currentTime(), 1.5));
    p.drawLine(QPointF(x, l.rulerRect().top()), QPointF(x, plot.bottom()));
    const QString text = grid::formatTick(timeCode, 1.0);
    const double w = QFontMetricsF(p.font()).horizontalAdvance(text) + 8;
    const QRectF flag(x - w / 2, 2, w, TimelineLayout::kRulerHeight - 6);
    p.setPen(Qt::NoPen);
    p.setBrush(cs::currentTime());
    p.drawRoundedRect(flag, 3, 3);
    p.setPen(QColor(0x10, 0x10, 0x12));
    p.drawText(flag, Qt::AlignCenter, text);
}

} // namespace

QString TimelinePainter::trackTitle(const Track &track, std::size_t index)
{
    if (!track.name.isEmpty())
        return track.name;
    if (!track.targetRoot.isEmpty())
        return track.targetRoot;
    return tr("Track %1").arg(index + 1);
}

QString TimelinePainter::barLabel(const Clip &clip, std::size_t sharedBy)
{
    QString name = clip.label().isEmpty() ? tr("(unnamed clip)") : clip.label();
    if (clip.channels().empty())
        //: A bar playing a clip without animation (a placeholder of an OpenTimelineIO cut).
        name = tr("missing: %1").arg(name);
    if (sharedBy < 2)
        return name;
    //: A clip's name and how many placements play the shared clip.
    return tr("%1 (×%2)").arg(name).arg(sharedBy);
}

void TimelinePainter::paint(QPainter &painter, const TimelineLayout &layout, const TimelinePaintState &state)
{
    paintBackdrop(painter, layout, state);
    paintOverlay(painter, layout, state);
}

QRectF TimelinePainter::currentTimeArea(const TimelineLayout &layout, double timeCode, const QFont &font)
{
    const double x = layout.axis().timeToX(timeCode);
    const QRectF plot = layout.plotRect();
    if (x < plot.left() || x > plot.right())
        return {};
    const double w = QFontMetricsF(font).horizontalAdvance(grid::formatTick(timeCode, 1.0)) + 8;
    return QRectF(x - w / 2, 0.0, w, TimelineLayout::kRulerHeight).united(QRectF(x - 1.5, 0.0, 3.0, plot.bottom()));
}

void TimelinePainter::paintOverlay(QPainter &painter, const TimelineLayout &layout, const TimelinePaintState &state)
{
    paintCurrentTime(painter, layout, state.currentTimeCode);
    if (state.selectionBox) {
        painter.setPen(QPen(cs::selectionBoxLine(), 1, Qt::DashLine));
        painter.setBrush(cs::selectionBoxFill());
        painter.drawRect(*state.selectionBox);
    }
}

void TimelinePainter::paintBackdrop(QPainter &painter, const TimelineLayout &layout, const TimelinePaintState &state)
{
    painter.fillRect(QRectF(QPointF(0, 0), layout.size()), cs::outsideBackground());
    paintRows(painter, layout, state);
    paintRuler(painter, layout);
    painter.save();
    painter.setClipRect(layout.plotRect());
    painter.setRenderHint(QPainter::Antialiasing, true);
    std::vector<CoveredColumns> covered(state.timeline->trackCount()); // per track, paintCompactBar
    std::vector<const PlacementShape *> selectedBlocks; // painted over the others
    forEachCandidate(state, [&](const PlacementShape &shape) {
        switch (barDetail(layout, shape)) {
        case BarDetail::Hidden:
            break;
        case BarDetail::Compact:
            if (state.selection.contains(shape.index))
                selectedBlocks.push_back(&shape);
            else
                paintCompactBar(painter, layout, state, shape, covered[shape.index.track]);
            break;
        case BarDetail::Full:
            paintBar(painter, layout, state, shape);
            break;
        }
    });
    for (const PlacementShape *shape : selectedBlocks)
        paintCompactBar(painter, layout, state, *shape, covered[shape->index.track]);
    paintWeightLines(painter, layout, state);
    painter.restore();
    painter.save();
    painter.setClipRect(QRectF(0, TimelineLayout::kRulerHeight, TimelineLayout::kHeaderWidth,
                               layout.size().height() - TimelineLayout::kRulerHeight));
    paintHeaders(painter, layout, state);
    painter.restore();
    if (state.timeline->trackCount() == 0) {
        painter.setPen(cs::dimText());
        painter.drawText(layout.plotRect(), Qt::AlignCenter, tr("This timeline has no tracks."));
    }
}

} // namespace knotline
