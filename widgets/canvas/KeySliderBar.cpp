#include "widgets/canvas/KeySliderBar.h"

#include "widgets/canvas/CurveCanvas.h"
#include "widgets/canvas/KeySliderOpNames.h"
#include "widgets/messages/CoreMessageText.h"
#include "widgets/session/EditStepText.h"
#include "widgets/session/EditorSession.h"
#include "widgets/session/KeySliderEdit.h"

#include <QApplication>
#include <QComboBox>
#include <QDoubleSpinBox>
#include <QGridLayout>
#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLocale>
#include <QMouseEvent>
#include <QSlider>
#include <QUndoStack>
#include <QVBoxLayout>

#include <algorithm>
#include <cmath>

namespace knotline {

namespace {

constexpr int kSteps = 1000; ///< slider steps per 100 %
constexpr int kMargin = 8;   ///< pixels between the bar and the plot's edge
constexpr int kMaxWidth = 620;

} // namespace

KeySliderBar::KeySliderBar(EditorSession *session, CurveCanvas *canvas)
    : QFrame(canvas)
    , m_session(session)
    , m_canvas(canvas)
{
    setObjectName(QStringLiteral("keySliderBar"));
    canvas->installEventFilter(this);
    setFocusPolicy(Qt::StrongFocus);
    setAutoFillBackground(true);
    setFrameShape(QFrame::StyledPanel);
    setStyleSheet(QStringLiteral(
        "#keySliderBar { background: rgba(24, 25, 28, 236); border: 1px solid #5aa9ff; border-radius: 6px; }"
        "#keySliderBar QLabel { color: #d8dce4; background: transparent; }"
        "#keySliderPercent { font-size: 15px; font-weight: bold; color: #ffffff; }"
        "#keySliderMessage { color: #ffb060; }"
        "#keySliderHint { color: #9aa0aa; }"));

    m_opBox = new QComboBox(this);
    m_opBox->setObjectName(QStringLiteral("keySliderOp"));
    m_opBox->setFocusPolicy(Qt::NoFocus);
    for (KeySliderOp op : keySliderOps()) {
        m_opBox->addItem(keySliderOpName(op), int(op));
        m_opBox->setItemData(m_opBox->count() - 1, keySliderOpTip(op), Qt::ToolTipRole);
    }
    m_slider = new QSlider(Qt::Horizontal, this);
    m_slider->setObjectName(QStringLiteral("keySliderSlider"));
    m_slider->setFocusPolicy(Qt::NoFocus);
    m_slider->setRange(-kSteps, kSteps);
    m_slider->setTickPosition(QSlider::TicksBelow);
    m_slider->setTickInterval(kSteps / 4);
    m_slider->setMinimumWidth(160);
    m_percent = new QLabel(this);
    m_percent->setObjectName(QStringLiteral("keySliderPercent"));
    m_percent->setMinimumWidth(QFontMetrics(m_percent->font()).horizontalAdvance(QStringLiteral("-100.0 %")) + 24);
    m_percent->setAlignment(Qt::AlignRight | Qt::AlignVCenter);
    m_extraLabel = new QLabel(this);
    m_extra = new QDoubleSpinBox(this);
    m_extra->setObjectName(QStringLiteral("keySliderExtra"));
    m_extra->setKeyboardTracking(false);
    m_message = new QLabel(this);
    m_message->setObjectName(QStringLiteral("keySliderMessage"));
    m_message->setWordWrap(true);
    m_message->hide();
    m_hint = new QLabel(tr("Move the mouse or drag · type a number · A S D: 25 50 100 % (Shift: −) · "
                           "← →: 1 % · ↑ ↓: operator · Enter or click: apply · Esc or right-click: cancel"),
                        this);
    m_hint->setObjectName(QStringLiteral("keySliderHint"));
    m_hint->setWordWrap(true);
    QFont small = m_hint->font();
    small.setPointSizeF(small.pointSizeF() * 0.9);
    m_hint->setFont(small);

    auto *row = new QHBoxLayout;
    row->addWidget(m_opBox);
    row->addWidget(m_slider, 1);
    row->addWidget(m_percent);
    row->addWidget(m_extraLabel);
    row->addWidget(m_extra);
    auto *column = new QVBoxLayout(this);
    column->setContentsMargins(10, 6, 10, 6);
    column->setSpacing(3);
    column->addLayout(row);
    column->addWidget(m_message);
    column->addWidget(m_hint);

    connect(m_opBox, &QComboBox::activated, this, [this](int index) {
        if (!m_syncing)
            setOp(KeySliderOp(m_opBox->itemData(index).toInt()));
        setFocus();
    });
    connect(m_slider, &QSlider::valueChanged, this, [this](int value) {
        if (m_syncing)
            return;
        m_typed.clear();
        m_anchorX.reset();
        setFactor(double(value) / kSteps);
    });
    connect(m_extra, &QDoubleSpinBox::valueChanged, this, [this](double value) {
        if (m_syncing)
            return;
        if (keySliderExtra(m_params.op) == KeySliderExtra::Sharpness)
            setSharpness(value);
        else
            setDefaultValue(value);
    });
    connect(m_extra, &QDoubleSpinBox::editingFinished, this, [this] {
        if (isOpen())
            setFocus();
    });
    // Modal: the keyboard focus going elsewhere (another view clicked, a dialog) cancels.
    connect(qApp, &QApplication::focusChanged, this, [this](QWidget *, QWidget *now) {
        if (isOpen() && now && now != this && now != m_canvas && !isAncestorOf(now))
            cancel();
    });
    connect(session, &EditorSession::documentChanged, this, [this] {
        if (isOpen())
            cancel();
    });
    hide();
}

KeySliderBar::~KeySliderBar() = default;

bool KeySliderBar::isOpen() const
{
    return m_edit && m_edit->isActive();
}

bool KeySliderBar::open(KeySliderOp op)
{
    if (isOpen()) {
        setOp(op);
        return true;
    }
    Status why;
    m_edit = KeySliderEdit::start(*m_session, &why);
    if (!m_edit) {
        emit refused(why);
        return false;
    }
    m_params.op = op;
    m_params.factor = 0.0;
    m_typed.clear();
    m_anchorX.reset();
    m_eatRelease = false;
    preview();
    place();
    show();
    raise();
    setFocus();
    return true;
}

void KeySliderBar::setFactor(double factor)
{
    if (!isOpen() || !std::isfinite(factor))
        return;
    m_params.factor = std::clamp(factor, -1.0, 1.0);
    preview();
}

void KeySliderBar::setOp(KeySliderOp op)
{
    if (!isOpen())
        return;
    m_params.op = op;
    preview();
}

void KeySliderBar::setSharpness(double sharpness)
{
    m_params.sharpness = std::max(1.0, sharpness);
    if (isOpen())
        preview();
}

void KeySliderBar::setDefaultValue(double value)
{
    m_params.defaultValue = value;
    if (isOpen())
        preview();
}

void KeySliderBar::preview()
{
    const Status st = m_edit->preview(m_params);
    m_message->setText(st ? QString() : coreMessageText(st));
    m_message->setVisible(!st);
    syncWidgets();
}

void KeySliderBar::syncWidgets()
{
    m_syncing = true;
    m_opBox->setCurrentIndex(m_opBox->findData(int(m_params.op)));
    m_opBox->setToolTip(keySliderOpTip(m_params.op));
    m_slider->setValue(int(std::lround(m_params.factor * kSteps)));
    m_percent->setText(m_typed.isEmpty() ? percentText(m_params.factor) : tr("%1_ %").arg(m_typed));
    const KeySliderExtra extra = keySliderExtra(m_params.op);
    m_extraLabel->setVisible(extra != KeySliderExtra::None);
    m_extra->setVisible(extra != KeySliderExtra::None);
    if (extra == KeySliderExtra::Sharpness) {
        m_extraLabel->setText(tr("Sharpness"));
        m_extra->setToolTip(tr("How sharp the ease is: 1 is a straight line, larger values ease longer"));
        m_extra->setRange(1.0, 20.0);
        m_extra->setDecimals(2);
        m_extra->setSingleStep(0.25);
        m_extra->setValue(m_params.sharpness);
    } else if (extra == KeySliderExtra::DefaultValue) {
        m_extraLabel->setText(tr("Default"));
        m_extra->setToolTip(tr("The value the keys blend to at +100 % on curves whose attribute has no default value of its own"));
        m_extra->setRange(-1e9, 1e9);
        m_extra->setDecimals(3);
        m_extra->setSingleStep(0.1);
        m_extra->setValue(m_params.defaultValue);
    }
    m_syncing = false;
    if (isVisible())
        place();
}

QString KeySliderBar::percentText(double factor)
{
    const double percent = std::round(factor * 1000.0) / 10.0;
    const bool whole = percent == std::round(percent);
    return tr("%1 %").arg(QLocale().toString(percent == 0.0 ? 0.0 : percent, 'f', whole ? 0 : 1));
}

QString KeySliderBar::stepText(const KeySliderParams &params, std::size_t keys, std::size_t curves)
{
    return onKeysText(tr("%1 %2").arg(keySliderOpName(params.op), percentText(params.factor)), keys, curves);
}

void KeySliderBar::apply()
{
    if (!isOpen())
        return;
    const QString text = stepText(m_params, m_edit->keyCount(), m_edit->curveCount());
    const int before = m_session->undoStack()->index();
    const Status st = m_edit->apply(m_params, text);
    close(true);
    if (!st)
        emit refused(st);
    else if (m_session->undoStack()->index() != before)
        emit applied(text);
    else
        emit applied(tr("Nothing changed")); // no undo step: the keys already were there
}

void KeySliderBar::cancel()
{
    if (!isOpen())
        return;
    m_edit->cancel();
    close(false);
    emit cancelled();
}

void KeySliderBar::close(bool)
{
    m_edit.reset();
    m_typed.clear();
    m_anchorX.reset();
    const bool hadFocus = hasFocus() || isAncestorOf(QApplication::focusWidget());
    hide();
    if (hadFocus)
        m_canvas->setFocus();
}

void KeySliderBar::place()
{
    const QRectF plot = m_canvas->plotRect();
    const int width = int(std::min<double>(kMaxWidth, plot.width() - 2 * kMargin));
    adjustSize();
    const int height = std::max(sizeHint().height(), heightForWidth(width));
    const int x = int(plot.center().x() - width / 2.0);
    QRect bottom(x, int(plot.bottom()) - kMargin - height, width, height);
    // Keep clear of the keys being edited: the top of the plot when one is under the bar.
    bool covers = false;
    const ViewTransform &view = m_canvas->viewTransform();
    for (const KnotRef &ref : m_session->selection()->knots()) {
        const AnimCurve &curve = m_session->document()->channel(ref.channel).curve;
        if (ref.knot >= curve.numKeys())
            continue;
        const QPointF p = view.toPixels(curve.keyTime(ref.knot), curve.keyValue(ref.knot));
        if (bottom.adjusted(-6, -6, 6, 6).contains(p.toPoint())) {
            covers = true;
            break;
        }
    }
    if (covers)
        bottom.moveTop(int(plot.top()) + kMargin);
    setGeometry(bottom);
}

void KeySliderBar::followPointer(double x)
{
    const double perUnit = std::max(60.0, m_slider->width() / 2.0);
    if (!m_anchorX) {
        m_anchorX = x;
        m_anchorFactor = m_params.factor;
        return;
    }
    const double wanted = m_anchorFactor + (x - *m_anchorX) / perUnit;
    const double clamped = std::clamp(wanted, -1.0, 1.0);
    if (clamped != wanted) { // held at the end: turn back as soon as the pointer does
        m_anchorX = x;
        m_anchorFactor = clamped;
    }
    m_typed.clear();
    setFactor(std::round(clamped * kSteps) / kSteps);
}

bool KeySliderBar::eventFilter(QObject *watched, QEvent *event)
{
    if (watched != m_canvas)
        return QFrame::eventFilter(watched, event);
    if (!isOpen()) {
        // The release of the click that applied or cancelled the slider is the bar's too.
        if (m_eatRelease && event->type() == QEvent::MouseButtonRelease) {
            m_eatRelease = false;
            return true;
        }
        return QFrame::eventFilter(watched, event);
    }
    switch (event->type()) {
    case QEvent::MouseMove:
        followPointer(static_cast<QMouseEvent *>(event)->position().x());
        return true;
    case QEvent::MouseButtonPress:
    case QEvent::MouseButtonDblClick: {
        const auto *mouse = static_cast<QMouseEvent *>(event);
        m_eatRelease = mouse->button() == Qt::LeftButton || mouse->button() == Qt::RightButton;
        if (mouse->button() == Qt::LeftButton)
            apply();
        else if (mouse->button() == Qt::RightButton)
            cancel();
        return true;
    }
    case QEvent::MouseButtonRelease:
    case QEvent::ContextMenu:
        return true;
    case QEvent::KeyPress:
    case QEvent::ShortcutOverride:
        // The canvas has the focus (clicked back): the bar's keys still hold.
        QApplication::sendEvent(this, event);
        return true;
    default:
        return QFrame::eventFilter(watched, event);
    }
}

bool KeySliderBar::event(QEvent *event)
{
    if (event->type() == QEvent::ShortcutOverride && isOpen()) {
        event->accept(); // modal: the window's shortcuts wait until the bar closes
        return true;
    }
    return QFrame::event(event);
}

bool KeySliderBar::typeKey(const QString &text)
{
    if (text.size() != 1)
        return false;
    const QChar c = text.front();
    if (c.isDigit() || (c == QLatin1Char('.') && !m_typed.contains(QLatin1Char('.')))) {
        m_typed += c;
    } else if (c == QLatin1Char('-')) {
        m_typed = m_typed.startsWith(QLatin1Char('-')) ? m_typed.mid(1) : QLatin1Char('-') + m_typed;
    } else {
        return false;
    }
    bool ok = false;
    const double percent = m_typed.toDouble(&ok);
    m_anchorX.reset();
    m_params.factor = ok ? std::clamp(percent / 100.0, -1.0, 1.0) : 0.0;
    preview();
    return true;
}

void KeySliderBar::keyPressEvent(QKeyEvent *event)
{
    if (!isOpen()) {
        QFrame::keyPressEvent(event);
        return;
    }
    const bool shift = event->modifiers() & Qt::ShiftModifier;
    const auto preset = [&](double factor) {
        m_typed.clear();
        m_anchorX.reset();
        setFactor(shift ? -factor : factor);
    };
    const auto stepOp = [&](int by) {
        const std::vector<KeySliderOp> &ops = keySliderOps();
        const auto it = std::find(ops.begin(), ops.end(), m_params.op);
        const int n = int(ops.size());
        const int i = (int(it - ops.begin()) + by + n) % n;
        setOp(ops[std::size_t(i)]);
    };
    switch (event->key()) {
    case Qt::Key_Return:
    case Qt::Key_Enter: apply(); return;
    case Qt::Key_Escape: cancel(); return;
    case Qt::Key_A: preset(0.25); return;
    case Qt::Key_S: preset(0.5); return;
    case Qt::Key_D: preset(1.0); return;
    case Qt::Key_Left:
    case Qt::Key_Right: {
        const double step = (shift ? 0.1 : 0.01) * (event->key() == Qt::Key_Left ? -1.0 : 1.0);
        m_typed.clear();
        m_anchorX.reset();
        setFactor(std::round((m_params.factor + step) * kSteps) / kSteps);
        return;
    }
    case Qt::Key_Up: stepOp(-1); return;
    case Qt::Key_Down: stepOp(1); return;
    case Qt::Key_Backspace:
        if (!m_typed.isEmpty()) {
            m_typed.chop(1);
            bool ok = false;
            const double percent = m_typed.toDouble(&ok);
            m_params.factor = ok ? std::clamp(percent / 100.0, -1.0, 1.0) : 0.0;
            preview();
        }
        return;
    default:
        if (typeKey(event->text()))
            return;
        event->accept(); // modal: other keys do nothing while the bar is open
        return;
    }
}

} // namespace knotline
