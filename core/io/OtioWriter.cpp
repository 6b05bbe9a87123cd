#include "core/io/OtioWriter.h"

#include "core/io/AnimationFileClip.h"
#include "core/io/CompiledTimelineWriter.h"
#include "core/io/LayerFile.h"
#include "core/io/NumberFormat.h"
#include "core/io/OtioValues.h"
#include "core/timeline/PlacementTiming.h"
#include "core/timeline/PropertySpace.h"
#include "core/timeline/TimelinePoseMode.h"

#include <QDir>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>
#include <functional>
#include <numeric>
#include <unordered_map>
#include <unordered_set>

namespace knotline {

namespace {

const QString kSchema = QStringLiteral("OTIO_SCHEMA");

QString latin1(std::string_view v)
{
    return QString::fromLatin1(v.data(), static_cast<qsizetype>(v.size()));
}

/// `seconds` in frames at `rate`, snapped to the whole frame when within 1e-9 frames of it.
double toFrames(double seconds, double rate)
{
    const double v = seconds * rate;
    const double r = std::round(v);
    return std::abs(v - r) <= 1e-9 && (r != 0 || v == 0) ? r : v; // a length never snaps to none
}

QJsonObject rationalFrames(double value, double rate)
{
    return QJsonObject{{kSchema, QStringLiteral("RationalTime.1")}, {QStringLiteral("rate"), rate},
                       {QStringLiteral("value"), value}};
}

QJsonObject rational(double seconds, double rate)
{
    return rationalFrames(toFrames(seconds, rate), rate);
}

QJsonObject timeRange(QJsonObject start, QJsonObject duration)
{
    return QJsonObject{{kSchema, QStringLiteral("TimeRange.1")},
                       {QStringLiteral("start_time"), std::move(start)},
                       {QStringLiteral("duration"), std::move(duration)}};
}

/// `o` with metadata.knotline replaced by `knotline` (removed when empty), the rest of
/// its metadata kept.
QJsonObject withKnotlineMetadata(QJsonObject o, const QJsonObject &knotline)
{
    QJsonObject metadata = o.value(QLatin1String("metadata")).toObject();
    if (knotline.isEmpty())
        metadata.remove(QLatin1String("knotline"));
    else
        metadata.insert(QLatin1String("knotline"), knotline);
    o.insert(QLatin1String("metadata"), metadata);
    return o;
}

bool isTimeEffect(const QJsonValue &effect)
{
    // (Named as the reader names schemas: an unversioned "LinearTimeWarp" is one too.)
    const QString name = detail::otioSchemaOf(effect.toObject()).name;
    return name == QLatin1String("LinearTimeWarp") || name == QLatin1String("FreezeFrame");
}

/// What the time effects among `effects` (an OTIO effects list as read) do: the product of
/// their LinearTimeWarp scalars in order (as the reader takes it), and whether one freezes
/// (a FreezeFrame, or a scalar of 0).
struct TimeEffects {
    double scalar = 1;
    bool frozen = false;
};

TimeEffects timeEffectsOf(const QJsonArray &effects)
{
    TimeEffects out;
    for (const QJsonValue &e : effects) {
        const QString name = detail::otioSchemaOf(e.toObject()).name;
        if (name == QLatin1String("FreezeFrame")) {
            out.frozen = true;
        } else if (name == QLatin1String("LinearTimeWarp")) {
            const double scalar = e.toObject().value(QLatin1String("time_scalar")).toDouble();
            out.frozen = out.frozen || scalar == 0;
            out.scalar *= scalar;
        }
    }
    return out;
}

bool isSyncMarker(const QJsonValue &marker)
{
    return detail::syncPointNamed(marker.toObject().value(QLatin1String("name")).toString()).has_value();
}

/// The sync requests by sync point name (timeline seconds).
QJsonObject syncObject(const SyncTimes &times)
{
    QJsonObject o;
    for (std::size_t i = 0; i < kSyncPointCount; ++i)
        if (times[i])
            o.insert(latin1(syncPointName(static_cast<SyncPoint>(i))), *times[i]);
    return o;
}

/// One clip of a track being written: the item runs [itemStart, itemEnd] on the timeline
/// (its active start or the cut of the transition into it, to its end or the next cut).
struct Item {
    Item(PlacementIndex at, const PlacedClip *placed, double start, double end)
        : index(at), placement(placed), itemStart(start), itemEnd(end)
    {
    }

    PlacementIndex index;
    const PlacedClip *placement = nullptr;
    double itemStart = 0;
    double itemEnd = 0;
    double transitionIn = 0; ///< in_offset of the transition before it
    double transitionOut = 0;
    bool transitionBefore = false; ///< a transition precedes the item
    bool overlapBefore = false;    ///< … joining it to the item before (else it ramps only this one)
    const OtioTransition *before = nullptr; ///< the transition read there, written back
    const OtioTransition *after = nullptr;  ///< a transition read after it that ramps only it out
    /// One linear piece of a sync-point warp: the clip time at itemStart and its speed.
    struct Piece {
        std::size_t index = 0;
        std::size_t count = 0;
        double sourceStart = 0;
        double speed = 1;
    };
    std::optional<Piece> piece;
};

/// The linear pieces of `p`'s sync-point warp (spec/timeline.md §2) over where it plays,
/// as items: one per stretch of one speed between warp keys (a pure shift is one piece).
/// Empty when `p` has no warp, is trimmed, or a piece would not play forwards (a hold or a
/// reversed warp: written as one clip then).
std::vector<Item> warpPieces(const PlacedClip &p, PlacementIndex index)
{
    const PlacementTiming timing = placementTiming(p);
    if (!timing.warp || !timing.warp->isKeyed() || p.trimIn != 0)
        return {};
    const std::vector<TimeMapKey> &keys = timing.warp->keys();
    std::vector<Item> pieces;
    for (std::size_t k = 0; k + 1 < keys.size(); ++k) {
        // An OTIO track starts at 0: what plays before is left out.
        const double t0 = std::max({keys[k].input, timing.start, 0.0});
        const double t1 = std::min(keys[k + 1].input, timing.end);
        if (!(t1 > t0))
            continue;
        const double speed = (keys[k + 1].output - keys[k].output) / (keys[k + 1].input - keys[k].input);
        if (!(speed > 0) || !std::isfinite(speed))
            return {};
        // The same speed on from where the piece before ends: one piece.
        if (!pieces.empty() && pieces.back().itemEnd == t0 && pieces.back().piece->speed == speed
            && timing.warp->evaluate(t0) == pieces.back().piece->sourceStart + (t0 - pieces.back().itemStart) * speed) {
            pieces.back().itemEnd = t1;
            continue;
        }
        Item item{index, &p, t0, t1};
        item.piece = Item::Piece{0, 0, timing.warp->evaluate(t0), speed};
        pieces.push_back(item);
    }
    for (std::size_t k = 0; k < pieces.size(); ++k)
        pieces[k].piece->index = k, pieces[k].piece->count = pieces.size();
    return pieces;
}

/// `text` rebased from folder `from` to folder `to` when it names an animation file by a
/// relative path (OtioWriteOptions::animationFilesFrom); unchanged otherwise.
QString rebasedAnimationFile(const QString &text, const QString &from, const QString &to)
{
    if (from.isEmpty() || to.isEmpty() || QDir(from) == QDir(to))
        return text;
    const std::optional<AnimationFileRef> ref = animationFileRef(text);
    if (!ref || QFileInfo(ref->file).isAbsolute() || text.startsWith(QLatin1String("file:"), Qt::CaseInsensitive))
        return text;
    const qsizetype hash = text.indexOf(QLatin1Char('#'));
    const QString file = hash >= 0 ? text.left(hash) : text;
    const QString rest = hash >= 0 ? text.mid(hash) : QString();
    return QDir(to).relativeFilePath(QDir(from).absoluteFilePath(file)) + rest;
}

/// `clip` with the target_url of its media references rebased (rebasedAnimationFile).
QJsonObject withRebasedReferences(QJsonObject clip, const QString &from, const QString &to)
{
    const auto rebase = [&](QJsonObject reference) {
        const QJsonValue url = reference.value(QLatin1String("target_url"));
        if (url.isString())
            reference.insert(QLatin1String("target_url"), rebasedAnimationFile(url.toString(), from, to));
        return reference;
    };
    if (clip.value(QLatin1String("media_reference")).isObject())
        clip.insert(QLatin1String("media_reference"), rebase(clip.value(QLatin1String("media_reference")).toObject()));
    if (clip.value(QLatin1String("media_references")).isObject()) {
        QJsonObject references = clip.value(QLatin1String("media_references")).toObject();
        for (auto it = references.begin(); it != references.end(); ++it)
            if (it->isObject())
                *it = rebase(it->toObject());
        clip.insert(QLatin1String("media_references"), references);
    }
    return clip;
}

/// True when `t` was read in `role` (or between no clips at all): the writer writes a
/// transition read back only where it joins what it joined, so that one fitting two places
/// keeps its own.
bool readAs(const OtioTransition &t, OtioTransition::Role role)
{
    return t.role == role || t.role == OtioTransition::Role::None;
}

bool sameTime(double a, double b)
{
    return std::abs(a - b) <= detail::otioTimeTolerance(1e-9, b);
}

class Writer {
public:
    Writer(const Timeline &timeline, const OtioWriteOptions &options)
        : m_timeline(timeline), m_options(options), m_rate(options.frameRate > 0 ? options.frameRate : 24.0)
    {
        if (const OtioImport *o = m_options.original) {
            m_infoUsed.assign(o->placements.size(), false);
            m_trackUsed.assign(o->trackOtio.size(), false);
            for (const std::shared_ptr<const Clip> &clip : o->placeholderClips())
                m_placeholders.insert(clip.get());
            for (const OtioStill &still : o->stills)
                m_stills.emplace(still.still.get(), &still);
            for (const std::shared_ptr<const Clip> &clip : o->fileAnimations)
                m_fileAnimations.insert(clip.get());
        }
        for (const OtioStill &still : m_options.stills)
            m_stills.emplace(still.still.get(), &still);
    }

    Result<QByteArray> write();

private:
    std::optional<std::size_t> matchTrack(std::size_t track);
    const OtioPlacementInfo *matchPlacement(const PlacedClip &p, std::optional<std::size_t> originalTrack);
    Result<QJsonObject> writeTrack(std::size_t track);
    QJsonObject clipObject(const Item &item, const OtioPlacementInfo *info) const;
    QJsonObject gapObject(std::optional<std::size_t> originalTrack, double start, double end) const;
    /// One offset of a transition: seconds, and the RationalTime written for it.
    struct Offset {
        double seconds = 0;
        QJsonObject rational;
    };
    /// `offset` (seconds) written at the frame rate.
    Offset offset(double seconds) const { return {seconds, rational(seconds, m_rate)}; }
    /// `seconds` reaching into the item from `start` to `end`: no further than that item
    /// lasts (OTIO's rule), written as the item's own length (length()) when it reaches it.
    Offset offsetWithin(double seconds, double start, double end) const
    {
        const double itemLength = end - start;
        if (seconds >= itemLength || sameTime(seconds, itemLength))
            return {itemLength, length(start, end)};
        return offset(seconds);
    }
    /// A Transition at `cut` (seconds) reaching `in` before and `out` after it.
    QJsonObject transitionObject(const OtioTransition *original, double cut, const Offset &in, const Offset &out) const;
    QJsonObject length(double start, double end) const;
    /// The first transition read on `originalTrack`, not written yet, for which `fits` holds.
    const OtioTransition *findTransition(std::optional<std::size_t> originalTrack,
                                         const std::function<bool(const OtioTransition &)> &fits);
    Result<QJsonObject> embeddedAnimations() const;
    bool isPlaceholder(const Clip *clip) const { return m_placeholders.count(clip) != 0; }
    /// The freeze frame of a mapped animation that `clip` is, or nullptr.
    const OtioStill *stillOf(const Clip *clip) const
    {
        const auto found = m_stills.find(clip);
        return found == m_stills.end() ? nullptr : found->second;
    }

    const Timeline &m_timeline;
    const OtioWriteOptions &m_options;
    double m_rate;
    std::vector<bool> m_infoUsed;
    std::vector<bool> m_trackUsed;
    std::unordered_set<const OtioTransition *> m_transitionsUsed;
    std::unordered_set<const OtioKept *> m_keptWritten; ///< unknown items written in their place
    std::unordered_set<const Clip *> m_placeholders;
    std::unordered_map<const Clip *, const OtioStill *> m_stills;
    std::unordered_set<const Clip *> m_fileAnimations; ///< named by their file, not embedded
};

std::optional<std::size_t> Writer::matchTrack(std::size_t track)
{
    const OtioImport *o = m_options.original;
    if (!o)
        return std::nullopt;
    const QString &name = m_timeline.track(track).name;
    for (std::size_t j = 0; j < o->timeline.trackCount() && j < m_trackUsed.size(); ++j)
        if (!m_trackUsed[j] && o->timeline.track(j).name == name) {
            m_trackUsed[j] = true;
            return j;
        }
    return std::nullopt;
}

const OtioPlacementInfo *Writer::matchPlacement(const PlacedClip &p, std::optional<std::size_t> originalTrack)
{
    const OtioImport *o = m_options.original;
    if (!o)
        return nullptr;
    // The same clip (placeholders are one per OTIO clip), on the same track and nearest in
    // start first; else, on the same track at the same start, a placeholder since mapped.
    std::optional<std::size_t> best;
    double bestCost = 0;
    for (std::size_t k = 0; k < o->placements.size(); ++k) {
        if (m_infoUsed[k])
            continue;
        const PlacementIndex at = o->placements[k].index;
        if (at.track >= o->timeline.trackCount() || at.clip >= o->timeline.track(at.track).placedClips.size())
            continue;
        const PlacedClip &was = o->timeline.placedClip(at);
        const double distance = std::abs(was.activeStart() - p.activeStart());
        const bool sameTrack = originalTrack && at.track == *originalTrack;
        double cost = 0;
        if (was.clip.get() == p.clip.get())
            cost = (sameTrack ? 0.0 : 1e12) + distance;
        else if (sameTrack && isPlaceholder(was.clip.get()) && distance <= 1e-6)
            cost = 2e12 + distance;
        else
            continue;
        if (!best || cost < bestCost) {
            best = k;
            bestCost = cost;
        }
    }
    if (!best)
        return nullptr;
    m_infoUsed[*best] = true;
    return &o->placements[*best];
}

QJsonObject Writer::gapObject(std::optional<std::size_t> originalTrack, double start, double end) const
{
    QJsonObject gap{{kSchema, QStringLiteral("Gap.1")}, {QStringLiteral("name"), QString()}};
    // The gap read there, with the range it had (the same length to the rounding of the
    // sums that placed it: written again it would drift by an ulp each time).
    if (const OtioImport *o = m_options.original; o && originalTrack)
        for (const OtioGap &g : o->gaps)
            if (g.track == *originalTrack && sameTime(g.start, start) && sameTime(g.start + g.duration, end)
                && g.otio.value(QLatin1String("source_range")).isObject())
                return g.otio;
    gap.insert(QLatin1String("source_range"), timeRange(rationalFrames(0, m_rate), length(start, end)));
    return gap;
}

/// The RationalTime of an item from `start` to `end` (timeline seconds, end > start): the
/// difference of the two positions in frames, so that the sums of lengths a reader makes
/// land on whole frames; a length too short to survive that (both ends on one frame) as
/// its own frames, and one too short even for that in seconds (rate 1).
QJsonObject Writer::length(double start, double end) const
{
    const double frames = toFrames(end, m_rate) - toFrames(start, m_rate);
    if (frames > 0 && frames / m_rate > 0)
        return rationalFrames(frames, m_rate);
    const double own = (end - start) * m_rate;
    if (own > 0 && own / m_rate > 0)
        return rationalFrames(own, m_rate);
    return rationalFrames(end - start, 1.0);
}

const OtioTransition *Writer::findTransition(std::optional<std::size_t> originalTrack,
                                             const std::function<bool(const OtioTransition &)> &fits)
{
    const OtioImport *o = m_options.original;
    if (!o || !originalTrack)
        return nullptr;
    for (const OtioTransition &t : o->transitions)
        if (t.track == *originalTrack && !m_transitionsUsed.count(&t) && fits(t)) {
            m_transitionsUsed.insert(&t);
            return &t;
        }
    return nullptr;
}

QJsonObject Writer::transitionObject(const OtioTransition *original, double cut, const Offset &in,
                                     const Offset &out) const
{
    QJsonObject t = original ? original->otio
                             : QJsonObject{{kSchema, QStringLiteral("Transition.1")},
                                           {QStringLiteral("name"), QString()},
                                           {QStringLiteral("transition_type"), QStringLiteral("SMPTE_Dissolve")},
                                           {QStringLiteral("metadata"), QJsonObject()}};
    t.insert(QLatin1String("in_offset"), in.rational);
    t.insert(QLatin1String("out_offset"), out.rational);
    // The exact numbers, which the reader takes where the rational times agree with them, so
    // that writing what was read back gives the same text (the sums of frames that place a
    // cut round differently from the cut they were written from).
    QJsonObject knotline = detail::knotlineMetadata(t);
    knotline.insert(QLatin1String("cut"), cut);
    knotline.insert(QLatin1String("in_offset"), in.seconds);
    knotline.insert(QLatin1String("out_offset"), out.seconds);
    t = withKnotlineMetadata(std::move(t), knotline);
    return t;
}

QJsonObject Writer::clipObject(const Item &item, const OtioPlacementInfo *info) const
{
    const PlacedClip &p = *item.placement;
    const bool placeholder = isPlaceholder(p.clip.get());
    const OtioStill *still = stillOf(p.clip.get());
    const bool frozen = info && info->frozenAt && (placeholder || still) && !p.window;
    QJsonObject clip = info ? withRebasedReferences(info->otio, m_options.animationFilesFrom, m_options.animationFilesTo)
                            : QJsonObject{{kSchema, QStringLiteral("Clip.2")},
                                          {QStringLiteral("name"), p.clip->label()},
                                          {QStringLiteral("media_references"), QJsonObject()},
                                          {QStringLiteral("active_media_reference_key"), QStringLiteral("DEFAULT_MEDIA")}};
    // source_range: the clip time at the item's first frame, and the track time it takes.
    const double speed = item.piece ? item.piece->speed : p.speed;
    // (Never before 0: a placement plays from its clip's first frame on; the products that
    // compute it may round a start at 0 to −1e-15.)
    const double sourceStart = std::max(
        0.0, frozen ? *info->frozenAt : item.piece ? item.piece->sourceStart : p.localTime(item.itemStart));
    clip.insert(QLatin1String("source_range"), timeRange(rational(sourceStart, m_rate), length(item.itemStart, item.itemEnd)));
    // Effects: the time effects are Knotline's to write, the others are kept. Time effects
    // read that still say what is written (the same freeze, or a product of scalars equal
    // to the speed) are written back as read, with their names and metadata.
    const QJsonArray read = clip.value(QLatin1String("effects")).toArray();
    const TimeEffects readEffects = timeEffectsOf(read);
    const bool keepRead = frozen ? readEffects.frozen : !readEffects.frozen && readEffects.scalar == speed;
    QJsonArray effects;
    for (const QJsonValue &e : read)
        if (keepRead || !isTimeEffect(e))
            effects.append(e);
    if (!keepRead && frozen)
        effects.append(QJsonObject{{kSchema, QStringLiteral("FreezeFrame.1")}, {QStringLiteral("name"), QString()},
                                   {QStringLiteral("effect_name"), QStringLiteral("FreezeFrame")},
                                   {QStringLiteral("metadata"), QJsonObject()}, {QStringLiteral("time_scalar"), 0.0}});
    else if (!keepRead && speed != 1.0)
        effects.append(QJsonObject{{kSchema, QStringLiteral("LinearTimeWarp.1")}, {QStringLiteral("name"), QString()},
                                   {QStringLiteral("effect_name"), QStringLiteral("LinearTimeWarp")},
                                   {QStringLiteral("metadata"), QJsonObject()}, {QStringLiteral("time_scalar"), speed}});
    if (!effects.isEmpty() || clip.contains(QLatin1String("effects")))
        clip.insert(QLatin1String("effects"), effects);
    // Markers: the sync requests (the markers named after sync points are Knotline's).
    QJsonArray markers;
    for (const QJsonValue &m : clip.value(QLatin1String("markers")).toArray())
        if (!isSyncMarker(m))
            markers.append(m);
    for (std::size_t i = 0; i < kSyncPointCount; ++i) {
        const std::optional<double> t = p.syncRequests[i];
        if (!t)
            continue;
        // A piece of a warp carries the requests that fall in it (the first and last piece
        // those before and after), at its own clip time.
        double local = p.localTime(*t);
        if (item.piece) {
            const bool first = item.piece->index == 0;
            const bool last = item.piece->index + 1 == item.piece->count;
            if ((*t < item.itemStart && !first) || (*t >= item.itemEnd && !last))
                continue;
            local = item.piece->sourceStart + (*t - item.itemStart) * item.piece->speed;
        }
        markers.append(QJsonObject{{kSchema, QStringLiteral("Marker.2")},
                                   {QStringLiteral("name"), latin1(syncPointName(static_cast<SyncPoint>(i)))},
                                   {QStringLiteral("color"), QStringLiteral("GREEN")},
                                   {QStringLiteral("metadata"), QJsonObject()},
                                   {QStringLiteral("marked_range"), timeRange(rational(local, m_rate), rationalFrames(0, m_rate))}});
    }
    if (!markers.isEmpty() || clip.contains(QLatin1String("markers")))
        clip.insert(QLatin1String("markers"), markers);
    if (!p.enabled || clip.contains(QLatin1String("enabled")))
        clip.insert(QLatin1String("enabled"), p.enabled);
    // Knotline's own: the animation played, the exact numbers.
    QJsonObject knotline = detail::knotlineMetadata(clip);
    knotline.remove(QLatin1String("animation"));
    if (!placeholder) {
        const Clip &played = still && frozen ? *still->animation : *p.clip;
        const QString name = played.id().isEmpty() ? played.name() : played.id();
        knotline.insert(QLatin1String("animation"),
                        rebasedAnimationFile(name, m_options.animationFilesFrom, m_options.animationFilesTo));
    }
    // A warp written as pieces: each says which; the first carries the placement.
    knotline.remove(QLatin1String("warp_piece"));
    if (item.piece)
        knotline.insert(QLatin1String("warp_piece"),
                        QJsonObject{{QStringLiteral("index"), double(item.piece->index)},
                                    {QStringLiteral("count"), double(item.piece->count)}});
    knotline.remove(QLatin1String("placement"));
    if (!item.piece || item.piece->index == 0)
        knotline.insert(QLatin1String("placement"),
                    QJsonObject{{QStringLiteral("start"), p.start},
                                {QStringLiteral("trim_in"), p.trimIn},
                                {QStringLiteral("window"), p.window ? QJsonValue(*p.window) : QJsonValue(QJsonValue::Null)},
                                {QStringLiteral("speed"), p.speed},
                                {QStringLiteral("blend_in"), p.blendIn},
                                {QStringLiteral("blend_out"), p.blendOut},
                                {QStringLiteral("hold"), p.hold},
                                {QStringLiteral("sync"), syncObject(p.syncRequests)}});
    if ((placeholder || frozen) && knotline.contains(QLatin1String("placement"))) {
        QJsonObject numbers = knotline.value(QLatin1String("placement")).toObject();
        if (placeholder)
            numbers.insert(QLatin1String("placeholder_duration"), p.clip->duration());
        // (The exact frozen clip time: the start_time written at the frame rate may round it;
        // and the still's exact length, which sums of frames may round as a placeholder's.)
        if (frozen)
            numbers.insert(QLatin1String("frozen_at"), *info->frozenAt);
        if (frozen && still)
            numbers.insert(QLatin1String("still_duration"), p.clip->duration());
        knotline.insert(QLatin1String("placement"), numbers);
    }
    return withKnotlineMetadata(std::move(clip), knotline);
}

Result<QJsonObject> Writer::writeTrack(std::size_t index)
{
    const Track &track = m_timeline.track(index);
    const std::optional<std::size_t> originalTrack = matchTrack(index);
    const OtioImport *o = m_options.original;
    QJsonObject out;
    if (o && originalTrack && !o->trackOtio[*originalTrack].isEmpty()) {
        out = o->trackOtio[*originalTrack];
        if (o->trackFlattened[*originalTrack]) {
            // A flattened nested track: its range and time effects are in its placements now.
            out.remove(QLatin1String("source_range"));
            QJsonArray effects;
            for (const QJsonValue &e : out.value(QLatin1String("effects")).toArray())
                if (!isTimeEffect(e))
                    effects.append(e);
            out.insert(QLatin1String("effects"), effects);
        }
    } else {
        out = QJsonObject{{kSchema, QStringLiteral("Track.1")}, {QStringLiteral("kind"), QStringLiteral("Animation")}};
    }
    out.insert(QLatin1String("name"), track.name);
    if (track.muted || out.contains(QLatin1String("enabled")))
        out.insert(QLatin1String("enabled"), !track.muted);
    QJsonObject knotline = detail::knotlineMetadata(out);
    const auto setOrRemove = [&](const char *key, bool set, const QJsonValue &value) {
        if (set)
            knotline.insert(QLatin1String(key), value);
        else
            knotline.remove(QLatin1String(key));
    };
    setOrRemove("solo", track.solo, true);
    setOrRemove("locked", track.locked, true);
    setOrRemove("weight", track.weight != 1.0, track.weight);
    setOrRemove("blend_mode", track.blendMode == TrackBlendMode::Additive, QStringLiteral("additive"));
    setOrRemove("target_root", !track.targetRoot.isEmpty(), track.targetRoot);
    // A flattened track keeps the compositions it sat in (and its own object as read).
    if (o && originalTrack && *originalTrack < o->trackNesting.size() && !o->trackNesting[*originalTrack].isEmpty())
        knotline.insert(QLatin1String("nested_in"), o->trackNesting[*originalTrack]);
    out = withKnotlineMetadata(std::move(out), knotline);

    // The placements in the order they start playing, each item up to the next cut. A
    // sync-point warp alone on its stretch of track is one clip per linear piece, playing
    // from its first knot.
    const std::size_t n = track.placedClips.size();
    std::vector<std::vector<Item>> piecesOf(n);
    for (std::size_t k = 0; k < n; ++k)
        if (!isPlaceholder(track.placedClips[k].clip.get())) // a placeholder's run would not fold back
            piecesOf[k] = warpPieces(track.placedClips[k], PlacementIndex{index, k});
    for (std::size_t k = 0; k < n; ++k) {
        if (piecesOf[k].empty())
            continue;
        const double from = piecesOf[k].front().itemStart;
        const double to = piecesOf[k].back().itemEnd;
        for (std::size_t j = 0; j < n; ++j) {
            const PlacedClip &other = track.placedClips[j];
            const double otherFrom = piecesOf[j].empty() ? other.activeStart() : piecesOf[j].front().itemStart;
            const double otherTo = piecesOf[j].empty() ? other.end() : piecesOf[j].back().itemEnd;
            if (j != k && otherFrom < to && otherTo > from) {
                piecesOf[k].clear();
                break;
            }
        }
    }
    const auto playStart = [&](std::size_t k) {
        return piecesOf[k].empty() ? track.placedClips[k].activeStart() : piecesOf[k].front().itemStart;
    };
    std::vector<std::size_t> order(n);
    std::iota(order.begin(), order.end(), std::size_t{0});
    std::stable_sort(order.begin(), order.end(), [&](std::size_t a, std::size_t b) { return playStart(a) < playStart(b); });
    std::vector<Item> items;
    // A ramp out into nothing, read from a transition before a gap: written back there
    // (`latest`: where the next item starts). Each transition read is matched as its place
    // comes in the track, so that two that fit a place equally keep their places when what
    // was written is read and written again (first-fit in the order they are written).
    const auto rampOut = [&](Item &item, double latest) {
        if (item.piece || !(item.placement->blendOut > 0))
            return;
        const double e = item.itemEnd;
        // (Only one read as a ramp out: one reaching back over a whole clip from its end
        // also fits a ramp in, and a dissolve may fit a ramp of either clip.)
        if (const OtioTransition *t = findTransition(originalTrack, [&](const OtioTransition &x) {
                return readAs(x, OtioTransition::Role::RampOut) && sameTime(x.cut + x.out, e) && x.cut > item.itemStart
                    && x.cut <= e && x.cut <= latest;
            })) {
            item.after = t;
            item.itemEnd = t->cut;
        }
    };
    for (std::size_t k : order) {
        const PlacedClip &p = track.placedClips[k];
        // (What the reader would refuse: times that far out do not read back the same.)
        if (!(std::abs(p.end()) <= detail::kOtioMaxSeconds))
            return Status::error(MessageId::OtioBeyondTimeLimit, formatDouble(p.end()), formatDouble(detail::kOtioMaxSeconds))
                .withContext("track \"" + track.name.toStdString() + "\", \"" + p.clip->label().toStdString() + "\"");
        if (!piecesOf[k].empty()) {
            if (!items.empty())
                rampOut(items.back(), piecesOf[k].front().itemStart);
            items.insert(items.end(), piecesOf[k].begin(), piecesOf[k].end());
            continue;
        }
        // An OTIO track starts at 0: what plays before is left out.
        Item item{PlacementIndex{index, k}, &p, std::max(0.0, p.activeStart()), p.end()};
        if (!(item.itemEnd > item.itemStart))
            return Status::error(MessageId::OtioBeforeTrackStart, track.name.toStdString(), p.clip->label().toStdString());
        const double a = item.itemStart;
        // Touching to the rounding of the sums that placed them: one after the other.
        const bool touching = !items.empty() && sameTime(items.back().itemEnd, a);
        if (touching)
            item.itemStart = items.back().itemEnd;
        if (!touching && !items.empty() && items.back().itemEnd > a) {
            // An overlap: a dissolve at the cut read there (the reader starts the incoming
            // clip in_offset before the cut, or at its anchor when its head is shorter),
            // else at the overlap's middle.
            Item &before = items.back();
            const double overlapEnd = before.itemEnd;
            // (Its cut lies where the incoming clip already plays: one read before it, where
            // its anchor cut the in_offset short, belonged to another item.)
            const OtioTransition *t = findTransition(originalTrack, [&](const OtioTransition &x) {
                return readAs(x, OtioTransition::Role::Dissolve) && sameTime(std::max(p.start, x.cut - x.in), a)
                    && sameTime(x.cut + x.out, overlapEnd)
                    && x.cut > before.itemStart && x.cut < item.itemEnd && (x.cut >= a || sameTime(x.cut, a));
            });
            // (A cut read back at the overlap's middle is written at the middle as computed
            // here, not as read: the two differ by the rounding of the frame sums.)
            const double middle = (a + overlapEnd) / 2;
            const double cut = t && !sameTime(t->cut, middle) ? t->cut : middle;
            // (Nor may it start before the item it overlaps: OTIO's in_offset reaches no further
            // back than that item.)
            const bool startsBeforeIt = a < before.itemStart && !sameTime(a, before.itemStart);
            // (And it must come after that clip in the track's order, which a read gives it:
            // of two overlapping placements the later one wins the pose, spec §1.4.)
            const bool ranksBelowIt = before.index.clip > k;
            if (!(cut > before.itemStart) || !(item.itemEnd >= overlapEnd) || !(cut < item.itemEnd) || startsBeforeIt
                || ranksBelowIt)
                return Status::error(MessageId::OtioOverlapTooDeep, track.name.toStdString(),
                                     before.placement->clip->label().toStdString(), p.clip->label().toStdString());
            item.transitionBefore = item.overlapBefore = true;
            item.before = t;
            // (The offsets read, where one was found: they agree to the rounding of the sums
            // that placed the clips, and written again they must not drift.)
            item.transitionIn = t ? t->in : cut - a;
            item.transitionOut = t ? t->out : overlapEnd - cut;
            before.itemEnd = cut;
            item.itemStart = cut;
        } else {
            // (Where the item before ends before its ramp out, if any, is matched.)
            const double earliest = items.empty() ? 0.0 : std::min(items.back().itemEnd, a);
            if (!items.empty())
                rampOut(items.back(), item.itemStart);
            // A ramp in from nothing, read from a transition after a gap: written back there.
            const auto rampsIn = [&](const OtioTransition &x) {
                // (A cut read back from a gap's rational length may lie an ulp before a. Only
                // one read as a ramp in: others may fit here too.)
                return readAs(x, OtioTransition::Role::RampIn) && sameTime(std::max(p.start, x.cut - x.in), a)
                    && (x.cut >= a || sameTime(x.cut, a))
                    && x.cut < item.itemEnd && (x.cut >= earliest || sameTime(x.cut, earliest));
            };
            if (const OtioTransition *t = p.blendIn > 0 ? findTransition(originalTrack, rampsIn) : nullptr) {
                item.transitionBefore = true;
                item.before = t;
                item.transitionIn = t->in;
                item.transitionOut = t->out;
                item.itemStart = t->cut;
            }
        }
        items.push_back(item);
    }
    if (!items.empty())
        rampOut(items.back(), items.back().itemEnd);

    QJsonArray children;
    double cursor = 0;
    std::optional<double> lastStart; // where the child written last begins (none yet: nullopt)
    bool lastIsClip = false;         // the child written last is a clip (or a transition after one)
    // Where unknown items may go: after a transition's out_offset, and (fill's `room`) before
    // the in_offset of a transition that follows, so that the gap beside a transition still
    // holds its offset (the reader shortens an offset to the item beside it).
    double keptFrom = 0;
    // Empty space up to `to`: the unknown items read there (when they still fit, ending
    // before `room`), gaps between them; up to the end of the gap read last when `to` is
    // nullopt (the track's end).
    const auto fill = [&](std::optional<double> to, std::optional<double> room) {
        const auto fits = [&](const OtioKept &k) {
            const double end = k.trackStart + k.trackDuration;
            // (Within the rounding of the sums that placed them, relative: far from 0 an
            // item read back from frame sums lies ulps of its position off.)
            const bool afterTransition = keptFrom > cursor ? k.trackStart > keptFrom && !sameTime(k.trackStart, keptFrom)
                                                           : k.trackStart >= cursor || sameTime(k.trackStart, cursor);
            const bool beforeTransition = !room || (end < *room && !sameTime(end, *room));
            return afterTransition && beforeTransition && (!to || end <= *to || sameTime(end, *to));
        };
        while (o && originalTrack) {
            const OtioKept *next = nullptr;
            for (const OtioKept &k : o->kept)
                if (k.item && k.track == originalTrack && !m_keptWritten.count(&k) && fits(k)
                    && (!next || k.trackStart < next->trackStart))
                    next = &k;
            if (!next)
                break;
            if (!sameTime(next->trackStart, cursor) && next->trackStart > cursor)
                children.append(gapObject(originalTrack, cursor, next->trackStart));
            children.append(next->otio);
            lastStart = next->trackStart;
            lastIsClip = false;
            m_keptWritten.insert(next);
            cursor = std::max(cursor, next->trackStart + next->trackDuration);
        }
        if (!to) {
            if (o && originalTrack)
                for (const OtioGap &g : o->gaps)
                    if (g.track == *originalTrack && sameTime(g.start, cursor) && g.duration > 0) {
                        children.append(gapObject(originalTrack, cursor, g.start + g.duration));
                        lastStart = cursor;
                        lastIsClip = false;
                        break;
                    }
            return;
        }
        if (*to > cursor && !sameTime(*to, cursor)) {
            children.append(gapObject(originalTrack, cursor, *to));
            lastStart = cursor;
            lastIsClip = false;
        }
    };
    const OtioPlacementInfo *info = nullptr; // of the placement written (shared by its pieces)
    for (const Item &item : items) {
        if (!item.overlapBefore)
            fill(item.itemStart, item.transitionBefore ? std::optional<double>(item.itemStart - item.transitionIn)
                                                       : std::nullopt);
        // (A transition reaches no further into the item after it than that item lasts, OTIO's
        // rule: the item may have been cut short by the next overlap since the offset was read.)
        // (In the same way, its in_offset reaches no further back than the child before it.)
        // A ramp in from nothing right after a clip (its in_offset 0: nothing lay between them)
        // keeps a gap of no length before it, else it would read back as a dissolve of the two.
        if (item.transitionBefore && !item.overlapBefore && lastIsClip) {
            children.append(gapObject(originalTrack, item.itemStart, item.itemStart));
            lastStart = item.itemStart;
            lastIsClip = false;
        }
        if (item.transitionBefore)
            children.append(transitionObject(
                item.before, item.itemStart,
                lastStart ? offsetWithin(item.transitionIn, *lastStart, item.itemStart) : offset(item.transitionIn),
                offsetWithin(item.transitionOut, item.itemStart, item.itemEnd)));
        if (!item.piece || item.piece->index == 0)
            info = matchPlacement(*item.placement, originalTrack);
        children.append(clipObject(item, info));
        lastStart = item.itemStart;
        lastIsClip = true;
        if (item.after)
            children.append(transitionObject(item.after, item.itemEnd,
                                             offsetWithin(item.after->in, item.itemStart, item.itemEnd),
                                             offset(item.after->out)));
        cursor = item.itemEnd;
        keptFrom = item.after ? cursor + item.after->out : cursor;
    }
    fill(std::nullopt, std::nullopt);
    out.insert(QLatin1String("children"), children);
    return out;
}

Result<QJsonObject> Writer::embeddedAnimations() const
{
    CompiledTimeline doc;
    const auto add = [&](std::shared_ptr<const Clip> clip) {
        if (const OtioStill *still = clip ? stillOf(clip.get()) : nullptr)
            clip = still->animation; // a freeze frame is written as the animation's
        if (clip && !isPlaceholder(clip.get()) && m_fileAnimations.count(clip.get()) == 0
            && std::none_of(doc.clips.begin(), doc.clips.end(), [&](const auto &c) { return c.get() == clip.get(); }))
            doc.clips.push_back(clip);
    };
    for (const auto &clip : m_options.animations)
        add(clip);
    for (const auto &clip : m_timeline.clips())
        add(clip);
    if (doc.clips.empty())
        return QJsonObject();
    Result<QByteArray> json = writeCompiledTimeline(doc, CompiledWriteOptions{m_options.bakeAnimations, m_rate, false});
    if (!json)
        return json.status();
    return QJsonDocument::fromJson(*json).object();
}

Result<QByteArray> Writer::write()
{
    const OtioImport *o = m_options.original;
    QJsonObject root = o && !o->rootOtio.isEmpty()
        ? o->rootOtio
        : QJsonObject{{kSchema, QStringLiteral("Timeline.1")}, {QStringLiteral("name"), m_options.name},
                      {QStringLiteral("global_start_time"), QJsonValue(QJsonValue::Null)}};
    QJsonObject stack = o && !o->stackOtio.isEmpty()
        ? o->stackOtio
        : QJsonObject{{kSchema, QStringLiteral("Stack.1")}, {QStringLiteral("name"), QStringLiteral("tracks")}};
    QJsonArray tracks;
    for (std::size_t i = 0; i < m_timeline.trackCount(); ++i) {
        Result<QJsonObject> track = writeTrack(i);
        if (!track)
            return track.status();
        tracks.append(*track);
    }
    stack.insert(QLatin1String("children"), tracks);
    root.insert(QLatin1String("tracks"), stack);

    QJsonObject knotline = detail::knotlineMetadata(root);
    knotline.insert(QLatin1String("pose"), latin1(timelinePoseModeName(m_timeline.poseMode())));
    knotline.insert(QLatin1String("property_space"), propertySpaceName(m_timeline.propertySpace()));
    knotline.insert(QLatin1String("duration"), m_timeline.duration());
    knotline.insert(QLatin1String("frame_rate"), m_rate);
    Result<QJsonObject> animations = embeddedAnimations();
    if (!animations)
        return animations.status();
    if (animations->isEmpty())
        knotline.remove(QLatin1String("animations"));
    else
        knotline.insert(QLatin1String("animations"), *animations);
    QJsonArray kept;
    if (o)
        for (const OtioKept &k : o->kept)
            if (k.item && !m_keptWritten.count(&k))
                kept.append(k.otio);
    if (kept.isEmpty())
        knotline.remove(QLatin1String("kept"));
    else
        knotline.insert(QLatin1String("kept"), kept);
    root = withKnotlineMetadata(std::move(root), knotline);
    return QJsonDocument(root).toJson(m_options.indented ? QJsonDocument::Indented : QJsonDocument::Compact);
}

} // namespace

Result<QByteArray> writeOtio(const Timeline &timeline, const OtioWriteOptions &options)
{
    return Writer(timeline, options).write();
}

Status saveOtioFile(const Timeline &timeline, const QString &path, const OtioWriteOptions &options)
{
    Result<QByteArray> json = writeOtio(timeline, options);
    if (!json)
        return json.status().withContext(path.toStdString());
    return saveTextFile(json->toStdString(), path);
}

} // namespace knotline
