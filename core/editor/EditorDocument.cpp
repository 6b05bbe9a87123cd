#include "core/editor/EditorDocument.h"

#include "core/editor/CurveChangeBatch.h"

#include "core/document/Document.h"
#include "core/editor/AnimContent.h"
#include "core/editor/ChannelReadOnly.h"
#include "core/editor/ClipChannelCurves.h"
#include "core/editor/DocumentFormats.h"
#include "core/editor/NewContent.h"
#include "core/editor/OtioContent.h"
#include "core/editor/TimelineContent.h"
#include "core/editor/UsdaChannels.h"
#include "core/editor/UsdaContent.h"
#include "core/io/CompiledTimeline.h"
#include "core/time/TimeCode.h"
#include "core/valueclips/ValueClipStage.h"

#include <algorithm>
#include <cmath>
#include <limits>

namespace knotline {

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

/// The channel showing a clip's channel (ClipChannelCurves.h); its id unset.
Channel clipChannel(ClipChannelCurve &&c)
{
    Channel channel;
    channel.path = std::move(c.path);
    channel.source = ChannelSource::ClipChannel;
    channel.timeDomain = ChannelTimeDomain::ClipTime;
    channel.curve = std::move(c.curve);
    channel.readOnly = c.readOnly;
    channel.clipPlacements = c.placements;
    return channel;
}

} // namespace

EditorDocument::EditorDocument() = default;

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
    auto content = std::make_unique<UsdaContent>(std::move(usd));
    const Document &layers = *content->usdDocument();
    ValueClipStage &stage = *content->clipStage();
    Status failed = Status::ok();
    std::vector<Channel> channels = usdaChannels(layers, stage, &failed);
    if (!failed)
        return failed;
    for (Channel &c : channels)
        doc->addChannel(std::move(c));
    const Layer &root = layers.root();
    doc->setTimeFrame(root.effectiveTimeCodesPerSecond(), root.startTimeCode, root.endTimeCode);
    doc->m_problems = layers.problems;
    for (const std::string &w : stage.warnings())
        doc->m_problems.push_back(w);
    doc->m_content = std::move(content);
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
    doc->m_content = std::make_unique<AnimContent>(std::move(anim));
    doc->m_filePath = path;
    return doc;
}

std::unique_ptr<EditorDocument> EditorDocument::fromCompiledTimeline(CompiledTimeline timeline, const QString &path)
{
    return fromTimelineContent(std::make_unique<TimelineContent>(std::move(timeline)), path);
}

std::unique_ptr<EditorDocument> EditorDocument::fromOtio(OtioImport read, const QString &path)
{
    std::vector<std::string> warnings = read.warnings; // animation files that could not be read
    std::unique_ptr<EditorDocument> doc = fromTimelineContent(std::make_unique<OtioContent>(std::move(read)), path);
    doc->m_problems = std::move(warnings);
    return doc;
}

std::unique_ptr<EditorDocument> EditorDocument::fromTimelineContent(std::unique_ptr<TimelineContent> content,
                                                                    const QString &path)
{
    std::unique_ptr<EditorDocument> doc(new EditorDocument());
    const double fps = content->frameRate() > 0.0 ? content->frameRate() : kDefaultTimelineFrameRate;
    const double end = secondsToTimeCode(content->timeline()->duration(), fps);
    doc->m_content = std::move(content);
    for (ClipChannelCurve &c : clipChannelCurves(*doc->timeline(), fps))
        doc->addChannel(clipChannel(std::move(c)));
    doc->setTimeFrame(fps, 0.0, end);
    doc->m_filePath = path;
    return doc;
}

std::unique_ptr<EditorDocument> EditorDocument::createNew()
{
    std::unique_ptr<EditorDocument> doc(new EditorDocument());
    doc->m_content = std::make_unique<NewContent>(doc->m_timeCodesPerSecond, doc->m_startTimeCode, doc->m_endTimeCode);
    return doc;
}

bool EditorDocument::isUnsavedNew() const
{
    return dynamic_cast<const NewContent *>(m_content.get()) != nullptr;
}

std::unique_ptr<EditorDocument> EditorDocument::createEmptyTimeline()
{
    CompiledTimeline empty;
    empty.frameRate = kDefaultTimelineFrameRate;
    empty.timeline.setPoseMode(TimelinePoseMode::Blended); // timelines made in Knotline blend (spec §1.7)
    return fromCompiledTimeline(std::move(empty));
}

Result<std::unique_ptr<EditorDocument>> EditorDocument::open(const QString &path)
{
    const Result<const DocumentFormat *> format = documentFormatToRead(path);
    if (!format)
        return format.status();
    return format.value()->open(path);
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
    return m_content ? m_content->usdDocument() : nullptr;
}

const AnimFile *EditorDocument::animFile() const
{
    return m_content ? m_content->animFile() : nullptr;
}

const Timeline *EditorDocument::timeline() const
{
    return m_content ? m_content->timeline() : nullptr;
}

std::optional<CompiledTimeline> EditorDocument::compiledTimeline() const
{
    const auto *content = dynamic_cast<const TimelineContent *>(m_content.get());
    if (!content)
        return std::nullopt;
    return content->compiledTimeline();
}

std::vector<std::shared_ptr<const Clip>> EditorDocument::timelineClips() const
{
    return m_content ? m_content->timelineClips() : std::vector<std::shared_ptr<const Clip>>{};
}

std::vector<std::shared_ptr<const Clip>> EditorDocument::placeholderClips() const
{
    return m_content ? m_content->placeholderClips() : std::vector<std::shared_ptr<const Clip>>{};
}

std::vector<std::shared_ptr<const Clip>> EditorDocument::mappableAnimations() const
{
    return m_content ? m_content->mappableAnimations() : std::vector<std::shared_ptr<const Clip>>{};
}

Result<Timeline> EditorDocument::mapPlaceholders(const std::vector<PlaceholderMapping> &mappings)
{
    if (!m_content)
        return Status::error(MessageId::NotTimelineDocument);
    return m_content->mapPlaceholders(mappings);
}

QString EditorDocument::placeholderHint(const Clip &placeholder) const
{
    return m_content ? m_content->placeholderHint(placeholder) : QString();
}

Status EditorDocument::setTimeline(Timeline next, DocumentChange &change)
{
    const Timeline *current = timeline();
    if (!current)
        return Status::error(MessageId::NotTimelineDocument);
    // What changed, once: nothing (every field compared, as ==) ends here; otherwise it is
    // what replaceTimeline announces (a drag step in a long timeline compares once, not twice).
    const TimelineTouched touched = timelineTouched(*current, next);
    if (touched.isEmpty())
        return Status::ok();
    change.recordTimeline(*current, next);
    replaceTimeline(std::move(next), touched);
    return Status::ok();
}

void EditorDocument::replaceTimeline(Timeline next)
{
    const TimelineTouched touched = timelineTouched(*timeline(), next);
    replaceTimeline(std::move(next), touched);
}

void EditorDocument::replaceTimeline(Timeline next, const TimelineTouched &touched)
{
    m_content->setTimeline(std::move(next));
    setModified(true);
    if (touched.structure || touched.playedClipsChanged)
        syncClipChannels();
    emit timelineChanged(touched);
}

void EditorDocument::syncClipChannels(std::optional<ChannelId> keep)
{
    std::vector<ClipChannelCurve> wanted = clipChannelCurves(*timeline(), m_timeCodesPerSecond);
    // Gone: channels of clips no longer played (or whose label changed).
    for (std::size_t row = m_order.size(); row-- > 0;) {
        const ChannelId id = m_order[row];
        const std::string &path = m_channels.at(id)->path;
        if (std::none_of(wanted.begin(), wanted.end(), [&](const auto &w) { return w.path == path; })) {
            emit channelAboutToBeRemoved(id, row);
            (void)takeChannel(id);
            emit channelRemoved(id, row);
        }
    }
    for (std::size_t i = 0; i < wanted.size(); ++i) {
        ClipChannelCurve &w = wanted[i];
        if (const std::optional<ChannelId> id = findChannelByPath(w.path)) {
            Channel &c = *m_channels.at(*id);
            c.readOnly = w.readOnly;
            c.clipPlacements = w.placements;
            // Curves compare by their spline: what the clip holds (an edited curve keeps its
            // editing state, e.g. tangent types, while its spline is the clip's).
            if (*id == keep || c.curve.spline() == w.curve.spline())
                continue;
            const AnimCurve before = c.curve;
            c.curve = std::move(w.curve);
            curveChanged(*id, before);
            continue;
        }
        Channel c = clipChannel(std::move(w));
        c.id = ChannelId(++m_lastId);
        const ChannelId id = c.id;
        const std::size_t row = std::min(i, m_order.size());
        placeChannel(row, std::move(c));
        emit channelInserted(id, row);
    }
}

Status EditorDocument::editClipChannel(ChannelId id, const CurveEdit &edit, DocumentChange *change)
{
    Channel &channel = *m_channels.at(id);
    AnimCurve curve = channel.curve;
    const AnimCurve before = curve;
    AnimCurveFn fn(curve);
    if (Status st = edit(fn); !st)
        return st;
    if (curve == before)
        return Status::ok();
    Result<Timeline> next = timelineWithClipChannelCurve(*timeline(), channel.path, curve, m_timeCodesPerSecond);
    if (!next)
        return next.status();
    if (change)
        change->recordTimeline(*timeline(), next.value());
    channel.curve = std::move(curve);
    const TimelineTouched touched = timelineTouched(*timeline(), next.value());
    m_content->setTimeline(std::move(next.value()));
    setModified(true);
    syncClipChannels(id); // placement counts; the clip's other channels are as they were
    curveChanged(id, before);
    emit timelineChanged(touched);
    return Status::ok();
}

Status EditorDocument::applyTimelineStep(const DocumentChange::TimelineStep &step, bool forward)
{
    const Timeline *current = timeline();
    if (!current)
        return Status::error(MessageId::NotTimelineDocument);
    // Only from the state the step left (or found): edits made since without recording
    // would be lost.
    if (*current != (forward ? step.before : step.after))
        return Status::error(MessageId::TimelineStepStale);
    if (step.before == step.after)
        return Status::ok();
    replaceTimeline(forward ? step.after : step.before);
    return Status::ok();
}

const DocumentFormat *EditorDocument::format() const
{
    return m_content ? &m_content->format() : nullptr;
}

std::vector<std::string> EditorDocument::layerFilePaths() const
{
    return m_content ? m_content->layerFilePaths(m_filePath.toStdString()) : std::vector<std::string>{};
}

ChannelRows EditorDocument::channelRows() const
{
    ChannelRows rows;
    rows.reserve(m_order.size());
    for (ChannelId id : m_order)
        rows.push_back(m_channels.at(id).get());
    return rows;
}

Result<Layer> EditorDocument::editedRootLayer() const
{
    if (!m_content)
        return Status::error(MessageId::NotUsdLayer);
    return m_content->editedRootLayer(channelRows());
}

Status EditorDocument::checkEditable(ChannelId id) const
{
    const Channel *c = findChannel(id);
    if (!c)
        return Status::error(MessageId::ChannelDoesNotExist, id.value());
    if (c->readOnly)
        return channelReadOnlyStatus(*c);
    return Status::ok();
}

Status EditorDocument::edit(ChannelId id, const CurveEdit &edit, DocumentChange *change)
{
    if (Status st = checkEditable(id); !st)
        return st;
    if (m_channels.at(id)->source == ChannelSource::ClipChannel)
        return editClipChannel(id, edit, change);
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
        return Status::error(MessageId::ChannelNeedsPath);
    if (findChannelByPath(channel.path))
        return Status::error(MessageId::ChannelExists, channel.path);
    if (channel.readOnly)
        return Status::error(MessageId::InsertedChannelReadOnly).withContext(channel.path);
    if (!m_content)
        return Status::error(MessageId::EmptyDocumentNoChannels);
    return m_content->checkInsertableAmong(channel, channelRows());
}

Result<ChannelId> EditorDocument::insertChannel(std::size_t row, Channel channel, DocumentChange *change)
{
    if (Status st = checkInsertable(channel); !st)
        return st;
    channel.id = ChannelId(++m_lastId);
    channel.sourceIndex = m_content->newChannelSourceIndex(channel);
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
    if (Status st = m_content->checkRemovable(*m_channels.at(id)); !st)
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
    if (const auto *clip = std::get_if<DocumentChange::ClipSetStep>(&step))
        return applyClipSetStep(*clip, forward);
    if (const auto *c = std::get_if<DocumentChange::CurveStep>(&step)) {
        if (c->change.isEmpty())
            return Status::ok();
        auto it = m_channels.find(c->channel);
        if (it == m_channels.end())
            return Status::error(MessageId::ChannelDoesNotExist, c->channel.value());
        AnimCurve &curve = it->second->curve;
        const AnimCurve before = curve;
        if (Status st = forward ? c->change.redoIt(curve) : c->change.undoIt(curve); !st)
            return st.withContext(it->second->path);
        curveChanged(c->channel, before);
        return Status::ok();
    }
    if (const auto *t = std::get_if<DocumentChange::TimelineStep>(&step))
        return applyTimelineStep(*t, forward);
    const auto *insertion = std::get_if<DocumentChange::ChannelInsertion>(&step);
    const auto *removal = std::get_if<DocumentChange::ChannelRemoval>(&step);
    const Channel &channel = insertion ? insertion->channel : removal->channel;
    const std::size_t row = insertion ? insertion->row : removal->row;
    const bool insert = (insertion != nullptr) == forward;
    if (insert) {
        // Ids and paths stay unique: not when the channel, or another at its path, is there.
        if (contains(channel.id) || row > m_order.size() || findChannelByPath(channel.path))
            return Status::error(MessageId::ChannelNotInsertedAgain, channel.path);
        placeChannel(row, channel);
        setModified(true);
        emit channelInserted(channel.id, row);
        return Status::ok();
    }
    // Only the channel as the step knew it: edits made since without recording would be lost.
    const Channel *present = findChannel(channel.id);
    if (!present || rowOf(channel.id) != row || present->path != channel.path || present->curve != channel.curve)
        return Status::error(MessageId::ChannelNotRemoved, channel.path);
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
    const CurveChangeBatch batch(this);
    return replay(change, true);
}

Status EditorDocument::revert(const DocumentChange &change)
{
    const CurveChangeBatch batch(this);
    return replay(change, false);
}

void EditorDocument::endCurveBatch()
{
    Q_ASSERT(m_curveBatchDepth > 0);
    if (--m_curveBatchDepth > 0 || !m_curvesChangedInBatch)
        return;
    m_curvesChangedInBatch = false;
    emit curvesSettled();
}

void EditorDocument::settleCurves()
{
    if (m_curveBatchDepth > 0)
        m_curvesChangedInBatch = true;
    else
        emit curvesSettled();
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
    settleCurves();
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
        return Status::error(MessageId::NoFileYet);
    return saveAs(m_filePath);
}

bool EditorDocument::canSaveTo(const QString &path) const
{
    return m_content && m_content->format().canSaveAs(path);
}

Status EditorDocument::saveAs(const QString &path)
{
    if (!m_content)
        return Status::error(MessageId::NothingToSave);
    if (!canSaveTo(path))
        return Status::error(m_content->format().saveRefusal).withContext(path.toStdString());
    const Status st = m_content->save(channelRows(), path);
    if (!st)
        return st;
    if (std::unique_ptr<DocumentContent> next = m_content->takeSavedContent())
        m_content = std::move(next);
    if (m_filePath != path) {
        m_filePath = path;
        emit filePathChanged(path);
    }
    setModified(false);
    return Status::ok();
}

} // namespace knotline
