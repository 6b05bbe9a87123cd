#pragma once
// ValueClipStage: an opened layer stack (Document) with the value-clip sets of its prims,
// resolving attribute values the way a USD stage does for the arcs Knotline composes
// (root layer and sublayers; ../shared/spec/timeline.md §3.5, §3.7):
// - layers are visited strongest first; in each, the attribute's spline, time samples
//   (non-empty) or default is the opinion; after a layer's own opinion come the clip
//   sets anchored in that layer, so samples and defaults in the anchor or a stronger
//   layer beat clip values, and clip values beat weaker layers;
// - clip sets of the prim come first, then those of each ancestor (nearest first), each
//   prim's in clipSets order; the first set whose manifest declares the attribute wins.
//   For an ancestor's set the attribute is looked up at the set's primPath plus the path
//   below the ancestor;
// - a layer's own samples and splines map into root time by its LayerStackEntry::toRoot;
//   clip sets carry their root-time activations and times (ClipSetReader.h).
// Constructing reads only the clip metadata (templates look whether files exist); clip
// layers and manifests are read when a value, a sample list or a manifest is asked for,
// each once. Not thread-safe; the Document must outlive the stage.

#include "core/document/Document.h"
#include "core/valueclips/ClipLayerCache.h"
#include "core/valueclips/ClipSet.h"
#include "core/valueclips/ClipSetSampler.h"
#include "core/valueclips/ValueSource.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <vector>

namespace knotline {

class ValueClipStage {
public:
    /// The clip sets of one prim, in clipSets order.
    struct PrimClipSets {
        std::string primPath;
        std::vector<ClipSet> sets;
    };

    /// Reads clip layers and manifests from `files`; the document and `files` must outlive
    /// the stage.
    explicit ValueClipStage(const Document &document, const LayerFileSource &files = diskLayerFiles());
    ~ValueClipStage();
    ValueClipStage(const ValueClipStage &) = delete;
    ValueClipStage &operator=(const ValueClipStage &) = delete;

    const Document &document() const { return m_document; }
    /// Every prim that has clip sets (ignored and dropped sets left out), in the order
    /// primsWithClipMetadata meets them.
    const std::vector<PrimClipSets> &primClipSets() const { return m_prims; }
    /// "file:line:column: warning: …" for each dropped clip set (found while opening),
    /// then one warning per clip layer or manifest that could not be read so far.
    std::vector<std::string> warnings() const;

    /// The value source of `attributePath` ("/Prim.attr") at root time code `t`.
    ValueSource valueSource(const std::string &attributePath, double t);
    /// valueSource(attributePath, t).value.
    std::optional<double> value(const std::string &attributePath, double t);
    /// The attribute's time samples in root time, increasing, as UsdAttribute::
    /// GetTimeSamples lists them: the strongest opinion's (a spline's knot times, a
    /// layer's sample times mapped by its offset, a clip set's stage-time samples);
    /// empty for a default or no opinion.
    std::vector<double> timeSamples(const std::string &attributePath);
    /// Whether the strongest opinion of `attributePath` is a clip set.
    bool isClipDriven(const std::string &attributePath);
    /// The stage attribute paths that `set` (of primClipSets()[primIndex].sets) declares
    /// (its manifest, authored or generated) and whose strongest opinion is that set.
    std::vector<std::string> attributesDrivenBy(std::size_t primIndex, std::size_t setIndex);
    /// Every attribute path whose strongest opinion is a clip set, sorted.
    std::vector<std::string> clipDrivenAttributes();
    /// The clip set that is the strongest opinion of `attributePath` (an entry of
    /// primClipSets(), valid while the stage lives), nullptr when it is not clip-driven.
    /// Reads manifests as isClipDriven does, no clip layer.
    const ClipSet *drivingClipSet(const std::string &attributePath);
    /// The attribute's usda type name as resolution uses it: the strongest layer's
    /// declaration, else what the driving clip set's manifest or clips declare, else
    /// "double".
    std::string typeName(const std::string &attributePath);
    /// How many clip layers and manifests have been read so far.
    std::size_t openedClipLayerCount() const { return m_cache.openedCount(); }

private:
    struct Opinion;
    /// The strongest opinion of `attributePath`, computed once per path.
    const Opinion &strongestOpinion(const std::string &attributePath);
    Opinion computeOpinion(const std::string &attributePath);
    /// The value of opinion `o` at root time t; for a clip set also the clip's answer.
    std::optional<double> opinionValue(const Opinion &o, double t, ClipSetValue *clip);
    /// The attribute's usda type: the strongest layer's declaration, else what the clip
    /// set's manifest or clips declare, else "double".
    std::string typeNameOf(const std::string &attributePath, const Opinion &opinion);

    const Document &m_document;
    std::vector<PrimClipSets> m_prims;
    std::map<std::string, std::size_t> m_primIndex;
    std::vector<std::vector<std::unique_ptr<ClipSetSampler>>> m_samplers; // parallel to m_prims
    std::vector<std::string> m_openWarnings;
    std::map<std::string, std::unique_ptr<Opinion>> m_opinions;
    ClipLayerCache m_cache;
};

} // namespace knotline
