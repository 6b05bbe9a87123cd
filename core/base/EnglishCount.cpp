#include "core/base/EnglishCount.h"

namespace knotline {

std::string englishCount(std::size_t n, std::string_view singular, std::string_view plural)
{
    std::string out = std::to_string(n);
    out += ' ';
    out += n == 1 ? singular : plural;
    return out;
}

} // namespace knotline
