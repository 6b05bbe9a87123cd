#include "core/document/Layer.h"

#include <algorithm>

namespace knotline {

double Layer::effectiveTimeCodesPerSecond() const
{
    return layerTimeCodesPerSecond(timeMetadata());
}

Prim *Layer::findPrim(std::string_view primPath)
{
    if (primPath.size() < 2 || primPath.front() != '/')
        return nullptr;
    std::string_view rest = primPath.substr(1);
    std::vector<Prim> *level = &rootPrims;
    Prim *found = nullptr;
    while (!rest.empty()) {
        const std::size_t slash = rest.find('/');
        const std::string_view name = rest.substr(0, slash);
        found = nullptr;
        for (Prim &p : *level) {
            if (p.name == name) {
                found = &p;
                break;
            }
        }
        if (!found)
            return nullptr;
        if (slash == std::string_view::npos)
            break;
        rest = rest.substr(slash + 1);
        level = &found->children;
    }
    return found;
}

const Prim *Layer::findPrim(std::string_view primPath) const
{
    return const_cast<Layer *>(this)->findPrim(primPath);
}

Attribute *Layer::findAttribute(std::string_view attributePath)
{
    std::string_view primPath, name;
    if (!splitAttributePath(attributePath, &primPath, &name))
        return nullptr;
    Prim *prim = findPrim(primPath);
    return prim ? prim->findAttribute(name) : nullptr;
}

const Attribute *Layer::findAttribute(std::string_view attributePath) const
{
    return const_cast<Layer *>(this)->findAttribute(attributePath);
}

bool splitAttributePath(std::string_view attributePath, std::string_view *primPath,
                        std::string_view *attributeName)
{
    if (attributePath.empty() || attributePath.front() != '/')
        return false;
    const std::size_t slash = attributePath.rfind('/');
    const std::size_t dot = attributePath.find('.', slash);
    if (dot == std::string_view::npos || dot + 1 >= attributePath.size() || dot <= slash + 1)
        return false;
    *primPath = attributePath.substr(0, dot);
    *attributeName = attributePath.substr(dot + 1);
    return true;
}

Prim &findOrAddPrim(Layer &layer, std::string_view primPath, Specifier specifierForNew)
{
    std::vector<Prim> *siblings = &layer.rootPrims;
    Prim *prim = nullptr;
    std::size_t at = 1;
    while (at <= primPath.size()) {
        const std::size_t slash = std::min(primPath.find('/', at), primPath.size());
        const std::string_view name = primPath.substr(at, slash - at);
        const auto found = std::find_if(siblings->begin(), siblings->end(), [&](const Prim &p) { return p.name == name; });
        if (found == siblings->end()) {
            Prim p;
            p.specifier = specifierForNew;
            p.name = std::string(name);
            siblings->push_back(std::move(p));
            prim = &siblings->back();
        } else {
            prim = &*found;
        }
        siblings = &prim->children;
        at = slash + 1;
    }
    return *prim;
}

} // namespace knotline
