#include "core/editor/NewContent.h"

#include "core/document/Document.h"
#include "core/editor/AnimContent.h"
#include "core/editor/ChannelPathSyntax.h"
#include "core/editor/DocumentFormats.h"
#include "core/editor/UsdaContent.h"
#include "core/io/AnimFile.h"

#include <QFileInfo>

#include <cmath>

namespace knotline {

namespace {

const DocumentFormat &newDocumentFormat()
{
    static const DocumentFormat format = [] {
        DocumentFormat f;
        f.name = QStringLiteral("new");
        f.saveExtensions = {QStringLiteral("usda"), QStringLiteral("usd"), QStringLiteral("anim")};
        f.saveRefusal = MessageId::NewDocumentSaveExtension;
        return f;
    }();
    return format;
}

Status checkUsdaPath(const std::string &path)
{
    std::string_view primPath, name;
    if (!splitAttributePath(path, &primPath, &name))
        return Status::error(MessageId::NotAttributePath, path);
    if (!isAbsolutePrimPath(primPath))
        return Status::error(MessageId::NotPrimPath, std::string(primPath));
    if (!isUsdAttributeName(name))
        return Status::error(MessageId::NotAttributeName, std::string(name));
    return Status::ok();
}

/// The first channel of `channels` whose source is not `source`; nullptr when none.
const Channel *firstOtherKind(const ChannelRows &channels, ChannelSource source)
{
    for (const Channel *c : channels)
        if (c->source != source)
            return c;
    return nullptr;
}

} // namespace

NewContent::NewContent(double timeCodesPerSecond, double startTimeCode, double endTimeCode)
    : m_timeCodesPerSecond(timeCodesPerSecond)
    , m_startTimeCode(startTimeCode)
    , m_endTimeCode(endTimeCode)
{
}

NewContent::~NewContent() = default;

const DocumentFormat &NewContent::format() const
{
    return newDocumentFormat();
}

Status NewContent::checkInsertableAmong(const Channel &channel, const ChannelRows &existing) const
{
    if (channel.source == ChannelSource::UsdaAttribute) {
        if (Status st = checkUsdaPath(channel.path); !st)
            return st;
    } else if (channel.source == ChannelSource::AnimCurve) {
        if (!isNodeAttributePath(channel.path))
            return Status::error(MessageId::NotNodeAttributePath, channel.path);
    } else {
        return Status::error(MessageId::UsdHoldsOnlyAttributes).withContext(channel.path);
    }
    if (const Channel *other = firstOtherKind(existing, channel.source))
        return Status::error(MessageId::NewDocumentMixedKinds, other->path);
    return Status::ok();
}

std::size_t NewContent::newChannelSourceIndex(const Channel &channel) const
{
    return channel.source == ChannelSource::AnimCurve ? Channel::kNewEntry : 0;
}

Status NewContent::save(const ChannelRows &channels, const QString &path)
{
    m_saved.reset();
    std::unique_ptr<DocumentContent> saved;
    if (animDocumentFormat().canSaveAs(path)) {
        if (const Channel *c = firstOtherKind(channels, ChannelSource::AnimCurve))
            return Status::error(MessageId::ChannelNotForAnim, c->path);
        AnimFile anim;
        if (std::abs(anim.timeUnit.framesPerSecond - m_timeCodesPerSecond) > 1e-9) {
            anim.timeUnit.name = QString::number(m_timeCodesPerSecond).toStdString() + "fps";
            anim.timeUnit.framesPerSecond = m_timeCodesPerSecond;
        }
        anim.startTime = m_startTimeCode;
        anim.endTime = m_endTimeCode;
        saved = std::make_unique<AnimContent>(std::move(anim));
    } else {
        if (const Channel *c = firstOtherKind(channels, ChannelSource::UsdaAttribute))
            return Status::error(MessageId::ChannelNotForUsda, c->path);
        Document layers;
        LayerStackEntry root;
        root.layer.timeCodesPerSecond = m_timeCodesPerSecond;
        root.layer.startTimeCode = m_startTimeCode;
        root.layer.endTimeCode = m_endTimeCode;
        root.timeCodesPerSecond = m_timeCodesPerSecond;
        for (const Channel *c : channels) {
            std::string_view primPath, name;
            if (splitAttributePath(c->path, &primPath, &name) && isAbsolutePrimPath(primPath))
                (void)findOrAddPrim(root.layer, primPath, Specifier::Def);
        }
        layers.layers.push_back(std::move(root));
        saved = std::make_unique<UsdaContent>(std::move(layers));
    }
    if (Status st = saved->save(channels, path); !st)
        return st;
    m_saved = std::move(saved);
    return Status::ok();
}

} // namespace knotline
