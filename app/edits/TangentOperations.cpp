#include "app/edits/TangentOperations.h"

#include "app/edits/SessionEdits.h"

#include <QCoreApplication>

#include <cmath>
#include <set>

namespace knotline {

namespace {

bool isStepped(MayaTangentType type)
{
    return type == MayaTangentType::Step || type == MayaTangentType::StepNext;
}

/// Turns both sides of key `k` (tangents already locked) to the mean of their angles.
Status unifyKey(AnimCurveFn &fn, std::size_t k)
{
    const Result<MayaTangentType> outType = fn.outTangentType(k);
    if (!outType)
        return outType.status();
    if (isStepped(outType.value()))
        return Status::ok();
    const Result<MayaTangentAngleWeight> in = fn.getTangentAngleWeight(k, TangentSide::In);
    const Result<MayaTangentAngleWeight> out = fn.getTangentAngleWeight(k, TangentSide::Out);
    if (!in)
        return in.status();
    if (!out)
        return out.status();
    if (std::abs(in.value().angle - out.value().angle) < 1e-12)
        return Status::ok();
    // Locked tangents: setting the out side's angle turns the in side to it as well, each
    // side keeping its weight (weights are left free or locked as they are).
    return fn.setAngle(k, 0.5 * (in.value().angle + out.value().angle), TangentSide::Out);
}

} // namespace

Status setSelectedTangentsBroken(EditorSession &session, bool broken)
{
    return editSelectedKeys(session, broken ? QCoreApplication::translate("TangentOperations", "Break Tangents") : QCoreApplication::translate("TangentOperations", "Lock Tangents"),
                            [&](ChannelId, AnimCurveFn &fn, const std::vector<std::size_t> &keys) {
                                for (std::size_t k : keys)
                                    if (Status st = fn.setTangentsLocked(k, !broken); !st)
                                        return st;
                                return Status::ok();
                            });
}

Status unifySelectedTangents(EditorSession &session)
{
    return editSelectedKeys(session, QCoreApplication::translate("TangentOperations", "Unify Tangents"),
                            [&](ChannelId, AnimCurveFn &fn, const std::vector<std::size_t> &keys) {
                                for (std::size_t k : keys) {
                                    if (Status st = fn.setTangentsLocked(k, true); !st)
                                        return st;
                                    if (Status st = unifyKey(fn, k); !st)
                                        return st;
                                }
                                return Status::ok();
                            });
}

Status setSelectedCurvesWeighted(EditorSession &session, bool weighted)
{
    return editSelectedKeys(session, weighted ? QCoreApplication::translate("TangentOperations", "Weighted Tangents") : QCoreApplication::translate("TangentOperations", "Non-Weighted Tangents"),
                            [&](ChannelId, AnimCurveFn &fn, const std::vector<std::size_t> &) {
                                if (fn.isWeighted() == weighted)
                                    return Status::ok();
                                return fn.setIsWeighted(weighted);
                            });
}

Status setSelectedWeightsLocked(EditorSession &session, bool locked)
{
    return editSelectedKeys(session, locked ? QCoreApplication::translate("TangentOperations", "Lock Tangent Weights") : QCoreApplication::translate("TangentOperations", "Free Tangent Weights"),
                            [&](ChannelId, AnimCurveFn &fn, const std::vector<std::size_t> &keys) {
                                for (std::size_t k : keys)
                                    if (Status st = fn.setWeightsLocked(k, locked); !st)
                                        return st;
                                return Status::ok();
                            });
}

} // namespace knotline
