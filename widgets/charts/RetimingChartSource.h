#pragma once
// RetimingChartSource: keeps a RetimingChart on what the window has current (issue 15):
// - a usda document: the first clip set (clipSets order, ClipSetReader.h) of the current
//   channel's prim, or, when that prim has none (or no channel is current), of the first
//   prim of the layer stack with clip metadata (primsWithClipMetadata); "no clip set" when
//   the document has none;
// - any other document: nothing to show.
// It follows EditorSession::documentChanged and currentChannelChanged.

#include <QObject>
#include <QString>

#include <optional>

namespace knotline {

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

    EditorSession *m_session;
    RetimingChart *m_chart;
};

} // namespace knotline
