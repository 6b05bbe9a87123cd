#pragma once
// The curves a regression inspector "fix all" choice acts on: the curve whose ⚠ marker was
// clicked and every other curve selected in the channel tree (ChannelFocus::
// selectedChannels) that the canvas shows and that can be edited, in the document's row
// order; and the one undo step that applies a fix to all of them.

#include "core/base/Status.h"
#include "core/edit/RegressionFix.h"
#include "core/editor/ChannelId.h"

#include <QString>

#include <vector>

namespace knotline {

class EditorSession;

namespace regression_fix {

/// `clicked` first if editable, then the other selected, shown, editable channels in row
/// order (each once). Empty when none is editable.
std::vector<ChannelId> targets(const EditorSession &session, ChannelId clicked);

/// Applies `fix` (Curve scope) to every channel of `channels` as ONE undo step named
/// `text` (EditGesture); a curve without regressive segments stays as it is. All or
/// nothing: the first failing edit's Status, with every curve left as it was.
Status applyToCurves(EditorSession *session, const std::vector<ChannelId> &channels, const RegressionFix &fix,
                     const QString &text);

} // namespace regression_fix
} // namespace knotline
