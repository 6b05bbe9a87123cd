#include "widgets/models/SplineFeatureNotes.h"

#include "core/spline/Regression.h"
#include "core/spline/Spline.h"
#include "widgets/models/EnumNames.h"

namespace knotline {

namespace {

QString frame(double t)
{
    return QString::number(t, 'g', 8);
}

/// "frames 8, 14 and 24" style lists: the first kListed, then "and N more".
QString listed(const QStringList &items)
{
    const int shown = std::min<int>(int(items.size()), SplineFeatureNotes::kListed);
    QString out = items.mid(0, shown).join(QStringLiteral(", "));
    if (items.size() > shown)
        out = SplineFeatureNotes::tr("%1 and %n more", nullptr, int(items.size() - shown)).arg(out);
    return out;
}

QString extrapolationNote(const Extrapolation &e, bool pre)
{
    QString mode = EnumNames::extrapolationMode(e.mode);
    if (e.mode == ExtrapolationMode::Sloped)
        mode = SplineFeatureNotes::tr("%1 (slope %2 per frame)").arg(mode, QString::number(e.slope, 'g', 6));
    if (e.isLooping() && e.loopBoundary)
        mode = pre ? SplineFeatureNotes::tr("%1 of the keys up to frame %2 (loop boundary)").arg(mode, frame(*e.loopBoundary))
                   : SplineFeatureNotes::tr("%1 of the keys from frame %2 on (loop boundary)").arg(mode, frame(*e.loopBoundary));
    return pre ? SplineFeatureNotes::tr("Before the first key: %1").arg(mode)
               : SplineFeatureNotes::tr("After the last key: %1").arg(mode);
}

} // namespace

QStringList SplineFeatureNotes::of(const Spline &spline)
{
    const std::vector<Knot> &knots = spline.knots();
    QStringList notes;
    notes << tr("%n key(s), %1", nullptr, int(knots.size()))
                 .arg(spline.curveType() == CurveType::Bezier ? tr("Bezier") : tr("Hermite"));
    if (spline.hasInnerLoops()) {
        const LoopParams &loop = spline.innerLoopParams();
        notes << tr("Inner loop: frames %1 to %2, played %3 more before and %4 more after itself, each copy offset by %5")
                     .arg(frame(loop.protoStart), frame(loop.protoEnd))
                     .arg(loop.numPreLoops)
                     .arg(loop.numPostLoops)
                     .arg(QString::number(loop.valueOffset, 'g', 6));
    }
    if (!knots.empty()) {
        if (spline.preExtrapolation().mode != ExtrapolationMode::Held)
            notes << extrapolationNote(spline.preExtrapolation(), true);
        if (spline.postExtrapolation().mode != ExtrapolationMode::Held)
            notes << extrapolationNote(spline.postExtrapolation(), false);
    }
    QStringList dual, blocks;
    for (std::size_t i = 0; i < knots.size(); ++i) {
        const Knot &k = knots[i];
        if (k.isDualValued())
            dual << tr("frame %1 (from %2 to %3)")
                        .arg(frame(k.time), QString::number(*k.preValue, 'g', 6), QString::number(k.value, 'g', 6));
        if (k.nextInterp == Interpolation::ValueBlock && i + 1 < knots.size())
            blocks << tr("frames %1 to %2").arg(frame(k.time), frame(knots[i + 1].time));
    }
    if (!dual.isEmpty())
        notes << tr("Dual-valued key(s), jumping at %1", nullptr, int(dual.size())).arg(listed(dual));
    if (!blocks.isEmpty())
        notes << tr("No value (value block): %1").arg(listed(blocks));
    QStringList regressive;
    for (std::size_t s : regressiveSegments(spline))
        if (s + 1 < knots.size())
            regressive << tr("frames %1 to %2").arg(frame(knots[s].time), frame(knots[s + 1].time));
    if (!regressive.isEmpty())
        notes << tr("Regressive segment(s), the curve running backwards in time: %1", nullptr, int(regressive.size()))
                     .arg(listed(regressive));
    return notes;
}

} // namespace knotline
