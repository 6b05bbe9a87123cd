#pragma once
// `knotline eval IN.usda --attr /Prim.attr --time T[,T...] [--time …]`: prints the
// attribute's value at each time code, one per line in the order given, in shortest
// round-trip digits, or `none` where it has no value. Splines are evaluated with Ts
// semantics (from the root layer, or re-timed from a sublayer); time-sampled attributes
// with USD's linear interpolation; an attribute with only a numeric default prints it.
// An attribute driven by a value-clip set (its strongest opinion, spec/timeline.md §3.5)
// is resolved through the set (core/valueclips/ValueClipStage). `--source` adds, after
// each value, where it comes from: "spline in FILE", "time samples in FILE", "default in
// FILE", "clip set 'NAME' of /Prim, clip ASSET at clip time T" or "none".
//
// `knotline eval IN.anim --attr node.attribute --time T[,T...]`: the same for a curve of a
// Maya .anim file, named by its full attribute path ("joint2.translate.translateX") or its
// leaf ("joint2.translateX"). Times are the file's frames (time codes at its timeUnit's
// rate, e.g. ntscf: 60 per second); values are in the file's units. The curve evaluates
// with Maya's rules (AnimCurve::evaluate: key values at key times, step-next, cycling
// infinity as Maya maps it).

#include <QStringList>

namespace knotline::cli {

/// `arguments[0]` is the program path, then the subcommand's own arguments. Returns the exit status.
int runEval(const QStringList &arguments);

} // namespace knotline::cli
