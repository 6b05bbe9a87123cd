#include "core/editor/ClipSetEdit.h"

#include "core/document/Layer.h"
#include "core/io/NumberFormat.h"

#include <algorithm>
#include <cmath>

namespace knotline {

namespace {

Prim *findPrim(Layer &layer, const std::string &primPath)
{
    return layer.findPrim(primPath);
}

UsdDictionaryEntry *findEntry(UsdValue &dict, const std::string &key)
{
    for (UsdDictionaryEntry &e : dict.entries)
        if (e.key == key)
            return &e;
    return nullptr;
}

const UsdDictionaryEntry *findEntry(const UsdValue &dict, const std::string &key)
{
    for (const UsdDictionaryEntry &e : dict.entries)
        if (e.key == key)
            return &e;
    return nullptr;
}

std::optional<double> number(const UsdValue &v)
{
    double d = 0.0;
    return v.toDouble(&d) ? std::optional<double>(d) : std::nullopt;
}

/// `[(a, b), …]` as pairs; nullopt when it is not a list of numeric pairs.
std::optional<std::vector<std::pair<double, double>>> pairs(const UsdValue &v)
{
    if (v.kind != UsdValue::Kind::List)
        return std::nullopt;
    std::vector<std::pair<double, double>> out;
    for (const UsdValue &item : v.items) {
        if (item.kind != UsdValue::Kind::Tuple || item.items.size() != 2)
            return std::nullopt;
        const std::optional<double> a = number(item.items[0]);
        const std::optional<double> b = number(item.items[1]);
        if (!a || !b)
            return std::nullopt;
        out.emplace_back(*a, *b);
    }
    return out;
}

UsdValue pairList(const std::vector<std::pair<std::string, std::string>> &items)
{
    UsdValue list;
    list.kind = UsdValue::Kind::List;
    for (const auto &[a, b] : items) {
        UsdValue t;
        t.kind = UsdValue::Kind::Tuple;
        t.items = {UsdValue::atom(a), UsdValue::atom(b)};
        list.items.push_back(std::move(t));
    }
    return list;
}

UsdValue assetValue(const std::string &path)
{
    UsdValue v;
    v.kind = UsdValue::Kind::Asset;
    v.text = path;
    return v;
}

/// Same numbers (by value: "0.0" and "0" agree) and otherwise the same tree.
bool sameMeaning(const UsdValue &a, const UsdValue &b)
{
    if (a.kind == UsdValue::Kind::Atom && b.kind == UsdValue::Kind::Atom) {
        const std::optional<double> x = number(a);
        const std::optional<double> y = number(b);
        return x && y ? *x == *y && std::signbit(*x) == std::signbit(*y) : a.text == b.text;
    }
    if ((a.kind == UsdValue::Kind::List || a.kind == UsdValue::Kind::Tuple) && a.kind == b.kind) {
        if (a.items.size() != b.items.size())
            return false;
        for (std::size_t i = 0; i < a.items.size(); ++i)
            if (!sameMeaning(a.items[i], b.items[i]))
                return false;
        return true;
    }
    return a == b;
}

/// Sets entry `key` to `value` (keeping an existing entry's place and type name) or, for
/// nullopt, removes it.
void put(UsdValue &dict, const std::string &key, const char *typeName, std::optional<UsdValue> value)
{
    UsdDictionaryEntry *e = findEntry(dict, key);
    if (!value) {
        std::erase_if(dict.entries, [&](const UsdDictionaryEntry &x) { return x.key == key; });
        return;
    }
    if (e) {
        if (!sameMeaning(e->value, *value)) // an unchanged field keeps its authored spelling
            e->value = std::move(*value);
        return;
    }
    UsdDictionaryEntry added;
    added.typeName = typeName;
    added.key = key;
    added.value = std::move(*value);
    dict.entries.push_back(std::move(added));
}

template <class T, class F>
std::optional<UsdValue> mapped(const std::optional<T> &v, F &&f)
{
    return v ? std::optional<UsdValue>(f(*v)) : std::nullopt;
}

} // namespace

std::optional<UsdValue> clipSetDictionary(const Layer &layer, const std::string &primPath, const std::string &setName)
{
    const Prim *prim = layer.findPrim(primPath);
    const MetadataEntry *clips = prim ? prim->metadata.find("clips") : nullptr;
    if (!clips || clips->value.kind != UsdValue::Kind::Dictionary)
        return std::nullopt;
    const UsdDictionaryEntry *set = findEntry(clips->value, setName);
    if (!set || set->value.kind != UsdValue::Kind::Dictionary)
        return std::nullopt;
    return set->value;
}

bool setClipSetDictionary(Layer &layer, const std::string &primPath, const std::string &setName,
                          const std::optional<UsdValue> &dictionary)
{
    Prim *prim = findPrim(layer, primPath);
    if (!prim)
        return false;
    MetadataEntry *clips = nullptr;
    for (MetadataEntry &m : prim->metadata.entries)
        if (m.op == ListOp::Explicit && m.key == "clips")
            clips = &m;
    if (!clips || clips->value.kind != UsdValue::Kind::Dictionary)
        return !dictionary; // nothing to remove; nowhere to add
    UsdDictionaryEntry *set = findEntry(clips->value, setName);
    if (!dictionary) {
        std::erase_if(clips->value.entries, [&](const UsdDictionaryEntry &x) { return x.key == setName; });
        if (clips->value.entries.empty())
            prim->metadata.remove("clips");
        return true;
    }
    if (set) {
        set->value = *dictionary;
        return true;
    }
    UsdDictionaryEntry added;
    added.typeName = "dictionary";
    added.key = setName;
    added.value = *dictionary;
    clips->value.entries.push_back(std::move(added));
    return true;
}

ClipSetFields clipSetFields(const UsdValue &dict)
{
    ClipSetFields f;
    const auto entry = [&](const char *key) { return findEntry(dict, key); };
    if (const UsdDictionaryEntry *e = entry("active"))
        if (const auto p = pairs(e->value)) {
            f.active.emplace();
            for (const auto &[t, i] : *p)
                if (i >= 0 && i == std::floor(i))
                    f.active->push_back({t, static_cast<std::size_t>(i)});
        }
    if (const UsdDictionaryEntry *e = entry("times"))
        if (const auto p = pairs(e->value)) {
            f.times.emplace();
            for (const auto &[s, c] : *p)
                f.times->push_back({s, c});
        }
    if (const UsdDictionaryEntry *e = entry("templateAssetPath"); e && e->value.kind == UsdValue::Kind::String)
        f.templateAssetPath = e->value.text;
    const auto num = [&](const char *key) { const UsdDictionaryEntry *e = entry(key); return e ? number(e->value) : std::nullopt; };
    f.templateStartTime = num("templateStartTime");
    f.templateEndTime = num("templateEndTime");
    f.templateStride = num("templateStride");
    f.templateActiveOffset = num("templateActiveOffset");
    if (const UsdDictionaryEntry *e = entry("interpolateMissingClipValues"); e && e->value.kind == UsdValue::Kind::Atom) {
        if (e->value.text == "true" || e->value.text == "1")
            f.interpolateMissingClipValues = true;
        else if (e->value.text == "false" || e->value.text == "0")
            f.interpolateMissingClipValues = false;
    }
    if (const UsdDictionaryEntry *e = entry("manifestAssetPath"); e && e->value.kind == UsdValue::Kind::Asset)
        f.manifestAssetPath = e->value.text;
    return f;
}

UsdValue withClipSetFields(UsdValue dict, const ClipSetFields &f)
{
    const auto numberValue = [](double v) { return UsdValue::atom(formatDouble(v)); };
    put(dict, "active", "double2[]", mapped(f.active, [](const std::vector<ClipActivation> &a) {
            std::vector<std::pair<std::string, std::string>> items;
            for (const ClipActivation &x : a)
                items.emplace_back(formatDouble(x.stageTime), std::to_string(x.clipIndex));
            return pairList(items);
        }));
    put(dict, "times", "double2[]", mapped(f.times, [](const std::vector<ClipTimePair> &t) {
            std::vector<std::pair<std::string, std::string>> items;
            for (const ClipTimePair &x : t)
                items.emplace_back(formatDouble(x.stageTime), formatDouble(x.clipTime));
            return pairList(items);
        }));
    put(dict, "templateAssetPath", "string", mapped(f.templateAssetPath, [](const std::string &s) { return UsdValue::string(s); }));
    put(dict, "templateStartTime", "double", mapped(f.templateStartTime, numberValue));
    put(dict, "templateEndTime", "double", mapped(f.templateEndTime, numberValue));
    put(dict, "templateStride", "double", mapped(f.templateStride, numberValue));
    put(dict, "templateActiveOffset", "double", mapped(f.templateActiveOffset, numberValue));
    put(dict, "interpolateMissingClipValues", "bool",
        mapped(f.interpolateMissingClipValues, [](bool b) { return UsdValue::atom(b ? "true" : "false"); }));
    put(dict, "manifestAssetPath", "asset", mapped(f.manifestAssetPath, assetValue));
    return dict;
}

} // namespace knotline
