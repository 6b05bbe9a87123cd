#pragma once
// Test support: reading OpenUSD Ts's printed test data (../shared/golden/ts-reference):
// the spline debug dump ("Spline:" / "Loop:" / "Knot:" blocks, one "  field value" per
// line) used by TsTest baselines and testTsSplineSampling.txt, and the TsTest baseline
// files (optional result block, "-----", spline dump, "-----", "time value" lines
// printed with 6 decimals). Only the 2025 dump format is understood.

#include "core/spline/Spline.h"

#include <QString>
#include <QStringList>
#include <optional>
#include <utility>
#include <vector>

namespace knotline::test {

/// One spline as Ts prints it. Times in time codes, slopes per time code.
struct TsSplineDump {
    QString valueType = QStringLiteral("double"); ///< "double", "float" or "half"
    bool timeValued = false;
    CurveType curveType = CurveType::Bezier;
    Extrapolation pre;
    Extrapolation post;
    std::optional<LoopParams> loop; ///< set when a "Loop:" block is present
    std::vector<Knot> knots;        ///< in printed order (ascending time)
};

/// Parses the dump whose "Spline:" header is `lines[*pos]`, stopping at the first line
/// that is not part of it (blank, "-----", another section). On success advances
/// `*pos` past the dump. An unknown field or unparsable number sets `error` (with the
/// line number, 1-based) and returns nullopt.
std::optional<TsSplineDump> parseTsSplineDump(const QStringList &lines, qsizetype *pos, QString *error);

/// Builds a knotline Spline from a dump with anti-regression None, so the printed knots
/// are kept as they are (computed tangents are recomputed, which Ts has already done
/// before printing). The value type is set before the knots, as Ts builds them.
std::optional<Spline> splineFromDump(const TsSplineDump &dump, QString *error);

/// A TsTest baseline file.
struct TsTestBaseline {
    QStringList resultBlock;  ///< lines before the first "-----" (interactive-edit result), may be empty
    TsSplineDump spline;      ///< the spline the samples were taken from
    std::vector<std::pair<double, double>> samples; ///< printed (time, value), 6 decimals
};

/// Reads a TsTest baseline; nullopt and `error` when the file is missing or malformed.
std::optional<TsTestBaseline> readTsTestBaseline(const QString &path, QString *error);

/// The exact time a TsTest "standard times" sample was taken at, from its printed time
/// (6 decimals). TsTest samples t0 + i·(t1 − t0)/201 over the knot span [t0, t1] and
/// one point 20% of the span before and after it; the printed time is mapped to the
/// nearest such time when it is within 5.1e-7, else returned unchanged.
double exactTsTestSampleTime(double printed, double firstKnotTime, double lastKnotTime);

} // namespace knotline::test
