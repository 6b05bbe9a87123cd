#include "core/valueclips/ValueClipStage.h"

#include "core/valueclips/ClipSetReader.h"
#include "core/document/TimeCodeValues.h"
#include "core/document/TimeSamples.h"

#include <algorithm>
#include <set>

namespace knotline {

struct ValueClipStage::Opinion {
    ValueSourceKind kind = ValueSourceKind::None;
    std::size_t layerIndex = 0;
    const Attribute *attribute = nullptr; ///< layer opinions
    std::size_t primIndex = 0;            ///< clip set opinions
    std::size_t setIndex = 0;
    std::string clipPath; ///< the attribute's path in the clips
    std::string typeName; ///< the attribute's usda type (typeNameOf)
    /// The clip set's data for the attribute, looked up on the first value (which reads
    /// the clip layers; finding the opinion reads only the manifest).
    mutable ClipSetSampler::AttributeData *clipData = nullptr;
};

namespace {

std::string parentPrimPath(const std::string &primPath)
{
    const std::size_t slash = primPath.rfind('/');
    return slash == 0 || slash == std::string::npos ? std::string() : primPath.substr(0, slash);
}

} // namespace

ValueClipStage::ValueClipStage(const Document &document, const LayerFileSource &files)
    : m_document(document), m_cache(files)
{
    for (const std::string &primPath : primsWithClipMetadata(document)) {
        std::vector<ClipSet> sets = readClipSets(document, primPath, &m_openWarnings, files);
        if (sets.empty())
            continue;
        m_primIndex.emplace(primPath, m_prims.size());
        m_prims.push_back({primPath, std::move(sets)});
    }
    // Samplers refer to the sets, so they are made once m_prims no longer moves.
    for (const PrimClipSets &p : m_prims) {
        std::vector<std::unique_ptr<ClipSetSampler>> samplers;
        for (const ClipSet &set : p.sets)
            samplers.push_back(std::make_unique<ClipSetSampler>(set, m_cache));
        m_samplers.push_back(std::move(samplers));
    }
}

ValueClipStage::~ValueClipStage() = default;

std::vector<std::string> ValueClipStage::warnings() const
{
    std::vector<std::string> out = m_openWarnings;
    out.insert(out.end(), m_cache.warnings().begin(), m_cache.warnings().end());
    return out;
}

std::string ValueClipStage::typeNameOf(const std::string &attributePath, const Opinion &opinion)
{
    for (const LayerStackEntry &e : m_document.layers)
        if (const Attribute *a = e.layer.findAttribute(attributePath); a && !a->typeName.empty())
            return a->typeName;
    if (opinion.kind == ValueSourceKind::ClipSet) {
        std::string declared = m_samplers[opinion.primIndex][opinion.setIndex]->declaredTypeName(opinion.clipPath);
        if (!declared.empty())
            return declared;
    }
    return "double";
}

const ValueClipStage::Opinion &ValueClipStage::strongestOpinion(const std::string &attributePath)
{
    // The opinion does not depend on time and the document does not change: kept per path.
    const auto found = m_opinions.find(attributePath);
    if (found != m_opinions.end())
        return *found->second;
    auto o = std::make_unique<Opinion>(computeOpinion(attributePath));
    o->typeName = typeNameOf(attributePath, *o);
    return *m_opinions.emplace(attributePath, std::move(o)).first->second;
}

ValueClipStage::Opinion ValueClipStage::computeOpinion(const std::string &attributePath)
{
    std::string_view primView, nameView;
    if (!splitAttributePath(attributePath, &primView, &nameView))
        return {};
    const std::string primPath(primView);
    const std::string name(nameView);
    // Clip sets that may drive the attribute, nearest prim first: (prim, set, clip path).
    struct Candidate {
        std::size_t prim, set;
        std::string clipPath;
    };
    std::vector<Candidate> candidates;
    for (std::string p = primPath; !p.empty(); p = parentPrimPath(p)) {
        const auto found = m_primIndex.find(p);
        if (found == m_primIndex.end())
            continue;
        const std::string below = primPath.substr(p.size());
        for (std::size_t s = 0; s < m_prims[found->second].sets.size(); ++s) {
            const ClipSet &set = m_prims[found->second].sets[s];
            const std::string clipPrim = set.clipPrimPath == "/" ? below : set.clipPrimPath + below;
            candidates.push_back({found->second, s, clipPrim + "." + name});
        }
    }
    for (std::size_t i = 0; i < m_document.layers.size(); ++i) {
        if (const Attribute *a = m_document.layers[i].layer.findAttribute(attributePath)) {
            Opinion o;
            o.layerIndex = i;
            o.attribute = a;
            // Within a layer time samples beat a spline (ValueResolution.h).
            if (a->timeSamples && !a->timeSamples->empty())
                o.kind = ValueSourceKind::TimeSamples;
            else if (a->spline)
                o.kind = ValueSourceKind::Spline;
            else if (a->defaultValue)
                o.kind = ValueSourceKind::Default;
            if (o.kind != ValueSourceKind::None)
                return o;
        }
        for (const Candidate &c : candidates) {
            if (m_prims[c.prim].sets[c.set].anchorLayerIndex != i)
                continue;
            if (!m_samplers[c.prim][c.set]->declares(c.clipPath))
                continue;
            Opinion o;
            o.kind = ValueSourceKind::ClipSet;
            o.layerIndex = i;
            o.primIndex = c.prim;
            o.setIndex = c.set;
            o.clipPath = c.clipPath;
            return o;
        }
    }
    return {};
}

std::optional<double> ValueClipStage::opinionValue(const Opinion &o, double t, ClipSetValue *clip)
{
    if (o.kind == ValueSourceKind::None)
        return std::nullopt;
    if (o.kind == ValueSourceKind::ClipSet) {
        // Clip sets carry root-time activations and times: no layer offset applies.
        ClipSetSampler &sampler = *m_samplers[o.primIndex][o.setIndex];
        if (!o.clipData)
            o.clipData = &sampler.attribute(o.clipPath, o.typeName);
        ClipSetValue c = sampler.value(*o.clipData, t);
        const std::optional<double> v = c.value;
        if (clip)
            *clip = std::move(c);
        return v;
    }
    const LayerStackEntry &layer = m_document.layers[o.layerIndex];
    const double layerTime = layer.toRoot.isInvertible() ? layer.toRoot.applyInverse(t) : t;
    std::optional<double> v;
    switch (o.kind) {
    case ValueSourceKind::Spline:
        v = o.attribute->spline->spline.eval(layerTime);
        break;
    case ValueSourceKind::TimeSamples:
        v = evalTimeSamples(*o.attribute->timeSamples, layerTime, sampleInterpolationFor(o.attribute->typeName));
        break;
    case ValueSourceKind::Default:
        v = sampleNumber(*o.attribute->defaultValue, sampleInterpolationFor(o.attribute->typeName));
        break;
    case ValueSourceKind::ClipSet:
    case ValueSourceKind::None:
        break;
    }
    // A timecode value is a time of its layer (TimeCodeValues.h).
    if (v && isTimeCodeTypeName(o.attribute->typeName))
        v = layer.toRoot.apply(*v);
    return v;
}

ValueSource ValueClipStage::valueSource(const std::string &attributePath, double t)
{
    const Opinion &o = strongestOpinion(attributePath);
    ValueSource v;
    v.kind = o.kind;
    if (o.kind == ValueSourceKind::None)
        return v;
    v.layerIndex = o.layerIndex;
    v.layerFile = m_document.layers[o.layerIndex].filePath;
    ClipSetValue c;
    v.value = opinionValue(o, t, &c);
    if (o.kind == ValueSourceKind::ClipSet) {
        const ClipSet &set = m_prims[o.primIndex].sets[o.setIndex];
        v.clipSetName = set.name;
        v.clipSetPrimPath = set.primPath;
        v.clipIndex = c.clipIndex;
        v.clipAssetPath = set.assetPaths[c.clipIndex];
        v.clipFile = set.clipFiles[c.clipIndex];
        v.clipTime = c.clipTime;
        v.clipSpline = c.fromSpline;
    }
    return v;
}

std::optional<double> ValueClipStage::value(const std::string &attributePath, double t)
{
    // valueSource's value without its strings (what playback and bakes ask for).
    return opinionValue(strongestOpinion(attributePath), t, nullptr);
}

std::vector<double> ValueClipStage::timeSamples(const std::string &attributePath)
{
    const Opinion &o = strongestOpinion(attributePath);
    std::vector<double> out;
    const LayerOffset &toRoot = m_document.layers[o.layerIndex].toRoot;
    switch (o.kind) {
    case ValueSourceKind::Spline:
        for (const Knot &k : o.attribute->spline->spline.knots())
            out.push_back(toRoot.apply(k.time));
        break;
    case ValueSourceKind::TimeSamples:
        for (const TimeSample &s : *o.attribute->timeSamples)
            out.push_back(toRoot.apply(s.time));
        break;
    case ValueSourceKind::ClipSet:
        out = m_samplers[o.primIndex][o.setIndex]->timeSamples(o.clipPath, o.typeName);
        break;
    case ValueSourceKind::Default:
    case ValueSourceKind::None:
        break;
    }
    std::sort(out.begin(), out.end());
    return out;
}

bool ValueClipStage::isClipDriven(const std::string &attributePath)
{
    return strongestOpinion(attributePath).kind == ValueSourceKind::ClipSet;
}

std::vector<std::string> ValueClipStage::attributesDrivenBy(std::size_t primIndex, std::size_t setIndex)
{
    const ClipSet &set = m_prims[primIndex].sets[setIndex];
    std::vector<std::string> out;
    for (const std::string &clipPath : m_samplers[primIndex][setIndex]->declaredAttributes()) {
        // clip path "<clipPrimPath><below>.<name>" → stage path "<primPath><below>.<name>"
        const std::string prefix = set.clipPrimPath == "/" ? std::string() : set.clipPrimPath;
        if (clipPath.compare(0, prefix.size(), prefix) != 0)
            continue;
        const std::string rest = clipPath.substr(prefix.size());
        if (rest.empty() || (rest.front() != '.' && rest.front() != '/'))
            continue;
        const std::string stagePath = set.primPath + rest;
        const Opinion &o = strongestOpinion(stagePath);
        if (o.kind == ValueSourceKind::ClipSet && o.primIndex == primIndex && o.setIndex == setIndex)
            out.push_back(stagePath);
    }
    return out;
}

std::vector<std::string> ValueClipStage::clipDrivenAttributes()
{
    std::set<std::string> all;
    for (std::size_t p = 0; p < m_prims.size(); ++p)
        for (std::size_t s = 0; s < m_prims[p].sets.size(); ++s)
            for (std::string &path : attributesDrivenBy(p, s))
                all.insert(std::move(path));
    return {all.begin(), all.end()};
}

const ClipSet *ValueClipStage::drivingClipSet(const std::string &attributePath)
{
    const Opinion &o = strongestOpinion(attributePath);
    return o.kind == ValueSourceKind::ClipSet ? &m_prims[o.primIndex].sets[o.setIndex] : nullptr;
}

std::string ValueClipStage::typeName(const std::string &attributePath)
{
    return strongestOpinion(attributePath).typeName;
}

} // namespace knotline
