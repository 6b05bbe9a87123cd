#include "core/document/UsdValue.h"

#include <charconv>
#include <limits>

namespace knotline {

UsdValue UsdValue::atom(std::string text)
{
    UsdValue v;
    v.kind = Kind::Atom;
    v.text = std::move(text);
    return v;
}

UsdValue UsdValue::string(std::string decoded)
{
    UsdValue v;
    v.kind = Kind::String;
    v.text = std::move(decoded);
    return v;
}

bool UsdValue::toDouble(double *out) const
{
    if (kind != Kind::Atom || text.empty())
        return false;
    if (text == "inf") {
        *out = std::numeric_limits<double>::infinity();
        return true;
    }
    if (text == "-inf") {
        *out = -std::numeric_limits<double>::infinity();
        return true;
    }
    if (text == "nan") {
        *out = std::numeric_limits<double>::quiet_NaN();
        return true;
    }
    const auto r = std::from_chars(text.data(), text.data() + text.size(), *out);
    return r.ec == std::errc() && r.ptr == text.data() + text.size();
}

bool UsdValue::operator==(const UsdValue &o) const
{
    return kind == o.kind && text == o.text && path == o.path && items == o.items
        && entries == o.entries && hasArcArguments == o.hasArcArguments;
}

} // namespace knotline
