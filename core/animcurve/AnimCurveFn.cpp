// AnimCurveFn: queries, commits, tangent types, flags and curve settings. Key edits are
// in AnimCurveFnKeys.cpp, tangent edits in AnimCurveFnTangents.cpp, editSpline in
// AnimCurveFnSpline.cpp.

#include "core/animcurve/AnimCurveFn.h"

#include "core/animcurve/AnimCurveSync.h"
#include "core/animcurve/MayaConversions.h"
#include "core/spline/SplineQueries.h"

#include <algorithm>
#include <cmath>
#include <cstring>

namespace knotline {

using detail::AnimCurveWork;

namespace {

std::size_t lowerBoundIndex(const std::vector<Knot> &knots, double time)
{
    const auto it = std::lower_bound(knots.begin(), knots.end(), time,
                                     [](const Knot &k, double t) { return k.time < t; });
    return static_cast<std::size_t>(it - knots.begin());
}

std::ptrdiff_t sidx(std::size_t i) { return static_cast<std::ptrdiff_t>(i); }

} // namespace

AnimCurveFn::AnimCurveFn(AnimCurve &curve)
    : m_curve(&curve)
{
}

void AnimCurveFn::setGlobalTangentTypes(MayaTangentType inType, MayaTangentType outType)
{
    if (inType != MayaTangentType::Global)
        m_globalIn = inType;
    if (outType != MayaTangentType::Global)
        m_globalOut = outType;
}

MayaTangentType AnimCurveFn::resolve(MayaTangentType type, bool inSide) const
{
    if (type != MayaTangentType::Global)
        return type;
    return inSide ? m_globalIn : m_globalOut;
}

Status AnimCurveFn::checkIndex(std::size_t index) const
{
    if (index < m_curve->numKeys())
        return Status::ok();
    return Status::error(MessageId::KeyIndexOutOfRange, keyNumber(index), m_curve->numKeys());
}

Status AnimCurveFn::checkChange(const AnimCurveChange *change) const
{
    if (change && !change->accepts(*m_curve))
        return Status::error(MessageId::ChangeOtherCurve);
    return Status::ok();
}

Status AnimCurveFn::commit(AnimCurveWork &work, const Spline &settings, AnimCurveChange *change)
{
    Result<Spline> spline = detail::buildSpline(settings, work);
    if (!spline)
        return spline.status();
    auto data = std::make_shared<AnimCurve::Data>();
    data->spline = std::move(spline).value();
    data->keys = std::move(work.keys);
    data->pre = work.pre;
    data->post = work.post;
    data->preTsAuthored = work.preTsAuthored;
    data->postTsAuthored = work.postTsAuthored;
    data->name = std::move(work.name);
    data->revision = AnimCurve::newRevision();
    const AnimCurve before = *m_curve;
    *m_curve = AnimCurve(std::move(data));
    if (change)
        return change->record(*m_curve, before);
    return Status::ok();
}

Status AnimCurveFn::commitWindow(AnimCurveWork &window, std::size_t first, std::size_t oldCount,
                                 AnimCurveChange *change)
{
    const std::size_t n = m_curve->numKeys();
    const std::size_t newCount = window.size();
    const std::size_t total = n - oldCount + newCount;
    if (total == 0) // nothing left to patch: the plain commit
        return commit(window, m_curve->spline(), change);
    // Keys [lo, hi) may change: Spline::replaceKnots also updates two neighbours each side.
    const std::size_t lo = first >= 2 ? first - 2 : 0;
    const std::size_t hiOld = std::min(first + oldCount + 2, n);
    const std::size_t hiNew = std::min(first + newCount + 2, total);
    // A change over the whole curve is recorded as a snapshot (O(1) undo; the edit is O(n)
    // anyway); otherwise as the replaced range, so the curve can be edited in place.
    const bool snapshot = change && lo == 0 && hiOld == n;
    AnimCurveChange::KeyRangeStep step;
    std::shared_ptr<const AnimCurve::Data> previous; // the snapshot's state before
    if (snapshot) {
        previous = m_curve->d;
        m_curve->d = std::make_shared<AnimCurve::Data>(*previous); // keep `previous` intact
    } else if (change) {
        const auto &knots = m_curve->spline().knots();
        const auto &keys = m_curve->keyInfo();
        step.first = lo;
        step.knotsBefore.assign(knots.begin() + sidx(lo), knots.begin() + sidx(hiOld));
        step.keysBefore.assign(keys.begin() + sidx(lo), keys.begin() + sidx(hiOld));
        step.preBefore = m_curve->spline().preExtrapolation();
        step.postBefore = m_curve->spline().postExtrapolation();
        step.revisionBefore = m_curve->revision();
        step.keyCountBefore = n;
    }
    // In place unless shared. replaceKnots changes nothing when it fails (a copy made here
    // has the same content and revision), so the curve is then as before.
    AnimCurve::Data &data = m_curve->mutableData();
    if (Status st = data.spline.replaceKnots(first, oldCount, std::move(window.knots), AntiRegressionMode::None);
        !st) {
        if (previous)
            m_curve->d = previous;
        return st;
    }
    std::vector<MayaKeyInfo> &keys = data.keys;
    const auto at = [&keys](std::size_t i) { return keys.begin() + sidx(i); };
    const std::size_t common = std::min(oldCount, newCount);
    std::copy(window.keys.begin(), window.keys.begin() + sidx(common), at(first));
    if (newCount < oldCount)
        keys.erase(at(first + newCount), at(first + oldCount));
    else if (newCount > oldCount)
        keys.insert(at(first + oldCount), window.keys.begin() + sidx(oldCount), window.keys.end());
    // Maya linear infinity follows the (new) end keys' outward slopes.
    const std::vector<Knot> &knots = data.spline.knots();
    Extrapolation pre = data.spline.preExtrapolation(), post = data.spline.postExtrapolation();
    detail::applyLinearInfinitySlope(pre, data.pre, data.preTsAuthored, knots.front().pre.slope);
    detail::applyLinearInfinitySlope(post, data.post, data.postTsAuthored, knots.back().post.slope);
    // Set only when the slope changed (bit for bit): with inner loops that rebuilds the table.
    const auto changed = [](const Extrapolation &a, const Extrapolation &b) {
        return std::memcmp(&a.slope, &b.slope, sizeof a.slope) != 0;
    };
    if (changed(pre, data.spline.preExtrapolation()))
        (void)data.spline.setPreExtrapolation(pre); // cannot fail: a finite slope, boundary unchanged
    if (changed(post, data.spline.postExtrapolation()))
        (void)data.spline.setPostExtrapolation(post);
    data.revision = AnimCurve::newRevision();
    if (!change)
        return Status::ok();
    if (snapshot)
        return change->record(*m_curve, AnimCurve(std::move(previous)));
    // Setting an extrapolation may have replaced the spline's knot storage: read it again.
    const std::vector<Knot> &knotsAfter = data.spline.knots();
    step.knotsAfter.assign(knotsAfter.begin() + sidx(lo), knotsAfter.begin() + sidx(hiNew));
    step.keysAfter.assign(keys.begin() + sidx(lo), keys.begin() + sidx(hiNew));
    step.preAfter = data.spline.preExtrapolation();
    step.postAfter = data.spline.postExtrapolation();
    step.revisionAfter = data.revision;
    step.keyCountAfter = total;
    return change->recordKeyRange(*m_curve, std::move(step));
}

Status AnimCurveFn::commitKeyData(std::vector<MayaKeyInfo> keys, std::string name, AnimCurveChange *change)
{
    auto data = std::make_shared<AnimCurve::Data>(*m_curve->d);
    data->keys = std::move(keys);
    data->name = std::move(name);
    data->revision = AnimCurve::newRevision();
    const AnimCurve before = *m_curve;
    *m_curve = AnimCurve(std::move(data));
    if (change)
        return change->record(*m_curve, before);
    return Status::ok();
}

// ---- queries -------------------------------------------------------------------------

std::size_t AnimCurveFn::numKeys() const { return m_curve->numKeys(); }

std::optional<std::size_t> AnimCurveFn::find(double time) const
{
    return m_curve->spline().knotIndexAt(time);
}

Result<std::size_t> AnimCurveFn::findClosest(double time) const
{
    const std::size_t n = numKeys();
    if (n == 0)
        return Result<std::size_t>::error(MessageId::CurveHasNoKeys);
    if (!std::isfinite(time))
        return Result<std::size_t>::error(MessageId::TimeNotFinite);
    const std::size_t i = lowerBoundIndex(m_curve->spline().knots(), time);
    if (i == 0)
        return std::size_t(0);
    if (i == n)
        return n - 1;
    return time - m_curve->keyTime(i - 1) <= m_curve->keyTime(i) - time ? i - 1 : i;
}

Result<double> AnimCurveFn::time(std::size_t index) const
{
    if (Status st = checkIndex(index); !st)
        return detail::Failure{st};
    return m_curve->keyTime(index);
}

Result<double> AnimCurveFn::value(std::size_t index) const
{
    if (Status st = checkIndex(index); !st)
        return detail::Failure{st};
    return m_curve->keyValue(index);
}

Result<MayaTangentType> AnimCurveFn::inTangentType(std::size_t index) const
{
    if (Status st = checkIndex(index); !st)
        return detail::Failure{st};
    return m_curve->keyInfo()[index].inType;
}

Result<MayaTangentType> AnimCurveFn::outTangentType(std::size_t index) const
{
    if (Status st = checkIndex(index); !st)
        return detail::Failure{st};
    return m_curve->keyInfo()[index].outType;
}

Result<MayaTangent> AnimCurveFn::getTangent(std::size_t index, TangentSide side) const
{
    if (Status st = checkIndex(index); !st)
        return detail::Failure{st};
    return m_curve->keyTangent(index, side);
}

Result<MayaTangentAngleWeight> AnimCurveFn::getTangentAngleWeight(std::size_t index, TangentSide side) const
{
    if (Status st = checkIndex(index); !st)
        return detail::Failure{st};
    return angleWeightFromMayaTangent(m_curve->keyTangent(index, side));
}

Result<bool> AnimCurveFn::tangentsLocked(std::size_t index) const
{
    if (Status st = checkIndex(index); !st)
        return detail::Failure{st};
    return m_curve->keyInfo()[index].tangentsLocked;
}

Result<bool> AnimCurveFn::weightsLocked(std::size_t index) const
{
    if (Status st = checkIndex(index); !st)
        return detail::Failure{st};
    return m_curve->keyInfo()[index].weightsLocked;
}

Result<bool> AnimCurveFn::isBreakdown(std::size_t index) const
{
    if (Status st = checkIndex(index); !st)
        return detail::Failure{st};
    return m_curve->keyInfo()[index].isBreakdown;
}

Result<MayaKey> AnimCurveFn::key(std::size_t index) const
{
    if (Status st = checkIndex(index); !st)
        return detail::Failure{st};
    const MayaKeyInfo &info = m_curve->keyInfo()[index];
    MayaKey k;
    k.time = m_curve->keyTime(index);
    k.value = m_curve->keyValue(index);
    k.inType = info.inType;
    k.outType = info.outType;
    k.inTangent = m_curve->keyTangent(index, TangentSide::In);
    k.outTangent = m_curve->keyTangent(index, TangentSide::Out);
    k.tangentsLocked = info.tangentsLocked;
    k.weightsLocked = info.weightsLocked;
    k.isBreakdown = info.isBreakdown;
    return k;
}

InfinityType AnimCurveFn::preInfinityType() const { return m_curve->preInfinityType(); }
InfinityType AnimCurveFn::postInfinityType() const { return m_curve->postInfinityType(); }
bool AnimCurveFn::isWeighted() const { return m_curve->isWeighted(); }
bool AnimCurveFn::isStatic() const { return knotline::isStatic(m_curve->spline()); }
Result<double> AnimCurveFn::evaluate(double time) const { return m_curve->evaluate(time); }

// ---- types, flags and curve settings ----------------------------------------------------

Status AnimCurveFn::setInTangentType(std::size_t index, MayaTangentType type, AnimCurveChange *change)
{
    if (Status st = checkChange(change); !st)
        return st;
    if (Status st = checkIndex(index); !st)
        return st;
    AnimCurveWork w = detail::loadWork(*m_curve);
    w.keys[index].inType = resolve(type, true);
    detail::syncKeys(w, sidx(index) - 1, sidx(index) + 1);
    detail::syncInfinitySlopes(w);
    return commit(w, m_curve->spline(), change);
}

Status AnimCurveFn::setOutTangentType(std::size_t index, MayaTangentType type, AnimCurveChange *change)
{
    if (Status st = checkChange(change); !st)
        return st;
    if (Status st = checkIndex(index); !st)
        return st;
    AnimCurveWork w = detail::loadWork(*m_curve);
    w.keys[index].outType = resolve(type, false);
    if (w.knots[index].nextInterp == Interpolation::ValueBlock)
        w.knots[index].nextInterp = Interpolation::Curve; // an explicit Maya type replaces a Ts value block
    detail::syncKeys(w, sidx(index) - 1, sidx(index) + 1);
    detail::syncInfinitySlopes(w);
    return commit(w, m_curve->spline(), change);
}

Status AnimCurveFn::setTangentsLocked(std::size_t index, bool locked, AnimCurveChange *change)
{
    if (Status st = checkChange(change); !st)
        return st;
    if (Status st = checkIndex(index); !st)
        return st;
    std::vector<MayaKeyInfo> keys = m_curve->keyInfo();
    keys[index].tangentsLocked = locked;
    return commitKeyData(std::move(keys), m_curve->name(), change);
}

Status AnimCurveFn::setWeightsLocked(std::size_t index, bool locked, AnimCurveChange *change)
{
    if (Status st = checkChange(change); !st)
        return st;
    if (Status st = checkIndex(index); !st)
        return st;
    std::vector<MayaKeyInfo> keys = m_curve->keyInfo();
    keys[index].weightsLocked = locked;
    return commitKeyData(std::move(keys), m_curve->name(), change);
}

Status AnimCurveFn::setIsBreakdown(std::size_t index, bool isBreakdown, AnimCurveChange *change)
{
    if (Status st = checkChange(change); !st)
        return st;
    if (Status st = checkIndex(index); !st)
        return st;
    std::vector<MayaKeyInfo> keys = m_curve->keyInfo();
    keys[index].isBreakdown = isBreakdown;
    return commitKeyData(std::move(keys), m_curve->name(), change);
}

Status AnimCurveFn::setName(std::string name, AnimCurveChange *change)
{
    if (Status st = checkChange(change); !st)
        return st;
    return commitKeyData(m_curve->keyInfo(), std::move(name), change);
}

Status AnimCurveFn::setPreInfinityType(InfinityType type, AnimCurveChange *change)
{
    if (Status st = checkChange(change); !st)
        return st;
    AnimCurveWork w = detail::loadWork(*m_curve);
    w.pre = type;
    w.preTsAuthored = false;
    w.preExtrapolation = extrapolationForInfinity(type, detail::linearInfinitySlope(w, true));
    return commit(w, m_curve->spline(), change);
}

Status AnimCurveFn::setPostInfinityType(InfinityType type, AnimCurveChange *change)
{
    if (Status st = checkChange(change); !st)
        return st;
    AnimCurveWork w = detail::loadWork(*m_curve);
    w.post = type;
    w.postTsAuthored = false;
    w.postExtrapolation = extrapolationForInfinity(type, detail::linearInfinitySlope(w, false));
    return commit(w, m_curve->spline(), change);
}

Status AnimCurveFn::setIsWeighted(bool isWeighted, AnimCurveChange *change)
{
    if (Status st = checkChange(change); !st)
        return st;
    AnimCurveWork w = detail::loadWork(*m_curve);
    w.weighted = isWeighted;
    return commit(w, m_curve->spline(), change);
}

} // namespace knotline
