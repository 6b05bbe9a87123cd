#include "core/filters/RotationChannelName.h"

namespace knotline {

namespace {

constexpr std::string_view kXformOp = "xformOp:";

/// The attribute name: the text after the path's last '.'.
std::string_view attributeName(std::string_view path)
{
    const std::size_t dot = path.rfind('.');
    return dot == std::string_view::npos ? path : path.substr(dot + 1);
}

} // namespace

bool isRotationName(std::string_view path)
{
    std::string_view name = attributeName(path);
    if (name.substr(0, kXformOp.size()) == kXformOp)
        name.remove_prefix(kXformOp.size());
    return name.substr(0, 6) == "rotate";
}

std::optional<RotationAxisName> rotationAxisOf(std::string_view path)
{
    const std::string_view name = attributeName(path);
    const std::size_t nameStart = path.size() - name.size();
    // The op: "rotateX" in "rotateX", "xformOp:rotateX" or "xformOp:rotateX:suffix".
    std::size_t opStart = 0;
    std::size_t opEnd = name.size();
    if (name.substr(0, kXformOp.size()) == kXformOp) {
        opStart = kXformOp.size();
        const std::size_t colon = name.find(':', opStart);
        if (colon != std::string_view::npos)
            opEnd = colon;
    }
    const std::string_view op = name.substr(opStart, opEnd - opStart);
    if (op.size() != 7 || op.substr(0, 6) != "rotate")
        return std::nullopt;
    const char letter = op[6];
    if (letter != 'X' && letter != 'Y' && letter != 'Z')
        return std::nullopt;
    RotationAxisName out;
    out.axis = static_cast<std::size_t>(letter - 'X');
    const std::size_t letterAt = nameStart + opStart + 6;
    out.group = std::string(path.substr(0, letterAt)) + std::string(path.substr(letterAt + 1));
    return out;
}

} // namespace knotline
