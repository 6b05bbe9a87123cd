#include "widgets/inspector/ValueSourceSection.h"

#include "core/valueclips/ClipSet.h"
#include "core/valueclips/ClipTimeMapping.h"
#include "widgets/models/NumberText.h"
#include "widgets/session/EditorSession.h"
#include "widgets/stats/ElidedLabel.h"

#include <QFileInfo>
#include <QFormLayout>
#include <QLabel>

namespace knotline {

namespace {

QString num(double v)
{
    return formatDisplayNumber(v);
}

} // namespace

ValueSourceSection::ValueSourceSection(EditorSession *session, QWidget *parent)
    : QGroupBox(tr("Value source"), parent)
    , m_session(session)
    , m_form(new QFormLayout(this))
    , m_source(new QLabel(this))
    , m_value(new QLabel(this))
    , m_layer(new ElidedLabel(this))
    , m_clipSet(new QLabel(this))
    , m_clipFile(new ElidedLabel(this))
    , m_clipTime(new QLabel(this))
    , m_mapping(new QLabel(this))
{
    setObjectName(QStringLiteral("valueSourceSection"));
    // File names do not wrap: they are cut with "…" (the tooltip has the whole path), so
    // a long layer name cannot push the inspector wider than its dock (issue 37 item 10).
    for (QLabel *l : {m_source, m_value, m_clipSet, m_clipTime, m_mapping})
        l->setWordWrap(true);
    for (QLabel *l : {m_source, m_value, m_layer, m_clipSet, m_clipFile, m_clipTime, m_mapping})
        l->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_form->addRow(tr("Source"), m_source);
    m_form->addRow(tr("Value"), m_value);
    m_form->addRow(tr("Layer"), m_layer);
    m_form->addRow(tr("Clip set"), m_clipSet);
    m_form->addRow(tr("Clip file"), m_clipFile);
    m_form->addRow(tr("Clip time"), m_clipTime);
    m_form->addRow(tr("Time mapping"), m_mapping);
    setToolTip(tr("Where the current channel's value at the current time comes from"));

    connect(m_session, &EditorSession::currentChannelChanged, this, &ValueSourceSection::refresh);
    connect(m_session, &EditorSession::currentTimeChanged, this, &ValueSourceSection::refresh);
    connect(m_session, &EditorSession::documentChanged, this, [this] {
        connectDocument();
        refresh();
    });
    connectDocument();
    refresh();
}

void ValueSourceSection::connectDocument()
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = m_session->document();
    connect(m_document, &EditorDocument::channelChanged, this, [this](ChannelId ch, double, double) {
        if (m_session->currentChannel() == ch)
            refresh();
    });
}

void ValueSourceSection::refresh()
{
    const EditorDocument *doc = m_session->document();
    const std::optional<ChannelId> ch = m_session->currentChannel();
    const Channel *channel = doc->findChannel(ch);
    m_clipSet->clear();
    m_clipFile->clear();
    m_clipTime->clear();
    m_mapping->clear();
    m_clipFile->setToolTip({});
    bool clip = false;
    if (!channel) {
        m_source->setText(tr("No channel"));
        m_value->clear();
        m_layer->clear();
    } else {
        const double t = m_session->currentTime();
        const ValueSource v = doc->valueSourceAt(*ch, t);
        switch (v.kind) {
        case ValueSourceKind::Spline:
            m_source->setText(tr("Spline"));
            break;
        case ValueSourceKind::TimeSamples:
            m_source->setText(tr("Time samples"));
            break;
        case ValueSourceKind::Default:
            m_source->setText(tr("Default value"));
            break;
        case ValueSourceKind::ClipSet:
            m_source->setText(tr("Clip set"));
            m_clipSet->setText(tr("'%1' of %2").arg(QString::fromStdString(v.clipSetName), QString::fromStdString(v.clipSetPrimPath)));
            clip = true;
            break;
        case ValueSourceKind::None:
            m_source->setText(tr("None"));
            break;
        }
        m_value->setText(v.value ? num(*v.value) : tr("no value"));
        const QString file = QString::fromStdString(v.layerFile);
        m_layer->setText(v.kind == ValueSourceKind::None ? QString() : QFileInfo(file).fileName());
        m_layer->setToolTip(file);
        if (clip) {
            m_clipFile->setText(QString::fromStdString(v.clipAssetPath));
            m_clipFile->setToolTip(QString::fromStdString(v.clipFile));
            m_clipTime->setText(v.clipSpline ? tr("%1 (from the clip's spline)").arg(num(v.clipTime)) : num(v.clipTime));
            if (const ClipSet *set = doc->clipSetOf(*ch)) {
                const ClipTimeMapping::Segment s = ClipTimeMapping(set->times).segmentAt(t);
                switch (s.kind) {
                case ClipTimeMapping::Segment::Kind::Identity:
                    m_mapping->setText(tr("none: clip time = stage time"));
                    break;
                case ClipTimeMapping::Segment::Kind::Before:
                    m_mapping->setText(tr("held before stage %1 at clip %2").arg(num(s.from.stageTime), num(s.from.clipTime)));
                    break;
                case ClipTimeMapping::Segment::Kind::After:
                    m_mapping->setText(tr("held from stage %1 at clip %2").arg(num(s.from.stageTime), num(s.from.clipTime)));
                    break;
                case ClipTimeMapping::Segment::Kind::Between:
                    m_mapping->setText(tr("stage %1 → clip %2 … stage %3 → clip %4")
                                           .arg(num(s.from.stageTime), num(s.from.clipTime), num(s.to.stageTime), num(s.to.clipTime)));
                    break;
                }
            }
        }
    }
    for (QLabel *l : {m_clipSet, m_clipFile, m_clipTime, m_mapping})
        m_form->setRowVisible(l, clip);
}

QString ValueSourceSection::sourceText() const
{
    return m_source->text();
}

QString ValueSourceSection::valueText() const
{
    return m_value->text();
}

QString ValueSourceSection::layerText() const
{
    return m_layer->text();
}

QString ValueSourceSection::clipSetText() const
{
    return m_clipSet->text();
}

QString ValueSourceSection::clipFileText() const
{
    return m_clipFile->text();
}

QString ValueSourceSection::clipTimeText() const
{
    return m_clipTime->text();
}

QString ValueSourceSection::mappingText() const
{
    return m_mapping->text();
}

bool ValueSourceSection::clipRowsShown() const
{
    return m_form->isRowVisible(m_clipFile);
}

} // namespace knotline
