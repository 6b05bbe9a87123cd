#pragma once
// CurveDiffPanel: the buffer curves' diff view (Curve ▸ Buffer Curve ▸ Diff View) — per
// compared curve the largest |difference|, the frame where it is, and the frame ranges where
// the curves differ beyond a tolerance (core/analysis/CurveDiff.h: the spline diff says where
// to look, sampling at every frame and sub-frame says by how much). It compares either each
// shown curve with its buffer (widgets/session/BufferCurves.h) or the two channels selected
// in the channel tree, and recomputes whenever a compared curve, a buffer, the channel
// selection, the mode or the tolerance changes. spans() are what the canvas shades.
//
// Units: times are time codes (frames), differences the curves' value units.

#include "core/analysis/CurveDiff.h"
#include "core/editor/ChannelId.h"

#include <QWidget>

#include <optional>
#include <utility>
#include <vector>

class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QTreeWidget;

namespace knotline {

class BufferCurves;
class EditorSession;

class CurveDiffPanel : public QWidget {
    Q_OBJECT

public:
    enum class Mode {
        AgainstBuffer, ///< each shown curve that has a buffer against its buffer
        TwoCurves,     ///< the two channels selected in the channel tree against each other
    };

    /// One compared pair: `channel` against its buffer, or against `other`.
    struct Row {
        ChannelId channel;
        std::optional<ChannelId> other; ///< TwoCurves: the second channel
        CurveDiffReport report;
    };

    /// Follows `session` and `buffers` (not owned; both must outlive the panel).
    CurveDiffPanel(EditorSession *session, BufferCurves *buffers, QWidget *parent = nullptr);

    Mode mode() const { return m_mode; }
    void setMode(Mode mode);
    /// Differences up to this (value units, >= 0) do not count as a span; default 0.001.
    double tolerance() const;
    void setTolerance(double tolerance);

    /// The compared pairs as last computed, in the document's row order.
    const std::vector<Row> &rows() const { return m_rows; }
    /// Every row's spans, [start, end] in time codes.
    std::vector<std::pair<double, double>> spans() const;
    /// Recomputes now (it otherwise does so itself, coalesced, after each change).
    void recompute();

signals:
    /// The rows (and so spans()) were recomputed.
    void diffChanged();

private:
    void scheduleRecompute();
    std::vector<Row> computeRows() const;
    void showRows();

    EditorSession *m_session;
    BufferCurves *m_buffers;
    Mode m_mode = Mode::AgainstBuffer;
    std::vector<Row> m_rows;
    bool m_scheduled = false;
    QComboBox *m_modeBox;
    QDoubleSpinBox *m_toleranceBox;
    QTreeWidget *m_tree;
    QLabel *m_note;
};

} // namespace knotline
