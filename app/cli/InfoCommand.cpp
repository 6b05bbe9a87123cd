#include "app/cli/InfoCommand.h"

#include "app/cli/CliCommon.h"
#include "app/cli/InfoReport.h"
#include "app/cli/TimelineCommands.h"
#include "app/cli/TimelineInput.h"

#include <QCommandLineParser>

namespace knotline::cli {

int runInfo(const QStringList &arguments)
{
    if (hasTimelineInput(arguments))
        return runTimelineInfo(arguments);
    const QString command = QStringLiteral("info");
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Describe a usda layer and its spline attributes, or a Maya .anim file and its curves\n"
        "(node.attribute, keys and their time range in the file's frames, output unit, weighting, infinity)."));
    const QCommandLineOption help = parser.addHelpOption();
    parser.addPositionalArgument(QStringLiteral("input"), QStringLiteral("The usda or .anim file."));
    QString input;
    if (const std::optional<int> exit = parseSingleInput(parser, arguments, command, help, &input, "only one input file can be given"))
        return *exit;
    if (isAnimInput(input)) {
        const std::optional<AnimFile> anim = openAnimInputReported(command, input);
        if (!anim)
            return ExitBadInput;
        printOut(describeAnimFile(input, *anim));
        return ExitOk;
    }
    const std::optional<Document> doc = openInputReported(command, input);
    if (!doc)
        return ExitBadInput;

    std::vector<std::string> clipWarnings;
    const std::string out = describeDocument(doc.value(), input, &clipWarnings);
    for (const std::string &w : clipWarnings)
        printError(command, w);
    printOut(out);
    return ExitOk;
}

} // namespace knotline::cli
