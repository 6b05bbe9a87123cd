#include "widgets/pose/PoseView.h"

#include "core/editor/TimelineTime.h"
#include "widgets/models/NumberText.h"
#include "widgets/pose/PoseModel.h"
#include "widgets/session/EditorSession.h"

#include <QHeaderView>
#include <QLabel>
#include <QScrollBar>
#include <QTableView>
#include <QVBoxLayout>

namespace knotline {

PoseView::PoseView(EditorSession *session, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_model(new PoseModel(this))
    , m_label(new QLabel(this))
    , m_table(new QTableView(this))
{
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
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
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
    auto show = [this] {
        const Timeline *timeline = m_document->timeline();
        setTimeline(timeline ? std::optional<Timeline>(*timeline) : std::nullopt);
    };
    connect(m_document, &EditorDocument::timelineChanged, this, show);
    show();
}

void PoseView::setTimeline(const std::optional<Timeline> &timeline)
{
    const int scroll = m_table->verticalScrollBar()->value();
    const int rows = m_model->rowCount();
    m_model->setTimeline(timeline);
    followTime();
    if (m_model->rowCount() == rows)
        m_table->verticalScrollBar()->setValue(scroll);
    if (rows == 0 && m_model->rowCount() > 0)
        m_table->resizeColumnsToContents();
}

void PoseView::followTime()
{
    const double frames = m_session->currentTime();
    const double seconds = timeCodesToSeconds(frames, m_session->document()->timeCodesPerSecond());
    m_model->setTime(seconds);
    if (!m_model->hasTimeline())
        m_label->setText(tr("No timeline: open a compiled timeline (.json) to see its pose"));
    else
        m_label->setText(tr("Pose at frame %1 (%2 s)").arg(formatDisplayNumber(frames), formatDisplayNumber(seconds)));
}

} // namespace knotline
