#include "widgets/canvas/CurveKeyInsertion.h"

#include "core/editor/ChannelReadOnly.h"
#include "core/spline/Breakdown.h"
#include "widgets/canvas/KnotGeometry.h"
#include "widgets/session/EditorSession.h"

#include <QCoreApplication>

namespace knotline {

namespace {

Status insertInto(AnimCurveFn &fn, double time, KeyInsertShape shape, MayaTangentType type)
{
    if (fn.find(time))
        return Status::error("there is a key at this time already");
    if (shape == KeyInsertShape::KeepShape)
        return fn.editSpline([&](Spline &s) { return breakdown(s, time); });
    const Result<double> value = fn.evaluate(time);
    if (!value)
        return Status::error("the curve has no value at this time (value block)");
    const bool outOnly = type == MayaTangentType::Step || type == MayaTangentType::StepNext;
    const Result<std::size_t> added = fn.addKey(time, value.value(), outOnly ? MayaTangentType::Auto : type, type);
    return added ? Status::ok() : added.status();
}

} // namespace

Result<std::size_t> insertKeyOnCurve(EditorSession &session, ChannelId channel, double time, KeyInsertShape shape,
                                     MayaTangentType defaultType)
{
    if (!session.isChannelEditable(channel)) {
        const Channel *c = session.document()->findChannel(channel);
        if (c && c->readOnly)
            return channelReadOnlyStatus(*c);
        return Status::error("this curve cannot be edited (hidden, locked or read-only)");
    }
    const Status st = session.applyEdit(
        channel, [&](AnimCurveFn &fn) { return insertInto(fn, time, shape, defaultType); },
        QCoreApplication::translate("CurveKeyInsertion", "Insert Key"));
    if (!st)
        return st;
    const auto [first, last] = knotRange(session.document()->channel(channel).curve, time, time);
    if (first == last)
        return Status::error("the key was not created");
    return first;
}

} // namespace knotline
