#pragma once
// `knotline info IN.usda`: describes the layer (version, time metadata, sublayers with
// their mapping into the root's time) and every spline attribute (value type, curve type,
// knot count, extrapolation, loops, regressive segments), then the time-sampled
// attributes. Problems met while opening sublayers go to stderr.
//
// `knotline info IN.anim`: describes a Maya .anim file — header (versions, time, linear
// and angular units, start/end time) and every curve by its "node.attribute" path (key
// count, first and last key time in the file's frames, output type and unit, weighted or
// not, pre/post infinity), then the nodes the file lists without a curve. Warnings
// (unknown keywords or units) go to stderr.

#include <QStringList>

namespace knotline::cli {

/// `arguments[0]` is the program path, then the subcommand's own arguments. Returns the exit status.
int runInfo(const QStringList &arguments);

} // namespace knotline::cli
