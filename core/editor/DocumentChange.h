#pragma once
// DocumentChange: the undo/redo record of one user gesture over an EditorDocument — an
// ordered list of steps, each of which the document can apply and revert:
// - a curve step: one channel's AnimCurveChange (the edits of that channel's curve);
// - a channel insertion or removal: the channel (with its id and curve) and its row;
// - a clip-set step: one value-clip set's metadata in the root layer, before and after
//   (ClipSetEdit.h).
// (The timeline will add its own steps: placed clips, tracks.) A change is made
// by passing it to EditorDocument's edit functions (or through a DocumentEditSession);
// EditorDocument::apply / revert replay it, all or nothing. Copyable: the curves inside
// share their data. This header includes no Qt.

#include "core/animcurve/AnimCurveChange.h"
#include "core/editor/Channel.h"
#include "core/editor/ChannelId.h"
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
    /// The root layer's dictionary of clip set `setName` of prim `primPath` (its entry in
    /// the prim's `clips` metadata) went from `before` to `after`; nullopt = absent. Whole
    /// dictionaries, so that undo restores the authored text's meaning bit for bit.
    struct ClipSetStep {
        std::string primPath;
        std::string setName;
        std::optional<UsdValue> before;
        std::optional<UsdValue> after;
    };
    using Step = std::variant<CurveStep, ChannelInsertion, ChannelRemoval, ClipSetStep>;

    /// True when no step changed anything (empty curve steps do not count).
    bool isEmpty() const;
    /// The steps in the order they were made (apply order; revert runs them backwards).
    /// May contain empty curve steps (an edit that failed or changed nothing); applying
    /// and reverting skip them.
    const std::vector<Step> &steps() const { return m_steps; }
    /// The channels the steps touch, each once, in order of first appearance (clip-set
    /// steps touch none by themselves).
    std::vector<ChannelId> channels() const;

    /// The change a new edit of `channel`'s curve is recorded into: the channel's curve
    /// step when it is the last step about that channel, else a new curve step (so a curve
    /// step never spans the channel's removal and re-insertion). For EditorDocument.
    AnimCurveChange &curveRecord(ChannelId channel);
    /// Appends a channel insertion or removal step. For EditorDocument.
    void recordInsertion(std::size_t row, Channel channel);
    void recordRemoval(std::size_t row, Channel channel);
    /// Appends a clip-set step. For EditorDocument.
    void recordClipSet(ClipSetStep step);

private:
    std::vector<Step> m_steps;
};

/// The channel a step is about; the invalid id for a clip-set step.
ChannelId stepChannel(const DocumentChange::Step &step);

} // namespace knotline
