#include "core/animcurve/InfinityType.h"

#include <array>
#include <utility>

namespace knotline {

namespace {

constexpr std::array<std::pair<InfinityType, std::string_view>, 5> kWords{{
    {InfinityType::Constant, "constant"},
    {InfinityType::Linear, "linear"},
    {InfinityType::Cycle, "cycle"},
    {InfinityType::CycleRelative, "cycleRelative"},
    {InfinityType::Oscillate, "oscillate"},
}};

} // namespace

std::string_view infinityTypeWord(InfinityType type)
{
    for (const auto &[t, word] : kWords)
        if (t == type)
            return word;
    return "constant";
}

std::optional<InfinityType> infinityTypeFromWord(std::string_view word)
{
    for (const auto &[t, w] : kWords)
        if (w == word)
            return t;
    return std::nullopt;
}

bool isCycling(InfinityType type)
{
    return type == InfinityType::Cycle || type == InfinityType::CycleRelative
        || type == InfinityType::Oscillate;
}

} // namespace knotline
