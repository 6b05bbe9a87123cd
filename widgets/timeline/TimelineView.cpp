#include "widgets/timeline/TimelineView.h"

#include "core/time/TimeCode.h"
#include "core/timeline/EditorialEdits.h"
#include "core/timeline/TimelineEdits.h"
#include "widgets/messages/CoreMessageText.h"
#include "widgets/session/EditorSession.h"
#include "widgets/session/PlacementSelection.h"
#include "widgets/session/TimelineGesture.h"
#include "widgets/timeline/PlacementToolTip.h"
#include "widgets/timeline/TimelinePainter.h"
#include "widgets/timeline/TrackNameEditor.h"
#include "widgets/timeline/ValueClipTracks.h"

#include <QHelpEvent>
#include <QKeyEvent>
#include <QToolTip>
#include <QMouseEvent>
#include <QPainter>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>

namespace knotline {

namespace {

constexpr double kWheelZoomPerNotch = 1.25;
constexpr double kDragThreshold = 3.0; // pixels before a press on a bar becomes a drag
constexpr double kSnapPixels = 8.0;    // a dragged time within this many pixels of an edge snaps to it

bool isViewKey(const QKeyEvent *key)
{
    const Qt::KeyboardModifiers mods = key->modifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier);
    switch (key->key()) {
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        return mods == Qt::NoModifier || mods == Qt::ShiftModifier;
    case Qt::Key_V:
    case Qt::Key_B:
    case Qt::Key_N:
    case Qt::Key_Y:
    case Qt::Key_U:
    case Qt::Key_E:
        return (key->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier;
    case Qt::Key_Left:
    case Qt::Key_Right:
    case Qt::Key_Up:
    case Qt::Key_Down:
    case Qt::Key_A:
    case Qt::Key_F:
    case Qt::Key_Escape:
        return mods == Qt::NoModifier;
    case Qt::Key_D:
        return mods == Qt::ControlModifier;
    default:
        return false;
    }
}

} // namespace

TimelineView::TimelineView(EditorSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
{
    setObjectName(QStringLiteral("timelineView"));
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(true);
    setAttribute(Qt::WA_OpaquePaintEvent);
    if (!m_session)
        return;
    connect(m_session, &EditorSession::documentChanged, this, &TimelineView::onDocumentChanged);
    connect(m_session, &EditorSession::currentTimeChanged, this, &TimelineView::onCurrentTimeChanged);
    connect(m_session, &EditorSession::visibleTimeRangeChanged, this, qOverload<>(&QWidget::update));
    connect(m_session->placementSelection(), &PlacementSelection::changed, this, [this] {
        if (const std::optional<PlacementIndex> c = m_session->placementSelection()->current())
            setCurrentTrack(c->track);
        update();
    });
    onDocumentChanged();
}

TimelineView::~TimelineView() = default;

const Timeline *TimelineView::shownTimeline() const
{
    if (!m_session)
        return nullptr;
    if (const Timeline *t = m_session->document()->timeline())
        return t;
    return m_valueClips ? &*m_valueClips : nullptr;
}

bool TimelineView::isReadOnly() const
{
    return !m_session || !m_session->document()->timeline();
}

TimelineLayout TimelineView::layout() const
{
    const double fps = m_session ? m_session->document()->timeCodesPerSecond() : kDefaultTimelineFrameRate;
    const TimelineLayout bare(TimeAxis(), fps, QSizeF(size()), m_scrollY);
    const QRectF plot = bare.plotRect();
    const TimeInterval range = m_session ? m_session->visibleTimeRange() : TimeInterval{1.0, 24.0};
    return TimelineLayout(TimeAxis::framed(range.min, range.max, plot.left(), plot.right()), fps, QSizeF(size()),
                          m_scrollY);
}

QSize TimelineView::sizeHint() const
{
    return {640, 200};
}

QSize TimelineView::minimumSizeHint() const
{
    return {int(TimelineLayout::kHeaderWidth) + 80, int(TimelineLayout::kRulerHeight + TimelineLayout::kRowHeight)};
}

std::set<std::size_t> TimelineView::lockedTracks() const
{
    std::set<std::size_t> out;
    if (const Timeline *t = shownTimeline())
        for (std::size_t i = 0; i < t->trackCount(); ++i)
            if (t->track(i).locked)
                out.insert(i);
    return out;
}

bool TimelineView::isLockedTrack(std::size_t track) const
{
    const Timeline *t = shownTimeline();
    return t && track < t->trackCount() && t->track(track).locked;
}

void TimelineView::setTrackLocked(std::size_t track, bool locked)
{
    const Timeline *t = shownTimeline();
    if (!t || isReadOnly() || track >= t->trackCount() || t->track(track).locked == locked)
        return;
    if (locked) { // a locked track's clips leave the selection
        std::set<PlacementIndex> keep;
        for (const PlacementIndex &i : selected())
            if (i.track != track)
                keep.insert(i);
        if (keep != selected())
            select(keep, std::nullopt);
    }
    applyTimeline(setTrackLock(*t, track, locked), locked ? tr("Lock Track") : tr("Unlock Track"), track);
}

void TimelineView::setCurrentTrack(std::optional<std::size_t> track)
{
    if (track == m_currentTrack)
        return;
    m_currentTrack = track;
    update();
    emit currentTrackChanged();
}

// ---- document and selection ---------------------------------------------------------

void TimelineView::onDocumentChanged()
{
    cancelGesture();
    setCurrentTrack(std::nullopt);
    m_scrollY = 0.0;
    m_valueClips.reset();
    EditorDocument *doc = m_session->document();
    connect(doc, &EditorDocument::timelineChanged, this, &TimelineView::onTimelineChanged, Qt::UniqueConnection);
    if (!doc->timeline()) {
        if (const Document *usd = doc->usdDocument()) {
            Timeline clips = valueClipTimeline(*usd, doc->timeCodesPerSecond(), doc->endTimeCode());
            if (clips.trackCount() > 0)
                m_valueClips = std::move(clips);
        }
    }
    rebuildShapes();
}

void TimelineView::rebuildShapes()
{
    const Timeline *t = shownTimeline();
    if (t)
        m_shapes.rebuild(*t);
    else
        m_shapes.clear();
    if (m_currentTrack && (!t || *m_currentTrack >= t->trackCount()))
        setCurrentTrack(std::nullopt);
    update();
}

void TimelineView::onTimelineChanged(const TimelineTouched &touched)
{
    const Timeline *t = m_session->document()->timeline();
    if (!t || t != shownTimeline()) {
        rebuildShapes();
        return;
    }
    m_shapes.update(*t, touched);
    if (m_currentTrack && *m_currentTrack >= t->trackCount())
        setCurrentTrack(std::nullopt);
    update();
}

std::set<PlacementIndex> TimelineView::selected() const
{
    return isReadOnly() ? std::set<PlacementIndex>{} : m_session->placementSelection()->placements();
}

void TimelineView::select(const std::set<PlacementIndex> &placements, std::optional<PlacementIndex> current)
{
    if (isReadOnly())
        return;
    if (!current && !placements.empty())
        current = *placements.begin();
    m_session->placementSelection()->set(placements, current);
}

double TimelineView::currentSeconds() const
{
    return timeCodeToSeconds(m_session->currentTime(), layout().timeCodesPerSecond());
}

void TimelineView::fail(const Status &status)
{
    emit editFailed(coreMessageText(status));
}

void TimelineView::applyResult(Result<TimelineEditResult> result, const QString &text)
{
    if (isReadOnly())
        return;
    if (!result) {
        fail(result.status());
        return;
    }
    if (Status s = m_session->applyTimelineEdit(result->timeline, text); !s) {
        fail(s);
        return;
    }
    select(result->selection, std::nullopt);
}

void TimelineView::applyTimeline(Result<Timeline> result, const QString &text, std::optional<std::size_t> currentTrack)
{
    if (isReadOnly())
        return;
    if (!result) {
        fail(result.status());
        return;
    }
    if (Status s = m_session->applyTimelineEdit(*result, text); !s) {
        fail(s);
        return;
    }
    if (currentTrack)
        setCurrentTrack(currentTrack);
    update();
}

// ---- actions ------------------------------------------------------------------------

void TimelineView::splitAtCurrentTime()
{
    const Timeline *t = shownTimeline();
    if (!t || isReadOnly())
        return;
    std::set<PlacementIndex> targets = selected();
    if (targets.empty())
        for (const PlacementShape &s : m_shapes.shapes())
            targets.insert(s.index);
    std::erase_if(targets, [this](const PlacementIndex &i) { return isLockedPlacement(i); });
    applyResult(splitPlacements(*t, targets, currentSeconds()), tr("Split Clips"));
}

void TimelineView::duplicateSelected()
{
    if (const Timeline *t = shownTimeline(); t && !isReadOnly())
        applyResult(duplicatePlacements(*t, selected()), tr("Duplicate Clips"));
}

void TimelineView::deleteSelected()
{
    const Timeline *t = shownTimeline();
    if (!t || isReadOnly())
        return;
    // The selection never holds a locked track's clips (locking prunes it; presses and boxes
    // skip them).
    applyResult(deletePlacements(*t, selected()), tr("Delete Clips"));
}

void TimelineView::rippleDeleteSelected()
{
    if (const Timeline *t = shownTimeline(); t && !isReadOnly())
        applyResult(rippleDeletePlacements(*t, selected()), tr("Ripple Delete Clips"));
}

void TimelineView::toggleSelectedEnabled()
{
    const Timeline *t = shownTimeline();
    if (!t || isReadOnly() || selected().empty())
        return;
    bool anyDisabled = false;
    for (const PlacementIndex &i : selected())
        anyDisabled = anyDisabled || !t->placedClip(i).enabled;
    applyResult(setPlacementsEnabled(*t, selected(), anyDisabled), anyDisabled ? tr("Enable Clips") : tr("Disable Clips"));
}

void TimelineView::setEditTool(TimelineEditTool tool)
{
    if (tool == m_tool)
        return;
    m_tool = tool;
    emit editToolChanged(tool);
}

void TimelineView::makeSelectedUnique()
{
    if (const Timeline *t = shownTimeline(); t && !isReadOnly())
        applyResult(makePlacementsUnique(*t, selected()), tr("Make Clip Unique"));
}

void TimelineView::addTrack()
{
    const Timeline *t = shownTimeline();
    if (!t || isReadOnly())
        return;
    const std::size_t at = m_currentTrack ? *m_currentTrack + 1 : t->trackCount();
    select({}, std::nullopt); // indices after `at` shift
    applyTimeline(knotline::addTrack(*t, at, tr("Track %1").arg(t->trackCount() + 1)), tr("Add Track"), at);
}

void TimelineView::removeCurrentTrack()
{
    const Timeline *t = shownTimeline();
    if (!t || isReadOnly() || !m_currentTrack)
        return;
    const std::size_t at = *m_currentTrack;
    select({}, std::nullopt);
    const std::size_t before = t->trackCount();
    const std::optional<std::size_t> next =
        before > 1 ? std::optional<std::size_t>(std::min(at, before - 2)) : std::nullopt;
    applyTimeline(knotline::removeTrack(*t, at), tr("Remove Track"), next);
    if (shownTimeline() && shownTimeline()->trackCount() < before)
        setCurrentTrack(next);
}

void TimelineView::moveCurrentTrack(int delta)
{
    const Timeline *t = shownTimeline();
    if (!t || isReadOnly() || !m_currentTrack || delta == 0)
        return;
    const long long to = static_cast<long long>(*m_currentTrack) + delta;
    if (to < 0 || to >= static_cast<long long>(t->trackCount()))
        return;
    const std::size_t from = *m_currentTrack;
    select({}, std::nullopt);
    applyTimeline(moveTrack(*t, from, std::size_t(to)), tr("Move Track"), std::size_t(to));
}

void TimelineView::nudgeSelected(double frames)
{
    const Timeline *t = shownTimeline();
    if (!t || isReadOnly() || selected().empty())
        return;
    for (const PlacementIndex &i : selected())
        if (isLockedPlacement(i))
            return;
    applyResult(movePlacements(*t, selected(), timeCodeToSeconds(frames, layout().timeCodesPerSecond()), 0),
                tr("Nudge Clips"));
}

void TimelineView::frameSeconds(double start, double end)
{
    const double fps = layout().timeCodesPerSecond();
    const double t0 = secondsToTimeCode(start, fps), t1 = secondsToTimeCode(end, fps);
    const double pad = std::max(1.0, (t1 - t0) * 0.05);
    m_session->setVisibleTimeRange(t0 - pad, t1 + pad);
}

void TimelineView::frameAll()
{
    if (!m_session)
        return;
    if (m_shapes.shapes().empty()) {
        const EditorDocument *doc = m_session->document();
        m_session->setVisibleTimeRange(doc->startTimeCode(), doc->endTimeCode());
        return;
    }
    double a = m_shapes.shapes().front().start, b = m_shapes.shapes().front().end;
    for (const PlacementShape &s : m_shapes.shapes()) {
        a = std::min(a, s.start);
        b = std::max(b, s.end);
    }
    frameSeconds(a, b);
}

void TimelineView::frameSelected()
{
    const std::set<PlacementIndex> sel = selected();
    std::optional<std::pair<double, double>> range;
    for (const PlacementShape &s : m_shapes.shapes()) {
        if (!sel.contains(s.index))
            continue;
        range = range ? std::pair(std::min(range->first, s.start), std::max(range->second, s.end))
                      : std::pair(s.start, s.end);
    }
    if (range)
        frameSeconds(range->first, range->second);
    else
        frameAll();
}

// ---- painting -------------------------------------------------------------------------

void TimelineView::onCurrentTimeChanged()
{
    // Only the line moves: repaint where it was and where it is, over the backdrop.
    if (!m_backdropValid || !m_session) {
        update();
        return;
    }
    constexpr int kSlack = 2;
    const QRect now = TimelinePainter::currentTimeArea(layout(), m_session->currentTime(), font()).toAlignedRect();
    update(m_paintedCursor.adjusted(-kSlack, -kSlack, kSlack, kSlack));
    update(now.adjusted(-kSlack, -kSlack, kSlack, kSlack));
}

void TimelineView::paintEvent(QPaintEvent *event)
{
    // Everything but the current-time line and the selection box comes from the backdrop,
    // painted again on every full update; a paint of part of the view (the two strips a
    // time change asks for, an expose) reuses it: a playback frame is a blit and a line.
    const qreal dpr = devicePixelRatioF();
    const QSize pixels = (QSizeF(size()) * dpr).toSize();
    const bool whole = QRegion(rect()).subtracted(event->region()).isEmpty();
    m_lastPaintReusedBackdrop = m_backdropValid && m_backdrop.size() == pixels && !whole;
    ++m_paintCount;
    const TimelinePaintState state = paintState();
    const TimelineLayout l = layout();
    if (!m_lastPaintReusedBackdrop) {
        if (m_backdrop.size() != pixels) {
            m_backdrop = QPixmap(pixels);
            m_backdrop.setDevicePixelRatio(dpr);
        }
        QPainter backdrop(&m_backdrop);
        backdrop.setFont(font());
        TimelinePainter::paintBackdrop(backdrop, l, state);
        if (!shownTimeline()) {
            backdrop.setPen(palette().color(QPalette::Disabled, QPalette::Text));
            backdrop.drawText(l.plotRect(), Qt::AlignCenter, tr("Open a timeline (.json) to edit its tracks and clips here."));
        }
        m_backdropValid = true;
    }
    QPainter painter(this);
    painter.setFont(font());
    painter.drawPixmap(0, 0, m_backdrop);
    TimelinePainter::paintOverlay(painter, l, state);
    m_paintedCursor = TimelinePainter::currentTimeArea(l, state.currentTimeCode, font()).toAlignedRect();
}

TimelinePaintState TimelineView::paintState() const
{
    static const Timeline empty;
    const Timeline *t = shownTimeline();
    TimelinePaintState state;
    state.timeline = t ? t : &empty;
    state.shapes = &m_shapes.shapes();
    // The bars that may be in view: a margin of 48 px left of the plot covers a sync
    // marker's name sticking out of a bar that ends there (barDetail's 40 px), 8 px right.
    const TimelineLayout l = layout();
    const QRectF plot = l.plotRect();
    m_visibleShapes = m_shapes.candidates(l.secondsAtX(plot.left() - 48.0), l.secondsAtX(plot.right() + 8.0));
    state.visible = &m_visibleShapes;
    state.selection = selected();
    state.current = isReadOnly() ? std::nullopt : m_session->placementSelection()->current();
    state.lockedTracks = lockedTracks();
    state.currentTrack = m_currentTrack;
    state.currentTimeCode = m_session ? m_session->currentTime() : 0.0;
    state.readOnly = isReadOnly();
    state.selectionBox = m_box;
    return state;
}

// ---- mouse ------------------------------------------------------------------------------

void TimelineView::setAxis(const TimeAxis &axis)
{
    const QRectF plot = layout().plotRect();
    const TimeInterval shown = axis.visibleRange(plot.left(), plot.right());
    m_session->setVisibleTimeRange(shown.min, shown.max);
}

void TimelineView::scrubTo(double x, bool snapping)
{
    double time = layout().axis().xToTime(x);
    if (snapping)
        time = std::round(time);
    m_session->setCurrentTime(time);
}

void TimelineView::pressOnHeader(const TimelineHit &hit)
{
    const Timeline *t = shownTimeline();
    setCurrentTrack(hit.track);
    update();
    if (!t || isReadOnly() || !hit.track)
        return;
    const Track &track = t->track(*hit.track);
    switch (hit.kind) {
    case TimelineHitKind::MuteButton:
        applyTimeline(setTrackFlags(*t, *hit.track, !track.muted, track.solo),
                      track.muted ? tr("Unmute Track") : tr("Mute Track"), hit.track);
        break;
    case TimelineHitKind::SoloButton:
        applyTimeline(setTrackFlags(*t, *hit.track, track.muted, !track.solo),
                      track.solo ? tr("Unsolo Track") : tr("Solo Track"), hit.track);
        break;
    case TimelineHitKind::LockButton:
        setTrackLocked(*hit.track, !track.locked);
        break;
    case TimelineHitKind::BlendModeButton: {
        const bool additive = track.blendMode == TrackBlendMode::Additive;
        applyTimeline(setTrackBlendMode(*t, *hit.track, additive ? TrackBlendMode::Replace : TrackBlendMode::Additive),
                      additive ? tr("Make Track Replace") : tr("Make Track Additive"), hit.track);
        break;
    }
    case TimelineHitKind::WeightBar:
        m_weightTrack = *hit.track;
        m_gesture = std::make_unique<TimelineGesture>(m_session, tr("Set Track Weight"));
        m_mode = Mode::Weight;
        dragWeight(m_pressPos);
        break;
    default:
        break;
    }
}

void TimelineView::dragWeight(QPointF pos)
{
    if (!m_gesture || !m_weightTrack)
        return;
    const Timeline &before = m_gesture->before();
    if (*m_weightTrack >= before.trackCount())
        return;
    Result<Timeline> next = setTrackWeight(before, *m_weightTrack, layout().weightAtX(*m_weightTrack, pos.x()));
    if (!next)
        return;
    if (Status s = m_gesture->update(std::move(*next)); !s)
        fail(s);
}

void TimelineView::pressOnPlacement(const TimelineHit &hit, QMouseEvent *event)
{
    const PlacementIndex index = *hit.placement;
    setCurrentTrack(index.track);
    if (isLockedPlacement(index))
        return;
    std::set<PlacementIndex> sel = selected();
    const Qt::KeyboardModifiers mods = event->modifiers();
    const bool onBody = hit.kind == TimelineHitKind::Bar;
    if (mods & Qt::ShiftModifier) {
        sel.insert(index);
        select(sel, index);
    } else if ((mods & Qt::ControlModifier) && onBody) {
        if (sel.contains(index))
            sel.erase(index);
        else
            sel.insert(index);
        select(sel, sel.contains(index) ? std::optional(index) : std::nullopt);
        return; // a toggle is a click, not a drag
    } else if (!sel.contains(index) || !onBody) {
        sel = {index};
        select(sel, index);
    } else {
        select(sel, index); // keep the selection to drag it; a click without moving narrows it
    }
    const std::optional<ToolDrag> drag = toolDrag(*shownTimeline(), hit, m_tool, mods);
    if (!drag)
        return;
    const TimelineLayout l = layout();
    Result<TimelineDragSession> session = TimelineDragSession::create(
        *shownTimeline(), drag->kind, drag->anchor, l.secondsAtX(event->position().x()),
        l.rowAt(event->position().y()).value_or(index.track),
        drag->kind == TimelineDragKind::Move ? selected() : std::set<PlacementIndex>{}, hit.syncPoint, lockedTracks());
    if (!session) {
        fail(session.status());
        return;
    }
    m_drag = std::move(*session);
    m_mode = Mode::PendingClick;
}

void TimelineView::mousePressEvent(QMouseEvent *event)
{
    if (!m_session || m_mode != Mode::Idle) {
        event->accept();
        return;
    }
    setFocus(Qt::MouseFocusReason);
    m_pressPos = m_lastPos = event->position();
    if (event->button() == Qt::MiddleButton) {
        m_mode = Mode::Pan;
        setCursor(Qt::ClosedHandCursor);
        return;
    }
    if (event->button() == Qt::RightButton && !isReadOnly()) {
        const Timeline *t = shownTimeline();
        const TimelineHit hit = hitTimeline(layout(), t ? t->trackCount() : 0, m_shapes.shapes(), event->position());
        if (hit.placement && !isLockedPlacement(*hit.placement)) {
            setCurrentTrack(hit.placement->track);
            if (!selected().contains(*hit.placement))
                select({*hit.placement}, *hit.placement);
            else
                select(selected(), *hit.placement);
            emit placementMenuRequested(event->globalPosition().toPoint());
            event->accept();
            return;
        }
    }
    if (event->button() != Qt::LeftButton) {
        QWidget::mousePressEvent(event);
        return;
    }
    const Timeline *t = shownTimeline();
    m_pressHit = hitTimeline(layout(), t ? t->trackCount() : 0, m_shapes.shapes(), event->position());
    switch (m_pressHit.kind) {
    case TimelineHitKind::Ruler:
        m_mode = Mode::Scrub;
        scrubTo(event->position().x(), !(event->modifiers() & Qt::AltModifier));
        break;
    case TimelineHitKind::Header:
    case TimelineHitKind::MuteButton:
    case TimelineHitKind::SoloButton:
    case TimelineHitKind::LockButton:
    case TimelineHitKind::WeightBar:
    case TimelineHitKind::BlendModeButton:
        pressOnHeader(m_pressHit);
        break;
    case TimelineHitKind::EmptyRow:
    case TimelineHitKind::BelowTracks:
        if (m_pressHit.track)
            setCurrentTrack(m_pressHit.track);
        m_mode = Mode::Box;
        m_boxAdds = event->modifiers() & Qt::ShiftModifier;
        if (!m_boxAdds)
            select({}, std::nullopt);
        m_box = QRectF(m_pressPos, m_pressPos);
        update();
        break;
    case TimelineHitKind::None:
        break;
    default:
        if (!isReadOnly())
            pressOnPlacement(m_pressHit, event);
        break;
    }
    event->accept();
}

void TimelineView::mouseMoveEvent(QMouseEvent *event)
{
    const QPointF pos = event->position();
    const QPointF last = m_lastPos;
    m_lastPos = pos;
    switch (m_mode) {
    case Mode::Idle:
        if (m_session) {
            const Timeline *t = shownTimeline();
            const TimelineHit hit = hitTimeline(layout(), t ? t->trackCount() : 0, m_shapes.shapes(), pos);
            const bool editable = !isReadOnly() && hit.placement && !isLockedPlacement(*hit.placement);
            if (editable && (hit.kind == TimelineHitKind::StartEdge || hit.kind == TimelineHitKind::EndEdge))
                setCursor(Qt::SizeHorCursor);
            else if (!isReadOnly() && hit.kind == TimelineHitKind::WeightBar)
                setCursor(Qt::SizeHorCursor);
            else if (editable && hit.kind != TimelineHitKind::Bar)
                setCursor(Qt::PointingHandCursor);
            else
                unsetCursor();
        }
        return;
    case Mode::Pan:
        setAxis(layout().axis().panned(pos.x() - last.x()));
        return;
    case Mode::Scrub:
        scrubTo(pos.x(), !(event->modifiers() & Qt::AltModifier));
        return;
    case Mode::Box:
        m_box = QRectF(m_pressPos, pos).normalized();
        update();
        return;
    case Mode::PendingClick:
        if (std::abs(pos.x() - m_pressPos.x()) < kDragThreshold && std::abs(pos.y() - m_pressPos.y()) < kDragThreshold)
            return;
        m_gesture = std::make_unique<TimelineGesture>(m_session, m_drag->text());
        m_mode = Mode::Dragging;
        [[fallthrough]];
    case Mode::Dragging: {
        const TimelineLayout l = layout();
        TimelineDragSnap snap;
        snap.enabled = !(event->modifiers() & Qt::AltModifier);
        snap.tolerance = kSnapPixels * l.secondsPerPixel();
        snap.framesPerSecond = l.timeCodesPerSecond();
        snap.currentSeconds = currentSeconds();
        if (!m_drag->update(l.secondsAtX(pos.x()), l.rowAt(pos.y()), snap))
            return; // e.g. an edge dragged past the other: stay at the last valid state
        if (Status s = m_gesture->update(m_drag->takeProposal()); !s) {
            fail(s);
            return;
        }
        const std::set<PlacementIndex> &selection = m_drag->change().selection;
        select(selection, selection.empty() ? std::nullopt : std::optional(*selection.begin()));
        return;
    }
    case Mode::Weight:
        dragWeight(pos);
        return;
    }
}

void TimelineView::finishBox(QPointF end, bool add)
{
    const QRectF box = QRectF(m_pressPos, end).normalized();
    std::set<PlacementIndex> sel = add ? selected() : std::set<PlacementIndex>{};
    const TimelineLayout l = layout();
    for (const PlacementShape &s : m_shapes.shapes())
        if (!isLockedPlacement(s.index) && l.barRect(s.index.track, s.start, s.end).intersects(box))
            sel.insert(s.index);
    select(sel, std::nullopt);
}

void TimelineView::mouseReleaseEvent(QMouseEvent *event)
{
    const Mode mode = m_mode;
    m_mode = Mode::Idle;
    switch (mode) {
    case Mode::Pan:
        unsetCursor();
        break;
    case Mode::Box:
        finishBox(event->position(), m_boxAdds);
        m_box.reset();
        update();
        break;
    case Mode::PendingClick:
        // A click on a selected bar without moving selects only it (unless adding).
        if (m_pressHit.kind == TimelineHitKind::Bar && !(event->modifiers() & Qt::ShiftModifier))
            select({*m_pressHit.placement}, *m_pressHit.placement);
        m_drag.reset();
        break;
    case Mode::Dragging:
    case Mode::Weight:
        if (m_gesture)
            m_gesture->commit();
        m_gesture.reset();
        m_drag.reset();
        m_weightTrack.reset();
        break;
    default:
        break;
    }
    event->accept();
}

void TimelineView::mouseDoubleClickEvent(QMouseEvent *event)
{
    const Timeline *t = shownTimeline();
    const TimelineHit hit = hitTimeline(layout(), t ? t->trackCount() : 0, m_shapes.shapes(), event->position());
    if (event->button() == Qt::LeftButton && hit.kind == TimelineHitKind::Header && hit.track && t && !isReadOnly()
        && m_mode == Mode::Idle && layout().nameRect(*hit.track).contains(event->position())) {
        editTrackName(*hit.track);
        return;
    }
    // A double click is a second press: treat it as one (Qt sends no second press).
    mousePressEvent(event);
}

void TimelineView::editTrackName(std::size_t track)
{
    const Timeline *t = shownTimeline();
    if (!t || isReadOnly() || track >= t->trackCount())
        return;
    setCurrentTrack(track);
    const QRect rect = layout().nameRect(track).adjusted(-4.0, 4.0, 0.0, -4.0).toAlignedRect();
    auto *editor = new TrackNameEditor(track, TimelinePainter::trackTitle(t->track(track), track), rect, this);
    connect(editor, &TrackNameEditor::renamed, this, [this](std::size_t index, const QString &name) {
        if (const Timeline *now = shownTimeline())
            applyTimeline(renameTrack(*now, index, name), tr("Rename Track"), index);
    });
}

void TimelineView::cancelGesture()
{
    if (m_gesture)
        m_gesture->cancel();
    m_gesture.reset();
    m_drag.reset();
    m_weightTrack.reset();
    m_box.reset();
    if (m_mode == Mode::Pan)
        unsetCursor();
    m_mode = Mode::Idle;
    update();
}

void TimelineView::wheelEvent(QWheelEvent *event)
{
    const QPoint d = event->angleDelta();
    const int delta = d.y() != 0 ? d.y() : d.x();
    if (delta == 0 || !m_session) {
        event->ignore();
        return;
    }
    const QPointF pos = event->position();
    if (pos.x() < TimelineLayout::kHeaderWidth) { // over the headers: scroll the tracks
        const Timeline *t = shownTimeline();
        const double content = TimelineLayout::contentHeight(t ? t->trackCount() : 0);
        const double maxScroll = std::max(0.0, content - height());
        m_scrollY = std::clamp(m_scrollY - delta / 120.0 * TimelineLayout::kRowHeight, 0.0, maxScroll);
        update();
    } else {
        setAxis(layout().axis().zoomedAbout(pos.x(), std::pow(kWheelZoomPerNotch, delta / 120.0)));
    }
    event->accept();
}

// ---- keyboard ----------------------------------------------------------------------------

bool TimelineView::event(QEvent *event)
{
    if (event->type() == QEvent::ToolTip) { // a bar says what it plays and who shares its clip
        auto *help = static_cast<QHelpEvent *>(event);
        const Timeline *t = shownTimeline();
        const TimelineHit hit = hitTimeline(layout(), t ? t->trackCount() : 0, m_shapes.shapes(), help->pos());
        if (t && hit.placement && hasPlacement(*t, *hit.placement))
            QToolTip::showText(help->globalPos(), placementToolTip(*t, *hit.placement), this);
        else
            QToolTip::hideText();
        return true;
    }
    if (event->type() == QEvent::ShortcutOverride) {
        // While a drag is held nothing else runs; with the focus here the view's own keys
        // (Delete, Ctrl+D, arrows, A, F) win over the window's shortcuts for them.
        if (m_mode != Mode::Idle || isViewKey(static_cast<QKeyEvent *>(event))) {
            event->accept();
            return true;
        }
    }
    return QWidget::event(event);
}

void TimelineView::keyPressEvent(QKeyEvent *event)
{
    if (m_mode != Mode::Idle) {
        if (event->key() == Qt::Key_Escape)
            cancelGesture();
        event->accept();
        return;
    }
    if (!isViewKey(event)) {
        QWidget::keyPressEvent(event);
        return;
    }
    const double frames = event->modifiers() & Qt::ShiftModifier ? 10.0 : 1.0;
    switch (event->key()) {
    case Qt::Key_Delete:
    case Qt::Key_Backspace:
        if (event->modifiers() & Qt::ShiftModifier)
            rippleDeleteSelected();
        else
            deleteSelected();
        break;
    case Qt::Key_E:
        toggleSelectedEnabled();
        break;
    case Qt::Key_V:
    case Qt::Key_B:
    case Qt::Key_N:
    case Qt::Key_Y:
    case Qt::Key_U:
        setEditTool(*toolForKey(event->key()));
        break;
    case Qt::Key_D:
        duplicateSelected();
        break;
    case Qt::Key_Left:
        nudgeSelected(-frames);
        break;
    case Qt::Key_Right:
        nudgeSelected(frames);
        break;
    case Qt::Key_Up:
    case Qt::Key_Down: {
        const Timeline *t = shownTimeline();
        const int delta = event->key() == Qt::Key_Up ? -1 : 1;
        bool allowed = t && !isReadOnly() && !selected().empty();
        for (const PlacementIndex &i : selected())
            allowed = allowed && !isLockedPlacement(i) && !isLockedTrack(i.track + delta);
        if (allowed)
            applyResult(movePlacements(*t, selected(), 0.0, delta), tr("Move Clips"));
        break;
    }
    case Qt::Key_A:
        frameAll();
        break;
    case Qt::Key_F:
        frameSelected();
        break;
    default:
        break;
    }
    event->accept();
}

void TimelineView::focusOutEvent(QFocusEvent *event)
{
    QWidget::focusOutEvent(event);
    if (event->reason() != Qt::PopupFocusReason && m_mode != Mode::Idle)
        cancelGesture();
}

} // namespace knotline
