#pragma once
// `knotline info IN.usda`: describes the layer (version, time metadata, sublayers with
// their mapping into the root's time) and every spline attribute (value type, curve type,
// knot count, extrapolation, loops, regressive segments), then the time-sampled
// attributes. Problems met while opening sublayers go to stderr.

#include <QStringList>

namespace knotline::cli {

/// `arguments[0]` is the program path, then the subcommand's own arguments. Returns the exit status.
int runInfo(const QStringList &arguments);

} // namespace knotline::cli
