#include "app/CommandLine.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QCoreApplication>

namespace knotline {

QString commandsHelpText()
{
    return QLatin1Char('\n') + QCoreApplication::translate("CommandLine", "Commands (run without a window; knotline <command> --help lists their options):")
        + QLatin1Char('\n')
        + QStringLiteral("  info FILE                          %1\n")
              .arg(QCoreApplication::translate("CommandLine", "Print a file's metadata and every animated attribute."))
        + QStringLiteral("  eval FILE --attr PATH --time T,... %1\n")
              .arg(QCoreApplication::translate("CommandLine", "Print an attribute's values at the given times."))
        + QStringLiteral("  bake FILE -o OUT.usda              %1\n")
              .arg(QCoreApplication::translate("CommandLine", "Write the curves as a baked usda layer."))
        + QStringLiteral("  pose FILE.json --time T,...        %1\n")
              .arg(QCoreApplication::translate("CommandLine", "Print a compiled timeline's pose at the given times."))
        + QStringLiteral("  roundtrip FILE.anim                %1\n")
              .arg(QCoreApplication::translate("CommandLine", "Check that Maya curves survive the trip to OpenUSD splines and back."))
        + QStringLiteral("  info FILE.json, bake FILE.json     %1\n")
              .arg(QCoreApplication::translate("CommandLine", "Describe a compiled timeline; bake it to a usda layer."))
        + QStringLiteral("  info FILE.otio                     %1\n")
              .arg(QCoreApplication::translate("CommandLine", "Describe an OpenTimelineIO cut: tracks and clips in frames."))
        + QStringLiteral("  convert FILE OUT                   %1\n")
              .arg(QCoreApplication::translate("CommandLine", "Save a file in the format OUT names (timeline .json and .otio either way)."));
}

CommandLineResult parseCommandLine(const QStringList &arguments)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(QCoreApplication::translate(
        "CommandLine", "Knotline: a spline and curve editor for animators."));
    const QCommandLineOption helpOption = parser.addHelpOption();
    const QCommandLineOption versionOption = parser.addVersionOption();
    const QCommandLineOption screenshotOption(
        QStringLiteral("screenshot"),
        QCoreApplication::translate("CommandLine",
                                    "Render the main window offscreen to <file> (PNG) and exit."),
        QCoreApplication::translate("CommandLine", "file"));
    const QCommandLineOption langOption(
        QStringLiteral("lang"),
        QCoreApplication::translate("CommandLine",
                                    "User interface language, e.g. de (default: the system's)."),
        QCoreApplication::translate("CommandLine", "code"));
    const QCommandLineOption dopeSheetOption(
        QStringLiteral("dope-sheet"),
        QCoreApplication::translate("CommandLine", "Show the dope sheet in its own row below the other panels."));
    const QCommandLineOption selectPlacementOption(
        QStringLiteral("select-placement"),
        QCoreApplication::translate("CommandLine",
                                    "Select placed clip <track:clip> of the timeline (numbered from 1), as a click on its bar does."),
        QCoreApplication::translate("CommandLine", "track:clip"));
    parser.addOption(screenshotOption);
    parser.addOption(langOption);
    parser.addOption(dopeSheetOption);
    parser.addOption(selectPlacementOption);
    parser.addPositionalArgument(
        QCoreApplication::translate("CommandLine", "file"),
        QCoreApplication::translate("CommandLine", "Animation file to open (optional)."),
        QCoreApplication::translate("CommandLine", "[file]"));

    CommandLineResult result;
    const bool parsed = parser.parse(arguments);
    result.options.screenshotPath = parser.value(screenshotOption);
    result.options.language = parser.value(langOption);
    result.options.dopeSheet = parser.isSet(dopeSheetOption);
    if (parser.isSet(selectPlacementOption)) {
        const QStringList parts = parser.value(selectPlacementOption).split(QLatin1Char(':'));
        bool trackOk = false, clipOk = false;
        const int track = parts.size() == 2 ? parts[0].toInt(&trackOk) : 0;
        const int clip = parts.size() == 2 ? parts[1].toInt(&clipOk) : 0;
        if (trackOk && clipOk && track >= 1 && clip >= 1)
            result.options.selectPlacement = std::pair<std::size_t, std::size_t>(std::size_t(track - 1), std::size_t(clip - 1));
    }
    const QStringList positional = parser.positionalArguments();
    if (!positional.isEmpty())
        result.options.file = positional.front();

    if (!parsed) {
        result.action = CommandLineResult::Action::ExitError;
        result.message = parser.errorText();
    } else if (parser.isSet(helpOption)) {
        result.action = CommandLineResult::Action::ExitOk;
        result.message = parser.helpText() + commandsHelpText();
    } else if (parser.isSet(versionOption)) {
        result.action = CommandLineResult::Action::ExitOk;
        result.message = QCoreApplication::applicationName() + QLatin1Char(' ')
            + QCoreApplication::applicationVersion() + QLatin1Char('\n');
    } else if (positional.size() > 1) {
        result.action = CommandLineResult::Action::ExitError;
        result.message = QCoreApplication::translate("CommandLine",
                                                     "Too many arguments: only one file can be opened.");
    } else if (parser.isSet(selectPlacementOption) && !result.options.selectPlacement) {
        result.action = CommandLineResult::Action::ExitError;
        result.message = QCoreApplication::translate("CommandLine",
                                                     "--select-placement needs track:clip, two whole numbers from 1 (e.g. 2:1).");
    } else if (parser.isSet(screenshotOption) && result.options.screenshotPath.isEmpty()) {
        result.action = CommandLineResult::Action::ExitError;
        result.message = QCoreApplication::translate("CommandLine",
                                                     "--screenshot needs a file name.");
    }
    return result;
}

} // namespace knotline
