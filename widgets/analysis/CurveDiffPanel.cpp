#include "widgets/analysis/CurveDiffPanel.h"

#include "core/spline/Spline.h"
#include "widgets/session/BufferCurves.h"
#include "widgets/session/ChannelFocus.h"
#include "widgets/session/EditorSession.h"

#include <QComboBox>
#include <QDoubleSpinBox>
#include <QFormLayout>
#include <QHeaderView>
#include <QLabel>
#include <QTimer>
#include <QTreeWidget>
#include <QVBoxLayout>

#include <cmath>

namespace knotline {

namespace {

constexpr double kDefaultTolerance = 0.001;
/// At most this many spans are listed in a row's text (all are shaded on the canvas).
constexpr std::size_t kListedSpans = 4;

QString number(double v)
{
    if (std::isinf(v))
        return CurveDiffPanel::tr("no value on one side");
    return QString::number(v, 'g', 6);
}

QString spansText(const CurveDiffReport &r)
{
    if (r.identical)
        return CurveDiffPanel::tr("identical");
    if (r.spans.empty())
        return CurveDiffPanel::tr("within the tolerance");
    QStringList parts;
    for (std::size_t i = 0; i < r.spans.size() && i < kListedSpans; ++i)
        parts << CurveDiffPanel::tr("%1–%2").arg(number(r.spans[i].start), number(r.spans[i].end));
    if (r.spans.size() > kListedSpans)
        parts << CurveDiffPanel::tr("%n more", nullptr, int(r.spans.size() - kListedSpans));
    return parts.join(QStringLiteral(", "));
}

} // namespace

CurveDiffPanel::CurveDiffPanel(EditorSession *session, BufferCurves *buffers, QWidget *parent)
    : QWidget(parent)
    , m_session(session)
    , m_buffers(buffers)
    , m_modeBox(new QComboBox(this))
    , m_toleranceBox(new QDoubleSpinBox(this))
    , m_tree(new QTreeWidget(this))
    , m_note(new QLabel(this))
{
    m_modeBox->setObjectName(QStringLiteral("diffMode"));
    m_modeBox->addItem(tr("Curves against their buffers"));
    m_modeBox->addItem(tr("The two selected curves"));
    m_toleranceBox->setObjectName(QStringLiteral("diffTolerance"));
    m_toleranceBox->setDecimals(6);
    m_toleranceBox->setRange(0.0, 1.0e9);
    m_toleranceBox->setSingleStep(0.01);
    m_toleranceBox->setValue(kDefaultTolerance);
    m_toleranceBox->setToolTip(tr("Differences up to this are not shaded as spans"));
    m_tree->setObjectName(QStringLiteral("diffTree"));
    m_tree->setRootIsDecorated(false);
    m_tree->setHeaderLabels({tr("Curve"), tr("Largest difference"), tr("At frame"), tr("Differs on frames")});
    // The columns share the panel's width (no horizontal scrolling): the numbers as wide as
    // they need, the curve names and span lists split the rest, cut with "…" (tool tips
    // give the whole text).
    m_tree->setTextElideMode(Qt::ElideMiddle);
    m_tree->setHorizontalScrollBarPolicy(Qt::ScrollBarAlwaysOff);
    QHeaderView *header = m_tree->header();
    header->setStretchLastSection(false);
    header->setMinimumSectionSize(24);
    header->setSectionResizeMode(0, QHeaderView::Stretch);
    header->setSectionResizeMode(1, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(2, QHeaderView::ResizeToContents);
    header->setSectionResizeMode(3, QHeaderView::Stretch);
    m_note->setObjectName(QStringLiteral("diffNote"));
    m_note->setWordWrap(true);

    auto *form = new QFormLayout;
    form->addRow(tr("Compare"), m_modeBox);
    form->addRow(tr("Tolerance"), m_toleranceBox);
    auto *layout = new QVBoxLayout(this);
    layout->addLayout(form);
    layout->addWidget(m_note);
    layout->addWidget(m_tree, 1);

    connect(m_modeBox, &QComboBox::currentIndexChanged, this,
            [this](int index) { setMode(index == 1 ? Mode::TwoCurves : Mode::AgainstBuffer); });
    connect(m_toleranceBox, &QDoubleSpinBox::valueChanged, this, &CurveDiffPanel::scheduleRecompute);
    connect(buffers, &BufferCurves::changed, this, &CurveDiffPanel::scheduleRecompute);
    connect(session, &EditorSession::documentChanged, this, &CurveDiffPanel::scheduleRecompute);
    connect(session->channelFocus(), &ChannelFocus::changed, this, &CurveDiffPanel::scheduleRecompute);
    // The document object is replaced on documentChanged: follow its curve changes anew.
    const auto followDocument = [this] {
        connect(m_session->document(), &EditorDocument::channelChanged, this, &CurveDiffPanel::scheduleRecompute,
                Qt::UniqueConnection);
    };
    followDocument();
    connect(session, &EditorSession::documentChanged, this, followDocument);
    recompute();
}

void CurveDiffPanel::setMode(Mode mode)
{
    if (m_mode == mode)
        return;
    m_mode = mode;
    m_modeBox->setCurrentIndex(mode == Mode::TwoCurves ? 1 : 0);
    recompute();
}

double CurveDiffPanel::tolerance() const
{
    return m_toleranceBox->value();
}

void CurveDiffPanel::setTolerance(double tolerance)
{
    m_toleranceBox->setValue(tolerance);
    recompute();
}

std::vector<std::pair<double, double>> CurveDiffPanel::spans() const
{
    std::vector<std::pair<double, double>> out;
    for (const Row &row : m_rows)
        for (const CurveDiffSpan &s : row.report.spans)
            out.emplace_back(s.start, s.end);
    return out;
}

void CurveDiffPanel::scheduleRecompute()
{
    if (m_scheduled)
        return;
    m_scheduled = true;
    QTimer::singleShot(0, this, [this] {
        if (m_scheduled)
            recompute();
    });
}

std::vector<CurveDiffPanel::Row> CurveDiffPanel::computeRows() const
{
    const EditorDocument &doc = *m_session->document();
    const auto compare = [&](ChannelId channel, const Spline &a, const Spline &b, std::optional<ChannelId> other) {
        const auto [t0, t1] = keyedSpan(a, b);
        return Row{channel, other, diffCurves(a, b, t0, t1, tolerance())};
    };
    std::vector<Row> rows;
    if (m_mode == Mode::TwoCurves) {
        std::vector<ChannelId> chosen;
        for (ChannelId id : doc.channelIds())
            if (m_session->channelFocus()->selectedChannels().count(id))
                chosen.push_back(id);
        if (chosen.size() == 2)
            rows.push_back(compare(chosen[0], doc.channel(chosen[0]).curve.spline(),
                                   doc.channel(chosen[1]).curve.spline(), chosen[1]));
        return rows;
    }
    for (ChannelId id : m_buffers->channels()) {
        if (!m_session->channelFocus()->shows(id))
            continue;
        rows.push_back(compare(id, doc.channel(id).curve.spline(), m_buffers->curve(id)->spline(), std::nullopt));
    }
    return rows;
}

void CurveDiffPanel::recompute()
{
    m_scheduled = false;
    m_rows = computeRows();
    showRows();
    emit diffChanged();
}

void CurveDiffPanel::showRows()
{
    const EditorDocument &doc = *m_session->document();
    m_tree->clear();
    for (const Row &row : m_rows) {
        QString name = QString::fromStdString(doc.channel(row.channel).path);
        if (row.other)
            name = tr("%1 vs %2").arg(name, QString::fromStdString(doc.channel(*row.other).path));
        const CurveDiffReport &r = row.report;
        auto *item = new QTreeWidgetItem(m_tree);
        item->setText(0, name);
        item->setToolTip(0, name);
        item->setText(1, number(r.largest));
        item->setText(2, std::isnan(r.time) ? QString() : number(r.time));
        item->setText(3, spansText(r));
        item->setToolTip(3, spansText(r) + QLatin1Char('\n')
                                + tr("%n span(s) beyond the tolerance; %1 samples compared", nullptr, int(r.spans.size()))
                                .arg(r.samples));
    }
    if (!m_rows.empty())
        m_note->setText(QString());
    else if (m_mode == Mode::TwoCurves)
        m_note->setText(tr("Select two curves in the channel tree to compare them."));
    else
        m_note->setText(tr("No buffer curve shown: Curve ▸ Buffer Curve ▸ Snapshot keeps the selected curves "
                           "to compare with."));
    m_note->setVisible(m_rows.empty());
}

} // namespace knotline
