#include "widgets/canvas/RegressionFixTargets.h"

#include "widgets/session/ChannelFocus.h"
#include "widgets/session/EditorSession.h"

namespace knotline::regression_fix {

std::vector<ChannelId> targets(const EditorSession &session, ChannelId clicked)
{
    std::vector<ChannelId> out;
    if (session.isChannelEditable(clicked))
        out.push_back(clicked);
    const ChannelFocus &focus = *session.channelFocus();
    for (ChannelId id : session.document()->channelIds())
        if (id != clicked && focus.selectedChannels().count(id) && focus.shows(id) && session.isChannelEditable(id))
            out.push_back(id);
    return out;
}

Status applyToCurves(EditorSession *session, const std::vector<ChannelId> &channels, const RegressionFix &fix,
                     const QString &text)
{
    EditGesture gesture(session, text);
    for (ChannelId id : channels)
        if (Status st = gesture.edit(id, [&fix](AnimCurveFn &fn) { return applyRegressionFix(fn, fix); }); !st) {
            gesture.cancel();
            return st;
        }
    gesture.commit();
    return Status::ok();
}

} // namespace knotline::regression_fix
