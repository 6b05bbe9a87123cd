// AnimCurveFn: tangent edits (setTangent, setAngle, setWeight) with Maya's lock rules.

#include "core/animcurve/AnimCurveFn.h"

#include "core/animcurve/AnimCurveSync.h"
#include "core/animcurve/MayaConversions.h"

#include <cmath>
#include <numbers>

namespace knotline {

using detail::AnimCurveWork;

namespace {

TangentSide opposite(TangentSide side) { return side == TangentSide::In ? TangentSide::Out : TangentSide::In; }

Tangent &tangentOf(AnimCurveWork &w, std::size_t i, TangentSide side)
{
    return side == TangentSide::In ? w.knots[i].pre : w.knots[i].post;
}

MayaTangent currentTangent(const AnimCurveWork &w, std::size_t i, TangentSide side)
{
    const Knot &k = w.knots[i];
    return mayaTangentFromTs(side == TangentSide::In ? k.pre : k.post, !w.weighted);
}

/// Stores `v` as a Fixed tangent on one side of key i. Non-weighted curves keep only the
/// direction; the width is the default extent / 3 (the Hermite rule on inner sides).
void writeFixed(AnimCurveWork &w, std::size_t i, TangentSide side, MayaTangent v)
{
    Tangent t = tsTangentFromMaya(v);
    if (!w.weighted)
        t.width = computedTangentExtent(MayaTangentType::Fixed, side, detail::neighbourhood(w, i)) / 3.0;
    tangentOf(w, i, side) = t;
    (side == TangentSide::In ? w.keys[i].inType : w.keys[i].outType) = MayaTangentType::Fixed;
}

/// `v` rescaled to the length of `like` (a zero `v` stays zero).
MayaTangent withLengthOf(MayaTangent v, MayaTangent like)
{
    const double length = std::hypot(v.x, v.y);
    if (!(length > 0.0))
        return v;
    const double scale = std::hypot(like.x, like.y) / length;
    return MayaTangent{v.x * scale, v.y * scale};
}

Status validateAngleWeight(double angle, double weight)
{
    if (!std::isfinite(angle) || std::abs(angle) > std::numbers::pi / 2.0)
        return Status::error(MessageId::TangentAngleInvalid);
    if (!std::isfinite(weight) || weight < 0.0)
        return Status::error(MessageId::TangentWeightInvalid);
    return Status::ok();
}

} // namespace

Status AnimCurveFn::setTangent(std::size_t index, MayaTangent tangent, TangentSide side, AnimCurveChange *change)
{
    if (Status st = checkChange(change); !st)
        return st;
    if (Status st = checkIndex(index); !st)
        return st;
    if (Status st = validateMayaTangent(tangent); !st)
        return st;
    AnimCurveWork w = detail::loadWork(*m_curve);
    const MayaKeyInfo info = w.keys[index];
    const MayaTangent otherBefore = currentTangent(w, index, opposite(side));
    writeFixed(w, index, side, tangent);
    if (info.tangentsLocked) {
        const MayaTangent other = w.weighted && !info.weightsLocked ? withLengthOf(tangent, otherBefore) : tangent;
        writeFixed(w, index, opposite(side), other);
    }
    detail::syncKeys(w, static_cast<std::ptrdiff_t>(index) - 1, static_cast<std::ptrdiff_t>(index) + 1);
    detail::syncInfinitySlopes(w);
    return commit(w, m_curve->spline(), change);
}

Status AnimCurveFn::setTangent(std::size_t index, double angle, double weight, TangentSide side,
                               AnimCurveChange *change)
{
    if (Status st = validateAngleWeight(angle, weight); !st)
        return st;
    // Non-weighted curves keep only the direction: use a unit vector whatever the weight.
    const double w = isWeighted() ? weight : 1.0 / 3.0;
    MayaTangent v = mayaTangentFromAngleWeight(angle, w);
    if (v.x < 0.0)
        v.x = 0.0; // cos(±pi/2) rounding
    if (v.x == 0.0 && v.y != 0.0)
        return Status::error(MessageId::VerticalTangentAngle);
    return setTangent(index, v, side, change);
}

Status AnimCurveFn::setAngle(std::size_t index, double angle, TangentSide side, AnimCurveChange *change)
{
    if (Status st = checkIndex(index); !st)
        return st;
    const double weight = isWeighted()
        ? angleWeightFromMayaTangent(m_curve->keyTangent(index, side)).weight
        : 1.0 / 3.0;
    return setTangent(index, angle, weight, side, change);
}

Status AnimCurveFn::setWeight(std::size_t index, double weight, TangentSide side, AnimCurveChange *change)
{
    if (Status st = checkChange(change); !st)
        return st;
    if (Status st = checkIndex(index); !st)
        return st;
    if (!isWeighted())
        return Status::error(MessageId::CurveNotWeighted);
    if (!std::isfinite(weight) || weight < 0.0)
        return Status::error(MessageId::TangentWeightInvalid);
    AnimCurveWork w = detail::loadWork(*m_curve);
    const MayaKeyInfo info = w.keys[index];
    auto reweighted = [&](TangentSide s) {
        const MayaTangentAngleWeight aw = angleWeightFromMayaTangent(currentTangent(w, index, s));
        MayaTangent v = mayaTangentFromAngleWeight(aw.angle, weight);
        if (v.x < 0.0)
            v.x = 0.0;
        return v;
    };
    const MayaTangent mine = reweighted(side);
    const MayaTangent other = reweighted(opposite(side));
    if (Status st = validateMayaTangent(mine); !st)
        return st;
    writeFixed(w, index, side, mine);
    if (info.weightsLocked) {
        if (Status st = validateMayaTangent(other); !st)
            return st;
        writeFixed(w, index, opposite(side), other);
    }
    detail::syncKeys(w, static_cast<std::ptrdiff_t>(index) - 1, static_cast<std::ptrdiff_t>(index) + 1);
    detail::syncInfinitySlopes(w);
    return commit(w, m_curve->spline(), change);
}

} // namespace knotline
