#include "core/edit/KeySliders.h"

#include "core/base/ShortestNumber.h"

#include <algorithm>
#include <cmath>

namespace knotline {

namespace {

/// One run of consecutive selected keys [first, last] with its neighbours l and r (the
/// run's own end keys when the curve has no key on that side).
struct Run {
    std::size_t first = 0, last = 0;
    bool hasLeft = false, hasRight = false;
    double lt = 0.0, lv = 0.0, rt = 0.0, rv = 0.0;
};

Status checkParams(const KeySliderParams &p)
{
    if (!std::isfinite(p.factor) || p.factor < -1.0 || p.factor > 1.0)
        return Status::error(MessageId::SliderFactorOutOfRange, shortestNumber(p.factor));
    if (p.op == KeySliderOp::BlendToDefault && !std::isfinite(p.defaultValue))
        return Status::error(MessageId::SliderDefaultNotFinite, shortestNumber(p.defaultValue));
    const bool eases = p.op == KeySliderOp::Ease || p.op == KeySliderOp::BlendToEase;
    if (eases && (!std::isfinite(p.sharpness) || p.sharpness < 1.0))
        return Status::error(MessageId::SliderSharpnessInvalid, shortestNumber(p.sharpness));
    return Status::ok();
}

/// line(t): the straight line through the neighbours.
double neighbourLine(const Run &run, double t)
{
    const double span = run.rt - run.lt;
    return span > 0.0 ? std::lerp(run.lv, run.rv, (t - run.lt) / span) : run.lv;
}

/// The new values of the run's keys (in index order) from the original curve.
Result<std::vector<double>> runValues(const AnimCurve &curve, const Run &run, const KeySliderParams &p)
{
    const double f = p.factor;
    const double w = std::abs(f);
    const double span = run.rt - run.lt;
    std::vector<double> out;
    out.reserve(run.last - run.first + 1);

    // Per-run quantities.
    double offset = 0.0;   // BlendOffset
    double average = 0.0;  // ScaleAverage
    double slope = 0.0;    // MatchSlope
    double shift = 0.0;    // TimeOffset
    switch (p.op) {
    case KeySliderOp::BlendOffset:
        offset = f < 0.0 ? w * (run.lv - curve.keyValue(run.first)) : f * (run.rv - curve.keyValue(run.last));
        break;
    case KeySliderOp::ScaleAverage: {
        double sum = 0.0;
        for (std::size_t i = run.first; i <= run.last; ++i)
            sum += curve.keyValue(i);
        average = sum / static_cast<double>(run.last - run.first + 1);
        break;
    }
    case KeySliderOp::MatchSlope:
        if (f > 0.0) {
            if (!run.hasRight || run.last + 2 >= curve.numKeys())
                return Result<std::vector<double>>::error(MessageId::SliderNoSlopeAfter, keyNumber(run.first),
                                                          keyNumber(run.last));
            const std::size_t a = run.last + 1, b = run.last + 2;
            slope = (curve.keyValue(b) - curve.keyValue(a)) / (curve.keyTime(b) - curve.keyTime(a));
        } else if (f < 0.0) {
            if (!run.hasLeft || run.first < 2)
                return Result<std::vector<double>>::error(MessageId::SliderNoSlopeBefore, keyNumber(run.first),
                                                          keyNumber(run.last));
            const std::size_t a = run.first - 2, b = run.first - 1;
            slope = (curve.keyValue(b) - curve.keyValue(a)) / (curve.keyTime(b) - curve.keyTime(a));
        }
        break;
    case KeySliderOp::TimeOffset:
        if (span > 0.0) {
            // f = ±1 gives fmod(±span, span) = ±0: the identity, exactly.
            shift = std::fmod(f * span, span);
            if (shift < 0.0)
                shift += span;
        }
        break;
    default:
        break;
    }

    for (std::size_t i = run.first; i <= run.last; ++i) {
        const double t = curve.keyTime(i);
        const double v = curve.keyValue(i);
        double nv = v;
        switch (p.op) {
        case KeySliderOp::Tween:
            nv = std::lerp(run.lv, run.rv, (f + 1.0) / 2.0);
            break;
        case KeySliderOp::BlendToNeighbour:
            nv = f == 0.0 ? v : std::lerp(v, f > 0.0 ? run.rv : run.lv, w);
            break;
        case KeySliderOp::BlendToDefault:
            nv = std::lerp(v, p.defaultValue, f);
            break;
        case KeySliderOp::PushPull:
            nv = v + f * (v - neighbourLine(run, t));
            break;
        case KeySliderOp::Ease: {
            const double x = span > 0.0 ? (t - run.lt) / span : 0.0;
            nv = std::lerp(run.lv, run.rv, keySliderEase(x, f, p.sharpness));
            break;
        }
        case KeySliderOp::BlendToEase:
            if (f != 0.0) {
                const double x = span > 0.0 ? (t - run.lt) / span : 0.0;
                const double ease = std::lerp(run.lv, run.rv, keySliderEase(x, f > 0.0 ? 1.0 : -1.0, p.sharpness));
                nv = std::lerp(v, ease, w);
            }
            break;
        case KeySliderOp::BlendOffset:
            nv = v + offset;
            break;
        case KeySliderOp::ScaleAverage:
            nv = v + f * (v - average);
            break;
        case KeySliderOp::ScaleFromNeighbour:
            nv = v + w * (v - (f > 0.0 ? run.rv : run.lv));
            break;
        case KeySliderOp::Shear:
            if (span > 0.0) {
                const double s = (run.rv - run.lv) / span;
                nv = f >= 0.0 ? v + f * s * (t - run.lt) : v - w * s * (run.rt - t);
            }
            break;
        case KeySliderOp::TimeOffset:
            if (shift != 0.0) {
                double at = t + shift;
                if (at > run.rt)
                    at -= span;
                const Result<double> r = curve.evaluate(at);
                if (!r)
                    return Result<std::vector<double>>(r.status());
                nv = r.value();
            }
            break;
        case KeySliderOp::MatchSlope:
            if (f > 0.0)
                nv = std::lerp(v, run.rv + slope * (t - run.rt), w);
            else if (f < 0.0)
                nv = std::lerp(v, run.lv + slope * (t - run.lt), w);
            break;
        }
        if (!std::isfinite(nv))
            return Result<std::vector<double>>::error(MessageId::SliderValueNotFinite, keyNumber(i));
        out.push_back(nv);
    }
    return out;
}

} // namespace

double keySliderEase(double x, double bias, double sharpness)
{
    x = std::clamp(x, 0.0, 1.0);
    const double c = (1.0 - std::clamp(bias, -1.0, 1.0)) / 2.0;
    if (x <= c)
        return c > 0.0 ? c * std::pow(x / c, sharpness) : 0.0;
    const double rest = 1.0 - c; // > 0 here, as x > c
    return 1.0 - rest * std::pow((1.0 - x) / rest, sharpness);
}

Result<std::vector<double>> keySliderValues(const AnimCurve &curve, const std::vector<std::size_t> &keys,
                                            const KeySliderParams &params)
{
    if (const Status st = checkParams(params); !st)
        return st;
    if (keys.empty())
        return Result<std::vector<double>>::error(MessageId::SliderNoKeys);
    const std::size_t n = curve.numKeys();
    std::vector<std::size_t> selected = keys;
    std::sort(selected.begin(), selected.end());
    selected.erase(std::unique(selected.begin(), selected.end()), selected.end());
    if (selected.back() >= n)
        return Result<std::vector<double>>::error(MessageId::KeyIndexOutOfRange, keyNumber(selected.back()), n);

    // New values parallel to `selected`, run by run.
    std::vector<double> values;
    values.reserve(selected.size());
    for (std::size_t s = 0; s < selected.size();) {
        std::size_t e = s;
        while (e + 1 < selected.size() && selected[e + 1] == selected[e] + 1)
            ++e;
        Run run;
        run.first = selected[s];
        run.last = selected[e];
        run.hasLeft = run.first > 0;
        run.hasRight = run.last + 1 < n;
        const std::size_t l = run.hasLeft ? run.first - 1 : run.first;
        const std::size_t r = run.hasRight ? run.last + 1 : run.last;
        run.lt = curve.keyTime(l);
        run.lv = curve.keyValue(l);
        run.rt = curve.keyTime(r);
        run.rv = curve.keyValue(r);
        Result<std::vector<double>> rv = runValues(curve, run, params);
        if (!rv)
            return rv;
        values.insert(values.end(), rv.value().begin(), rv.value().end());
        s = e + 1;
    }

    std::vector<double> out;
    out.reserve(keys.size());
    for (std::size_t k : keys) {
        const auto it = std::lower_bound(selected.begin(), selected.end(), k);
        out.push_back(values[static_cast<std::size_t>(it - selected.begin())]);
    }
    return out;
}

Status applyKeySlider(AnimCurveFn &fn, const std::vector<std::size_t> &keys, const KeySliderParams &params,
                      AnimCurveChange *change)
{
    const AnimCurve &curve = fn.curve();
    Result<std::vector<double>> values = keySliderValues(curve, keys, params);
    if (!values)
        return values.status();
    std::vector<std::pair<std::size_t, double>> edits;
    edits.reserve(keys.size());
    for (std::size_t k = 0; k < keys.size(); ++k)
        edits.emplace_back(keys[k], values.value()[k]);
    std::sort(edits.begin(), edits.end());
    edits.erase(std::unique(edits.begin(), edits.end(), [](const auto &a, const auto &b) { return a.first == b.first; }),
                edits.end());

    // The checks above leave setValue nothing to refuse but a change of another curve,
    // which its first call reports with nothing changed. Should a later call fail anyway,
    // the keys already set get their old values back (recorded, so `change` nets to none).
    std::vector<double> old;
    old.reserve(edits.size());
    for (const auto &e : edits)
        old.push_back(curve.keyValue(e.first));
    for (std::size_t k = 0; k < edits.size(); ++k) {
        const Status st = fn.setValue(edits[k].first, edits[k].second, change);
        if (st)
            continue;
        for (std::size_t j = k; j-- > 0;)
            (void)fn.setValue(edits[j].first, old[j], change);
        return st;
    }
    return Status::ok();
}

} // namespace knotline
