#include "app/cli/CliMain.h"

#include "app/cli/BakeCommand.h"
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

constexpr Subcommand kSubcommands[] = {
    {"bake", runBake},
    {"convert", runConvert},
    {"eval", runEval},
    {"info", runInfo},
    {"pose", runPose},
    {"roundtrip", runRoundTrip},
};

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
