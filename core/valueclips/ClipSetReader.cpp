#include "core/valueclips/ClipSetReader.h"

#include "core/base/ShortestNumber.h"
#include "core/valueclips/ClipTemplateExpansion.h"

#include <QDir>
#include <QFileInfo>

#include <algorithm>
#include <cmath>
#include <functional>
#include <map>
#include <optional>
#include <set>

namespace knotline {

const char *clipSetFormName(ClipSetForm form)
{
    return form == ClipSetForm::Explicit ? "explicit" : "template";
}

bool isAbsolutePrimPath(const std::string &path)
{
    if (path.size() < 2 || path.front() != '/' || path.back() == '/')
        return false;
    bool atStart = true;
    for (std::size_t i = 1; i < path.size(); ++i) {
        const char c = path[i];
        if (c == '/') {
            if (atStart)
                return false;
            atStart = true;
            continue;
        }
        const bool letter = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
        const bool digit = c >= '0' && c <= '9';
        if (!letter && !(digit && !atStart))
            return false;
        atStart = false;
    }
    return true;
}

namespace {

/// One field of a clip set as the strongest layer authoring it has it.
struct FieldOpinion {
    const UsdDictionaryEntry *entry = nullptr;
    std::size_t layerIndex = 0;
};

using Fields = std::map<std::string, FieldOpinion>;

const UsdValue *clipsDictionary(const Prim &prim)
{
    const MetadataEntry *e = prim.metadata.find("clips");
    return e && e->value.kind == UsdValue::Kind::Dictionary ? &e->value : nullptr;
}

/// A problem with one field of a set: the field's position and the reason.
/// "file:line:column" of a field's entry in the layer that authored it.
std::string fieldLocation(const Document &doc, const FieldOpinion &at)
{
    return doc.layers[at.layerIndex].filePath + ":" + std::to_string(at.entry->line) + ":" + std::to_string(at.entry->column);
}

struct FieldProblem {
    FieldOpinion at;
    Status reason;
};

class SetBuilder {
public:
    SetBuilder(const Document &doc, const std::string &primPath, const std::string &name, const Fields &fields,
               const LayerFileSource &files)
        : m_doc(doc), m_fields(fields), m_files(files)
    {
        m_set.name = name;
        m_set.primPath = primPath;
    }

    /// The set, nullopt when it is ignored (missing fields) or dropped (`problem` set).
    std::optional<ClipSet> build(std::optional<FieldProblem> *problem)
    {
        m_problem = problem;
        if (!has("primPath"))
            return std::nullopt;
        const bool explicitForm = has("assetPaths");
        if (explicitForm ? !has("active")
                         : !has("templateAssetPath") || !has("templateStartTime") || !has("templateEndTime")
                               || !has("templateStride"))
            return std::nullopt;
        if (!readPrimPath() || !readCommon())
            return std::nullopt;
        if (!(explicitForm ? readExplicit() : readTemplate()))
            return std::nullopt;
        if (m_set.active.empty()) // no clip is ever active (e.g. no template file exists)
            return std::nullopt;
        std::stable_sort(m_set.active.begin(), m_set.active.end(),
                         [](const ClipActivation &a, const ClipActivation &b) { return a.stageTime < b.stageTime; });
        return std::move(m_set);
    }

private:
    bool has(const std::string &key) const { return m_fields.count(key) != 0; }
    const FieldOpinion &field(const std::string &key) const { return m_fields.at(key); }
    const UsdValue &value(const std::string &key) const { return field(key).entry->value; }
    const LayerStackEntry &layerOf(const std::string &key) const { return m_doc.layers[field(key).layerIndex]; }

    bool drop(const std::string &key, Status reason)
    {
        *m_problem = FieldProblem{field(key), std::move(reason)};
        return false;
    }
    bool wrongType(const std::string &key, const char *type)
    {
        return drop(key, Status::error(MessageId::ClipFieldWrongType, key, type));
    }

    std::string resolve(const std::string &key, const std::string &assetPath) const
    {
        const QDir dir = QFileInfo(QString::fromStdString(layerOf(key).filePath)).absoluteDir();
        return QDir::cleanPath(dir.absoluteFilePath(QString::fromStdString(assetPath))).toStdString();
    }

    bool readPrimPath()
    {
        const UsdValue &v = value("primPath");
        if (v.kind != UsdValue::Kind::String)
            return wrongType("primPath", "string");
        if (!isAbsolutePrimPath(v.text))
            return drop("primPath", Status::error(MessageId::ClipPrimPathNotAbsolute, v.text));
        m_set.clipPrimPath = v.text;
        return true;
    }

    bool readCommon()
    {
        if (has("manifestAssetPath")) {
            const UsdValue &v = value("manifestAssetPath");
            if (v.kind != UsdValue::Kind::Asset)
                return wrongType("manifestAssetPath", "asset");
            if (v.text.empty())
                return drop("manifestAssetPath", Status::error(MessageId::ClipEmptyAssetPath, "manifestAssetPath"));
            m_set.manifestAssetPath = v.text;
            m_set.manifestFile = resolve("manifestAssetPath", v.text);
            m_set.manifestLocation = fieldLocation(m_doc, field("manifestAssetPath"));
        }
        if (has("interpolateMissingClipValues")) {
            const UsdValue &v = value("interpolateMissingClipValues");
            if (v.kind != UsdValue::Kind::Atom || (v.text != "true" && v.text != "false" && v.text != "1" && v.text != "0"))
                return wrongType("interpolateMissingClipValues", "bool");
            m_set.interpolateMissingClipValues = v.text == "true" || v.text == "1";
        }
        return true;
    }

    /// A double2[] field as pairs; false (and a problem) when it is not one.
    bool readPairs(const std::string &key, std::vector<std::pair<double, double>> *out)
    {
        const UsdValue &v = value(key);
        if (v.kind != UsdValue::Kind::List)
            return wrongType(key, "double2[]");
        for (const UsdValue &item : v.items) {
            double a = 0.0, b = 0.0;
            if (item.kind != UsdValue::Kind::Tuple || item.items.size() != 2 || !item.items[0].toDouble(&a)
                || !item.items[1].toDouble(&b) || !std::isfinite(a) || !std::isfinite(b))
                return wrongType(key, "double2[]");
            out->emplace_back(a, b);
        }
        return true;
    }

    bool readNumber(const std::string &key, double *out)
    {
        const UsdValue &v = value(key);
        if (!v.toDouble(out) || !std::isfinite(*out))
            return wrongType(key, "double");
        return true;
    }

    bool readExplicit()
    {
        m_set.form = ClipSetForm::Explicit;
        m_set.anchorLayerIndex = field("assetPaths").layerIndex;
        m_set.assetPathsLocation = fieldLocation(m_doc, field("assetPaths"));
        const UsdValue &paths = value("assetPaths");
        if (paths.kind != UsdValue::Kind::List)
            return wrongType("assetPaths", "asset[]");
        for (const UsdValue &p : paths.items) {
            if (p.kind != UsdValue::Kind::Asset)
                return wrongType("assetPaths", "asset[]");
            if (p.text.empty())
                return drop("assetPaths", Status::error(MessageId::ClipEmptyAssetPath, "assetPaths"));
            m_set.assetPaths.push_back(p.text);
            m_set.clipFiles.push_back(resolve("assetPaths", p.text));
        }
        std::vector<std::pair<double, double>> active;
        if (!readPairs("active", &active))
            return false;
        const LayerOffset activeOffset = layerOf("active").toRoot;
        std::set<double> activeTimes;
        for (const auto &[stage, index] : active) {
            if (index < 0 || index != std::floor(index) || index >= static_cast<double>(m_set.assetPaths.size()))
                return drop("active", Status::error(MessageId::ClipIndexOutOfRange, shortestNumber(index),
                                                    m_set.assetPaths.size()));
            if (!activeTimes.insert(stage).second)
                return drop("active", Status::error(MessageId::ClipActiveTwiceAtTime, shortestNumber(stage)));
            m_set.active.push_back({activeOffset.apply(stage), static_cast<std::size_t>(index)});
        }
        if (has("times")) {
            std::vector<std::pair<double, double>> times;
            if (!readPairs("times", &times))
                return false;
            std::map<double, int> perStageTime;
            const LayerOffset timesOffset = layerOf("times").toRoot;
            for (const auto &[stage, clip] : times) {
                if (++perStageTime[stage] > 2)
                    return drop("times", Status::error(MessageId::ClipTimesThreeAtTime, shortestNumber(stage)));
                m_set.times.push_back({timesOffset.apply(stage), clip});
            }
        }
        return true;
    }

    bool readTemplate()
    {
        m_set.form = ClipSetForm::Template;
        m_set.anchorLayerIndex = field("templateAssetPath").layerIndex;
        m_set.assetPathsLocation = fieldLocation(m_doc, field("templateAssetPath"));
        const UsdValue &path = value("templateAssetPath");
        if (path.kind != UsdValue::Kind::String && path.kind != UsdValue::Kind::Asset)
            return wrongType("templateAssetPath", "string");
        ClipTemplate t;
        t.assetPath = path.text;
        if (!readNumber("templateStartTime", &t.startTime) || !readNumber("templateEndTime", &t.endTime)
            || !readNumber("templateStride", &t.stride))
            return false;
        if (has("templateActiveOffset")) {
            double offset = 0.0;
            if (!readNumber("templateActiveOffset", &offset))
                return false;
            t.activeOffset = offset;
        }
        const auto exists = [this](const std::string &assetPath) {
            const QString file = QString::fromStdString(resolve("templateAssetPath", assetPath));
            return m_files.kind(file) == LayerFileSource::Kind::RegularFile;
        };
        Result<ExpandedClipTemplate> expanded = expandClipTemplate(t, exists);
        if (!expanded)
            return drop(expandedProblemField(expanded.status()), expanded.status());
        const LayerOffset anchorOffset = layerOf("templateAssetPath").toRoot;
        for (const std::string &p : expanded->assetPaths) {
            m_set.assetPaths.push_back(p);
            m_set.clipFiles.push_back(resolve("templateAssetPath", p));
        }
        m_set.missingTemplateFiles = expanded->missingPaths;
        for (const ClipActivation &a : expanded->active)
            m_set.active.push_back({anchorOffset.apply(a.stageTime), a.clipIndex});
        for (const ClipTimePair &p : expanded->times)
            m_set.times.push_back({anchorOffset.apply(p.stageTime), p.clipTime});
        m_set.templateFields = std::move(t);
        return true;
    }

    /// The field a template error is about (its position is reported).
    std::string expandedProblemField(const Status &st) const
    {
        switch (st.id()) {
        case MessageId::ClipTemplateStartAfterEnd:
            return "templateStartTime";
        case MessageId::ClipTemplateStrideNotPositive:
        case MessageId::ClipTemplateTooManyTimes:
            return "templateStride";
        case MessageId::ClipTemplateOffsetBeyondStride:
            return has("templateActiveOffset") ? "templateActiveOffset" : "templateStride";
        default:
            return "templateAssetPath";
        }
    }

    const Document &m_doc;
    const Fields &m_fields;
    const LayerFileSource &m_files;
    ClipSet m_set;
    std::optional<FieldProblem> *m_problem = nullptr;
};

/// The composed clipSets list op (weakest layer first), or nullopt when no layer has one.
std::optional<std::vector<std::string>> composedClipSetNames(const Document &doc, const std::string &primPath)
{
    std::optional<std::vector<std::string>> names;
    for (std::size_t i = doc.layers.size(); i-- > 0;) {
        const Prim *prim = doc.layers[i].layer.findPrim(primPath);
        if (!prim)
            continue;
        for (const MetadataEntry &e : prim->metadata.entries) {
            if (e.key != "clipSets" || e.value.kind != UsdValue::Kind::List)
                continue;
            std::vector<std::string> items;
            for (const UsdValue &v : e.value.items)
                if (v.kind == UsdValue::Kind::String || v.kind == UsdValue::Kind::Atom)
                    items.push_back(v.text);
            std::vector<std::string> list = names.value_or(std::vector<std::string>{});
            const auto removeAll = [&list](const std::vector<std::string> &remove) {
                std::erase_if(list, [&](const std::string &n) {
                    return std::find(remove.begin(), remove.end(), n) != remove.end();
                });
            };
            switch (e.op) {
            case ListOp::Explicit:
                list = items;
                break;
            case ListOp::Delete:
                removeAll(items);
                break;
            case ListOp::Prepend:
                removeAll(items);
                list.insert(list.begin(), items.begin(), items.end());
                break;
            case ListOp::Append:
                removeAll(items);
                list.insert(list.end(), items.begin(), items.end());
                break;
            case ListOp::Add:
                for (const std::string &n : items)
                    if (std::find(list.begin(), list.end(), n) == list.end())
                        list.push_back(n);
                break;
            case ListOp::Reorder:
                break;
            }
            names = std::move(list);
        }
    }
    return names;
}

void collectPrims(const Prim &prim, const std::string &path, std::vector<std::string> *out, std::set<std::string> *seen)
{
    if ((prim.metadata.find("clips") || std::any_of(prim.metadata.entries.begin(), prim.metadata.entries.end(),
                                                    [](const MetadataEntry &e) { return e.key == "clipSets"; }))
        && seen->insert(path).second)
        out->push_back(path);
    for (const Prim &c : prim.children)
        collectPrims(c, path + "/" + c.name, out, seen);
}

} // namespace

std::vector<std::string> primsWithClipMetadata(const Document &document)
{
    std::vector<std::string> out;
    std::set<std::string> seen;
    for (const LayerStackEntry &e : document.layers)
        for (const Prim &p : e.layer.rootPrims)
            collectPrims(p, "/" + p.name, &out, &seen);
    return out;
}

std::vector<ClipSet> readClipSets(const Document &document, const std::string &primPath,
                                  std::vector<std::string> *warnings, const LayerFileSource &files)
{
    // Per set name, per field: the strongest layer's entry.
    std::map<std::string, Fields> fieldsBySet;
    for (std::size_t i = 0; i < document.layers.size(); ++i) {
        const Prim *prim = document.layers[i].layer.findPrim(primPath);
        const UsdValue *clips = prim ? clipsDictionary(*prim) : nullptr;
        if (!clips)
            continue;
        for (const UsdDictionaryEntry &set : clips->entries) {
            Fields &fields = fieldsBySet[set.key];
            if (set.value.kind != UsdValue::Kind::Dictionary)
                continue;
            for (const UsdDictionaryEntry &f : set.value.entries)
                fields.try_emplace(f.key, FieldOpinion{&f, i});
        }
    }
    std::vector<std::string> order;
    if (const std::optional<std::vector<std::string>> listed = composedClipSetNames(document, primPath)) {
        for (const std::string &n : *listed)
            if (fieldsBySet.count(n) && std::find(order.begin(), order.end(), n) == order.end())
                order.push_back(n);
    } else {
        for (const auto &[name, fields] : fieldsBySet)
            order.push_back(name); // std::map: lexicographic
    }
    std::vector<ClipSet> out;
    for (const std::string &name : order) {
        std::optional<FieldProblem> problem;
        std::optional<ClipSet> set = SetBuilder(document, primPath, name, fieldsBySet[name], files).build(&problem);
        if (set) {
            out.push_back(std::move(*set));
        } else if (problem && warnings) {
            const std::string where = fieldLocation(document, problem->at);
            warnings->push_back(Status::error(MessageId::Warning,
                                              Status::error(MessageId::ClipSetDropped, name, primPath, problem->reason))
                                    .withContext(where)
                                    .message());
        }
    }
    return out;
}

} // namespace knotline
