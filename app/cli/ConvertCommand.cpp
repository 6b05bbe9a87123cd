#include "app/cli/ConvertCommand.h"

#include "app/cli/CliCommon.h"
#include "core/base/EnglishCount.h"
#include "core/editor/DocumentFormats.h"
#include "core/editor/EditorDocument.h"

#include <QCommandLineParser>
#include <QFileInfo>

namespace knotline::cli {

int runConvert(const QStringList &arguments)
{
    const QString command = QStringLiteral("convert");
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Open IN and save it as OUT, in the format OUT's extension names (as File > Save As does):\n"
        "compiled timeline (.json) <-> OpenTimelineIO (.otio), usda -> .usda/.usd, .anim -> .anim."));
    const QCommandLineOption help = parser.addHelpOption();
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
    if (Status st = (*doc)->saveAs(out); !st) {
        printError(command, st.message());
        return ExitBadInput;
    }
    std::string line = in.toStdString() + " -> " + out.toStdString() + ": " + from + " -> "
        + ((*doc)->format() ? (*doc)->format()->name.toStdString() : std::string());
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
