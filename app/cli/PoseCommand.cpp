#include "app/cli/PoseCommand.h"

#include "app/cli/CliCommon.h"
#include "app/cli/TimelineInput.h"
#include "core/io/UsdaValueWriter.h"
#include "core/timeline/EvaluateTimeline.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

#include <charconv>
#include <cmath>
#include <string>

namespace knotline::cli {

namespace {

/// A number as the seed's doctests print it (Python's repr of a float): the shortest digits
/// that read back, in fixed notation with at least one decimal (`5.0`, `0.25`, `-0.0`) for
/// decimal exponents -4 … 15, else scientific with a signed two-digit exponent (`1e-05`,
/// `1.5e+16`); `inf`, `-inf`, `nan`.
std::string seedNumber(double v)
{
    if (std::isnan(v))
        return "nan";
    if (std::isinf(v))
        return v > 0 ? "inf" : "-inf";
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::scientific);
    const std::string sci(buf, r.ptr); // [-]d[.ddd]e±XX
    const std::size_t e = sci.find('e');
    const int exponent = std::stoi(sci.substr(e + 1));
    const bool negative = sci[0] == '-';
    std::string digits;
    for (std::size_t i = negative ? 1 : 0; i < e; ++i)
        if (sci[i] != '.')
            digits += sci[i];
    std::string out = negative ? "-" : "";
    if (exponent < -4 || exponent >= 16) {
        out += digits.substr(0, 1);
        if (digits.size() > 1)
            out += "." + digits.substr(1);
        const int a = exponent < 0 ? -exponent : exponent;
        return out + (exponent < 0 ? "e-" : "e+") + (a < 10 ? "0" : "") + std::to_string(a);
    }
    if (exponent < 0)
        return out + "0." + std::string(std::size_t(-exponent - 1), '0') + digits;
    const std::size_t whole = std::size_t(exponent) + 1;
    if (digits.size() <= whole)
        return out + digits + std::string(whole - digits.size(), '0') + ".0";
    return out + digits.substr(0, whole) + "." + digits.substr(whole);
}

/// Numbers as the seed prints them; strings quoted as usda quotes them (escapes included,
/// always on one line), so a value with spaces or quotes is unambiguous; true / false.
std::string valueText(const PoseValue &v)
{
    if (const double *d = std::get_if<double>(&v))
        return seedNumber(*d);
    if (const QString *s = std::get_if<QString>(&v))
        return quoteUsdaStringOnOneLine(s->toStdString());
    return std::get<bool>(v) ? "true" : "false";
}

} // namespace

int runPose(const QStringList &arguments)
{
    const QString command = QStringLiteral("pose");
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Print the pose of a compiled timeline (.json) at the given times: one line\n"
        "\"time target property value\" per key present, sorted by target, then property.\n"
        "The pose is the document's (raw or blended, its knotline.pose; raw without it);\n"
        "--raw or --blended overrides it.\n"
        "Numbers print as the reference's doctests print them (5.0, 0.25, 1e-05); strings are\n"
        "quoted as usda quotes them, escapes included, on one line (\"a b\", 'say \"hi\"', \"x\\ny\");\n"
        "booleans print as true or false."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption time(QStringLiteral("time"),
                                  QStringLiteral("Timeline seconds, comma separated (repeatable); poses print in this order."),
                                  QStringLiteral("T[,T...]"));
    parser.addOption(time);
    const PoseModeOptions poseMode;
    addPoseModeOptions(parser, poseMode);
    parser.addPositionalArgument(QStringLiteral("input"), QStringLiteral("The compiled timeline (.json)."));
    QString input;
    if (const std::optional<int> exit = parseSingleInput(parser, arguments, command, help, &input))
        return *exit;
    std::vector<double> times;
    if (!parseTimeList(parser, time, command, &times))
        return ExitBadArguments;
    std::optional<CompiledTimeline> doc = openTimelineReported(command, input);
    if (!doc)
        return ExitBadInput;
    if (!applyPoseModeOption(parser, poseMode, command, doc->timeline))
        return ExitBadArguments;
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
