// AnimCurveFn::editSpline and fromSpline: Ts-style edits of the spline, recorded like
// Maya edits, with the Maya key data brought back in line afterwards.

#include "core/animcurve/AnimCurveFn.h"

#include "core/animcurve/AnimCurveSync.h"
#include "core/animcurve/MayaConversions.h"

namespace knotline {

using detail::AnimCurveWork;

namespace {

bool isStepType(MayaTangentType t) { return t == MayaTangentType::Step || t == MayaTangentType::StepNext; }

/// Key data for a knot the edit created.
MayaKeyInfo infoForNewKnot(const Knot &k)
{
    MayaKeyInfo info;
    info.inType = MayaTangentType::Fixed;
    info.outType = k.nextInterp == Interpolation::Held ? MayaTangentType::Step : MayaTangentType::Fixed;
    info.tangentsLocked = k.pre.slope == k.post.slope;
    info.weightsLocked = false;
    info.isBreakdown = false;
    info.stepNextEncoded = false;
    return info;
}

/// Out / in types that agree with each knot's interpolation (value blocks keep theirs).
void deriveTypesFromInterpolation(AnimCurveWork &w)
{
    const std::size_t n = w.size();
    for (std::size_t j = 0; j + 1 < n; ++j) {
        if (w.knots[j].nextInterp == Interpolation::Linear) {
            w.keys[j].outType = MayaTangentType::Linear;
            w.keys[j + 1].inType = MayaTangentType::Linear;
        }
    }
    for (std::size_t j = 0; j < n; ++j) {
        MayaKeyInfo &key = w.keys[j];
        const bool hasNext = j + 1 < n;
        switch (w.knots[j].nextInterp) {
        case Interpolation::Held:
            if (!isStepType(key.outType))
                key.outType = MayaTangentType::Step;
            break;
        case Interpolation::Curve:
            if (isStepType(key.outType)
                || (hasNext && key.outType == MayaTangentType::Linear
                    && w.keys[j + 1].inType == MayaTangentType::Linear))
                key.outType = MayaTangentType::Fixed;
            break;
        case Interpolation::Linear:
            if (!hasNext && isStepType(key.outType))
                key.outType = MayaTangentType::Fixed;
            break;
        case Interpolation::ValueBlock:
            break;
        }
    }
}

/// True when two tangent sides shape a Curve segment the same way on this curve type
/// (Hermite ignores widths).
bool sameShape(const Tangent &a, const Tangent &b, bool weighted)
{
    if (a.algorithm != b.algorithm)
        return false;
    return weighted ? a == b : a.slope == b.slope;
}

/// A computed type whose recomputed tangent would change a tangent a Curve segment uses
/// becomes Fixed, so the edited shape is kept.
void freezeDisagreeingTangents(AnimCurveWork &w)
{
    const std::size_t n = w.size();
    for (std::size_t j = 0; j < n; ++j) {
        MayaKeyInfo &key = w.keys[j];
        const bool inUsed = j > 0 && w.knots[j - 1].nextInterp == Interpolation::Curve;
        const bool outUsed = j + 1 < n && w.knots[j].nextInterp == Interpolation::Curve;
        if (inUsed && isComputedTangentType(key.inType)
            && !sameShape(detail::computedTangent(w, j, TangentSide::In, key.inType), w.knots[j].pre, w.weighted))
            key.inType = MayaTangentType::Fixed;
        if (outUsed && isComputedTangentType(key.outType)
            && !sameShape(detail::computedTangent(w, j, TangentSide::Out, key.outType), w.knots[j].post, w.weighted))
            key.outType = MayaTangentType::Fixed;
    }
}

/// Builds the working copy for `edited`, reusing the key data of `old` where a knot kept
/// its time.
AnimCurveWork resync(const AnimCurve &old, const Spline &edited)
{
    AnimCurveWork w;
    w.knots = edited.knots();
    const std::size_t n = w.knots.size();
    w.keys.resize(n);
    w.values.resize(n);
    w.weighted = edited.curveType() == CurveType::Bezier;
    w.name = old.name();
    w.preExtrapolation = edited.preExtrapolation();
    w.postExtrapolation = edited.postExtrapolation();
    const Spline &before = old.spline();
    // A side whose extrapolation the edit set is Ts-authored from now on.
    const bool preEdited = !(edited.preExtrapolation() == before.preExtrapolation());
    const bool postEdited = !(edited.postExtrapolation() == before.postExtrapolation());
    w.pre = preEdited ? infinityForExtrapolation(edited.preExtrapolation()) : old.preInfinityType();
    w.post = postEdited ? infinityForExtrapolation(edited.postExtrapolation()) : old.postInfinityType();
    w.preTsAuthored = preEdited || old.isPreExtrapolationTsAuthored();
    w.postTsAuthored = postEdited || old.isPostExtrapolationTsAuthored();

    // Match knots to the old keys by time.
    const std::vector<Knot> &oldKnots = before.knots();
    std::size_t o = 0;
    for (std::size_t j = 0; j < n; ++j) {
        const Knot &k = w.knots[j];
        while (o < oldKnots.size() && oldKnots[o].time < k.time)
            ++o;
        if (o < oldKnots.size() && oldKnots[o].time == k.time)
            w.keys[j] = old.keyInfo()[o];
        else
            w.keys[j] = infoForNewKnot(k);
    }
    // Values; a step-next encoding survives only while the knot still has its shape.
    for (std::size_t j = n; j-- > 0;) {
        MayaKeyInfo &key = w.keys[j];
        const Knot &k = w.knots[j];
        if (key.stepNextEncoded) {
            const bool intact = k.preValue && k.nextInterp == Interpolation::Held && j + 1 < n
                && k.value == w.values[j + 1];
            if (!intact) {
                key.stepNextEncoded = false;
                if (key.outType == MayaTangentType::StepNext)
                    key.outType = MayaTangentType::Step;
            }
        }
        w.values[j] = detail::decodeValue(k, key);
    }
    deriveTypesFromInterpolation(w);
    freezeDisagreeingTangents(w);
    detail::syncKeys(w, 0, static_cast<std::ptrdiff_t>(n) - 1);
    detail::syncInfinitySlopes(w); // Maya-typed sides keep following the end tangents
    return w;
}

} // namespace

Status AnimCurveFn::editSpline(const std::function<Status(Spline &)> &edit, AnimCurveChange *change)
{
    if (Status st = checkChange(change); !st)
        return st;
    if (!edit)
        return Status::error(MessageId::EditSplineNoEdit);
    Spline edited = m_curve->spline();
    if (Status st = edit(edited); !st)
        return st;
    AnimCurveWork w = resync(*m_curve, edited);
    return commit(w, edited, change);
}

Result<AnimCurve> AnimCurveFn::fromSpline(const Spline &spline)
{
    AnimCurve curve;
    AnimCurveFn fn(curve);
    Status st = fn.editSpline([&](Spline &s) {
        s = spline;
        return Status::ok();
    });
    if (!st)
        return detail::Failure{st};
    return curve;
}

} // namespace knotline
