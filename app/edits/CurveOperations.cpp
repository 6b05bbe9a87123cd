#include "app/edits/CurveOperations.h"

#include "app/edits/SessionEdits.h"
#include "core/spline/Regression.h"
#include "core/spline/Spline.h"

#include <QCoreApplication>

#include <set>

namespace knotline {

namespace {

const Extrapolation &extrapolationOf(const Spline &s, CurveEnd end)
{
    return end == CurveEnd::Pre ? s.preExtrapolation() : s.postExtrapolation();
}

Status setExtrapolationOf(Spline &s, CurveEnd end, const Extrapolation &e)
{
    return end == CurveEnd::Pre ? s.setPreExtrapolation(e) : s.setPostExtrapolation(e);
}

/// The curve's slope at its end, facing outwards: the first knot's slope from the right,
/// the last knot's from the left.
double endSlope(const Spline &s, CurveEnd end)
{
    if (s.isEmpty())
        return 0.0;
    if (end == CurveEnd::Pre)
        return s.evalDerivative(s.knots().front().time, Side::Post).value_or(0.0);
    return s.evalDerivative(s.knots().back().time, Side::Pre).value_or(0.0);
}

} // namespace

Status setExtrapolationMode(EditorSession &session, CurveEnd end, ExtrapolationMode mode)
{
    const QString text = end == CurveEnd::Pre
        ? QCoreApplication::translate("CurveOperations", "Set Pre-Extrapolation")
        : QCoreApplication::translate("CurveOperations", "Set Post-Extrapolation");
    return editChannels(session, targetChannels(session), text, [&](ChannelId, AnimCurveFn &fn) {
        return fn.editSpline([&](Spline &s) {
            Extrapolation e = extrapolationOf(s, end);
            e.mode = mode;
            if (mode == ExtrapolationMode::Sloped)
                e.slope = endSlope(s, end);
            if (!e.isLooping())
                e.loopBoundary.reset();
            return setExtrapolationOf(s, end, e);
        });
    });
}

Status setLoopBoundary(EditorSession &session, CurveEnd end, std::optional<double> time)
{
    const QString text = time ? QCoreApplication::translate("CurveOperations", "Set Loop Boundary")
                              : QCoreApplication::translate("CurveOperations", "Clear Loop Boundary");
    return editChannels(session, targetChannels(session), text, [&](ChannelId, AnimCurveFn &fn) {
        return fn.editSpline([&](Spline &s) {
            Extrapolation e = extrapolationOf(s, end);
            if (!e.isLooping())
                return Status::error(end == CurveEnd::Pre
                                         ? "the pre-extrapolation does not loop"
                                         : "the post-extrapolation does not loop");
            if (time && !s.knotIndexAt(*time))
                return Status::error("a loop boundary must be at a key; there is none at "
                                     + std::to_string(*time));
            e.loopBoundary = time;
            return setExtrapolationOf(s, end, e);
        });
    });
}

Result<ChannelId> innerLoopChannel(const EditorSession &session)
{
    std::set<ChannelId> channels;
    for (const KnotRef &k : session.selection()->knots())
        channels.insert(k.channel);
    if (channels.empty())
        for (ChannelId c : targetChannels(session))
            channels.insert(c);
    if (channels.empty())
        return Status::error("no channel to loop");
    if (channels.size() > 1)
        return Status::error("select keys on one channel for its inner loop");
    const ChannelId channel = *channels.begin();
    if (!session.isChannelEditable(channel))
        return Status::error(session.document()->channel(channel).path + " cannot be edited");
    return channel;
}

LoopParams suggestedInnerLoop(const EditorSession &session, ChannelId channel)
{
    const Spline &s = session.document()->channel(channel).curve.spline();
    if (!s.innerLoopParams().isDefault())
        return s.innerLoopParams();
    LoopParams params;
    params.numPostLoops = 1;
    const std::vector<std::size_t> keys = session.selection()->knotsOf(channel);
    const auto &knots = s.knots();
    std::size_t first = keys.empty() ? 0 : keys.front();
    std::size_t last = keys.empty() ? knots.size() - 1 : keys.back();
    if (knots.empty())
        return params;
    first = std::min(first, knots.size() - 1);
    last = std::min(last, knots.size() - 1);
    if (last <= first)
        last = std::min(first + 1, knots.size() - 1);
    params.protoStart = knots[first].time;
    params.protoEnd = last > first ? knots[last].time : knots[first].time + 1.0;
    return params;
}

Status setInnerLoop(EditorSession &session, ChannelId channel, const LoopParams &params)
{
    const QString text = params.isDefault()
        ? QCoreApplication::translate("CurveOperations", "Remove Inner Loop")
        : QCoreApplication::translate("CurveOperations", "Set Inner Loop");
    return editChannels(session, {channel}, text, [&](ChannelId, AnimCurveFn &fn) {
        return fn.editSpline([&](Spline &s) { return s.setInnerLoopParams(params); });
    });
}

Status fixRegressiveTangents(EditorSession &session, AntiRegressionMode mode)
{
    bool anyChanged = false;
    const Status st = editChannels(
        session, targetChannels(session),
        QCoreApplication::translate("CurveOperations", "Fix Regressive Tangents"),
        [&](ChannelId, AnimCurveFn &fn) {
            if (!hasRegressiveTangents(fn.curve().spline()))
                return Status::ok();
            return fn.editSpline([&](Spline &s) {
                bool changed = false;
                const Status adjusted = adjustRegressiveTangents(s, mode, &changed);
                anyChanged = anyChanged || changed;
                return adjusted;
            });
        });
    if (!st)
        return st;
    if (!anyChanged)
        return Status::error("no regressive segments");
    return Status::ok();
}

} // namespace knotline
