#pragma once
// DocumentChange: the undo/redo record of one user gesture over an EditorDocument — an
// ordered list of steps, each of which the document can apply and revert:
// - a curve step: one channel's AnimCurveChange (the edits of that channel's curve);
// - a channel insertion or removal: the channel (with its id and curve) and its row;
// - a timeline step: a timeline document's whole Timeline before and after (a cheap copy:
//   clips are shared), e.g. a placed clip moved, a track added, a clip's channel edited;
// - a clip-set step: one value-clip set's metadata in the root layer, before and after
//   (ClipSetEdit.h).
// A change is made
// by passing it to EditorDocument's edit functions (or through a DocumentEditSession);
// EditorDocument::apply / revert replay it, all or nothing. Copyable: the curves inside
// share their data. This header includes no Qt.

#include "core/animcurve/AnimCurveChange.h"
#include "core/editor/Channel.h"
#include "core/editor/ChannelId.h"
#include "core/timeline/Timeline.h"
#include "core/document/UsdValue.h"

#include <cstddef>
#include <optional>
#include <string>
#include <variant>
#include <vector>

namespace knotline {

class DocumentChange {
public:
    /// Edits of one channel's curve.
    struct CurveStep {
        ChannelId channel;
        AnimCurveChange change;
    };
    /// `channel` (holding its id) was inserted at `row` of the document's channel list.
    struct ChannelInsertion {
        std::size_t row = 0;
        Channel channel;
    };
    /// `channel` (as it was, with its id) was removed from `row`.
    struct ChannelRemoval {
        std::size_t row = 0;
        Channel channel;
    };
    /// A timeline document's timeline went from `before` to `after`
    /// (EditorDocument::setTimeline). Consecutive timeline steps of one change merge into
    /// one (the first's before, the last's after).
    struct TimelineStep {
        Timeline before;
        Timeline after;
    };
    /// The root layer's dictionary of clip set `setName` of prim `primPath` (its entry in
    /// the prim's `clips` metadata) went from `before` to `after`; nullopt = absent. Whole
    /// dictionaries, so that undo restores the authored text's meaning bit for bit.
    struct ClipSetStep {
        std::string primPath;
        std::string setName;
        std::optional<UsdValue> before;
        std::optional<UsdValue> after;
    };
    using Step = std::variant<CurveStep, ChannelInsertion, ChannelRemoval, TimelineStep, ClipSetStep>;

    /// True when no step changed anything (empty curve steps and timeline steps whose
    /// before equals their after do not count).
    bool isEmpty() const;
    /// The steps in the order they were made (apply order; revert runs them backwards).
    /// May contain empty curve steps (an edit that failed or changed nothing); applying
    /// and reverting skip them.
    const std::vector<Step> &steps() const { return m_steps; }
    /// The channels the steps touch, each once, in order of first appearance (timeline
    /// and clip-set steps name no channel).
    std::vector<ChannelId> channels() const;

    /// The change a new edit of `channel`'s curve is recorded into: the channel's curve
    /// step when it is the last step about that channel, else a new curve step (so a curve
    /// step never spans the channel's removal and re-insertion). For EditorDocument.
    AnimCurveChange &curveRecord(ChannelId channel);
    /// Appends a channel insertion or removal step. For EditorDocument.
    void recordInsertion(std::size_t row, Channel channel);
    void recordRemoval(std::size_t row, Channel channel);
    /// Records the timeline going from `before` to `after`: merged into the last step when
    /// that is a timeline step (its before stays, `after` replaces its after), else
    /// appended. For EditorDocument.
    void recordTimeline(const Timeline &before, const Timeline &after);
    /// The timeline as it was before the first timeline step; nullptr when there is none.
    const Timeline *timelineBefore() const;
    /// Appends a clip-set step. For EditorDocument.
    void recordClipSet(ClipSetStep step);

private:
    std::vector<Step> m_steps;
};

/// The channel a step is about; an invalid ChannelId for a timeline or clip-set step.
ChannelId stepChannel(const DocumentChange::Step &step);

} // namespace knotline
