#include "core/editor/ChannelPathSyntax.h"

namespace knotline {

namespace {

bool isLetterOrUnderscore(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

/// True when every `separator`-delimited part of `text` passes isUsdIdentifier.
bool identifiersSeparatedBy(std::string_view text, char separator)
{
    if (text.empty())
        return false;
    std::size_t start = 0;
    while (true) {
        const std::size_t end = text.find(separator, start);
        if (!isUsdIdentifier(text.substr(start, end == std::string_view::npos ? std::string_view::npos : end - start)))
            return false;
        if (end == std::string_view::npos)
            return true;
        start = end + 1;
    }
}

} // namespace

bool isUsdIdentifier(std::string_view name)
{
    if (name.empty() || !isLetterOrUnderscore(name.front()))
        return false;
    for (char c : name)
        if (!isLetterOrUnderscore(c) && !isDigit(c))
            return false;
    return true;
}

bool isAbsolutePrimPath(std::string_view path)
{
    return path.size() > 1 && path.front() == '/' && identifiersSeparatedBy(path.substr(1), '/');
}

bool isUsdAttributeName(std::string_view name)
{
    return identifiersSeparatedBy(name, ':');
}

bool isNodeAttributePath(std::string_view path)
{
    const std::size_t dot = path.find('.');
    if (dot == 0 || dot == std::string_view::npos || dot + 1 == path.size())
        return false;
    for (char c : path)
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r')
            return false;
    return true;
}

} // namespace knotline
