#pragma once
// `knotline bake IN.usda -o OUT.usda [--range A:B] [--stride S] [--attr PATH]...
//  [--target samples|interchange] [--tolerance T] [--jump-gap G]`: writes a copy of the
// input's root layer with its spline attributes (all, or the --attr ones) baked into time
// samples or interchange-safe splines (core/io/BakeExport.h), and prints the bake report
// (samples per attribute, largest error and where) on stdout.

#include <QStringList>

namespace knotline::cli {

/// `arguments[0]` is the program path, then the subcommand's own arguments. Returns the exit status.
int runBake(const QStringList &arguments);

} // namespace knotline::cli
