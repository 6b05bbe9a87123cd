#include "core/io/BakeExport.h"

#include "core/base/EnglishCount.h"
#include "core/io/InterchangeBake.h"
#include "core/io/NumberFormat.h"
#include "core/io/SampleBake.h"
#include "core/document/ValueResolution.h"
#include "core/spline/Bake.h"
#include "core/spline/EvalCursor.h"
#include "core/spline/ValueRounding.h"

#include <algorithm>
#include <cmath>

namespace knotline {

namespace {

struct Target {
    std::string path;
    Attribute *attribute;
    /// The attribute's time samples are in effect (layerValueSource): its spline is
    /// shadowed, so the samples stay as authored and the spline is dropped.
    bool splineShadowed = false;
};

Target makeTarget(std::string path, Attribute *a)
{
    return {std::move(path), a, layerValueSource(*a) == ValueSourceKind::TimeSamples};
}

Result<std::vector<Target>> chooseTargets(Layer &layer, const std::vector<std::string> &paths)
{
    std::vector<Target> targets;
    if (paths.empty()) {
        forEachAttributeMutable(layer, [&](const std::string &primPath, Prim &, Attribute &a) {
            if (a.spline)
                targets.push_back(makeTarget(primPath + "." + a.name, &a));
        });
        return targets;
    }
    for (const std::string &path : paths) {
        Attribute *a = layer.findAttribute(path);
        if (!a)
            return Result<std::vector<Target>>::error(MessageId::BakeNoAttribute, path);
        if (!a->spline)
            return Result<std::vector<Target>>::error(MessageId::BakeAttributeNoSpline, path);
        if (std::none_of(targets.begin(), targets.end(), [&](const Target &t) { return t.attribute == a; }))
            targets.push_back(makeTarget(path, a));
    }
    return targets;
}

void knotSpan(const Spline &s, double *lo, double *hi)
{
    if (s.isEmpty())
        return;
    const std::vector<Knot> knots = knotsWithInnerLoopsBaked(s);
    *lo = std::min(*lo, knots.front().time);
    *hi = std::max(*hi, knots.back().time);
}

UsdValue sampleValue(const BakedSample &s, ValueType type)
{
    if (s.blocked)
        return UsdValue::none();
    return UsdValue::atom(formatValue(roundToValueType(s.value, type), type));
}

void noteError(BakeReport &report, const BakedAttributeReport &a)
{
    if (a.maxError > report.maxError || (std::isinf(a.maxError) && report.maxErrorPath.empty())) {
        report.maxError = a.maxError;
        report.maxErrorPath = a.path;
        report.maxErrorTime = a.maxErrorTime;
    }
}

void measure(const Spline &original, const Spline &baked, const TimeCodeRange &range, int probes,
             BakedAttributeReport *r)
{
    if (probes <= 0)
        return;
    EvalCursor a(original), b(baked);
    const std::size_t n = range.size();
    for (std::size_t i = 0; i < n; ++i) {
        const double t0 = range.at(i);
        const double t1 = i + 1 < n ? range.at(i + 1) : t0;
        const int count = i + 1 < n ? probes + 1 : 1;
        for (int k = 0; k < count; ++k) {
            const double t = t0 + (t1 - t0) * (static_cast<double>(k) / (probes + 1));
            const std::optional<double> want = a.eval(t), got = b.eval(t);
            double e = 0.0;
            if (want.has_value() != got.has_value())
                e = std::numeric_limits<double>::infinity();
            else if (want)
                e = std::abs(*want - *got);
            if (e > r->maxError) {
                r->maxError = e;
                r->maxErrorTime = t;
            }
        }
    }
}

} // namespace

Result<BakeReport> bakeLayer(Layer &layer, const BakeOptions &options)
{
    if (!std::isfinite(options.stride) || options.stride <= 0.0)
        return Result<BakeReport>::error(MessageId::BakeBadStride);
    Result<std::vector<Target>> chosen = chooseTargets(layer, options.attributePaths);
    if (!chosen)
        return Result<BakeReport>(chosen.status());
    std::vector<Target> &targets = chosen.value();

    // (NaN below means "not given"; a NaN given is a bad range, as an infinite one is.)
    if ((options.start && std::isnan(*options.start)) || (options.end && std::isnan(*options.end))) {
        const double s = options.start.value_or(0.0), e = options.end.value_or(0.0);
        return Result<BakeReport>::error(MessageId::BakeBadRange, formatDouble(s), formatDouble(e),
                                         TimeCodeRange::create(s, e, options.stride).status());
    }
    double start = options.start ? *options.start : layer.startTimeCode.value_or(std::nan(""));
    double end = options.end ? *options.end : layer.endTimeCode.value_or(std::nan(""));
    if (std::isnan(start) || std::isnan(end)) {
        double lo = std::numeric_limits<double>::infinity(), hi = -lo;
        for (const Target &t : targets)
            if (!t.splineShadowed)
                knotSpan(t.attribute->spline->spline, &lo, &hi);
        if (!(lo <= hi))
            lo = hi = 0.0;
        if (std::isnan(start))
            start = lo;
        if (std::isnan(end))
            end = std::max(hi, start);
    }
    Result<TimeCodeRange> range = TimeCodeRange::create(start, end, options.stride);
    if (!range)
        return Result<BakeReport>::error(MessageId::BakeBadRange, formatDouble(start), formatDouble(end), range.status());

    // Memory bound: refuse a bake whose samples would not fit comfortably (a tiny stride).
    constexpr double kMaxSamples = 50e6;
    if (double(range->size()) * double(std::max<std::size_t>(1, targets.size())) > kMaxSamples)
        return Result<BakeReport>::error(MessageId::BakeTooManySamples, formatDouble(double(range->size())), targets.size());

    BakeReport report;
    report.target = options.target;
    report.start = start;
    report.end = end;
    report.stride = options.stride;

    // Compute everything first so that a failure leaves the layer unchanged.
    struct Pending {
        Attribute *attribute;
        std::optional<TimeSamples> samples;
        std::optional<Spline> spline;
    };
    std::vector<Pending> pending;
    for (const Target &t : targets) {
        const Spline &spline = t.attribute->spline->spline;
        BakedAttributeReport r;
        r.path = t.path;
        if (t.splineShadowed) {
            // Already evaluates as time samples (OpenUSD: they beat the spline); the
            // bake keeps them, so it evaluates as the input does.
            r.samples = t.attribute->timeSamples->size();
            pending.push_back({t.attribute, *t.attribute->timeSamples, std::nullopt});
        } else if (options.target == BakeTarget::Samples) {
            SampleBakeOptions so;
            so.jumpTolerance = options.jumpTolerance;
            so.jumpGap = options.jumpGap;
            so.probesPerInterval = options.probesPerInterval;
            SampleBakeResult baked = bakeSplineSamples(spline, range.value(), so);
            // The range's end is always sampled, also when it is not a whole number of
            // strides from the start (a key there would otherwise be lost).
            if (baked.samples.empty() || baked.samples.back().time < end) {
                const std::optional<double> v = spline.eval(end);
                baked.samples.push_back(v ? BakedSample{end, *v, false} : BakedSample{end, 0.0, true});
            }
            TimeSamples samples;
            samples.reserve(baked.samples.size());
            for (const BakedSample &s : baked.samples)
                samples.push_back(TimeSample{s.time, sampleValue(s, spline.valueType())});
            r.samples = samples.size();
            r.jumpSamples = baked.jumpSamples;
            r.maxError = baked.maxError;
            r.maxErrorTime = baked.maxErrorTime;
            pending.push_back({t.attribute, std::move(samples), std::nullopt});
        } else {
            InterchangeOptions io;
            io.jumpGap = options.jumpGap;
            Result<Spline> baked = interchangeSpline(spline, start, end, io);
            if (!baked)
                return Result<BakeReport>(baked.status().withContext(t.path));
            r.samples = baked->knotCount();
            measure(spline, baked.value(), range.value(), options.probesPerInterval, &r);
            pending.push_back({t.attribute, std::nullopt, std::move(baked).value()});
        }
        noteError(report, r);
        report.attributes.push_back(std::move(r));
    }
    for (Pending &p : pending) {
        if (p.samples) {
            p.attribute->timeSamples = std::move(*p.samples);
            p.attribute->spline.reset();
        } else if (p.spline->isEmpty()) {
            // An empty spline (`.spline = { }`, no value anywhere) is legal in newest
            // OpenUSD but not in OpenUSD 24.11, whose grammar needs at least one spline
            // item, at any header version (newer headers it refuses outright). The
            // interchange target writes no spline then, and a value-block default
            // (`= None`): no value, and weaker layers blocked, as the empty spline does.
            p.attribute->spline.reset();
            p.attribute->defaultValue = UsdValue::none();
        } else {
            AttributeSpline replaced;
            replaced.spline = std::move(*p.spline);
            p.attribute->spline = std::move(replaced);
        }
    }
    return report;
}

std::string formatBakeReport(const BakeReport &report)
{
    const auto error = [](double e, double t) {
        if (std::isinf(e))
            return std::string("value/no-value mismatch at t=") + formatDouble(t);
        if (std::isnan(t))
            return formatDouble(e);
        return formatDouble(e) + " at t=" + formatDouble(t);
    };
    std::string out;
    for (const BakedAttributeReport &a : report.attributes) {
        out += a.path + ": " + std::to_string(a.samples);
        if (report.target == BakeTarget::Samples)
            out += " samples (" + std::to_string(a.jumpSamples) + " extra at jumps)";
        else
            out += " knots";
        out += ", max error " + error(a.maxError, a.maxErrorTime) + "\n";
    }
    out += "baked " + englishCount(report.attributes.size(), "attribute", "attributes") + " over " + formatDouble(report.start)
        + ":" + formatDouble(report.end) + " stride " + formatDouble(report.stride) + "; max error ";
    out += report.maxErrorPath.empty() ? "0" : error(report.maxError, report.maxErrorTime) + " (" + report.maxErrorPath + ")";
    out += "\n";
    return out;
}

} // namespace knotline
