#include "core/time/TimeMap.h"

#include "core/base/ShortestNumber.h"

#include <algorithm>
#include <cfloat>
#include <cmath>
#include <limits>
#include <string>

namespace knotline {

const double TimeMap::kUsdSafeStep = DBL_EPSILON * 1e6 * 10 * 2;

namespace {

constexpr std::size_t kNoKey = static_cast<std::size_t>(-1);

int sign(double d)
{
    return d > 0.0 ? 1 : (d < 0.0 ? -1 : 0);
}

} // namespace

TimeMap TimeMap::affine(double scale, double offset)
{
    TimeMap m;
    m.m_scale = scale;
    m.m_offset = offset;
    return m;
}

TimeMap TimeMap::shiftThenScale(double shift, double scale)
{
    TimeMap m;
    m.m_shift = shift;
    m.m_scale = scale;
    return m;
}

TimeMap TimeMap::fromLayerOffset(const LayerOffset &offset)
{
    return affine(offset.scale, offset.offset);
}

Result<TimeMap> TimeMap::fromKeys(std::vector<TimeMapKey> keys, JumpRule rule)
{
    if (keys.empty())
        return Result<TimeMap>::error(MessageId::TimeMapNoKeys);
    for (std::size_t i = 0; i < keys.size(); ++i)
        if (!std::isfinite(keys[i].input) || !std::isfinite(keys[i].output))
            return Result<TimeMap>::error(MessageId::TimeMapKeyNotFinite, keyNumber(i));
    std::stable_sort(keys.begin(), keys.end(),
                     [](const TimeMapKey &a, const TimeMapKey &b) { return a.input < b.input; });
    if (rule == JumpRule::UsdSafeStep) {
        for (std::size_t g0 = 0; g0 < keys.size();) {
            std::size_t g1 = g0;
            while (g1 + 1 < keys.size() && keys[g1 + 1].input == keys[g0].input)
                ++g1;
            if (g1 - g0 >= 2)
                return Result<TimeMap>::error(MessageId::TimeMapTooManyKeysAtTime,
                                              shortestNumber(keys[g0].input));
            if (g1 == g0 + 1) {
                const double moved = keys[g0].input - kUsdSafeStep;
                keys[g0].input = g0 > 0 ? std::max(keys[g0 - 1].input, moved) : moved;
            }
            g0 = g1 + 1;
        }
    }
    TimeMap m;
    m.m_keys = std::move(keys);
    return m;
}

Result<TimeMap> TimeMap::fromKeys(const std::vector<double> &inputs,
                                  const std::vector<double> &outputs, JumpRule rule)
{
    if (inputs.size() != outputs.size())
        return Result<TimeMap>::error(MessageId::TimeMapKeyListsDiffer, inputs.size(),
                                      outputs.size());
    std::vector<TimeMapKey> keys(inputs.size());
    for (std::size_t i = 0; i < keys.size(); ++i)
        keys[i] = {inputs[i], outputs[i]};
    return fromKeys(std::move(keys), rule);
}

std::size_t TimeMap::lastKeyAtOrBefore(double t) const
{
    const auto it = std::upper_bound(m_keys.begin(), m_keys.end(), t,
                                     [](double v, const TimeMapKey &k) { return v < k.input; });
    return it == m_keys.begin() ? kNoKey : static_cast<std::size_t>(it - m_keys.begin()) - 1;
}

double TimeMap::evaluateFromKey(std::size_t k, double t) const
{
    if (k == kNoKey)
        return m_keys.front().output;
    const TimeMapKey &a = m_keys[k];
    if (k + 1 == m_keys.size() || t == a.input)
        return a.output;
    const TimeMapKey &b = m_keys[k + 1];
    return a.output + (b.output - a.output) * (t - a.input) * (1.0 / (b.input - a.input));
}

double TimeMap::evaluate(double t) const
{
    if (m_keys.empty())
        return (t - m_shift) * m_scale + m_offset;
    if (std::isnan(t))
        return t;
    return evaluateFromKey(lastKeyAtOrBefore(t), t);
}

double TimeMap::leftLimit(double t) const
{
    if (m_keys.empty() || std::isnan(t))
        return evaluate(t);
    const auto it = std::lower_bound(m_keys.begin(), m_keys.end(), t,
                                     [](const TimeMapKey &k, double v) { return k.input < v; });
    if (it == m_keys.begin())
        return m_keys.front().output;
    if (it == m_keys.end())
        return m_keys.back().output;
    if (it->input == t)
        return it->output;
    return evaluateFromKey(static_cast<std::size_t>(it - m_keys.begin()) - 1, t);
}

bool TimeMap::isIdentity() const
{
    return m_keys.empty() && m_shift == 0.0 && m_scale == 1.0 && m_offset == 0.0;
}

std::optional<std::pair<double, double>> TimeMap::domain() const
{
    if (m_keys.empty())
        return std::nullopt;
    return std::make_pair(m_keys.front().input, m_keys.back().input);
}

bool TimeMap::hasJumps() const
{
    for (std::size_t i = 1; i < m_keys.size(); ++i)
        if (m_keys[i].input == m_keys[i - 1].input)
            return true;
    return false;
}

bool TimeMap::isMonotone() const
{
    bool up = false;
    bool down = false;
    for (std::size_t i = 1; i < m_keys.size(); ++i) {
        const int s = sign(m_keys[i].output - m_keys[i - 1].output);
        up = up || s > 0;
        down = down || s < 0;
    }
    return !(up && down);
}

bool TimeMap::isStrictlyMonotone() const
{
    if (m_keys.empty())
        return m_scale != 0.0;
    int direction = 0;
    for (std::size_t i = 1; i < m_keys.size(); ++i) {
        const int s = sign(m_keys[i].output - m_keys[i - 1].output);
        if (m_keys[i].input == m_keys[i - 1].input || s == 0 || (direction != 0 && s != direction))
            return false;
        direction = s;
    }
    return true;
}

std::optional<TimeMap> TimeMap::inverse() const
{
    if (!isStrictlyMonotone())
        return std::nullopt;
    if (m_keys.empty()) // t = (out - offset) / scale + shift
        return shiftThenScale(m_offset, 1.0 / m_scale).withOffset(m_shift);
    TimeMap m;
    m.m_keys.reserve(m_keys.size());
    for (const TimeMapKey &k : m_keys)
        m.m_keys.push_back({k.output, k.input});
    if (m.m_keys.size() > 1 && m.m_keys.back().input < m.m_keys.front().input)
        std::reverse(m.m_keys.begin(), m.m_keys.end());
    return m;
}

std::optional<LayerOffset> TimeMap::toLayerOffset() const
{
    if (!m_keys.empty())
        return std::nullopt;
    return LayerOffset{m_offset - m_shift * m_scale, m_scale};
}

TimeMap TimeMap::fromSortedKeys(std::vector<TimeMapKey> keys)
{
    TimeMap m;
    m.m_keys = std::move(keys);
    return m;
}

TimeMap TimeMap::withOffset(double offset) const
{
    TimeMap m = *this;
    m.m_offset = offset;
    return m;
}

double TimeMap::Cursor::evaluate(double t)
{
    const std::vector<TimeMapKey> &keys = m_map->m_keys;
    if (keys.empty() || std::isnan(t))
        return m_map->evaluate(t);
    if (t < keys.front().input)
        return keys.front().output;
    std::size_t i = m_index < keys.size() ? m_index : 0;
    if (keys[i].input <= t) {
        // Step forward a few pieces (sequential playback), else search.
        int steps = 0;
        while (i + 1 < keys.size() && keys[i + 1].input <= t && steps < 4) {
            ++i;
            ++steps;
        }
        if (i + 1 < keys.size() && keys[i + 1].input <= t)
            i = m_map->lastKeyAtOrBefore(t);
    } else {
        i = m_map->lastKeyAtOrBefore(t);
    }
    m_index = i;
    return m_map->evaluateFromKey(i, t);
}

namespace {

/// One breakpoint of a composition: an inner key time (with the inner values either side)
/// or a time where inner crosses a key input of outer exactly.
struct Breakpoint {
    double t;
    double innerLeft;  ///< inner's value approaching t from below
    int directionLeft; ///< inner's direction just below t (-1, 0, +1)
    double innerRight; ///< inner's value at t (right-continuous)
    int directionRight;
};

std::vector<TimeMapKey> composeKeyed(const TimeMap &outer, const std::vector<TimeMapKey> &in)
{
    std::vector<Breakpoint> points;
    std::vector<double> crossings;
    for (std::size_t g0 = 0; g0 < in.size();) {
        std::size_t g1 = g0;
        while (g1 + 1 < in.size() && in[g1 + 1].input == in[g0].input)
            ++g1;
        const int dl = g0 > 0 ? sign(in[g0].output - in[g0 - 1].output) : 0;
        const int dr = g1 + 1 < in.size() ? sign(in[g1 + 1].output - in[g1].output) : 0;
        points.push_back({in[g0].input, in[g0].output, dl, in[g1].output, dr});
        if (g1 + 1 < in.size() && dr != 0) {
            const TimeMapKey &a = in[g1];
            const TimeMapKey &b = in[g1 + 1];
            const double lo = std::min(a.output, b.output);
            const double hi = std::max(a.output, b.output);
            crossings.clear();
            for (const TimeMapKey &k : outer.keys())
                if (k.input > lo && k.input < hi && (crossings.empty() || crossings.back() != k.input))
                    crossings.push_back(k.input);
            if (dr < 0)
                std::reverse(crossings.begin(), crossings.end());
            double previous = a.input;
            for (double x : crossings) {
                double t = a.input + (x - a.output) * ((b.input - a.input) / (b.output - a.output));
                t = std::clamp(t, previous, b.input);
                previous = t;
                points.push_back({t, x, dr, x, dr});
            }
        }
        g0 = g1 + 1;
    }
    std::vector<TimeMapKey> keys;
    keys.reserve(points.size() * 2);
    for (const Breakpoint &p : points) {
        const double left = p.directionLeft > 0 ? outer.leftLimit(p.innerLeft) : outer.evaluate(p.innerLeft);
        const double right = p.directionRight < 0 ? outer.leftLimit(p.innerRight) : outer.evaluate(p.innerRight);
        if (left != right)
            keys.push_back({p.t, left});
        keys.push_back({p.t, right});
    }
    return keys;
}

} // namespace

TimeMap compose(const TimeMap &outer, const TimeMap &inner)
{
    if (outer.isAffine() && inner.isAffine()) {
        TimeMap m = TimeMap::shiftThenScale(inner.shift(), inner.scale() * outer.scale());
        return m.withOffset((inner.offset() - outer.shift()) * outer.scale() + outer.offset());
    }
    if (inner.isKeyed() && outer.isAffine()) {
        std::vector<TimeMapKey> keys = inner.keys();
        for (TimeMapKey &k : keys)
            k.output = outer.evaluate(k.output);
        return TimeMap::fromSortedKeys(std::move(keys));
    }
    if (inner.isAffine()) { // outer keyed
        if (inner.scale() == 0.0)
            return TimeMap::affine(0.0, outer.evaluate(inner.evaluate(0.0)));
        // Each outer key input x is reached at t = (x - offset) / scale + shift.
        std::vector<TimeMapKey> keys = outer.keys();
        for (TimeMapKey &k : keys)
            k.input = (k.input - inner.offset()) / inner.scale() + inner.shift();
        if (inner.scale() < 0.0)
            std::reverse(keys.begin(), keys.end());
        return TimeMap::fromSortedKeys(std::move(keys));
    }
    return TimeMap::fromSortedKeys(composeKeyed(outer, inner.keys()));
}

} // namespace knotline
