#pragma once
// `knotline bake IN.usda -o OUT.usda [--range A:B] [--stride S] [--attr PATH]...
//  [--target samples|interchange] [--tolerance T] [--jump-gap G]`: writes a copy of the
// input's root layer with its spline attributes (all, or the --attr ones) baked into time
// samples or interchange-safe splines (core/io/BakeExport.h), and prints the bake report
// (samples per attribute, largest error and where) on stdout.
// Attributes driven by a value-clip set (all of them, or the --attr ones) are written as
// time samples of the root layer at every stage-time sample of the set, both sides of each
// jump included, with the resolved values (core/valueclips/ClipBake.h): the samples give
// the clip-resolved values at every time, and, being in the root layer, win over the clips.
//
// `knotline bake IN.anim -o OUT.usda …`: bakes the curves of a Maya .anim file into a new
// usda layer named as core/io/AnimToUsda.h describes (node.attribute → /node.leaf, time
// codes = the file's frames, values in the file's units). --attr takes node.attribute
// paths; --range and --stride are in the file's frames (default range: its
// startTime:endTime). Time samples hold Maya's values (AnimCurve::evaluate, what
// `knotline eval` prints): the extra samples before jumps come from the curves' splines
// (AnimCurve::spline()), and where Maya's value jumps just after a sample time (step-next
// keys, cycle boundaries) a sample just after it holds the new value. The reported error
// is measured against the splines.

#include <QStringList>

namespace knotline::cli {

/// `arguments[0]` is the program path, then the subcommand's own arguments. Returns the exit status.
int runBake(const QStringList &arguments);

} // namespace knotline::cli
