#include "app/cli/ConvertCommand.h"

#include "app/cli/CliCommon.h"
#include "core/base/EnglishCount.h"
#include "core/editor/DocumentFormats.h"
#include "core/editor/EditorDocument.h"
#include "core/io/AnimationFileClip.h"
#include "core/io/CompiledTimelineWriter.h"
#include "core/io/OtioWriter.h"
#include "core/spline/SplineQueries.h"

#include <QCommandLineParser>
#include <QFileInfo>

#include <cstdio>

namespace knotline::cli {

namespace {

bool hasSuffix(const QString &path, std::initializer_list<const char *> suffixes)
{
    const QString suffix = QFileInfo(path).suffix();
    for (const char *s : suffixes)
        if (suffix.compare(QLatin1String(s), Qt::CaseInsensitive) == 0)
            return true;
    return false;
}

/// The channels of `clip` with value blocks (times without a value), which a compiled
/// timeline cannot hold: baked, they show the nearest keys' values there.
std::vector<std::string> channelsWithValueBlocks(const Clip &clip)
{
    std::vector<std::string> out;
    for (const ClipChannel &c : clip.channels()) {
        const Spline *s = std::get_if<Spline>(&c.curve);
        if (s && hasValueBlocks(*s))
            out.push_back((c.key.target + QLatin1Char('.') + c.key.property).toStdString());
    }
    return out;
}

/// Warns on stderr about every channel of `doc`'s clips with value blocks (each clip once).
void warnValueBlocks(const CompiledTimeline &doc)
{
    for (const std::shared_ptr<const Clip> &clip : doc.clips)
        for (const std::string &channel : channelsWithValueBlocks(*clip))
            std::fprintf(stderr, "knotline convert: warning: %s has value blocks (times without a value), which a timeline "
                                 "cannot hold: there it shows the nearest keys' values\n",
                         channel.c_str());
}

/// usda / .anim → a timeline (.json or .otio): the file's animation played once, its
/// channels sampled at its frame rate where the timeline format cannot hold them.
int convertAnimationToTimeline(const QString &command, const QString &in, const QString &out, const QString &prim)
{
    AnimationFileRef ref;
    ref.file = in;
    ref.isAnim = hasSuffix(in, {"anim"});
    ref.primPath = prim;
    Result<CompiledTimeline> doc = readAnimationFileTimeline(ref);
    if (!doc) {
        printError(command, doc.status().message());
        return ExitBadInput;
    }
    const bool toOtio = hasSuffix(out, {"otio"});
    Status saved;
    if (toOtio) {
        OtioWriteOptions options;
        options.frameRate = doc->frameRate;
        options.animations = doc->clips;
        options.bakeAnimations = true;
        options.name = QFileInfo(out).completeBaseName();
        saved = saveOtioFile(doc->timeline, out, options);
    } else {
        saved = saveCompiledTimelineFile(*doc, out, CompiledWriteOptions{true, doc->frameRate, true});
    }
    if (!saved) {
        printError(command, saved.message());
        return ExitBadInput;
    }
    warnValueBlocks(*doc);
    const std::size_t channels = doc->clips.front()->channels().size();
    printOut(in.toStdString() + " -> " + out.toStdString() + ": " + (ref.isAnim ? "anim" : "usda") + " -> "
             + (toOtio ? "otio" : "timeline") + ", 1 track, 1 placed clip, " + englishCount(channels, "channel", "channels")
             + " (sampled at " + QString::number(doc->frameRate).toStdString()
             + " per second where the format cannot hold a curve)\n");
    return ExitOk;
}

} // namespace

int runConvert(const QStringList &arguments)
{
    const QString command = QStringLiteral("convert");
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Open IN and save it as OUT, in the format OUT's extension names (as File > Save As does):\n"
        "compiled timeline (.json) <-> OpenTimelineIO (.otio), usda -> .usda/.usd, .anim -> .anim;\n"
        "and usda or .anim -> a timeline (.json, .otio) that plays the file's animation once,\n"
        "its curves sampled at the file's frame rate where the timeline format cannot hold them."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption prim(QStringLiteral("prim"),
                                  QStringLiteral("usda or .anim -> timeline: animate this prim (or .anim node) and "
                                                 "those below it only (e.g. /World/Ball, /joint2; default: all)."),
                                  QStringLiteral("path"));
    parser.addOption(prim);
    parser.addPositionalArgument(QStringLiteral("in"), QStringLiteral("The file to read."));
    parser.addPositionalArgument(QStringLiteral("out"), QStringLiteral("The file to write (replaced atomically)."));
    if (const std::optional<int> exit = parseArguments(parser, arguments, command, help))
        return *exit;
    const QStringList files = parser.positionalArguments();
    if (files.size() != 2) {
        printError(command, "needs two files: IN OUT");
        return ExitBadArguments;
    }
    const QString &in = files[0];
    const QString &out = files[1];
    if (QFileInfo(in).absoluteFilePath() == QFileInfo(out).absoluteFilePath()) {
        printError(command, out.toStdString() + ": is the input file; name another");
        return ExitBadArguments;
    }
    if (hasSuffix(in, {"usda", "usd", "anim"}) && hasSuffix(out, {"json", "otio"}))
        return convertAnimationToTimeline(command, in, out, parser.value(prim));
    if (parser.isSet(prim)) {
        printError(command, "--prim is for converting a usda or .anim file to a timeline (.json, .otio)");
        return ExitBadArguments;
    }
    Result<std::unique_ptr<EditorDocument>> doc = EditorDocument::open(in);
    if (!doc.isOk()) {
        printError(command, doc.status().message());
        return ExitBadInput;
    }
    const std::string from = (*doc)->format() ? (*doc)->format()->name.toStdString() : std::string();
    if (!(*doc)->canSaveTo(out)) {
        printError(command, out.toStdString() + ": " + Status::error((*doc)->format()->saveRefusal).message());
        return ExitBadArguments;
    }
    // A timeline saved as a compiled timeline: animations it read from .anim or usda files
    // (an OTIO cut's media references) are sampled where the format cannot hold them, as
    // for a usda or .anim file converted alone.
    const std::optional<CompiledTimeline> compiled = (*doc)->timeline() && hasSuffix(out, {"json"})
        ? (*doc)->compiledTimeline()
        : std::nullopt;
    const Status st = compiled ? saveCompiledTimelineFile(*compiled, out, CompiledWriteOptions{true, compiled->frameRate > 0 ? compiled->frameRate : 24.0, true})
                               : (*doc)->saveAs(out);
    if (!st) {
        printError(command, st.message());
        return ExitBadInput;
    }
    if (compiled)
        warnValueBlocks(*compiled);
    const DocumentFormat *to = compiled ? &timelineDocumentFormat() : (*doc)->format();
    std::string line = in.toStdString() + " -> " + out.toStdString() + ": " + from + " -> "
        + (to ? to->name.toStdString() : std::string());
    if (const Timeline *timeline = (*doc)->timeline()) {
        std::size_t placements = 0;
        for (const Track &t : timeline->tracks())
            placements += t.placedClips.size();
        line += ", " + englishCount(timeline->trackCount(), "track", "tracks") + ", "
            + englishCount(placements, "placed clip", "placed clips");
    } else {
        line += ", " + englishCount((*doc)->channelCount(), "channel", "channels");
    }
    printOut(line + "\n");
    return ExitOk;
}

} // namespace knotline::cli
