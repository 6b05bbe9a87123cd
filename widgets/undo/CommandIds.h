#pragma once
// Every QUndoCommand id used by the editor, in one place (QUndoCommand::id()).
// Commands with id -1 never merge.

namespace knotline {

enum class CommandId : int {
    /// Never merges. DocumentChangeCommand uses it: a drag is recorded into one change while it
    /// happens and pushed once on release, so there is nothing to merge.
    None = -1,
};

} // namespace knotline
