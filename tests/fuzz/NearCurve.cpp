// Whether a point lies on a spline up to the rounding of its loop arithmetic: see
// NearCurve.h.

#include "NearCurve.h"

#include "core/spline/EvalData.h"

#include <algorithm>
#include <cmath>
#include <optional>
#include <vector>

namespace knotline::fuzz {

namespace {

// Whether v is the value or pre-value of a knot (of the evaluation table: inner-loop
// echoes included) next to a segment narrower than a few `ulp`, the loop arithmetic's ulp
// at a copy: a segment 2.5e-18 wide copied to t = 93 (ulp 1.4e-14) is a spike that sample()
// draws at the copy's knots but that eval reaches at no representable time. Under
// LoopRepeat the copy's values are shifted by a whole number of repeat offsets.
bool isKnotOfASubUlpSegment(const Spline &spline, double v, double ulp, double allowed)
{
    // Not only narrower than one ulp: a segment a few ulps wide (1e-12 at t = 2067, where
    // the ulp is 4.5e-13, or 4.4 ulps at t = 1131) is met by eval at a few representable
    // times inside, placed a few ulps off as the copy is, which need not come near its
    // knots' values either.
    constexpr double kFewUlps = 16.0;
    const detail::EvalData &d = spline.evalData();
    std::vector<double> offsets = {0.0};
    for (const detail::ResolvedExtrapolation *e : {&d.pre, &d.post})
        if (e->mode == ExtrapolationMode::LoopRepeat && e->repeatOffset != 0.0)
            offsets.push_back(e->repeatOffset);
    const auto matches = [&](double knotValue) {
        for (const double offset : offsets) {
            const double n = offset == 0.0 ? 0.0 : std::round((v - knotValue) / offset);
            if (std::abs(v - knotValue - n * offset) <= allowed)
                return true;
        }
        return false;
    };
    for (std::size_t i = 0; i < d.times.size(); ++i) {
        const bool narrowBefore = i > 0 && d.times[i] - d.times[i - 1] < kFewUlps * ulp;
        const bool narrowAfter = i + 1 < d.times.size() && d.times[i + 1] - d.times[i] < kFewUlps * ulp;
        if ((narrowBefore || narrowAfter) && (matches(d.knots[i].value) || matches(d.knots[i].preValue)))
            return true;
    }
    return false;
}

// Whether v is a value the curve takes at a knot of the looped region [ls, le] within
// `window` of the region time `mapped`: eval's value there (not at the region's end, where
// the post side is the next copy's) or its pre-value (not at the region's start). A copy's
// knot is drawn at its exact value, but the copy's time maps onto the region only to
// within an ulp or so of the copy's time, which at t = 276 is 128 ulps of a region end at
// 2.94: where the segment before the end is steep, no mapped time within the region's own
// ulps of `mapped` reaches it.
bool isKnotOfTheRegionNear(const Spline &spline, double ls, double le, double mapped, double window,
                           double v, double allowed)
{
    const std::vector<double> &times = spline.evalData().times;
    const auto near = [&](std::optional<double> w) { return w && std::abs(*w - v) <= allowed; };
    const auto begin = std::lower_bound(times.begin(), times.end(), std::max(ls, mapped - window));
    const auto end = std::upper_bound(times.begin(), times.end(), std::min(le, mapped + window));
    for (auto it = begin; it != end; ++it)
        if ((*it != le && near(spline.eval(*it))) || (*it != ls && near(spline.evalPreValue(*it))))
            return true;
    return false;
}

} // namespace

double loopUlp(const Spline &spline, double t)
{
    const auto &times = spline.evalData().times;
    const double magnitude = times.empty()
        ? std::abs(t)
        : std::max({std::abs(t), std::abs(times.front()), std::abs(times.back())});
    return std::nextafter(magnitude, INFINITY) - magnitude;
}

// nearCurve's rules, for a point (t, v) and a window dt in time:
// - v is near the value or pre-value at t, or lies between the curve's values at two
//   consecutive probes of a ladder dt, dt/2, dt/4, ... down to an ulp, and t, on one side
//   (a steep part), or is near one of those probes (a segment whose time cubic runs back
//   a hair, Regression.h, draws vertices where eval has no value or another branch);
// - at the resolution of the loop arithmetic: a jump or a copy boundary may sit a few
//   ulps of it from where eval() puts it, since copies are placed by k · span. Over the
//   first 64 such ulps either side, with w_k the value k ulps out: v lies between two
//   adjacent values w_k, w_k+1 (the curve passes through it there, however steep), or is
//   within four times the rise from w_k+1 to w_k+2 of w_k+1 (the value at a jump or a
//   segment end between w_k and w_k+1, which no representable time reaches: a segment
//   whose end is vertical, a zero-width tangent, goes like the square or at worst the
//   cube root of the time from the end, and so rises over its first ulp at most
//   1 / (2^(1/3) − 1) < 4 times as much as over its second), when v lies beyond w_k+1
//   away from w_k+2 and the curve keeps rising the same way over the step after (at
//   least half as much), which a held step or a dual-valued knot does not;
// - near the value at 2^7 ... 2^20 ulps either side (less than dt);
// - or v is a knot's value next to a segment narrower than 16 of those ulps
//   (isKnotOfASubUlpSegment).
bool nearCurve(const Spline &spline, double t, double v, double dt, double allowed,
               std::size_t *evaluations)
{
    const auto eval = [&](double at) {
        if (evaluations)
            ++*evaluations;
        return spline.eval(at);
    };
    const auto value = eval(t);
    const auto near = [&](std::optional<double> w) { return w && std::abs(*w - v) <= allowed; };
    if (evaluations)
        ++*evaluations;
    if (near(value) || near(spline.evalPreValue(t)))
        return true;
    // The resolution of the loop arithmetic first (most vertices that get here are a copy's
    // knot a few ulps from where eval puts it, found within a few evaluations), the values
    // filled in as they are needed.
    const double ulp = loopUlp(spline, t);
    constexpr int kSteps = 64;
    std::optional<double> w[2][kSteps + 2];
    bool known[2][kSteps + 2] = {};
    const auto at = [&](int side, int k) -> const std::optional<double> & {
        if (!known[side][k]) {
            known[side][k] = true;
            const double direction = side == 0 ? -1.0 : 1.0;
            w[side][k] = k == 0 ? value : (k * ulp < dt ? eval(t + direction * k * ulp) : std::nullopt);
        }
        return w[side][k];
    };
    // The value at a jump or segment end just before b, from b, c and d, the values one,
    // two and three steps out: v lies beyond b away from c, within four times the rise from
    // c to b, and the curve keeps rising over the next step (at least half as much), as a
    // vertical end does; a step (a held jump, a dual-valued knot: flat after the jump)
    // does not pass.
    const auto limitAtAnEnd = [&](const std::optional<double> &b, const std::optional<double> &c,
                                  const std::optional<double> &d) {
        if (!b || !c || !d)
            return false;
        const double rise = *b - *c, next = *c - *d;
        const bool sameWay = rise * (v - *b) >= 0.0 && rise * next >= 0.0;
        return sameWay && std::abs(next) >= 0.5 * std::abs(rise) && std::abs(v - *b) <= 4.0 * std::abs(rise) + allowed;
    };
    // Steps of one and of two ulps: where a copy's time maps with half the resolution of
    // t's own ulps, the values come in equal pairs.
    const auto limitFrom = [&](int side, int k) {
        return limitAtAnEnd(at(side, k), at(side, k + 1), at(side, k + 2))
            || (k + 4 < kSteps + 2 && limitAtAnEnd(at(side, k), at(side, k + 2), at(side, k + 4)));
    };
    for (int side = 0; side < 2; ++side) {
        // The jump may also lie just before t itself (between the ulp on the other side
        // and t).
        if (limitFrom(side, 0))
            return true;
    }
    for (int k = 0; k < kSteps - 1; ++k) {
        for (int side = 0; side < 2; ++side) {
            const std::optional<double> &a = at(side, k), &b = at(side, k + 1);
            if (a && b && v >= std::min(*a, *b) - allowed && v <= std::max(*a, *b) + allowed)
                return true;
            if (limitFrom(side, k + 1))
                return true;
        }
    }
    // A ladder of probes towards t on either side, dt, dt/2, dt/4, ... down to an ulp (at
    // most 80 rungs: 2^-80 dt is below any ulp that matters) and then t itself: v between
    // two consecutive ones (the curve is continuous between them unless a jump lies there)
    // is on the curve. A single probe dt away would miss a steep part next to a jump or a
    // value block within dt.
    for (const double direction : {-1.0, 1.0}) {
        std::optional<double> outer;
        int rungs = 0;
        for (double d = dt; d > 0.0 && t + direction * d != t && rungs < 80; d *= 0.5, ++rungs) {
            const std::optional<double> inner = eval(t + direction * d);
            if (near(inner)
                || (outer && inner && v >= std::min(*outer, *inner) - allowed && v <= std::max(*outer, *inner) + allowed))
                return true;
            outer = inner;
        }
        if (outer && value && v >= std::min(*outer, *value) - allowed && v <= std::max(*outer, *value) + allowed)
            return true;
    }
    for (int i = 7; i <= 20; ++i) {
        const double d = std::ldexp(ulp, i);
        if (d < dt && (near(eval(t - d)) || near(eval(t + d))))
            return true;
    }
    return isKnotOfASubUlpSegment(spline, v, ulp, allowed);
}

bool nearCurveInALoopCopy(const Spline &spline, double t, double v, double dt, double allowed,
                          std::size_t *evaluations, CopyTime copyTime)
{
    const detail::EvalData &d = spline.evalData();
    if (d.times.empty())
        return false;
    const bool preSide = t < d.times.front();
    if (!preSide && !(t > d.times.back()))
        return false;
    const detail::ResolvedExtrapolation &e = preSide ? d.pre : d.post;
    if (!e.isLooping())
        return false;
    const double ls = d.times[e.loopStart];
    const double le = d.times[e.loopEnd];
    const double span = le - ls;
    if (!(span > 0.0))
        return false;
    const double offset = preSide ? ls - t : t - le; // > 0: past the region's near end
    const double hops = std::ceil(offset / span);
    if (!(hops < 0x1p52))
        return false; // copies too many to count in doubles (a denormal span)
    const auto mirrored = [&](double h) {
        return e.mode == ExtrapolationMode::LoopOscillate && std::fmod(h, 2.0) == 1.0;
    };
    // (t, v) against copy h at region time `mapped`, within dt + `window` (and a region
    // knot within `window`, when it is not 0).
    const auto onCopy = [&](double h, double mapped, double window) {
        const double shift =
            e.mode == ExtrapolationMode::LoopRepeat ? (preSide ? -h : h) * e.repeatOffset : 0.0;
        // The shift and v − shift round by a few ulps of the larger of v and the shift.
        const double magnitude = std::max(std::abs(v), std::abs(shift));
        const double rounding = 4.0 * (std::nextafter(magnitude, INFINITY) - magnitude);
        return nearCurve(spline, mapped, v - shift, dt + window, allowed + rounding, evaluations)
            || (window > 0.0 && isKnotOfTheRegionNear(spline, ls, le, mapped, window, v - shift, allowed + rounding));
    };
    // t ± h · span in the region, clamped as eval's mapIntoLoop clamps it: the sum rounds
    // by up to an ulp of t, which at t = 308 is 1,000 ulps of a region end at 0.45 and can
    // land past it, in the next copy's time. Mirrored in odd Oscillate copies.
    const auto mapInto = [&](double h) {
        double mapped = std::clamp(preSide ? t + h * span : t - h * span, ls, le);
        if (mirrored(h))
            mapped = std::clamp(ls + le - mapped, ls, le);
        return mapped;
    };
    if (copyTime == CopyTime::Evaluated) {
        // The copy eval(t) reads (the post side) and the region time it maps t to, as
        // Eval.cpp's loopHops and mapIntoLoop compute them: a whole number of spans away
        // stays in the nearer copy before the knots and moves to the next one after them,
        // and lands exactly on the region's start (its end in a mirrored copy).
        const double whole = std::floor(offset / span);
        const bool exact = whole == offset / span && std::fmod(offset, span) == 0.0;
        const double h = exact && preSide ? whole : whole + 1.0;
        if (!(h >= 1.0))
            return false;
        return onCopy(h, exact ? (mirrored(h) ? le : ls) : mapInto(h), 0.0);
    }
    // Where sample() and the loop bake place a copy: off eval's mapping by the rounding of
    // k · span and of the sum, a few ulps of the loop arithmetic. At a copy boundary the
    // point may belong to either copy: the copy eval counts t in (loopHops: whole spans
    // past the region's near end, rounded up) and its neighbours, each only where t ± h ·
    // span lies in the region up to that rounding (elsewhere clamping would compare t with
    // a region end it is nowhere near).
    const double ulp = loopUlp(spline, t);
    const double placement = 4.0 * ulp;
    const double reach = placement + 2.0 * ulp;
    for (double h = std::max(1.0, hops - 1.0); h <= hops + 1.0; h += 1.0) {
        const double raw = preSide ? t + h * span : t - h * span;
        if (raw >= ls - reach && raw <= le + reach && onCopy(h, mapInto(h), placement))
            return true;
    }
    return false;
}

bool hasNoValueNear(const Spline &spline, double t)
{
    const double ulp = loopUlp(spline, t);
    for (int k = 1; k <= 64; ++k)
        if (!spline.eval(t - k * ulp) || !spline.eval(t + k * ulp))
            return true;
    return false;
}

double roundingWindow(const Spline &spline, double t)
{
    return std::ldexp(loopUlp(spline, t), 21);
}

} // namespace knotline::fuzz
