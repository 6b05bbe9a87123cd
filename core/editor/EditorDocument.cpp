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

std::pair<double, double> keyRange(const std::vector<Channel> &channels)
{
    double lo = std::numeric_limits<double>::infinity();
    double hi = -lo;
    for (const Channel &c : channels) {
        const auto &knots = c.curve.spline().knots();
        if (knots.empty())
            continue;
        lo = std::min(lo, knots.front().time);
        hi = std::max(hi, knots.back().time);
    }
    if (!(lo <= hi))
        return {1.0, 24.0};
    return {lo, hi};
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
        doc->m_channels.push_back(std::move(c));
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
        doc->m_channels.push_back(std::move(c));
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

std::optional<std::size_t> EditorDocument::findChannel(const std::string &path) const
{
    for (std::size_t i = 0; i < m_channels.size(); ++i)
        if (m_channels[i].path == path)
            return i;
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
    for (const Channel &c : m_channels) {
        if (c.readOnly || c.sourceIndex != 0)
            continue;
        if (Attribute *a = root.findAttribute(c.path); a && a->spline)
            a->spline->spline = c.curve.spline();
    }
    return root;
}

Status EditorDocument::checkEditable(std::size_t index) const
{
    if (index >= m_channels.size())
        return Status::error("channel " + std::to_string(index) + " does not exist");
    if (m_channels[index].readOnly)
        return Status::error(m_channels[index].path + " comes from a sublayer and is read-only");
    return Status::ok();
}

Status EditorDocument::edit(std::size_t index, const CurveEdit &edit, AnimCurveChange *change)
{
    if (Status st = checkEditable(index); !st)
        return st;
    AnimCurve &curve = m_channels[index].curve;
    if (change && !change->accepts(curve))
        return Status::error("the change already records another channel");
    const AnimCurve before = curve;
    AnimCurveFn fn(curve);
    if (Status st = edit(fn); !st) {
        curve = before; // all or nothing
        return st;
    }
    if (curve == before)
        return Status::ok();
    if (change) {
        if (Status st = change->record(curve, before); !st) {
            curve = before;
            return st;
        }
    }
    curveChanged(index, before);
    return Status::ok();
}

Status EditorDocument::undo(std::size_t index, const AnimCurveChange &change)
{
    if (index >= m_channels.size())
        return Status::error("channel " + std::to_string(index) + " does not exist");
    AnimCurve &curve = m_channels[index].curve;
    const AnimCurve before = curve;
    if (Status st = change.undoIt(curve); !st)
        return st;
    curveChanged(index, before);
    return Status::ok();
}

Status EditorDocument::redo(std::size_t index, const AnimCurveChange &change)
{
    if (index >= m_channels.size())
        return Status::error("channel " + std::to_string(index) + " does not exist");
    AnimCurve &curve = m_channels[index].curve;
    const AnimCurve before = curve;
    if (Status st = change.redoIt(curve); !st)
        return st;
    curveChanged(index, before);
    return Status::ok();
}

void EditorDocument::curveChanged(std::size_t index, const AnimCurve &before)
{
    AnimCurveChange probe;
    AnimCurve &curve = m_channels[index].curve;
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
    emit channelIntervalsChanged(index, intervals);
    emit channelChanged(index, lo, hi);
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
        for (const Channel &c : m_channels)
            if (c.sourceIndex < out.entries.size())
                out.entries[c.sourceIndex].curve = c.curve;
        st = writeAnimFile(out, path);
        if (st)
            *anim = std::move(out);
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
