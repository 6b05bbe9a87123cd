#pragma once
// Time codes and real time (../shared/seeds/openusd-time-and-animated-values.txt,
// "Understanding TimeCodes" and "Scaling TimeCodes to Real Time").
//
// A time code is a unitless double: the time coordinate of animated values in a layer.
// It maps to seconds through the layer's effective timeCodesPerSecond (tcps):
// seconds = timeCode / tcps. This header includes no Qt.

#include <optional>

namespace knotline {

/// The fallback timeCodesPerSecond when no layer authors one (OpenUSD SdfSchema fallback).
inline constexpr double kDefaultTimeCodesPerSecond = 24.0;

/// The frame rate of a timeline document whose file names none (a compiled timeline
/// without knotline.frame_rate), in time codes per second. A timeline (spec/timeline.md
/// §1.1) counts in seconds, the editor in time codes: time codes = seconds × this rate.
inline constexpr double kDefaultTimelineFrameRate = 24.0;

/// Seconds for `timeCode` at `timeCodesPerSecond` (precondition: tcps > 0). The one
/// conversion from time codes to seconds: a layer's time codes to real time, and the
/// editor's time codes to a timeline's seconds or a clip's local seconds.
constexpr double timeCodeToSeconds(double timeCode, double timeCodesPerSecond)
{
    return timeCode / timeCodesPerSecond;
}

/// Time code for `seconds` at `timeCodesPerSecond` (precondition: tcps > 0): the inverse
/// of timeCodeToSeconds, for real time and for timeline and clip-local seconds alike.
constexpr double secondsToTimeCode(double seconds, double timeCodesPerSecond)
{
    return seconds * timeCodesPerSecond;
}

/// True when `t` can be used as a time code in a range or a knot: finite (the user
/// guide discourages infinite time codes and TimeCodeRange refuses them).
bool isFiniteTimeCode(double t);

/// The time metadata of one layer that decides its time scale; unset = not authored.
struct LayerTimeMetadata {
    std::optional<double> timeCodesPerSecond;
    std::optional<double> framesPerSecond;
};

/// A single layer's own timeCodesPerSecond: its authored timeCodesPerSecond, else its
/// authored framesPerSecond (legacy fallback), else 24. Matches SdfLayer::
/// GetTimeCodesPerSecond, which composition uses for every layer of a layer stack.
/// Authored values that are not finite and > 0 are skipped as if not authored.
double layerTimeCodesPerSecond(const LayerTimeMetadata &layer);

/// The stage's timeCodesPerSecond from its root layer and optional session layer, in the
/// user guide's order of precedence: session timeCodesPerSecond, root
/// timeCodesPerSecond, session framesPerSecond, root framesPerSecond, then 24.
/// Matches PcpLayerStack's choice of the layer-stack time scale.
double stageTimeCodesPerSecond(const LayerTimeMetadata &root,
                               const LayerTimeMetadata *session = nullptr);

} // namespace knotline
