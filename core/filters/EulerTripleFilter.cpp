#include "core/filters/EulerTripleFilter.h"

#include "core/filters/FilterRange.h"

#include <algorithm>
#include <cmath>
#include <tuple>

namespace knotline {

namespace {

/// `v` moved by whole turns to within half a turn of `previous` (a difference of exactly
/// half a turn is not a flip), as EulerFilter does.
double nearestTurn(double v, double previous, double turn)
{
    if (std::abs(previous - v) == turn / 2.0)
        return v;
    return v + std::round((previous - v) / turn) * turn;
}

struct KeyAt {
    double time;
    std::size_t curve;
    std::size_t index;
};

} // namespace

Result<EulerTriplePlan> planEulerTripleFilter(const std::array<const AnimCurve *, 3> &curves, AngleUnit unit,
                                              const std::array<EulerKeyRange, 3> &ranges, std::size_t middleAxis)
{
    const double turn = fullTurn(unit);
    const double half = turn / 2.0;
    // Every key in range, in time order (curve order at one time).
    std::vector<KeyAt> keys;
    for (std::size_t c = 0; c < 3; ++c) {
        if (!curves[c] || curves[c]->numKeys() == 0)
            continue;
        const auto range = detail::filterKeyRange(*curves[c], ranges[c], 1);
        if (!range)
            return range.status();
        for (std::size_t i = range->first; i <= range->second; ++i)
            keys.push_back(KeyAt{curves[c]->keyTime(i), c, i});
    }
    std::stable_sort(keys.begin(), keys.end(), [](const KeyAt &a, const KeyAt &b) {
        return std::tie(a.time, a.curve) < std::tie(b.time, b.curve);
    });

    EulerTriplePlan plan;
    std::array<std::optional<double>, 3> previous; // each curve's last new value
    const auto settle = [&](const KeyAt &k, double value) {
        const double old = curves[k.curve]->keyValue(k.index);
        if (value != old) {
            plan.changes[k.curve].emplace_back(k.index, value);
            ++plan.keysChanged;
            plan.largestChange = std::max(plan.largestChange, std::abs(value - old));
        }
        previous[k.curve] = value;
    };
    for (std::size_t at = 0; at < keys.size();) {
        std::size_t end = at;
        while (end < keys.size() && keys[end].time == keys[at].time)
            ++end;
        const bool shared = end - at == 3 && keys[at].curve == 0 && keys[at + 1].curve == 1 && keys[at + 2].curve == 2
            && previous[0] && previous[1] && previous[2];
        if (shared) {
            std::array<double, 3> authored{};
            std::array<double, 3> mirrored{};
            for (std::size_t c = 0; c < 3; ++c) {
                const double v = curves[c]->keyValue(keys[at + c].index);
                authored[c] = nearestTurn(v, *previous[c], turn);
                mirrored[c] = nearestTurn(c == middleAxis ? half - v : v + half, *previous[c], turn);
            }
            double costAuthored = 0;
            double costMirrored = 0;
            for (std::size_t c = 0; c < 3; ++c) {
                costAuthored += std::abs(authored[c] - *previous[c]);
                costMirrored += std::abs(mirrored[c] - *previous[c]);
            }
            const bool mirror = costMirrored < costAuthored;
            if (mirror)
                ++plan.mirroredTimes;
            for (std::size_t c = 0; c < 3; ++c)
                settle(keys[at + c], mirror ? mirrored[c] : authored[c]);
        } else {
            for (std::size_t k = at; k < end; ++k) {
                const double v = curves[keys[k].curve]->keyValue(keys[k].index);
                const std::optional<double> &p = previous[keys[k].curve];
                settle(keys[k], p ? nearestTurn(v, *p, turn) : v);
            }
        }
        at = end;
    }
    for (auto &c : plan.changes)
        std::sort(c.begin(), c.end());
    return plan;
}

Status applyEulerPlan(AnimCurveFn &fn, const std::vector<std::pair<std::size_t, double>> &changes,
                      AnimCurveChange *change)
{
    for (const auto &[index, value] : changes)
        if (Status st = fn.setValue(index, value, change); !st)
            return st;
    return Status::ok();
}

} // namespace knotline
