#include "core/spline/Spline.h"

#include "core/spline/EvalData.h"
#include "core/spline/Regression.h"
#include "core/spline/TangentAlgorithms.h"
#include "core/spline/ValueRounding.h"

#include <algorithm>
#include <cmath>
#include <sstream>

namespace knotline {

struct Spline::Data {
    ValueType valueType = ValueType::Double;
    bool timeValued = false;
    CurveType curveType = CurveType::Bezier;
    std::vector<Knot> knots;
    Extrapolation pre, post;
    LoopParams loop;
    AntiRegressionMode antiRegression = AntiRegressionMode::KeepRatio;
    std::shared_ptr<const detail::EvalData> eval;
};

namespace {

std::string formatTime(double t)
{
    std::ostringstream s;
    s.precision(17);
    s << t;
    return s.str();
}

Status validateKnot(const Knot &k)
{
    if (!std::isfinite(k.time))
        return Status::error(MessageId::KnotTimeNotFinite);
    const bool valid = std::isfinite(k.value) && (!k.preValue || std::isfinite(*k.preValue))
        && std::isfinite(k.pre.width) && k.pre.width >= 0.0 && std::isfinite(k.pre.slope)
        && std::isfinite(k.post.width) && k.post.width >= 0.0 && std::isfinite(k.post.slope);
    if (valid)
        return Status::ok();
    const std::string where = formatTime(k.time);
    if (!std::isfinite(k.value))
        return Status::error(MessageId::KnotValueNotFinite, where);
    if (k.preValue && !std::isfinite(*k.preValue))
        return Status::error(MessageId::KnotPreValueNotFinite, where);
    for (const Tangent *tan : {&k.pre, &k.post}) {
        const char *side = tan == &k.pre ? "pre" : "post";
        if (!std::isfinite(tan->width) || tan->width < 0.0)
            return Status::error(MessageId::KnotTangentWidthInvalid, where, side);
        if (!std::isfinite(tan->slope))
            return Status::error(MessageId::KnotTangentSlopeNotFinite, where, side);
    }
    return Status::ok();
}

// A knot that the value type cannot hold (ValueRounding.h: Ts refuses such values): the
// same message as a number that is not finite, which it would be once rounded.
Status checkFitsValueType(const Knot &k, ValueType type)
{
    const char *side = "";
    const std::optional<MessageId> id = overflowInValueType(k, type, &side);
    if (!id)
        return Status::ok();
    if (*id == MessageId::KnotTangentSlopeNotFinite)
        return Status::error(*id, formatTime(k.time), side);
    return Status::error(*id, formatTime(k.time));
}

void roundKnot(Knot &k, ValueType type)
{
    if (type == ValueType::Double)
        return;
    k.value = roundToValueType(k.value, type);
    if (k.preValue)
        k.preValue = roundToValueType(*k.preValue, type);
    for (Tangent *tan : {&k.pre, &k.post}) {
        if (type == ValueType::Half && std::abs(tan->slope) > kHalfMax) {
            // Keep the tangent's height: clamp the slope, lengthen/shorten the width.
            const double height = tan->width * tan->slope;
            tan->slope = std::copysign(kHalfMax, tan->slope);
            tan->width = height / tan->slope;
        } else {
            tan->slope = roundToValueType(tan->slope, type);
        }
    }
}

// Tangent algorithms of knot `index` (TangentAlgorithms.h), with the computed slopes then
// rounded to the value type as authored ones are (Ts stores computed tangents in the
// spline's value type, so a float spline's knots read back and stored again are unchanged).
void updateTangents(std::vector<Knot> &knots, CurveType curveType, ValueType valueType, std::size_t index)
{
    if (updateKnotTangents(knots, curveType, index))
        roundKnot(knots[index], valueType);
}

void updateAllTangents(std::vector<Knot> &knots, CurveType curveType, ValueType valueType)
{
    for (std::size_t i = 0; i < knots.size(); ++i)
        updateTangents(knots, curveType, valueType, i);
}

bool loopsApply(const std::vector<Knot> &knots, const LoopParams &lp)
{
    if (!(lp.protoStart < lp.protoEnd) || (lp.numPreLoops <= 0 && lp.numPostLoops <= 0))
        return false;
    return std::binary_search(knots.begin(), knots.end(), lp.protoStart,
                              [](const auto &a, const auto &b) {
                                  if constexpr (std::is_same_v<std::decay_t<decltype(a)>, Knot>)
                                      return a.time < b;
                                  else
                                      return a < b.time;
                              });
}

} // namespace

// kMaxInnerLoopKnots: the evaluation table holds every written-out knot (about 250 bytes
// each), so the limit bounds it near 500 MB.
Status checkInnerLoopSize(const std::vector<Knot> &knots, const LoopParams &lp)
{
    if (!loopsApply(knots, lp))
        return Status::ok();
    std::size_t protoCount = 0;
    double maxMagnitude = 0.0; // of the prototype knots' values and pre-values
    for (const Knot &k : knots) {
        if (k.time < lp.protoStart || k.time >= lp.protoEnd)
            continue;
        ++protoCount;
        maxMagnitude = std::max({maxMagnitude, std::abs(k.value), std::abs(k.authoredPreValue())});
    }
    const double loops = double(lp.numPreLoops) + double(lp.numPostLoops);
    const double written = double(knots.size()) + double(protoCount) * loops + 1.0;
    if (written > double(kMaxInnerLoopKnots))
        return Status::error(MessageId::InnerLoopsTooManyKnots, formatTime(written), formatTime(double(kMaxInnerLoopKnots)));
    const double shift = std::abs(lp.valueOffset) * std::max(lp.numPreLoops, lp.numPostLoops + 1);
    if (!std::isfinite(lp.loopedStart()) || !std::isfinite(lp.loopedEnd()) || !std::isfinite(maxMagnitude + shift))
        return Status::error(MessageId::InnerLoopsNotFinite);
    return Status::ok();
}

namespace {

Status validateExtrapolation(const Extrapolation &e, const LoopParams &loop)
{
    if (!std::isfinite(e.slope))
        return Status::error(MessageId::ExtrapolationSlopeNotFinite);
    if (e.loopBoundary) {
        if (!std::isfinite(*e.loopBoundary))
            return Status::error(MessageId::LoopBoundaryNotFinite);
        if (e.isLooping() && !loop.isDefault())
            return Status::error(MessageId::LoopBoundaryWithInnerLoops);
    }
    return Status::ok();
}

bool hasBoundary(const Extrapolation &e)
{
    return e.isLooping() && e.loopBoundary.has_value();
}

} // namespace

Spline::Spline()
    : d(std::make_shared<Data>())
{
    d->eval = std::make_shared<detail::EvalData>();
}

Spline::~Spline() = default;
Spline::Spline(const Spline &) = default;
Spline &Spline::operator=(const Spline &) = default;
Spline::Spline(Spline &&other) noexcept
    : d(other.d)
{
}
Spline &Spline::operator=(Spline &&other) noexcept
{
    d = other.d; // keep `other` valid (shared, immutable data)
    return *this;
}

ValueType Spline::valueType() const { return d->valueType; }
bool Spline::isTimeValued() const { return d->timeValued; }
CurveType Spline::curveType() const { return d->curveType; }
const std::vector<Knot> &Spline::knots() const { return d->knots; }
std::size_t Spline::knotCount() const { return d->knots.size(); }
bool Spline::isEmpty() const { return d->knots.empty(); }
const Extrapolation &Spline::preExtrapolation() const { return d->pre; }
const Extrapolation &Spline::postExtrapolation() const { return d->post; }
const LoopParams &Spline::innerLoopParams() const { return d->loop; }
AntiRegressionMode Spline::antiRegressionMode() const { return d->antiRegression; }
const detail::EvalData &Spline::evalData() const { return *d->eval; }

std::optional<std::size_t> Spline::knotIndexAt(double time) const
{
    const auto &k = d->knots;
    const auto it = std::lower_bound(k.begin(), k.end(), time,
                                     [](const Knot &a, double t) { return a.time < t; });
    if (it == k.end() || it->time != time)
        return std::nullopt;
    return static_cast<std::size_t>(it - k.begin());
}

bool Spline::hasInnerLoops() const { return loopsApply(d->knots, d->loop); }

Spline::Data &Spline::mutableData()
{
    if (d.use_count() > 1)
        d = std::make_shared<Data>(*d);
    return *d;
}

Status Spline::commit(std::shared_ptr<Data> next)
{
    if (Status st = checkInnerLoopSize(next->knots, next->loop); !st)
        return st;
    next->eval = std::make_shared<detail::EvalData>(detail::buildEvalData(
        next->knots, next->curveType, next->pre, next->post, next->loop,
        loopsApply(next->knots, next->loop), next->valueType));
    d = std::move(next);
    return Status::ok();
}

Status Spline::setKnots(std::vector<Knot> knots)
{
    for (const Knot &k : knots) {
        if (Status st = validateKnot(k); !st)
            return st;
        if (Status st = checkFitsValueType(k, d->valueType); !st)
            return st;
    }
    const auto byTime = [](const Knot &a, const Knot &b) { return a.time < b.time; };
    if (!std::is_sorted(knots.begin(), knots.end(), byTime))
        std::sort(knots.begin(), knots.end(), byTime);
    for (std::size_t i = 1; i < knots.size(); ++i)
        if (knots[i].time == knots[i - 1].time)
            return Status::error(MessageId::TwoKnotsAtTime, formatTime(knots[i].time));
    // Everything but the knots (which are replaced, so not copied).
    auto next = std::make_shared<Data>();
    next->valueType = d->valueType;
    next->timeValued = d->timeValued;
    next->curveType = d->curveType;
    next->pre = d->pre;
    next->post = d->post;
    next->loop = d->loop;
    next->antiRegression = d->antiRegression;
    for (Knot &k : knots)
        roundKnot(k, next->valueType);
    updateAllTangents(knots, next->curveType, next->valueType);
    if (!knots.empty())
        adjustRegressiveKnots(knots, next->curveType, next->antiRegression, 0, knots.size() - 1);
    next->knots = std::move(knots);
    return commit(std::move(next));
}

Spline::Data &Spline::uniqueDataAndEval(detail::EvalData *&eval)
{
    if (d.use_count() > 1)
        d = std::make_shared<Data>(*d);
    if (d->eval.use_count() > 1)
        d->eval = std::make_shared<detail::EvalData>(*d->eval);
    // The table was created non-const (make_shared<EvalData>) and nobody else refers to it.
    eval = const_cast<detail::EvalData *>(d->eval.get());
    return *d;
}

Status Spline::replaceKnots(std::size_t first, std::size_t count, std::vector<Knot> replacement,
                            std::optional<AntiRegressionMode> mode)
{
    return spliceKnots(first, count, std::move(replacement), true, mode);
}

Status Spline::restoreKnots(std::size_t first, std::size_t count, std::vector<Knot> replacement)
{
    return spliceKnots(first, count, std::move(replacement), false, std::nullopt);
}

Status Spline::spliceKnots(std::size_t first, std::size_t count, std::vector<Knot> replacement,
                           bool applyRules, std::optional<AntiRegressionMode> mode)
{
    const std::size_t size = d->knots.size();
    if (first > size || count > size - first)
        return Status::error(MessageId::KnotRangeOutOfRange, first, count, size);
    for (const Knot &k : replacement) {
        if (Status st = validateKnot(k); !st)
            return st;
        if (Status st = applyRules ? checkFitsValueType(k, d->valueType) : Status::ok(); !st)
            return st;
    }
    const std::size_t m = replacement.size();
    for (std::size_t i = 1; i < m; ++i)
        if (!(replacement[i - 1].time < replacement[i].time))
            return replacement[i - 1].time == replacement[i].time
                ? Status::error(MessageId::TwoKnotsAtTime, formatTime(replacement[i].time))
                : Status::error(MessageId::ReplacementNotSorted);
    if (m > 0) {
        if (first > 0 && !(d->knots[first - 1].time < replacement.front().time))
            return Status::error(MessageId::ReplacementNotAfter, formatTime(replacement.front().time));
        if (first + count < size && !(replacement.back().time < d->knots[first + count].time))
            return Status::error(MessageId::ReplacementNotBefore, formatTime(replacement.back().time));
    }
    const std::size_t n = size - count + m;
    const LoopParams &lp = d->loop;
    const bool loopsPossible = lp.protoStart < lp.protoEnd && (lp.numPreLoops > 0 || lp.numPostLoops > 0);
    const bool patch = !loopsPossible && size > 0 && n > 0;
    if (loopsPossible) { // refuse before changing anything (the table is rebuilt anyway)
        std::vector<Knot> after(d->knots.begin(), d->knots.begin() + static_cast<std::ptrdiff_t>(first));
        after.insert(after.end(), replacement.begin(), replacement.end());
        after.insert(after.end(), d->knots.begin() + static_cast<std::ptrdiff_t>(first + count), d->knots.end());
        if (Status st = checkInnerLoopSize(after, lp); !st)
            return st;
    }

    detail::EvalData *eval = nullptr;
    Data &data = patch ? uniqueDataAndEval(eval) : mutableData();
    std::vector<Knot> &k = data.knots;
    if (applyRules)
        for (Knot &r : replacement)
            roundKnot(r, data.valueType);
    const auto at = [&k](std::size_t i) { return k.begin() + static_cast<std::ptrdiff_t>(i); };
    const std::size_t common = std::min(count, m);
    std::move(replacement.begin(), replacement.begin() + static_cast<std::ptrdiff_t>(common), at(first));
    if (m < count)
        k.erase(at(first + m), at(first + count));
    else if (m > count)
        k.insert(at(first + count), std::make_move_iterator(replacement.begin() + static_cast<std::ptrdiff_t>(count)),
                 std::make_move_iterator(replacement.end()));

    // Knots [lo, hi) may differ from before (new indices).
    std::size_t lo = first, hi = first + m;
    if (applyRules && n > 0) {
        // Tangents of the new knots and their neighbours; the segments touching them.
        for (std::size_t i = first > 0 ? first - 1 : 0; i <= std::min(first + m, n - 1); ++i)
            updateTangents(k, data.curveType, data.valueType, i);
        const AntiRegressionMode am = mode.value_or(data.antiRegression);
        if (n >= 2 && am != AntiRegressionMode::None)
            adjustRegressiveKnots(k, data.curveType, am, first >= 2 ? first - 2 : 0, first + m);
        lo = first >= 2 ? first - 2 : 0;
        hi = std::min(first + m + 2, n);
    }
    if (patch) {
        detail::patchEvalData(*eval, k, lo, (hi - lo) - m + count, hi - lo, data.pre, data.post);
        return Status::ok();
    }
    data.eval = std::make_shared<detail::EvalData>(detail::buildEvalData(
        data.knots, data.curveType, data.pre, data.post, data.loop, loopsApply(data.knots, data.loop),
        data.valueType));
    return Status::ok();
}

void Spline::reresolveExtrapolation()
{
    detail::EvalData *eval = nullptr;
    Data &data = uniqueDataAndEval(eval);
    detail::resolveExtrapolations(*eval, data.pre, data.post, false);
}

Status Spline::setKnot(const Knot &knot)
{
    if (Status st = validateKnot(knot); !st)
        return st;
    if (Status st = checkFitsValueType(knot, d->valueType); !st)
        return st;
    auto next = std::make_shared<Data>(*d);
    std::vector<Knot> &k = next->knots;
    auto it = std::lower_bound(k.begin(), k.end(), knot.time,
                               [](const Knot &a, double t) { return a.time < t; });
    const std::size_t index = static_cast<std::size_t>(it - k.begin());
    if (it != k.end() && it->time == knot.time)
        *it = knot;
    else
        k.insert(it, knot);
    roundKnot(k[index], next->valueType);
    if (index > 0)
        updateTangents(k, next->curveType, next->valueType, index - 1);
    updateTangents(k, next->curveType, next->valueType, index);
    updateTangents(k, next->curveType, next->valueType, index + 1);
    adjustRegressiveKnots(k, next->curveType, next->antiRegression, index > 0 ? index - 1 : 0, index);
    return commit(std::move(next));
}

Status Spline::removeKnotAt(std::size_t index)
{
    if (index >= d->knots.size())
        return Status::error(MessageId::KnotIndexOutOfRange, keyNumber(index), d->knots.size());
    auto next = std::make_shared<Data>(*d);
    std::vector<Knot> &k = next->knots;
    k.erase(k.begin() + static_cast<std::ptrdiff_t>(index));
    if (index > 0)
        updateTangents(k, next->curveType, next->valueType, index - 1);
    updateTangents(k, next->curveType, next->valueType, index);
    return commit(std::move(next));
}

Status Spline::removeKnot(double time)
{
    const auto index = knotIndexAt(time);
    if (!index)
        return Status::error(MessageId::NoKnotAtTime, formatTime(time));
    return removeKnotAt(*index);
}

Status Spline::setCurveType(CurveType type)
{
    if (type == d->curveType)
        return Status::ok();
    auto next = std::make_shared<Data>(*d);
    next->curveType = type;
    updateAllTangents(next->knots, type, next->valueType);
    if (!next->knots.empty())
        adjustRegressiveKnots(next->knots, type, next->antiRegression, 0, next->knots.size() - 1);
    return commit(std::move(next));
}

Status Spline::setValueType(ValueType type)
{
    auto next = std::make_shared<Data>(*d);
    next->valueType = type;
    for (Knot &k : next->knots)
        roundKnot(k, type);
    for (const Knot &k : next->knots)
        if (Status st = validateKnot(k); !st)
            return Status::error(MessageId::ValueTypeOverflow, st);
    return commit(std::move(next));
}

void Spline::setTimeValued(bool timeValued)
{
    if (timeValued == d->timeValued)
        return;
    auto next = std::make_shared<Data>(*d);
    next->timeValued = timeValued;
    d = std::move(next); // evaluation does not depend on it
}

Status Spline::setPreExtrapolation(const Extrapolation &extrapolation)
{
    if (Status st = validateExtrapolation(extrapolation, d->loop); !st)
        return st;
    if (!loopsApply(d->knots, d->loop)) {
        // Only the extrapolation's resolution depends on it: no table rebuild.
        mutableData().pre = extrapolation;
        reresolveExtrapolation();
        return Status::ok();
    }
    auto next = std::make_shared<Data>(*d);
    next->pre = extrapolation;
    return commit(std::move(next));
}

Status Spline::setPostExtrapolation(const Extrapolation &extrapolation)
{
    if (Status st = validateExtrapolation(extrapolation, d->loop); !st)
        return st;
    if (!loopsApply(d->knots, d->loop)) {
        // Only the extrapolation's resolution depends on it: no table rebuild.
        mutableData().post = extrapolation;
        reresolveExtrapolation();
        return Status::ok();
    }
    auto next = std::make_shared<Data>(*d);
    next->post = extrapolation;
    return commit(std::move(next));
}

Status Spline::setInnerLoopParams(const LoopParams &params)
{
    if (!std::isfinite(params.protoStart) || !std::isfinite(params.protoEnd)
        || !std::isfinite(params.valueOffset))
        return Status::error(MessageId::InnerLoopParamsNotFinite);
    if (params.numPreLoops < 0 || params.numPostLoops < 0)
        return Status::error(MessageId::InnerLoopCountsNegative);
    if (!params.isDefault() && !(params.protoStart < params.protoEnd))
        return Status::error(MessageId::InnerLoopProtoOrder);
    if (!params.isDefault() && (hasBoundary(d->pre) || hasBoundary(d->post)))
        return Status::error(MessageId::InnerLoopsWithLoopBoundary);
    auto next = std::make_shared<Data>(*d);
    next->loop = params;
    return commit(std::move(next));
}

void Spline::setAntiRegressionMode(AntiRegressionMode mode)
{
    if (mode == d->antiRegression)
        return;
    auto next = std::make_shared<Data>(*d);
    next->antiRegression = mode;
    d = std::move(next); // evaluation does not depend on it
}

std::optional<double> Spline::eval(double t) const { return detail::valueOrNone(detail::evaluateValue(*d->eval, t, Side::Post)); }
std::optional<double> Spline::evalPreValue(double t) const { return detail::valueOrNone(detail::evaluateValue(*d->eval, t, Side::Pre)); }
std::optional<double> Spline::evalDerivative(double t) const { return detail::evaluate(*d->eval, t, Side::Post).derivative; }
std::optional<double> Spline::evalPreDerivative(double t) const { return detail::evaluate(*d->eval, t, Side::Pre).derivative; }
std::optional<double> Spline::eval(double t, Side side) const { return detail::valueOrNone(detail::evaluateValue(*d->eval, t, side)); }
std::optional<double> Spline::evalDerivative(double t, Side side) const { return detail::evaluate(*d->eval, t, side).derivative; }

bool Spline::operator==(const Spline &o) const
{
    if (d == o.d)
        return true;
    return d->valueType == o.d->valueType && d->timeValued == o.d->timeValued
        && d->curveType == o.d->curveType && d->knots == o.d->knots && d->pre == o.d->pre
        && d->post == o.d->post && d->loop == o.d->loop && d->antiRegression == o.d->antiRegression;
}

} // namespace knotline
