#pragma once
// RetimingChartSource: keeps a RetimingChart on what the window has current (issue 15):
// - a timeline document: the current placed clip (PlacementSelection::current), in frames
//   of the document's rate; a hint to pick one when there is none;
// - a usda document: the first clip set (clipSets order, ClipSetReader.h) of the current
//   channel's prim, or, when that prim has none (or no channel is current), of the first
//   prim of the layer stack with clip metadata (primsWithClipMetadata); "no clip set" when
//   the document has none;
// - any other document: nothing to show.
// It follows EditorSession::documentChanged and currentChannelChanged, the placement
// selection and EditorDocument::timelineChanged.

#include <QObject>
#include <QPointer>
#include <QString>

#include <optional>

namespace knotline {

class EditorDocument;
class EditorSession;
class RetimingChart;

class RetimingChartSource : public QObject {
    Q_OBJECT

public:
    /// Both must outlive the source (the chart is usually its parent).
    RetimingChartSource(EditorSession *session, RetimingChart *chart);

    /// Re-reads what is current and shows it.
    void refresh();

private:
    /// Shows the clip set of the current usda prim; false when the document is not usda.
    bool showClipSet();
    /// Shows the current placement of a timeline document; false when it is not one.
    bool showPlacement();
    void connectDocument();

    EditorSession *m_session;
    RetimingChart *m_chart;
    QPointer<EditorDocument> m_document;
};

} // namespace knotline
