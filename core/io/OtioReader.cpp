#include "core/io/OtioReader.h"

#include "core/io/CompiledJsonPath.h"
#include "core/io/CompiledTimelineReader.h"
#include "core/io/FileBytes.h"
#include "core/io/NumberFormat.h"
#include "core/io/OtioTrackCursor.h"
#include "core/io/OtioValues.h"
#include "core/timeline/ClipStill.h"
#include "core/timeline/PlacementTiming.h"
#include "core/timeline/PropertySpace.h"
#include "core/timeline/TimelinePoseMode.h"

#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <algorithm>
#include <cmath>
#include <functional>
#include <limits>
#include <map>
#include <unordered_set>
#include <utility>

namespace knotline {

using namespace detail;

namespace {

/// How a composition's inner time τ (seconds) maps to timeline seconds:
/// t = origin + (τ − innerStart) / scale, visible only within [lo, hi]; when frozen, the
/// composition shows inner time *frozenInner for all of [lo, hi].
struct Mapping {
    double origin = 0;
    double innerStart = 0;
    double scale = 1;
    double lo = -std::numeric_limits<double>::infinity();
    double hi = std::numeric_limits<double>::infinity();
    std::optional<double> frozenInner;

    double toTimeline(double tau) const
    {
        return innerStart == 0 && scale == 1 ? origin + tau : origin + (tau - innerStart) / scale;
    }
};

/// An item's time effects: the product of its LinearTimeWarp scalars, and whether a
/// FreezeFrame holds it.
struct Effects {
    double scalar = 1;
    bool frozen = false;
    std::string frozenPath; ///< the FreezeFrame's path (or the zero scalar's)
};

struct LaneItem {
    QJsonValue value;
    std::string path;
};

class Reader {
public:
    explicit Reader(const OtioReadOptions &options) : m_options(options) {}

    Result<OtioImport> read(const QJsonObject &root);

private:
    Status readLanes(const std::vector<LaneItem> &lanes, const Mapping &mapping, const QString &parentName,
                     bool topLevel);
    Status readTrack(const QJsonObject &track, const std::string &path, const Mapping &mapping,
                     const QString &parentName, bool topLevel);
    Status readItems(const std::vector<LaneItem> &items, const Mapping &mapping, std::size_t outTrack);
    Status readClip(const QJsonObject &clip, const std::string &path, double tau, const Mapping &mapping,
                    std::size_t outTrack, std::optional<std::size_t> *placed, OtioRational *trackLength);
    /// A composition's source_range, else its natural length from 0.
    Result<OtioRange> compositionRange(const QJsonObject &composition, const OtioSchema &schema,
                                       const std::optional<OtioRange> &range, const std::string &path);
    /// A Track (or legacy Sequence) that is a lane of a nested Stack: read as a composition
    /// starting at the stack's start (its source_range, else its natural length).
    Status readLaneTrack(const QJsonObject &track, const OtioSchema &schema, const std::string &path,
                         const Mapping &mapping, const QString &parentName);
    Status readNested(const QJsonObject &item, const OtioSchema &schema, const std::string &path, double tau,
                      const OtioRange &range, const Mapping &mapping, const QString &parentName);
    Result<Effects> readEffects(const QJsonObject &item, const std::string &path);
    Status readMarkers(const QJsonObject &item, const std::string &path, const std::function<double(double)> &toTimeline,
                       double timeScale, PlacedClip *syncTarget);
    Result<std::optional<OtioRange>> itemRange(const QJsonObject &item, const std::string &path,
                                           QJsonObject *activeReference, std::string *referencePath);
    Status readEmbeddedAnimations(const QJsonObject &knotline);
    void applyKnotlineTrack(const QJsonObject &track, Track &out);
    Status applyExactPlacement(const QJsonObject &clip, const std::string &path, PlacedClip &placement);
    std::vector<bool> foldWarpPieces(const std::vector<LaneItem> &items, std::vector<std::optional<std::size_t>> &placedAt,
                                     std::size_t outTrack);
    Result<double> naturalDuration(const QJsonObject &composition, const OtioSchema &schema, const std::string &path,
                                   int depth);
    std::shared_ptr<const Clip> findAnimation(const QString &key) const;
    /// The animation the file `text` names (OtioReadOptions::animationFile), read once per
    /// text; nullptr when it names no file or cannot be read (then the warning, at `path`,
    /// for clip `clipName`, is appended to `unread`, for the caller to give when nothing else
    /// maps the clip).
    std::shared_ptr<const Clip> animationFromFile(const QString &text, const std::string &path, const QString &clipName,
                                                  std::vector<std::string> *unread);
    void noteRate(const OtioRational &r)
    {
        if (m_out.frameRate == 0)
            m_out.frameRate = r.rate;
    }
    void useClip(const std::shared_ptr<const Clip> &clip)
    {
        if (std::find(m_out.clips.begin(), m_out.clips.end(), clip) == m_out.clips.end())
            m_out.clips.push_back(clip);
    }

    const OtioReadOptions &m_options;
    OtioImport m_out;
    std::vector<Track> m_tracks;
    int m_depth = 0;
    std::unordered_set<const Clip *> m_placeholders; ///< the placeholder clips made so far
    QJsonArray m_nesting; ///< the compositions being read into, outermost first (no children)
    std::map<QString, Result<std::shared_ptr<const Clip>>> m_files; ///< animation files read, by text
};

constexpr int kMaxNesting = 64;

/// Refuses an item (at `path`) at `timelineSeconds` on the timeline and `trackSeconds` on its
/// own track when either is beyond kOtioMaxSeconds from 0 (or not a number).
Status withinTimeLimit(double timelineSeconds, double trackSeconds, const std::string &path)
{
    const double reach = std::max(std::abs(timelineSeconds), std::abs(trackSeconds));
    if (reach <= kOtioMaxSeconds)
        return Status::ok();
    return otioAt(path, Status::error(MessageId::OtioBeyondTimeLimit, formatDouble(reach), formatDouble(kOtioMaxSeconds)));
}

std::shared_ptr<const Clip> Reader::findAnimation(const QString &key) const
{
    if (key.isEmpty())
        return nullptr;
    for (const auto *list : {&m_options.animations, &m_out.animations}) {
        for (const auto &clip : *list)
            if (clip && clip->id() == key)
                return clip;
        for (const auto &clip : *list)
            if (clip && clip->name() == key)
                return clip;
    }
    return nullptr;
}

std::shared_ptr<const Clip> Reader::animationFromFile(const QString &text, const std::string &path,
                                                      const QString &clipName, std::vector<std::string> *unread)
{
    if (!m_options.animationFile)
        return nullptr;
    const std::optional<AnimationFileRef> ref = animationFileRef(text);
    if (!ref)
        return nullptr;
    auto known = m_files.find(text);
    if (known == m_files.end()) {
        Result<Clip> read = m_options.animationFile(text, *ref);
        if (read) {
            auto clip = std::make_shared<const Clip>(std::move(read).value());
            m_out.fileAnimations.push_back(clip);
            known = m_files.emplace(text, Result<std::shared_ptr<const Clip>>(std::move(clip))).first;
        } else {
            known = m_files.emplace(text, Result<std::shared_ptr<const Clip>>(read.status())).first;
        }
    }
    if (known->second)
        return known->second.value();
    unread->push_back(
        otioAt(path, Status::error(MessageId::OtioAnimationFileUnread, clipName.toStdString(), known->second.status()))
            .message());
    return nullptr;
}

Status Reader::readEmbeddedAnimations(const QJsonObject &knotline)
{
    const QJsonValue embedded = knotline.value(QLatin1String("animations"));
    if (!embedded.isObject())
        return Status::ok();
    Result<CompiledTimeline> read = readCompiledTimeline(QJsonDocument(embedded.toObject()).toJson(QJsonDocument::Compact));
    if (!read)
        return read.status().withContext("metadata.knotline.animations");
    m_out.animations = std::move(read->clips);
    return Status::ok();
}

void Reader::applyKnotlineTrack(const QJsonObject &track, Track &out)
{
    const QJsonObject k = knotlineMetadata(track);
    out.solo = k.value(QLatin1String("solo")).toBool(false);
    out.locked = k.value(QLatin1String("locked")).toBool(false);
    const double weight = k.value(QLatin1String("weight")).toDouble(1.0);
    if (weight >= 0 && weight <= 1)
        out.weight = weight;
    if (k.value(QLatin1String("blend_mode")).toString() == QLatin1String("additive"))
        out.blendMode = TrackBlendMode::Additive;
    out.targetRoot = k.value(QLatin1String("target_root")).toString();
}

/// True when two times agree to a microsecond (relative for large ones, at most a
/// millisecond): the cut in the OTIO items and the exact numbers under
/// metadata.knotline.placement describe the same placement.
bool sameCut(double a, double b)
{
    return std::abs(a - b) <= otioTimeTolerance(1e-6, b);
}

/// `placement` with the exact numbers of metadata.knotline.placement `e` where they are
/// finite numbers (sync requests: all those it lists when `allSync`, else only where the
/// markers put a request).
PlacedClip exactFrom(const QJsonObject &e, const PlacedClip &placement, bool allSync)
{
    const auto number = [&](const char *key, double fallback) {
        const QJsonValue n = e.value(QLatin1String(key));
        return n.isDouble() && std::isfinite(n.toDouble()) ? n.toDouble() : fallback;
    };
    PlacedClip exact = placement;
    exact.start = number("start", placement.start);
    exact.trimIn = number("trim_in", placement.trimIn);
    exact.speed = number("speed", placement.speed);
    const QJsonValue window = e.value(QLatin1String("window"));
    if (window.isNull())
        exact.window = std::nullopt;
    else if (window.isDouble() && std::isfinite(window.toDouble()))
        exact.window = window.toDouble();
    exact.blendIn = number("blend_in", placement.blendIn);
    exact.blendOut = number("blend_out", placement.blendOut);
    const QJsonValue hold = e.value(QLatin1String("hold"));
    if (hold.isBool())
        exact.hold = hold.toBool();
    // Sync requests at their exact times, where the markers put them within a microsecond.
    const QJsonObject sync = e.value(QLatin1String("sync")).toObject();
    for (std::size_t i = 0; i < kSyncPointCount; ++i) {
        const std::string_view n = syncPointName(static_cast<SyncPoint>(i));
        const QJsonValue t = sync.value(QLatin1String(n.data(), static_cast<qsizetype>(n.size())));
        if (!t.isDouble() || !std::isfinite(t.toDouble()))
            continue;
        if (allSync || (placement.syncRequests[i] && sameCut(t.toDouble(), *placement.syncRequests[i])))
            exact.syncRequests[i] = t.toDouble();
    }
    return exact;
}

/// metadata.knotline.warp_piece of an OTIO clip: (index, count), or (0, 0).
std::pair<int, int> warpPieceOf(const QJsonValue &clip)
{
    const QJsonObject piece = knotlineMetadata(clip.toObject()).value(QLatin1String("warp_piece")).toObject();
    return {piece.value(QLatin1String("index")).toInt(-1), piece.value(QLatin1String("count")).toInt(0)};
}

std::vector<bool> Reader::foldWarpPieces(const std::vector<LaneItem> &items,
                                         std::vector<std::optional<std::size_t>> &placedAt, std::size_t outTrack)
{
    // A run: clips tagged as pieces 0 … n−1 of one warp, one after another, each starting
    // where the one before ends, playing one animation (not a placeholder). When the first
    // piece's exact numbers warp the animation over the run's span, the run is that one
    // placement: the first piece's, the others removed. True for every item of a folded run.
    std::vector<bool> folded(items.size(), false);
    Track &track = m_tracks[outTrack];
    std::vector<std::size_t> removed; // placement indices on this track, ascending
    for (std::size_t i = 0; i < items.size(); ++i) {
        const auto [index, count] = warpPieceOf(items[i].value);
        if (!placedAt[i] || index != 0 || count < 1 || i + std::size_t(count) > items.size())
            continue;
        const PlacedClip &head = track.placedClips[*placedAt[i]];
        if (m_placeholders.count(head.clip.get()))
            continue;
        bool whole = true;
        for (int k = 1; k < count && whole; ++k) {
            const std::size_t j = i + std::size_t(k);
            whole = placedAt[j] && warpPieceOf(items[j].value) == std::pair<int, int>{k, count}
                && track.placedClips[*placedAt[j]].clip == head.clip
                && sameCut(track.placedClips[*placedAt[j]].activeStart(), track.placedClips[*placedAt[j - 1]].end());
        }
        const QJsonValue numbers = knotlineMetadata(items[i].value.toObject()).value(QLatin1String("placement"));
        if (!whole || !numbers.isObject())
            continue;
        PlacedClip start = head;
        start.syncRequests = {};
        const PlacedClip exact = exactFrom(numbers.toObject(), start, true);
        const double runStart = head.activeStart();
        const double runEnd = track.placedClips[*placedAt[i + std::size_t(count) - 1]].end();
        if (!(exact.speed > 0) || exact.trimIn < 0 || exact.blendIn < 0 || exact.blendOut < 0
            || (exact.window && !(*exact.window > 0)))
            continue;
        const PlacementTiming timing = placementTiming(exact);
        if (!timing.warp || !sameCut(std::max(0.0, timing.start), runStart) || !sameCut(timing.end, runEnd))
            continue;
        track.placedClips[*placedAt[i]] = exact;
        for (int k = 0; k < count; ++k) {
            folded[i + std::size_t(k)] = true;
            if (k > 0)
                removed.push_back(*placedAt[i + std::size_t(k)]);
        }
        i += std::size_t(count) - 1;
    }
    // Remove the folded pieces' placements (from the last) and renumber what follows.
    for (auto r = removed.rbegin(); r != removed.rend(); ++r) {
        const std::size_t at = *r;
        track.placedClips.edit().erase(track.placedClips.edit().begin() + std::ptrdiff_t(at));
        m_out.placements.erase(std::remove_if(m_out.placements.begin(), m_out.placements.end(),
                                              [&](const OtioPlacementInfo &p) {
                                                  return p.index == PlacementIndex{outTrack, at};
                                              }),
                               m_out.placements.end());
        for (OtioPlacementInfo &p : m_out.placements)
            if (p.index.track == outTrack && p.index.clip > at)
                --p.index.clip;
        for (std::optional<std::size_t> &p : placedAt)
            if (p && *p > at)
                --*p;
            else if (p && *p == at)
                p.reset();
    }
    return folded;
}

Status Reader::applyExactPlacement(const QJsonObject &clip, const std::string &path, PlacedClip &placement)
{
    const QJsonValue v = knotlineMetadata(clip).value(QLatin1String("placement"));
    if (!v.isObject())
        return Status::ok();
    const PlacedClip exact = exactFrom(v.toObject(), placement, false);
    // The cut wins when another tool moved it: the exact numbers are used only when they
    // place the clip where the items do.
    // (An OTIO track starts at 0: a placement that starts playing earlier is written from 0.)
    const bool agrees = sameCut(std::max(0.0, exact.activeStart()), placement.activeStart())
        && sameCut(exact.end(), placement.end()) && sameCut(exact.speed, placement.speed)
        // (A clip time is a difference of two positions: it carries their rounding.)
        && std::abs(exact.localTime(placement.activeStart()) - placement.localTime(placement.activeStart()))
            <= otioTimeTolerance(1e-6, placement.activeStart()) * std::max(1.0, exact.speed)
        && exact.speed > 0 && exact.blendIn >= 0
        && exact.blendOut >= 0 && exact.trimIn >= 0;
    if (agrees) {
        placement = exact;
        // A placeholder, or the still of a frozen animation, as long as it was: its length is
        // its item's, which sums of frames at another rate may round.
        const bool placeholder = m_placeholders.count(placement.clip.get()) != 0;
        const auto still = std::find_if(m_out.stills.begin(), m_out.stills.end(),
                                        [&](const OtioStill &x) { return x.still == placement.clip; });
        const QJsonValue length =
            v.toObject().value(QLatin1String(placeholder ? "placeholder_duration" : "still_duration"));
        const double was = placement.clip->duration();
        if ((placeholder || still != m_out.stills.end()) && length.isDouble() && length.toDouble() != was
            && sameCut(length.toDouble(), was)) {
            Result<Clip> remade = placeholder ? Clip::make(placement.clip->name(), length.toDouble(), LoopMode::Once, {})
                                              : clipStill(*still->animation, still->at, length.toDouble());
            if (remade) {
                const auto replaced = std::make_shared<const Clip>(std::move(remade).value());
                std::replace(m_out.clips.begin(), m_out.clips.end(), placement.clip, replaced);
                if (placeholder) {
                    m_placeholders.erase(placement.clip.get());
                    m_placeholders.insert(replaced.get());
                } else {
                    still->still = replaced;
                }
                placement.clip = replaced;
            }
        }
    }
    else
        m_out.kept.push_back({otioMember(otioMember(path, "metadata"), "knotline"),
                              QStringLiteral("metadata.knotline.placement that disagrees with the cut (the cut is used)"), v});
    return Status::ok();
}

Result<Effects> Reader::readEffects(const QJsonObject &item, const std::string &path)
{
    Effects effects;
    const QJsonValue v = item.value(QLatin1String("effects"));
    if (v.isUndefined() || v.isNull())
        return effects;
    const std::string effectsPath = otioMember(path, "effects");
    if (!v.isArray())
        return otioAt(effectsPath, Status::error(MessageId::CompiledExpectedArray));
    const QJsonArray list = v.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const std::string p = jsonIndex(effectsPath, i);
        Result<QJsonObject> effect = otioObjectAt(list[i], p);
        if (!effect)
            return effect.status();
        Result<OtioSchema> schema = otioSchemaAt(*effect, p);
        if (!schema)
            return schema.status();
        if (schema->name == QLatin1String("FreezeFrame")) {
            effects.frozen = true;
            effects.frozenPath = p;
        } else if (schema->name == QLatin1String("LinearTimeWarp")) {
            Result<double> scalar = otioFiniteAt(*effect, "time_scalar", p);
            if (!scalar)
                return scalar.status();
            if (*scalar < 0)
                return otioAt(otioMember(p, "time_scalar"),
                          Status::error(MessageId::OtioNegativeTimeScalar, formatDouble(*scalar)));
            if (*scalar == 0) {
                effects.frozen = true;
                effects.frozenPath = p;
            }
            effects.scalar *= *scalar;
        } else {
            m_out.kept.push_back({p, QStringLiteral("effect \"%1\"").arg(schema->full), *effect});
        }
    }
    return effects;
}

Result<std::optional<OtioRange>> Reader::itemRange(const QJsonObject &item, const std::string &path,
                                               QJsonObject *activeReference, std::string *referencePath)
{
    Result<std::optional<OtioRange>> range = otioOptionalRange(item, "source_range", path);
    if (!range)
        return range.status();
    // The active media reference: Clip.2's media_references[active_media_reference_key]
    // (default key "DEFAULT_MEDIA"), or Clip.1's media_reference.
    QJsonValue ref;
    std::string refPath;
    if (item.contains(QLatin1String("media_references"))) {
        const std::string refsPath = otioMember(path, "media_references");
        Result<QJsonObject> refs = otioObjectAt(item.value(QLatin1String("media_references")), refsPath);
        if (!refs)
            return refs.status();
        QString key = QStringLiteral("DEFAULT_MEDIA");
        const QJsonValue k = item.value(QLatin1String("active_media_reference_key"));
        if (!k.isUndefined() && !k.isNull()) {
            if (!k.isString())
                return otioAt(otioMember(path, "active_media_reference_key"), Status::error(MessageId::CompiledExpectedString));
            key = k.toString();
        }
        ref = refs->value(key);
        refPath = jsonMember(refsPath, key);
    } else {
        ref = item.value(QLatin1String("media_reference"));
        refPath = otioMember(path, "media_reference");
    }
    if (ref.isObject()) {
        const QJsonObject r = ref.toObject();
        Result<OtioSchema> schema = otioSchemaAt(r, refPath);
        if (!schema)
            return schema.status();
        static const char *const known[] = {"ExternalReference", "MissingReference", "GeneratorReference",
                                            "ImageSequenceReference"};
        if (std::none_of(std::begin(known), std::end(known),
                         [&](const char *n) { return schema->name == QLatin1String(n); }))
            m_out.kept.push_back({refPath, QStringLiteral("media reference \"%1\"").arg(schema->full), r});
        if (activeReference)
            *activeReference = r;
        if (referencePath)
            *referencePath = refPath;
        if (!*range) {
            Result<std::optional<OtioRange>> available = otioOptionalRange(r, "available_range", refPath);
            if (!available)
                return available.status();
            return *available;
        }
    }
    return range;
}

Result<double> Reader::naturalDuration(const QJsonObject &composition, const OtioSchema &schema,
                                       const std::string &path, int depth)
{
    if (depth > kMaxNesting)
        return otioAt(path, Status::error(MessageId::OtioNestedTooDeep, kMaxNesting));
    const std::string childrenPath = otioMember(path, "children");
    const QJsonValue c = composition.value(QLatin1String("children"));
    if (!c.isArray())
        return otioAt(childrenPath, Status::error(MessageId::CompiledExpectedArray));
    const bool stack = schema.name == QLatin1String("Stack");
    double total = 0;
    const QJsonArray children = c.toArray();
    for (qsizetype i = 0; i < children.size(); ++i) {
        const std::string p = jsonIndex(childrenPath, i);
        Result<QJsonObject> child = otioObjectAt(children[i], p);
        if (!child)
            return child.status();
        Result<OtioSchema> s = otioSchemaAt(*child, p);
        if (!s)
            return s.status();
        if (s->name == QLatin1String("Transition"))
            continue;
        Result<std::optional<OtioRange>> r = itemRange(*child, p, nullptr, nullptr);
        if (!r)
            return r.status();
        double d = 0;
        if (*r) {
            d = (*r)->duration.seconds();
        } else if (s->name == QLatin1String("Stack") || s->name == QLatin1String("Track")
                   || s->name == QLatin1String("Sequence")) {
            Result<double> inner = naturalDuration(*child, *s, p, depth + 1);
            if (!inner)
                return inner.status();
            d = *inner;
        }
        total = stack ? std::max(total, d) : total + d;
    }
    return total;
}

Status Reader::readMarkers(const QJsonObject &item, const std::string &path,
                           const std::function<double(double)> &toTimeline, double timeScale, PlacedClip *syncTarget)
{
    const QJsonValue v = item.value(QLatin1String("markers"));
    if (v.isUndefined() || v.isNull())
        return Status::ok();
    const std::string markersPath = otioMember(path, "markers");
    if (!v.isArray())
        return otioAt(markersPath, Status::error(MessageId::CompiledExpectedArray));
    const QJsonArray list = v.toArray();
    for (qsizetype i = 0; i < list.size(); ++i) {
        const std::string p = jsonIndex(markersPath, i);
        Result<QJsonObject> marker = otioObjectAt(list[i], p);
        if (!marker)
            return marker.status();
        Result<OtioSchema> schema = otioSchemaAt(*marker, p);
        if (!schema)
            return schema.status();
        if (schema->name != QLatin1String("Marker")) {
            m_out.kept.push_back({p, QStringLiteral("unknown schema \"%1\"").arg(schema->full), *marker});
            continue;
        }
        Result<std::optional<OtioRange>> range = otioOptionalRange(*marker, "marked_range", p);
        if (!range)
            return range.status();
        const QString name = marker->value(QLatin1String("name")).toString();
        OtioMarker m;
        m.name = name;
        m.jsonPath = p;
        m.otio = *marker;
        if (*range) {
            m.time = toTimeline((*range)->start.seconds());
            m.duration = timeScale > 0 ? (*range)->duration.seconds() / timeScale : 0;
        } else {
            m.time = toTimeline(0);
        }
        const QJsonValue color = marker->value(QLatin1String("color"));
        if (color.isString())
            m.color = color.toString();
        else if (color.isObject())
            m.color = color.toObject().value(QLatin1String("name")).toString();
        const std::optional<std::size_t> sync = syncPointNamed(name);
        if (syncTarget && sync && std::isfinite(m.time))
            syncTarget->syncRequests[*sync] = m.time;
        else
            m_out.markers.push_back(std::move(m));
    }
    return Status::ok();
}

Status Reader::readClip(const QJsonObject &clip, const std::string &path, double tau, const Mapping &mapping,
                        std::size_t outTrack, std::optional<std::size_t> *placed, OtioRational *trackLength)
{
    QJsonObject reference;
    std::string referencePath;
    Result<std::optional<OtioRange>> rangeRead = itemRange(clip, path, &reference, &referencePath);
    if (!rangeRead)
        return rangeRead.status();
    const QString name = clip.value(QLatin1String("name")).toString();
    if (!*rangeRead)
        return otioAt(path, Status::error(MessageId::OtioNoDuration, name.toStdString()));
    const OtioRange range = **rangeRead;
    noteRate(range.duration);
    *trackLength = range.duration;
    const double duration = range.duration.seconds();
    // (A start before 0 by no more than rounding, 1e-9 s, is a start at 0.)
    const double sourceStart = range.start.seconds() < 0 && range.start.seconds() >= -1e-9 ? 0.0 : range.start.seconds();
    if (!(duration > 0))
        return otioAt(otioMember(otioMember(otioMember(path, "source_range"), "duration"), "value"),
                  Status::error(MessageId::CompiledNumberNotPositive, formatDouble(range.duration.value)));
    // A clip plays from its first frame on (a placement's trim in is >= 0, spec §1.6).
    if (sourceStart < 0) {
        const std::string rangePath = clip.value(QLatin1String("source_range")).isObject()
            ? otioMember(path, "source_range")
            : otioMember(referencePath, "available_range");
        return otioAt(otioMember(otioMember(rangePath, "start_time"), "value"),
                      Status::error(MessageId::CompiledNumberNegative, formatDouble(range.start.value)));
    }
    Result<Effects> effects = readEffects(clip, path);
    if (!effects)
        return effects.status();

    OtioPlacementInfo info;
    info.name = name;
    info.jsonPath = path;
    info.otio = clip;

    // Which animation it plays: metadata.knotline.animation, the reference's target_url, the name.
    std::shared_ptr<const Clip> animation;
    const QJsonValue named = clip.value(QLatin1String("metadata"))
                                 .toObject()
                                 .value(QLatin1String("knotline"))
                                 .toObject()
                                 .value(QLatin1String("animation"));
    const std::string metadataPath = otioMember(otioMember(otioMember(path, "metadata"), "knotline"), "animation");
    std::vector<std::string> unread; // animation files named that could not be read
    if (named.isString()
        && ((animation = findAnimation(named.toString()))
            || (animation = animationFromFile(named.toString(), metadataPath, name, &unread))))
        info.mappedBy = QStringLiteral("metadata");
    const QString url = reference.value(QLatin1String("target_url")).toString();
    if (!animation && !url.isEmpty()) {
        QString key = url;
        const qsizetype hash = url.indexOf(QLatin1Char('#'));
        if (hash >= 0)
            key = url.mid(hash + 1);
        else if (url.endsWith(QLatin1String(".anim"), Qt::CaseInsensitive))
            key = QFileInfo(url).completeBaseName();
        if ((animation = findAnimation(url)) || (animation = findAnimation(key))
            || (animation = animationFromFile(url, otioMember(referencePath, "target_url"), name, &unread)))
            info.mappedBy = QStringLiteral("target_url");
    }
    if (!animation && (animation = findAnimation(name)))
        info.mappedBy = QStringLiteral("name");
    if (!animation) // it plays nothing: say which files could not be read
        m_out.warnings.insert(m_out.warnings.end(), unread.begin(), unread.end());
    info.hint = url.isEmpty() ? name : url;

    // Where it plays (timeline seconds) and which clip time shows at its first frame.
    std::optional<double> frozenAt;
    double visibleStart = 0;
    double visibleEnd = 0;
    if (mapping.frozenInner) {
        const double f = *mapping.frozenInner;
        if (!(f >= tau && f < tau + duration)) {
            m_out.kept.push_back({path, QStringLiteral("clip outside the frozen frame of its composition"), clip});
            return Status::ok();
        }
        frozenAt = effects->frozen ? sourceStart : sourceStart + (f - tau) * effects->scalar;
        visibleStart = mapping.lo;
        visibleEnd = mapping.hi;
    } else {
        const double t0 = mapping.toTimeline(tau);
        const double t1 = mapping.toTimeline(tau + duration);
        visibleStart = std::max(t0, mapping.lo);
        visibleEnd = std::min(t1, mapping.hi);
        if (!(visibleEnd > visibleStart)) {
            m_out.kept.push_back({path, QStringLiteral("clip outside its composition's source_range"), clip});
            return Status::ok();
        }
        if (effects->frozen)
            frozenAt = sourceStart;
    }

    // The exact frozen clip time a Knotline write gave, where it agrees with the item's
    // (a start_time at another rate than the clip's times may round it).
    if (frozenAt) {
        const QJsonValue exact =
            knotlineMetadata(clip).value(QLatin1String("placement")).toObject().value(QLatin1String("frozen_at"));
        if (exact.isDouble() && std::isfinite(exact.toDouble()) && sameCut(exact.toDouble(), *frozenAt))
            frozenAt = exact.toDouble();
    }

    PlacedClip placement;
    const QJsonValue enabled = clip.value(QLatin1String("enabled"));
    if (enabled.isBool())
        placement.enabled = enabled.toBool();
    if (frozenAt) {
        // A still as long as the freeze: of the animation (its pose at the frozen time), or
        // a placeholder's.
        const bool mapped = animation && !animation->channels().empty();
        Result<Clip> still = mapped ? clipStill(*animation, *frozenAt, visibleEnd - visibleStart)
                                    : Clip::make(name, visibleEnd - visibleStart, LoopMode::Once, {});
        if (!still)
            return otioAt(effects->frozenPath.empty() ? path : effects->frozenPath, still.status());
        auto made = std::make_shared<const Clip>(std::move(still).value());
        if (mapped)
            m_out.stills.push_back(OtioStill{made, animation, *frozenAt});
        else
            m_placeholders.insert(made.get());
        animation = std::move(made);
        info.mapped = mapped;
        info.frozenAt = frozenAt;
        placement.clip = animation;
        placement.start = visibleStart;
    } else {
        const double speed = effects->scalar * mapping.scale;
        const double t0 = mapping.toTimeline(tau);
        const double t1 = mapping.toTimeline(tau + duration);
        placement.speed = speed;
        placement.start = t0 - sourceStart / speed;
        // Untrimmed by a composition: the exact trim in and window; else from the visible range.
        placement.trimIn = visibleStart == t0 ? sourceStart / speed : visibleStart - placement.start;
        const double window =
            visibleEnd == t1 ? sourceStart + duration * effects->scalar : (visibleEnd - placement.start) * speed;
        if (!animation) {
            Result<Clip> placeholder = Clip::make(name, window, LoopMode::Once, {});
            if (!placeholder)
                return otioAt(path, placeholder.status());
            animation = std::make_shared<const Clip>(std::move(placeholder).value());
            m_placeholders.insert(animation.get());
        } else {
            info.mapped = true;
        }
        placement.clip = animation;
        placement.window = window;
    }
    useClip(animation);

    const double s = placement.start;
    const double v = frozenAt ? 0.0 : placement.speed;
    const auto clipToTimeline = [s, v, visibleStart](double u) { return v > 0 ? s + u / v : visibleStart; };
    Status markers = readMarkers(clip, path, clipToTimeline, v, &placement);
    if (!markers.isOk())
        return markers;

    Track &track = m_tracks[outTrack];
    const std::size_t index = track.placedClips.size();
    track.placedClips.push_back(std::move(placement));
    info.index = PlacementIndex{outTrack, index};
    info.trackStart = visibleStart;
    info.trackDuration = visibleEnd - visibleStart;
    m_out.placements.push_back(std::move(info));
    *placed = index;
    return Status::ok();
}

bool isComposition(const OtioSchema &s)
{
    return s.name == QLatin1String("Stack") || s.name == QLatin1String("Track") || s.name == QLatin1String("Sequence");
}

Status Reader::readNested(const QJsonObject &item, const OtioSchema &schema, const std::string &path, double tau,
                          const OtioRange &range, const Mapping &mapping, const QString &parentName)
{
    Result<Effects> effects = readEffects(item, path);
    if (!effects)
        return effects.status();
    const double duration = range.duration.seconds();
    const double innerStart = range.start.seconds();
    Mapping inner;
    inner.innerStart = innerStart;
    if (mapping.frozenInner) {
        const double f = *mapping.frozenInner;
        if (!(f >= tau && f < tau + duration)) {
            m_out.kept.push_back({path, QStringLiteral("composition outside the frozen frame of its parent"), item});
            return Status::ok();
        }
        inner.lo = mapping.lo;
        inner.hi = mapping.hi;
        inner.frozenInner = effects->frozen ? innerStart : innerStart + (f - tau) * effects->scalar;
    } else {
        const double t0 = mapping.toTimeline(tau);
        const double t1 = mapping.toTimeline(tau + duration);
        inner.lo = std::max(t0, mapping.lo);
        inner.hi = std::min(t1, mapping.hi);
        if (!(inner.hi > inner.lo)) {
            m_out.kept.push_back({path, QStringLiteral("composition outside its parent's source_range"), item});
            return Status::ok();
        }
        inner.origin = t0;
        inner.scale = mapping.scale * effects->scalar;
        if (effects->frozen) {
            inner.frozenInner = innerStart;
            inner.scale = mapping.scale;
        }
    }
    const QString name = item.value(QLatin1String("name")).toString();
    const QString qualified = parentName.isEmpty() ? name : parentName + QStringLiteral(" / ") + name;
    if (schema.name == QLatin1String("Stack")) {
        const std::string childrenPath = otioMember(path, "children");
        const QJsonValue c = item.value(QLatin1String("children"));
        if (!c.isArray())
            return otioAt(childrenPath, Status::error(MessageId::CompiledExpectedArray));
        std::vector<LaneItem> lanes;
        const QJsonArray children = c.toArray();
        for (qsizetype i = 0; i < children.size(); ++i)
            lanes.push_back({children[i], jsonIndex(childrenPath, i)});
        return readLanes(lanes, inner, qualified, false);
    }
    return readTrack(item, path, inner, parentName, false);
}

Status Reader::readItems(const std::vector<LaneItem> &items, const Mapping &mapping, std::size_t outTrack)
{
    struct PendingTransition {
        std::size_t item = 0;
        double cut = 0;   ///< timeline seconds
        double in = 0;    ///< timeline seconds before the cut
        double out = 0;   ///< timeline seconds after the cut
        std::size_t kept = 0; ///< its entry in OtioImport::transitions
    };
    std::vector<std::optional<std::size_t>> placedAt(items.size());
    std::vector<PendingTransition> transitions;
    // Where each item starts on the timeline, and where the last ends (at[i] … at[i + 1] is
    // item i; a transition's is empty), for clamping transitions.
    std::vector<double> at(items.size() + 1, 0.0);
    OtioTrackCursor cursor;
    for (std::size_t i = 0; i < items.size(); ++i) {
        at[i] = mapping.toTimeline(cursor.seconds());
        const std::string &path = items[i].path;
        if (Status s = withinTimeLimit(at[i], cursor.seconds(), path); !s.isOk())
            return s;
        Result<QJsonObject> item = otioObjectAt(items[i].value, path);
        if (!item)
            return item.status();
        Result<OtioSchema> schema = otioSchemaAt(*item, path);
        if (!schema)
            return schema.status();
        const double tau = cursor.seconds();
        if (schema->name == QLatin1String("Transition")) {
            Result<OtioRational> in = otioRationalAt(item->value(QLatin1String("in_offset")), otioMember(path, "in_offset"));
            if (!in)
                return in.status();
            Result<OtioRational> out = otioRationalAt(item->value(QLatin1String("out_offset")), otioMember(path, "out_offset"));
            if (!out)
                return out.status();
            if (in->value < 0)
                return otioAt(otioMember(otioMember(path, "in_offset"), "value"),
                          Status::error(MessageId::CompiledNumberNegative, formatDouble(in->value)));
            if (out->value < 0)
                return otioAt(otioMember(otioMember(path, "out_offset"), "value"),
                          Status::error(MessageId::CompiledNumberNegative, formatDouble(out->value)));
            // The exact numbers Knotline wrote (metadata.knotline cut, in_offset, out_offset),
            // where they agree with the rational times to a microsecond.
            const QJsonObject exact = knotlineMetadata(*item);
            const auto exactOr = [&exact](const char *key, double computed) {
                const QJsonValue v = exact.value(QLatin1String(key));
                return v.isDouble() && std::isfinite(v.toDouble()) && sameCut(v.toDouble(), computed)
                    ? v.toDouble()
                    : computed;
            };
            transitions.push_back({i, exactOr("cut", mapping.toTimeline(tau)),
                                   std::max(0.0, exactOr("in_offset", in->seconds() / mapping.scale)),
                                   std::max(0.0, exactOr("out_offset", out->seconds() / mapping.scale)),
                                   m_out.transitions.size()});
            m_out.transitions.push_back({outTrack, transitions.back().cut, transitions.back().in,
                                         transitions.back().out, *item});
            continue;
        }
        if (schema->name == QLatin1String("Clip")) {
            OtioRational length;
            Status s = readClip(*item, path, tau, mapping, outTrack, &placedAt[i], &length);
            if (!s.isOk())
                return s;
            cursor.advance(length);
            continue;
        }
        Result<std::optional<OtioRange>> range = otioOptionalRange(*item, "source_range", path);
        if (!range)
            return range.status();
        if (schema->name == QLatin1String("Gap")) {
            if (!*range)
                return otioAt(path, Status::error(MessageId::OtioNoDuration,
                                              item->value(QLatin1String("name")).toString().toStdString()));
            const double start = (*range)->start.seconds();
            const double gapStart = mapping.toTimeline(tau);
            m_out.gaps.push_back({outTrack, gapStart, mapping.toTimeline(tau + (*range)->duration.seconds()) - gapStart, *item});
            Status m = readMarkers(*item, path,
                                   [&](double u) { return mapping.toTimeline(tau + (u - start)); }, mapping.scale,
                                   nullptr);
            if (!m.isOk())
                return m;
            cursor.advance((*range)->duration);
            continue;
        }
        if (isComposition(*schema)) {
            Result<OtioRange> composed = compositionRange(*item, *schema, *range, path);
            if (!composed)
                return composed.status();
            const OtioRange r = *composed;
            ++m_depth;
            if (m_depth > kMaxNesting)
                return otioAt(path, Status::error(MessageId::OtioNestedTooDeep, kMaxNesting));
            const QString parentName = m_tracks[outTrack].name; // a copy: nesting adds tracks
            QJsonObject composition = *item;
            composition.remove(QLatin1String("children"));
            m_nesting.append(composition);
            Status s = readNested(*item, *schema, path, tau, r, mapping, parentName);
            m_nesting.removeLast();
            --m_depth;
            if (!s.isOk())
                return s;
            if (*range)
                cursor.advance(r.duration);
            else
                cursor.advanceSeconds(r.duration.seconds());
            continue;
        }
        // An unknown schema: kept; one with a source_range takes its duration, as a gap does.
        {
            OtioKept kept{path, QStringLiteral("unknown schema \"%1\"").arg(schema->full), *item, true};
            kept.track = outTrack;
            kept.trackStart = mapping.toTimeline(tau);
            if (*range)
                kept.trackDuration = mapping.toTimeline(tau + (*range)->duration.seconds()) - kept.trackStart;
            m_out.kept.push_back(std::move(kept));
        }
        if (*range)
            cursor.advance((*range)->duration);
    }

    at[items.size()] = mapping.toTimeline(cursor.seconds());
    if (!items.empty())
        if (Status s = withinTimeLimit(at[items.size()], cursor.seconds(), items.back().path); !s.isOk())
            return s;

    // Transitions become blends of the placements on either side (spec/timeline.md §1.7),
    // reaching no further than those items do (OTIO's rule for a transition's offsets).
    Track &track = m_tracks[outTrack];
    for (PendingTransition &t : transitions) {
        // (Shortened only where longer by more than the rounding of the sums that placed the
        // items, so that an offset written at the limit reads back as written.)
        const auto limit = [](double offset, double room) {
            room = std::max(0.0, room);
            return offset > room && !sameCut(offset, room) ? room : offset;
        };
        if (t.item > 0)
            t.in = limit(t.in, t.cut - at[t.item - 1]);
        if (t.item + 1 < items.size())
            t.out = limit(t.out, at[t.item + 2] - t.cut);
        m_out.transitions[t.kept].in = t.in;
        m_out.transitions[t.kept].out = t.out;
        const bool clipBefore = t.item > 0 && placedAt[t.item - 1];
        const bool clipAfter = t.item + 1 < items.size() && placedAt[t.item + 1];
        m_out.transitions[t.kept].role = clipBefore && clipAfter ? OtioTransition::Role::Dissolve
            : clipBefore                                         ? OtioTransition::Role::RampOut
            : clipAfter                                          ? OtioTransition::Role::RampIn
                                                                 : OtioTransition::Role::None;
        const double rampEnd = t.cut + t.out;
        if (t.item > 0 && placedAt[t.item - 1]) {
            PlacedClip &p = track.placedClips[*placedAt[t.item - 1]];
            // Frozen placements (the only ones without a window) are not extended.
            const bool frozen = p.window == std::nullopt;
            if (!frozen && t.out > 0)
                p.window = (rampEnd - p.start) * p.speed;
            const double end = frozen ? t.cut : rampEnd;
            p.blendOut = std::max(0.0, end - std::max(p.activeStart(), t.cut - t.in));
        }
        if (t.item + 1 < items.size() && placedAt[t.item + 1]) {
            PlacedClip &p = track.placedClips[*placedAt[t.item + 1]];
            if (p.window != std::nullopt) {
                const double a = std::max(p.start, t.cut - t.in);
                p.trimIn = a - p.start;
            }
            p.blendIn = std::max(0.0, std::min(rampEnd, p.end()) - p.activeStart());
        }
    }
    // Runs of warp pieces (core/io/OtioWriter.h) become their one warped placement again.
    const std::vector<bool> folded = foldWarpPieces(items, placedAt, outTrack);
    // Knotline's own numbers (written by core/io/OtioWriter.h) where they agree with the cut.
    for (std::size_t i = 0; i < items.size(); ++i)
        if (placedAt[i] && !folded[i])
            if (Status s = applyExactPlacement(items[i].value.toObject(), items[i].path, track.placedClips[*placedAt[i]]);
                !s.isOk())
                return s;
    // A placeholder is as long as what its placement plays, transitions included.
    for (std::size_t i = 0; i < items.size(); ++i) {
        if (!placedAt[i])
            continue;
        PlacedClip &p = track.placedClips[*placedAt[i]];
        if (!p.window || *p.window == p.clip->duration() || !m_placeholders.count(p.clip.get()))
            continue;
        Result<Clip> longer = Clip::make(p.clip->name(), *p.window, LoopMode::Once, {});
        if (!longer)
            return otioAt(items[i].path, longer.status());
        const auto replaced = std::make_shared<const Clip>(std::move(longer).value());
        std::replace(m_out.clips.begin(), m_out.clips.end(), p.clip, replaced);
        m_placeholders.erase(p.clip.get());
        m_placeholders.insert(replaced.get());
        p.clip = replaced;
    }
    return Status::ok();
}

Status Reader::readTrack(const QJsonObject &track, const std::string &path, const Mapping &mapping,
                         const QString &parentName, bool topLevel)
{
    Track out;
    const QString name = track.value(QLatin1String("name")).toString();
    out.name = parentName.isEmpty() ? name : parentName + QStringLiteral(" / ") + name;
    const QJsonValue enabled = track.value(QLatin1String("enabled"));
    out.muted = enabled.isBool() && !enabled.toBool();
    applyKnotlineTrack(track, out);
    if (topLevel) {
        Result<std::optional<OtioRange>> range = otioOptionalRange(track, "source_range", path);
        if (!range)
            return range.status();
        if (*range)
            m_out.kept.push_back({otioMember(path, "source_range"), QStringLiteral("a top-level track's source_range"),
                                  track.value(QLatin1String("source_range"))});
        Result<Effects> effects = readEffects(track, path);
        if (!effects)
            return effects.status();
        if (effects->scalar != 1 || effects->frozen)
            m_out.kept.push_back({otioMember(path, "effects"), QStringLiteral("time effects on a top-level track"),
                                  track.value(QLatin1String("effects"))});
    }
    const std::size_t outTrack = m_tracks.size();
    m_tracks.push_back(std::move(out));
    QJsonObject kept = track;
    kept.remove(QLatin1String("children"));
    m_out.trackOtio.push_back(std::move(kept));
    m_out.trackFlattened.push_back(!topLevel);
    QJsonArray nesting = m_nesting;
    if (!topLevel)
        nesting.append(m_out.trackOtio.back());
    m_out.trackNesting.push_back(topLevel ? QJsonArray() : nesting);
    Status markers = readMarkers(track, path, [&](double u) { return mapping.toTimeline(u); }, mapping.scale, nullptr);
    if (!markers.isOk())
        return markers;
    const std::string childrenPath = otioMember(path, "children");
    const QJsonValue c = track.value(QLatin1String("children"));
    if (!c.isArray())
        return otioAt(childrenPath, Status::error(MessageId::CompiledExpectedArray));
    std::vector<LaneItem> items;
    const QJsonArray children = c.toArray();
    for (qsizetype i = 0; i < children.size(); ++i)
        items.push_back({children[i], jsonIndex(childrenPath, i)});
    return readItems(items, mapping, outTrack);
}

Result<OtioRange> Reader::compositionRange(const QJsonObject &composition, const OtioSchema &schema,
                                           const std::optional<OtioRange> &range, const std::string &path)
{
    if (range)
        return *range;
    Result<double> d = naturalDuration(composition, schema, path, m_depth);
    if (!d)
        return d.status();
    OtioRange r;
    r.duration = OtioRational{*d, 1};
    return r;
}

Status Reader::readLaneTrack(const QJsonObject &track, const OtioSchema &schema, const std::string &path,
                             const Mapping &mapping, const QString &parentName)
{
    Result<std::optional<OtioRange>> range = otioOptionalRange(track, "source_range", path);
    if (!range)
        return range.status();
    Result<OtioRange> r = compositionRange(track, schema, *range, path);
    if (!r)
        return r.status();
    ++m_depth;
    if (m_depth > kMaxNesting)
        return otioAt(path, Status::error(MessageId::OtioNestedTooDeep, kMaxNesting));
    Status s = readNested(track, schema, path, 0.0, *r, mapping, parentName);
    --m_depth;
    return s;
}

Status Reader::readLanes(const std::vector<LaneItem> &lanes, const Mapping &mapping, const QString &parentName,
                         bool topLevel)
{
    for (const LaneItem &lane : lanes) {
        Result<QJsonObject> item = otioObjectAt(lane.value, lane.path);
        if (!item)
            return item.status();
        Result<OtioSchema> schema = otioSchemaAt(*item, lane.path);
        if (!schema)
            return schema.status();
        if (schema->name == QLatin1String("Track") || schema->name == QLatin1String("Sequence")) {
            // A track in a nested stack plays from the stack's start, through its own
            // source_range and time effects, as a nested composition does; a top-level
            // track's are kept and reported (readTrack).
            Status s = topLevel ? readTrack(*item, lane.path, mapping, parentName, true)
                                : readLaneTrack(*item, *schema, lane.path, mapping, parentName);
            if (!s.isOk())
                return s;
            continue;
        }
        // Anything else in a stack plays from the stack's start, on a track of its own.
        Track out;
        out.name = parentName.isEmpty() ? item->value(QLatin1String("name")).toString()
                                        : parentName + QStringLiteral(" / ")
                                              + item->value(QLatin1String("name")).toString();
        const std::size_t outTrack = m_tracks.size();
        m_tracks.push_back(std::move(out));
        m_out.trackOtio.emplace_back();
        m_out.trackFlattened.push_back(!topLevel);
        m_out.trackNesting.push_back(topLevel ? QJsonArray() : m_nesting);
        Status s = readItems({lane}, mapping, outTrack);
        if (!s.isOk())
            return s;
    }
    return Status::ok();
}

Result<OtioImport> Reader::read(const QJsonObject &root)
{
    Result<OtioSchema> schema = otioSchemaAt(root, "");
    if (!schema)
        return schema.status();
    if (schema->full != QLatin1String("Timeline.1"))
        return Status::error(MessageId::OtioNotTimeline, schema->full.toStdString());
    m_out.name = root.value(QLatin1String("name")).toString();
    m_out.metadata = root.value(QLatin1String("metadata")).toObject();
    m_out.rootOtio = root;
    m_out.rootOtio.remove(QLatin1String("tracks"));
    const QJsonObject knotline = knotlineMetadata(root);
    if (Status s = readEmbeddedAnimations(knotline); !s.isOk())
        return s;
    const QJsonArray keptItems = knotline.value(QLatin1String("kept")).toArray();
    for (qsizetype i = 0; i < keptItems.size(); ++i)
        m_out.kept.push_back({jsonIndex("metadata.knotline.kept", i), QStringLiteral("an item kept by Knotline"),
                              keptItems[i], true});
    const QJsonValue global = root.value(QLatin1String("global_start_time"));
    if (!global.isUndefined() && !global.isNull()) {
        Result<OtioRational> g = otioRationalAt(global, "global_start_time");
        if (!g)
            return g.status();
        m_out.globalStartTime = g->seconds();
    }
    if (!root.contains(QLatin1String("tracks")))
        return Status::error(MessageId::CompiledMissingMember, "tracks");
    Result<QJsonObject> stack = otioObjectAt(root.value(QLatin1String("tracks")), "tracks");
    if (!stack)
        return stack.status();
    Result<OtioSchema> stackSchema = otioSchemaAt(*stack, "tracks");
    if (!stackSchema)
        return stackSchema.status();
    if (stackSchema->name != QLatin1String("Stack"))
        return otioAt("tracks", Status::error(MessageId::OtioSchemaExpected, "Stack.1", stackSchema->full.toStdString()));
    m_out.stackOtio = *stack;
    m_out.stackOtio.remove(QLatin1String("children"));
    Result<Effects> effects = readEffects(*stack, "tracks");
    if (!effects)
        return effects.status();
    const QJsonValue c = stack->value(QLatin1String("children"));
    if (!c.isArray())
        return otioAt("tracks.children", Status::error(MessageId::CompiledExpectedArray));
    const Mapping identity;
    Status markers = readMarkers(*stack, "tracks", [](double u) { return u; }, 1.0, nullptr);
    if (!markers.isOk())
        return markers;
    std::vector<LaneItem> lanes;
    const QJsonArray children = c.toArray();
    for (qsizetype i = 0; i < children.size(); ++i)
        lanes.push_back({children[i], jsonIndex("tracks.children", i)});
    Status s = readLanes(lanes, identity, QString(), true);
    if (!s.isOk())
        return s;

    double duration = 0;
    for (const Track &t : m_tracks)
        for (std::size_t i = 0; i < t.placedClips.size(); ++i)
            duration = std::max(duration, t.placedClips[i].end());
    // Knotline's own timeline data (core/io/OtioWriter.h): a longer duration, the property
    // space and the pose mode; the defaults otherwise.
    const double knotlineDuration = knotline.value(QLatin1String("duration")).toDouble(0.0);
    if (std::isfinite(knotlineDuration) && knotlineDuration > duration)
        duration = knotlineDuration;
    const PropertySpace space = propertySpaceFromName(knotline.value(QLatin1String("property_space")).toString())
                                    .value_or(PropertySpace::Independent);
    Result<Timeline> made = Timeline::make(duration > 0 ? duration : 1.0, std::move(m_tracks), space);
    if (!made)
        return otioAt("tracks", made.status());
    m_out.timeline = std::move(made).value();
    m_out.timeline.setPoseMode(
        timelinePoseModeFromName(knotline.value(QLatin1String("pose")).toString().toStdString())
            .value_or(TimelinePoseMode::Blended));
    return std::move(m_out);
}

} // namespace

Result<OtioImport> readOtio(const QByteArray &json, const OtioReadOptions &options)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return Status::error(MessageId::CompiledNotJson, error.errorString().toStdString(),
                             static_cast<long long>(error.offset))
            .withContext(jsonLineColumn(json, error.offset));
    if (!document.isObject())
        return Status::error(MessageId::CompiledExpectedObject);
    Reader reader(options);
    return reader.read(document.object());
}

CompiledTimeline compiledTimelineOf(const OtioImport &read)
{
    CompiledTimeline doc;
    doc.timeline = read.timeline;
    doc.frameRate = read.frameRate;
    doc.clips = read.animations;
    for (const std::shared_ptr<const Clip> &c : read.clips)
        if (std::none_of(doc.clips.begin(), doc.clips.end(), [&](const auto &x) { return x.get() == c.get(); }))
            doc.clips.push_back(c);
    return doc;
}

Result<OtioImport> readOtioFile(const QString &path, const OtioReadOptions &options)
{
    const Result<QByteArray> bytes = readFileBytes(path);
    if (!bytes)
        return bytes.status();
    OtioReadOptions withFiles = options;
    if (!withFiles.animationFile) {
        const QString folder = QFileInfo(path).absolutePath();
        withFiles.animationFile = [folder](const QString &url, const AnimationFileRef &ref) {
            return readAnimationFileClip(ref, folder, url);
        };
    }
    Result<OtioImport> read = readOtio(bytes.value(), withFiles);
    if (!read)
        return inJsonFile(read.status(), path.toStdString());
    for (std::string &warning : read->warnings)
        warning = path.toStdString() + ": " + warning;
    read->folder = QFileInfo(path).absolutePath();
    return read;
}

} // namespace knotline
