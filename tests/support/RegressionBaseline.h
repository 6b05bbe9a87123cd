#pragma once
// Test support: OpenUSD's testTsRegressionPreventer baselines
// (<golden>/ts-reference/regression/<Case><Mode>_TsTestBaseline.txt, read with
// readTsTestBaseline): the mode part of a file name, the interactive-edit result block
// ("TsRegressionPreventer::SetResult:"), and comparing knots with a tolerance.

#include "core/spline/Knot.h"
#include "core/spline/SplineTypes.h"

#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace knotline::test {

/// The mode a baseline file name ends with, Ts's display name without spaces: "None",
/// "Contain", "KeepRatio", "KeepStart", "LimitActive", "LimitOpposite". nullopt otherwise.
std::optional<AntiRegressionMode> antiRegressionModeFromName(const QString &name);

/// The result block of a regression baseline: which segments next to the edited
/// ("active") knot exist, and the four tangent widths Ts's preventer ended with, in time
/// codes (printed with 6 decimals; 0 for a missing segment). The per-width "Adjusted"
/// flags are not kept.
struct TsSetResult {
    bool havePreSegment = false;
    double preActiveWidth = 0.0;   ///< the active knot's pre-tangent width
    double preOppositeWidth = 0.0; ///< the previous knot's post-tangent width
    bool havePostSegment = false;
    double postActiveWidth = 0.0;   ///< the active knot's post-tangent width
    double postOppositeWidth = 0.0; ///< the next knot's pre-tangent width
};

/// Parses TsTestBaseline::resultBlock. nullopt and `error` when a field is missing or
/// malformed.
std::optional<TsSetResult> parseTsSetResult(const QStringList &block, QString *error);

/// Compares time, value, pre-value, both tangents' widths and slopes (closeEnough with
/// `tolerance`) and the interpolation and tangent algorithms of every knot. Each mismatch
/// is reported with qWarning, prefixed by `what`; returns the number of mismatches.
/// `*compared` (when given) grows by the number of numeric fields compared (6 per knot,
/// 7 when the expected knot is dual-valued) and `*maxDeviation` (when given) becomes the
/// largest |got − want| seen.
int compareKnots(const QString &what, const std::vector<Knot> &got, const std::vector<Knot> &want,
                 double tolerance, int *compared = nullptr, double *maxDeviation = nullptr);

/// The number of numeric fields compareKnots compares for `want`.
int knotFieldCount(const std::vector<Knot> &want);

} // namespace knotline::test
