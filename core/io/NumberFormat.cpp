#include "core/io/NumberFormat.h"

#include "core/spline/ValueRounding.h"

#include <charconv>
#include <cmath>
#include <cstdio>
#include <cstring>

namespace knotline {

namespace {

// Rewrites shortest scientific text "d.ddde±X" (from to_chars) in the usda style.
void appendStyled(std::string &out, const char *sci, std::size_t len)
{
    const char *e = static_cast<const char *>(std::memchr(sci, 'e', len));
    if (!e) { // to_chars never omits the exponent in scientific format
        out.append(sci, len);
        return;
    }
    bool negative = false;
    const char *p = sci;
    if (*p == '-') {
        negative = true;
        ++p;
    }
    char digits[40];
    std::size_t nd = 0;
    for (; p < e; ++p)
        if (*p != '.')
            digits[nd++] = *p;
    int exponent = 0;
    std::from_chars(e + 1 + (e[1] == '+' ? 1 : 0), sci + len, exponent);
    while (nd > 1 && digits[nd - 1] == '0')
        --nd;
    if (negative)
        out.push_back('-');
    if (exponent >= -6 && exponent < 15) {
        if (exponent < 0) {
            out.append("0.");
            out.append(static_cast<std::size_t>(-exponent - 1), '0');
            out.append(digits, nd);
        } else if (static_cast<int>(nd) <= exponent + 1) {
            out.append(digits, nd);
            out.append(static_cast<std::size_t>(exponent + 1 - static_cast<int>(nd)), '0');
        } else {
            out.append(digits, static_cast<std::size_t>(exponent + 1));
            out.push_back('.');
            out.append(digits + exponent + 1, nd - static_cast<std::size_t>(exponent + 1));
        }
        return;
    }
    out.push_back(digits[0]);
    if (nd > 1) {
        out.push_back('.');
        out.append(digits + 1, nd - 1);
    }
    char ebuf[16];
    const int a = std::abs(exponent);
    std::snprintf(ebuf, sizeof ebuf, "e%c%02d", exponent < 0 ? '-' : '+', a);
    out.append(ebuf);
}

bool appendSpecial(std::string &out, double v)
{
    if (std::isnan(v)) {
        out.append("nan");
        return true;
    }
    if (std::isinf(v)) {
        out.append(v < 0 ? "-inf" : "inf");
        return true;
    }
    return false;
}

} // namespace

void appendDouble(std::string &out, double v)
{
    if (appendSpecial(out, v))
        return;
    char buf[64];
    const auto r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::scientific);
    appendStyled(out, buf, static_cast<std::size_t>(r.ptr - buf));
}

void appendValue(std::string &out, double v, ValueType type)
{
    if (type == ValueType::Double || appendSpecial(out, v)) {
        if (type == ValueType::Double)
            appendDouble(out, v);
        return;
    }
    char buf[64];
    if (type == ValueType::Float) {
        const auto r = std::to_chars(buf, buf + sizeof buf, static_cast<float>(v),
                                     std::chars_format::scientific);
        appendStyled(out, buf, static_cast<std::size_t>(r.ptr - buf));
        return;
    }
    // Half: the fewest significant digits that round back to the same half.
    for (int precision = 0; precision < 17; ++precision) {
        const auto r = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::scientific, precision);
        double back = 0.0;
        std::from_chars(buf, r.ptr, back);
        if (roundToHalf(back) == v || precision == 16) {
            appendStyled(out, buf, static_cast<std::size_t>(r.ptr - buf));
            return;
        }
    }
}

std::string formatDouble(double v)
{
    std::string s;
    appendDouble(s, v);
    return s;
}

std::string formatFloat(double v)
{
    std::string s;
    appendValue(s, v, ValueType::Float);
    return s;
}

std::string formatHalf(double v)
{
    std::string s;
    appendValue(s, v, ValueType::Half);
    return s;
}

std::string formatValue(double v, ValueType type)
{
    std::string s;
    appendValue(s, v, type);
    return s;
}

} // namespace knotline
