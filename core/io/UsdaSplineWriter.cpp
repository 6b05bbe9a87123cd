#include "core/io/UsdaSplineWriter.h"

#include "core/io/NumberFormat.h"
#include "core/io/UsdaValueWriter.h"

namespace knotline {

namespace {

const char *extrapolationKeyword(ExtrapolationMode m)
{
    switch (m) {
    case ExtrapolationMode::ValueBlock: return "none";
    case ExtrapolationMode::Held: return "held";
    case ExtrapolationMode::Linear: return "linear";
    case ExtrapolationMode::Sloped: return "sloped";
    case ExtrapolationMode::LoopRepeat: return "loop repeat";
    case ExtrapolationMode::LoopReset: return "loop reset";
    case ExtrapolationMode::LoopOscillate: return "loop oscillate";
    }
    return "held";
}

const char *interpolationKeyword(Interpolation i)
{
    switch (i) {
    case Interpolation::ValueBlock: return "none";
    case Interpolation::Held: return "held";
    case Interpolation::Linear: return "linear";
    case Interpolation::Curve: return "curve";
    }
    return "held";
}

bool isDefaultExtrapolation(const Extrapolation &e)
{
    return e.mode == ExtrapolationMode::Held;
}

void appendExtrapolation(std::string &out, const char *label, const Extrapolation &e, int indent)
{
    if (isDefaultExtrapolation(e))
        return;
    appendIndent(out, indent + 1);
    out.append(label);
    out.append(": ");
    out.append(extrapolationKeyword(e.mode));
    if (e.mode == ExtrapolationMode::Sloped) {
        out.push_back('(');
        appendDouble(out, e.slope);
        out.push_back(')');
    } else if (e.isLooping() && e.loopBoundary) {
        out.push_back('(');
        appendDouble(out, *e.loopBoundary);
        out.push_back(')');
    }
    out.append(",\n");
}

void appendTangent(std::string &out, const char *label, bool bezier, const Tangent &t, bool custom,
                   ValueType type)
{
    out.append(label);
    out.append(" (");
    if (bezier) {
        appendDouble(out, t.width);
        out.append(", ");
    }
    appendValue(out, t.slope, type);
    if (t.algorithm == TangentAlgorithm::AutoEase)
        out.append(", autoEase");
    else if (custom)
        out.append(", custom");
    out.push_back(')');
}

// A tangent the reader would give a knot side that names none (Hermite widths are
// derived from the knot times, so only the slope counts there).
bool isDefaultTangent(const Tangent &t, bool bezier, bool custom)
{
    return (!bezier || t.width == 0.0) && t.slope == 0.0 && t.algorithm == TangentAlgorithm::None && !custom;
}

bool hasCurveSegments(const std::vector<Knot> &knots)
{
    for (std::size_t i = 0; i + 1 < knots.size(); ++i)
        if (knots[i].nextInterp == Interpolation::Curve)
            return true;
    return false;
}

} // namespace

void appendUsdaSplineItems(std::string &out, const AttributeSpline &as, int indent)
{
    const Spline &s = as.spline;
    const std::vector<Knot> &knots = s.knots();
    const ValueType type = s.valueType();
    const bool bezier = s.curveType() == CurveType::Bezier;
    if (hasCurveSegments(knots) || !bezier) {
        appendIndent(out, indent + 1);
        out.append(bezier ? "bezier,\n" : "hermite,\n");
    }
    appendExtrapolation(out, "pre", s.preExtrapolation(), indent);
    appendExtrapolation(out, "post", s.postExtrapolation(), indent);
    const LoopParams &lp = as.unappliedInnerLoop ? *as.unappliedInnerLoop : s.innerLoopParams();
    if (!lp.isDefault()) {
        appendIndent(out, indent + 1);
        out.append("loop: (");
        appendDouble(out, lp.protoStart);
        out.append(", ");
        appendDouble(out, lp.protoEnd);
        out.append(", ");
        out.append(std::to_string(lp.numPreLoops));
        out.append(", ");
        out.append(std::to_string(lp.numPostLoops));
        out.append(", ");
        appendDouble(out, lp.valueOffset);
        out.append("),\n");
    }
    const bool hasExtras = !as.knotDictionaries.empty() || !as.customAlgorithms.empty();
    Interpolation previous = Interpolation::Curve; // so the first knot records its pre tangent
    for (const Knot &k : knots) {
        appendIndent(out, indent + 1);
        appendDouble(out, k.time);
        out.push_back(':');
        if (k.preValue) {
            out.push_back(' ');
            appendValue(out, *k.preValue, type);
            out.append(" &");
        }
        out.push_back(' ');
        appendValue(out, k.value, type);
        const bool preCustom = hasExtras && hasCustomAlgorithm(as, k, true);
        const bool postCustom = hasExtras && hasCustomAlgorithm(as, k, false);
        // Ts writes a pre tangent only after a curve segment (and on the first knot) and a
        // post tangent only for a curve segment; other tangents are written too when they
        // are not the reader's default, so that nothing authored is lost.
        if (previous == Interpolation::Curve || !isDefaultTangent(k.pre, bezier, preCustom))
            appendTangent(out, "; pre", bezier, k.pre, preCustom, type);
        previous = k.nextInterp;
        if (k.nextInterp == Interpolation::Curve) {
            appendTangent(out, "; post curve", bezier, k.post, postCustom, type);
        } else {
            out.append("; post ");
            out.append(interpolationKeyword(k.nextInterp));
            if (!isDefaultTangent(k.post, bezier, postCustom))
                appendTangent(out, "", bezier, k.post, postCustom, type);
        }
        if (!k.customData.empty() || hasExtras) {
            const UsdValue dict = knotDictionaryToWrite(as, k);
            if (!dict.entries.empty()) {
                out.append("; ");
                appendUsdaDictionary(out, dict, 0, false);
            }
        }
        out.append(",\n");
    }
}

UsdaVersion requiredUsdaVersion(const AttributeSpline &as)
{
    const Spline &s = as.spline;
    const auto boundary = [](const Extrapolation &e) { return e.isLooping() && e.loopBoundary.has_value(); };
    if (boundary(s.preExtrapolation()) || boundary(s.postExtrapolation()))
        return UsdaVersion{1, 3};
    for (const Knot &k : s.knots()) {
        if (k.pre.algorithm != TangentAlgorithm::None || k.post.algorithm != TangentAlgorithm::None
            || hasCustomAlgorithm(as, k, true) || hasCustomAlgorithm(as, k, false))
            return UsdaVersion{1, 1};
    }
    return UsdaVersion{1, 0};
}

} // namespace knotline
