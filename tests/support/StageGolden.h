#pragma once
// Test support for golden folders in the value-clip format (../shared/golden/clips/README.md:
// one case per line of expected*.jsonl with `id`, `root`, `samples` — attr, time, value or
// null — and `timeSamples`, the stage times per attribute): reading the cases with the
// counts they hold, and comparing a stage's time-sample lists with them. Used by the
// clips and timecode golden tests.

#include "core/valueclips/ValueClipStage.h"

#include <QJsonObject>
#include <QString>
#include <QStringList>

#include <vector>

namespace knotline::test {

struct StageGoldenCases {
    std::vector<QJsonObject> cases;
    int values = 0; ///< samples in all cases
    int lists = 0;  ///< time-sample lists in all cases
};

/// Every case of <goldenRoot>/<folder>/expected*.jsonl and what they hold; `error` is set
/// (and the cases may be partial) when a file cannot be read or a line is not an object.
StageGoldenCases readStageGoldenCases(const QString &folder, QString *error);

/// Compares `stage.timeSamples` of every attribute in case `c`'s `timeSamples` with the
/// listed times (1e-9 relative, floor 1, as the README gives); adds each list to `*lists`
/// and its times to `*times`; returns one line per list that differs.
QStringList compareStageTimeSamples(const QJsonObject &c, ValueClipStage &stage, int *lists, int *times);

} // namespace knotline::test
