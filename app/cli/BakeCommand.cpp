#include "app/cli/BakeCommand.h"

#include "app/cli/CliCommon.h"
#include "app/cli/TimelineCommands.h"
#include "app/cli/TimelineInput.h"
#include "core/io/AnimBake.h"
#include "core/io/AnimToUsda.h"
#include "core/document/TimeSamples.h"
#include "core/io/BakeExport.h"
#include "core/io/NumberFormat.h"
#include "core/io/LayerFile.h"
#include "core/time/TimeCodeRange.h"
#include "core/valueclips/ClipBake.h"

#include <QCommandLineOption>
#include <QCommandLineParser>
#include <QFileInfo>

#include <cmath>
#include <memory>
#include <limits>

namespace knotline::cli {

namespace {

/// What bake reads: a usda root layer, or the usda layer made from a Maya .anim file.
struct BakeInput {
    Layer layer;
    std::optional<AnimFile> anim; ///< set for .anim input
    AnimUsdaLayer animLayer;      ///< .anim input: where each curve went
    std::optional<Document> document;       ///< usda input: the layer stack
    std::unique_ptr<ValueClipStage> clips;  ///< usda input: its value clips
    std::vector<std::string> clipPaths;     ///< clip-driven attributes to bake
    bool attributesChosen = false;          ///< --attr was given
};

/// Reads `input` into `in` and turns the --attr paths into the layer's attribute paths.
/// Returns the exit status on failure (message printed), nullopt on success.
std::optional<int> readBakeInput(const QString &command, const QString &input, const QStringList &attrs, BakeInput *in,
                                 std::vector<std::string> *attributePaths)
{
    if (isAnimInput(input)) {
        in->anim = openAnimInputReported(command, input);
        if (!in->anim)
            return ExitBadInput;
        in->animLayer = animFileToUsdaLayer(*in->anim, animBakeLayerDoc(QFileInfo(input).fileName().toStdString(), *in->anim));
        in->layer = in->animLayer.layer;
        for (const QString &path : attrs) {
            const AnimFileEntry *entry = in->anim->find(path.toStdString());
            if (!entry) {
                printError(command, "no attribute " + path.toStdString() + " in " + input.toStdString());
                return ExitBadArguments;
            }
            const std::size_t index = static_cast<std::size_t>(entry - in->anim->entries.data());
            attributePaths->push_back(in->animLayer.findEntry(index)->usdaPath);
        }
        return std::nullopt;
    }
    in->document = openInputReported(command, input);
    if (!in->document)
        return ExitBadInput;
    in->layer = in->document->root();
    in->clips = std::make_unique<ValueClipStage>(*in->document);
    in->attributesChosen = !attrs.isEmpty();
    if (attrs.isEmpty())
        in->clipPaths = in->clips->clipDrivenAttributes();
    for (const QString &path : attrs) {
        if (in->clips->isClipDriven(path.toStdString())) {
            in->clipPaths.push_back(path.toStdString());
            continue;
        }
        const Attribute *a = in->layer.findAttribute(path.toStdString());
        if (!a || !a->spline) {
            printError(command, (a ? "attribute " + path.toStdString() + " has no spline in "
                                   : "no attribute " + path.toStdString() + " in ")
                                    + input.toStdString());
            return ExitBadArguments;
        }
        attributePaths->push_back(path.toStdString());
    }
    return std::nullopt;
}

} // namespace

int runBake(const QStringList &arguments)
{
    if (hasTimelineInput(arguments))
        return runTimelineBake(arguments);
    const QString command = QStringLiteral("bake");
    QCommandLineParser parser;
    parser.setApplicationDescription(QStringLiteral(
        "Bake the spline attributes of a usda layer into time samples (or interchange-safe splines).\n"
        "A Maya .anim input is baked into a new usda layer: each curve node.attribute becomes the\n"
        "attribute /node.leafAttribute (e.g. joint2.translate.translateX -> /joint2.translateX; a DAG\n"
        "path |a|b gives /a/b, other characters a usda name cannot hold become _), the layer's time\n"
        "codes are the file's frames (timeCodesPerSecond = its timeUnit's rate), values stay in the\n"
        "file's units, and time samples take Maya's values (as knotline eval prints them, with an extra\n"
        "sample just after a key where Maya's value jumps); the max error is measured against the\n"
        "curves' splines. --range, --stride and --attr (node.attribute) are in the same terms; the\n"
        "default range is the file's startTime:endTime.\n"
        "A compiled timeline (.json) input is baked from its pose instead: knotline bake FILE.json\n"
        "-o out.usda [--range A:B] [--fps F] samples seconds A to B (default 0 to the timeline's\n"
        "duration) at F samples per second (default the document's frame rate, else 24); see\n"
        "knotline bake FILE.json --help."));
    const QCommandLineOption help = parser.addHelpOption();
    const QCommandLineOption output({QStringLiteral("o"), QStringLiteral("output")},
                                    QStringLiteral("Write the baked layer to <file>."), QStringLiteral("file"));
    const QCommandLineOption range(QStringLiteral("range"),
                                   QStringLiteral("Time codes to bake, A:B (default: the layer's startTimeCode:endTimeCode)."),
                                   QStringLiteral("A:B"));
    const QCommandLineOption stride(QStringLiteral("stride"), QStringLiteral("Time codes between samples (default 1)."),
                                    QStringLiteral("S"));
    const QCommandLineOption attr(QStringLiteral("attr"),
                                  QStringLiteral("Bake only this attribute, e.g. /Prim.attr or, for .anim, node.attribute "
                                                 "(repeatable; default: all splines)."),
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
    parser.addPositionalArgument(QStringLiteral("input"), QStringLiteral("The usda or .anim file to bake."));

    QString input;
    if (const std::optional<int> exit = parseSingleInput(parser, arguments, command, help, &input, "only one input file can be baked"))
        return *exit;
    if (const std::optional<int> exit = checkUsdaOutput(command, parser.value(output), input))
        return *exit;

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

    BakeInput in;
    if (const std::optional<int> exit = readBakeInput(command, input, parser.values(attr), &in, &options.attributePaths))
        return *exit;
    Layer &layer = in.layer;
    // Splines bake as before; with clip-driven attributes only (chosen, or the layer has
    // no spline), there is nothing for bakeLayer to do.
    bool hasSplines = false;
    forEachAttribute(layer, [&](const std::string &, const Prim &, const Attribute &a) { hasSplines |= a.hasSpline(); });
    const bool bakeSplines = in.clipPaths.empty() || (in.attributesChosen ? !options.attributePaths.empty() : hasSplines);
    std::string reportText;
    if (bakeSplines) {
        const Result<BakeReport> report = bakeLayer(layer, options);
        if (!report) {
            printError(command, report.message());
            return ExitBadInput;
        }
        reportText = formatBakeReport(report.value());
    }
    if (in.anim && options.target == BakeTarget::Samples)
        applyMayaSampleValues(layer, *in.anim, in.animLayer, options);
    if (!in.clipPaths.empty()) {
        const Result<ClipBakeReport> clipReport = bakeClipDrivenAttributes(*in.clips, layer, in.clipPaths, options.stride);
        if (!clipReport) {
            printError(command, clipReport.message());
            return ExitBadInput;
        }
        for (const std::string &w : in.clips->warnings())
            printError(command, w);
        reportText += formatClipBakeReport(clipReport.value());
    }
    if (Status st = saveLayerFile(layer, parser.value(output)); !st) {
        printError(command, st.message());
        return ExitBadInput;
    }
    printOut(reportText);
    return ExitOk;
}

} // namespace knotline::cli
