#pragma once
// SplineFeatureNotes: what a curve shows off, in an animator's words, for the channel
// tree's tooltips (issue 37 item 11): its keys and curve type, its extrapolation where it is
// not held, an inner loop, loop boundaries, dual-valued knots, value blocks and regressive
// segments, each with the frames it is at. Read from the spline alone, so every document's
// curves get them, the sample scene's included.

#include <QCoreApplication>
#include <QStringList>

namespace knotline {

class Spline;

class SplineFeatureNotes {
    Q_DECLARE_TR_FUNCTIONS(SplineFeatureNotes)

public:
    /// One translated line per feature `spline` has, most telling first; times are time
    /// codes ("frame 24"), at most kListed of each kind named and the rest counted. The
    /// first line is always the key count and curve type ("8 keys, Bezier").
    static QStringList of(const Spline &spline);

    static constexpr int kListed = 3;
};

} // namespace knotline
