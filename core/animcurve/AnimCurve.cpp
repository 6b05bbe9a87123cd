#include "core/animcurve/AnimCurve.h"

#include "core/animcurve/AnimCurveSync.h"
#include "core/animcurve/MayaConversions.h"
#include "core/base/ShortestNumber.h"

#include <atomic>

namespace knotline {

AnimCurve::AnimCurve()
{
    static const std::shared_ptr<const Data> empty = [] {
        auto data = std::make_shared<Data>();
        data->spline.setAntiRegressionMode(AntiRegressionMode::None);
        Status st = data->spline.setCurveType(CurveType::Hermite);
        (void)st; // cannot fail on an empty spline
        return std::shared_ptr<const Data>(std::move(data));
    }();
    d = empty;
}

AnimCurve::AnimCurve(std::shared_ptr<const Data> data)
    : d(std::move(data))
{
}

std::uint64_t AnimCurve::newRevision()
{
    static std::atomic<std::uint64_t> counter{0};
    return ++counter;
}

AnimCurve::Data &AnimCurve::mutableData()
{
    if (d.use_count() > 1)
        d = std::make_shared<Data>(*d);
    // Created non-const (make_shared<Data>) and referred to by this curve alone.
    return const_cast<Data &>(*d);
}

const Spline &AnimCurve::spline() const { return d->spline; }
std::size_t AnimCurve::numKeys() const { return d->keys.size(); }
const std::vector<MayaKeyInfo> &AnimCurve::keyInfo() const { return d->keys; }
double AnimCurve::keyTime(std::size_t index) const { return d->spline.knots()[index].time; }
double AnimCurve::keyValue(std::size_t index) const
{
    return detail::decodeValue(d->spline.knots()[index], d->keys[index]);
}
MayaTangent AnimCurve::keyTangent(std::size_t index, TangentSide side) const
{
    const Knot &k = d->spline.knots()[index];
    return mayaTangentFromTs(side == TangentSide::In ? k.pre : k.post, !isWeighted());
}
bool AnimCurve::isWeighted() const { return d->spline.curveType() == CurveType::Bezier; }
InfinityType AnimCurve::preInfinityType() const { return d->pre; }
InfinityType AnimCurve::postInfinityType() const { return d->post; }
bool AnimCurve::isPreExtrapolationTsAuthored() const { return d->preTsAuthored; }
bool AnimCurve::isPostExtrapolationTsAuthored() const { return d->postTsAuthored; }
const std::string &AnimCurve::name() const { return d->name; }

bool AnimCurve::operator==(const AnimCurve &other) const
{
    if (d == other.d)
        return true;
    return d->pre == other.d->pre && d->post == other.d->post && d->preTsAuthored == other.d->preTsAuthored
        && d->postTsAuthored == other.d->postTsAuthored && d->name == other.d->name
        && d->keys == other.d->keys && d->spline == other.d->spline;
}

Status AnimCurve::checkConsistency() const
{
    const std::vector<Knot> &knots = d->spline.knots();
    if (knots.size() != d->keys.size())
        return Status::error(MessageId::KeyDataCount, d->keys.size(), knots.size());
    for (std::size_t i = 0; i < d->keys.size(); ++i)
        if (d->keys[i].inType == MayaTangentType::Global || d->keys[i].outType == MayaTangentType::Global)
            return Status::error(MessageId::KeyStoresGlobal, keyNumber(i));

    detail::AnimCurveWork w = detail::loadWork(*this);
    detail::syncKeys(w, 0, static_cast<std::ptrdiff_t>(w.size()) - 1);
    detail::syncInfinitySlopes(w);
    for (std::size_t i = 0; i < knots.size(); ++i) {
        if (!(w.knots[i] == knots[i]) || !(w.keys[i] == d->keys[i])) {
            return Status::error(MessageId::KeyNotInLine, keyNumber(i), shortestNumber(knots[i].time));
        }
    }
    for (const bool pre : {true, false}) {
        const char *side = pre ? "pre" : "post";
        const Extrapolation &e = pre ? d->spline.preExtrapolation() : d->spline.postExtrapolation();
        const InfinityType type = pre ? d->pre : d->post;
        if (pre ? d->preTsAuthored : d->postTsAuthored) {
            if (infinityForExtrapolation(e) != type)
                return Status::error(MessageId::InfinityNotTsExtrapolation, side);
        } else if (!(e == extrapolationForInfinity(type, detail::linearInfinitySlope(w, pre)))) {
            return Status::error(MessageId::ExtrapolationNotInfinityImage, side);
        }
    }
    return Status::ok();
}

} // namespace knotline
