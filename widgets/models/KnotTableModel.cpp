// KnotTableModel: reading (rows, columns, roles, flags) and following the document.
// setData (the edits) is in KnotTableModelEdits.cpp.
#include "widgets/models/KnotTableModel.h"

#include "core/valueclips/ClipTimeMapping.h"

#include "widgets/models/EnumNames.h"
#include "widgets/models/NumberText.h"
#include "widgets/session/EditorSession.h"

#include <QStringList>

#include <algorithm>

namespace knotline {

namespace {

template <typename T>
int indexIn(const std::vector<T> &list, T value)
{
    const auto it = std::find(list.begin(), list.end(), value);
    return it == list.end() ? -1 : int(it - list.begin());
}

QStringList interpolationNames()
{
    QStringList names;
    for (Interpolation i : EnumNames::interpolations())
        names << EnumNames::interpolation(i);
    return names;
}

QStringList tangentTypeNames()
{
    QStringList names;
    for (MayaTangentType t : EnumNames::keyTangentTypes())
        names << EnumNames::tangentType(t);
    return names;
}

} // namespace

KnotTableModel::KnotTableModel(EditorSession *session, QObject *parent)
    : QAbstractTableModel(parent)
    , m_session(session)
{
    connect(m_session, &EditorSession::documentChanged, this, &KnotTableModel::onDocumentChanged);
    connect(m_session, &EditorSession::channelDisplayChanged, this, &KnotTableModel::onDisplayChanged);
    connectDocument();
}

void KnotTableModel::connectDocument()
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = m_session->document();
    connect(m_document, &EditorDocument::knotRowsChanged, this, &KnotTableModel::onKnotRowsChanged);
    connect(m_document, &EditorDocument::channelChanged, this,
            [this](ChannelId channel, double, double) { onChannelChanged(channel); });
}

void KnotTableModel::setChannel(std::optional<ChannelId> channel)
{
    if (channel && !m_session->document()->contains(*channel))
        channel.reset();
    if (channel == m_channel && m_channelDocument == m_session->document())
        return;
    beginResetModel();
    m_channel = channel;
    m_channelDocument = m_session->document();
    m_rows = keyCount();
    m_shown = curve() ? *curve() : AnimCurve();
    endResetModel();
    emit currentChannelChanged(m_channel);
}

const AnimCurve *KnotTableModel::curve() const
{
    return m_session->document()->curveOf(m_channel);
}

int KnotTableModel::keyCount() const
{
    const AnimCurve *c = curve();
    return c ? int(c->numKeys()) : 0;
}

bool KnotTableModel::isEditable() const
{
    if (!curve())
        return false;
    return !m_session->document()->channel(*m_channel).readOnly
        && !m_session->display(*m_channel).locked;
}

KnotTableModel::EditKind KnotTableModel::editKind(int column)
{
    switch (column) {
    case PreValueColumn:
        return EditKind::OptionalNumber;
    case InterpolationColumn:
    case InTypeColumn:
    case OutTypeColumn:
        return EditKind::Choice;
    case TangentsLockedColumn:
    case WeightsLockedColumn:
    case BreakdownColumn:
        return EditKind::Check;
    default:
        return EditKind::Number;
    }
}

void KnotTableModel::onDocumentChanged()
{
    // The new document's rows are those of the session's current channel, whatever order
    // the views receive documentChanged in (a channel chosen for the new document earlier
    // is the session's current one too).
    beginResetModel();
    m_channel.reset();
    m_channelDocument = nullptr;
    m_rows = 0;
    m_shown = AnimCurve();
    connectDocument();
    endResetModel();
    setChannel(m_session->currentChannel());
}

void KnotTableModel::onKnotRowsChanged(ChannelId channel, const KnotRowChange &rows)
{
    if (!m_channel || channel != *m_channel)
        return;
    const int first = int(rows.first);
    const int removed = int(rows.removed);
    const int inserted = int(rows.inserted);
    if (m_rows - removed + inserted != keyCount() || first + removed > m_rows) {
        resetShown(); // not the change announced before: start over
        return;
    }
    // While rows are removed or inserted the views still see the keys as they were (the
    // rows around the change keep their old content until dataChanged says otherwise), as
    // QAbstractItemModel requires: m_shown is the curve before, read through a row map.
    if (removed > inserted) {
        beginRemoveRows({}, first + inserted, first + removed - 1);
        m_mapFrom = first + inserted;
        m_mapShift = removed - inserted;
        m_rows -= removed - inserted;
        endRemoveRows();
    } else if (inserted > removed) {
        beginInsertRows({}, first + removed, first + inserted - 1);
        m_mapFrom = first + removed;
        m_mapShift = -(inserted - removed);
        m_rows += inserted - removed;
        endInsertRows();
    }
    m_shown = *curve();
    m_mapFrom = -1;
    m_mapShift = 0;
    if (inserted > 0)
        emit dataChanged(index(first, 0), index(first + inserted - 1, ColumnCount - 1));
}

void KnotTableModel::resetShown()
{
    beginResetModel();
    m_rows = keyCount();
    m_shown = curve() ? *curve() : AnimCurve();
    m_mapFrom = -1;
    m_mapShift = 0;
    endResetModel();
}

std::optional<std::size_t> KnotTableModel::shownKey(int row) const
{
    int key = row;
    if (m_mapFrom >= 0 && row >= m_mapFrom) {
        if (m_mapShift < 0 && row < m_mapFrom - m_mapShift)
            return std::nullopt; // a row being inserted: shown once the curve is taken
        key = row + m_mapShift;
    }
    if (key < 0 || std::size_t(key) >= m_shown.numKeys())
        return std::nullopt;
    return std::size_t(key);
}

void KnotTableModel::onChannelChanged(ChannelId channel)
{
    if (!m_channel || channel != *m_channel)
        return;
    if (keyCount() != m_rows) // knotRowsChanged came first; a safety net
        resetShown();
}

void KnotTableModel::onDisplayChanged(ChannelId channel)
{
    if (m_channel && channel == *m_channel)
        emitAllDataChanged(); // flags (editability) may have changed
}

void KnotTableModel::emitAllDataChanged()
{
    if (m_rows > 0)
        emit dataChanged(index(0, 0), index(m_rows - 1, ColumnCount - 1));
}

int KnotTableModel::rowCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : m_rows;
}

int KnotTableModel::columnCount(const QModelIndex &parent) const
{
    return parent.isValid() ? 0 : ColumnCount;
}

QVariant KnotTableModel::data(const QModelIndex &index, int role) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return {};
    const std::optional<std::size_t> key = shownKey(index.row());
    if (!key)
        return {}; // a row being inserted
    const int row = int(*key);
    const int column = index.column();
    switch (role) {
    case Qt::DisplayRole:
        return displayData(row, column);
    case Qt::EditRole:
        return editData(row, column);
    case Qt::ToolTipRole: {
        if (jumpSide(row) == JumpSide::Before)
            return tr("OpenUSD resolves a jump between clips with a sample one SafeStep (%1 time codes) before "
                      "it: this row is the value just before the jump, not a key.")
                .arg(clipSafeStep(), 0, 'g', 3);
        // A rounded number cell shows its exact value on hover.
        const QVariant exact = editData(row, column);
        const QVariant shown = displayData(row, column);
        if ((editKind(column) != EditKind::Number && editKind(column) != EditKind::OptionalNumber)
            || !exact.isValid() || shown.toString().isEmpty())
            return {};
        const QString full = formatNumber(exact.toDouble());
        return full != shown.toString() ? QVariant(full) : QVariant();
    }
    case Qt::CheckStateRole:
        return checkData(row, column);
    case Qt::TextAlignmentRole:
        if (editKind(column) == EditKind::Number || editKind(column) == EditKind::OptionalNumber)
            return QVariant::fromValue(Qt::Alignment(Qt::AlignRight | Qt::AlignVCenter));
        return {};
    case ChoicesRole:
        if (column == InterpolationColumn)
            return interpolationNames();
        if (column == InTypeColumn || column == OutTypeColumn)
            return tangentTypeNames();
        return {};
    case EditKindRole:
        return int(editKind(column));
    default:
        return {};
    }
}

KnotTableModel::JumpSide KnotTableModel::jumpSide(int row) const
{
    const EditorDocument *doc = m_session->document();
    if (!m_channel || !doc->contains(*m_channel) || doc->channel(*m_channel).valueSource != ValueSourceKind::ClipSet)
        return JumpSide::None;
    const std::vector<Knot> &knots = m_shown.spline().knots();
    const auto isSafeStep = [&](std::size_t a) { // knots a and a + 1 are one SafeStep apart
        return a + 1 < knots.size() && knots[a + 1].time - knots[a].time <= 1.5 * clipSafeStep();
    };
    const std::size_t i = std::size_t(row);
    if (isSafeStep(i))
        return JumpSide::Before;
    if (i > 0 && isSafeStep(i - 1))
        return JumpSide::After;
    return JumpSide::None;
}

QVariant KnotTableModel::displayData(int row, int column) const
{
    const AnimCurve &c = m_shown;
    const Knot &k = c.spline().knots()[std::size_t(row)];
    const MayaKeyInfo &info = c.keyInfo()[std::size_t(row)];
    const bool bezier = c.spline().curveType() == CurveType::Bezier;
    const JumpSide jump = jumpSide(row);
    if (jump == JumpSide::Before) {
        // The value just before the jump at the next knot's time: not a key of its own.
        const double at = c.spline().knots()[std::size_t(row) + 1].time;
        switch (column) {
        case TimeColumn:
            return tr("just before %1").arg(formatDisplayNumber(at));
        case ValueColumn:
            return formatDisplayNumber(c.keyValue(std::size_t(row)));
        case InterpolationColumn:
            return tr("Jump");
        case InSlopeColumn:
        case InWidthColumn:
        case InTypeColumn:
            break; // the segment before it is an ordinary one
        default:
            return QString();
        }
    }
    if (jump == JumpSide::After && (column == InSlopeColumn || column == InWidthColumn || column == InTypeColumn))
        return QString(); // the jump, not a tangent
    switch (column) {
    case TimeColumn:
        return formatDisplayNumber(k.time);
    case ValueColumn:
        return formatDisplayNumber(c.keyValue(std::size_t(row)));
    case PreValueColumn:
        return k.isDualValued() && !info.stepNextEncoded ? formatDisplayNumber(*k.preValue) : QString();
    case InterpolationColumn:
        return EnumNames::interpolation(k.nextInterp);
    case InTypeColumn:
        return EnumNames::tangentType(info.inType);
    case OutTypeColumn:
        return EnumNames::tangentType(info.outType);
    case InSlopeColumn:
        return formatDisplayNumber(k.pre.slope);
    case OutSlopeColumn:
        return formatDisplayNumber(k.post.slope);
    case InWidthColumn:
        return bezier ? formatDisplayNumber(k.pre.width) : QString();
    case OutWidthColumn:
        return bezier ? formatDisplayNumber(k.post.width) : QString();
    default:
        return {};
    }
}

QVariant KnotTableModel::editData(int row, int column) const
{
    const AnimCurve &c = m_shown;
    const Knot &k = c.spline().knots()[std::size_t(row)];
    const MayaKeyInfo &info = c.keyInfo()[std::size_t(row)];
    switch (column) {
    case TimeColumn:
        return k.time;
    case ValueColumn:
        return c.keyValue(std::size_t(row));
    case PreValueColumn:
        return k.isDualValued() && !info.stepNextEncoded ? QVariant(*k.preValue) : QVariant();
    case InterpolationColumn:
        return indexIn(EnumNames::interpolations(), k.nextInterp);
    case InTypeColumn:
        return indexIn(EnumNames::keyTangentTypes(), info.inType);
    case OutTypeColumn:
        return indexIn(EnumNames::keyTangentTypes(), info.outType);
    case InSlopeColumn:
        return k.pre.slope;
    case OutSlopeColumn:
        return k.post.slope;
    case InWidthColumn:
        return k.pre.width;
    case OutWidthColumn:
        return k.post.width;
    default:
        return {};
    }
}

QVariant KnotTableModel::checkData(int row, int column) const
{
    const MayaKeyInfo &info = m_shown.keyInfo()[std::size_t(row)];
    bool on = false;
    switch (column) {
    case TangentsLockedColumn:
        on = info.tangentsLocked;
        break;
    case WeightsLockedColumn:
        on = info.weightsLocked;
        break;
    case BreakdownColumn:
        on = info.isBreakdown;
        break;
    default:
        return {};
    }
    return on ? Qt::Checked : Qt::Unchecked;
}

QVariant KnotTableModel::headerData(int section, Qt::Orientation orientation, int role) const
{
    if (orientation == Qt::Vertical)
        return QAbstractTableModel::headerData(section, orientation, role);
    if (section < 0 || section >= ColumnCount)
        return {};
    if (role == Qt::DisplayRole) {
        switch (section) {
        case TimeColumn: return tr("Time");
        case ValueColumn: return tr("Value");
        case PreValueColumn: return tr("Pre-value");
        case InterpolationColumn: return tr("Interpolation");
        case InTypeColumn: return tr("In type");
        case InSlopeColumn: return tr("In slope");
        case InWidthColumn: return tr("In width");
        case OutTypeColumn: return tr("Out type");
        case OutSlopeColumn: return tr("Out slope");
        case OutWidthColumn: return tr("Out width");
        case TangentsLockedColumn: return tr("Tangent lock");
        case WeightsLockedColumn: return tr("Weight lock");
        case BreakdownColumn: return tr("Breakdown");
        }
    }
    if (role == Qt::ToolTipRole) {
        switch (section) {
        case TimeColumn: return tr("Key time in time codes");
        case PreValueColumn: return tr("Value from the left of a dual-valued knot; empty for a single value");
        case InterpolationColumn: return tr("Interpolation of the segment after the key");
        case InWidthColumn:
        case OutWidthColumn: return tr("Tangent width in time codes (Bezier curves only)");
        case InSlopeColumn:
        case OutSlopeColumn: return tr("Tangent slope in value units per time code");
        default: return {};
        }
    }
    return {};
}

Qt::ItemFlags KnotTableModel::flags(const QModelIndex &index) const
{
    if (!index.isValid() || !checkIndex(index, CheckIndexOption::IndexIsValid | CheckIndexOption::ParentIsInvalid))
        return Qt::NoItemFlags;
    Qt::ItemFlags f = Qt::ItemIsSelectable | Qt::ItemIsEnabled | Qt::ItemNeverHasChildren;
    if (!isEditable() || index.row() >= keyCount())
        return f;
    const int column = index.column();
    const AnimCurve &c = *curve();
    const bool bezier = c.spline().curveType() == CurveType::Bezier;
    if ((column == InWidthColumn || column == OutWidthColumn) && !bezier)
        return f; // Hermite widths are not authored
    if (column == WeightsLockedColumn && !c.isWeighted())
        return f;
    if (editKind(column) == EditKind::Check)
        return f | Qt::ItemIsUserCheckable;
    return f | Qt::ItemIsEditable;
}

bool KnotTableModel::refuse(const QString &reason)
{
    emit editRefused(reason);
    return false;
}

} // namespace knotline
