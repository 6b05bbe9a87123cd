#include "widgets/pose/PoseModel.h"

#include "widgets/models/NumberText.h"

#include "core/timeline/EvaluateTimeline.h"
#include "core/timeline/PoseContributions.h"

#include <QBrush>
#include <QPalette>

#include <algorithm>
#include <cmath>
#include <functional>

namespace knotline {

namespace {
QString secondsText(double seconds)
{
    return PoseModel::tr("%1 s").arg(formatDisplayNumber(seconds));
}
} // namespace

PoseModel::PoseModel(QObject *parent)
    : QAbstractTableModel(parent)
{
}

PoseModel::~PoseModel() = default;

void PoseModel::setTimeline(const std::optional<Timeline> &timeline)
{
    beginResetModel();
    m_edited = nullptr;
    if (timeline) {
        m_cursor = std::make_unique<TimelineCursor>(*timeline);
        m_keys = m_cursor->index().keys();
        m_cursor->evaluate(m_time, m_pose);
    } else {
        m_cursor.reset();
        m_keys.reset();
        m_pose = Pose();
    }
    matchRows();
    endResetModel();
}

void PoseModel::showEdited(const Timeline *timeline)
{
    m_edited = timeline;
    m_pose = evaluateTimeline(*timeline, m_time);
    matchRows();
    if (rowCount() > 0)
        emit dataChanged(index(0, 0), index(rowCount() - 1, columnCount() - 1));
}

const Timeline &PoseModel::shownTimeline() const
{
    return m_edited ? *m_edited : m_cursor->index().timeline();
}

void PoseModel::setTime(double seconds)
{
    m_time = seconds;
    if (!m_cursor)
        return;
    m_cursor->evaluate(seconds, m_pose);
    matchRows();
    if (rowCount() > 0)
        emit dataChanged(index(0, ValueColumn), index(rowCount() - 1, ContributionsColumn));
}

void PoseModel::matchRows()
{
    const std::size_t rows = m_keys ? m_keys->size() : 0;
    m_entryOfRow.assign(rows, -1);
    const std::vector<PoseEntry> &entries = m_pose.entries();
    const ChannelKey *first = rows > 0 ? m_keys->data() : nullptr;
    for (std::size_t i = 0; i < entries.size(); ++i) {
        // The cursor's entries point into the index's key table, which is our row list;
        // other poses (showEdited's) into their own: looked up. (std::less orders any two
        // pointers; subtracting ones into different arrays would be undefined.)
        const ChannelKey *key = entries[i].keyPointer;
        const bool inTable = first && !std::less<const ChannelKey *>()(key, first)
                             && std::less<const ChannelKey *>()(key, first + rows);
        const std::ptrdiff_t row = inTable ? key - first : rowOf(*key);
        if (row >= 0)
            m_entryOfRow[std::size_t(row)] = int(i);
    }
}

const ChannelKey &PoseModel::key(int row) const
{
    return (*m_keys)[std::size_t(row)];
}

const PoseEntry *PoseModel::entry(int row) const
{
    if (row < 0 || std::size_t(row) >= m_entryOfRow.size() || m_entryOfRow[std::size_t(row)] < 0)
        return nullptr;
    return &m_pose.entries()[std::size_t(m_entryOfRow[std::size_t(row)])];
}

PoseModel::RowState PoseModel::state(int row) const
{
    const PoseEntry *e = entry(row);
    if (!e)
        return RowState::AtRest;
    return e->source.state == PoseState::Active ? RowState::Active : RowState::Held;
}

int PoseModel::rowOf(const ChannelKey &key) const
{
    if (!m_keys)
        return -1;
    const auto it = std::lower_bound(m_keys->begin(), m_keys->end(), key);
    return it != m_keys->end() && *it == key ? int(it - m_keys->begin()) : -1;
}

int PoseModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() || !m_keys ? 0 : int(m_keys->size());
}

int PoseModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QString PoseModel::stateText(RowState state)
{
    switch (state) {
    case RowState::Active:
        return tr("Active");
    case RowState::Held:
        return tr("Held");
    case RowState::AtRest:
        break;
    }
    return tr("At rest");
}

QString PoseModel::placementText(const PoseSource &source) const
{
    return placementText(source.placement);
}

QString PoseModel::placementText(PlacementIndex placement) const
{
    const Timeline &timeline = shownTimeline();
    const Track &track = timeline.track(placement.track);
    const QString trackName = track.name.isEmpty() ? tr("Track %1").arg(placement.track + 1) : track.name;
    const PlacedClip &placed = timeline.placedClip(placement);
    return tr("%1 ▸ %2").arg(trackName, placed.clip->label());
}

QString PoseModel::contributionsText(int row) const
{
    if (!m_cursor)
        return {};
    const Timeline &timeline = shownTimeline();
    const bool blended = timeline.poseMode() == TimelinePoseMode::Blended;
    const std::vector<PoseContribution> all = poseContributions(timeline, key(row), m_time);
    QStringList parts;
    for (const PoseContribution &c : all) {
        // The raw pose has no weights: the winner applies whole.
        QString text = placementText(c.placement);
        if (blended)
            text += QLatin1Char(' ') + (c.additive ? QStringLiteral("+") : QString()) + formatDisplayNumber(c.weight);
        if (c.state == PoseState::Held)
            text += QLatin1Char(' ') + tr("(held)");
        parts << (c.applied ? text : QStringLiteral("[%1]").arg(text));
    }
    return parts.join(QStringLiteral(", "));
}

QString PoseModel::valueText(int row) const
{
    const PoseEntry *e = entry(row);
    if (!e)
        return QStringLiteral("—");
    if (const double *d = std::get_if<double>(&e->value))
        return formatDisplayNumber(*d);
    if (const bool *b = std::get_if<bool>(&e->value))
        return *b ? tr("true") : tr("false");
    return std::get<QString>(e->value);
}

QVariant PoseModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || index.row() >= rowCount() || index.column() >= ColumnCount)
        return {};
    const int row = index.row();
    const RowState rowState = state(row);
    const PoseEntry *e = entry(row);
    switch (role) {
    case StateRole:
        return int(rowState);
    case Qt::ForegroundRole:
        if (rowState == RowState::Active || index.column() <= PropertyColumn)
            return {};
        return QBrush(QPalette().color(QPalette::Disabled, QPalette::Text));
    case SortRole:
        if (index.column() == ValueColumn && e) {
            if (const double *d = std::get_if<double>(&e->value))
                return *d;
        }
        return data(index, Qt::DisplayRole);
    case Qt::ToolTipRole:
        if (index.column() == StateColumn) {
            switch (rowState) {
            case RowState::Active:
                return tr("The winning placed clip plays at this time");
            case RowState::Held:
                return tr("The winning placed clip has ended and holds its last value");
            case RowState::AtRest:
                return tr("No value: no placed clip writing this key has started, or the winner has no value "
                          "here");
            }
        }
        return data(index, Qt::DisplayRole);
    case Qt::DisplayRole:
        switch (index.column()) {
        case TargetColumn:
            return key(row).target;
        case PropertyColumn:
            return key(row).property;
        case ValueColumn:
            return valueText(row);
        case StateColumn:
            return stateText(rowState);
        case PlacementColumn:
            return e ? placementText(e->source) : QString();
        case WrittenAtColumn:
            return e ? secondsText(e->source.writtenAt) : QString();
        case ContributionsColumn:
            return contributionsText(row);
        default:
            return {};
        }
    default:
        return {};
    }
}

QVariant PoseModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation != Qt::Horizontal || role != Qt::DisplayRole)
        return QAbstractTableModel::headerData(section, orientation, role);
    switch (section) {
    case TargetColumn:
        return tr("Target");
    case PropertyColumn:
        return tr("Property");
    case ValueColumn:
        return tr("Value");
    case StateColumn:
        return tr("State");
    case PlacementColumn:
        return tr("Placed clip");
    case WrittenAtColumn:
        return tr("Written at");
    case ContributionsColumn:
        return tr("Contributions");
    default:
        return {};
    }
}

} // namespace knotline
