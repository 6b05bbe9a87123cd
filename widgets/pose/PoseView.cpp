#include "widgets/pose/PoseView.h"

#include "core/time/TimeCode.h"
#include "widgets/models/NumberText.h"
#include "widgets/pose/PoseModel.h"
#include "widgets/session/EditorSession.h"

#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QTableView>
#include <QTimer>
#include <QVBoxLayout>

#include <algorithm>
#include <initializer_list>

namespace knotline {

PoseView::PoseView(EditorSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_model(new PoseModel(this))
    , m_label(new QLabel(this))
    , m_table(new QTableView(this))
    , m_rebuild(new QTimer(this))
{
    m_rebuild->setSingleShot(true);
    m_rebuild->setInterval(kIndexRebuildDelayMs);
    connect(m_rebuild, &QTimer::timeout, this, &PoseView::showDocumentTimeline);
    setObjectName(QStringLiteral("poseView"));
    m_label->setObjectName(QStringLiteral("poseTimeLabel"));
    m_label->setMargin(3);
    m_table->setObjectName(QStringLiteral("poseTable"));
    m_table->setModel(m_model);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setWordWrap(false);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(m_table->fontMetrics().height() + 4);
    fitColumns();
    auto *layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(0);
    layout->addWidget(m_label);
    layout->addWidget(m_table);
    connect(m_session, &EditorSession::currentTimeChanged, this, &PoseView::followTime);
    connect(m_session, &EditorSession::documentChanged, this, &PoseView::followDocument);
    followDocument();
}

void PoseView::followDocument()
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = m_session->document();
    connect(m_document, &EditorDocument::timelineChanged, this, &PoseView::onTimelineChanged);
    showDocumentTimeline();
}

void PoseView::showDocumentTimeline()
{
    const Timeline *timeline = m_document ? m_document->timeline() : nullptr;
    setTimeline(timeline ? std::optional<Timeline>(*timeline) : std::nullopt);
}

void PoseView::onTimelineChanged(const TimelineTouched &touched)
{
    const Timeline *timeline = m_document->timeline();
    if (!timeline || !m_model->hasTimeline() || touched.structure || touched.timelineFields
        || touched.playedClipsChanged) {
        showDocumentTimeline(); // the keys (rows) may change
        return;
    }
    if (touched.isEmpty())
        return;
    if (touched.from <= m_model->time() || m_model->isEdited())
        m_model->showEdited(timeline); // (once edited, the texts must follow every step)
    m_rebuild->start();
}

void PoseView::setTimeline(const std::optional<Timeline> &timeline)
{
    m_rebuild->stop();
    const int scroll = m_table->verticalScrollBar()->value();
    const int rows = m_model->rowCount();
    m_model->setTimeline(timeline);
    followTime();
    if (m_model->rowCount() == rows)
        m_table->verticalScrollBar()->setValue(scroll);
}

void PoseView::fitColumns()
{
    // The name columns share the width; the short ones get a fixed width for their longest
    // usual text (no per-frame measuring during playback, no horizontal scrolling).
    QHeaderView *header = m_table->horizontalHeader();
    header->setStretchLastSection(false);
    header->setSectionResizeMode(QHeaderView::Stretch);
    const QFontMetrics fm = m_table->fontMetrics();
    constexpr int kPadding = 16;
    auto fixed = [&](int column, std::initializer_list<QString> texts) {
        int width = fm.horizontalAdvance(m_model->headerData(column, Qt::Horizontal).toString());
        for (const QString &t : texts)
            width = std::max(width, fm.horizontalAdvance(t));
        header->setSectionResizeMode(column, QHeaderView::Fixed);
        header->resizeSection(column, width + kPadding);
    };
    fixed(PoseModel::ValueColumn, {QStringLiteral("-0000.000")});
    fixed(PoseModel::StateColumn, {PoseModel::stateText(PoseModel::RowState::Active), PoseModel::stateText(PoseModel::RowState::Held),
                                     PoseModel::stateText(PoseModel::RowState::AtRest)});
    fixed(PoseModel::WrittenAtColumn, {PoseModel::tr("%1 s").arg(QStringLiteral("00.000"))});
}

void PoseView::followTime()
{
    if (m_model->isEdited() || m_rebuild->isActive())
        showDocumentTimeline(); // the cursor is the timeline's before the edits
    const double frames = m_session->currentTime();
    const double seconds = timeCodeToSeconds(frames, m_session->document()->timeCodesPerSecond());
    m_model->setTime(seconds);
    if (!m_model->hasTimeline())
        m_label->setText(tr("No timeline: open a compiled timeline (.json) to see its pose"));
    else
        m_label->setText(tr("Pose at frame %1 (%2 s)").arg(formatDisplayNumber(frames), formatDisplayNumber(seconds)));
}

} // namespace knotline
