#include "app/cli/CliMain.h"

#include "app/cli/BakeCommand.h"
#include "app/cli/CliCommon.h"
#include "app/cli/ConvertCommand.h"
#include "app/cli/EvalCommand.h"
#include "app/cli/InfoCommand.h"
#include "app/cli/PoseCommand.h"
#include "app/cli/RoundTripCommand.h"

#include <QCoreApplication>
#include <QStringList>

#include <cstring>

namespace knotline::cli {

namespace {

struct Subcommand {
    const char *name;
    int (*run)(const QStringList &arguments);
};

int runHelp(const QStringList &);

constexpr Subcommand kSubcommands[] = {
    {"bake", runBake},
    {"convert", runConvert},
    {"eval", runEval},
    {"help", runHelp},
    {"info", runInfo},
    {"pose", runPose},
    {"roundtrip", runRoundTrip},
};

/// `knotline help`: the subcommands, and how to ask one for its options.
int runHelp(const QStringList &)
{
    std::string text = "usage: knotline [FILE]             open FILE (or the sample) in the editor\n"
                       "       knotline SUBCOMMAND ...     work without a window; SUBCOMMAND --help for its options\n"
                       "subcommands:";
    for (const Subcommand &s : kSubcommands)
        text += std::string(" ") + s.name;
    printOut(text + "\n");
    return ExitOk;
}

} // namespace

bool isSubcommand(int argc, char **argv)
{
    if (argc < 2)
        return false;
    for (const Subcommand &s : kSubcommands)
        if (std::strcmp(argv[1], s.name) == 0)
            return true;
    return false;
}

int runSubcommand(int argc, char **argv)
{
    QCoreApplication app(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("Knotline"));
    QCoreApplication::setApplicationName(QStringLiteral("Knotline"));
    QStringList arguments = QCoreApplication::arguments();
    const QString name = arguments.value(1);
    arguments.removeAt(1); // the subcommand's parser sees the program name, then its options
    for (const Subcommand &s : kSubcommands)
        if (name == QLatin1String(s.name))
            return s.run(arguments);
    return 2;
}

} // namespace knotline::cli
