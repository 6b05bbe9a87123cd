#include "app/cli/BakeCommand.h"

#include "app/cli/CliCommon.h"
#include "core/io/BakeExport.h"
#include "core/io/LayerFile.h"
#include "core/time/TimeCodeRange.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

namespace knotline::cli {

int runBake(const QStringList &arguments)
{
    const QString command = QStringLiteral("bake");
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Bake the spline attributes of a usda layer into time samples (or interchange-safe splines)."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                    QStringLiteral("Write the baked layer to <file>."), QStringLiteral("file"));
    const QCommandLineOption range(QStringLiteral("range"),
                                   QStringLiteral("Time codes to bake, A:B (default: the layer's startTimeCode:endTimeCode)."),
                                   QStringLiteral("A:B"));
    const QCommandLineOption stride(QStringLiteral("stride"), QStringLiteral("Time codes between samples (default 1)."),
                                    QStringLiteral("S"));
    const QCommandLineOption attr(QStringLiteral("attr"),
                                  QStringLiteral("Bake only this attribute, e.g. /Prim.attr (repeatable; default: all splines)."),
                                  QStringLiteral("path"));
    const QCommandLineOption target(QStringLiteral("target"),
                                    QStringLiteral("samples (time samples, default) or interchange (splines without loops, "
                                                   "dual values or tangent algorithms)."),
                                    QStringLiteral("target"));
    const QCommandLineOption tolerance(QStringLiteral("tolerance"),
                                       QStringLiteral("Jumps larger than this get an extra sample (default 1e-9)."),
                                       QStringLiteral("T"));
    const QCommandLineOption gap(QStringLiteral("jump-gap"),
                                 QStringLiteral("Time codes between a jump and the extra sample before it "
                                                "(default 0: the next representable time)."),
                                 QStringLiteral("G"));
    parser.addOptions({output, range, stride, attr, target, tolerance, gap});
    parser.addPositionalArgument(QStringLiteral("input"), QStringLiteral("The usda file to bake."));

    QString input;
    if (const std::optional<int> exit = parseSingleInput(parser, arguments, command, help, &input, "only one input file can be baked"))
        return *exit;
    if (!parser.isSet(output) || parser.value(output).isEmpty()) {
        printError(command, "missing -o OUT.usda");
        return ExitBadArguments;
    }

    BakeOptions options;
    if (parser.isSet(range)) {
        const Result<TimeCodeRange> r = TimeCodeRange::parse(parser.value(range).toStdString());
        if (!r || r->start() > r->end()) {
            printError(command, r ? "the range must run forwards (A <= B)" : r.message());
            return ExitBadArguments;
        }
        options.start = r->start();
        options.end = r->end();
        if (parser.value(range).contains(QLatin1Char('x')))
            options.stride = r->stride();
    }
    const auto number = [&](const QCommandLineOption &o, const char *what, double *out) {
        if (!parser.isSet(o))
            return true;
        if (!parseFiniteNumber(parser.value(o), out)) {
            printError(command, std::string(what) + " must be a number, not \"" + parser.value(o).toStdString() + "\"");
            return false;
        }
        return true;
    };
    if (!number(stride, "--stride", &options.stride) || !number(tolerance, "--tolerance", &options.jumpTolerance)
        || !number(gap, "--jump-gap", &options.jumpGap))
        return ExitBadArguments;
    if (options.stride <= 0.0) {
        printError(command, "--stride must be > 0");
        return ExitBadArguments;
    }
    if (options.jumpGap < 0.0 || options.jumpTolerance < 0.0) {
        printError(command, "--jump-gap and --tolerance must be >= 0");
        return ExitBadArguments;
    }
    if (parser.isSet(target)) {
        const QString t = parser.value(target);
        if (t == QLatin1String("samples"))
            options.target = BakeTarget::Samples;
        else if (t == QLatin1String("interchange"))
            options.target = BakeTarget::Interchange;
        else {
            printError(command, "--target must be samples or interchange, not \"" + t.toStdString() + "\"");
            return ExitBadArguments;
        }
    }

    std::vector<std::string> warnings;
    Result<Document> doc = openInput(input, &warnings);
    for (const std::string &w : warnings)
        printError(command, w);
    if (!doc) {
        printError(command, doc.message());
        return ExitBadInput;
    }
    for (const std::string &p : doc->problems)
        printError(command, "warning: " + p);
    Layer &layer = doc->root();
    for (const QString &path : parser.values(attr)) {
        const Attribute *a = layer.findAttribute(path.toStdString());
        if (!a || !a->spline) {
            printError(command, (a ? "attribute " + path.toStdString() + " has no spline in "
                                   : "no attribute " + path.toStdString() + " in ")
                                    + input.toStdString());
            return ExitBadArguments;
        }
        options.attributePaths.push_back(path.toStdString());
    }

    const Result<BakeReport> report = bakeLayer(layer, options);
    if (!report) {
        printError(command, report.message());
        return ExitBadInput;
    }
    if (Status st = saveLayerFile(layer, parser.value(output)); !st) {
        printError(command, st.message());
        return ExitBadInput;
    }
    printOut(formatBakeReport(report.value()));
    return ExitOk;
}

} // namespace knotline::cli
