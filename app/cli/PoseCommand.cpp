#include "app/cli/PoseCommand.h"

#include "app/cli/CliCommon.h"
#include "app/cli/TimelineInput.h"
#include "core/timeline/EvaluateTimeline.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

namespace knotline::cli {

namespace {

std::string valueText(const PoseValue &v)
{
    if (const double *d = std::get_if<double>(&v))
        return timelineNumber(*d);
    if (const QString *s = std::get_if<QString>(&v))
        return s->toStdString();
    return std::get<bool>(v) ? "true" : "false";
}

} // namespace

int runPose(const QStringList &arguments)
{
    const QString command = QStringLiteral("pose");
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Print the pose of a compiled timeline (.json) at the given times: one line\n"
        "\"time target property value\" per key present, sorted by target, then property."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption time(QStringLiteral("time"),
                                  QStringLiteral("Timeline seconds, comma separated (repeatable); poses print in this order."),
                                  QStringLiteral("T[,T...]"));
    parser.addOption(time);
    parser.addPositionalArgument(QStringLiteral("input"), QStringLiteral("The compiled timeline (.json)."));
    QString input;
    if (const std::optional<int> exit = parseSingleInput(parser, arguments, command, help, &input))
        return *exit;
    std::vector<double> times;
    if (!parseTimeList(parser, time, command, &times))
        return ExitBadArguments;
    const std::optional<CompiledTimeline> doc = openTimelineReported(command, input);
    if (!doc)
        return ExitBadInput;
    std::string out;
    for (double t : times) {
        const Pose pose = evaluateTimeline(doc->timeline, t);
        for (const PoseEntry &e : pose.entries())
            out += timelineNumber(t) + " " + e.key().target.toStdString() + " " + e.key().property.toStdString() + " "
                + valueText(e.value) + "\n";
    }
    printOut(out);
    return ExitOk;
}

} // namespace knotline::cli
