// AnimCurveFn: adding, removing and moving keys (addKey, addKeys, setKeys, remove,
// setValue, setTime, moveKeys).

#include "core/animcurve/AnimCurveFn.h"

#include "core/animcurve/AnimCurveSync.h"
#include "core/animcurve/MayaConversions.h"
#include "core/base/ShortestNumber.h"
#include "core/spline/LargeVector.h"

#include <algorithm>
#include <cmath>
#include <numeric>

namespace knotline {

using detail::AnimCurveWork;

namespace {

std::size_t lowerBoundIndex(const std::vector<Knot> &knots, double time)
{
    const auto it = std::lower_bound(knots.begin(), knots.end(), time,
                                     [](const Knot &k, double t) { return k.time < t; });
    return static_cast<std::size_t>(it - knots.begin());
}

/// A Fixed side of a new key starts with the tangent Smooth would give.
void initialiseFixedSides(AnimCurveWork &w, std::size_t i)
{
    if (w.keys[i].inType == MayaTangentType::Fixed)
        w.knots[i].pre = detail::computedTangent(w, i, TangentSide::In, MayaTangentType::Smooth);
    if (w.keys[i].outType == MayaTangentType::Fixed)
        w.knots[i].post = detail::computedTangent(w, i, TangentSide::Out, MayaTangentType::Smooth);
}

Knot newKnot(double time, double value)
{
    Knot k;
    k.time = time;
    k.value = value;
    k.nextInterp = Interpolation::Curve; // syncKey derives it from the tangent types
    return k;
}

std::ptrdiff_t sidx(std::size_t i) { return static_cast<std::ptrdiff_t>(i); }

/// The keys an incremental edit loads: those it syncs, [lo, hi], plus one neighbour on each
/// side (syncKey reads them), clamped to [0, n − 1]. Precondition: n > 0, lo <= hi + 2.
std::pair<std::size_t, std::size_t> windowFor(std::ptrdiff_t lo, std::ptrdiff_t hi, std::size_t n)
{
    const std::ptrdiff_t last = sidx(n) - 1;
    return {static_cast<std::size_t>(std::clamp<std::ptrdiff_t>(lo - 1, 0, last)),
            static_cast<std::size_t>(std::clamp<std::ptrdiff_t>(hi + 1, 0, last))};
}

} // namespace

// ---- key edits -----------------------------------------------------------------------

Result<std::size_t> AnimCurveFn::addKey(double time, double value, MayaTangentType inType,
                                        MayaTangentType outType, AnimCurveChange *change)
{
    if (Status st = checkChange(change); !st)
        return detail::Failure{st};
    if (!std::isfinite(time) || !std::isfinite(value))
        return Result<std::size_t>::error(MessageId::KeyTimeValueNotFinite);
    inType = resolve(inType, true);
    outType = resolve(outType, false);

    const std::size_t n = numKeys();
    const std::size_t i = lowerBoundIndex(m_curve->spline().knots(), time);
    const bool exists = i < n && m_curve->keyTime(i) == time;
    if (n == 0) {
        AnimCurveWork w = detail::loadWork(*m_curve);
        MayaKeyInfo info;
        info.inType = inType;
        info.outType = outType;
        w.knots.push_back(newKnot(time, value));
        w.keys.push_back(info);
        w.values.push_back(value);
        initialiseFixedSides(w, 0);
        detail::syncKeys(w, 0, 0);
        detail::syncInfinitySlopes(w);
        if (Status st = commit(w, m_curve->spline(), change); !st)
            return detail::Failure{st};
        return std::size_t(0);
    }
    // A window of keys around i: those synced (i − 1 … i + 1 after the edit) and their
    // neighbours. A new key adds no old key on its right: old keys i − 2 … i + 1.
    const std::size_t first = i >= 2 ? i - 2 : 0;
    const std::size_t last = std::min(n - 1, exists ? i + 2 : i + 1);
    AnimCurveWork w = detail::loadWindow(*m_curve, first, last);
    const std::size_t li = i - first; // index in the window
    if (exists) {
        w.values[li] = value;
        if (w.keys[li].outType != outType && w.knots[li].nextInterp == Interpolation::ValueBlock)
            w.knots[li].nextInterp = Interpolation::Curve;
        w.keys[li].inType = inType;
        w.keys[li].outType = outType;
    } else {
        MayaKeyInfo info;
        info.inType = inType;
        info.outType = outType;
        w.knots.insert(w.knots.begin() + sidx(li), newKnot(time, value));
        w.keys.insert(w.keys.begin() + sidx(li), info);
        w.values.insert(w.values.begin() + sidx(li), value);
        initialiseFixedSides(w, li);
    }
    detail::syncKeys(w, sidx(li) - 1, sidx(li) + 1);
    if (Status st = commitWindow(w, first, last - first + 1, change); !st)
        return detail::Failure{st};
    return i;
}

Status AnimCurveFn::addKeys(const std::vector<double> &times, const std::vector<double> &values,
                            MayaTangentType inType, MayaTangentType outType, bool keepExistingKeys,
                            AnimCurveChange *change)
{
    if (Status st = checkChange(change); !st)
        return st;
    if (times.size() != values.size())
        return Status::error(MessageId::KeysCountMismatch, times.size(), values.size());
    if (times.empty())
        return Status::ok();
    for (std::size_t j = 0; j < times.size(); ++j)
        if (!std::isfinite(times[j]) || !std::isfinite(values[j]))
            return Status::error(MessageId::KeyNotFiniteTimeOrValue, keyNumber(j));

    // Input order: sorted already (the common case) or sorted through an index.
    std::vector<std::size_t> order;
    const bool sorted = std::is_sorted(times.begin(), times.end());
    if (!sorted) {
        order.resize(times.size());
        std::iota(order.begin(), order.end(), std::size_t(0));
        std::stable_sort(order.begin(), order.end(),
                         [&](std::size_t a, std::size_t b) { return times[a] < times[b]; });
    }
    auto at = [&](std::size_t j) { return sorted ? j : order[j]; };
    for (std::size_t j = 1; j < times.size(); ++j)
        if (times[at(j)] == times[at(j - 1)])
            return Status::error(MessageId::TwoKeysAtTime, shortestNumber(times[at(j)]));

    inType = resolve(inType, true);
    outType = resolve(outType, false);
    MayaKeyInfo info;
    info.inType = inType;
    info.outType = outType;

    AnimCurveWork old = detail::loadWork(*m_curve);
    const double tmin = times[at(0)];
    const double tmax = times[at(times.size() - 1)];
    std::size_t cutBegin = old.size(), cutEnd = old.size();
    if (!keepExistingKeys) {
        cutBegin = lowerBoundIndex(old.knots, tmin);
        cutEnd = cutBegin;
        while (cutEnd < old.size() && old.knots[cutEnd].time <= tmax)
            ++cutEnd;
    }

    AnimCurveWork w;
    w.weighted = old.weighted;
    w.pre = old.pre;
    w.post = old.post;
    w.preExtrapolation = old.preExtrapolation;
    w.postExtrapolation = old.postExtrapolation;
    w.preTsAuthored = old.preTsAuthored;
    w.postTsAuthored = old.postTsAuthored;
    w.name = old.name;
    const std::size_t total = old.size() - (cutEnd - cutBegin) + times.size();
    detail::reserveLarge(w.knots, total);
    detail::reserveLarge(w.keys, total);
    detail::reserveLarge(w.values, total);
    // Where the new keys landed: the range to sync, and (for Fixed types only, to save
    // memory on the bulk path) every index.
    const bool fixedTypes = inType == MayaTangentType::Fixed || outType == MayaTangentType::Fixed;
    std::vector<std::size_t> added;
    std::size_t firstAdded = total, lastAdded = 0;

    std::size_t o = 0, j = 0;
    auto takeOld = [&] {
        w.knots.push_back(std::move(old.knots[o]));
        w.keys.push_back(old.keys[o]);
        w.values.push_back(old.values[o]);
        ++o;
    };
    while (o < old.size() || j < times.size()) {
        if (o == cutBegin && cutEnd > cutBegin) {
            o = cutEnd; // the cut keys
            continue;
        }
        if (j == times.size()) {
            takeOld();
            continue;
        }
        const double t = times[at(j)];
        if (o < old.size() && old.knots[o].time < t) {
            takeOld();
            continue;
        }
        if (o < old.size() && old.knots[o].time == t) {
            // keepExistingKeys: the new key replaces the old one, keeping its flags.
            MayaKeyInfo replaced = old.keys[o];
            replaced.inType = inType;
            replaced.outType = outType;
            Knot k = std::move(old.knots[o]);
            if (k.nextInterp == Interpolation::ValueBlock)
                k.nextInterp = Interpolation::Curve;
            w.knots.push_back(std::move(k));
            w.keys.push_back(replaced);
            ++o;
        } else {
            w.knots.push_back(newKnot(t, values[at(j)]));
            w.keys.push_back(info);
        }
        w.values.push_back(values[at(j)]);
        firstAdded = std::min(firstAdded, w.size() - 1);
        lastAdded = w.size() - 1;
        if (fixedTypes)
            added.push_back(w.size() - 1);
        ++j;
    }

    for (std::size_t index : added)
        initialiseFixedSides(w, index);
    detail::syncKeys(w, sidx(firstAdded) - 1, sidx(lastAdded) + 1);
    detail::syncInfinitySlopes(w);
    return commit(w, m_curve->spline(), change);
}

Status AnimCurveFn::setKeys(std::vector<MayaKey> keys, AnimCurveChange *change)
{
    if (Status st = checkChange(change); !st)
        return st;
    for (std::size_t j = 0; j < keys.size(); ++j) {
        const MayaKey &k = keys[j];
        if (!std::isfinite(k.time) || !std::isfinite(k.value))
            return Status::error(MessageId::KeyNotFiniteTimeOrValue, keyNumber(j));
        for (const bool in : {true, false})
            if (resolve(in ? k.inType : k.outType, in) == MayaTangentType::Fixed)
                if (Status st = validateMayaTangent(in ? k.inTangent : k.outTangent); !st)
                    return Status::error(MessageId::KeyNested, keyNumber(j), st);
    }
    std::stable_sort(keys.begin(), keys.end(), [](const MayaKey &a, const MayaKey &b) { return a.time < b.time; });
    for (std::size_t j = 1; j < keys.size(); ++j)
        if (keys[j].time == keys[j - 1].time)
            return Status::error(MessageId::TwoKeysAtTime, shortestNumber(keys[j].time));

    AnimCurveWork w = detail::loadWork(*m_curve);
    w.knots.clear();
    w.keys.clear();
    w.values.clear();
    w.knots.reserve(keys.size());
    w.keys.reserve(keys.size());
    w.values.reserve(keys.size());
    for (const MayaKey &k : keys) {
        MayaKeyInfo info;
        info.inType = resolve(k.inType, true);
        info.outType = resolve(k.outType, false);
        info.tangentsLocked = k.tangentsLocked;
        info.weightsLocked = k.weightsLocked;
        info.isBreakdown = k.isBreakdown;
        w.knots.push_back(newKnot(k.time, k.value));
        w.keys.push_back(info);
        w.values.push_back(k.value);
    }
    for (std::size_t i = 0; i < keys.size(); ++i) {
        const detail::AnimCurveWork &cw = w;
        for (TangentSide side : {TangentSide::In, TangentSide::Out}) {
            const bool in = side == TangentSide::In;
            if ((in ? w.keys[i].inType : w.keys[i].outType) != MayaTangentType::Fixed)
                continue;
            const MayaTangent v = in ? keys[i].inTangent : keys[i].outTangent;
            Tangent t = tsTangentFromMaya(v);
            if (!w.weighted)
                t.width = computedTangentExtent(MayaTangentType::Fixed, side, detail::neighbourhood(cw, i)) / 3.0;
            (in ? w.knots[i].pre : w.knots[i].post) = t;
        }
    }
    detail::syncKeys(w, 0, sidx(w.size()) - 1);
    detail::syncInfinitySlopes(w);
    return commit(w, m_curve->spline(), change);
}

Status AnimCurveFn::remove(std::size_t index, AnimCurveChange *change)
{
    if (Status st = checkChange(change); !st)
        return st;
    if (Status st = checkIndex(index); !st)
        return st;
    if (numKeys() == 1) {
        AnimCurveWork w = detail::loadWork(*m_curve);
        w.knots.clear();
        w.keys.clear();
        w.values.clear();
        detail::syncInfinitySlopes(w);
        return commit(w, m_curve->spline(), change);
    }
    // After the erase, keys index − 1 and index are synced; they need index − 2 and
    // index + 1 (new indices) = old index − 2 … index + 2.
    const auto [first, last] = windowFor(sidx(index) - 1, sidx(index) + 1, numKeys());
    AnimCurveWork w = detail::loadWindow(*m_curve, first, last);
    const std::size_t local = index - first;
    w.knots.erase(w.knots.begin() + sidx(local));
    w.keys.erase(w.keys.begin() + sidx(local));
    w.values.erase(w.values.begin() + sidx(local));
    detail::syncKeys(w, sidx(local) - 1, sidx(local));
    return commitWindow(w, first, last - first + 1, change);
}

Status AnimCurveFn::setValue(std::size_t index, double value, AnimCurveChange *change)
{
    if (Status st = checkChange(change); !st)
        return st;
    if (Status st = checkIndex(index); !st)
        return st;
    if (!std::isfinite(value))
        return Status::error(MessageId::KeyValueNotFinite);
    const auto [first, last] = windowFor(sidx(index) - 1, sidx(index) + 1, numKeys());
    AnimCurveWork w = detail::loadWindow(*m_curve, first, last);
    const std::ptrdiff_t i = sidx(index - first);
    w.values[index - first] = value;
    detail::syncKeys(w, i - 1, i + 1);
    return commitWindow(w, first, last - first + 1, change);
}

Status AnimCurveFn::setTime(std::size_t index, double time, AnimCurveChange *change)
{
    if (Status st = checkChange(change); !st)
        return st;
    if (Status st = checkIndex(index); !st)
        return st;
    if (!std::isfinite(time))
        return Status::error(MessageId::KeyTimeNotFinite);
    const std::size_t n = numKeys();
    if ((index > 0 && !(m_curve->keyTime(index - 1) < time))
        || (index + 1 < n && !(time < m_curve->keyTime(index + 1))))
        return Status::error(MessageId::KeyWouldReorder, shortestNumber(time), keyNumber(index));
    const auto [first, last] = windowFor(sidx(index) - 1, sidx(index) + 1, n);
    AnimCurveWork w = detail::loadWindow(*m_curve, first, last);
    const std::ptrdiff_t i = sidx(index - first);
    w.knots[index - first].time = time;
    detail::syncKeys(w, i - 1, i + 1);
    return commitWindow(w, first, last - first + 1, change);
}

Status AnimCurveFn::moveKeys(const std::vector<std::size_t> &indices, double timeOffset, double valueOffset,
                             AnimCurveChange *change)
{
    if (Status st = checkChange(change); !st)
        return st;
    if (!std::isfinite(timeOffset) || !std::isfinite(valueOffset))
        return Status::error(MessageId::MoveOffsetsNotFinite);
    if (indices.empty())
        return Status::ok();
    std::vector<std::size_t> sorted = indices;
    std::sort(sorted.begin(), sorted.end());
    for (std::size_t j = 0; j < sorted.size(); ++j) {
        if (Status st = checkIndex(sorted[j]); !st)
            return st;
        if (j > 0 && sorted[j] == sorted[j - 1])
            return Status::error(MessageId::KeyIndexGivenTwice, keyNumber(sorted[j]));
    }
    // One window over every moved key and the keys synced around them.
    const auto [first, last] = windowFor(sidx(sorted.front()) - 1, sidx(sorted.back()) + 1, numKeys());
    AnimCurveWork w = detail::loadWindow(*m_curve, first, last);
    for (std::size_t &i : sorted)
        i -= first; // window indices from here on
    for (std::size_t i : sorted) {
        w.knots[i].time += timeOffset;
        w.values[i] += valueOffset;
        if (!std::isfinite(w.knots[i].time) || !std::isfinite(w.values[i]))
            return Status::error(MessageId::MoveLeavesFiniteRange, keyNumber(i + first));
    }
    for (std::size_t i : sorted) {
        if ((i > 0 && !(w.knots[i - 1].time < w.knots[i].time))
            || (i + 1 < w.size() && !(w.knots[i].time < w.knots[i + 1].time)))
            return Status::error(MessageId::MoveWouldReorder, keyNumber(i + first));
    }
    std::ptrdiff_t lo = -1, hi = -2;
    for (std::size_t i : sorted) {
        if (sidx(i) - 1 > hi + 1) {
            detail::syncKeys(w, lo, hi);
            lo = sidx(i) - 1;
        }
        hi = sidx(i) + 1;
    }
    detail::syncKeys(w, lo, hi);
    return commitWindow(w, first, last - first + 1, change);
}

} // namespace knotline
