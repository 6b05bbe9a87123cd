#pragma once
// KnotTableModel: a table adapter over the knots of one channel of the session's document
// (the "current channel"). One row per key, in time order (row = AnimCurveFn key index);
// the columns are listed in Column. Reads go to a copy of the channel's curve taken when
// the document announced its last change (AnimCurve shares its data, so the copy is
// cheap), every write goes through
// EditorSession::applyEdit (one undo step each, named after the column, e.g.
// "Set Knot Time"). A write the editing API refuses (a time that would reorder keys,
// a non-finite or unreadable number, a number beyond ±kMaxEditMagnitude = 1e15 (what
// cannot be drawn; NumberText.h), a read-only or locked channel …) changes nothing: setData returns
// false and editRefused() says why.
//
// Roles:
// - DisplayRole: text (numbers in the user's locale rounded to kDisplayDecimals decimals,
//   trailing zeros trimmed — formatDisplayNumber — as Maya's and Blender's graph editors
//   show them; enum names); empty where a column does not apply (pre-value of a
//   single-valued knot, widths of a Hermite curve).
// - EditRole: numbers as double at full precision (pre-value: invalid QVariant when
//   single-valued); enum columns as the row in ChoicesRole's list. The delegate's editor
//   starts from the full-precision text (formatNumber), and a typed number is stored
//   exactly as parsed.
// - ToolTipRole (number cells): the full-precision text when the display rounds it.
// - CheckStateRole: the lock and breakdown columns.
// - ChoicesRole (enum columns): QStringList of the names an editor offers.
// - EditKindRole: int, the EditKind of the column (what editor the delegate makes).
//
// Units: times in time codes, values in value units, slopes in value units per time
// code, widths in time codes (Ts tangent widths; Bezier only).
//
// Updates: EditorDocument::knotRowsChanged of the current channel inserts or removes the
// rows of keys added or deleted and emits dataChanged for the replaced rows only (a key
// moved, a tangent edited), so the view keeps its scroll position and current cell;
// documentChanged
// resets the model with no current channel (unless a channel of the new document was
// already chosen by an earlier receiver of documentChanged, e.g. the channel tree);
// EditorSession::channelDisplayChanged (lock) refreshes the flags.

#include "core/editor/EditorDocument.h"

#include <QAbstractTableModel>
#include <QPointer>

#include <cstddef>
#include <optional>

namespace knotline {

class EditorSession;

class KnotTableModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        TimeColumn,           ///< key time (AnimCurveFn::setTime; refused if it reorders keys)
        ValueColumn,          ///< the key's value (Maya value; step-next keys: their own value)
        PreValueColumn,       ///< Ts pre-value of a dual-valued knot; empty = single-valued
        InterpolationColumn,  ///< interpolation of the segment after the knot (Ts)
        InTypeColumn,         ///< Maya in-tangent type
        InSlopeColumn,        ///< Ts pre-tangent slope
        InWidthColumn,        ///< Ts pre-tangent width (Bezier only)
        OutTypeColumn,        ///< Maya out-tangent type
        OutSlopeColumn,       ///< Ts post-tangent slope
        OutWidthColumn,       ///< Ts post-tangent width (Bezier only)
        TangentsLockedColumn, ///< in and out tangents move together
        WeightsLockedColumn,  ///< in and out weights move together (weighted curves only)
        BreakdownColumn,      ///< Maya breakdown flag
        ColumnCount
    };

    enum Role {
        ChoicesRole = Qt::UserRole + 1,
        EditKindRole,
    };

    /// What kind of editor a column needs.
    enum class EditKind {
        Number,         ///< a finite number
        OptionalNumber, ///< a finite number or empty (pre-value)
        Choice,         ///< one of ChoicesRole
        Check,          ///< a check box (CheckStateRole)
    };

    /// Precondition: `session` outlives the model or is its parent chain's owner.
    explicit KnotTableModel(EditorSession *session, QObject *parent = nullptr);

    EditorSession *session() const { return m_session; }

    /// The channel whose keys are shown; nullopt = none (empty table).
    std::optional<ChannelId> channel() const { return m_channel; }
    /// Shows channel `channel` (nullopt or an index out of range: none). Resets the model
    /// and emits currentChannelChanged when it differs.
    void setChannel(std::optional<ChannelId> channel);

    /// The EditKind of a column (Column value).
    static EditKind editKind(int column);
    /// True when edits of the current channel are allowed (a channel is shown, it is not
    /// read-only and not locked).
    bool isEditable() const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation,
                        int role = Qt::DisplayRole) const override;
    Qt::ItemFlags flags(const QModelIndex &index) const override;
    /// EditRole (numbers as double or text, enum columns as choice row) or CheckStateRole.
    /// One applyEdit per call; false (and editRefused) when refused.
    bool setData(const QModelIndex &index, const QVariant &value, int role = Qt::EditRole) override;

signals:
    /// The current channel changed (setChannel, or a new document: nullopt).
    void currentChannelChanged(std::optional<ChannelId> channel);
    /// An edit was refused; `reason` is a sentence for the user (the edit changed nothing).
    void editRefused(const QString &reason);

private:
    const AnimCurve *curve() const;
    int keyCount() const;
    void connectDocument();
    void onDocumentChanged();
    void onKnotRowsChanged(ChannelId channel, const KnotRowChange &rows);
    void resetShown();
    /// The key of m_shown a row shows (nullopt: a row being inserted).
    std::optional<std::size_t> shownKey(int row) const;
    void onChannelChanged(ChannelId channel);
    void onDisplayChanged(ChannelId channel);
    void emitAllDataChanged();
    QVariant displayData(int row, int column) const;
    QVariant editData(int row, int column) const;
    QVariant checkData(int row, int column) const;
    bool refuse(const QString &reason);
    /// A clip-driven channel's jump (ClipResolvedSpline.h): OpenUSD resolves it with a
    /// sample one SafeStep before the jump time, so the curve has two knots there. The
    /// first (Before) is shown as the value just before the jump, the second (After) as the
    /// jump's key; neither shows the tangents the two make (slopes of about 1e9).
    enum class JumpSide { None, Before, After };
    JumpSide jumpSide(int row) const;

    EditorSession *m_session;
    QPointer<EditorDocument> m_document; ///< the document the signals are connected to
    std::optional<ChannelId> m_channel;
    QPointer<EditorDocument> m_channelDocument; ///< the document m_channel was chosen in
    int m_rows = 0; ///< row count last announced to views (the key count at that time)
    /// The curve the rows show: the current channel's as last announced to views (reads
    /// go here, so views never see a change before it is announced).
    AnimCurve m_shown;
    int m_mapFrom = -1; ///< while rows are removed (shift > 0) / inserted (shift < 0): the
    int m_mapShift = 0; ///< first row of the change, and how rows after it map to m_shown
};

} // namespace knotline
