#pragma once
// Extrapolation and inner-loop parameters of a spline (OpenUSD TsExtrapolation,
// TsLoopParams). All times are time codes.

#include <optional>

namespace knotline {

enum class ExtrapolationMode {
    ValueBlock,    ///< no value outside the knots (usda "none")
    Held,          ///< the end knot's value (pre side: the first knot's pre-value); default
    Linear,        ///< straight line with the slope of the facing segment (semantics rule 5)
    Sloped,        ///< straight line with an authored slope
    LoopRepeat,    ///< copies of the looped region, each offset by the region's value change
    LoopReset,     ///< exact copies of the looped region
    LoopOscillate, ///< copies alternately mirrored in time
};

struct Extrapolation {
    ExtrapolationMode mode = ExtrapolationMode::Held;
    double slope = 0.0; ///< value units per time code; used only by Sloped
    /// Looping modes only: the knot time that bounds the looped region (pre: [first, B],
    /// post: [B, last]). Unset = the whole knot region. Must name a knot time, else the
    /// extrapolation evaluates as a value block (matches Ts loopBoundaryTime).
    std::optional<double> loopBoundary;

    bool isLooping() const
    {
        return mode == ExtrapolationMode::LoopRepeat || mode == ExtrapolationMode::LoopReset
            || mode == ExtrapolationMode::LoopOscillate;
    }
    bool operator==(const Extrapolation &) const = default;
};

/// Inner loop: the prototype region [protoStart, protoEnd) is repeated numPreLoops times
/// before and numPostLoops times after itself; each copy's values shift by valueOffset
/// per iteration (post copies up, pre copies down). Matches Ts TsLoopParams.
struct LoopParams {
    double protoStart = 0.0; ///< time code; a knot must exist here for loops to apply
    double protoEnd = 0.0;   ///< time code, > protoStart
    int numPreLoops = 0;     ///< >= 0
    int numPostLoops = 0;    ///< >= 0
    double valueOffset = 0.0;

    /// All fields zero: no inner loop authored.
    bool isDefault() const
    {
        return protoStart == 0.0 && protoEnd == 0.0 && numPreLoops == 0 && numPostLoops == 0
            && valueOffset == 0.0;
    }
    /// Span of one iteration in time codes.
    double protoSpan() const { return protoEnd - protoStart; }
    /// The interval covered by the prototype and all its copies: [start, end].
    double loopedStart() const { return protoStart - numPreLoops * protoSpan(); }
    double loopedEnd() const { return protoEnd + numPostLoops * protoSpan(); }

    bool operator==(const LoopParams &) const = default;
};

} // namespace knotline
