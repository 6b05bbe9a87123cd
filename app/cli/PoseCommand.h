#pragma once
// knotline pose FILE.json --time T[,T...]: the pose of a compiled timeline (spec/timeline.md
// §1.4) at each time, one line "time target property value" per key present, sorted by
// target then property (keys at rest print nothing). Times are timeline seconds; numbers
// print as the shortest text that reads back, strings as they are, booleans true/false.
// Exit codes and messages as the other subcommands (CliCommon.h).

#include <QStringList>

namespace knotline::cli {

int runPose(const QStringList &arguments);

} // namespace knotline::cli
