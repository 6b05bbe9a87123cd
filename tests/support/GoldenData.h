#pragma once
// Test support: locating ../shared/golden and converting its JSON spline schema
// (see ../shared/golden/README.md) into knotline::Spline.

#include "core/spline/Spline.h"

#include <QJsonArray>
#include <QJsonObject>
#include <QString>
#include <QStringList>
#include <optional>
#include <vector>

namespace knotline::test {

/// sharedRoot()/realdata/<name>: a real file of ../shared/realdata.
QString realData(const char *name);
/// $KNOTLINE_GOLDEN_DIR when set, else sharedRoot()/golden.
QString goldenRoot();
/// $KNOTLINE_SHARED_DIR when set, else <project root>/../shared (specs, realdata, golden).
QString sharedRoot();
/// The paths among `paths` that do not exist, as one message naming each ("missing shared
/// file(s): …"), or an empty string. A path starting with "golden/" is relative to
/// goldenRoot(), any other to sharedRoot().
QString missingSharedPaths(const QStringList &paths);

/// In a test function (usually initTestCase): fails, naming every missing file, when any of
/// the shared files or folders given is missing, so a test without ../shared fails with a
/// message instead of crashing. Arguments: paths as for missingSharedPaths.
#define KNOTLINE_REQUIRE_SHARED(...)                                                     \
    do {                                                                                 \
        const QString knotlineMissing_ = ::knotline::test::missingSharedPaths({__VA_ARGS__}); \
        QVERIFY2(knotlineMissing_.isEmpty(), qPrintable(knotlineMissing_));               \
    } while (false)

/// Files in `<goldenRoot>/<subdir>` whose names match `pattern` (e.g. "eval*.jsonl"), sorted.
QStringList goldenFiles(const QString &subdir, const QString &pattern);
/// Every line of the given JSON Lines files parsed as objects. A malformed line is
/// reported with QFAIL-compatible message in `error` and stops reading.
std::vector<QJsonObject> readJsonLines(const QStringList &files, QString *error);

Interpolation interpolationFromJson(const QString &name);
ExtrapolationMode extrapolationModeFromJson(const QString &name);
Knot knotFromJson(const QJsonObject &k);
std::vector<Knot> knotsFromJson(const QJsonArray &a);
/// Builds a spline from the golden "spline" object the way the Ts museum does: value type,
/// curve type, extrapolation and loop parameters first, then the knots with anti-regression
/// off (kept exactly as given, rounded to `valueType`). Returns nullopt and sets `error`
/// when the spline is refused.
std::optional<Spline> splineFromJson(const QJsonObject &s, QString *error,
                                     ValueType valueType = ValueType::Double);
/// The named spline of <goldenRoot>/ts-reference/museum.jsonl, built with splineFromJson
/// (Ts's museum: anti-regression off). Returns nullopt and sets `error` when the file is
/// unreadable, the name is not there or the spline is refused.
std::optional<Spline> museumSpline(const QString &name, QString *error);
/// JSON number or null → optional double.
std::optional<double> optionalNumber(const QJsonValue &v);
/// |got - want| <= tol * max(1, |want|), both absent counts as equal.
bool closeEnough(std::optional<double> got, std::optional<double> want, double tol);
QString describe(std::optional<double> v);

} // namespace knotline::test
