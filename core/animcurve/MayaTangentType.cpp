#include "core/animcurve/MayaTangentType.h"

#include <array>
#include <utility>

namespace knotline {

namespace {

constexpr std::array<std::pair<MayaTangentType, std::string_view>, 12> kWords{{
    {MayaTangentType::Global, "global"},
    {MayaTangentType::Fixed, "fixed"},
    {MayaTangentType::Linear, "linear"},
    {MayaTangentType::Flat, "flat"},
    {MayaTangentType::Smooth, "spline"},
    {MayaTangentType::Step, "step"},
    {MayaTangentType::StepNext, "stepnext"},
    {MayaTangentType::Clamped, "clamped"},
    {MayaTangentType::Plateau, "plateau"},
    {MayaTangentType::Auto, "auto"},
    {MayaTangentType::AutoMix, "automix"},
    {MayaTangentType::AutoEase, "autoease"},
}};

} // namespace

bool isComputedTangentType(MayaTangentType type)
{
    return type != MayaTangentType::Fixed && type != MayaTangentType::Global;
}

bool isAutoFamily(MayaTangentType type)
{
    return type == MayaTangentType::Auto || type == MayaTangentType::AutoMix
        || type == MayaTangentType::AutoEase;
}

std::string_view mayaTangentTypeWord(MayaTangentType type)
{
    for (const auto &[t, word] : kWords)
        if (t == type)
            return word;
    return "global";
}

std::optional<MayaTangentType> mayaTangentTypeFromWord(std::string_view word)
{
    for (const auto &[t, w] : kWords)
        if (w == word)
            return t;
    if (word == "smooth" || word == "slow" || word == "fast")
        return MayaTangentType::Smooth;
    if (word == "autocustom")
        return MayaTangentType::Auto;
    return std::nullopt;
}

} // namespace knotline
