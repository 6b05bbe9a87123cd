#include "core/document/Prim.h"

#include <algorithm>
#include <tuple>

namespace knotline {

const char *specifierKeyword(Specifier s)
{
    switch (s) {
    case Specifier::Def: return "def";
    case Specifier::Over: return "over";
    case Specifier::Class: return "class";
    }
    return "def";
}

Attribute *Prim::findAttribute(std::string_view attributeName)
{
    for (Attribute &a : attributes)
        if (a.name == attributeName)
            return &a;
    return nullptr;
}

const Attribute *Prim::findAttribute(std::string_view attributeName) const
{
    return const_cast<Prim *>(this)->findAttribute(attributeName);
}

Prim *Prim::findChild(std::string_view childName)
{
    for (Prim &p : children)
        if (p.name == childName)
            return &p;
    return nullptr;
}

const Prim *Prim::findChild(std::string_view childName) const
{
    return const_cast<Prim *>(this)->findChild(childName);
}

bool Prim::operator==(const Prim &o) const
{
    if (specifier != o.specifier || typeName != o.typeName || name != o.name || !(metadata == o.metadata)
        || attributes.size() != o.attributes.size() || statements.size() != o.statements.size()
        || children != o.children)
        return false;
    for (const Attribute &a : attributes) {
        const Attribute *b = o.findAttribute(a.name);
        if (!b || !(a == *b))
            return false;
    }
    const auto sorted = [](const std::vector<VerbatimStatement> &v) {
        std::vector<VerbatimStatement> s = v;
        std::stable_sort(s.begin(), s.end(), [](const VerbatimStatement &a, const VerbatimStatement &b) {
            return std::tie(a.kind, a.name, a.text) < std::tie(b.kind, b.name, b.text);
        });
        return s;
    };
    return sorted(statements) == sorted(o.statements);
}

} // namespace knotline
