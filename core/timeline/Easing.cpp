#include "core/timeline/Easing.h"

#include "core/base/ShortestNumber.h"

#include <charconv>
#include <cmath>
#include <string>
#include <system_error>
#include <vector>

namespace knotline {

namespace {

std::string_view trimmed(std::string_view s)
{
    const auto space = [](char c) { return c == ' ' || c == '\t' || c == '\n' || c == '\r'; };
    while (!s.empty() && space(s.front()))
        s.remove_prefix(1);
    while (!s.empty() && space(s.back()))
        s.remove_suffix(1);
    return s;
}

/// The arguments of "name(a, b, …)" split at commas and trimmed; false when `text` is not
/// of that form.
bool functionArguments(std::string_view text, std::string_view name, std::vector<std::string_view> &out)
{
    if (text.substr(0, name.size()) != name)
        return false;
    std::string_view rest = trimmed(text.substr(name.size()));
    if (rest.size() < 2 || rest.front() != '(' || rest.back() != ')')
        return false;
    rest = rest.substr(1, rest.size() - 2);
    out.clear();
    while (true) {
        const std::size_t comma = rest.find(',');
        out.push_back(trimmed(rest.substr(0, comma)));
        if (comma == std::string_view::npos)
            break;
        rest.remove_prefix(comma + 1);
    }
    return true;
}

bool parseNumber(std::string_view s, double &out)
{
    if (!s.empty() && s.front() == '+')
        s.remove_prefix(1);
    const auto r = std::from_chars(s.data(), s.data() + s.size(), out);
    return r.ec == std::errc() && r.ptr == s.data() + s.size() && std::isfinite(out);
}

Easing quadratic(EasingKind kind)
{
    Easing e;
    e.kind = kind;
    return e;
}

Result<Easing> cubicBezierFromText(std::string_view name, const std::vector<std::string_view> &args)
{
    double v[4] = {0.0, 0.0, 0.0, 0.0};
    if (args.size() != 4)
        return Result<Easing>::error(MessageId::EasingUnsupported, name);
    for (int i = 0; i < 4; ++i)
        if (!parseNumber(args[static_cast<std::size_t>(i)], v[i]))
            return Result<Easing>::error(MessageId::EasingUnsupported, name);
    return easingFromControlPoints(v[0], v[1], v[2], v[3]);
}

Result<Easing> stepsFromText(std::string_view name, const std::vector<std::string_view> &args)
{
    if (args.empty() || args.size() > 2)
        return Result<Easing>::error(MessageId::EasingUnsupported, name);
    int n = 0;
    const std::string_view count = args[0];
    const auto r = std::from_chars(count.data(), count.data() + count.size(), n);
    if (r.ec != std::errc() || r.ptr != count.data() + count.size())
        return Result<Easing>::error(MessageId::EasingStepsInvalid, name);
    Easing e;
    e.kind = EasingKind::Steps;
    e.steps = n;
    if (args.size() == 2) {
        const std::string_view pos = args[1];
        if (pos == "jump-start" || pos == "start")
            e.jump = StepJump::Start;
        else if (pos == "jump-end" || pos == "end")
            e.jump = StepJump::End;
        else if (pos == "jump-none")
            e.jump = StepJump::None;
        else if (pos == "jump-both")
            e.jump = StepJump::Both;
        else
            return Result<Easing>::error(MessageId::EasingUnsupported, name);
    }
    const int least = e.jump == StepJump::None ? 2 : 1;
    if (n < least || n > kMaxEasingSteps)
        return Result<Easing>::error(MessageId::EasingStepsInvalid, name);
    return e;
}

} // namespace

Result<Easing> easingFromControlPoints(double x1, double y1, double x2, double y2)
{
    const double v[4] = {x1, y1, x2, y2};
    for (double x : v)
        if (!std::isfinite(x))
            return Result<Easing>::error(MessageId::EasingBezierXOutOfRange, shortestNumber(x));
    for (double x : {x1, x2})
        if (!(x >= 0.0 && x <= 1.0))
            return Result<Easing>::error(MessageId::EasingBezierXOutOfRange, shortestNumber(x));
    Easing e;
    e.kind = EasingKind::CubicBezier;
    e.x1 = x1;
    e.y1 = y1;
    e.x2 = x2;
    e.y2 = y2;
    return e;
}

Result<Easing> easingFromName(std::string_view name)
{
    const std::string_view n = trimmed(name);
    if (n == "linear")
        return Easing{};
    if (n == "step" || n == "step-end")
        return quadratic(EasingKind::Held);
    if (n == "ease_in")
        return quadratic(EasingKind::QuadIn);
    if (n == "ease_out")
        return quadratic(EasingKind::QuadOut);
    if (n == "ease_in_out" || n == "ease")
        return quadratic(EasingKind::QuadInOut);
    if (n == "ease-in")
        return easingFromControlPoints(0.42, 0.0, 1.0, 1.0);
    if (n == "ease-out")
        return easingFromControlPoints(0.0, 0.0, 0.58, 1.0);
    if (n == "ease-in-out")
        return easingFromControlPoints(0.42, 0.0, 0.58, 1.0);
    if (n == "step-start") {
        Easing e;
        e.kind = EasingKind::Steps;
        e.steps = 1;
        e.jump = StepJump::Start;
        return e;
    }
    std::vector<std::string_view> args;
    if (functionArguments(n, "cubic-bezier", args))
        return cubicBezierFromText(name, args);
    if (functionArguments(n, "steps", args))
        return stepsFromText(name, args);
    return Result<Easing>::error(MessageId::EasingUnsupported, name);
}

int easingStepJumps(const Easing &e)
{
    switch (e.jump) {
    case StepJump::None:
        return e.steps - 1;
    case StepJump::Both:
        return e.steps + 1;
    case StepJump::Start:
    case StepJump::End:
        break;
    }
    return e.steps;
}

int easingStepAt(const Easing &e, double p)
{
    // CSS Easing Functions Level 1, "step easing function": current step = floor(p · steps),
    // plus one for jump-start and jump-both, clamped to [0, jumps] for p in [0, 1].
    double step = std::floor(p * static_cast<double>(e.steps));
    if (e.jump == StepJump::Start || e.jump == StepJump::Both)
        step += 1.0;
    const double jumps = static_cast<double>(easingStepJumps(e));
    if (step < 0.0)
        step = 0.0;
    if (step > jumps)
        step = jumps;
    return static_cast<int>(step);
}

} // namespace knotline
