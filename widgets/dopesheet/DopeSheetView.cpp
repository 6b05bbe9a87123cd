#include "widgets/dopesheet/DopeSheetView.h"

#include "widgets/canvas/KnotsCanvasDrag.h"
#include "widgets/dopesheet/DopeSheetPainter.h"
#include "widgets/dopesheet/DopeSheetScaleDrag.h"
#include "widgets/models/ChannelTreeModel.h"
#include "widgets/session/EditorSession.h"

#include <QKeyEvent>
#include <QMouseEvent>
#include <QPainter>
#include <QTreeView>
#include <QWheelEvent>

#include <algorithm>
#include <cmath>
#include <limits>

namespace knotline {

namespace {
constexpr double kDragThreshold = 3.0;
constexpr double kWheelZoomPerNotch = 1.2; // as the curve canvas
constexpr double kNudgeBig = 10.0;
} // namespace

DopeSheetView::DopeSheetView(EditorSession *session, QTreeView *channelTree, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_tree(channelTree)
{
    setObjectName(QStringLiteral("dopeSheet"));
    setFocusPolicy(Qt::StrongFocus);
    setMouseTracking(false);
    setAttribute(Qt::WA_OpaquePaintEvent);
    m_model = channelTree && channelTree->model() ? channelTree->model() : new ChannelTreeModel(session, this);
    connect(m_model, &QAbstractItemModel::modelReset, this, &DopeSheetView::invalidate);
    connect(m_model, &QAbstractItemModel::rowsInserted, this, &DopeSheetView::invalidate);
    connect(m_model, &QAbstractItemModel::rowsRemoved, this, &DopeSheetView::invalidate);
    connect(m_model, &QAbstractItemModel::dataChanged, this, &DopeSheetView::invalidate);
    if (channelTree) {
        connect(channelTree, &QTreeView::expanded, this, &DopeSheetView::invalidate);
        connect(channelTree, &QTreeView::collapsed, this, &DopeSheetView::invalidate);
    }
    connect(session, &EditorSession::documentChanged, this, [this] {
        cancelGesture();
        m_scrollY = 0.0;
        invalidate();
        EditorDocument *doc = m_session->document();
        connect(doc, &EditorDocument::channelChanged, this, &DopeSheetView::invalidate, Qt::UniqueConnection);
        connect(doc, &EditorDocument::knotRowsChanged, this, &DopeSheetView::invalidate, Qt::UniqueConnection);
    });
    connect(session->document(), &EditorDocument::channelChanged, this, &DopeSheetView::invalidate);
    connect(session->document(), &EditorDocument::knotRowsChanged, this, &DopeSheetView::invalidate);
    connect(session->selection(), &KnotSelection::changed, this, &DopeSheetView::invalidate);
    connect(session, &EditorSession::channelDisplayChanged, this, &DopeSheetView::invalidate);
    connect(session, &EditorSession::currentTimeChanged, this, qOverload<>(&QWidget::update));
    connect(session, &EditorSession::visibleTimeRangeChanged, this, qOverload<>(&QWidget::update));
}

DopeSheetView::~DopeSheetView() = default;

void DopeSheetView::invalidate()
{
    m_dirty = true;
    update();
}

void DopeSheetView::rebuild() const
{
    if (!m_dirty)
        return;
    // Pending clip-driven channels get their curves first (their clip layers are read now),
    // as the canvas does for the channels it draws.
    EditorDocument *document = m_session->document();
    for (ChannelId ch : document->channelIds())
        if (document->channel(ch).curvePending && m_session->display(ch).visible)
            (void)document->resolveClipCurve(ch); // an unreadable clip: the curve stays empty
    m_dirty = false;
    QTreeView *tree = m_tree.data();
    std::function<bool(const QModelIndex &)> expanded;
    if (tree && tree->model() == m_model)
        expanded = [tree](const QModelIndex &index) { return tree->isExpanded(index); };
    m_rows = dopeSheetRows(*m_session, *m_model, expanded, tr("Summary"));
    m_ticks.clear();
    m_rowColors.clear();
    for (const DopeSheetRow &row : m_rows) {
        m_ticks.push_back(dopeSheetTicks(*m_session, row));
        m_rowColors.push_back(row.kind == DopeSheetRow::Kind::Channel ? m_session->display(row.channels.front()).color
                                                                      : QColor());
    }
    // The scale grips: the selected keys' time span.
    double lo = std::numeric_limits<double>::infinity();
    double hi = -lo;
    const EditorDocument *doc = m_session->document();
    for (const KnotRef &k : m_session->selection()->knots()) {
        const Channel *c = doc->findChannel(k.channel);
        if (!c || k.knot >= c->curve.numKeys())
            continue;
        lo = std::min(lo, c->curve.keyTime(k.knot));
        hi = std::max(hi, c->curve.keyTime(k.knot));
    }
    m_span.reset();
    if (hi > lo)
        m_span = DopeSheetSelectionSpan{lo, hi};
}

const std::vector<DopeSheetRow> &DopeSheetView::rows() const
{
    rebuild();
    return m_rows;
}

const std::vector<std::vector<DopeSheetTick>> &DopeSheetView::ticks() const
{
    rebuild();
    return m_ticks;
}

DopeSheetLayout DopeSheetView::layout() const
{
    rebuild();
    return DopeSheetLayout(m_rows.size(), QSizeF(size()), m_session->visibleTimeRange(), m_scrollY);
}

QPointF DopeSheetView::tickCenter(std::size_t row, std::size_t tick) const
{
    const DopeSheetLayout l = layout();
    return QPointF(std::round(l.timeToX(m_ticks.at(row).at(tick).time)), l.rowCenterY(row));
}

std::optional<std::size_t> DopeSheetView::rowOfChannel(ChannelId channel) const
{
    rebuild();
    for (std::size_t r = 0; r < m_rows.size(); ++r) {
        if (m_rows[r].kind == DopeSheetRow::Kind::Channel && m_rows[r].channels.front() == channel)
            return r;
    }
    return std::nullopt;
}

std::optional<DopeSheetSelectionSpan> DopeSheetView::selectionSpan() const
{
    rebuild();
    return m_span;
}

QSize DopeSheetView::sizeHint() const
{
    return QSize(900, 260);
}

void DopeSheetView::setSnapping(bool on)
{
    m_snapping = on;
}

void DopeSheetView::setPlaybackRange(std::optional<TimeInterval> range)
{
    m_playbackRange = range;
    update();
}

void DopeSheetView::setScroll(double y)
{
    const DopeSheetLayout l = layout();
    const double maxScroll = std::max(0.0, l.contentHeight() - l.plotRect().height());
    m_scrollY = std::clamp(y, 0.0, maxScroll);
    update();
}

double DopeSheetView::snapped(double time, Qt::KeyboardModifiers modifiers) const
{
    return m_snapping && !(modifiers & Qt::AltModifier) ? std::round(time) : time;
}

// ---- painting ---------------------------------------------------------------------------

void DopeSheetView::paintEvent(QPaintEvent *)
{
    QPainter painter(this);
    const DopeSheetLayout l = layout();
    DopeSheetScene scene;
    scene.rows = &m_rows;
    scene.ticks = &m_ticks;
    scene.rowColors = m_rowColors;
    scene.currentTime = m_session->currentTime();
    const EditorDocument *doc = m_session->document();
    scene.playbackRange = m_playbackRange.value_or(TimeInterval{doc->startTimeCode(), doc->endTimeCode()});
    if (m_mode == Mode::BoxSelect)
        scene.box = m_box;
    scene.span = m_span;
    paintDopeSheet(painter, l, scene);
}

// ---- mouse ------------------------------------------------------------------------------

void DopeSheetView::selectOnPress(const DopeSheetHit &hit, Qt::KeyboardModifiers modifiers)
{
    const DopeSheetTick &tick = m_ticks.at(hit.row).at(hit.tick);
    const std::set<KnotRef> keys(tick.keys.begin(), tick.keys.end());
    m_pressKeys = tick.keys;
    KnotSelection *selection = m_session->selection();
    m_pressSelectOnly = false;
    if (modifiers & Qt::ControlModifier)
        selection->toggle(keys);
    else if (modifiers & Qt::ShiftModifier)
        selection->add(keys);
    else if (tick.selected)
        m_pressSelectOnly = true; // keep the selection for a drag
    else
        selection->set(keys);
    if (!tick.keys.empty())
        m_session->setCurrentChannel(tick.keys.front().channel);
}

void DopeSheetView::mousePressEvent(QMouseEvent *event)
{
    if (m_mode != Mode::Idle) {
        event->accept();
        return;
    }
    setFocus(Qt::MouseFocusReason);
    m_pressPos = m_lastPos = event->position();
    m_pressModifiers = event->modifiers();
    if (event->button() == Qt::MiddleButton) {
        m_mode = Mode::Pan;
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    const DopeSheetLayout l = layout();
    m_pressHit = dopeSheetHitAt(l, m_ticks, m_pressPos, m_session->currentTime(), m_span);
    switch (m_pressHit.kind) {
    case DopeSheetHit::Kind::ScaleStart:
    case DopeSheetHit::Kind::ScaleEnd:
        startScale(m_pressHit, event->modifiers());
        return;
    case DopeSheetHit::Kind::Ruler:
    case DopeSheetHit::Kind::CurrentTime:
        m_mode = Mode::Scrub;
        scrubTo(m_pressPos.x());
        return;
    case DopeSheetHit::Kind::Tick:
        selectOnPress(m_pressHit, event->modifiers());
        m_anchorTime = m_ticks.at(m_pressHit.row).at(m_pressHit.tick).time;
        m_mode = Mode::Pending;
        return;
    case DopeSheetHit::Kind::Row:
        m_mode = Mode::BoxSelect;
        m_box = QRectF(m_pressPos, m_pressPos);
        return;
    case DopeSheetHit::Kind::Name: {
        const DopeSheetRow &row = m_rows.at(m_pressHit.row);
        if (row.kind == DopeSheetRow::Kind::Channel)
            m_session->setCurrentChannel(row.channels.front());
        return;
    }
    case DopeSheetHit::Kind::None:
        return;
    }
}

void DopeSheetView::mouseMoveEvent(QMouseEvent *event)
{
    const QPointF pos = event->position();
    const DopeSheetLayout l = layout();
    switch (m_mode) {
    case Mode::Idle:
        return;
    case Mode::Pan: {
        const QPointF d = pos - m_lastPos;
        const TimeAxis axis = l.axis().panned(d.x());
        const QRectF plot = l.plotRect();
        m_session->setVisibleTimeRange(axis.xToTime(plot.left()), axis.xToTime(plot.right()));
        setScroll(m_scrollY - d.y());
        break;
    }
    case Mode::Scrub:
        scrubTo(pos.x());
        break;
    case Mode::BoxSelect:
        m_box = QRectF(m_pressPos, pos).normalized();
        update();
        break;
    case Mode::Pending:
        if (std::abs(pos.x() - m_pressPos.x()) < kDragThreshold && std::abs(pos.y() - m_pressPos.y()) < kDragThreshold)
            break;
        startMove();
        if (m_mode != Mode::Move)
            break;
        [[fallthrough]];
    case Mode::Move: {
        const double dt = (pos.x() - m_pressPos.x()) / l.axis().pixelsPerTime();
        const bool snap = m_snapping && !(event->modifiers() & Qt::AltModifier);
        m_move->applyOffsets(dt, 0.0, DragAxis::TimeOnly, snap);
        break;
    }
    case Mode::Scale:
        if (m_scale)
            m_scale->dragEdgeTo(
                snapped(m_anchorTime + (pos.x() - m_pressPos.x()) / l.axis().pixelsPerTime(), event->modifiers()));
        break;
    }
    m_lastPos = pos;
}

void DopeSheetView::mouseReleaseEvent(QMouseEvent *event)
{
    if (event->button() == Qt::MiddleButton && m_mode == Mode::Pan) {
        m_mode = Mode::Idle;
        return;
    }
    if (event->button() != Qt::LeftButton)
        return;
    const Mode mode = m_mode;
    m_mode = Mode::Idle;
    switch (mode) {
    case Mode::Pending:
        if (m_pressSelectOnly)
            m_session->selection()->set(std::set<KnotRef>(m_pressKeys.begin(), m_pressKeys.end()));
        break;
    case Mode::Move:
        if (m_move)
            m_move->commit();
        m_move.reset();
        break;
    case Mode::Scale:
        if (m_scale)
            m_scale->commit();
        m_scale.reset();
        break;
    case Mode::BoxSelect:
        finishBoxSelect(m_pressModifiers);
        break;
    default:
        break;
    }
    update();
}

void DopeSheetView::startMove()
{
    const std::set<KnotRef> &selected = m_session->selection()->knots();
    if (m_pressKeys.empty()) {
        m_mode = Mode::Idle;
        return;
    }
    const KnotRef anchor = m_pressKeys.front();
    m_move = KnotsCanvasDrag::create(m_session, selected, anchor, m_pressPos, m_pressModifiers);
    if (!m_move) {
        m_mode = Mode::Idle;
        refuse();
        return;
    }
    m_pressSelectOnly = false;
    m_mode = Mode::Move;
    for (const KnotRef &k : selected) {
        if (!m_session->isChannelEditable(k.channel)) {
            refuse(); // some keys stay
            break;
        }
    }
}

void DopeSheetView::startScale(const DopeSheetHit &hit, Qt::KeyboardModifiers modifiers)
{
    if (!m_span)
        return;
    const bool atStart = hit.kind == DopeSheetHit::Kind::ScaleStart;
    const double edge = atStart ? m_span->start : m_span->end;
    double pivot = atStart ? m_span->end : m_span->start;
    if (modifiers & Qt::ControlModifier)
        pivot = m_session->currentTime();
    m_anchorTime = edge; // the dragged end follows the pointer's travel from the press
    m_scale = DopeSheetScaleDrag::create(m_session, m_session->selection()->knots(), edge, pivot);
    if (!m_scale) {
        refuse();
        return;
    }
    m_mode = Mode::Scale;
}

void DopeSheetView::finishBoxSelect(Qt::KeyboardModifiers modifiers)
{
    const bool dragged = std::abs(m_box.width()) >= kDragThreshold || std::abs(m_box.height()) >= kDragThreshold;
    KnotSelection *selection = m_session->selection();
    if (!dragged) {
        if (!(modifiers & (Qt::ShiftModifier | Qt::ControlModifier)))
            selection->clear();
        return;
    }
    const std::set<KnotRef> keys = keysOfTicks(ticksInBox(layout(), m_ticks, m_box));
    if (modifiers & Qt::ControlModifier)
        selection->toggle(keys);
    else if (modifiers & Qt::ShiftModifier)
        selection->add(keys);
    else
        selection->set(keys);
}

void DopeSheetView::scrubTo(double x)
{
    m_session->setCurrentTime(snapped(layout().xToTime(x), Qt::NoModifier));
}

void DopeSheetView::wheelEvent(QWheelEvent *event)
{
    const double delta = event->angleDelta().y();
    if (delta == 0.0 || m_mode != Mode::Idle) {
        event->accept();
        return;
    }
    const DopeSheetLayout l = layout();
    if (event->modifiers() & Qt::ShiftModifier) {
        setScroll(m_scrollY - delta / 120.0 * DopeSheetLayout::kRowHeight * 3.0);
    } else {
        const double x = std::max(l.plotRect().left(), event->position().x());
        const TimeAxis axis = l.axis().zoomedAbout(x, std::pow(kWheelZoomPerNotch, delta / 120.0));
        const QRectF plot = l.plotRect();
        m_session->setVisibleTimeRange(axis.xToTime(plot.left()), axis.xToTime(plot.right()));
    }
    event->accept();
}

// ---- keyboard ---------------------------------------------------------------------------

void DopeSheetView::nudge(double frames)
{
    const std::set<KnotRef> &selected = m_session->selection()->knots();
    if (selected.empty())
        return;
    std::unique_ptr<KnotsCanvasDrag> drag
        = KnotsCanvasDrag::create(m_session, selected, *selected.begin(), QPointF(), Qt::NoModifier, tr("Nudge Keys"));
    if (!drag) {
        refuse();
        return;
    }
    drag->applyOffsets(frames, 0.0, DragAxis::TimeOnly, m_snapping);
    drag->commit();
}

void DopeSheetView::keyPressEvent(QKeyEvent *event)
{
    if (m_mode != Mode::Idle) {
        if (event->key() == Qt::Key_Escape)
            cancelGesture();
        event->accept();
        return;
    }
    const double step = event->modifiers() & Qt::ShiftModifier ? kNudgeBig : 1.0;
    switch (event->key()) {
    case Qt::Key_Left:
        nudge(-step);
        break;
    case Qt::Key_Right:
        nudge(step);
        break;
    default:
        QWidget::keyPressEvent(event);
        return;
    }
    event->accept();
}

bool DopeSheetView::event(QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride) {
        if (m_mode != Mode::Idle) {
            event->accept();
            return true;
        }
        const auto *key = static_cast<QKeyEvent *>(event);
        const Qt::KeyboardModifiers mods = key->modifiers() & ~(Qt::ShiftModifier | Qt::KeypadModifier);
        if (!m_session->selection()->isEmpty() && (key->key() == Qt::Key_Left || key->key() == Qt::Key_Right)
            && mods == Qt::NoModifier) {
            event->accept();
            return true;
        }
    }
    return QWidget::event(event);
}

void DopeSheetView::focusOutEvent(QFocusEvent *event)
{
    cancelGesture();
    QWidget::focusOutEvent(event);
}

void DopeSheetView::cancelGesture()
{
    if (m_move)
        m_move->cancel();
    if (m_scale)
        m_scale->cancel();
    m_move.reset();
    m_scale.reset();
    m_mode = Mode::Idle;
    update();
}

void DopeSheetView::refuse()
{
    emit editRefused(tr("Read-only, locked or hidden channels keep their keys: those keys do not move."));
}

} // namespace knotline
