#include "core/valueclips/ClipSetSampler.h"

#include "core/document/TimeCodeValues.h"
#include "core/spline/Spline.h"

#include <algorithm>
#include <cmath>
#include <limits>
#include <set>

namespace knotline {

namespace {
constexpr double kInfinity = std::numeric_limits<double>::infinity();
/// Usd_GetOrInterpolateValue treats bracketing samples this close as one (GfIsClose).
constexpr double kSameSampleEpsilon = 1e-6;
} // namespace

struct ClipSetSampler::Manifest {
    const Layer *authored = nullptr;   ///< the manifest layer, when the set names one
    bool generated = false;            ///< no manifestAssetPath: declared = clips' attributes
    std::set<std::string> declared;    ///< generated manifest's attribute paths
};

struct ClipSetSampler::AttributeData {
    explicit AttributeData(TimeMap::Cursor cursor) : clipTimes(cursor) {}
    SampleInterpolation kind = SampleInterpolation::Linear;
    bool timeCode = false;  ///< a `timecode` attribute: clip values shift into stage time
    bool useSplines = false;
    std::vector<const TimeSamples *> samples; ///< per clip; nullptr = no samples
    std::vector<const Spline *> splines;      ///< per clip; nullptr = no spline
    std::vector<char> contributes;            ///< per activation
    std::optional<double> manifestDefault;
    std::vector<double> stageSamples;
    // Lookup hints, where the previous value() query landed.
    TimeMap::Cursor clipTimes;          ///< over the set's stage → clip time map
    std::size_t activationHint = 0;     ///< the activation found last
    std::size_t upperSampleHint = 1;    ///< index of the first stage sample >= t, last time
};

double toStageTimeCode(double value, double stageTime, double clipTime)
{
    return value + (stageTime - clipTime);
}

ClipSetSampler::ClipSetSampler(const ClipSet &set, ClipLayerCache &cache)
    : m_set(set), m_cache(cache), m_mapping(set.times)
{
}

ClipSetSampler::~ClipSetSampler() = default;

const Layer *ClipSetSampler::clipLayer(std::size_t clipIndex)
{
    return m_cache.layer(m_set.clipFiles[clipIndex], MessageId::ClipLayerMissing, MessageId::ClipLayerUnreadable,
                         {m_set.assetPaths[clipIndex], m_set.name, m_set.primPath}, m_set.assetPathsLocation);
}

const ClipSetSampler::Manifest &ClipSetSampler::manifest()
{
    if (m_manifest)
        return *m_manifest;
    m_manifest = std::make_unique<Manifest>();
    if (!m_set.manifestFile.empty()) {
        m_manifest->authored = m_cache.layer(m_set.manifestFile, MessageId::ClipManifestMissing,
                                             MessageId::ClipManifestUnreadable,
                                             {m_set.manifestAssetPath, m_set.name, m_set.primPath}, m_set.manifestLocation);
        return *m_manifest;
    }
    m_manifest->generated = true;
    for (std::size_t i = 0; i < m_set.clipFiles.size(); ++i) {
        const Layer *layer = clipLayer(i);
        if (!layer)
            continue;
        forEachAttribute(*layer, [&](const std::string &primPath, const Prim &, const Attribute &a) {
            if ((a.timeSamples && !a.timeSamples->empty()) || a.spline)
                m_manifest->declared.insert(primPath + "." + a.name);
        });
    }
    return *m_manifest;
}

bool ClipSetSampler::declares(const std::string &clipAttributePath)
{
    const Manifest &m = manifest();
    if (m.generated)
        return m.declared.count(clipAttributePath) != 0;
    return m.authored && m.authored->findAttribute(clipAttributePath) != nullptr;
}

std::string ClipSetSampler::declaredTypeName(const std::string &clipAttributePath)
{
    const Manifest &m = manifest();
    if (m.authored)
        if (const Attribute *a = m.authored->findAttribute(clipAttributePath); a && !a->typeName.empty())
            return a->typeName;
    for (std::size_t c = 0; c < m_set.clipFiles.size(); ++c)
        if (const Layer *layer = clipLayer(c))
            if (const Attribute *a = layer->findAttribute(clipAttributePath); a && !a->typeName.empty())
                return a->typeName;
    return {};
}

std::vector<std::string> ClipSetSampler::declaredAttributes()
{
    const Manifest &m = manifest();
    if (m.generated)
        return {m.declared.begin(), m.declared.end()};
    std::vector<std::string> out;
    if (m.authored)
        forEachAttribute(*m.authored, [&](const std::string &primPath, const Prim &, const Attribute &a) {
            out.push_back(primPath + "." + a.name);
        });
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    return out;
}

std::size_t ClipSetSampler::activationAt(double t) const
{
    const auto after = std::upper_bound(m_set.active.begin(), m_set.active.end(), t,
                                        [](double time, const ClipActivation &a) { return time < a.stageTime; });
    return after == m_set.active.begin() ? 0 : static_cast<std::size_t>(after - m_set.active.begin()) - 1;
}

std::size_t ClipSetSampler::activationNear(double t, std::size_t &hint) const
{
    const std::vector<ClipActivation> &active = m_set.active;
    // Exactly what activationAt returns: the last activation starting at or before t, or
    // the first when none does (comparisons only, so NaN fails them and searches).
    const auto isActivationAt = [&](std::size_t i) {
        return (i == 0 || active[i].stageTime <= t) && (i + 1 == active.size() || t < active[i + 1].stageTime);
    };
    if (hint < active.size()) {
        if (isActivationAt(hint))
            return hint;
        if (hint + 1 < active.size() && isActivationAt(hint + 1))
            return ++hint;
    }
    hint = activationAt(t);
    return hint;
}

ClipSetSampler::AttributeData &ClipSetSampler::data(const std::string &path, const std::string &typeName)
{
    const auto found = m_attributes.find(path);
    if (found != m_attributes.end())
        return *found->second;
    auto d = std::make_unique<AttributeData>(m_mapping.cursor());
    d->kind = sampleInterpolationFor(typeName);
    d->timeCode = isTimeCodeTypeName(typeName);
    const Manifest &m = manifest();
    const Attribute *declared = m.authored ? m.authored->findAttribute(path) : nullptr;
    const std::size_t clipCount = m_set.clipFiles.size();
    d->samples.assign(clipCount, nullptr);
    d->splines.assign(clipCount, nullptr);
    bool anySamples = false, anySpline = false;
    for (std::size_t c = 0; c < clipCount; ++c) {
        const Layer *layer = clipLayer(c);
        const Attribute *a = layer ? layer->findAttribute(path) : nullptr;
        if (!a)
            continue;
        if (a->timeSamples && !a->timeSamples->empty()) {
            d->samples[c] = &*a->timeSamples;
            anySamples = true;
        }
        if (a->spline) {
            d->splines[c] = &a->spline->spline;
            anySpline = true;
        }
    }
    d->useSplines = m.authored ? (declared && declared->spline && !declared->timeSamples) : (!anySamples && anySpline);
    if (declared && declared->defaultValue)
        d->manifestDefault = sampleNumber(*declared->defaultValue, d->kind);

    // Which clips contribute (interpolateMissingClipValues), as Usd_ClipSet decides: a
    // clip with data that the manifest does not block at its activation time, and every
    // clip when the manifest declares a default (a value or a block), since the default
    // then stands in for the missing data.
    const std::size_t activations = m_set.active.size();
    d->contributes.assign(activations, 1);
    const bool manifestHasDefault = declared && declared->defaultValue.has_value();
    if (m_set.interpolateMissingClipValues && !manifestHasDefault) {
        for (std::size_t a = 0; a < activations; ++a) {
            const std::size_t c = m_set.active[a].clipIndex;
            bool has = d->useSplines ? d->splines[c] != nullptr : d->samples[c] != nullptr;
            if (has && declared && declared->timeSamples) {
                const double at = m_set.active[a].stageTime;
                for (const TimeSample &s : *declared->timeSamples)
                    if (s.time == at && s.value.isNone())
                        has = false;
            }
            d->contributes[a] = has ? 1 : 0;
        }
    }

    // Stage-time samples.
    std::vector<double> out;
    std::vector<double> mapped;
    for (std::size_t a = 0; a < activations; ++a) {
        if (!d->contributes[a])
            continue;
        const double start = a == 0 ? -kInfinity : m_set.active[a].stageTime;
        const double end = a + 1 == activations ? kInfinity : m_set.active[a + 1].stageTime;
        const auto inRange = [&](double s) { return s >= start && s < end; };
        const std::size_t c = m_set.active[a].clipIndex;
        const auto addClipTime = [&](double clipTime) {
            mapped.clear();
            m_mapping.stageTimesOf(clipTime, &mapped);
            for (double s : mapped)
                if (inRange(s))
                    out.push_back(s);
        };
        if (d->useSplines) {
            if (d->splines[c])
                for (const Knot &k : d->splines[c]->knots())
                    addClipTime(k.time);
        } else if (d->samples[c]) {
            for (const TimeSample &s : *d->samples[c])
                addClipTime(s.time);
        }
        for (const ClipTimeMapping::Point &p : m_mapping.points())
            if (inRange(p.sampleTime))
                out.push_back(p.sampleTime);
        out.push_back(m_set.active[a].stageTime);
    }
    if (out.empty())
        out.push_back(m_set.active.front().stageTime);
    std::sort(out.begin(), out.end());
    out.erase(std::unique(out.begin(), out.end()), out.end());
    d->stageSamples = std::move(out);
    return *m_attributes.emplace(path, std::move(d)).first->second;
}

const std::vector<double> &ClipSetSampler::timeSamples(const std::string &clipAttributePath, const std::string &typeName)
{
    return data(clipAttributePath, typeName).stageSamples;
}

std::optional<double> ClipSetSampler::valueInClip(const AttributeData &d, std::size_t a, double stageTime,
                                                  double clipTime) const
{
    if (!d.contributes[a])
        return d.manifestDefault;
    const TimeSamples *samples = d.samples[m_set.active[a].clipIndex];
    if (!samples)
        return d.manifestDefault;
    const std::optional<double> v = evalTimeSamples(*samples, clipTime, d.kind);
    return v && d.timeCode ? std::optional<double>(toStageTimeCode(*v, stageTime, clipTime)) : v;
}

std::optional<double> ClipSetSampler::valueAtSample(AttributeData &d, double s)
{
    const std::size_t a = activationNear(s, d.activationHint);
    return valueInClip(d, a, s, d.clipTimes.evaluate(s));
}

ClipSetValue ClipSetSampler::splineValue(AttributeData &d, double t)
{
    ClipSetValue v;
    v.activation = activationNear(t, d.activationHint);
    v.clipIndex = m_set.active[v.activation].clipIndex;
    v.clipTime = d.clipTimes.evaluate(t);
    v.fromSpline = true;
    const Spline *spline = d.splines[v.clipIndex];
    if (!spline) {
        v.value = d.manifestDefault;
        return v;
    }
    double at = v.clipTime;
    const std::vector<Knot> &knots = spline->knots();
    if (!knots.empty()) {
        if (v.activation > 0)
            at = std::max(at, knots.front().time);
        if (v.activation + 1 < m_set.active.size())
            at = std::min(at, knots.back().time);
    }
    v.value = spline->eval(at);
    if (v.value && d.timeCode)
        v.value = toStageTimeCode(*v.value, t, v.clipTime);
    return v;
}

ClipSetSampler::AttributeData &ClipSetSampler::attribute(const std::string &clipAttributePath, const std::string &typeName)
{
    return data(clipAttributePath, typeName);
}

ClipSetValue ClipSetSampler::value(const std::string &clipAttributePath, const std::string &typeName, double t)
{
    return value(data(clipAttributePath, typeName), t);
}

ClipSetValue ClipSetSampler::value(AttributeData &d, double t)
{
    if (d.useSplines)
        return splineValue(d, t);
    ClipSetValue v;
    v.activation = activationNear(t, d.activationHint);
    v.clipIndex = m_set.active[v.activation].clipIndex;
    v.clipTime = d.clipTimes.evaluate(t);
    // The bracketing stage samples; `upper` indexes the first sample >= t (hinted).
    const std::vector<double> &s = d.stageSamples;
    double lower = s.front(), upper = s.front();
    if (t >= s.back()) {
        lower = upper = s.back();
    } else if (t > s.front()) {
        // Here s.size() >= 2 and the wanted index i has s[i - 1] < t <= s[i], 1 <= i < size.
        std::size_t i = d.upperSampleHint;
        const auto isUpper = [&](std::size_t j) { return j >= 1 && j < s.size() && s[j - 1] < t && t <= s[j]; };
        if (!isUpper(i)) {
            if (isUpper(i + 1))
                ++i;
            else
                i = static_cast<std::size_t>(std::lower_bound(s.begin(), s.end(), t) - s.begin());
        }
        d.upperSampleHint = i;
        upper = s[i];
        lower = s[i] == t ? t : s[i - 1];
        if (s[i] == t)
            upper = t;
    }
    // A bracketing sample that is t itself reuses t's activation and clip time.
    const auto atSample = [&](double at) {
        return at == t && std::signbit(at) == std::signbit(t) ? valueInClip(d, v.activation, t, v.clipTime)
                                                               : valueAtSample(d, at);
    };
    if (std::abs(upper - lower) <= kSameSampleEpsilon) {
        v.value = atSample(lower);
        return v;
    }
    const std::optional<double> lo = atSample(lower);
    if (!lo)
        return v;
    std::optional<double> hi = atSample(upper);
    if (!hi)
        hi = lo;
    v.value = interpolateSample(d.kind, (t - lower) / (upper - lower), *lo, *hi);
    return v;
}

} // namespace knotline
