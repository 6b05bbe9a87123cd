#include "app/cli/InfoReport.h"

#include "app/cli/ClipSetInfo.h"
#include "core/animcurve/InfinityType.h"
#include "core/document/ValueResolution.h"
#include "core/io/NumberFormat.h"
#include "core/io/UsdaWriter.h"
#include "core/spline/Regression.h"
#include "core/valueclips/ValueClipStage.h"

#include <QDir>
#include <QFileInfo>

namespace knotline::cli {

namespace {

std::string num(double v)
{
    return formatDouble(v);
}

const char *valueTypeName(const Spline &s)
{
    switch (s.valueType()) {
    case ValueType::Double: return s.isTimeValued() ? "timecode" : "double";
    case ValueType::Float: return "float";
    case ValueType::Half: return "half";
    }
    return "double";
}

std::string describe(const Extrapolation &e)
{
    switch (e.mode) {
    case ExtrapolationMode::ValueBlock: return "none (value block)";
    case ExtrapolationMode::Held: return "held";
    case ExtrapolationMode::Linear: return "linear";
    case ExtrapolationMode::Sloped: return "sloped(" + num(e.slope) + ")";
    case ExtrapolationMode::LoopRepeat:
    case ExtrapolationMode::LoopReset:
    case ExtrapolationMode::LoopOscillate: {
        std::string s = e.mode == ExtrapolationMode::LoopRepeat ? "loop repeat"
            : e.mode == ExtrapolationMode::LoopReset            ? "loop reset"
                                                                : "loop oscillate";
        if (e.loopBoundary)
            s += " (boundary " + num(*e.loopBoundary) + ")";
        return s;
    }
    }
    return "held";
}

std::string describeLoop(const LoopParams &lp)
{
    return "prototype [" + num(lp.protoStart) + ", " + num(lp.protoEnd) + "), " + std::to_string(lp.numPreLoops)
        + " before, " + std::to_string(lp.numPostLoops) + " after, value offset " + num(lp.valueOffset);
}

void describeSpline(std::string &out, const std::string &path, const Attribute &attribute, const std::string &source)
{
    const AttributeSpline &as = *attribute.spline;
    const Spline &s = as.spline;
    out += path;
    if (!source.empty())
        out += " (read-only, from " + source + ")";
    out += "\n  type: ";
    out += attribute.typeName.empty() ? valueTypeName(s) : attribute.typeName.c_str();
    out += ", ";
    out += s.curveType() == CurveType::Bezier ? "bezier" : "hermite";
    std::size_t dual = 0;
    for (const Knot &k : s.knots())
        dual += k.isDualValued() ? 1 : 0;
    out += ", " + std::to_string(s.knotCount()) + (s.knotCount() == 1 ? " knot" : " knots");
    if (dual)
        out += " (" + std::to_string(dual) + " dual-valued)";
    if (!s.isEmpty())
        out += ", from " + num(s.knots().front().time) + " to " + num(s.knots().back().time);
    out += "\n  extrapolation: pre " + describe(s.preExtrapolation()) + ", post " + describe(s.postExtrapolation()) + "\n";
    if (!s.innerLoopParams().isDefault())
        out += "  inner loop: " + describeLoop(s.innerLoopParams()) + (s.hasInnerLoops() ? "" : " (does not apply)") + "\n";
    if (as.unappliedInnerLoop)
        out += "  inner loop: " + describeLoop(*as.unappliedInnerLoop) + " (invalid, kept as authored)\n";
    const std::vector<std::size_t> regressive = regressiveSegments(s);
    out += "  regressive segments: ";
    if (regressive.empty())
        out += "none";
    for (std::size_t i = 0; i < regressive.size(); ++i) {
        const std::size_t k = regressive[i];
        out += (i ? ", [" : "[") + num(s.knots()[k].time) + ", " + num(s.knots()[k + 1].time) + "]";
    }
    out += "\n";
}

std::string outputDescription(const AnimFile &file, const AnimFileEntry &e)
{
    switch (e.output) {
    case AnimOutputType::Time: return "time (" + file.timeUnit.name + ")";
    case AnimOutputType::Linear: return "linear (" + std::string(animLinearUnitName(file.linearUnit)) + ")";
    case AnimOutputType::Angular: return "angular (" + std::string(animAngularUnitName(file.angularUnit)) + ")";
    case AnimOutputType::Unitless: return "unitless";
    }
    return "unitless";
}

} // namespace

std::string describeAnimFile(const QString &displayPath, const AnimFile &file)
{
    std::string out;
    out += "file: " + displayPath.toStdString() + "\n";
    out += "Maya anim file: animVersion " + file.animVersion;
    if (!file.mayaVersion.empty())
        out += ", mayaVersion " + file.mayaVersion;
    out += "\ntimeUnit: " + file.timeUnit.name + " (" + num(file.timeCodesPerSecond())
        + " time codes per second; times below are in frames of this unit)\n";
    out += "linearUnit: " + std::string(animLinearUnitName(file.linearUnit)) + "\n";
    out += "angularUnit: " + std::string(animAngularUnitName(file.angularUnit)) + "\n";
    if (file.startTime)
        out += "startTime: " + num(*file.startTime) + "\n";
    if (file.endTime)
        out += "endTime: " + num(*file.endTime) + "\n";

    std::size_t curves = 0;
    std::string text;
    std::string placeholders;
    for (const AnimFileEntry &e : file.entries) {
        if (!e.hasCurve) {
            placeholders += (placeholders.empty() ? "" : ", ") + e.path();
            continue;
        }
        ++curves;
        const AnimCurve &c = e.curve;
        text += e.path() + "\n  ";
        text += std::to_string(c.numKeys()) + (c.numKeys() == 1 ? " key" : " keys");
        if (c.numKeys() > 0)
            text += ", from " + num(c.keyTime(0)) + " to " + num(c.keyTime(c.numKeys() - 1));
        if (e.input == AnimInputType::Unitless)
            text += " (unitless input: driven keys)";
        text += "\n  output: " + outputDescription(file, e) + ", " + (c.isWeighted() ? "weighted" : "not weighted");
        text += "\n  infinity: pre " + std::string(infinityTypeWord(c.preInfinityType())) + ", post "
            + std::string(infinityTypeWord(c.postInfinityType())) + "\n";
    }
    out += "anim curves: " + std::to_string(curves) + "\n" + text;
    if (!placeholders.empty())
        out += "nodes without curves: " + placeholders + "\n";
    return out;
}


std::string describeDocument(const Document &doc, const QString &displayPath, std::vector<std::string> *clipWarnings)
{
    std::string out;
    const Layer &root = doc.root();
    out += "file: " + displayPath.toStdString() + "\n";
    out += "usda version: " + std::to_string(root.declaredVersion.major) + "." + std::to_string(root.declaredVersion.minor);
    const UsdaVersion needed = requiredUsdaVersion(root);
    out += " (content needs " + std::to_string(needed.major) + "." + std::to_string(needed.minor) + ")\n";
    out += "timeCodesPerSecond: " + num(root.effectiveTimeCodesPerSecond());
    out += root.timeCodesPerSecond ? " (authored)\n" : root.framesPerSecond ? " (from framesPerSecond)\n" : " (default)\n";
    if (root.framesPerSecond)
        out += "framesPerSecond: " + num(*root.framesPerSecond) + "\n";
    if (root.startTimeCode)
        out += "startTimeCode: " + num(*root.startTimeCode) + "\n";
    if (root.endTimeCode)
        out += "endTimeCode: " + num(*root.endTimeCode) + "\n";

    const QDir rootDir = QFileInfo(QString::fromStdString(doc.layers.front().filePath)).absoluteDir();
    const auto relative = [&](const std::string &file) {
        return rootDir.relativeFilePath(QString::fromStdString(file)).toStdString();
    };
    out += "sublayers: " + std::to_string(doc.layers.size() - 1) + "\n";
    for (std::size_t i = 1; i < doc.layers.size(); ++i) {
        const LayerStackEntry &e = doc.layers[i];
        out += std::string(static_cast<std::size_t>(2 * e.depth), ' ') + relative(e.filePath) + ": timeCodesPerSecond "
            + num(e.timeCodesPerSecond) + ", root time = t * " + num(e.toRoot.scale) + " + " + num(e.toRoot.offset) + "\n";
    }

    const std::vector<ComposedAttribute> splines = composedSplineAttributes(doc);
    out += "spline attributes: " + std::to_string(splines.size()) + "\n";
    for (const ComposedAttribute &c : splines) {
        describeSpline(out, c.path, c.attribute, c.layerIndex ? relative(doc.layers[c.layerIndex].filePath) : std::string());
        // Value resolution may pick another opinion (time samples beat a spline).
        const ResolvedAttribute r = resolveAttribute(doc, c.path);
        if (r.inEffect.kind == ValueSourceKind::None)
            out += "  not in effect: blocked\n";
        else if (r.inEffect.kind != ValueSourceKind::Spline || r.inEffect.layerIndex != c.layerIndex)
            out += std::string("  not in effect: shadowed by the ") + valueSourceKindName(r.inEffect.kind)
                + (r.inEffect.layerIndex ? " of " + relative(doc.layers[r.inEffect.layerIndex].filePath) : std::string(" of the root layer"))
                + "\n";
    }

    std::string sampled;
    std::size_t sampledCount = 0;
    forEachAttribute(root, [&](const std::string &primPath, const Prim &, const Attribute &a) {
        if (!a.timeSamples)
            return;
        ++sampledCount;
        sampled += primPath + "." + a.name + ": " + a.typeName + ", " + std::to_string(a.timeSamples->size()) + " samples";
        if (!a.timeSamples->empty())
            sampled += ", from " + num(a.timeSamples->front().time) + " to " + num(a.timeSamples->back().time);
        sampled += "\n";
    });
    out += "time-sampled attributes: " + std::to_string(sampledCount) + "\n" + sampled;
    ValueClipStage clips(doc);
    out += describeClipSets(clips, relative);
    if (clipWarnings)
        *clipWarnings = clips.warnings();
    return out;
}

} // namespace knotline::cli
