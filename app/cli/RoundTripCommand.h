#pragma once
// `knotline roundtrip IN.anim`: converts every Maya curve of the file to an OpenUSD spline
// (through usda text) and back, evaluates the original, the usda spline (Ts rules) and the
// curve converted back (Maya rules) at every frame and every 1/N sub-frame (--subframes N,
// default 8) and at every key, over the keys' span widened by that span on each side
// (core/io/RoundTripCheck.h), and prints per curve whether the conversion is exact, the
// largest difference and where. Times are the file's frames, differences its value units.
//
// Output: a header line, then one line per curve
//   <node.attribute>  <exact|rounding|differs>  usd <difference> at <time>  back <difference> at <time>
// then "summary: E exact, R rounding, D differ; S samples compared".
// Exit status: CliCommon's (0 ok, 1 unreadable input, 2 bad arguments), and 3 with
// --tolerance T when some curve differs by more than T (value units).

#include <QStringList>

namespace knotline::cli {

/// Exit status of roundtrip --tolerance when a curve differs by more than the tolerance.
constexpr int ExitRoundTripDiffers = 3;

/// `arguments[0]` is the program path, then the subcommand's own arguments. Returns the exit status.
int runRoundTrip(const QStringList &arguments);

} // namespace knotline::cli
