#include "app/cli/RoundTripCommand.h"

#include "app/cli/CliCommon.h"
#include "core/io/NumberFormat.h"
#include "core/io/RoundTripCheck.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

#include <algorithm>
#include <cmath>

namespace knotline::cli {

namespace {

std::string describeDeviation(const char *label, const Deviation &d)
{
    std::string out = std::string(label) + " " + formatDouble(d.largest);
    if (d.largest > 0.0 && !std::isnan(d.time))
        out += " at " + formatDouble(d.time);
    return out;
}

std::string describeReport(const QString &input, const RoundTripReport &report, int subframes)
{
    std::string out = "file: " + input.toStdString() + "\n";
    out += "curves: " + std::to_string(report.curves.size()) + ", sub-frames per frame: " + std::to_string(subframes)
        + " (usd: the usda spline by Ts rules; back: converted back, by Maya rules)\n";
    std::size_t width = 0;
    for (const CurveRoundTrip &c : report.curves)
        width = std::max(width, c.animPath.size());
    std::size_t counts[3] = {0, 0, 0};
    for (const CurveRoundTrip &c : report.curves) {
        ++counts[static_cast<int>(c.verdict)];
        out += c.animPath + std::string(width + 2 - c.animPath.size(), ' ');
        const std::string verdict = roundTripVerdictName(c.verdict);
        out += verdict + std::string(10 - verdict.size(), ' ');
        if (!c.problem.empty()) {
            out += c.problem + "\n";
            continue;
        }
        out += describeDeviation("usd", c.usd) + "  " + describeDeviation("back", c.back);
        out += "  (" + std::to_string(c.keys) + " keys, frames " + formatDouble(c.t0) + " to " + formatDouble(c.t1) + ")\n";
    }
    out += "summary: " + std::to_string(counts[0]) + " exact, " + std::to_string(counts[1]) + " rounding, "
        + std::to_string(counts[2]) + " differ; " + std::to_string(report.samples) + " samples compared\n";
    return out;
}

} // namespace

int runRoundTrip(const QStringList &arguments)
{
    const QString command = QStringLiteral("roundtrip");
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Convert every curve of a Maya .anim file to an OpenUSD spline (through usda text) and back, and\n"
        "compare the original (Maya rules) with the usda spline (Ts rules) and with the curve converted back\n"
        "(Maya rules) at every frame, every sub-frame and every key, over the keys' span widened by that span\n"
        "on each side. Prints per curve: exact, rounding (within 1e-9 of the values' size) or differs, with the\n"
        "largest difference and the frame where it is. Times are the file's frames, values its units."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption subframes(QStringLiteral("subframes"),
                                       QStringLiteral("Samples per frame (default 8: every 1/8 frame)."),
                                       QStringLiteral("N"), QStringLiteral("8"));
    const QCommandLineOption tolerance(QStringLiteral("tolerance"),
                                       QStringLiteral("Exit with status 3 when a curve differs by more than T (value "
                                                      "units)."),
                                       QStringLiteral("T"));
    parser.addOptions({subframes, tolerance});
    parser.addPositionalArgument(QStringLiteral("input"), QStringLiteral("The Maya .anim file."));
    QString input;
    if (const std::optional<int> exit = parseSingleInput(parser, arguments, command, help, &input))
        return *exit;
    bool ok = false;
    const int n = parser.value(subframes).toInt(&ok);
    if (!ok || n < 1 || n > 1000) {
        printError(command, "--subframes needs a whole number from 1 to 1000, not " + parser.value(subframes).toStdString());
        return ExitBadArguments;
    }
    double limit = -1.0;
    if (parser.isSet(tolerance) && (!parseFiniteNumber(parser.value(tolerance), &limit) || limit < 0.0)) {
        printError(command, "--tolerance needs a finite number of at least 0, not " + parser.value(tolerance).toStdString());
        return ExitBadArguments;
    }
    if (!isAnimInput(input)) {
        printError(command, "roundtrip reads Maya .anim files, not " + input.toStdString());
        return ExitBadArguments;
    }
    const std::optional<AnimFile> anim = openAnimInputReported(command, input);
    if (!anim)
        return ExitBadInput;
    const Result<RoundTripReport> report = checkAnimRoundTrip(*anim, n);
    if (!report) {
        printError(command, report.status().message());
        return ExitBadInput;
    }
    printOut(describeReport(input, report.value(), n));
    if (limit >= 0.0)
        for (const CurveRoundTrip &c : report->curves)
            if (!c.problem.empty() || std::max(c.usd.largest, c.back.largest) > limit)
                return ExitRoundTripDiffers;
    return ExitOk;
}

} // namespace knotline::cli
