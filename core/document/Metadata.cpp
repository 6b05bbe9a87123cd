#include "core/document/Metadata.h"

#include <algorithm>

namespace knotline {

const char *listOpKeyword(ListOp op)
{
    switch (op) {
    case ListOp::Explicit: return "";
    case ListOp::Delete: return "delete";
    case ListOp::Add: return "add";
    case ListOp::Prepend: return "prepend";
    case ListOp::Append: return "append";
    case ListOp::Reorder: return "reorder";
    }
    return "";
}

bool listOpFromKeyword(std::string_view word, ListOp *op)
{
    static constexpr std::pair<std::string_view, ListOp> table[] = {
        {"delete", ListOp::Delete},   {"add", ListOp::Add},         {"prepend", ListOp::Prepend},
        {"append", ListOp::Append},   {"reorder", ListOp::Reorder},
    };
    for (const auto &[name, value] : table) {
        if (word == name) {
            *op = value;
            return true;
        }
    }
    return false;
}

const MetadataEntry *Metadata::find(std::string_view key) const
{
    for (const MetadataEntry &e : entries)
        if (e.op == ListOp::Explicit && e.key == key)
            return &e;
    return nullptr;
}

void Metadata::set(std::string key, UsdValue value)
{
    for (MetadataEntry &e : entries) {
        if (e.op == ListOp::Explicit && e.key == key) {
            e.value = std::move(value);
            return;
        }
    }
    entries.push_back(MetadataEntry{ListOp::Explicit, std::move(key), std::move(value)});
}

std::size_t Metadata::remove(std::string_view key)
{
    const auto before = entries.size();
    entries.erase(std::remove_if(entries.begin(), entries.end(),
                                 [&](const MetadataEntry &e) { return e.key == key; }),
                  entries.end());
    return before - entries.size();
}

bool Metadata::operator==(const Metadata &other) const
{
    if (comment != other.comment || entries.size() != other.entries.size())
        return false;
    const auto sorted = [](const std::vector<MetadataEntry> &v) {
        std::vector<const MetadataEntry *> p;
        for (const MetadataEntry &e : v)
            p.push_back(&e);
        std::stable_sort(p.begin(), p.end(), [](const MetadataEntry *a, const MetadataEntry *b) {
            return a->key != b->key ? a->key < b->key : a->op < b->op;
        });
        return p;
    };
    const auto a = sorted(entries), b = sorted(other.entries);
    for (std::size_t i = 0; i < a.size(); ++i)
        if (!(*a[i] == *b[i]))
            return false;
    return true;
}

} // namespace knotline
