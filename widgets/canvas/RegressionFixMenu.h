#pragma once
// RegressionFixMenu: the one-click fixes offered on a regressive segment's ⚠ marker —
// one action per anti-regression strategy for that segment (Contain, Keep Ratio, Keep
// Start; core/edit/SegmentDeregression.h fixRegressiveSegment) and one that fixes every
// regressive segment with Keep Ratio of the channel and of the other curves selected in
// the channel tree (RegressionFixTargets.h: all of them one undo step). Each
// action is one undo step (EditorSession::applyEdit through AnimCurveFn::editSpline).
// The menu deletes itself when closed.

#include "core/editor/ChannelId.h"
#include <QMenu>

#include <cstddef>

namespace knotline {

class EditorSession;

class RegressionFixMenu : public QMenu {
    Q_OBJECT

public:
    /// Object name of every such menu (tests find the open one by it).
    static constexpr const char *kObjectName = "regressionFixMenu";

    RegressionFixMenu(EditorSession *session, ChannelId channel, std::size_t segmentStart, QWidget *parent);

    /// Text of the canvas tooltip for a regressive segment from `t0` to `t1` (time codes).
    static QString problemText(double t0, double t1);
};

} // namespace knotline
