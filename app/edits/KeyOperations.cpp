#include "app/edits/KeyOperations.h"

#include "app/edits/SessionEdits.h"
#include "core/spline/Breakdown.h"
#include "widgets/models/EnumNames.h"
#include "widgets/session/ChannelFocus.h"
#include "widgets/session/EditorSession.h"

#include <QCoreApplication>

namespace knotline {

namespace {

bool isOutOnly(MayaTangentType type)
{
    return type == MayaTangentType::Step || type == MayaTangentType::StepNext;
}

/// Runs `work` on every target channel; a channel whose work fails is skipped (its
/// reason recorded) instead of failing the whole command.
Status editTargetsSkipping(EditorSession &session, const QString &text, const ChannelWork &work,
                           std::vector<std::string> *skipped)
{
    const std::vector<ChannelId> channels = targetChannels(session);
    if (channels.empty())
        return Status::error("no channel to key: select keys or make an editable channel current");
    std::vector<std::string> reasons;
    std::size_t done = 0;
    const Status st = editChannels(session, channels, text, [&](ChannelId channel, AnimCurveFn &fn) {
        // Try on a copy first, so that a refused channel leaves no trace in the gesture.
        AnimCurve trial = fn.curve();
        AnimCurveFn trialFn(trial);
        trialFn.setGlobalTangentTypes(fn.globalInTangentType(), fn.globalOutTangentType());
        const Status tried = work(channel, trialFn);
        if (!tried) {
            reasons.push_back(session.document()->channel(channel).path + ": " + tried.message());
            return Status::ok();
        }
        if (trial == fn.curve())
            return Status::ok();
        ++done;
        return work(channel, fn);
    });
    if (!st)
        return st;
    if (skipped)
        *skipped = reasons;
    if (done == 0)
        return Status::error(reasons.empty() ? std::string("nothing changed") : reasons.front());
    return Status::ok();
}

} // namespace

Status setKeysAtTime(EditorSession &session, double time, MayaTangentType tangentType,
                     std::vector<std::string> *skipped)
{
    const MayaTangentType inType = isOutOnly(tangentType) ? MayaTangentType::Auto : tangentType;
    return editTargetsSkipping(
        session, QCoreApplication::translate("KeyOperations", "Set Key"),
        [&](ChannelId, AnimCurveFn &fn) -> Status {
            if (fn.find(time))
                return Status::error("already has a key at this time");
            double value = 0.0;
            if (fn.numKeys() > 0) {
                const Result<double> v = fn.evaluate(time);
                if (!v)
                    return Status::error("no value at this time (value block)");
                value = v.value();
            }
            const Result<std::size_t> added = fn.addKey(time, value, inType, tangentType);
            return added ? Status::ok() : added.status();
        },
        skipped);
}

Status insertBreakdownKeys(EditorSession &session, double time, std::vector<std::string> *skipped)
{
    return editTargetsSkipping(
        session, QCoreApplication::translate("KeyOperations", "Insert Breakdown Key"),
        [&](ChannelId, AnimCurveFn &fn) -> Status {
            if (Status st = fn.editSpline([&](Spline &s) { return breakdown(s, time); }); !st)
                return st;
            const std::optional<std::size_t> index = fn.find(time);
            if (!index)
                return Status::error("the breakdown knot was not created");
            return fn.setIsBreakdown(*index, true);
        },
        skipped);
}

Status markSelectedAsBreakdown(EditorSession &session, bool isBreakdown)
{
    return editSelectedKeys(
        session, isBreakdown ? QCoreApplication::translate("KeyOperations", "Mark as Breakdown") : QCoreApplication::translate("KeyOperations", "Unmark Breakdown"),
        [&](ChannelId, AnimCurveFn &fn, const std::vector<std::size_t> &keys) {
            for (std::size_t k : keys)
                if (Status st = fn.setIsBreakdown(k, isBreakdown); !st)
                    return st;
            return Status::ok();
        });
}

Status setSelectedTangentType(EditorSession &session, MayaTangentType type, TangentSides sides)
{
    if (type == MayaTangentType::Global)
        return Status::error("choose a tangent type");
    if (isOutOnly(type) && sides == TangentSides::In)
        return Status::error("stepped tangents exist on the out side only");
    const bool in = sides != TangentSides::Out && !isOutOnly(type);
    const bool out = sides != TangentSides::In;
    const QString name = sides == TangentSides::In ? QCoreApplication::translate("KeyOperations", "Set In Tangent Type: %1")
                       : sides == TangentSides::Out ? QCoreApplication::translate("KeyOperations", "Set Out Tangent Type: %1")
                                                    : QCoreApplication::translate("KeyOperations", "Set Tangent Type: %1");
    return editSelectedKeys(session, name.arg(EnumNames::tangentType(type)),
                            [&](ChannelId, AnimCurveFn &fn, const std::vector<std::size_t> &keys) {
                                for (std::size_t k : keys) {
                                    if (in)
                                        if (Status st = fn.setInTangentType(k, type); !st)
                                            return st;
                                    if (out)
                                        if (Status st = fn.setOutTangentType(k, type); !st)
                                            return st;
                                }
                                return Status::ok();
                            });
}

Status setSelectedInterpolation(EditorSession &session, Interpolation interpolation)
{
    return editSelectedKeys(
        session, QCoreApplication::translate("KeyOperations", "Set Interpolation: %1").arg(EnumNames::interpolation(interpolation)),
        [&](ChannelId, AnimCurveFn &fn, const std::vector<std::size_t> &keys) {
            return fn.editSpline([&](Spline &s) {
                for (std::size_t k : keys) {
                    if (k >= s.knotCount())
                        return Status::error("a selected key does not exist");
                    Knot knot = s.knots()[k];
                    knot.nextInterp = interpolation;
                    if (Status st = s.setKnot(knot); !st)
                        return st;
                }
                return Status::ok();
            });
        });
}

Status setSelectedDualValued(EditorSession &session, bool dualValued)
{
    return editSelectedKeys(
        session, dualValued ? QCoreApplication::translate("KeyOperations", "Make Dual-Valued") : QCoreApplication::translate("KeyOperations", "Make Single-Valued"),
        [&](ChannelId, AnimCurveFn &fn, const std::vector<std::size_t> &keys) {
            return fn.editSpline([&](Spline &s) {
                for (std::size_t k : keys) {
                    if (k >= s.knotCount())
                        return Status::error("a selected key does not exist");
                    Knot knot = s.knots()[k];
                    if (dualValued == knot.isDualValued())
                        continue;
                    if (dualValued)
                        knot.preValue = s.evalPreValue(knot.time).value_or(knot.value);
                    else
                        knot.preValue.reset();
                    if (Status st = s.setKnot(knot); !st)
                        return st;
                }
                return Status::ok();
            });
        });
}

Status deleteSelectedKeys(EditorSession &session)
{
    // Views must not see indices of removed keys: clear the selection first and give it
    // back only when the deletion is refused.
    const std::set<KnotRef> selected = session.selection()->knots();
    session.selection()->clear();
    const Status st = editKeys(
        session, selected, QCoreApplication::translate("KeyOperations", "Delete Keys"),
        [&](ChannelId, AnimCurveFn &fn, const std::vector<std::size_t> &keys) {
            for (auto it = keys.rbegin(); it != keys.rend(); ++it)
                if (Status removed = fn.remove(*it); !removed)
                    return removed;
            return Status::ok();
        });
    if (!st)
        session.selection()->set(selected);
    return st;
}

void selectAllKeys(EditorSession &session)
{
    // The keys of the curves the canvas shows: a curve that is not shown (the channel tree
    // selects others, or isolation) is not the user's to edit.
    std::set<KnotRef> all;
    const EditorDocument *doc = session.document();
    for (ChannelId c : session.channelFocus()->shownChannels()) {
        if (!session.isChannelEditable(c))
            continue;
        for (std::size_t k = 0; k < doc->channel(c).curve.numKeys(); ++k)
            all.emplace_hint(all.end(), KnotRef{c, k}); // ascending within a channel
    }
    session.selection()->set(std::move(all));
}

} // namespace knotline
