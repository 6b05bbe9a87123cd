#include "app/edits/SampleConversion.h"

#include <QCoreApplication>

#include <set>

namespace knotline {

std::vector<ChannelId> timeSampleTargets(const EditorSession &session)
{
    const EditorDocument *doc = session.document();
    std::set<ChannelId> chosen;
    for (const KnotRef &k : session.selection()->knots())
        chosen.insert(k.channel);
    if (chosen.empty() && session.currentChannel())
        chosen.insert(*session.currentChannel());
    std::vector<ChannelId> out;
    for (ChannelId id : doc->channelIds())
        if (chosen.count(id) && doc->channel(id).valueSource == ValueSourceKind::TimeSamples)
            out.push_back(id);
    return out;
}

Status convertTimeSamplesToSplines(EditorSession &session, std::vector<ChannelId> *converted)
{
    const std::vector<ChannelId> targets = timeSampleTargets(session);
    if (targets.empty())
        return Status::error("select a channel that shows time samples");
    EditorDocument *doc = session.document();
    DocumentChange change;
    for (ChannelId id : targets) {
        if (Status st = doc->convertTimeSamplesToSpline(id, &change); !st) {
            (void)doc->revert(change); // all or nothing
            return st.withContext(doc->channel(id).path);
        }
    }
    session.pushChange(std::move(change), QCoreApplication::translate("SampleConversion", "Convert Time Samples to Spline"));
    session.setCurrentChannel(targets.front());
    if (converted)
        *converted = targets;
    return Status::ok();
}

} // namespace knotline
