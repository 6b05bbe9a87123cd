#include "core/io/AnimationFileClip.h"

#include "core/document/TimeSampleSpline.h"
#include "core/io/AnimFile.h"
#include "core/io/AnimToUsda.h"
#include "core/io/LayerFile.h"
#include "core/io/LayerFileSource.h"
#include "core/spline/Bake.h"
#include "core/time/LayerOffset.h"
#include "core/time/SplineRetime.h"

#include <QDir>
#include <QFileInfo>
#include <QUrl>

#include <algorithm>
#include <cmath>
#include <limits>

namespace knotline {

std::optional<AnimationFileRef> animationFileRef(const QString &url)
{
    QString path = url;
    QString fragment;
    const qsizetype hash = url.indexOf(QLatin1Char('#'));
    if (hash >= 0) {
        path = url.left(hash);
        fragment = url.mid(hash + 1);
    }
    if (path.startsWith(QLatin1String("file:"), Qt::CaseInsensitive)) {
        const QUrl parsed(path);
        if (!parsed.isValid() || !parsed.isLocalFile())
            return std::nullopt;
        // file:///p and file://localhost/p are this machine's; another host's are not read.
        const QString host = parsed.host();
        if (!host.isEmpty() && host.compare(QLatin1String("localhost"), Qt::CaseInsensitive) != 0)
            return std::nullopt;
        path = parsed.path(QUrl::FullyDecoded);
    } else if (const qsizetype colon = path.indexOf(QLatin1String("://")); colon > 0) {
        return std::nullopt; // another scheme (https://, s3://): not a local file
    }
    if (path.isEmpty())
        return std::nullopt;
    AnimationFileRef ref;
    ref.file = path;
    const QString suffix = QFileInfo(path).suffix().toLower();
    if (suffix == QLatin1String("anim"))
        ref.isAnim = true;
    else if (suffix != QLatin1String("usda") && suffix != QLatin1String("usd"))
        return std::nullopt;
    ref.primPath = fragment;
    return ref;
}

namespace {

/// The channel of one attribute, in clip-local seconds; nullopt when it does not change
/// over time. `latest` grows to its last knot time (seconds).
std::optional<ClipChannel> channelOf(const std::string &primPath, const Attribute &attribute, double timeCodesPerSecond,
                                     double *latest)
{
    std::optional<Spline> spline;
    if (attribute.spline && !attribute.spline->spline.isEmpty())
        spline = attribute.spline->spline;
    else if (attribute.timeSamples && !attribute.timeSamples->empty()
             && hasScalarTimeSamples(attribute.typeName, *attribute.timeSamples)) {
        Result<Spline> sampled = splineFromTimeSamples(attribute.typeName, *attribute.timeSamples);
        if (sampled)
            spline = std::move(sampled).value();
    }
    if (!spline || spline->isEmpty())
        return std::nullopt;
    // Only times become seconds: a timecode attribute keeps its values as authored.
    spline->setTimeValued(false);
    Spline seconds = applyLayerOffset(*spline, LayerOffset{0.0, 1.0 / timeCodesPerSecond});
    *latest = std::max(*latest, knotsWithInnerLoopsBaked(seconds).back().time);
    return ClipChannel{ChannelKey{QString::fromStdString(primPath), QString::fromStdString(attribute.name)},
                       std::move(seconds)};
}

void collectChannels(const Prim &prim, const std::string &path, double timeCodesPerSecond,
                     std::vector<ClipChannel> *out, double *latest)
{
    if (prim.specifier == Specifier::Class)
        return; // an abstract prim (a class) animates nothing
    for (const Attribute &a : prim.attributes)
        if (std::optional<ClipChannel> c = channelOf(path, a, timeCodesPerSecond, latest))
            out->push_back(std::move(*c));
    for (const Prim &child : prim.children)
        collectChannels(child, path + "/" + child.name, timeCodesPerSecond, out, latest);
}

} // namespace

Result<Clip> clipFromLayer(const Layer &layer, const QString &primPath, const QString &name)
{
    const double tcps = layer.effectiveTimeCodesPerSecond();
    std::vector<ClipChannel> channels;
    double latest = -std::numeric_limits<double>::infinity();
    if (primPath.isEmpty()) {
        for (const Prim &p : layer.rootPrims)
            collectChannels(p, "/" + p.name, tcps, &channels, &latest);
    } else {
        // "/World/Ball/" names the prim too.
        std::string path = primPath.toStdString();
        while (path.size() > 1 && path.back() == '/')
            path.pop_back();
        const Prim *prim = layer.findPrim(path);
        if (!prim)
            return Status::error(MessageId::AnimationFilePrimMissing, primPath.toStdString());
        collectChannels(*prim, path, tcps, &channels, &latest);
    }
    if (channels.empty())
        return Status::error(MessageId::AnimationFileNoChannels,
                             primPath.isEmpty() ? std::string("the file") : primPath.toStdString());
    double duration = layer.endTimeCode && std::isfinite(*layer.endTimeCode) ? *layer.endTimeCode / tcps : 0.0;
    if (!(duration > 0))
        duration = latest;
    if (!(duration > 0) || !std::isfinite(duration))
        duration = 1.0 / tcps;
    return Clip::make(name, duration, LoopMode::Once, std::move(channels));
}

namespace {

/// The layer `path` holds (a .anim file as AnimToUsda makes it one). Errors: a directory or
/// something other than a regular file (a pipe or a device is never read), the reader's.
Result<Layer> animationLayer(const QString &path, bool isAnim)
{
    switch (diskLayerFiles().kind(QFileInfo(path).absoluteFilePath())) {
    case LayerFileSource::Kind::Directory:
        return Status::error(MessageId::IsDirectory).withContext(path.toStdString());
    case LayerFileSource::Kind::Other:
        return Status::error(MessageId::NotRegularFile).withContext(path.toStdString());
    case LayerFileSource::Kind::Missing: // the reader says so
    case LayerFileSource::Kind::RegularFile:
        break;
    }
    if (!isAnim)
        return readLayerFile(path);
    Result<AnimFile> anim = readAnimFile(path);
    if (!anim)
        return anim.status(); // already "path: …"
    return animFileToUsdaLayer(anim.value()).layer;
}

Result<Clip> clipFromFileLayer(const Layer &layer, const AnimationFileRef &ref, const QString &path, const QString &id)
{
    QString name = QFileInfo(path).completeBaseName();
    if (!ref.primPath.isEmpty()) {
        const QString trimmed = ref.primPath.endsWith(QLatin1Char('/')) ? ref.primPath.chopped(1) : ref.primPath;
        name = trimmed.mid(trimmed.lastIndexOf(QLatin1Char('/')) + 1);
    }
    Result<Clip> clip = clipFromLayer(layer, ref.primPath, name);
    if (!clip)
        return clip.status().withContext(QDir::toNativeSeparators(path).toStdString());
    clip->setId(id.isEmpty() ? name : id);
    return clip;
}

} // namespace

Result<Clip> readAnimationFileClip(const AnimationFileRef &ref, const QString &baseDirectory, const QString &id)
{
    const auto resolved = [&](const QString &file) {
        return QFileInfo(file).isAbsolute() ? file : QDir(baseDirectory).filePath(file);
    };
    QString path = resolved(ref.file);
    // A URL's path is percent-encoded ("shot%20one.usda"); a plain path may hold a '%'
    // itself: the name as written first, decoded when no file has that name.
    if (!QFileInfo::exists(path) && ref.file.contains(QLatin1Char('%'))) {
        const QString decoded = resolved(QUrl::fromPercentEncoding(ref.file.toUtf8()));
        if (QFileInfo::exists(decoded))
            path = decoded;
    }
    Result<Layer> layer = animationLayer(path, ref.isAnim);
    if (!layer)
        return layer.status();
    return clipFromFileLayer(*layer, ref, path, id);
}

Result<CompiledTimeline> readAnimationFileTimeline(const AnimationFileRef &ref)
{
    Result<Layer> layer = animationLayer(ref.file, ref.isAnim);
    if (!layer)
        return layer.status();
    Result<Clip> clip = clipFromFileLayer(*layer, ref, ref.file, QString());
    if (!clip)
        return clip.status();
    auto animation = std::make_shared<const Clip>(std::move(clip).value());
    PlacedClip placement;
    placement.clip = animation;
    Track track;
    track.name = animation->name();
    track.placedClips.push_back(std::move(placement));
    Result<Timeline> timeline = Timeline::make(animation->duration(), {std::move(track)}, PropertySpace::Independent);
    if (!timeline)
        return timeline.status();
    CompiledTimeline doc;
    doc.timeline = std::move(timeline).value();
    doc.clips = {animation};
    doc.frameRate = layer->framesPerSecond && *layer->framesPerSecond > 0 ? *layer->framesPerSecond
                                                                          : layer->effectiveTimeCodesPerSecond();
    return doc;
}

} // namespace knotline
