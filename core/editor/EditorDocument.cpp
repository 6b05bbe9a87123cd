#include "core/editor/EditorDocument.h"

#include "core/io/FileFormats.h"

#include "core/document/Document.h"
#include "core/io/AnimFile.h"
#include "core/io/DocumentLoader.h"
#include "core/io/LayerFile.h"

#include <QFileInfo>

#include <algorithm>
#include <cmath>
#include <limits>
#include <variant>

namespace knotline {

struct EditorDocument::Content {
    std::variant<std::monostate, Document, AnimFile> file;
};

namespace {

template <class Channels>
std::pair<double, double> keyRange(const Channels &channels)
{
    double lo = std::numeric_limits<double>::infinity();
    double hi = -lo;
    for (const auto &[id, c] : channels) {
        const auto &knots = c->curve.spline().knots();
        if (knots.empty())
            continue;
        lo = std::min(lo, knots.front().time);
        hi = std::max(hi, knots.back().time);
    }
    if (!(lo <= hi))
        return {1.0, 24.0};
    return {lo, hi};
}

/// The .anim entry of a channel inserted since the file was opened: "node.attribute".
AnimFileEntry newAnimEntry(const Channel &c)
{
    AnimFileEntry e;
    const std::size_t dot = c.path.find('.');
    e.node = c.path.substr(0, dot);
    e.attribute = c.path.substr(dot + 1);
    const std::size_t leaf = e.attribute.rfind('.');
    e.leafAttribute = leaf == std::string::npos ? e.attribute : e.attribute.substr(leaf + 1);
    e.hasCurve = true;
    e.curve = c.curve;
    return e;
}

/// The usda type name of a new attribute holding a spline of `type`.
std::string splineTypeName(ValueType type)
{
    switch (type) {
    case ValueType::Float:
        return "float";
    case ValueType::Half:
        return "half";
    case ValueType::Double:
        break;
    }
    return "double";
}

} // namespace

EditorDocument::EditorDocument()
    : m_content(std::make_unique<Content>())
{
}

EditorDocument::~EditorDocument() = default;

std::unique_ptr<EditorDocument> EditorDocument::createEmpty()
{
    return std::unique_ptr<EditorDocument>(new EditorDocument());
}

void EditorDocument::setTimeFrame(double timeCodesPerSecond, std::optional<double> start,
                                  std::optional<double> end)
{
    m_timeCodesPerSecond = timeCodesPerSecond;
    const auto range = keyRange(m_channels);
    m_startTimeCode = start.value_or(range.first);
    m_endTimeCode = end.value_or(range.second);
}

Result<std::unique_ptr<EditorDocument>> EditorDocument::fromLayerStack(Document usd, const QString &path)
{
    std::unique_ptr<EditorDocument> doc(new EditorDocument());
    for (const ComposedAttribute &a : composedSplineAttributes(usd)) {
        Result<AnimCurve> curve = AnimCurveFn::fromSpline(a.attribute.spline->spline);
        if (!curve)
            return Status::error(a.path + ": " + curve.message());
        Channel c;
        c.path = a.path;
        c.source = ChannelSource::UsdaAttribute;
        c.curve = std::move(curve.value());
        c.readOnly = a.attribute.readOnly;
        c.sourceIndex = a.layerIndex;
        doc->addChannel(std::move(c));
    }
    const Layer &root = usd.root();
    doc->setTimeFrame(root.effectiveTimeCodesPerSecond(), root.startTimeCode, root.endTimeCode);
    doc->m_problems = usd.problems;
    doc->m_content->file = std::move(usd);
    doc->m_filePath = path;
    return doc;
}

std::unique_ptr<EditorDocument> EditorDocument::fromAnimFile(AnimFile anim, const QString &path)
{
    std::unique_ptr<EditorDocument> doc(new EditorDocument());
    for (std::size_t i = 0; i < anim.entries.size(); ++i) {
        const AnimFileEntry &e = anim.entries[i];
        if (!e.hasCurve)
            continue;
        Channel c;
        c.path = e.path();
        c.source = ChannelSource::AnimCurve;
        c.curve = e.curve;
        c.sourceIndex = i;
        doc->addChannel(std::move(c));
    }
    doc->setTimeFrame(anim.timeCodesPerSecond(), anim.startTime, anim.endTime);
    doc->m_problems = anim.warnings;
    doc->m_content->file = std::move(anim);
    doc->m_filePath = path;
    return doc;
}

Result<std::unique_ptr<EditorDocument>> EditorDocument::open(const QString &path)
{
    const Result<FileFormat> format = fileFormatToRead(path);
    if (!format)
        return format.status();
    switch (format.value()) {
    case FileFormat::UsdaLayer: {
        std::vector<std::string> warnings;
        Result<Document> read = openDocument(path, &warnings);
        if (!read)
            return read.status();
        read.value().problems.insert(read.value().problems.end(), warnings.begin(), warnings.end());
        return fromLayerStack(std::move(read.value()), path);
    }
    case FileFormat::MayaAnim: {
        Result<AnimFile> read = readAnimFile(path);
        if (!read)
            return read.status();
        return fromAnimFile(std::move(read.value()), path);
    }
    }
    return Status::error(path.toStdString() + ": unknown file type");
}

ChannelId EditorDocument::addChannel(Channel channel)
{
    channel.id = ChannelId(++m_lastId);
    const ChannelId id = channel.id;
    placeChannel(m_order.size(), std::move(channel));
    return id;
}

void EditorDocument::placeChannel(std::size_t row, Channel channel)
{
    const ChannelId id = channel.id;
    row = std::min(row, m_order.size());
    m_channels.emplace(id, std::make_unique<Channel>(std::move(channel)));
    m_order.insert(m_order.begin() + static_cast<std::ptrdiff_t>(row), id);
    renumberRows(row);
}

Channel EditorDocument::takeChannel(ChannelId id)
{
    const std::size_t row = m_rows.at(id);
    auto node = m_channels.extract(id);
    m_order.erase(m_order.begin() + static_cast<std::ptrdiff_t>(row));
    m_rows.erase(id);
    renumberRows(row);
    return std::move(*node.mapped());
}

void EditorDocument::renumberRows(std::size_t from)
{
    for (std::size_t r = from; r < m_order.size(); ++r)
        m_rows[m_order[r]] = r;
}

std::optional<std::size_t> EditorDocument::rowOf(ChannelId id) const
{
    const auto it = m_rows.find(id);
    if (it == m_rows.end())
        return std::nullopt;
    return it->second;
}

const Channel *EditorDocument::findChannel(std::optional<ChannelId> id) const
{
    if (!id)
        return nullptr;
    const auto it = m_channels.find(*id);
    return it == m_channels.end() ? nullptr : it->second.get();
}

std::optional<ChannelId> EditorDocument::findChannelByPath(const std::string &path) const
{
    for (ChannelId id : m_order)
        if (m_channels.at(id)->path == path)
            return id;
    return std::nullopt;
}

const Document *EditorDocument::usdDocument() const
{
    return std::get_if<Document>(&m_content->file);
}

const AnimFile *EditorDocument::animFile() const
{
    return std::get_if<AnimFile>(&m_content->file);
}

std::vector<std::string> EditorDocument::layerFilePaths() const
{
    std::vector<std::string> paths;
    if (const Document *usd = usdDocument()) {
        for (const LayerStackEntry &e : usd->layers)
            paths.push_back(e.filePath.empty() ? m_filePath.toStdString() : e.filePath);
    } else if (animFile()) {
        paths.push_back(m_filePath.toStdString());
    }
    return paths;
}

Result<Layer> EditorDocument::editedRootLayer() const
{
    const Document *usd = usdDocument();
    if (!usd)
        return Status::error("the document is not a USD layer");
    Layer root = usd->root();
    std::unordered_map<std::string, const Channel *> rootChannels;
    for (const auto &[id, c] : m_channels)
        if (!c->readOnly && c->sourceIndex == 0)
            rootChannels.emplace(c->path, c.get());
    // Splines of removed channels go; an attribute that held only the spline goes too.
    std::vector<std::string> emptied;
    forEachAttributeMutable(root, [&](const std::string &primPath, Prim &, Attribute &a) {
        const std::string path = primPath + "." + a.name;
        if (!a.spline || rootChannels.count(path))
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
    for (ChannelId id : m_order) {
        const Channel *c = m_channels.at(id).get();
        if (c->readOnly || c->sourceIndex != 0)
            continue;
        const std::string &path = c->path;
        if (Attribute *a = root.findAttribute(path)) {
            if (!a->spline)
                a->spline.emplace();
            a->spline->spline = c->curve.spline();
            continue;
        }
        std::string_view primPath, name;
        if (!splitAttributePath(path, &primPath, &name))
            continue; // insertChannel refuses such paths
        Prim *prim = root.findPrim(primPath);
        if (!prim)
            continue;
        Attribute a;
        a.name = std::string(name);
        a.typeName = splineTypeName(c->curve.spline().valueType());
        a.spline.emplace();
        a.spline->spline = c->curve.spline();
        prim->attributes.push_back(std::move(a));
    }
    return root;
}

Status EditorDocument::checkEditable(ChannelId id) const
{
    const Channel *c = findChannel(id);
    if (!c)
        return Status::error("channel " + std::to_string(id.value()) + " does not exist");
    if (c->readOnly)
        return Status::error(c->path + " comes from a sublayer and is read-only");
    return Status::ok();
}

Status EditorDocument::edit(ChannelId id, const CurveEdit &edit, DocumentChange *change)
{
    if (Status st = checkEditable(id); !st)
        return st;
    AnimCurve &curve = m_channels.at(id)->curve;
    const AnimCurve before = curve;
    AnimCurveFn fn(curve);
    if (Status st = edit(fn); !st) {
        curve = before; // all or nothing
        return st;
    }
    if (curve == before)
        return Status::ok();
    if (change) {
        if (Status st = change->curveRecord(id).record(curve, before); !st) {
            curve = before;
            return st;
        }
    }
    curveChanged(id, before);
    return Status::ok();
}

Status EditorDocument::checkInsertable(const Channel &channel) const
{
    if (channel.path.empty())
        return Status::error("a channel needs a path");
    if (findChannelByPath(channel.path))
        return Status::error(channel.path + " is already a channel");
    if (channel.readOnly)
        return Status::error(channel.path + ": an inserted channel cannot be read-only");
    if (const Document *usd = usdDocument()) {
        if (channel.source != ChannelSource::UsdaAttribute)
            return Status::error(channel.path + ": a USD layer holds only attribute channels");
        std::string_view primPath, name;
        if (!splitAttributePath(channel.path, &primPath, &name))
            return Status::error(channel.path + " is not an attribute path (/Prim.attribute)");
        const Prim *prim = usd->root().findPrim(primPath);
        if (!prim)
            return Status::error(channel.path + ": the root layer has no prim " + std::string(primPath));
        if (const Attribute *a = prim->findAttribute(name); a && !isSplineValueTypeName(a->typeName))
            return Status::error(channel.path + ": a " + a->typeName + " attribute cannot hold a spline");
        return Status::ok();
    }
    if (animFile()) {
        if (channel.source != ChannelSource::AnimCurve)
            return Status::error(channel.path + ": a Maya anim file holds only anim curves");
        const std::size_t dot = channel.path.find('.');
        if (dot == 0 || dot == std::string::npos || dot + 1 == channel.path.size())
            return Status::error(channel.path + " is not a node.attribute path");
        return Status::ok();
    }
    return Status::error("an empty document cannot hold channels");
}

Result<ChannelId> EditorDocument::insertChannel(std::size_t row, Channel channel, DocumentChange *change)
{
    if (Status st = checkInsertable(channel); !st)
        return st;
    channel.id = ChannelId(++m_lastId);
    channel.sourceIndex = animFile() ? Channel::kNewEntry : 0;
    row = std::min(row, m_order.size());
    const ChannelId id = channel.id;
    if (change)
        change->recordInsertion(row, channel);
    placeChannel(row, std::move(channel));
    setModified(true);
    emit channelInserted(id, row);
    return id;
}

Status EditorDocument::removeChannel(ChannelId id, DocumentChange *change)
{
    if (Status st = checkEditable(id); !st)
        return st;
    const std::size_t row = m_rows.at(id);
    emit channelAboutToBeRemoved(id, row);
    Channel removed = takeChannel(id);
    if (change)
        change->recordRemoval(row, std::move(removed));
    setModified(true);
    emit channelRemoved(id, row);
    return Status::ok();
}

Status EditorDocument::applyStep(const DocumentChange::Step &step, bool forward)
{
    if (const auto *c = std::get_if<DocumentChange::CurveStep>(&step)) {
        if (c->change.isEmpty())
            return Status::ok();
        auto it = m_channels.find(c->channel);
        if (it == m_channels.end())
            return Status::error("channel " + std::to_string(c->channel.value()) + " does not exist");
        AnimCurve &curve = it->second->curve;
        const AnimCurve before = curve;
        if (Status st = forward ? c->change.redoIt(curve) : c->change.undoIt(curve); !st)
            return Status::error(it->second->path + ": " + st.message());
        curveChanged(c->channel, before);
        return Status::ok();
    }
    const auto *insertion = std::get_if<DocumentChange::ChannelInsertion>(&step);
    const auto *removal = std::get_if<DocumentChange::ChannelRemoval>(&step);
    const Channel &channel = insertion ? insertion->channel : removal->channel;
    const std::size_t row = insertion ? insertion->row : removal->row;
    const bool insert = (insertion != nullptr) == forward;
    if (insert) {
        if (contains(channel.id) || row > m_order.size())
            return Status::error(channel.path + " cannot be inserted again: the document has changed");
        placeChannel(row, channel);
        setModified(true);
        emit channelInserted(channel.id, row);
        return Status::ok();
    }
    if (rowOf(channel.id) != row)
        return Status::error(channel.path + " cannot be removed: the document has changed");
    emit channelAboutToBeRemoved(channel.id, row);
    (void)takeChannel(channel.id);
    setModified(true);
    emit channelRemoved(channel.id, row);
    return Status::ok();
}

Status EditorDocument::replay(const DocumentChange &change, bool forward)
{
    const auto &steps = change.steps();
    const std::size_t n = steps.size();
    auto at = [&](std::size_t k) -> const DocumentChange::Step & { return steps[forward ? k : n - 1 - k]; };
    for (std::size_t k = 0; k < n; ++k) {
        if (Status st = applyStep(at(k), forward); !st) {
            for (std::size_t j = k; j-- > 0;)
                (void)applyStep(at(j), !forward); // back to where it started
            return st;
        }
    }
    return Status::ok();
}

Status EditorDocument::apply(const DocumentChange &change)
{
    return replay(change, true);
}

Status EditorDocument::revert(const DocumentChange &change)
{
    return replay(change, false);
}

void EditorDocument::curveChanged(ChannelId id, const AnimCurve &before)
{
    AnimCurveChange probe;
    AnimCurve &curve = m_channels.at(id)->curve;
    constexpr double inf = std::numeric_limits<double>::infinity();
    TimeIntervals intervals{{-inf, inf}};
    if (probe.record(curve, before).isOk())
        intervals = probe.affectedIntervals();
    // The union; (-inf, inf) when nothing evaluates differently, as before.
    double lo = -inf;
    double hi = inf;
    if (!intervals.empty()) {
        lo = intervals.front().first;
        hi = intervals.back().second;
    }
    setModified(true);
    emit knotRowsChanged(id, knotRowChange(before, curve));
    emit channelIntervalsChanged(id, intervals);
    emit channelChanged(id, lo, hi);
}

void EditorDocument::setModified(bool modified)
{
    if (modified == m_modified)
        return;
    m_modified = modified;
    emit modifiedChanged(modified);
}

Status EditorDocument::save()
{
    if (m_filePath.isEmpty() || m_filePath.startsWith(QLatin1Char(':')))
        return Status::error("the document has no file yet: use Save As");
    return saveAs(m_filePath);
}

bool EditorDocument::canSaveTo(const QString &path) const
{
    if (std::holds_alternative<Document>(m_content->file))
        return canSaveAs(FileFormat::UsdaLayer, path);
    if (std::holds_alternative<AnimFile>(m_content->file))
        return canSaveAs(FileFormat::MayaAnim, path);
    return false;
}

Status EditorDocument::saveAs(const QString &path)
{
    Status st = Status::ok();
    if (auto *usd = std::get_if<Document>(&m_content->file)) {
        if (!canSaveAs(FileFormat::UsdaLayer, path))
            return Status::error(path.toStdString() + ": a USD layer can only be saved as .usda or .usd");
        Result<Layer> root = editedRootLayer();
        st = saveLayerFile(root.value(), path);
        if (st)
            usd->root() = std::move(root.value());
    } else if (auto *anim = std::get_if<AnimFile>(&m_content->file)) {
        if (!canSaveAs(FileFormat::MayaAnim, path))
            return Status::error(path.toStdString() + ": a Maya anim file can only be saved as .anim");
        AnimFile out = *anim;
        const std::size_t opened = out.entries.size();
        std::vector<bool> live(opened, false);
        for (ChannelId id : m_order) {
            const Channel &c = *m_channels.at(id);
            if (c.sourceIndex < opened) {
                live[c.sourceIndex] = true;
                out.entries[c.sourceIndex].curve = c.curve;
                out.entries[c.sourceIndex].hasCurve = true;
            } else {
                out.entries.push_back(newAnimEntry(c));
            }
        }
        for (std::size_t i = 0; i < opened; ++i)
            if (!live[i])
                out.entries[i].hasCurve = false; // a removed channel: a placeholder line
        st = writeAnimFile(out, path);
        if (st) {
            out.entries.resize(opened); // inserted channels stay new: the file is written from them
            *anim = std::move(out);
        }
    } else {
        return Status::error("an empty document has nothing to save");
    }
    if (!st)
        return st;
    if (m_filePath != path) {
        m_filePath = path;
        emit filePathChanged(path);
    }
    setModified(false);
    return Status::ok();
}

} // namespace knotline
