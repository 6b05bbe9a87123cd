#include "core/io/CompiledTimelineWriter.h"

#include "core/io/CompiledJsonPath.h"
#include "core/io/NumberFormat.h"
#include "core/io/LayerFile.h"
#include "core/timeline/SplineKeyframes.h"

#include <QJsonArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>
#include <map>
#include <set>

namespace knotline {

namespace {

QJsonValue easingJson(const Easing &e)
{
    switch (e.kind) {
    case EasingKind::Held:
        return QStringLiteral("step");
    case EasingKind::CubicBezier:
        return QJsonArray{e.x1, e.y1, e.x2, e.y2};
    default:
        break;
    }
    return QJsonValue(QJsonValue::Null);
}

QJsonValue stepValueJson(const StepValue &v)
{
    if (const bool *b = std::get_if<bool>(&v))
        return *b;
    return std::get<QString>(v);
}

QJsonObject syncJson(const SyncTimes &times)
{
    QJsonObject o;
    for (std::size_t i = 0; i < kSyncPointCount; ++i)
        if (times[i])
            o.insert(QString::fromLatin1(syncPointName(static_cast<SyncPoint>(i)).data(),
                                         static_cast<qsizetype>(syncPointName(static_cast<SyncPoint>(i)).size())),
                     *times[i]);
    return o;
}

Result<QJsonArray> keyframesJson(const ClipChannel &channel, const Clip &clip, const CompiledWriteOptions &options)
{
    QJsonArray out;
    if (const StepChannel *step = std::get_if<StepChannel>(&channel.curve)) {
        for (const StepKey &k : step->keys())
            out.append(QJsonObject{{"time", k.time}, {"value", stepValueJson(k.value)}, {"easing", "step"}});
        return out;
    }
    const Spline &spline = std::get<Spline>(channel.curve);
    const std::string label = (channel.key.target + QLatin1Char(':') + channel.key.property).toStdString();
    Result<std::vector<NumericKeyframe>> keys = keyframesFromSpline(spline, label);
    if (!keys.isOk()) {
        if (!options.bakeToKeyframes)
            return keys.status();
        double from = 0.0, to = clip.duration();
        if (!spline.knots().empty()) {
            from = std::min(from, spline.knots().front().time);
            to = std::max(to, spline.knots().back().time);
        }
        // (bakedKeyframes takes fewer than 10^7 samples: a long clip at a high rate is refused.)
        const double samples = (to - from) * options.bakeRate;
        if (!(samples < 1e7))
            return Status::error(MessageId::CompiledBakeTooManySamples, label, formatDouble(options.bakeRate),
                                 formatDouble(std::ceil(samples)));
        keys = bakedKeyframes(spline, from, to, options.bakeRate);
    }
    for (const NumericKeyframe &k : keys.value())
        out.append(QJsonObject{{"time", k.time}, {"value", k.value}, {"easing", easingJson(k.easing)}});
    return out;
}

QString loopModeName(LoopMode mode)
{
    switch (mode) {
    case LoopMode::Loop:
        return QStringLiteral("loop");
    case LoopMode::PingPong:
        return QStringLiteral("ping_pong");
    case LoopMode::Once:
        break;
    }
    return QStringLiteral("once");
}

Result<QJsonObject> animationJson(const Clip &clip, const std::string &path, const CompiledWriteOptions &options)
{
    QJsonObject o;
    if (!clip.name().isEmpty())
        o.insert("name", clip.name());
    o.insert("duration", clip.duration());
    o.insert("loop_mode", loopModeName(clip.loopMode()));
    QJsonArray channels;
    for (const ClipChannel &ch : clip.channels()) {
        Result<QJsonArray> frames = keyframesJson(ch, clip, options);
        if (!frames.isOk())
            return detail::atJsonPath(path, frames.status());
        channels.append(QJsonObject{{"target", ch.key.target}, {"property", ch.key.property}, {"keyframes", frames.value()}});
    }
    o.insert("channels", channels);
    return o;
}

} // namespace

Result<QByteArray> writeCompiledTimeline(const CompiledTimeline &doc, const CompiledWriteOptions &options)
{
    // Every clip once, the document's first, then any other the timeline plays.
    std::vector<std::shared_ptr<const Clip>> clips = doc.clips;
    for (const std::shared_ptr<const Clip> &c : doc.timeline.clips())
        if (std::none_of(clips.begin(), clips.end(), [&](const auto &x) { return x.get() == c.get(); }))
            clips.push_back(c);
    std::map<const Clip *, QString> ids;
    std::set<QString> taken;
    for (const std::shared_ptr<const Clip> &c : clips) {
        QString id = c->id();
        for (int n = 1; id.isEmpty() || taken.count(id); ++n)
            id = QStringLiteral("clip%1").arg(n);
        taken.insert(id);
        ids[c.get()] = id;
    }

    QJsonObject root = doc.otherMembers;
    QJsonObject animations;
    QJsonObject animationExtras;
    for (const std::shared_ptr<const Clip> &c : clips) {
        const QString &id = ids[c.get()];
        Result<QJsonObject> a = animationJson(*c, detail::jsonMember("animations", id), options);
        if (!a.isOk())
            return a.status();
        animations.insert(id, a.value());
        const QJsonObject sync = syncJson(c->syncTimes());
        if (!sync.isEmpty())
            animationExtras.insert(id, QJsonObject{{"sync_times", sync}});
    }

    QJsonArray tracks, trackExtras;
    bool anyTrackExtra = false;
    for (const Track &track : doc.timeline.tracks()) {
        QJsonArray placed, placedExtras;
        bool anySync = false; // some placement has an extra (sync, trim_in, enabled, hold)
        for (const PlacedClip &p : track.placedClips) {
            placed.append(QJsonObject{{"animation_id", ids[p.clip.get()]},
                                      {"start_time", p.start},
                                      {"duration", p.window ? QJsonValue(*p.window) : QJsonValue(QJsonValue::Null)},
                                      {"speed", p.speed},
                                      {"blend_in", p.blendIn},
                                      {"blend_out", p.blendOut}});
            const QJsonObject sync = syncJson(p.syncRequests);
            QJsonObject placedExtra;
            if (!sync.isEmpty())
                placedExtra.insert("sync", sync);
            if (p.trimIn != 0.0)
                placedExtra.insert("trim_in", p.trimIn);
            if (!p.enabled)
                placedExtra.insert("enabled", false);
            if (!p.hold)
                placedExtra.insert("hold", false);
            anySync = anySync || !placedExtra.isEmpty();
            placedExtras.append(placedExtra);
        }
        tracks.append(QJsonObject{{"target_root", track.targetRoot}, {"clips", placed}});
        QJsonObject extra;
        if (!track.name.isEmpty())
            extra.insert("name", track.name);
        if (track.muted)
            extra.insert("muted", true);
        if (track.solo)
            extra.insert("solo", true);
        if (track.locked)
            extra.insert("locked", true);
        if (track.weight != 1.0)
            extra.insert("weight", track.weight);
        if (track.blendMode == TrackBlendMode::Additive)
            extra.insert("blend_mode", "additive");
        if (anySync)
            extra.insert("clips", placedExtras);
        anyTrackExtra = anyTrackExtra || !extra.isEmpty();
        trackExtras.append(extra);
    }
    root.insert("timeline", QJsonObject{{"duration", doc.timeline.duration()}, {"tracks", tracks}});
    root.insert("animations", animations);
    if (!doc.meta.isEmpty())
        root.insert("meta", doc.meta);

    QJsonObject knotline;
    if (doc.frameRate > 0.0)
        knotline.insert("frame_rate", doc.frameRate);
    if (doc.timeline.propertySpace() != PropertySpace::StageNode)
        knotline.insert("property_space", propertySpaceName(doc.timeline.propertySpace()));
    if (doc.timeline.poseMode() == TimelinePoseMode::Blended)
        knotline.insert("pose", QString::fromLatin1(timelinePoseModeName(TimelinePoseMode::Blended).data()));
    if (anyTrackExtra)
        knotline.insert("tracks", trackExtras);
    if (!animationExtras.isEmpty())
        knotline.insert("animations", animationExtras);
    if (!knotline.isEmpty())
        root.insert("knotline", knotline);
    return QJsonDocument(root).toJson(options.indented ? QJsonDocument::Indented : QJsonDocument::Compact);
}

Status saveCompiledTimelineFile(const CompiledTimeline &doc, const QString &path, const CompiledWriteOptions &options)
{
    Result<QByteArray> json = writeCompiledTimeline(doc, options);
    if (!json.isOk())
        return json.status().withContext(path.toStdString());
    return saveTextFile(json.value().toStdString(), path);
}

} // namespace knotline
