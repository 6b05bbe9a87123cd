#include "widgets/charts/RetimingChartSource.h"

#include "core/document/Document.h"
#include "core/timeline/Timeline.h"
#include "core/valueclips/ClipSetReader.h"
#include "widgets/charts/RetimingChart.h"
#include "widgets/session/EditorSession.h"
#include "widgets/session/PlacementSelection.h"

namespace knotline {

namespace {
/// "/Prim" of a usda channel path "/Prim.attr" (the path itself when it has no '.').
std::string primOf(const std::string &channelPath)
{
    const std::size_t dot = channelPath.rfind('.');
    return dot == std::string::npos ? channelPath : channelPath.substr(0, dot);
}
} // namespace

RetimingChartSource::RetimingChartSource(EditorSession *session, RetimingChart *chart)
    : QObject(chart)
    , m_session(session)
    , m_chart(chart)
{
    connect(m_session, &EditorSession::documentChanged, this, [this] {
        connectDocument();
        refresh();
    });
    connect(m_session, &EditorSession::currentChannelChanged, this, &RetimingChartSource::refresh);
    connect(m_session->placementSelection(), &PlacementSelection::changed, this, &RetimingChartSource::refresh);
    connectDocument();
    refresh();
}

void RetimingChartSource::connectDocument()
{
    if (m_document)
        disconnect(m_document, nullptr, this, nullptr);
    m_document = m_session->document();
    connect(m_document, &EditorDocument::timelineChanged, this, &RetimingChartSource::refresh);
    connect(m_document, &EditorDocument::clipSetsChanged, this, &RetimingChartSource::refresh); // Edit Clip Set…
}

void RetimingChartSource::refresh()
{
    if (!showPlacement() && !showClipSet())
        m_chart->showNothing(tr("Retiming: no placed clip or clip set"));
}

bool RetimingChartSource::showPlacement()
{
    const EditorDocument *doc = m_session->document();
    const Timeline *timeline = doc->timeline();
    if (!timeline)
        return false;
    const std::optional<PlacementIndex> current = m_session->placementSelection()->current();
    if (!current || !hasPlacement(*timeline, *current)) {
        m_chart->showNothing(tr("Retiming: select a placed clip in the timeline"));
        return true;
    }
    const Track &track = timeline->track(current->track);
    const PlacedClip &placed = timeline->placedClip(*current);
    const QString trackName = track.name.isEmpty() ? tr("track %1").arg(current->track + 1) : track.name;
    m_chart->showPlacement(placed, tr("%1 on %2 (placed clip %3)").arg(placed.clip->label(), trackName).arg(current->clip + 1),
                           doc->timeCodesPerSecond());
    return true;
}

bool RetimingChartSource::showClipSet()
{
    const EditorDocument *doc = m_session->document();
    const Document *layers = doc->usdDocument();
    if (!layers)
        return false;
    std::vector<std::string> prims;
    if (const std::optional<ChannelId> channel = m_session->currentChannel(); channel && doc->contains(*channel))
        prims.push_back(primOf(doc->channel(*channel).path));
    for (const std::string &prim : primsWithClipMetadata(*layers))
        prims.push_back(prim);
    for (const std::string &prim : prims) {
        const std::vector<ClipSet> sets = readClipSets(*layers, prim);
        if (sets.empty())
            continue;
        QString name = tr("clip set '%1' of %2").arg(QString::fromStdString(sets.front().name), QString::fromStdString(prim));
        if (sets.size() > 1)
            name += tr(" (1 of %1)").arg(sets.size());
        m_chart->showClipSet(sets.front(), name);
        return true;
    }
    m_chart->showNothing(tr("Retiming: the document has no clip set"));
    return true;
}

} // namespace knotline
