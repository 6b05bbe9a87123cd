#include "core/io/UsdaWriter.h"

#include "core/io/NumberFormat.h"
#include "core/io/UsdaSplineWriter.h"
#include "core/io/UsdaValueWriter.h"

#include <algorithm>
#include <cctype>

namespace knotline {

namespace {

// ---- ordering ------------------------------------------------------------------------

bool entryLess(const MetadataEntry *a, const MetadataEntry *b, bool dictionaryOrder)
{
    if (a->key != b->key)
        return dictionaryOrder ? usdaDictionaryLess(a->key, b->key) : a->key < b->key;
    return static_cast<int>(a->op) < static_cast<int>(b->op);
}

// ---- metadata ------------------------------------------------------------------------

void appendEntry(std::string &out, const MetadataEntry &e, int indent)
{
    appendIndent(out, indent);
    if (e.op != ListOp::Explicit) {
        out.append(listOpKeyword(e.op));
        out.push_back(' ');
    }
    out.append(e.key);
    out.append(" = ");
    appendUsdaValue(out, e.value, indent, true);
    out.push_back('\n');
}

/// " (\n … <indent>)" for a prim or attribute; nothing when empty.
void appendMetadataBlock(std::string &out, const Metadata &md, int indent)
{
    if (md.isEmpty())
        return;
    out.append(" (\n");
    if (!md.comment.empty()) {
        appendIndent(out, indent + 1);
        out.append(quoteUsdaString(md.comment));
        out.push_back('\n');
    }
    std::vector<const MetadataEntry *> entries;
    for (const MetadataEntry &e : md.entries)
        entries.push_back(&e);
    std::stable_sort(entries.begin(), entries.end(),
                     [](const MetadataEntry *a, const MetadataEntry *b) { return entryLess(a, b, true); });
    for (const MetadataEntry *e : entries)
        appendEntry(out, *e, indent + 1);
    appendIndent(out, indent);
    out.push_back(')');
}

void appendLayerMetadata(std::string &out, const Layer &layer)
{
    struct Item {
        std::string key;
        std::string text; // complete lines
    };
    std::vector<Item> items;
    const auto number = [&](const char *key, const std::optional<double> &v) {
        if (!v)
            return;
        std::string line = "    ";
        line += key;
        line += " = ";
        appendDouble(line, *v);
        line += '\n';
        items.push_back({key, std::move(line)});
    };
    number("endTimeCode", layer.endTimeCode);
    number("framesPerSecond", layer.framesPerSecond);
    number("startTimeCode", layer.startTimeCode);
    number("timeCodesPerSecond", layer.timeCodesPerSecond);
    if (layer.doc)
        items.push_back({"doc", "    doc = " + quoteUsdaString(*layer.doc) + "\n"});
    if (!layer.subLayers.empty()) {
        std::string s = "    subLayers = [\n";
        for (std::size_t i = 0; i < layer.subLayers.size(); ++i) {
            const SubLayer &sub = layer.subLayers[i];
            s += "        " + quoteUsdaAsset(sub.assetPath);
            if (!sub.offset.isIdentity()) {
                s += " (";
                if (sub.offset.offset != 0.0)
                    s += "offset = " + formatDouble(sub.offset.offset);
                if (sub.offset.scale != 1.0) {
                    if (sub.offset.offset != 0.0)
                        s += "; ";
                    s += "scale = " + formatDouble(sub.offset.scale);
                }
                s += ")";
            }
            s += i + 1 < layer.subLayers.size() ? ",\n" : "\n";
        }
        s += "    ]\n";
        items.push_back({"subLayers", std::move(s)});
    }
    std::vector<const MetadataEntry *> entries;
    for (const MetadataEntry &e : layer.metadata.entries)
        entries.push_back(&e);
    std::stable_sort(entries.begin(), entries.end(),
                     [](const MetadataEntry *a, const MetadataEntry *b) { return entryLess(a, b, false); });
    for (const MetadataEntry *e : entries) {
        std::string line;
        appendEntry(line, *e, 1);
        items.push_back({e->key, std::move(line)});
    }
    std::stable_sort(items.begin(), items.end(), [](const Item &a, const Item &b) { return a.key < b.key; });
    if (items.empty() && layer.metadata.comment.empty())
        return;
    out.append("(\n");
    if (!layer.metadata.comment.empty()) {
        out.append("    ");
        out.append(quoteUsdaString(layer.metadata.comment));
        out.push_back('\n');
    }
    for (const Item &i : items)
        out.append(i.text);
    out.append(")\n");
}

// ---- verbatim statements -------------------------------------------------------------

void appendVerbatim(std::string &out, const VerbatimStatement &s, int indent)
{
    const bool keepLines = s.text.find("\"\"\"") != std::string::npos || s.text.find("'''") != std::string::npos;
    appendIndent(out, indent);
    std::size_t pos = 0;
    while (true) {
        const std::size_t eol = s.text.find('\n', pos);
        out.append(s.text, pos, eol == std::string::npos ? std::string::npos : eol - pos);
        if (eol == std::string::npos)
            break;
        out.push_back('\n');
        pos = eol + 1;
        if (!keepLines)
            appendIndent(out, indent);
    }
    out.push_back('\n');
}

// ---- attributes ----------------------------------------------------------------------

const char *variabilityPrefix(Variability v)
{
    switch (v) {
    case Variability::Varying: return "";
    case Variability::Uniform: return "uniform ";
    case Variability::Config: return "config ";
    }
    return "";
}

void appendAttribute(std::string &out, const Attribute &a, int indent)
{
    const bool hasInfo = !a.metadata.isEmpty();
    const bool hasDefault = a.defaultValue.has_value();
    const bool other = a.timeSamples || a.spline || !a.connections.empty();
    const char *variability = variabilityPrefix(a.variability);
    if (hasInfo || hasDefault || a.custom || !other) {
        appendIndent(out, indent);
        if (a.custom)
            out.append("custom ");
        out.append(variability);
        out.append(a.typeName);
        out.push_back(' ');
        out.append(a.name);
        if (hasDefault) {
            out.append(" = ");
            appendUsdaValue(out, *a.defaultValue, indent, false);
        }
        appendMetadataBlock(out, a.metadata, indent);
        out.push_back('\n');
    }
    const auto head = [&](const char *suffix) {
        appendIndent(out, indent);
        out.append(variability);
        out.append(a.typeName);
        out.push_back(' ');
        out.append(a.name);
        out.append(suffix);
    };
    if (a.timeSamples) {
        head(".timeSamples = {\n");
        for (const TimeSample &s : *a.timeSamples) {
            appendIndent(out, indent + 1);
            appendDouble(out, s.time);
            out.append(": ");
            appendUsdaValue(out, s.value, indent + 1, false);
            out.append(",\n");
        }
        appendIndent(out, indent);
        out.append("}\n");
    }
    if (a.spline) {
        head(".spline = {\n");
        appendUsdaSplineItems(out, *a.spline, indent);
        appendIndent(out, indent);
        out.append("}\n");
    }
    for (const ConnectStatement &c : a.connections) {
        appendIndent(out, indent);
        if (c.op != ListOp::Explicit) {
            out.append(listOpKeyword(c.op));
            out.push_back(' ');
        }
        out.append(variability);
        out.append(a.typeName);
        out.push_back(' ');
        out.append(a.name);
        out.append(".connect = ");
        if (c.targets.kind == UsdValue::Kind::List && c.targets.items.size() > 1) {
            out.append("[\n");
            for (const UsdValue &t : c.targets.items) {
                appendIndent(out, indent + 1);
                appendUsdaValue(out, t, indent + 1, false);
                out.append(",\n");
            }
            appendIndent(out, indent);
            out.append("]\n");
        } else {
            appendUsdaValue(out, c.targets, indent, false);
            out.push_back('\n');
        }
    }
}

// ---- prims ---------------------------------------------------------------------------

void appendPrim(std::string &out, const Prim &p, int indent);

void appendPrimBody(std::string &out, const Prim &p, int indent)
{
    for (const VerbatimStatement &s : p.statements)
        if (s.kind == VerbatimStatement::Kind::Reorder)
            appendVerbatim(out, s, indent + 1);

    struct Property {
        const std::string *name;
        const Attribute *attribute;
        const VerbatimStatement *relationship;
    };
    std::vector<Property> props;
    for (const Attribute &a : p.attributes)
        props.push_back({&a.name, &a, nullptr});
    for (const VerbatimStatement &s : p.statements)
        if (s.kind == VerbatimStatement::Kind::Relationship)
            props.push_back({&s.name, nullptr, &s});
    std::stable_sort(props.begin(), props.end(), [](const Property &a, const Property &b) {
        if (*a.name == *b.name)
            return a.attribute && !b.attribute;
        return usdaDictionaryLess(*a.name, *b.name);
    });
    for (const Property &prop : props) {
        if (prop.attribute)
            appendAttribute(out, *prop.attribute, indent + 1);
        else
            appendVerbatim(out, *prop.relationship, indent + 1);
    }
    if (!props.empty() && !p.children.empty())
        out.push_back('\n');
    for (std::size_t i = 0; i < p.children.size(); ++i) {
        if (i)
            out.push_back('\n');
        appendPrim(out, p.children[i], indent + 1);
    }
    for (const VerbatimStatement &s : p.statements)
        if (s.kind == VerbatimStatement::Kind::VariantSet)
            appendVerbatim(out, s, indent + 1);
}

void appendPrim(std::string &out, const Prim &p, int indent)
{
    appendIndent(out, indent);
    out.append(specifierKeyword(p.specifier));
    out.push_back(' ');
    if (!p.typeName.empty()) {
        out.append(p.typeName);
        out.push_back(' ');
    }
    out.append(quoteUsdaString(p.name));
    appendMetadataBlock(out, p.metadata, indent);
    out.push_back('\n');
    appendIndent(out, indent);
    out.append("{\n");
    appendPrimBody(out, p, indent);
    appendIndent(out, indent);
    out.append("}\n");
}

// ---- version -------------------------------------------------------------------------

bool holdsList(const UsdValue &v)
{
    if (v.kind == UsdValue::Kind::List)
        return true;
    for (const UsdValue &i : v.items)
        if (holdsList(i))
            return true;
    for (const UsdDictionaryEntry &e : v.entries)
        if (holdsList(e.value))
            return true;
    return false;
}

bool metadataHoldsList(const Metadata &md)
{
    return std::any_of(md.entries.begin(), md.entries.end(),
                       [](const MetadataEntry &e) { return holdsList(e.value); });
}

bool primMayHoldArrayEdits(const Prim &p)
{
    if (metadataHoldsList(p.metadata) || !p.statements.empty())
        return true;
    for (const Attribute &a : p.attributes) {
        if (metadataHoldsList(a.metadata) || (a.defaultValue && holdsList(*a.defaultValue)))
            return true;
        if (a.timeSamples)
            for (const TimeSample &s : *a.timeSamples)
                if (holdsList(s.value))
                    return true;
    }
    return std::any_of(p.children.begin(), p.children.end(), primMayHoldArrayEdits);
}

void splineVersion(const Prim &p, UsdaVersion *v)
{
    for (const Attribute &a : p.attributes)
        if (a.spline)
            *v = std::max(*v, requiredUsdaVersion(*a.spline));
    for (const Prim &c : p.children)
        splineVersion(c, v);
}

} // namespace

bool usdaDictionaryLess(std::string_view a, std::string_view b)
{
    std::size_t i = 0, j = 0;
    while (i < a.size() && j < b.size()) {
        const unsigned char ca = static_cast<unsigned char>(a[i]);
        const unsigned char cb = static_cast<unsigned char>(b[j]);
        if (std::isdigit(ca) && std::isdigit(cb)) {
            std::size_t ie = i, je = j;
            while (ie < a.size() && std::isdigit(static_cast<unsigned char>(a[ie])))
                ++ie;
            while (je < b.size() && std::isdigit(static_cast<unsigned char>(b[je])))
                ++je;
            std::size_t is = i, js = j;
            while (is + 1 < ie && a[is] == '0')
                ++is;
            while (js + 1 < je && b[js] == '0')
                ++js;
            if (ie - is != je - js)
                return ie - is < je - js;
            const int c = a.substr(is, ie - is).compare(b.substr(js, je - js));
            if (c != 0)
                return c < 0;
            i = ie;
            j = je;
            continue;
        }
        const int la = std::tolower(ca), lb = std::tolower(cb);
        if (la != lb)
            return la < lb;
        ++i;
        ++j;
    }
    if (a.size() - i != b.size() - j)
        return a.size() - i < b.size() - j;
    return a < b;
}

UsdaVersion requiredUsdaVersion(const Layer &layer)
{
    UsdaVersion v{1, 0};
    for (const Prim &p : layer.rootPrims)
        splineVersion(p, &v);
    if (layer.declaredVersion >= UsdaVersion{1, 2} && v < UsdaVersion{1, 2}) {
        const bool mayHold = metadataHoldsList(layer.metadata) || !layer.statements.empty()
            || std::any_of(layer.rootPrims.begin(), layer.rootPrims.end(), primMayHoldArrayEdits);
        if (mayHold)
            v = UsdaVersion{1, 2};
    }
    return v;
}

std::string writeUsdaAttribute(const Attribute &a, int indent)
{
    std::string out;
    appendAttribute(out, a, indent);
    return out;
}

std::string writeUsda(const Layer &layer)
{
    std::string out;
    out.reserve(4096);
    const UsdaVersion v = requiredUsdaVersion(layer);
    out.append("#usda ");
    out.append(std::to_string(v.major));
    out.push_back('.');
    out.append(std::to_string(v.minor));
    out.push_back('\n');
    appendLayerMetadata(out, layer);
    for (const VerbatimStatement &s : layer.statements) {
        out.push_back('\n');
        appendVerbatim(out, s, 0);
    }
    for (const Prim &p : layer.rootPrims) {
        out.push_back('\n');
        appendPrim(out, p, 0);
    }
    out.push_back('\n');
    return out;
}

} // namespace knotline
