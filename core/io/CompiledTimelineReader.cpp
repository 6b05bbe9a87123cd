#include "core/io/CompiledTimelineReader.h"

#include "core/io/CompiledJsonPath.h"
#include "core/io/CompiledSpace.h"
#include "core/io/FileBytes.h"
#include "core/io/NumberFormat.h"
#include "core/timeline/KeyframeSpline.h"

#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonParseError>

#include <cmath>
#include <map>
#include <set>

namespace knotline {

using detail::atJsonPath;
using detail::checkJsonMembers;
using detail::jsonIndex;
using detail::inJsonFile;
using detail::jsonLineColumn;
using detail::jsonMember;

namespace {

Status at(const std::string &path, MessageId id)
{
    return atJsonPath(path, Status::error(id));
}

// ---- typed members -----------------------------------------------------------------

Result<QJsonObject> objectAt(const QJsonValue &v, const std::string &path)
{
    if (!v.isObject())
        return at(path, MessageId::CompiledExpectedObject);
    return v.toObject();
}

Result<QJsonArray> arrayAt(const QJsonValue &v, const std::string &path)
{
    if (!v.isArray())
        return at(path, MessageId::CompiledExpectedArray);
    return v.toArray();
}

Result<double> numberAt(const QJsonValue &v, const std::string &path)
{
    if (!v.isDouble())
        return at(path, MessageId::CompiledExpectedNumber);
    const double x = v.toDouble();
    if (!std::isfinite(x))
        return at(path, MessageId::CompiledNumberNotFinite);
    return x;
}

/// Optional number member `key`: `fallback` when absent.
Result<double> optionalNumber(const QJsonObject &o, const char *key, const std::string &path, double fallback)
{
    const QJsonValue v = o.value(QLatin1String(key));
    if (v.isUndefined())
        return fallback;
    return numberAt(v, jsonMember(path, QLatin1String(key)));
}

Result<double> positive(Result<double> r, const std::string &path)
{
    if (r.isOk() && !(r.value() > 0.0))
        return atJsonPath(path, Status::error(MessageId::CompiledNumberNotPositive, formatDouble(r.value())));
    return r;
}

Result<double> nonNegative(Result<double> r, const std::string &path)
{
    if (r.isOk() && !(r.value() >= 0.0))
        return atJsonPath(path, Status::error(MessageId::CompiledNumberNegative, formatDouble(r.value())));
    return r;
}

Result<QString> textAt(const QJsonValue &v, const std::string &path, bool nonEmpty)
{
    if (!v.isString())
        return at(path, MessageId::CompiledExpectedString);
    if (nonEmpty && v.toString().isEmpty())
        return at(path, MessageId::CompiledEmptyText);
    return v.toString();
}

Result<bool> boolAt(const QJsonValue &v, const std::string &path, bool fallback)
{
    if (v.isUndefined())
        return fallback;
    if (!v.isBool())
        return at(path, MessageId::CompiledExpectedBoolean);
    return v.toBool();
}

Status required(const QJsonObject &o, const char *key, const std::string &path)
{
    if (!o.contains(QLatin1String(key)))
        return atJsonPath(path, Status::error(MessageId::CompiledMissingMember, key));
    return Status::ok();
}

/// Sync times {point name: seconds} (the knotline extras' "sync_times" and "sync").
Result<SyncTimes> syncTimesAt(const QJsonValue &v, const std::string &path)
{
    SyncTimes times;
    if (v.isUndefined())
        return times;
    Result<QJsonObject> o = objectAt(v, path);
    if (!o.isOk())
        return o.status();
    for (auto it = o.value().begin(); it != o.value().end(); ++it) {
        const std::string p = jsonMember(path, it.key());
        std::size_t index = kSyncPointCount;
        for (std::size_t i = 0; i < kSyncPointCount; ++i)
            if (it.key().toStdString() == syncPointName(static_cast<SyncPoint>(i)))
                index = i;
        if (index == kSyncPointCount)
            return atJsonPath(path, Status::error(MessageId::CompiledUnknownMember, it.key().toStdString()));
        Result<double> t = numberAt(it.value(), p);
        if (!t.isOk())
            return t.status();
        times[index] = t.value();
    }
    return times;
}

// ---- easings and channels ------------------------------------------------------------

Result<Easing> easingAt(const QJsonValue &v, const std::string &path)
{
    Result<Easing> r = Easing{};
    if (v.isUndefined() || v.isNull())
        return r;
    if (v.isString()) {
        r = easingFromName(v.toString().toStdString());
    } else if (v.isArray() && v.toArray().size() == 4) {
        double c[4];
        const QJsonArray a = v.toArray();
        for (qsizetype i = 0; i < 4; ++i) {
            if (!a[i].isDouble())
                return at(path, MessageId::CompiledExpectedEasing);
            c[i] = a[i].toDouble();
        }
        r = easingFromControlPoints(c[0], c[1], c[2], c[3]);
    } else {
        return at(path, MessageId::CompiledExpectedEasing);
    }
    if (!r.isOk())
        return atJsonPath(path, r.status());
    return r;
}

std::string channelLabel(const ChannelKey &key)
{
    return (key.target + QLatin1Char(':') + key.property).toStdString();
}

Result<ClipChannel> channelAt(const QJsonValue &value, const std::string &path, const detail::CompiledSpaceRule &space)
{
    Result<QJsonObject> obj = objectAt(value, path);
    if (!obj.isOk())
        return obj.status();
    const QJsonObject &o = obj.value();
    if (Status s = checkJsonMembers(o, path, {"target", "property", "keyframes"}); !s)
        return s;
    for (const char *key : {"target", "property", "keyframes"})
        if (Status s = required(o, key, path); !s)
            return s;
    Result<QString> target = textAt(o.value(QLatin1String("target")), jsonMember(path, QStringLiteral("target")), true);
    if (!target.isOk())
        return target.status();
    Result<QString> property = textAt(o.value(QLatin1String("property")), jsonMember(path, QStringLiteral("property")), true);
    if (!property.isOk())
        return property.status();
    const ChannelKey key{target.value(), property.value()};
    if (const QString kind = space.refusedKind(key.property); !kind.isEmpty())
        return atJsonPath(path, Status::error(MessageId::CompiledKindUnsupported, channelLabel(key), kind.toStdString()));
    const std::string framesPath = jsonMember(path, QStringLiteral("keyframes"));
    Result<QJsonArray> frames = arrayAt(o.value(QLatin1String("keyframes")), framesPath);
    if (!frames.isOk())
        return frames.status();
    if (frames.value().isEmpty())
        return atJsonPath(framesPath, Status::error(MessageId::CompiledChannelNoKeyframes, channelLabel(key)));

    std::vector<NumericKeyframe> numeric;
    std::vector<StepKey> steps;
    for (qsizetype k = 0; k < frames.value().size(); ++k) {
        const std::string kp = jsonIndex(framesPath, k);
        Result<QJsonObject> frame = objectAt(frames.value()[k], kp);
        if (!frame.isOk())
            return frame.status();
        const QJsonObject &f = frame.value();
        if (Status s = checkJsonMembers(f, kp, {"time", "value", "easing"}); !s)
            return s;
        for (const char *member : {"time", "value"})
            if (Status s = required(f, member, kp); !s)
                return s;
        Result<double> time = numberAt(f.value(QLatin1String("time")), jsonMember(kp, QStringLiteral("time")));
        if (!time.isOk())
            return time.status();
        const double previous = numeric.empty() ? (steps.empty() ? time.value() : steps.back().time) : numeric.back().time;
        if (time.value() < previous)
            return atJsonPath(jsonMember(kp, QStringLiteral("time")),
                              Status::error(MessageId::CompiledKeyTimesDecrease, formatDouble(time.value()), formatDouble(previous)));
        Result<Easing> easing = easingAt(f.value(QLatin1String("easing")), jsonMember(kp, QStringLiteral("easing")));
        if (!easing.isOk())
            return easing.status();
        const QJsonValue v = f.value(QLatin1String("value"));
        const std::string vp = jsonMember(kp, QStringLiteral("value"));
        const bool isNumber = v.isDouble();
        const bool isStep = v.isString() || v.isBool();
        if (!isNumber && !isStep)
            return atJsonPath(vp, Status::error(MessageId::CompiledValueUnsupported, channelLabel(key)));
        if ((isNumber && !steps.empty()) || (isStep && !numeric.empty()))
            return atJsonPath(vp, Status::error(MessageId::CompiledValuesMixed, channelLabel(key)));
        if (isNumber) {
            Result<double> number = numberAt(v, vp);
            if (!number.isOk())
                return number.status();
            numeric.push_back({time.value(), number.value(), easing.value()});
        } else {
            steps.push_back({time.value(), v.isBool() ? StepValue(v.toBool()) : StepValue(v.toString())});
        }
    }
    if (!numeric.empty()) {
        Result<Spline> spline = splineFromKeyframes(numeric);
        if (!spline.isOk())
            return atJsonPath(path, spline.status());
        return ClipChannel{key, spline.value()};
    }
    Result<StepChannel> step = StepChannel::make(std::move(steps));
    if (!step.isOk())
        return atJsonPath(path, step.status());
    return ClipChannel{key, step.value()};
}

Result<LoopMode> loopModeAt(const QJsonValue &v, const std::string &path)
{
    if (v.isUndefined())
        return LoopMode::Once;
    if (!v.isString())
        return at(path, MessageId::CompiledExpectedString);
    const QString name = v.toString();
    if (name == QLatin1String("once"))
        return LoopMode::Once;
    if (name == QLatin1String("loop"))
        return LoopMode::Loop;
    if (name == QLatin1String("ping_pong"))
        return LoopMode::PingPong;
    return atJsonPath(path, Status::error(MessageId::CompiledLoopModeUnknown, name.toStdString()));
}

Result<std::shared_ptr<const Clip>> animationAt(const QString &id, const QJsonValue &value, const std::string &path,
                                                const QJsonObject &extras, const detail::CompiledSpaceRule &space)
{
    Result<QJsonObject> obj = objectAt(value, path);
    if (!obj.isOk())
        return obj.status();
    const QJsonObject &o = obj.value();
    if (Status s = checkJsonMembers(o, path, {"name", "duration", "loop_mode", "channels"}); !s)
        return s;
    if (Status s = required(o, "duration", path); !s)
        return s;
    QString name;
    if (o.contains(QLatin1String("name"))) {
        Result<QString> n = textAt(o.value(QLatin1String("name")), jsonMember(path, QStringLiteral("name")), false);
        if (!n.isOk())
            return n.status();
        name = n.value();
    }
    const std::string dp = jsonMember(path, QStringLiteral("duration"));
    Result<double> duration = positive(numberAt(o.value(QLatin1String("duration")), dp), dp);
    if (!duration.isOk())
        return duration.status();
    Result<LoopMode> loop = loopModeAt(o.value(QLatin1String("loop_mode")), jsonMember(path, QStringLiteral("loop_mode")));
    if (!loop.isOk())
        return loop.status();
    std::vector<ClipChannel> channels;
    if (o.contains(QLatin1String("channels"))) {
        const std::string cp = jsonMember(path, QStringLiteral("channels"));
        Result<QJsonArray> list = arrayAt(o.value(QLatin1String("channels")), cp);
        if (!list.isOk())
            return list.status();
        std::set<ChannelKey> seen;
        for (qsizetype c = 0; c < list.value().size(); ++c) {
            Result<ClipChannel> ch = channelAt(list.value()[c], jsonIndex(cp, c), space);
            if (!ch.isOk())
                return ch.status();
            // Clip::make refuses this too, but without the channel's JSON path.
            if (!seen.insert(ch.value().key).second)
                return atJsonPath(jsonIndex(cp, c), Status::error(MessageId::CompiledChannelTwice, channelLabel(ch.value().key)));
            channels.push_back(ch.value());
        }
    }
    const std::string ep = jsonMember("knotline.animations", id);
    if (Status s = checkJsonMembers(extras, ep, {"sync_times"}); !s)
        return s;
    Result<SyncTimes> sync = syncTimesAt(extras.value(QLatin1String("sync_times")), jsonMember(ep, QStringLiteral("sync_times")));
    if (!sync.isOk())
        return sync.status();
    Result<Clip> clip = Clip::make(name, duration.value(), loop.value(), std::move(channels), sync.value());
    if (!clip.isOk())
        return atJsonPath(path, clip.status());
    Clip c = clip.value();
    c.setId(id);
    return std::make_shared<const Clip>(std::move(c));
}

// ---- timeline ------------------------------------------------------------------------

Result<PlacedClip> placementAt(const QJsonValue &value, const std::string &path, const QJsonValue &extras,
                               const std::map<QString, std::shared_ptr<const Clip>> &clips)
{
    Result<QJsonObject> obj = objectAt(value, path);
    if (!obj.isOk())
        return obj.status();
    const QJsonObject &o = obj.value();
    if (Status s = checkJsonMembers(o, path, {"animation_id", "start_time", "duration", "speed", "blend_in", "blend_out"}); !s)
        return s;
    if (Status s = required(o, "animation_id", path); !s)
        return s;
    const std::string ip = jsonMember(path, QStringLiteral("animation_id"));
    Result<QString> id = textAt(o.value(QLatin1String("animation_id")), ip, false);
    if (!id.isOk())
        return id.status();
    const auto clip = clips.find(id.value());
    if (clip == clips.end())
        return atJsonPath(ip, Status::error(MessageId::CompiledUnknownAnimation, id.value().toStdString()));
    PlacedClip placed;
    placed.clip = clip->second;
    Result<double> start = optionalNumber(o, "start_time", path, 0.0);
    if (!start.isOk())
        return start.status();
    placed.start = start.value();
    const QJsonValue window = o.value(QLatin1String("duration"));
    if (!window.isUndefined() && !window.isNull()) {
        const std::string wp = jsonMember(path, QStringLiteral("duration"));
        Result<double> w = positive(numberAt(window, wp), wp);
        if (!w.isOk())
            return w.status();
        placed.window = w.value();
    }
    const std::string sp = jsonMember(path, QStringLiteral("speed"));
    Result<double> speed = positive(optionalNumber(o, "speed", path, 1.0), sp);
    if (!speed.isOk())
        return speed.status();
    placed.speed = speed.value();
    Result<double> blendIn = nonNegative(optionalNumber(o, "blend_in", path, 0.0), jsonMember(path, QStringLiteral("blend_in")));
    if (!blendIn.isOk())
        return blendIn.status();
    placed.blendIn = blendIn.value();
    Result<double> blendOut = nonNegative(optionalNumber(o, "blend_out", path, 0.0), jsonMember(path, QStringLiteral("blend_out")));
    if (!blendOut.isOk())
        return blendOut.status();
    placed.blendOut = blendOut.value();
    // The model's last check (validatePlacedClip), here at the placement's JSON path.
    if (!std::isfinite(placed.end()))
        return atJsonPath(path, Status::error(MessageId::CompiledPlacementEndNotFinite, formatDouble(placed.end())));
    if (!extras.isUndefined()) {
        Result<QJsonObject> e = objectAt(extras, "knotline" + path.substr(std::string("timeline").size()));
        if (!e.isOk())
            return e.status();
        const std::string ep = "knotline" + path.substr(std::string("timeline").size());
        if (Status s = checkJsonMembers(e.value(), ep, {"sync", "trim_in", "enabled", "hold"}); !s)
            return s;
        Result<SyncTimes> sync = syncTimesAt(e.value().value(QLatin1String("sync")), ep + ".sync");
        if (!sync.isOk())
            return sync.status();
        placed.syncRequests = sync.value();
        // Trim in and enabled (spec/timeline.md §1.6).
        const std::string tp = jsonMember(ep, QStringLiteral("trim_in"));
        Result<double> trimIn = nonNegative(optionalNumber(e.value(), "trim_in", ep, 0.0), tp);
        if (!trimIn.isOk())
            return trimIn.status();
        placed.trimIn = trimIn.value();
        if (!(placed.activeStart() < placed.end()))
            return atJsonPath(tp, Status::error(MessageId::CompiledTrimInPastEnd, formatDouble(placed.trimIn),
                                                formatDouble(placed.end() - placed.start)));
        Result<bool> enabled = boolAt(e.value().value(QLatin1String("enabled")), jsonMember(ep, QStringLiteral("enabled")), true);
        if (!enabled.isOk())
            return enabled.status();
        placed.enabled = enabled.value();
        // Whether it holds after its end in the blended pose (PlacedClip::hold).
        Result<bool> hold = boolAt(e.value().value(QLatin1String("hold")), jsonMember(ep, QStringLiteral("hold")), true);
        if (!hold.isOk())
            return hold.status();
        placed.hold = hold.value();
    }
    return placed;
}

/// A track's weight and blend mode from its knotline extras `x` at JSON path `ep` (§1.7).
Status readTrackBlend(const QJsonObject &x, const std::string &ep, Track &track)
{
    const std::string wp = jsonMember(ep, QStringLiteral("weight"));
    Result<double> weight = optionalNumber(x, "weight", ep, 1.0);
    if (!weight.isOk())
        return weight.status();
    if (!(weight.value() >= 0.0 && weight.value() <= 1.0))
        return atJsonPath(wp, Status::error(MessageId::CompiledWeightOutOfRange, formatDouble(weight.value())));
    track.weight = weight.value();
    if (x.contains(QLatin1String("blend_mode"))) {
        const std::string mp = jsonMember(ep, QStringLiteral("blend_mode"));
        Result<QString> mode = textAt(x.value(QLatin1String("blend_mode")), mp, false);
        if (!mode.isOk())
            return mode.status();
        if (mode.value() == QLatin1String("replace"))
            track.blendMode = TrackBlendMode::Replace;
        else if (mode.value() == QLatin1String("additive"))
            track.blendMode = TrackBlendMode::Additive;
        else
            return atJsonPath(mp, Status::error(MessageId::CompiledBlendModeUnknown, mode.value().toStdString()));
    }
    return Status::ok();
}

Result<Track> trackAt(const QJsonValue &value, const std::string &path, const QJsonValue &extras,
                      const std::map<QString, std::shared_ptr<const Clip>> &clips)
{
    Result<QJsonObject> obj = objectAt(value, path);
    if (!obj.isOk())
        return obj.status();
    const QJsonObject &o = obj.value();
    if (Status s = checkJsonMembers(o, path, {"target_root", "clips"}); !s)
        return s;
    Track track;
    if (o.contains(QLatin1String("target_root"))) {
        Result<QString> root = textAt(o.value(QLatin1String("target_root")), jsonMember(path, QStringLiteral("target_root")), false);
        if (!root.isOk())
            return root.status();
        track.targetRoot = root.value();
    }
    const std::string ep = "knotline" + path.substr(std::string("timeline").size());
    QJsonArray clipExtras;
    if (!extras.isUndefined()) {
        Result<QJsonObject> e = objectAt(extras, ep);
        if (!e.isOk())
            return e.status();
        const QJsonObject &x = e.value();
        if (Status s = checkJsonMembers(x, ep, {"name", "muted", "solo", "locked", "weight", "blend_mode", "clips"}); !s)
            return s;
        if (x.contains(QLatin1String("name"))) {
            Result<QString> n = textAt(x.value(QLatin1String("name")), jsonMember(ep, QStringLiteral("name")), false);
            if (!n.isOk())
                return n.status();
            track.name = n.value();
        }
        Result<bool> muted = boolAt(x.value(QLatin1String("muted")), jsonMember(ep, QStringLiteral("muted")), false);
        Result<bool> solo = boolAt(x.value(QLatin1String("solo")), jsonMember(ep, QStringLiteral("solo")), false);
        Result<bool> locked = boolAt(x.value(QLatin1String("locked")), jsonMember(ep, QStringLiteral("locked")), false);
        if (!muted.isOk())
            return muted.status();
        if (!solo.isOk())
            return solo.status();
        if (!locked.isOk())
            return locked.status();
        track.muted = muted.value();
        track.solo = solo.value();
        track.locked = locked.value();
        if (Status b = readTrackBlend(x, ep, track); !b)
            return b;
        if (x.contains(QLatin1String("clips"))) {
            Result<QJsonArray> ce = arrayAt(x.value(QLatin1String("clips")), jsonMember(ep, QStringLiteral("clips")));
            if (!ce.isOk())
                return ce.status();
            clipExtras = ce.value();
        }
    }
    if (o.contains(QLatin1String("clips"))) {
        const std::string cp = jsonMember(path, QStringLiteral("clips"));
        Result<QJsonArray> list = arrayAt(o.value(QLatin1String("clips")), cp);
        if (!list.isOk())
            return list.status();
        for (qsizetype c = 0; c < list.value().size(); ++c) {
            const QJsonValue extra = c < clipExtras.size() ? clipExtras[c] : QJsonValue(QJsonValue::Undefined);
            Result<PlacedClip> placed = placementAt(list.value()[c], jsonIndex(cp, c), extra, clips);
            if (!placed.isOk())
                return placed.status();
            track.placedClips.push_back(placed.value());
        }
    }
    return track;
}

Result<CompiledTimeline> documentAt(const QJsonObject &root, const CompiledReadOptions &options)
{
    for (const char *key : {"timeline", "animations"})
        if (Status s = required(root, key, std::string()); !s)
            return s;
    CompiledTimeline doc;
    // Knotline's extras.
    QJsonObject extras;
    TimelinePoseMode poseMode = TimelinePoseMode::Raw; // without knotline.pose: the reference's raw pose
    if (root.contains(QLatin1String("knotline"))) {
        Result<QJsonObject> e = objectAt(root.value(QLatin1String("knotline")), "knotline");
        if (!e.isOk())
            return e.status();
        extras = e.value();
        if (Status s = checkJsonMembers(extras, "knotline", {"frame_rate", "property_space", "pose", "tracks", "animations"}); !s)
            return s;
        Result<double> fps = optionalNumber(extras, "frame_rate", "knotline", 0.0);
        if (!fps.isOk())
            return fps.status();
        if (extras.contains(QLatin1String("frame_rate")) && !(fps.value() > 0.0))
            return atJsonPath("knotline.frame_rate", Status::error(MessageId::CompiledNumberNotPositive, formatDouble(fps.value())));
        doc.frameRate = fps.value();
        if (extras.contains(QLatin1String("pose"))) {
            Result<QString> pose = textAt(extras.value(QLatin1String("pose")), "knotline.pose", false);
            if (!pose.isOk())
                return pose.status();
            const std::optional<TimelinePoseMode> mode = timelinePoseModeFromName(pose.value().toStdString());
            if (!mode)
                return atJsonPath("knotline.pose", Status::error(MessageId::CompiledPoseModeUnknown, pose.value().toStdString()));
            poseMode = *mode;
        }
    }
    if (root.contains(QLatin1String("meta"))) {
        Result<QJsonObject> meta = objectAt(root.value(QLatin1String("meta")), "meta");
        if (!meta.isOk())
            return meta.status();
        doc.meta = meta.value();
    }
    for (auto it = root.begin(); it != root.end(); ++it)
        if (it.key() != QLatin1String("timeline") && it.key() != QLatin1String("animations")
            && it.key() != QLatin1String("meta") && it.key() != QLatin1String("knotline"))
            doc.otherMembers.insert(it.key(), it.value());
    // The caller's space, else the one an earlier export recorded (knotline.property_space).
    QJsonValue spaceOption = options.space;
    if (spaceOption.isUndefined() && extras.contains(QLatin1String("property_space")))
        spaceOption = extras.value(QLatin1String("property_space"));
    Result<detail::CompiledSpaceRule> space = detail::compiledSpaceRule(spaceOption, doc.meta);
    if (!space.isOk())
        return space.status();

    // Animations, in document order.
    Result<QJsonObject> animations = objectAt(root.value(QLatin1String("animations")), "animations");
    if (!animations.isOk())
        return animations.status();
    QJsonObject animationExtras;
    if (extras.contains(QLatin1String("animations"))) {
        Result<QJsonObject> ae = objectAt(extras.value(QLatin1String("animations")), "knotline.animations");
        if (!ae.isOk())
            return ae.status();
        animationExtras = ae.value();
    }
    std::map<QString, std::shared_ptr<const Clip>> byId;
    for (auto it = animations.value().begin(); it != animations.value().end(); ++it) {
        QJsonObject animationExtra;
        if (animationExtras.contains(it.key())) {
            Result<QJsonObject> ae = objectAt(animationExtras.value(it.key()), jsonMember("knotline.animations", it.key()));
            if (!ae.isOk())
                return ae.status();
            animationExtra = ae.value();
        }
        Result<std::shared_ptr<const Clip>> clip =
            animationAt(it.key(), it.value(), jsonMember("animations", it.key()), animationExtra, space.value());
        if (!clip.isOk())
            return clip.status();
        byId[it.key()] = clip.value();
        doc.clips.push_back(clip.value());
    }

    // The timeline.
    Result<QJsonObject> timeline = objectAt(root.value(QLatin1String("timeline")), "timeline");
    if (!timeline.isOk())
        return timeline.status();
    const QJsonObject &tl = timeline.value();
    if (Status s = checkJsonMembers(tl, "timeline", {"duration", "tracks"}); !s)
        return s;
    if (Status s = required(tl, "duration", "timeline"); !s)
        return s;
    Result<double> duration = positive(numberAt(tl.value(QLatin1String("duration")), "timeline.duration"), "timeline.duration");
    if (!duration.isOk())
        return duration.status();
    std::vector<Track> tracks;
    if (tl.contains(QLatin1String("tracks"))) {
        Result<QJsonArray> list = arrayAt(tl.value(QLatin1String("tracks")), "timeline.tracks");
        if (!list.isOk())
            return list.status();
        QJsonArray trackExtras;
        if (extras.contains(QLatin1String("tracks"))) {
            Result<QJsonArray> te = arrayAt(extras.value(QLatin1String("tracks")), "knotline.tracks");
            if (!te.isOk())
                return te.status();
            trackExtras = te.value();
        }
        for (qsizetype t = 0; t < list.value().size(); ++t) {
            const QJsonValue extra = t < trackExtras.size() ? trackExtras[t] : QJsonValue(QJsonValue::Undefined);
            Result<Track> track = trackAt(list.value()[t], jsonIndex("timeline.tracks", t), extra, byId);
            if (!track.isOk())
                return track.status();
            tracks.push_back(track.value());
        }
    }
    // Every check Timeline::make makes was made above at its JSON path, so this refusal
    // cannot happen; should a new model check be added, its message still says "timeline".
    Result<Timeline> made = Timeline::make(duration.value(), std::move(tracks), space.value().space);
    if (!made.isOk())
        return atJsonPath("timeline", made.status());
    doc.timeline = made.value();
    doc.timeline.setPoseMode(poseMode);
    return doc;
}

} // namespace

Result<CompiledTimeline> readCompiledTimeline(const QByteArray &json, const CompiledReadOptions &options)
{
    QJsonParseError error;
    const QJsonDocument document = QJsonDocument::fromJson(json, &error);
    if (error.error != QJsonParseError::NoError)
        return Status::error(MessageId::CompiledNotJson, error.errorString().toStdString(), static_cast<long long>(error.offset))
            .withContext(jsonLineColumn(json, error.offset));
    if (!document.isObject())
        return Status::error(MessageId::CompiledExpectedObject);
    return documentAt(document.object(), options);
}

Result<CompiledTimeline> readCompiledTimelineFile(const QString &path, const CompiledReadOptions &options)
{
    const Result<QByteArray> bytes = readFileBytes(path);
    if (!bytes)
        return bytes.status();
    Result<CompiledTimeline> doc = readCompiledTimeline(bytes.value(), options);
    if (!doc.isOk())
        return inJsonFile(doc.status(), path.toStdString());
    return doc;
}

} // namespace knotline
