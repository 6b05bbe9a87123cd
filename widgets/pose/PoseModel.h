#pragma once
// PoseModel: the pose of a timeline at one time as a table (issue 15's pose view): one row
// per (target, property) that some placed clip of the timeline writes (TimelineIndex::keys,
// sorted by target then property), whether or not it has a value at that time.
//
// Columns: Target, Property, Value, State ("Active", "Held" or "At rest"), Placement (the
// placed clip that wins the key: "track ▸ clip"; in the blended pose the last that applied),
// Written at (timeline seconds: the time itself while active, the placement's end while
// held), Contributions (every placement taking part at this time and its weight, in the
// order they apply: "Body ▸ walk 0.5, Layer ▸ wave +0.25"; spec/timeline.md §1.7,
// core/timeline/PoseContributions.h; "+" marks an additive track, "(held)" a held one,
// and a contribution that changed nothing is in brackets; the raw pose shows no weights,
// only which placement won). A key without a value at the time
// (no placement writing it has started, the winner has a value block there, or a later
// write to its write group hides it: spec/timeline.md §1.4) is "At rest", its value "—"
// and its placement empty.
//
// Evaluation goes through a TimelineCursor (core/timeline/TimelineCursor.h), so playback,
// frame after frame, costs what the sequential path costs; the rows stay (only the Value,
// State, Placement and Written-at columns change, one dataChanged over them) when only
// the time changes. setTimeline rebuilds the index and resets the model.
//
// Roles: Qt::DisplayRole (text), Qt::ToolTipRole, Qt::ForegroundRole (held and at-rest rows
// greyed), StateRole (int, a RowState) on every column, SortRole (double value, or the
// text) for the Value column.

#include "core/timeline/Pose.h"
#include "core/timeline/Timeline.h"
#include "core/timeline/TimelineCursor.h"

#include <QAbstractTableModel>

#include <memory>
#include <optional>
#include <vector>

namespace knotline {

class PoseModel : public QAbstractTableModel {
    Q_OBJECT

public:
    enum Column {
        TargetColumn,
        PropertyColumn,
        ValueColumn,
        StateColumn,
        PlacementColumn,
        WrittenAtColumn,
        ContributionsColumn,
        ColumnCount
    };
    enum Role { StateRole = Qt::UserRole + 1, SortRole };
    enum class RowState { Active, Held, AtRest };

    explicit PoseModel(QObject *parent = nullptr);
    ~PoseModel() override;

    /// Shows `timeline` (copied into a TimelineIndex) at the current time(); nullopt shows
    /// nothing (no rows). Resets the model.
    void setTimeline(const std::optional<Timeline> &timeline);
    bool hasTimeline() const { return m_cursor != nullptr; }
    /// Shows the pose of `timeline` at time(), evaluated directly (evaluateTimeline, O(n)
    /// with no index to build), for a timeline that writes the same keys as the shown one
    /// (an edit that changed no track, placement count, played clip or pose mode). Texts
    /// and contributions then come from `timeline`, which must stay valid until the next
    /// setTimeline or showEdited; setTime needs setTimeline first (the cursor is the old
    /// timeline's). Precondition: hasTimeline().
    void showEdited(const Timeline *timeline);
    /// Whether showEdited was called since the last setTimeline.
    bool isEdited() const { return m_edited != nullptr; }
    /// Evaluates the pose at timeline time `seconds` (any double; NaN: every key at rest)
    /// and emits dataChanged over the changing columns of all rows (nothing without rows).
    void setTime(double seconds);
    double time() const { return m_time; }

    /// The pose last evaluated (empty without a timeline).
    const Pose &pose() const { return m_pose; }
    /// The key of `row` (precondition: row < rowCount()).
    const ChannelKey &key(int row) const;
    /// The pose entry of `row`, or nullptr when the key is at rest.
    const PoseEntry *entry(int row) const;
    RowState state(int row) const;
    /// The row of `key`, or -1 when the timeline does not write it.
    int rowOf(const ChannelKey &key) const;

    int rowCount(const QModelIndex &parent = {}) const override;
    int columnCount(const QModelIndex &parent = {}) const override;
    QVariant data(const QModelIndex &index, int role = Qt::DisplayRole) const override;
    QVariant headerData(int section, Qt::Orientation orientation, int role = Qt::DisplayRole) const override;

    /// "Active", "Held", "At rest", translated.
    static QString stateText(RowState state);

private:
    /// Points each row at its pose entry (a merge of two sorted lists).
    void matchRows();
    QString placementText(const PoseSource &source) const;
    QString placementText(PlacementIndex placement) const;
    /// The Contributions column of `row` (computed when asked: only shown rows).
    QString contributionsText(int row) const;
    QString valueText(int row) const;

    /// The timeline texts and contributions read: m_edited, else the cursor's.
    const Timeline &shownTimeline() const;

    std::unique_ptr<TimelineCursor> m_cursor;
    const Timeline *m_edited = nullptr; ///< showEdited's timeline, until setTimeline
    std::shared_ptr<const std::vector<ChannelKey>> m_keys;
    Pose m_pose;
    std::vector<int> m_entryOfRow; ///< index into m_pose.entries(), -1 at rest
    double m_time = 0.0;
};

} // namespace knotline
