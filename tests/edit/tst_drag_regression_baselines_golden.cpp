// Golden test: the real drag sessions of core/edit (KnotDragSession, TangentDragSession)
// against Ts's interactive regression preventer, on OpenUSD's testTsRegressionPreventer
// baselines (<golden>/ts-reference/regression/<Case><Mode>_TsTestBaseline.txt; rules in
// ../shared/spec/ts-algorithms.md §3(g)).
//
// Each baseline is one (case, mode) pair of testTsRegressionPreventer.py: one knot of a
// museum spline is edited by one TsRegressionPreventer::Set under the mode, and the file
// records the resulting knots and the result block (the tangent widths on both sides of
// the edited knot). Here each case is the drag an animator makes in the curve canvas for
// the same edit, fed to the session the way the canvas feeds it:
//  - MoveStart: key 0 of NearCenterVertical dragged 0.4 later (KnotDragSession::drag with
//    time offsets relative to the press, no snapping, no axis lock);
//  - PreRegressive: key 0's out handle dragged out to width 0.8 + 0.5 along its slope
//    (TangentDragSession::apply with absolute handle positions in curve space);
//  - PostRegressive: key 1's in handle dragged out to width 0.8 + 0.5;
//  - InitiallyRegressive: RegressiveS is regressive as authored; key 156's out handle is
//    grabbed, moved and put back where it was (Ts: Set of the unchanged knot);
//  - Noop: the same with key 0's out handle of NearCenterVertical.
// Every drag goes through several moves (kCases: the mouse wanders, overshoots and comes
// back); the last move is Ts's proposal and its result is compared with the baseline:
// every knot field (time, value, both tangents' widths and slopes) and the result block's
// widths of the segments that exist, within the golden README's 1e-6; the result block's
// segment flags must agree too. Its "…Adjusted" flags are not compared: they are Ts's
// record of which widths its solver wrote (sticky across its two passes); the sessions
// report no such flags, and the widths they stand for are compared. Ts's test also
// requires no regressive segment after any mode but None; so does this one. The
// baselines' samples are checked by tst_spline_regression_baselines_golden.
//
// Skipped (kSkipped, with the reason): baselines whose edit a Knotline drag session
// deliberately does not make. coverage() checks that every baseline file in the folder is
// compared or skipped, that every skipped file exists, and that the number of baselines,
// steps and values compared is what the files hold.
#include "core/animcurve/AnimCurveFn.h"
#include "core/edit/KnotDragSession.h"
#include "core/edit/TangentDragSession.h"
#include "core/spline/Regression.h"
#include "tests/support/GoldenData.h"
#include "tests/support/RegressionBaseline.h"
#include "tests/support/TsBaseline.h"

#include <QDir>
#include <QFileInfo>
#include <QTest>
#include <cmath>
#include <vector>

using namespace knotline;
using namespace knotline::test;

namespace {

constexpr double kTolerance = 1e-6; // golden/README.md: the baselines print 6 decimals

enum class DragKind { Knot, Tangent };

/// One case of testTsRegressionPreventer.py as a canvas drag. `moves` are the proposals
/// in order: for a knot drag the time offset from the press, for a tangent drag the change
/// of the handle's width from its width at the press (the handle stays on the tangent's
/// line, so the slope is kept). The last move is the edit Ts makes.
struct DragCase {
    const char *name;
    const char *museum;
    double knotTime;
    DragKind kind;
    TangentSide side;
    std::vector<double> moves;
};

const std::vector<DragCase> &cases()
{
    static const std::vector<DragCase> all = {
        {"MoveStart", "NearCenterVertical", 0.0, DragKind::Knot, TangentSide::Out, {0.1, 0.25, 0.55, 0.4}},
        {"PreRegressive", "NearCenterVertical", 0.0, DragKind::Tangent, TangentSide::Out, {0.1, 0.3, 0.7, 0.5}},
        {"PostRegressive", "NearCenterVertical", 1.0, DragKind::Tangent, TangentSide::In, {0.1, 0.3, 0.7, 0.5}},
        {"InitiallyRegressive", "RegressiveS", 156.0, DragKind::Tangent, TangentSide::Out, {1.0, -2.0, 0.0}},
        {"Noop", "NearCenterVertical", 0.0, DragKind::Tangent, TangentSide::Out, {0.2, -0.2, 0.0}},
    };
    return all;
}

/// Baselines of the folder that no drag session makes, with the reason.
struct Skipped {
    const char *file;
    const char *reason;
};

constexpr const char *kReorder =
    "Ts moves knot 2 of FourKnotBezier past knot 3 (to 3.2) and re-sorts the knots; a Knotline knot "
    "drag stops minimumGap before the unmoved neighbour and never reorders keys (deliberate, "
    "KnotDragSession.h: Maya's stop, so key indices and the selection stay valid)";
constexpr const char *kReplace =
    "Ts moves knot 2 of FourKnotBezier exactly onto knot 3, replacing it; a Knotline knot drag stops "
    "minimumGap before the unmoved neighbour and never replaces a key (deliberate, KnotDragSession.h)";

constexpr Skipped kSkipped[] = {
    {"ReorderContain_TsTestBaseline.txt", kReorder},
    {"ReorderKeepRatio_TsTestBaseline.txt", kReorder},
    {"ReorderKeepStart_TsTestBaseline.txt", kReorder},
    {"ReorderLimitOpposite_TsTestBaseline.txt", kReorder},
    {"ReorderNone_TsTestBaseline.txt", kReorder},
    {"ReplaceLimitActive_TsTestBaseline.txt", kReplace},
};

constexpr const char *kSuffix = "_TsTestBaseline.txt";

QString regressionDir() { return goldenRoot() + QStringLiteral("/ts-reference/regression"); }

/// The case and mode a file name stands for; false when it names none of kCases.
bool caseOf(const QString &fileName, const DragCase **dragCase, AntiRegressionMode *mode)
{
    if (!fileName.endsWith(QLatin1String(kSuffix)))
        return false;
    const QString stem = fileName.chopped(qsizetype(qstrlen(kSuffix)));
    for (const DragCase &c : cases()) {
        const QString name = QLatin1String(c.name);
        if (!stem.startsWith(name))
            continue;
        if (const std::optional<AntiRegressionMode> m = antiRegressionModeFromName(stem.mid(name.size()))) {
            *dragCase = &c;
            *mode = *m;
            return true;
        }
    }
    return false;
}

bool isSkipped(const QString &fileName)
{
    for (const Skipped &s : kSkipped)
        if (fileName == QLatin1String(s.file))
            return true;
    return false;
}

QStringList baselineNames()
{
    return QDir(regressionDir()).entryList({QStringLiteral("*") + QLatin1String(kSuffix)}, QDir::Files, QDir::Name);
}

/// Feeds the case's moves to the real session; `curve` ends as the last move left it.
Status drag(const DragCase &c, AntiRegressionMode mode, std::size_t key, AnimCurve &curve)
{
    const AnimCurve before = curve;
    AnimCurveFn fn(curve);
    if (c.kind == DragKind::Knot) {
        Result<KnotDragSession> session = KnotDragSession::create(before, {key}, key);
        if (!session)
            return session.status();
        session.value().setAntiRegressionMode(mode);
        for (double offset : c.moves)
            if (Status st = session.value().drag(fn, offset, 0.0, DragAxis::Free, false); !st)
                return st;
        return Status::ok();
    }
    Result<TangentDragSession> session = TangentDragSession::create(before, key, c.side);
    if (!session)
        return session.status();
    session.value().setAntiRegressionMode(mode);
    const Knot &k = before.spline().knots()[key];
    const bool out = c.side == TangentSide::Out;
    const Tangent &tangent = out ? k.post : k.pre;
    for (double widthChange : c.moves) {
        // Where the canvas puts the handle: (t + w, v + s·w) out, (t − w, v_pre − s·w) in.
        const double w = tangent.width + widthChange;
        const double handleTime = out ? k.time + w : k.time - w;
        const double handleValue = out ? k.value + tangent.slope * w : k.authoredPreValue() - tangent.slope * w;
        if (Status st = session.value().apply(fn, handleTime, handleValue); !st)
            return st;
    }
    return Status::ok();
}

} // namespace

class TestDragRegressionBaselinesGolden : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void session_data();
    void session();
    void coverage();

private:
    int m_baselines = 0;
    int m_movesFed = 0;
    int m_steps = 0;
    int m_values = 0;
    double m_maxDeviation = 0.0;
    double m_maxWidthDeviation = 0.0;
};

void TestDragRegressionBaselinesGolden::initTestCase()
{
    KNOTLINE_REQUIRE_SHARED(QStringLiteral("golden/ts-reference/regression"),
                            QStringLiteral("golden/ts-reference/museum.jsonl"));
}

void TestDragRegressionBaselinesGolden::session_data()
{
    QTest::addColumn<QString>("path");
    for (const QString &name : baselineNames()) {
        const DragCase *c = nullptr;
        AntiRegressionMode mode;
        if (caseOf(name, &c, &mode))
            QTest::newRow(qPrintable(name.chopped(qsizetype(qstrlen(kSuffix))))) << QDir(regressionDir()).filePath(name);
    }
}

void TestDragRegressionBaselinesGolden::session()
{
    QFETCH(QString, path);
    const QString name = QFileInfo(path).fileName();
    const DragCase *c = nullptr;
    AntiRegressionMode mode;
    QVERIFY(caseOf(name, &c, &mode));
    QString error;
    const std::optional<TsTestBaseline> baseline = readTsTestBaseline(path, &error);
    QVERIFY2(baseline, qPrintable(error));
    const std::optional<TsSetResult> result = parseTsSetResult(baseline->resultBlock, &error);
    QVERIFY2(result, qPrintable(QStringLiteral("%1: %2").arg(name, error)));
    const std::optional<Spline> museum = museumSpline(QLatin1String(c->museum), &error);
    QVERIFY2(museum, qPrintable(error));
    const std::optional<std::size_t> key = museum->knotIndexAt(c->knotTime);
    QVERIFY2(key, qPrintable(QStringLiteral("%1: no knot at %2").arg(QLatin1String(c->museum)).arg(c->knotTime)));
    Result<AnimCurve> start = AnimCurveFn::fromSpline(*museum);
    QVERIFY2(start, start.message().c_str());
    AnimCurve curve = start.value();

    const Status dragged = drag(*c, mode, *key, curve);
    QVERIFY2(dragged, dragged.message().c_str());
    m_movesFed += int(c->moves.size());

    // The knots.
    const std::vector<Knot> &got = curve.spline().knots();
    int values = 0;
    double deviation = 0.0;      // knots, printed with all digits
    double widthDeviation = 0.0; // result block, printed with 6 decimals
    int failures = compareKnots(name, got, baseline->spline.knots, kTolerance, &values, &deviation);

    // The result block: the widths on both sides of the dragged key.
    const std::size_t a = *key;
    const bool havePre = a > 0 && a < got.size() && got[a - 1].nextInterp == Interpolation::Curve;
    const bool havePost = a + 1 < got.size() && got[a].nextInterp == Interpolation::Curve;
    auto width = [&](const char *field, double gotWidth, double want) {
        ++values;
        widthDeviation = std::max(widthDeviation, std::abs(gotWidth - want));
        if (closeEnough(gotWidth, want, kTolerance))
            return;
        ++failures;
        qWarning("%s result %s: expected %.6f got %.17g", qPrintable(name), field, want, gotWidth);
    };
    if (havePre != result->havePreSegment || havePost != result->havePostSegment) {
        ++failures;
        qWarning("%s result: segments next to the key differ (pre %d/%d, post %d/%d)", qPrintable(name),
                 int(havePre), int(result->havePreSegment), int(havePost), int(result->havePostSegment));
    }
    if (havePre && result->havePreSegment) {
        width("preActiveAdjustedWidth", got[a].pre.width, result->preActiveWidth);
        width("preOppositeAdjustedWidth", got[a - 1].post.width, result->preOppositeWidth);
    }
    if (havePost && result->havePostSegment) {
        width("postActiveAdjustedWidth", got[a].post.width, result->postActiveWidth);
        width("postOppositeAdjustedWidth", got[a + 1].pre.width, result->postOppositeWidth);
    }

    // Ts's own test: nothing regressive after a mode other than None.
    if (mode != AntiRegressionMode::None && !regressiveSegments(curve.spline()).empty()) {
        ++failures;
        qWarning("%s: regressive segment left after the drag", qPrintable(name));
    }

    ++m_baselines;
    ++m_steps; // the baseline records the result of one Set: the drag's last move
    m_values += values;
    m_maxDeviation = std::max(m_maxDeviation, deviation);
    m_maxWidthDeviation = std::max(m_maxWidthDeviation, widthDeviation);
    qInfo("%s: %zu moves, %d values compared, max |deviation| %.3g in the knots, %.3g in the result block",
          qPrintable(name), c->moves.size(), values, deviation, widthDeviation);
    QVERIFY2(failures == 0, qPrintable(QStringLiteral("%1: %2 of %3 values differ").arg(name).arg(failures).arg(values)));
}

void TestDragRegressionBaselinesGolden::coverage()
{
    // Every skipped file exists, so the list cannot go stale.
    for (const Skipped &s : kSkipped) {
        const QString path = QDir(regressionDir()).filePath(QLatin1String(s.file));
        QVERIFY2(QFileInfo::exists(path), qPrintable(QStringLiteral("skip list names a missing baseline: %1").arg(path)));
        qInfo("skipped %s: %s", s.file, s.reason);
    }
    // Every baseline of the folder is compared or skipped, and the counts are what the
    // compared files hold.
    int expectedBaselines = 0;
    int expectedValues = 0;
    for (const QString &name : baselineNames()) {
        const DragCase *c = nullptr;
        AntiRegressionMode mode;
        const bool compared = caseOf(name, &c, &mode);
        QVERIFY2(compared != isSkipped(name),
                 qPrintable(QStringLiteral("%1 is %2").arg(name, compared ? QStringLiteral("both compared and skipped")
                                                                          : QStringLiteral("neither compared nor skipped"))));
        if (!compared)
            continue;
        QString error;
        const std::optional<TsTestBaseline> baseline = readTsTestBaseline(QDir(regressionDir()).filePath(name), &error);
        QVERIFY2(baseline, qPrintable(error));
        const std::optional<TsSetResult> result = parseTsSetResult(baseline->resultBlock, &error);
        QVERIFY2(result, qPrintable(error));
        ++expectedBaselines;
        expectedValues += knotFieldCount(baseline->spline.knots) + 2 * int(result->havePreSegment)
            + 2 * int(result->havePostSegment);
    }
    qInfo("compared %d baselines (%d steps, %d drag moves fed), %d values, max |deviation| %.3g in the knots, "
          "%.3g in the result blocks (6 decimals); skipped %zu",
          m_baselines, m_steps, m_movesFed, m_values, m_maxDeviation, m_maxWidthDeviation, std::size(kSkipped));
    QVERIFY(expectedBaselines > 0);
    QCOMPARE(m_baselines, expectedBaselines);
    QCOMPARE(m_steps, expectedBaselines);
    QCOMPARE(m_values, expectedValues);
}

QTEST_GUILESS_MAIN(TestDragRegressionBaselinesGolden)
#include "tst_drag_regression_baselines_golden.moc"
