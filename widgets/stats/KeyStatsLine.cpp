#include "widgets/stats/KeyStatsLine.h"

#include "widgets/stats/ElidedLabel.h"

#include "widgets/messages/CoreMessageText.h"
#include "widgets/models/EditNumber.h"
#include "widgets/session/EditorSession.h"
#include "widgets/stats/NumberEntry.h"
#include "widgets/stats/SelectedKeyEdits.h"

#include <QHBoxLayout>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QRegularExpression>
#include <QUndoStack>

#include <set>

namespace knotline {

namespace {
constexpr int kBoxWidth = 110;
} // namespace

KeyStatsLine::KeyStatsLine(EditorSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_time(new QLineEdit(this))
    , m_value(new QLineEdit(this))
    , m_summary(new ElidedLabel(this))
{
    setObjectName(QStringLiteral("keyStatsLine"));
    auto *layout = new QHBoxLayout(this);
    layout->setContentsMargins(6, 2, 6, 2);
    m_time->setObjectName(QStringLiteral("statsTimeBox"));
    m_value->setObjectName(QStringLiteral("statsValueBox"));
    m_summary->setObjectName(QStringLiteral("statsSummary"));
    const QString tip = tr("Type a number to set every selected key, or +=, -=, *=, /= and a number to "
                           "change each key by it");
    for (QLineEdit *box : {m_time, m_value}) {
        box->setFixedWidth(kBoxWidth);
        box->setToolTip(tip);
        box->installEventFilter(this);
    }
    auto *timeLabel = new QLabel(tr("Time"), this);
    timeLabel->setBuddy(m_time);
    auto *valueLabel = new QLabel(tr("Value"), this);
    valueLabel->setBuddy(m_value);
    layout->addWidget(timeLabel);
    layout->addWidget(m_time);
    layout->addSpacing(8);
    layout->addWidget(valueLabel);
    layout->addWidget(m_value);
    layout->addSpacing(8);
    layout->addWidget(m_summary, 1);

    connect(m_time, &QLineEdit::editingFinished, this, [this] { commit(m_time, true); });
    connect(m_value, &QLineEdit::editingFinished, this, [this] { commit(m_value, false); });
    connect(m_session->selection(), &KnotSelection::changed, this, &KeyStatsLine::refresh);
    connect(m_session, &EditorSession::documentChanged, this, [this] {
        connectDocument();
        refresh();
    });
    connectDocument();
    refresh();
}

KeyStatsLine::~KeyStatsLine()
{
    for (QLineEdit *box : {m_time, m_value}) {
        box->removeEventFilter(this);
        disconnect(box, nullptr, this, nullptr);
    }
}

void KeyStatsLine::connectDocument()
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = m_session->document();
    // Once per edit, however many curves it changed (a bulk nudge of every key).
    connect(m_document, &EditorDocument::curvesSettled, this, &KeyStatsLine::refresh);
}

std::optional<double> KeyStatsLine::shared(bool time) const
{
    const EditorDocument &doc = *m_session->document();
    std::optional<double> common;
    const AnimCurve *curve = nullptr;
    std::optional<ChannelId> channel;
    for (const KnotRef &k : m_session->selection()->knots()) {
        if (k.channel != channel) { // the selection is ordered by channel
            channel = k.channel;
            curve = doc.curveOf(k.channel);
        }
        if (!curve || k.knot >= curve->numKeys())
            continue;
        const double v = time ? curve->keyTime(k.knot) : curve->keyValue(k.knot);
        if (common && *common != v)
            return std::nullopt;
        common = v;
    }
    return common;
}

std::optional<double> KeyStatsLine::sharedTime() const
{
    return shared(true);
}

std::optional<double> KeyStatsLine::sharedValue() const
{
    return shared(false);
}

void KeyStatsLine::refresh()
{
    if (m_committing)
        return;
    const QLocale locale;
    const auto &keys = m_session->selection()->knots();
    std::size_t channels = 0; // the selection is ordered by channel: count the runs
    std::optional<ChannelId> last;
    for (const KnotRef &k : keys) {
        if (k.channel != last)
            ++channels;
        last = k.channel;
    }
    const bool any = !keys.empty();
    for (auto [box, time] : {std::pair{m_time, true}, std::pair{m_value, false}}) {
        box->setEnabled(any);
        const std::optional<double> v = shared(time);
        box->setText(v ? locale.toString(*v, 'g', 7) : QString());
        box->setPlaceholderText(any ? tr("mixed") : QString());
    }
    m_summary->setStyleSheet(QString());
    m_summary->setFullText(any ? tr("%n key(s) selected on %1", nullptr, int(keys.size()))
                                 .arg(tr("%n curve(s)", nullptr, int(channels)))
                           : tr("No keys selected"));
}

void KeyStatsLine::commit(QLineEdit *box, bool time)
{
    if (m_committing || !box->isModified())
        return;
    box->setModified(false);
    const std::optional<NumberEntry> entry = parseNumberEntry(box->text(), QLocale());
    QString reason;
    const QString operand = box->text().trimmed().remove(QRegularExpression(QStringLiteral("^[-+*/]=")));
    if (!entry) {
        reason = tr("\"%1\" is not a number or +=, -=, *=, /= and a number").arg(box->text());
    } else if (const EditNumber checked = checkEditNumber(entry->operand, operand.trimmed()); !checked.isOk()) {
        reason = checked.refusal; // the rule every number editor applies (EditNumber.h)
    } else {
        m_committing = true;
        const int stepBefore = m_session->undoStack()->index();
        const Status st = time ? setSelectedKeyTimes(*m_session, *entry) : setSelectedKeyValues(*m_session, *entry);
        m_committing = false;
        if (!st)
            reason = coreMessageText(st);
        else
            emit edited(m_session->undoStack()->index() != stepBefore ? m_session->undoStack()->undoText()
                                                                      : tr("Nothing changed"));
    }
    refresh();
    if (!reason.isEmpty()) {
        m_summary->setStyleSheet(QStringLiteral("color: #e5484d;"));
        m_summary->setFullText(reason);
        emit editRefused(reason);
    }
}

bool KeyStatsLine::eventFilter(QObject *watched, QEvent *event)
{
    if ((watched == m_time || watched == m_value) && event->type() == QEvent::KeyPress
        && static_cast<QKeyEvent *>(event)->key() == Qt::Key_Escape) {
        static_cast<QLineEdit *>(watched)->setModified(false);
        refresh();
        return true;
    }
    return QWidget::eventFilter(watched, event);
}

} // namespace knotline
