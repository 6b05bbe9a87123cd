#pragma once
// Dispatch of the command-line subcommands, before any GUI object exists:
//
//   knotline bake IN.usda|IN.anim -o OUT.usda [--range A:B] [--stride S] [--attr PATH]...
//                                     [--target samples|interchange] [--tolerance T] [--jump-gap G]
//   knotline eval IN.usda --attr /Prim.attr --time T[,T...] [--time ...]
//   knotline eval IN.anim --attr node.attribute --time T[,T...] [--time ...]
//   knotline info IN.usda|IN.anim
//   knotline help                      (the subcommands; each takes --help)
//
// main() calls isSubcommand() first; when it is true, runSubcommand() makes a
// QCoreApplication (no GUI) and returns the exit status. See CliCommon.h for exit codes.

namespace knotline::cli {

/// True when argv[1] names a subcommand (bake, eval, info).
bool isSubcommand(int argc, char **argv);

/// Runs the subcommand in argv[1] and returns the process exit status.
int runSubcommand(int argc, char **argv);

} // namespace knotline::cli
