#include "core/editor/UsdaContent.h"

#include "core/animcurve/AnimCurveFn.h"
#include "core/editor/ChannelPathSyntax.h"
#include "core/editor/ClipSetEdit.h"
#include "core/editor/DocumentFormats.h"
#include "core/io/LayerFile.h"
#include "core/io/UsdaTextPatch.h"
#include "core/io/UsdaWriter.h"
#include "core/valueclips/ClipSetReader.h"

#include <QFile>

#include <algorithm>
#include <unordered_map>

namespace knotline {

namespace {

/// The usda type name of a new attribute holding `spline`: `timecode` for a time-valued
/// one (its values are times: a stack that sublayers this layer with an offset maps them),
/// else its value type's.
std::string splineTypeName(const Spline &spline)
{
    if (spline.isTimeValued())
        return "timecode";
    switch (spline.valueType()) {
    case ValueType::Float:
        return "float";
    case ValueType::Half:
        return "half";
    case ValueType::Double:
        break;
    }
    return "double";
}

/// True when `curve` is what opening `authored` gives (AnimCurveFn::fromSpline, as
/// EditorDocument::fromLayerStack opens it): the channel was not edited, so the authored
/// spline is written, not the curve's (which spells the same keys with computed tangents).
bool unchangedSince(const Spline &authored, const AnimCurve &curve)
{
    const Result<AnimCurve> opened = AnimCurveFn::fromSpline(authored);
    return opened && opened.value() == curve;
}

/// A channel whose spline save writes into the root layer.
bool isRootChannel(const Channel &c)
{
    return !c.readOnly && c.sourceIndex == 0 && c.valueSource == ValueSourceKind::Spline;
}

} // namespace

UsdaContent::UsdaContent(Document layers)
    : m_layers(std::move(layers))
    , m_stage(std::make_unique<ValueClipStage>(m_layers))
    , m_sourcePath(m_layers.layers.empty() ? QString() : QString::fromStdString(m_layers.layers.front().filePath))
{
}

UsdaContent::~UsdaContent() = default;

const DocumentFormat &UsdaContent::format() const
{
    return usdaDocumentFormat();
}

std::vector<std::string> UsdaContent::layerFilePaths(const std::string &documentPath) const
{
    std::vector<std::string> paths;
    for (const LayerStackEntry &e : m_layers.layers)
        paths.push_back(e.filePath.empty() ? documentPath : e.filePath);
    return paths;
}

Status UsdaContent::checkInsertable(const Channel &channel) const
{
    if (channel.source != ChannelSource::UsdaAttribute)
        return Status::error(MessageId::UsdHoldsOnlyAttributes).withContext(channel.path);
    std::string_view primPath, name;
    if (!splitAttributePath(channel.path, &primPath, &name))
        return Status::error(MessageId::NotAttributePath, channel.path);
    if (!isAbsolutePrimPath(primPath))
        return Status::error(MessageId::NotPrimPath, std::string(primPath));
    if (!isUsdAttributeName(name))
        return Status::error(MessageId::NotAttributeName, std::string(name));
    const Prim *prim = m_layers.root().findPrim(primPath);
    if (!prim)
        return Status::error(MessageId::RootLayerHasNoPrim, std::string(primPath)).withContext(channel.path);
    if (const Attribute *a = prim->findAttribute(name); a && !isSplineValueTypeName(a->typeName))
        return Status::error(MessageId::AttributeCannotHoldSpline, a->typeName).withContext(channel.path);
    return Status::ok();
}

Status UsdaContent::checkRemovable(const Channel &channel) const
{
    for (std::size_t i = 1; i < m_layers.layers.size(); ++i)
        if (const Attribute *a = m_layers.layers[i].layer.findAttribute(channel.path); a && a->spline)
            return Status::error(MessageId::SublayerSplineShowsThrough).withContext(channel.path);
    return Status::ok();
}

Result<Layer> UsdaContent::editedRootLayer(const ChannelRows &channels) const
{
    return writeChannels(channels, false);
}

Layer UsdaContent::writeChannels(const ChannelRows &channels, bool keepRemoved) const
{
    Layer root = m_layers.root();
    std::unordered_map<std::string, const Channel *> rootChannels;
    for (const Channel *c : channels)
        if (c->sourceIndex == 0 && c->source == ChannelSource::UsdaAttribute)
            rootChannels.emplace(c->path, c); // also time-sample channels: their shadowed spline stays
    // Splines of removed channels go; an attribute that held only the spline goes too.
    std::vector<std::string> emptied;
    forEachAttributeMutable(root, [&](const std::string &primPath, Prim &, Attribute &a) {
        const std::string path = primPath + "." + a.name;
        if (!a.spline || rootChannels.count(path) || keepRemoved)
            return;
        a.spline.reset();
        if (!a.defaultValue && !a.timeSamples && a.connections.empty() && a.metadata.entries.empty()
            && a.metadata.comment.empty())
            emptied.push_back(path);
    });
    for (const std::string &path : emptied) {
        std::string_view primPath, name;
        if (splitAttributePath(path, &primPath, &name))
            if (Prim *prim = root.findPrim(primPath))
                std::erase_if(prim->attributes, [&](const Attribute &a) { return a.name == name; });
    }
    for (const Channel *c : channels) {
        if (!isRootChannel(*c))
            continue;
        if (Attribute *a = root.findAttribute(c->path)) {
            // A spline channel over root time samples was converted from them: the
            // samples would beat the spline (ValueResolution.h), so they go.
            if (!keepRemoved)
                a->timeSamples.reset();
            if (a->spline && unchangedSince(a->spline->spline, c->curve))
                continue; // kept as authored (the file's text stays byte for byte)
            if (!a->spline)
                a->spline.emplace();
            a->spline->spline = c->curve.spline();
            continue;
        }
        std::string_view primPath, name;
        Prim *prim = splitAttributePath(c->path, &primPath, &name) ? root.findPrim(primPath) : nullptr;
        if (!prim)
            continue; // checkInsertable refuses such channels
        Attribute a;
        a.name = std::string(name);
        a.typeName = splineTypeName(c->curve.spline());
        a.spline.emplace();
        a.spline->spline = c->curve.spline();
        prim->attributes.push_back(std::move(a));
    }
    return root;
}

Status UsdaContent::save(const ChannelRows &channels, const QString &path)
{
    Result<Layer> root = editedRootLayer(channels);
    if (!root)
        return root.status();
    std::optional<std::string> text;
    if (!m_sourcePath.isEmpty()) {
        // The file the root layer was read from (or last saved to), edited where the
        // channels changed; anything else is kept as written there.
        QFile source(m_sourcePath);
        if (source.open(QIODevice::ReadOnly)) {
            const QByteArray bytes = source.readAll();
            text = patchUsdaText(std::string_view(bytes.constData(), std::size_t(bytes.size())), root.value());
        }
    }
    if (Status st = saveTextFile(text ? *text : writeUsda(root.value()), path); !st)
        return st;
    m_layers.root() = writeChannels(channels, true);
    m_stage = std::make_unique<ValueClipStage>(m_layers); // it points into the old root layer
    m_sourcePath = path;
    return Status::ok();
}

std::optional<UsdValue> UsdaContent::clipSetDictionary(const std::string &primPath, const std::string &setName) const
{
    return knotline::clipSetDictionary(m_layers.root(), primPath, setName);
}

Status UsdaContent::checkClipSetDictionary(const std::string &primPath, const std::string &setName,
                                           const std::optional<UsdValue> &dictionary, Document *edited) const
{
    Document copy = m_layers;
    if (!knotline::setClipSetDictionary(copy.root(), primPath, setName, dictionary))
        return Status::error(MessageId::ClipSetNotInRootLayer, setName, primPath);
    // Warnings name the set ("clip set 'name' of /Prim is dropped: …"); one the edit brings
    // in refuses it.
    std::vector<std::string> before, after;
    (void)readClipSets(m_layers, primPath, &before);
    (void)readClipSets(copy, primPath, &after);
    const std::string marker = "clip set '" + setName + "' of " + primPath + " ";
    for (const std::string &w : after) {
        if (w.find(marker) == std::string::npos || std::find(before.begin(), before.end(), w) != before.end())
            continue;
        const std::size_t colon = w.find("dropped: ");
        return Status::error(MessageId::ClipSetEditRefused, setName, primPath,
                             colon == std::string::npos ? w : w.substr(colon + 9));
    }
    if (edited)
        *edited = std::move(copy);
    return Status::ok();
}

Status UsdaContent::setClipSetDictionary(const std::string &primPath, const std::string &setName,
                                         const std::optional<UsdValue> &dictionary)
{
    Document edited;
    if (Status st = checkClipSetDictionary(primPath, setName, dictionary, &edited); !st)
        return st;
    m_layers = std::move(edited);
    m_stage = std::make_unique<ValueClipStage>(m_layers);
    return Status::ok();
}

} // namespace knotline
