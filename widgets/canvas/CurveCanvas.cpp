#include "widgets/canvas/CurveCanvas.h"

#include "core/base/Status.h"
#include "core/edit/SegmentDeregression.h"
#include "core/spline/Sample.h"
#include "core/spline/Spline.h"
#include "core/spline/SplineQueries.h"
#include "widgets/canvas/CanvasContext.h"
#include "widgets/canvas/CanvasStyle.h"
#include "widgets/canvas/CurveEmphasis.h"
#include "widgets/canvas/CurveKeyInsertion.h"
#include "widgets/messages/CoreMessageText.h"
#include "widgets/canvas/CurveNameTag.h"
#include "widgets/canvas/ClipChannelNote.h"
#include "widgets/canvas/ClipBoundaryMarks.h"
#include "widgets/canvas/PlacementMarks.h"
#include "widgets/canvas/CurvePainter.h"
#include "widgets/canvas/GhostKeyCanvasDrag.h"
#include "widgets/canvas/GhostKeys.h"
#include "widgets/canvas/GridPainter.h"
#include "widgets/canvas/KnotGeometry.h"
#include "widgets/canvas/KnotPainter.h"
#include "widgets/canvas/ExtrapolationBoundaryCanvasDrag.h"
#include "widgets/canvas/KnotsCanvasDrag.h"
#include "widgets/canvas/LoopBoundaryCanvasDrag.h"
#include "widgets/canvas/PreValueCanvasDrag.h"
#include "widgets/canvas/RegionScaleCanvasDrag.h"
#include "widgets/canvas/RegressionFixMenu.h"
#include "widgets/canvas/RegressionFixPreview.h"
#include "widgets/canvas/RegressionMarkers.h"
#include "widgets/canvas/RegressionPainter.h"
#include "widgets/canvas/TangentCanvasDrag.h"
#include "widgets/session/ChannelFocus.h"
#include "widgets/session/EditorSession.h"

#include <QFontMetricsF>
#include <QHelpEvent>
#include <QKeyEvent>
#include <QLocale>
#include <QMouseEvent>
#include <QPainter>
#include <QTimer>
#include <QToolTip>

#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

namespace knotline {

namespace cs = canvas_style;

namespace {

constexpr double kDragThreshold = 3.0;  ///< pixels the pointer moves before a press becomes a drag
constexpr double kWheelZoomPerNotch = 1.2;
/// A zoom drag's factor per pixel: e^(0.01·100) ≈ 2.7 times for 100 px.
constexpr double kZoomPerDragPixel = 0.01;
/// Loop iteration lines are drawn for every shown channel up to this many channels.
constexpr std::size_t kAllIterationLinesUpTo = 6;

bool isChannelShown(const EditorSession &s, ChannelId ch)
{
    return s.channelFocus()->shows(ch);
}

/// Grows [lo, hi] by `fraction` of its span on each side; a tiny span becomes `minimum`
/// around its centre first.
void pad(double &lo, double &hi, double fraction, double minimum)
{
    if (!(hi - lo > minimum * 1e-3)) {
        const double c = 0.5 * (lo + hi);
        lo = c - 0.5 * minimum;
        hi = c + 0.5 * minimum;
    }
    const double span = hi - lo;
    lo -= fraction * span;
    hi += fraction * span;
}

} // namespace

CurveCanvas::CurveCanvas(QWidget *parent)
    : QWidget(parent)
    , m_refineBudgetMs(curves::kRefineBudgetMs)
{
    setAttribute(Qt::WA_OpaquePaintEvent);
    setMouseTracking(true);
    setFocusPolicy(Qt::StrongFocus);
    setAutoFillBackground(false);
}

CurveCanvas::CurveCanvas(EditorSession *session, QWidget *parent)
    : CurveCanvas(parent)
{
    setSession(session);
}

CurveCanvas::~CurveCanvas()
{
    if (m_drag)
        m_drag->cancel();
}

void CurveCanvas::setSession(EditorSession *session)
{
    if (session == m_session)
        return;
    cancelGesture();
    if (m_session) {
        disconnect(m_session, nullptr, this, nullptr);
        disconnect(m_session->selection(), nullptr, this, nullptr);
        disconnect(m_session->channelFocus(), nullptr, this, nullptr);
        disconnect(m_session->document(), nullptr, this, nullptr);
        disconnect(m_session->placementSelection(), nullptr, this, nullptr);
    }
    m_session = session;
    if (m_session) {
        connect(m_session, &EditorSession::documentChanged, this, &CurveCanvas::onDocumentChanged);
        connect(m_session, &EditorSession::channelDisplayChanged, this, [this] { update(); });
        connect(m_session, &EditorSession::currentTimeChanged, this, &CurveCanvas::onCurrentTimeChanged);
        connect(m_session, &EditorSession::currentChannelChanged, this, &CurveCanvas::onPlacementChanged);
        connect(m_session->placementSelection(), &PlacementSelection::changed, this, &CurveCanvas::onPlacementChanged);
        connect(m_session->placementSelection(), &PlacementSelection::changed, this,
                &CurveCanvas::onCurrentPlacementChanged);
        connect(m_session, &EditorSession::visibleTimeRangeChanged, this, &CurveCanvas::followTimeRange);
        connect(m_session->selection(), &KnotSelection::changed, this, [this] { update(); });
        connect(m_session->channelFocus(), &ChannelFocus::changed, this, [this] { update(); });
        connect(m_session, &QObject::destroyed, this, [this] {
            m_drag.reset();
            m_session = nullptr;
            update();
        });
    }
    onDocumentChanged();
}

// ---- layout and view -------------------------------------------------------------------

QRectF CurveCanvas::timeRulerRect() const
{
    const QFontMetricsF fm(font());
    const double h = std::round(fm.height() + 10.0);
    const double w = std::round(std::max(56.0, fm.horizontalAdvance(QStringLiteral("-00000.00")) + 16.0));
    return QRectF(w, 0.0, std::max(1.0, width() - w), h);
}

QRectF CurveCanvas::plotRect() const
{
    const QRectF ruler = timeRulerRect();
    return QRectF(ruler.left(), ruler.bottom(), std::max(1.0, width() - ruler.left()),
                  std::max(1.0, height() - ruler.bottom()));
}

CanvasContext CurveCanvas::context() const
{
    CanvasContext c;
    c.session = m_session;
    c.view = m_view;
    c.plot = plotRect();
    c.timeRuler = timeRulerRect();
    c.valueRuler = QRectF(0.0, c.plot.top(), c.plot.left(), c.plot.height());
    c.options = m_options;
    c.caches = &m_caches;
    c.refineBudgetMs = m_refineBudgetMs;
    c.dimOthers = m_session && m_session->channelFocus()->shownChannels().size() > 1;
    if (m_session) {
        if (!m_placementValid) {
            m_placement = placementForCanvas(*m_session);
            m_placementValid = true;
        }
        c.placement = m_placement;
        c.timelineTimeView = m_placement && m_options.clipChannelsInTimelineTime;
        c.currentTime = m_placement && !c.timelineTimeView ? m_placement->clipTimeCode(m_session->currentTime())
                                                           : m_session->currentTime();
    }
    return c;
}

void CurveCanvas::setView(const ViewTransform &view, bool userMoved)
{
    if (userMoved)
        m_framedRange.reset();
    if (view == m_view) {
        // The session's range may still differ (e.g. reset by a new document that frames
        // as the old one did): the canvas drives it all the same.
        if (m_session) {
            const TimeInterval shown = shownTimes();
            m_session->setVisibleTimeRange(shown.min, shown.max);
        }
        return;
    }
    m_view = view;
    publishTimeRange();
    update();
}

TimeInterval CurveCanvas::shownTimes() const
{
    const QRectF plot = plotRect();
    return m_view.timeAxis().visibleRange(plot.left(), plot.right());
}

void CurveCanvas::publishTimeRange()
{
    const TimeInterval shown = shownTimes();
    emit visibleTimeRangeChanged(shown.min, shown.max);
    if (m_session)
        m_session->setVisibleTimeRange(shown.min, shown.max);
}

void CurveCanvas::followTimeRange(double timeMin, double timeMax)
{
    if (shownTimes() == TimeInterval{timeMin, timeMax})
        return; // in step (also when this canvas set the range)
    if (m_framedRange) { // keep framing the new times across resizes
        m_framedRange->setLeft(timeMin);
        m_framedRange->setRight(timeMax);
        applyPendingFrame();
        return;
    }
    // setView publishes the range this canvas really shows (equal up to rounding), after
    // which the session's range and this canvas' are the same numbers.
    const QRectF plot = plotRect();
    setView(m_view.withTimeAxis(TimeAxis::framed(timeMin, timeMax, plot.left(), plot.right())), false);
}

void CurveCanvas::setViewTransform(const ViewTransform &view)
{
    setView(view, true);
}

void CurveCanvas::setVisibleRange(double timeMin, double timeMax, double valueMin, double valueMax)
{
    m_framedRange = QRectF(QPointF(timeMin, valueMin), QPointF(timeMax, valueMax));
    applyPendingFrame();
}

QRectF CurveCanvas::visibleRange() const
{
    return m_view.curveRect(plotRect());
}

void CurveCanvas::applyPendingFrame()
{
    if (!m_framedRange)
        return;
    const QRectF r = *m_framedRange;
    const QRectF plot = plotRect();
    const QMarginsF margins(plot.left(), plot.top(), width() - plot.right(), height() - plot.bottom());
    setView(ViewTransform::frame(r.left(), r.right(), r.top(), r.bottom(), QSizeF(size()), margins), false);
}

void CurveCanvas::resizeEvent(QResizeEvent *event)
{
    QWidget::resizeEvent(event);
    if (m_framedRange)
        applyPendingFrame();
    else
        publishTimeRange();
}

void CurveCanvas::changeEvent(QEvent *event)
{
    QWidget::changeEvent(event);
    if (event->type() == QEvent::ActivationChange && !isActiveWindow())
        cancelGesture(); // a dialog (or another window) took over mid-gesture
    if (event->type() == QEvent::FontChange)
        applyPendingFrame();
}

QSize CurveCanvas::sizeHint() const
{
    return QSize(900, 540);
}

QSize CurveCanvas::minimumSizeHint() const
{
    return QSize(240, 160);
}

// ---- options ---------------------------------------------------------------------------

void CurveCanvas::setOptions(const CanvasOptions &options)
{
    if (options == m_options)
        return;
    m_options = options;
    emit optionsChanged(m_options);
    update();
}

void CurveCanvas::setShowTangents(bool on)
{
    CanvasOptions o = m_options;
    o.showTangents = on;
    setOptions(o);
}

void CurveCanvas::setShowExtrapolation(bool on)
{
    CanvasOptions o = m_options;
    o.showExtrapolation = on;
    setOptions(o);
}

void CurveCanvas::setHighlightRegressive(bool on)
{
    CanvasOptions o = m_options;
    o.highlightRegressive = on;
    setOptions(o);
}

void CurveCanvas::setSnapping(bool on)
{
    CanvasOptions o = m_options;
    o.snapping = on;
    setOptions(o);
}

// ---- document ----------------------------------------------------------------------------

void CurveCanvas::onDocumentChanged()
{
    cancelGesture();
    m_hover = {};
    m_caches.reset();
    m_placementValid = false;
    m_framedPlacement.reset();
    if (!m_session) {
        update();
        return;
    }
    EditorDocument *doc = m_session->document();
    connect(doc, &EditorDocument::timelineChanged, this, &CurveCanvas::onPlacementChanged, Qt::UniqueConnection);
    connect(doc, &EditorDocument::channelIntervalsChanged, this, &CurveCanvas::onChannelChanged,
            Qt::UniqueConnection);
    connect(doc, &EditorDocument::channelInserted, this, &CurveCanvas::onChannelsInsertedOrRemoved,
            Qt::UniqueConnection);
    connect(doc, &EditorDocument::channelRemoved, this, &CurveCanvas::onChannelsInsertedOrRemoved,
            Qt::UniqueConnection);
    frameAll();
}

void CurveCanvas::onChannelChanged(ChannelId channel, const EditorDocument::TimeIntervals &intervals)
{
    if (sender() != m_session->document())
        return; // a replaced document
    m_caches.invalidate(channel, intervals);
    update();
}

void CurveCanvas::onChannelsInsertedOrRemoved(ChannelId channel, std::size_t)
{
    if (sender() != m_session->document())
        return;
    // A removed channel's cache goes; an inserted one (new, or a removal undone) starts empty.
    m_caches.forget(channel);
    update();
}

const PolylineCache *CurveCanvas::polylineCache(ChannelId channel) const
{
    return m_caches.findPolylines(channel);
}

// ---- framing -------------------------------------------------------------------------

std::optional<QRectF> CurveCanvas::contentRange(bool selectedOnly) const
{
    if (!m_session)
        return std::nullopt;
    const EditorDocument &doc = *m_session->document();
    double t0 = std::numeric_limits<double>::infinity(), t1 = -t0, v0 = t0, v1 = -t0;
    auto include = [&](double t, double v) {
        if (!std::isfinite(t) || !std::isfinite(v))
            return;
        t0 = std::min(t0, t);
        t1 = std::max(t1, t);
        v0 = std::min(v0, v);
        v1 = std::max(v1, v);
    };
    if (selectedOnly) {
        for (const KnotRef &ref : m_session->selection()->knots()) {
            if (!doc.contains(ref.channel) || !isChannelShown(*m_session, ref.channel))
                continue;
            const AnimCurve &curve = doc.channel(ref.channel).curve;
            if (ref.knot >= curve.numKeys())
                continue;
            const Knot &k = curve.spline().knots()[ref.knot];
            include(k.time, curve.keyValue(ref.knot));
            include(k.time, k.value);
            include(k.time, k.authoredPreValue());
            // The tangent handles drawn at the key: a weighted (Bezier) handle is a point of
            // curve space (the control point); a Hermite handle has a fixed length in pixels
            // (40 px), which the frame's margin holds.
            if (m_options.showTangents && curve.isWeighted()) {
                for (TangentSide side : {TangentSide::In, TangentSide::Out})
                    if (const std::optional<QPointF> h = tangentHandlePixel(curve, ref.knot, side, m_view))
                        include(m_view.xToTime(h->x()), m_view.yToValue(h->y()));
            }
        }
        if (!(t0 <= t1))
            return std::nullopt;
        return QRectF(QPointF(t0, v0), QPointF(t1, v1));
    }
    // Every shown channel: key range (with inner-loop echoes), then the curve's values over
    // the union of the ranges from a coarse sampling.
    for (ChannelId ch : doc.channelIds()) {
        if (!isChannelShown(*m_session, ch))
            continue;
        const Spline &s = doc.channel(ch).curve.spline();
        if (s.isEmpty())
            continue;
        for (const Knot &k : {s.knots().front(), s.knots().back()})
            include(k.time, k.value);
        if (s.hasInnerLoops()) {
            t0 = std::min(t0, s.innerLoopParams().loopedStart());
            t1 = std::max(t1, s.innerLoopParams().loopedEnd());
        }
        if (m_options.frameLoops && m_options.showExtrapolation) {
            const auto [loopsFrom, loopsTo] = loopedExtrapolationSpan(s);
            t0 = std::min(t0, loopsFrom);
            t1 = std::max(t1, loopsTo);
        }
    }
    if (!(t0 <= t1))
        return std::nullopt;
    double ts0 = t0, ts1 = t1;
    pad(ts0, ts1, 0.0, 1.0);
    const QRectF plot = plotRect();
    v0 = std::numeric_limits<double>::infinity();
    v1 = -v0;
    std::vector<SamplePolyline> polylines;
    for (ChannelId ch : doc.channelIds()) {
        if (!isChannelShown(*m_session, ch))
            continue;
        const AnimCurve &curve = doc.channel(ch).curve;
        const Spline &s = curve.spline();
        if (s.isEmpty())
            continue;
        const auto [first, last] = knotRange(curve, ts0, ts1);
        double kv0 = std::numeric_limits<double>::infinity(), kv1 = -kv0;
        for (std::size_t i = first; i < last; ++i) {
            const Knot &k = s.knots()[i];
            for (double v : {k.value, k.authoredPreValue(), curve.keyValue(i)}) {
                kv0 = std::min(kv0, v);
                kv1 = std::max(kv1, v);
            }
        }
        const double valueSpan = (kv1 > kv0 && std::isfinite(kv1 - kv0)) ? kv1 - kv0 : 1.0;
        if (sample(s, ts0, ts1, plot.width() / (ts1 - ts0), plot.height() / valueSpan, 1.0, &polylines)) {
            for (const SamplePolyline &p : polylines)
                for (const auto &v : p.vertices)
                    include(v[0], v[1]);
        }
        if (kv0 <= kv1) {
            include(ts0, kv0);
            include(ts0, kv1);
        }
    }
    if (!(v0 <= v1))
        return std::nullopt;
    return QRectF(QPointF(t0, v0), QPointF(t1, v1));
}

void CurveCanvas::frameAll()
{
    if (m_session)
        resolveClipCurves(shownChannels());
    std::optional<QRectF> r = contentRange(false);
    double t0, t1, v0, v1;
    if (r) {
        t0 = r->left();
        t1 = r->right();
        v0 = r->top();
        v1 = r->bottom();
    } else {
        t0 = m_session ? m_session->document()->startTimeCode() : 1.0;
        t1 = m_session ? m_session->document()->endTimeCode() : 24.0;
        v0 = -1.0;
        v1 = 1.0;
    }
    pad(t0, t1, 0.04, 10.0);
    pad(v0, v1, 0.08, std::max(1.0, 0.2 * std::max(std::abs(v0), std::abs(v1))));
    setVisibleRange(t0, t1, v0, v1);
}

void CurveCanvas::frameValues()
{
    if (!m_session)
        return;
    resolveClipCurves(shownChannels());
    const std::optional<QRectF> r = contentRange(false);
    if (!r)
        return;
    double v0 = r->top(), v1 = r->bottom();
    pad(v0, v1, 0.08, std::max(1.0, 0.2 * std::max(std::abs(v0), std::abs(v1))));
    const TimeInterval shown = shownTimes();
    setVisibleRange(shown.min, shown.max, v0, v1);
}

void CurveCanvas::onCurrentPlacementChanged()
{
    const std::optional<PlacementIndex> current = m_session->placementSelection()->current();
    if (current == m_framedPlacement)
        return;
    m_framedPlacement = current;
    if (current) // after PlacementClipFocus has shown the clip's channels
        QMetaObject::invokeMethod(this, &CurveCanvas::frameValues, Qt::QueuedConnection);
}

void CurveCanvas::setPlaybackRange(std::optional<TimeInterval> range)
{
    if (range == m_playbackRange)
        return;
    m_playbackRange = range;
    update();
}

void CurveCanvas::frameSelected()
{
    std::optional<QRectF> r = contentRange(true);
    if (!r) {
        frameAll();
        return;
    }
    double t0 = r->left(), t1 = r->right(), v0 = r->top(), v1 = r->bottom();
    pad(t0, t1, 0.1, 10.0);
    pad(v0, v1, 0.15, std::max(1.0, 0.2 * std::max(std::abs(v0), std::abs(v1))));
    setVisibleRange(t0, t1, v0, v1);
}

// ---- painting -----------------------------------------------------------------------

void CurveCanvas::setPreviewCurves(std::vector<PreviewCurve> curves)
{
    m_previewCurves = std::move(curves);
    update();
}

void CurveCanvas::setBufferOverlay(BufferOverlay overlay)
{
    m_bufferOverlay = std::move(overlay);
    update();
}

void CurveCanvas::paintEvent(QPaintEvent *event)
{
    // Everything but the current-time line comes from the backdrop, painted again on every
    // full update; a paint of only part of the canvas (the two strips a time change asks
    // for, or an expose) reuses it.
    const qreal dpr = devicePixelRatioF();
    const QSize pixels = (QSizeF(size()) * dpr).toSize();
    const bool whole = QRegion(rect()).subtracted(event->region()).isEmpty();
    m_lastPaintReusedBackdrop = m_backdropValid && m_backdrop.size() == pixels && !whole;
    ++m_paintCount;
    if (!m_lastPaintReusedBackdrop) {
        if (m_backdrop.size() != pixels) {
            m_backdrop = QPixmap(pixels);
            m_backdrop.setDevicePixelRatio(dpr);
        }
        QPainter painter(&m_backdrop);
        paintBackdrop(painter);
        m_backdropValid = true;
    }
    QPainter painter(this);
    painter.drawPixmap(0, 0, m_backdrop);
    m_paintedCursor = QRect();
    if (m_session) {
        painter.setFont(font());
        const CanvasContext ctx = context();
        grid::paintCurrentTime(painter, ctx);
        m_paintedCursor = grid::currentTimeArea(ctx, font()).toAlignedRect();
    }
}

void CurveCanvas::paintBackdrop(QPainter &painter)
{
    painter.setFont(font());
    painter.fillRect(rect(), cs::outsideBackground());
    const CanvasContext ctx = context();
    if (!m_session) {
        grid::paintPlotGrid(painter, ctx, 0.0, 0.0);
        grid::paintRulers(painter, ctx);
        return;
    }
    const std::vector<ChannelId> shown = emphasis::paintOrder(ctx, shownChannels());
    resolveClipCurves(shown); // clip-driven channels read their clip layers when first drawn
    const EditorDocument &doc = *m_session->document();
    const TimeInterval range = m_playbackRange.value_or(TimeInterval{doc.startTimeCode(), doc.endTimeCode()});
    grid::paintPlotGrid(painter, ctx, range.min, range.max);
    const std::vector<clipmarks::ShownBoundary> clipBoundaries = clipmarks::shownBoundaries(ctx, shown);
    clipmarks::paintLines(painter, ctx, clipBoundaries);
    if (ctx.timelineTimeView) { // a placement's clip channels resampled into timeline time: nothing to edit
        placementmarks::paintTimelineTimeMarks(painter, ctx, *ctx.placement);
        placementmarks::paintMappedCurves(painter, ctx, *ctx.placement, shown);
        if (const std::optional<ChannelId> current = m_session->currentChannel())
            placementmarks::paintPoseCurve(painter, ctx, *ctx.placement, *current);
        grid::paintRulers(painter, ctx);
        paintClipChannelNote(painter, ctx.plot, doc, m_session->currentChannel(), ctx.placement, true);
        return;
    }
    if (ctx.placement)
        placementmarks::paintClipTimeMarks(painter, ctx, *ctx.placement);

    painter.save();
    painter.setClipRect(ctx.plot);
    painter.setRenderHint(QPainter::Antialiasing, true);
    // Iteration lines of loops: for every channel while few are shown, else only for the
    // channels with selected keys.
    std::set<ChannelId> focused;
    for (const KnotRef &k : m_session->selection()->knots())
        focused.insert(k.channel);
    for (ChannelId ch : shown)
        curves::paintLoopMarks(painter, ctx, ch, shown.size() <= kAllIterationLinesUpTo || focused.count(ch));
    m_refining = curves::prepareChannels(ctx, shown);
    if (m_refining) // some channels still show a draft: refine them on the next paints
        QTimer::singleShot(0, this, [this] { update(); });
    buffer_paint::paintBufferOverlay(painter, ctx, m_bufferOverlay);
    if (m_options.highlightRegressive)
        regression::paintGlow(painter, ctx, shown);
    curves::paintCurves(painter, ctx, shown);
    preview::paintPreviewCurves(painter, ctx, m_previewCurves);
    painter.restore();

    for (ChannelId ch : shown)
        ghosts::paintGhostKeys(painter, ctx, ch, m_hover);
    for (ChannelId ch : shown)
        knots::paintChannelKnots(painter, ctx, ch, m_hover);
    knots::paintTangentHandles(painter, ctx, m_hover);
    regression::paintMarkers(painter, ctx, regressionMarkers(ctx, shown), m_hover);
    if (const std::optional<region::RegionBox> box = regionBox())
        region::paint(painter, *box, region::pixelRect(*box, m_view), m_mode == Mode::Idle ? m_regionHover : region::None);


    if (m_mode == Mode::BoxSelect && !m_box.isEmpty()) {
        painter.setRenderHint(QPainter::Antialiasing, false);
        painter.setPen(QPen(cs::selectionBoxLine(), 1.0, Qt::DashLine));
        painter.setBrush(cs::selectionBoxFill());
        painter.drawRect(m_box);
    }

    grid::paintRulers(painter, ctx);
    clipmarks::paintTabs(painter, ctx, clipBoundaries);

    // The chosen curves' names (a tree selection or an isolation of a few channels).
    const ChannelFocus &focus = *m_session->channelFocus();
    QRectF legend;
    if (focus.isIsolating() || (!focus.showAll() && !focus.selectedChannels().empty() && shown.size() < doc.channelCount()))
        legend = nametag::paintLegend(painter, ctx, shown);

    // The name of the curve under the pointer (a key, a segment or a tangent handle).
    if (m_mode == Mode::Idle && doc.contains(m_hover.channel)
        && (m_hover.kind == HitKind::Segment || m_hover.kind == HitKind::Knot
            || m_hover.kind == HitKind::TangentHandle || m_hover.kind == HitKind::PreValue))
        nametag::paint(painter, ctx, m_hover.channel, m_lastPos);

    // The clip's note goes below the legend, which takes the same corner.
    const double noteTop = legend.isEmpty() ? 0.0 : legend.bottom() + 2.0 - ctx.plot.top();
    paintClipChannelNote(painter, ctx.plot.adjusted(0.0, noteTop, 0.0, 0.0), doc, m_session->currentChannel(),
                         ctx.placement, false);
    if (doc.channelCount() == 0) {
        painter.setPen(cs::dimText());
        painter.drawText(ctx.plot, Qt::AlignCenter, tr("No animation curves"));
    }
}

void CurveCanvas::onCurrentTimeChanged()
{
    // Only the line moves: repaint where it was and where it is, over the backdrop.
    if (!m_backdropValid || !m_session) {
        update();
        return;
    }
    constexpr int kSlack = 2;
    update(m_paintedCursor.adjusted(-kSlack, -kSlack, kSlack, kSlack));
    update(grid::currentTimeArea(context(), font()).toAlignedRect().adjusted(-kSlack, -kSlack, kSlack, kSlack));
}

// ---- hit testing and hover ---------------------------------------------------------

CanvasHit CurveCanvas::hitAt(const QPointF &pos) const
{
    return hitTest(context(), pos);
}

QString CurveCanvas::describe(const CanvasHit &hit, const QPointF &pos) const
{
    const QLocale locale;
    auto num = [&](double v) { return locale.toString(v, 'g', 6); };
    if (!m_session)
        return {};
    const EditorDocument &doc = *m_session->document();
    const QString path = doc.contains(hit.channel) ? QString::fromStdString(doc.channel(hit.channel).path)
                                                           : QString();
    // Keys are numbered from 1, as the key table shows them.
    const std::size_t number = hit.knot + 1;
    switch (hit.kind) {
    case HitKind::Knot: {
        const AnimCurve &c = doc.channel(hit.channel).curve;
        return tr("%1: key %2 at frame %3, value %4%5")
            .arg(path)
            .arg(number)
            .arg(num(c.keyTime(hit.knot)), num(c.keyValue(hit.knot)),
                 c.keyInfo()[hit.knot].isBreakdown ? tr(" (breakdown)") : QString());
    }
    case HitKind::PreValue: {
        const Knot &k = doc.channel(hit.channel).curve.spline().knots()[hit.knot];
        return tr("%1: pre-value %2 of key %3 at frame %4").arg(path, num(*k.preValue)).arg(number).arg(num(k.time));
    }
    case HitKind::TangentHandle: {
        const Knot &k = doc.channel(hit.channel).curve.spline().knots()[hit.knot];
        const Tangent &t = hit.side == TangentSide::In ? k.pre : k.post;
        const QString side = hit.side == TangentSide::In ? tr("in") : tr("out");
        if (doc.channel(hit.channel).curve.isWeighted())
            return tr("%1: %2 tangent of key %3, slope %4, width %5").arg(path, side).arg(number).arg(num(t.slope), num(t.width));
        return tr("%1: %2 tangent of key %3, slope %4").arg(path, side).arg(number).arg(num(t.slope));
    }
    case HitKind::GhostKey:
        return ghosts::describe(context(), hit);
    case HitKind::Segment:
        return tr("%1: segment from key %2 to %3").arg(path).arg(number).arg(number + 1);
    case HitKind::RegressionBadge: {
        const auto &knots = doc.channel(hit.channel).curve.spline().knots();
        return path + QStringLiteral(": ") + RegressionFixMenu::problemText(knots[hit.knot].time, knots[hit.knot + 1].time);
    }
    case HitKind::RegressionGroup:
        return regressionGroupText(hit.groupCount);
    case HitKind::LoopGrip:
        return hit.boundary == LoopBoundary::Start ? tr("%1: inner loop prototype start (drag to a key)").arg(path)
                                                    : tr("%1: inner loop prototype end (drag)").arg(path);
    case HitKind::ExtrapolationGrip:
        return hit.extrapolation == ExtrapolationSide::Pre
                   ? tr("%1: loop boundary of the pre-extrapolation (drag to a key)").arg(path)
                   : tr("%1: loop boundary of the post-extrapolation (drag to a key)").arg(path);
    case HitKind::TimeRuler:
    case HitKind::TimeCursor:
        return tr("Current time %1 (drag to scrub)").arg(num(m_session->currentTime()));
    case HitKind::None:
        break;
    }
    if (!plotRect().contains(pos))
        return {};
    return tr("frame %1, value %2").arg(num(m_view.xToTime(pos.x())), num(m_view.yToValue(pos.y())));
}

void CurveCanvas::updateHover(const QPointF &pos)
{
    const CanvasHit hit = hitAt(pos);
    m_lastPos = pos;
    const std::optional<region::RegionBox> box = regionBox();
    const int regionEdges = box ? region::edgesAt(*box, region::pixelRect(*box, m_view), pos) : region::None;
    if (!(hit == m_hover) || regionEdges != m_regionHover) {
        m_hover = hit;
        m_regionHover = regionEdges;
        update();
    } else if (hit.kind != HitKind::None) {
        update(); // the curve's name tag follows the pointer
    }
    if (regionEdges != region::None) {
        setCursor(Qt::CursorShape(region::cursorFor(regionEdges)));
        return;
    }
    switch (hit.kind) {
    case HitKind::Knot:
    case HitKind::GhostKey:
    case HitKind::PreValue:
    case HitKind::TangentHandle:
    case HitKind::RegressionBadge:
    case HitKind::RegressionGroup:
        setCursor(Qt::PointingHandCursor);
        break;
    case HitKind::LoopGrip:
    case HitKind::ExtrapolationGrip:
    case HitKind::TimeRuler:
    case HitKind::TimeCursor:
        setCursor(Qt::SizeHorCursor);
        break;
    default:
        unsetCursor();
    }
    const QString text = describe(hit, pos);
    if (text != m_hoverText) {
        m_hoverText = text;
        emit hoverInfoChanged(text);
    }
}

void CurveCanvas::leaveEvent(QEvent *event)
{
    QWidget::leaveEvent(event);
    if (m_hover.kind != HitKind::None) {
        m_hover = {};
        update();
    }
    if (!m_hoverText.isEmpty()) {
        m_hoverText.clear();
        emit hoverInfoChanged(QString());
    }
}

bool CurveCanvas::event(QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride && m_mode != Mode::Idle) {
        // A gesture with the button held is modal: no shortcut (undo, delete, set key, a
        // dialog, …) runs during it; keyPressEvent refuses the key, Escape cancels.
        event->accept();
        return true;
    }
    if (event->type() == QEvent::ShortcutOverride && m_session && !m_session->selection()->isEmpty()) {
        // With keys selected, Left/Right nudge them (keyPressEvent) rather than run the
        // window's frame-step shortcuts.
        const auto *key = static_cast<QKeyEvent *>(event);
        const Qt::KeyboardModifiers mods = key->modifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier);
        if ((key->key() == Qt::Key_Left || key->key() == Qt::Key_Right) && mods == Qt::NoModifier) {
            event->accept();
            return true;
        }
    }
    if (event->type() == QEvent::ToolTip && m_session) {
        auto *help = static_cast<QHelpEvent *>(event);
        const CanvasHit hit = hitAt(help->pos());
        bool regressive = hit.kind == HitKind::RegressionBadge;
        if (hit.kind == HitKind::Segment && m_options.highlightRegressive) {
            regressive = m_caches.regressiveSpans(hit.channel, m_session->document()->channel(hit.channel).curve.spline())
                             .contains(hit.knot);
        }
        if (regressive) {
            const auto &knots = m_session->document()->channel(hit.channel).curve.spline().knots();
            QToolTip::showText(help->globalPos(),
                               RegressionFixMenu::problemText(knots[hit.knot].time, knots[hit.knot + 1].time), this);
        } else if (hit.kind == HitKind::RegressionGroup) {
            QToolTip::showText(help->globalPos(), regressionGroupText(hit.groupCount), this);
        } else if (const std::optional<clipmarks::ShownBoundary> b
                   = hit.kind == HitKind::None ? clipmarks::boundaryAt(context(), clipmarks::shownBoundaries(context(), shownChannels()), help->pos())
                                               : std::nullopt) {
            QToolTip::showText(help->globalPos(), clipmarks::toolTip(*b), this);
        } else {
            QToolTip::hideText();
            event->ignore();
        }
        return true;
    }
    return QWidget::event(event);
}

// ---- mouse -----------------------------------------------------------------------------

double CurveCanvas::snappedTime(double time) const
{
    return m_options.snapping ? std::round(time) : time;
}

void CurveCanvas::scrubTo(const QPointF &pos)
{
    // In the clip-time view the line is dragged in clip time: the window's time is the
    // timeline time nearest the current one that plays it (PlacementClipTime.h).
    const CanvasContext ctx = context();
    double t = m_view.xToTime(pos.x());
    if (ctx.placement && !ctx.timelineTimeView)
        t = ctx.placement->timelineTimeCodeFor(t, m_session->currentTime());
    t = snappedTime(t);
    if (std::isfinite(t))
        m_session->setCurrentTime(t);
}

double CurveCanvas::shownCurrentTime() const
{
    return context().currentTime;
}

std::optional<PlacementClipTime> CurveCanvas::shownPlacement() const
{
    return context().placement;
}

void CurveCanvas::onPlacementChanged()
{
    m_placementValid = false;
    update();
}

bool CurveCanvas::refuseEditInTimelineTime()
{
    if (!context().timelineTimeView)
        return false;
    emit editRefused(tr("The clip's channels are shown in timeline time, read-only: switch View ▸ Clip Channels in "
                        "Timeline Time off to edit them in clip time"));
    return true;
}

void CurveCanvas::selectOnPress(const CanvasHit &hit, Qt::KeyboardModifiers modifiers)
{
    KnotSelection *selection = m_session->selection();
    std::set<KnotRef> refs;
    if (hit.kind == HitKind::Segment)
        refs = {KnotRef{hit.channel, hit.knot}, KnotRef{hit.channel, hit.knot + 1}};
    else
        refs = {KnotRef{hit.channel, hit.knot}};
    m_pressSelectOnly = false;
    if (modifiers & Qt::ControlModifier) {
        selection->toggle(refs);
    } else if (modifiers & Qt::ShiftModifier) {
        selection->add(refs);
    } else if (hit.kind != HitKind::Segment && selection->contains(*refs.begin())) {
        m_pressSelectOnly = selection->knots().size() > 1; // keep the selection for a drag
    } else {
        selection->set(refs);
    }
}

std::vector<RegressionMarker> CurveCanvas::regressionMarkersInView() const
{
    return m_session ? regressionMarkers(context(), shownChannels()) : std::vector<RegressionMarker>{};
}

void CurveCanvas::resolveClipCurves(const std::vector<ChannelId> &shown)
{
    EditorDocument *doc = m_session->document();
    for (ChannelId ch : shown)
        if (doc->channel(ch).curvePending)
            (void)doc->resolveClipCurve(ch); // an unreadable clip: the stage warns, the curve stays empty
}

std::vector<ChannelId> CurveCanvas::shownChannels() const
{
    std::vector<ChannelId> shown;
    for (ChannelId ch : m_session->document()->channelIds())
        if (isChannelShown(*m_session, ch))
            shown.push_back(ch);
    return shown;
}

QString CurveCanvas::regressionGroupText(std::size_t count) const
{
    // A group holds two or more segments: always the plural.
    return tr("%1 regressive segments here. Click to zoom in.").arg(count);
}

void CurveCanvas::zoomToRegressionGroup(const CanvasHit &hit)
{
    // The group's time range across the plot (with a tenth of it to spare on each side),
    // values as they are: its markers then spread out to single ones.
    const double pad = 0.1 * std::max(hit.groupTimeMax - hit.groupTimeMin, 1.0);
    setVisibleRange(hit.groupTimeMin - pad, hit.groupTimeMax + pad, m_view.yToValue(plotRect().bottom()),
                    m_view.yToValue(plotRect().top()));
}

void CurveCanvas::openFixMenu(ChannelId channel, std::size_t start, const QPoint &globalPos)
{
    auto *menu = new RegressionFixMenu(m_session, channel, start, this);
    regression_preview::attach(menu, m_session, this, channel, start);
    menu->popup(globalPos);
}

void CurveCanvas::mousePressEvent(QMouseEvent *event)
{
    if (m_mode == Mode::GrabMove) {
        // Blender's G: a left click confirms the move, any other button cancels it.
        finishGrab(event->button() == Qt::LeftButton);
        return;
    }
    if (!m_session || m_mode != Mode::Idle) {
        event->ignore();
        return;
    }
    setFocus(Qt::MouseFocusReason);
    const QPointF pos = event->position();
    m_pressPos = m_lastPos = pos;
    m_pressModifiers = event->modifiers();
    switch (canvasPress(m_options.keymap, event->button(), event->modifiers())) {
    case CanvasPress::Zoom:
        m_mode = Mode::ZoomDrag;
        m_zoomStartView = m_view;
        setCursor(Qt::SizeAllCursor);
        return;
    case CanvasPress::Pan:
        m_mode = Mode::Pan;
        setCursor(Qt::ClosedHandCursor);
        return;
    case CanvasPress::MoveSelection:
        if (startSelectionMove(pos))
            m_mode = Mode::EditDrag;
        return;
    case CanvasPress::None:
        return;
    case CanvasPress::ContextMenu:
    case CanvasPress::Primary:
        break;
    }
    const CanvasHit hit = hitAt(pos);
    if (event->button() == Qt::RightButton) {
        bool regressive = hit.kind == HitKind::RegressionBadge;
        if (hit.kind == HitKind::Segment) {
            regressive = m_caches.regressiveSpans(hit.channel, m_session->document()->channel(hit.channel).curve.spline())
                             .contains(hit.knot);
        }
        if (regressive)
            openFixMenu(hit.channel, hit.knot, event->globalPosition().toPoint());
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    if (hit.kind != HitKind::TimeRuler && hit.kind != HitKind::TimeCursor && refuseEditInTimelineTime())
        return;
    m_pressHit = hit;
    if (startRegionScale(pos, event->modifiers()))
        return;
    if (m_options.insertKeyTool && hit.kind == HitKind::Segment && !(event->modifiers() & Qt::AltModifier)) {
        insertKeyAt(hit.channel, pos);
        return;
    }
    switch (hit.kind) {
    case HitKind::TimeRuler:
    case HitKind::TimeCursor:
        m_mode = Mode::ScrubTime;
        scrubTo(pos);
        break;
    case HitKind::RegressionBadge:
        openFixMenu(hit.channel, hit.knot, event->globalPosition().toPoint());
        break;
    case HitKind::RegressionGroup:
        zoomToRegressionGroup(hit);
        break;
    case HitKind::LoopGrip:
    case HitKind::ExtrapolationGrip:
    case HitKind::TangentHandle:
        m_mode = Mode::Pending;
        break;
    case HitKind::Segment:
        // A click on a segment selects its keys (on release); a drag from it box-selects,
        // as from empty space: keys move only from a key or a handle (issue 37 item 2).
        m_mode = Mode::Pending;
        break;
    case HitKind::PreValue:
    case HitKind::Knot:
        selectOnPress(hit, event->modifiers());
        m_mode = Mode::Pending;
        break;
    case HitKind::GhostKey: // the key it echoes becomes the selection (table, inspector)
        m_session->selection()->set({KnotRef{hit.channel, hit.knot}});
        m_mode = Mode::Pending;
        break;
    case HitKind::None:
        m_mode = Mode::BoxSelect;
        m_box = QRectF(pos, pos);
        break;
    }
}

std::optional<region::RegionBox> CurveCanvas::regionBox() const
{
    if (!m_options.regionTool || !m_session)
        return std::nullopt;
    return region::boxOf(*m_session, shownChannels());
}

bool CurveCanvas::startRegionScale(const QPointF &pos, Qt::KeyboardModifiers modifiers)
{
    if (modifiers & (Qt::ShiftModifier | Qt::ControlModifier)) // selection gestures stay
        return false;
    const std::optional<region::RegionBox> box = regionBox();
    if (!box)
        return false;
    const int edges = region::edgesAt(*box, region::pixelRect(*box, m_view), pos);
    std::unique_ptr<RegionScaleCanvasDrag> drag = RegionScaleCanvasDrag::create(m_session, *box, edges, pos);
    if (!drag)
        return false;
    m_drag = std::move(drag);
    m_mode = Mode::EditDrag;
    return true;
}

void CurveCanvas::insertKeyAt(ChannelId channel, const QPointF &pos)
{
    const double time = snappedTime(m_view.xToTime(pos.x()));
    const Result<std::size_t> key =
        insertKeyOnCurve(*m_session, channel, time, m_options.insertShape, m_options.defaultTangentType);
    if (!key) {
        emit editRefused(tr("No key inserted: %1").arg(coreMessageText(key.status())));
        return;
    }
    m_session->selection()->set({KnotRef{channel, key.value()}});
}

void CurveCanvas::startEditDrag(const QPointF &pos)
{
    const CanvasHit &hit = m_pressHit;
    KnotSelection *selection = m_session->selection();
    m_drag.reset();
    switch (hit.kind) {
    case HitKind::Knot:
        if (selection->contains(KnotRef{hit.channel, hit.knot}))
            m_drag = KnotsCanvasDrag::create(m_session, selection->knots(), KnotRef{hit.channel, hit.knot}, m_pressPos,
                                             m_pressModifiers);
        break;
    case HitKind::PreValue:
        m_drag = PreValueCanvasDrag::create(m_session, hit.channel, hit.knot, m_pressPos, m_view);
        break;
    case HitKind::TangentHandle:
        m_drag = TangentCanvasDrag::create(m_session, hit.channel, hit.knot, hit.side, m_pressPos, m_view);
        break;
    case HitKind::LoopGrip:
        m_drag = LoopBoundaryCanvasDrag::create(m_session, hit.channel, hit.boundary, m_pressPos, m_view);
        break;
    case HitKind::ExtrapolationGrip:
        m_drag = ExtrapolationBoundaryCanvasDrag::create(m_session, hit.channel, hit.extrapolation, m_pressPos, m_view);
        break;
    case HitKind::GhostKey:
        m_drag = GhostKeyCanvasDrag::create(m_session, context(), hit.channel, hit.echoTime, m_pressPos, m_pressModifiers);
        break;
    default:
        break;
    }
    (void)pos;
}

void CurveCanvas::mouseMoveEvent(QMouseEvent *event)
{
    if (!m_session)
        return;
    const QPointF pos = event->position();
    switch (m_mode) {
    case Mode::Idle:
        updateHover(pos);
        break;
    case Mode::Pan:
        setView(m_view.panned(pos.x() - m_lastPos.x(), pos.y() - m_lastPos.y()), true);
        break;
    case Mode::ZoomDrag:
        setView(dragZoomedView(m_zoomStartView, m_pressPos, pos), true);
        break;
    case Mode::ScrubTime:
        scrubTo(pos);
        break;
    case Mode::BoxSelect:
        m_box = QRectF(m_pressPos, pos).normalized();
        update();
        break;
    case Mode::Pending:
        if ((pos - m_pressPos).manhattanLength() < kDragThreshold)
            break;
        m_pressSelectOnly = false;
        if (m_pressHit.kind == HitKind::Segment) {
            m_mode = Mode::BoxSelect;
            m_box = QRectF(m_pressPos, pos).normalized();
            update();
            break;
        }
        startEditDrag(pos);
        if (!m_drag) {
            m_mode = Mode::Idle;
            break;
        }
        m_mode = Mode::EditDrag;
        [[fallthrough]];
    case Mode::EditDrag:
    case Mode::GrabMove:
        m_drag->moveTo(pos, event->modifiers(), m_view, m_options);
        break;
    }
    m_lastPos = pos;
}

void CurveCanvas::finishBoxSelect(Qt::KeyboardModifiers modifiers)
{
    KnotSelection *selection = m_session->selection();
    if (m_box.width() < kDragThreshold && m_box.height() < kDragThreshold) {
        if (!(modifiers & (Qt::ShiftModifier | Qt::ControlModifier)))
            selection->clear(); // a click on empty space
        return;
    }
    const EditorDocument &doc = *m_session->document();
    std::set<KnotRef> inside;
    const QRectF curveBox = m_view.curveRect(m_box);
    for (ChannelId ch : doc.channelIds()) {
        if (!isChannelShown(*m_session, ch) || m_session->display(ch).locked)
            continue;
        const AnimCurve &curve = doc.channel(ch).curve;
        const auto [first, last] = knotRange(curve, curveBox.left(), curveBox.right());
        for (std::size_t i = first; i < last; ++i)
            if (m_box.contains(keyPixel(curve, i, m_view)))
                inside.insert(KnotRef{ch, i});
    }
    if (modifiers & Qt::ControlModifier)
        selection->toggle(inside);
    else if (modifiers & Qt::ShiftModifier)
        selection->add(inside);
    else
        selection->set(std::move(inside));
}

void CurveCanvas::mouseReleaseEvent(QMouseEvent *event)
{
    if (!m_session)
        return;
    const Mode mode = m_mode;
    m_mode = Mode::Idle;
    switch (mode) {
    case Mode::EditDrag:
        if (m_drag)
            m_drag->commit();
        m_drag.reset();
        break;
    case Mode::Pending:
        if (m_pressHit.kind == HitKind::Segment)
            selectOnPress(m_pressHit, m_pressModifiers);
        else if (m_pressSelectOnly)
            m_session->selection()->set({KnotRef{m_pressHit.channel, m_pressHit.knot}});
        break;
    case Mode::GrabMove: // the grab ends with a press, not a release
        m_mode = Mode::GrabMove;
        return;
    case Mode::BoxSelect:
        finishBoxSelect(m_pressModifiers);
        m_box = QRectF();
        update();
        break;
    case Mode::Pan:
    case Mode::ZoomDrag:
        unsetCursor();
        break;
    case Mode::ScrubTime:
    case Mode::Idle:
        break;
    }
    m_pressSelectOnly = false;
    updateHover(event->position());
}

ViewTransform dragZoomedView(const ViewTransform &start, const QPointF &pressPos, const QPointF &pos)
{
    const double fx = std::exp(kZoomPerDragPixel * (pos.x() - pressPos.x()));
    const double fy = std::exp(kZoomPerDragPixel * (pressPos.y() - pos.y()));
    return start.zoomedAbout(pressPos, fx, fy);
}

void CurveCanvas::cancelGesture()
{
    if (m_drag)
        m_drag->cancel();
    m_drag.reset();
    m_box = QRectF();
    if (m_mode != Mode::Idle) {
        m_mode = Mode::Idle;
        unsetCursor();
        update();
    }
}

void CurveCanvas::wheelEvent(QWheelEvent *event)
{
    const QPoint d = event->angleDelta();
    const int delta = d.y() != 0 ? d.y() : d.x(); // some platforms turn Shift+wheel horizontal
    if (delta == 0) {
        event->ignore();
        return;
    }
    const double factor = std::pow(kWheelZoomPerNotch, delta / 120.0);
    const QPointF pos = event->position();
    double fx = factor, fy = factor;
    if (event->modifiers() & Qt::ControlModifier || timeRulerRect().contains(pos))
        fy = 1.0;
    else if (event->modifiers() & Qt::ShiftModifier || pos.x() < plotRect().left())
        fx = 1.0;
    setView(m_view.zoomedAbout(pos, fx, fy), true);
    event->accept();
}

void CurveCanvas::setRefineBudget(double milliseconds)
{
    m_refineBudgetMs = std::max(0.0, milliseconds);
}

// ---- keyboard --------------------------------------------------------------------------

void CurveCanvas::focusOutEvent(QFocusEvent *event)
{
    QWidget::focusOutEvent(event);
    if (event->reason() != Qt::PopupFocusReason)
        cancelGesture(); // focus went elsewhere (a dialog, Tab) mid-gesture: end it as Escape does
}

bool CurveCanvas::startSelectionMove(const QPointF &pos)
{
    if (refuseEditInTimelineTime())
        return false;
    if (m_session->selection()->isEmpty()) {
        emit editRefused(m_options.keymap == CanvasKeymap::Maya
                             ? tr("No keys selected to move: middle-drag moves the selected keys in the Maya-style "
                                  "keymap, Alt+middle-drag pans (View ▸ Keymap offers Blender-style)")
                             : tr("No keys selected to move: click a key or drag a box around keys first"));
        return false;
    }
    m_drag = KnotsCanvasDrag::createForSelection(m_session, pos, m_view, m_pressModifiers);
    if (!m_drag) {
        emit editRefused(tr("The selected keys cannot move: their curves are locked or read-only"));
        return false;
    }
    return true;
}

void CurveCanvas::finishGrab(bool confirm)
{
    if (confirm && m_drag)
        m_drag->commit();
    else if (m_drag)
        m_drag->cancel();
    m_drag.reset();
    m_mode = Mode::Idle;
    unsetCursor();
    update();
}

void CurveCanvas::nudgeSelection(double timeOffset, double valueOffset)
{
    if (!m_session || m_session->selection()->isEmpty() || m_mode != Mode::Idle || refuseEditInTimelineTime())
        return;
    const std::set<KnotRef> &keys = m_session->selection()->knots();
    std::unique_ptr<KnotsCanvasDrag> nudge =
        KnotsCanvasDrag::create(m_session, keys, *keys.begin(), QPointF(), {}, tr("Nudge Keys"));
    if (!nudge)
        return;
    // Snapped like a drag: with snapping on, the first selected key lands on a whole frame
    // (also where a neighbour stops it, instead of a hair before the neighbour).
    nudge->applyOffsets(timeOffset, valueOffset, DragAxis::Free, m_options.snapping);
    nudge->commit();
}

Status CurveCanvas::fixRegressiveSegment(ChannelId channel, std::size_t segmentStart, AntiRegressionMode mode)
{
    if (!m_session)
        return Status::error("the canvas has no session");
    return m_session->applyEdit(
        channel, [=](AnimCurveFn &fn) { return knotline::fixRegressiveSegment(fn, segmentStart, mode); },
        tr("Fix Regressive Segment"));
}

void CurveCanvas::keyPressEvent(QKeyEvent *event)
{
    if (m_mode == Mode::GrabMove && (event->key() == Qt::Key_Return || event->key() == Qt::Key_Enter)) {
        finishGrab(true);
        event->accept();
        return;
    }
    if (m_mode != Mode::Idle) {
        // Mid-gesture only Escape does something (cancels it); other keys are refused.
        if (event->key() == Qt::Key_Escape)
            cancelGesture();
        event->accept();
        return;
    }
    if (isGrabKey(m_options.keymap, event->key(), event->modifiers())) {
        // Blender's G: the selected keys follow the pointer from where it is now.
        const QPointF pos = rect().contains(m_lastPos.toPoint()) ? m_lastPos : QPointF(rect().center());
        m_pressPos = m_lastPos = pos;
        m_pressModifiers = {};
        if (startSelectionMove(pos)) {
            m_mode = Mode::GrabMove;
            setCursor(Qt::SizeAllCursor);
        }
        event->accept();
        return;
    }
    const bool shift = event->modifiers() & Qt::ShiftModifier;
    const Qt::KeyboardModifiers mods = event->modifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier);
    if (mods != Qt::NoModifier) {
        QWidget::keyPressEvent(event);
        return;
    }
    const double frames = shift ? 10.0 : 1.0;
    const double valueStep = grid::valueLabelStep(m_view) * (shift ? 1.0 : 0.1);
    switch (event->key()) {
    case Qt::Key_Escape:
        cancelGesture();
        break;
    case Qt::Key_A:
        frameAll();
        break;
    case Qt::Key_F:
        frameSelected();
        break;
    case Qt::Key_Left:
        nudgeSelection(-frames, 0.0);
        break;
    case Qt::Key_Right:
        nudgeSelection(frames, 0.0);
        break;
    case Qt::Key_Up:
        nudgeSelection(0.0, valueStep);
        break;
    case Qt::Key_Down:
        nudgeSelection(0.0, -valueStep);
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

} // namespace knotline
