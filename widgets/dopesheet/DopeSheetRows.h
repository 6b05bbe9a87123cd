#pragma once
// DopeSheetRows: what the dope sheet lists — one row per channel and a summary row per
// group of the channel tree (layer and prim of a usda document, node of a .anim file),
// under one summary row for the whole document (Maya's Dope Sheet summary, Blender's
// Summary channel) — and each row's keys as ticks.
//
// Rows follow the channel tree (ChannelTreeModel): the same order, and the children of
// a collapsed group row are left out as the tree leaves them out. The dope sheet lists
// every channel of the tree, not only the ones ChannelFocus gives the curve canvas (an
// overview of the whole document's timing, as Blender's Dope Sheet shows all channels
// while its Graph Editor shows the selected ones). A hidden channel (ChannelDisplay
// visible off) keeps its row, with no ticks, so the rows stay in step with the tree.
//
// Ticks: the keys of a row's channels grouped by exact key time (time codes). A summary
// row's ticks are the union of its channels' key times; a tick stands for every key at its
// time, so selecting it selects them all. View state only: rebuilt from the document and
// the tree whenever either changes.

#include "core/editor/ChannelId.h"
#include "widgets/session/KnotSelection.h"

#include <QString>

#include <cstddef>
#include <functional>
#include <set>
#include <vector>

class QAbstractItemModel;
class QModelIndex;

namespace knotline {

class EditorSession;

struct DopeSheetRow {
    enum class Kind { Document, Group, Channel };
    Kind kind = Kind::Channel;
    QString label;
    int depth = 0;                  ///< indentation level (0: the document summary)
    std::vector<ChannelId> channels; ///< the channel (Channel) or every channel under the row
    bool readOnly = false;          ///< every channel of the row is read-only (clip-driven, sublayer)
    bool hidden = false;            ///< Channel rows: the channel is hidden (no ticks)
};

struct DopeSheetTick {
    double time = 0.0;          ///< time code
    std::vector<KnotRef> keys;  ///< every key of the row's shown channels at `time`
    bool breakdown = false;     ///< every key at `time` is a Maya breakdown
    bool selected = false;      ///< every key at `time` is selected
    bool partlySelected = false; ///< some, not all, are selected (summary rows)
};

/// The rows for `treeModel` (a ChannelTreeModel: its NameColumn labels, ChannelRole and
/// group rows): the document row first (label `documentLabel`, every channel), then the
/// tree depth first; `isExpanded` says whether a group row's children are listed.
std::vector<DopeSheetRow> dopeSheetRows(const EditorSession &session, const QAbstractItemModel &treeModel,
                                        const std::function<bool(const QModelIndex &)> &isExpanded,
                                        const QString &documentLabel);

/// The ticks of `row` in ascending time, selection state from session.selection().
/// Hidden channels contribute no keys.
std::vector<DopeSheetTick> dopeSheetTicks(const EditorSession &session, const DopeSheetRow &row);

/// The keys of `ticks` (all of them) as a set.
std::set<KnotRef> keysOfTicks(const std::vector<const DopeSheetTick *> &ticks);

} // namespace knotline
