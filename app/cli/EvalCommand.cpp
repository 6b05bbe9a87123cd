#include "app/cli/EvalCommand.h"

#include "app/cli/CliCommon.h"
#include "core/document/TimeSamples.h"
#include "core/document/ValueResolution.h"
#include "core/io/NumberFormat.h"
#include "core/valueclips/ValueClipStage.h"

#include <QCommandLineOption>
#include <QCommandLineParser>

#include <algorithm>

namespace knotline::cli {

namespace {

void appendValue(std::string &out, const std::optional<double> &v)
{
    out += v ? formatDouble(*v) : std::string("none");
    out += '\n';
}

/// eval on a Maya .anim file: AnimCurve::evaluate at each time (file frames).
int evalAnim(const QString &command, const QString &input, const std::string &path, const std::vector<double> &times)
{
    const std::optional<AnimFile> anim = openAnimInputReported(command, input);
    if (!anim)
        return ExitBadInput;
    const AnimFileEntry *entry = anim->find(path);
    if (!entry) {
        printError(command, "no attribute " + path + " in " + input.toStdString());
        return ExitBadArguments;
    }
    std::string out;
    for (double t : times) {
        const Result<double> v = entry->curve.evaluate(t);
        appendValue(out, v ? std::optional<double>(v.value()) : std::nullopt);
    }
    printOut(out);
    return ExitOk;
}

/// Values (and with `withSource` their sources) through the value-clip stage.
std::string evalThroughStage(ValueClipStage &stage, const std::string &path, const std::vector<double> &times, bool withSource)
{
    std::string out;
    for (double t : times) {
        const ValueSource s = stage.valueSource(path, t);
        out += s.value ? formatDouble(*s.value) : std::string("none");
        if (withSource) {
            out += "  ";
            out += valueSourceKindName(s.kind);
            if (s.kind == ValueSourceKind::ClipSet)
                out += " '" + s.clipSetName + "' of " + s.clipSetPrimPath + ", clip " + s.clipAssetPath + " at clip time "
                    + formatDouble(s.clipTime) + (s.clipSpline ? " (spline)" : "");
            else if (s.kind != ValueSourceKind::None)
                out += " in " + s.layerFile;
        }
        out += '\n';
    }
    return out;
}

} // namespace

int runEval(const QStringList &arguments)
{
    const QString command = QStringLiteral("eval");
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Evaluate an attribute of a usda layer (the opinion OpenUSD resolves: time samples beat a spline,\n"
        "a stronger layer a weaker one; splines by Ts rules) or a curve of a Maya .anim file (Maya's rules)\n"
        "at time codes. For .anim files the times are the file's frames (its timeUnit, e.g. ntscf = 60 per\n"
        "second) and the values are in its linear/angular units."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption attr(QStringLiteral("attr"),
                                  QStringLiteral("The attribute: /Prim.attr (usda), or node.attribute (.anim, e.g. "
                                                 "joint2.translateX or joint2.translate.translateX)."),
                                  QStringLiteral("path"));
    const QCommandLineOption time(QStringLiteral("time"),
                                  QStringLiteral("Time codes, comma separated (repeatable); values print in this order."),
                                  QStringLiteral("T[,T...]"));
    const QCommandLineOption source(QStringLiteral("source"),
                                    QStringLiteral("After each value, print where it comes from: spline, time samples, "
                                                   "default, clip set (set, clip file, clip time) or none."));
    parser.addOptions({attr, time, source});
    parser.addPositionalArgument(QStringLiteral("input"), QStringLiteral("The usda or .anim file."));
    QString input;
    if (const std::optional<int> exit = parseSingleInput(parser, arguments, command, help, &input, "only one input file can be given"))
        return *exit;
    const QStringList attrs = parser.values(attr);
    if (attrs.size() != 1) {
        printError(command, attrs.isEmpty() ? "missing --attr /Prim.attr" : "give exactly one --attr");
        return ExitBadArguments;
    }
    std::vector<double> times;
    if (!parseTimeList(parser, time, command, &times))
        return ExitBadArguments;

    if (isAnimInput(input))
        return evalAnim(command, input, attrs.front().toStdString(), times);

    const std::optional<Document> doc = openInputReported(command, input);
    if (!doc)
        return ExitBadInput;

    const std::string path = attrs.front().toStdString();
    std::string out;
    const auto print = [&out](const std::optional<double> &v) { appendValue(out, v); };
    ValueClipStage stage(doc.value());
    if (parser.isSet(source) || stage.isClipDriven(path)) {
        const std::string result = evalThroughStage(stage, path, times, parser.isSet(source));
        for (const std::string &w : stage.warnings())
            printError(command, w);
        printOut(result);
        return ExitOk;
    }
    // One resolution for every source (ValueResolution.h): time samples beat a spline
    // of the same layer, a stronger layer beats a weaker one.
    const ResolvedAttribute resolved = resolveAttribute(doc.value(), path);
    const bool authored = std::any_of(doc->layers.begin(), doc->layers.end(), [&](const LayerStackEntry &e) {
        return e.layer.findAttribute(path) != nullptr;
    });
    if (!authored) {
        printError(command, "no attribute " + path + " in " + input.toStdString());
        return ExitBadArguments;
    }
    const bool blocked = std::any_of(doc->layers.begin(), doc->layers.end(), [&](const LayerStackEntry &e) {
        const Attribute *a = e.layer.findAttribute(path);
        return a && a->defaultValue && a->defaultValue->isNone();
    });
    const bool numeric = resolved.inEffect.kind == ValueSourceKind::Default
                             ? scalarSampleValue(*resolved.attribute->defaultValue).has_value()
                             : resolved.inEffect.kind != ValueSourceKind::None || blocked;
    if (!numeric) {
        printError(command, "attribute " + path + " has no spline, time samples or numeric default value");
        return ExitBadArguments;
    }
    for (double t : times)
        print(evalResolvedAttribute(resolved, t));
    printOut(out);
    return ExitOk;
}

} // namespace knotline::cli
