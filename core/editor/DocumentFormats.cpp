#include "core/editor/DocumentFormats.h"

#include "core/editor/EditorDocument.h"
#include "core/io/AnimFile.h"
#include "core/io/AnimToUsda.h"
#include "core/io/CompiledTimelineReader.h"
#include "core/io/DocumentLoader.h"
#include "core/io/OtioReader.h"
#include "core/io/TimelineBake.h"
#include "core/time/TimeCode.h"

#include <QFileInfo>

namespace knotline {

namespace {

// ---- the registrations -------------------------------------------------------------

/// A format read from and saved to one extension, refusing others with `saveRefusal`.
DocumentFormat singleExtensionFormat(const char *name, const char *extension, MessageId saveRefusal)
{
    DocumentFormat f;
    f.name = QLatin1String(name);
    f.extensions = {QLatin1String(extension)};
    f.saveExtensions = f.extensions;
    f.saveRefusal = saveRefusal;
    return f;
}

/// DocumentFormat::open from a file reader (path → Result<File>) and the document made
/// from what it read (File, path → the document).
template <class Read, class Make>
std::function<Result<std::unique_ptr<EditorDocument>>(const QString &)> openWith(Read read, Make make)
{
    return [read, make](const QString &path) -> Result<std::unique_ptr<EditorDocument>> {
        auto file = read(path);
        if (!file)
            return file.status();
        return make(std::move(file.value()), path);
    };
}

DocumentFormat makeUsdaFormat()
{
    DocumentFormat f;
    f.name = QStringLiteral("usda");
    f.extensions = {QStringLiteral("usda"), QStringLiteral("usd"), QStringLiteral("sdf")};
    f.saveExtensions = {QStringLiteral("usda"), QStringLiteral("usd")};
    f.saveRefusal = MessageId::UsdSaveExtension;
    f.readLayerStack = [](const QString &path, std::vector<std::string> *warnings) {
        return openDocument(path, warnings);
    };
    f.open = [](const QString &path) -> Result<std::unique_ptr<EditorDocument>> {
        std::vector<std::string> warnings;
        Result<Document> read = openDocument(path, &warnings);
        if (!read)
            return read.status();
        read.value().problems.insert(read.value().problems.end(), warnings.begin(), warnings.end());
        return EditorDocument::fromLayerStack(std::move(read.value()), path);
    };
    return f;
}

DocumentFormat makeAnimFormat()
{
    DocumentFormat f = singleExtensionFormat("anim", "anim", MessageId::AnimSaveExtension);
    f.readLayerStack = [](const QString &path, std::vector<std::string> *warnings) -> Result<Document> {
        Result<AnimFile> anim = readAnimFile(path);
        if (!anim)
            return anim.status();
        if (warnings)
            warnings->insert(warnings->end(), anim->warnings.begin(), anim->warnings.end());
        return documentFromLayer(animFileToUsdaLayer(anim.value()).layer,
                                 QFileInfo(path).absoluteFilePath().toStdString());
    };
    f.open = openWith([](const QString &path) { return readAnimFile(path); },
                      [](AnimFile anim, const QString &path) { return EditorDocument::fromAnimFile(std::move(anim), path); });
    return f;
}

/// A timeline read from `path` as a layer stack: its pose baked into time samples over
/// [0, duration] at its frame rate (core/io/TimelineBake.h), what `knotline bake` writes.
Result<Document> bakedLayerStack(const Timeline &timeline, double frameRate, const QString &path)
{
    TimelineBakeOptions options;
    options.end = timeline.duration();
    options.fps = frameRate > 0.0 ? frameRate : kDefaultTimelineFrameRate;
    Result<TimelineBakeResult> baked = bakeTimeline(timeline, options);
    if (!baked)
        return baked.status().withContext(path.toStdString());
    return documentFromLayer(std::move(baked->layer), QFileInfo(path).absoluteFilePath().toStdString());
}

DocumentFormat makeTimelineFormat()
{
    DocumentFormat f = singleExtensionFormat("timeline", "json", MessageId::TimelineSaveExtension);
    f.saveExtensions << QStringLiteral("otio");
    f.readLayerStack = [](const QString &path, std::vector<std::string> *) -> Result<Document> {
        Result<CompiledTimeline> read = readCompiledTimelineFile(path);
        if (!read)
            return read.status();
        return bakedLayerStack(read->timeline, read->frameRate, path);
    };
    f.open = openWith([](const QString &path) { return readCompiledTimelineFile(path); },
                      [](CompiledTimeline timeline, const QString &path) {
                          return EditorDocument::fromCompiledTimeline(std::move(timeline), path);
                      });
    return f;
}

DocumentFormat makeOtioFormat()
{
    DocumentFormat f = singleExtensionFormat("otio", "otio", MessageId::OtioSaveExtension);
    f.saveExtensions << QStringLiteral("json");
    f.readLayerStack = [](const QString &path, std::vector<std::string> *) -> Result<Document> {
        Result<OtioImport> read = readOtioFile(path);
        if (!read)
            return read.status();
        return bakedLayerStack(read->timeline, read->frameRate, path);
    };
    f.open = openWith([](const QString &path) { return readOtioFile(path); },
                      [](OtioImport read, const QString &path) { return EditorDocument::fromOtio(std::move(read), path); });
    return f;
}

enum Registered { Usda, Anim, TimelineJson, Otio };

} // namespace

const std::vector<DocumentFormat> &documentFormats()
{
    static const std::vector<DocumentFormat> formats = {makeUsdaFormat(), makeAnimFormat(), makeTimelineFormat(),
                                                            makeOtioFormat()};
    return formats;
}

const DocumentFormat &usdaDocumentFormat()
{
    return documentFormats()[Usda];
}

const DocumentFormat &animDocumentFormat()
{
    return documentFormats()[Anim];
}

const DocumentFormat &timelineDocumentFormat()
{
    return documentFormats()[TimelineJson];
}

const DocumentFormat &otioDocumentFormat()
{
    return documentFormats()[Otio];
}

// ---- look-up -----------------------------------------------------------------------

bool DocumentFormat::canSaveAs(const QString &path) const
{
    return saveExtensions.contains(QFileInfo(path).suffix().toLower());
}

const DocumentFormat *documentFormatForPath(const QString &path)
{
    const QString extension = QFileInfo(path).suffix().toLower();
    for (const DocumentFormat &f : documentFormats())
        if (f.extensions.contains(extension))
            return &f;
    return nullptr;
}

Result<const DocumentFormat *> documentFormatToRead(const QString &path)
{
    if (QFileInfo(path).isDir())
        return Status::error(MessageId::IsDirectory).withContext(path.toStdString());
    if (const DocumentFormat *format = documentFormatForPath(path))
        return format;
    return Status::error(MessageId::UnknownFileTypeExpected, readableExtensionsText().toStdString())
        .withContext(path.toStdString());
}

QString readableExtensionsText()
{
    QStringList all;
    for (const DocumentFormat &f : documentFormats())
        for (const QString &e : f.extensions)
            all << QLatin1Char('.') + e;
    return all.join(QStringLiteral(", "));
}

} // namespace knotline
