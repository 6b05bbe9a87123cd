#include "widgets/canvas/CurveEmphasis.h"

#include "widgets/canvas/CanvasContext.h"
#include "widgets/session/EditorSession.h"

#include <algorithm>

namespace knotline::emphasis {

double alphaOf(const CanvasContext &context, ChannelId channel)
{
    const EditorSession &session = *context.session;
    const ChannelDisplay &d = session.display(channel);
    double alpha = 1.0;
    if (d.locked || (session.document()->contains(channel) && session.document()->channel(channel).readOnly))
        alpha *= kLockedAlpha;
    if (!context.dimOthers || session.currentChannel() == channel)
        return alpha;
    const auto &selected = session.selection()->knots();
    const auto it = selected.lower_bound(KnotRef{channel, 0});
    const bool active = it != selected.end() && it->channel == channel;
    return alpha * (active ? kActiveAlpha : kDimmedAlpha);
}

QColor colourOf(const CanvasContext &context, ChannelId channel)
{
    QColor c = context.session->display(channel).color;
    c.setAlphaF(static_cast<float>(c.alphaF() * alphaOf(context, channel)));
    return c;
}

std::vector<ChannelId> paintOrder(const CanvasContext &context, std::vector<ChannelId> channels)
{
    const std::optional<ChannelId> current = context.session->currentChannel();
    if (!current)
        return channels;
    const auto it = std::find(channels.begin(), channels.end(), *current);
    if (it != channels.end())
        std::rotate(it, it + 1, channels.end());
    return channels;
}

} // namespace knotline::emphasis
