// sample(): the tolerance contract tested both ways (vertices on the curve, curve near the
// polylines), exact polylines for small splines (breaks, gaps, sources, loop copies),
// adaptive vertex counts, refused arguments, and a comparison with Ts's own Sample()
// output for the museum splines (<golden>/ts-reference/testTsSplineSampling.txt).
#include "core/spline/EvalData.h"
#include "core/spline/Sample.h"
#include "core/spline/Spline.h"
#include "tests/support/GoldenData.h"

#include <QFile>
#include <QHash>
#include <QJsonArray>
#include <QRegularExpression>
#include <QTest>
#include <algorithm>
#include <cmath>
#include <limits>

using namespace knotline;
using namespace knotline::test;

Q_DECLARE_METATYPE(knotline::Spline)

namespace {

using Vertex = std::array<double, 2>;
const double kInf = std::numeric_limits<double>::infinity();

// ---- geometry helpers -------------------------------------------------------------

/// Pixel distance from (t, v) to the nearest polyline segment or vertex whose time range
/// meets [t − window, t + window]; infinity when none does.
double distanceToPolylines(const std::vector<SamplePolyline> &pls, double t, double v, double ts,
                           double vs, double window)
{
    double best = kInf;
    for (const SamplePolyline &p : pls) {
        const auto &vx = p.vertices;
        if (vx.empty() || vx.back()[0] < t - window || vx.front()[0] > t + window)
            continue;
        auto it = std::lower_bound(vx.begin(), vx.end(), t - window,
                                   [](const Vertex &a, double x) { return a[0] < x; });
        std::size_t k = static_cast<std::size_t>(it - vx.begin());
        k = k == 0 ? 0 : k - 1;
        for (; k < vx.size(); ++k) {
            const double px = (t - vx[k][0]) * ts, py = (v - vx[k][1]) * vs;
            best = std::min(best, std::hypot(px, py));
            if (k + 1 < vx.size()) {
                const double dx = (vx[k + 1][0] - vx[k][0]) * ts, dy = (vx[k + 1][1] - vx[k][1]) * vs;
                const double len2 = dx * dx + dy * dy;
                if (len2 > 0.0) {
                    const double s = std::clamp((px * dx + py * dy) / len2, 0.0, 1.0);
                    best = std::min(best, std::hypot(px - s * dx, py - s * dy));
                }
            }
            if (vx[k][0] > t + window)
                break;
        }
    }
    return best;
}

/// True when some polyline spans `t` strictly inside its time range.
bool covered(const std::vector<SamplePolyline> &pls, double t)
{
    for (const SamplePolyline &p : pls)
        if (!p.vertices.empty() && p.vertices.front()[0] < t && t < p.vertices.back()[0])
            return true;
    return false;
}

std::size_t vertexCount(const std::vector<SamplePolyline> &pls)
{
    std::size_t n = 0;
    for (const SamplePolyline &p : pls)
        n += p.vertices.size();
    return n;
}

// ---- the contract ---------------------------------------------------------------------

/// Largest deviations seen by any contract check, as fractions of its tolerance.
struct ContractStats {
    int checks = 0;
    double vertex = 0.0, curve = 0.0;
};
ContractStats g_contract;

struct ContractResult {
    int failures = 0;
    double maxVertexPixels = 0.0; ///< largest |vertex value − eval| in pixels
    double maxCurvePixels = 0.0;  ///< largest distance from a curve point to the polylines
    QStringList messages;
    void fail(const QString &m)
    {
        if (++failures <= 10)
            messages << m;
    }
};

/// Checks both directions of the sample() contract against the spline's own evaluator.
ContractResult checkContract(const Spline &s, double tMin, double tMax, double ts, double vs,
                             double tol, const std::vector<SamplePolyline> &pls, int probes = 5000)
{
    ContractResult r;
    const double slack = 1e-9 * std::max(1.0, tol);
    // (a) polylines: ordered in time, inside the interval, every vertex on the curve. The
    // first vertex of a polyline is a limit from the right (eval, or eval just after t where
    // the value at t itself is an isolated point), the last one a limit from the left
    // (evalPreValue, or eval just before t); interior vertices are continuous points.
    double lastTime = -kInf;
    for (std::size_t pi = 0; pi < pls.size(); ++pi) {
        const auto &vx = pls[pi].vertices;
        if (vx.size() < 2)
            r.fail(QStringLiteral("polyline %1 has %2 vertices").arg(pi).arg(vx.size()));
        for (std::size_t k = 0; k < vx.size(); ++k) {
            const double t = vx[k][0], v = vx[k][1];
            if (t < tMin || t > tMax || t < lastTime)
                r.fail(QStringLiteral("vertex time %1 out of order or outside [%2, %3]")
                           .arg(t, 0, 'g', 17).arg(tMin).arg(tMax));
            lastTime = t;
            const bool first = k == 0, last = k + 1 == vx.size();
            const double nudge = 1e-10 * std::max(1.0, std::abs(t));
            double dev = kInf;
            auto consider = [&](std::optional<double> e) {
                if (e)
                    dev = std::min(dev, std::abs(v - *e) * vs);
            };
            if (!last) {
                consider(s.eval(t));
                if (first)
                    consider(s.eval(t + nudge));
            }
            if (!first) {
                consider(s.evalPreValue(t));
                if (last)
                    consider(s.eval(t - nudge));
            }
            r.maxVertexPixels = std::max(r.maxVertexPixels, dev);
            if (!(dev <= tol + slack))
                r.fail(QStringLiteral("vertex (%1, %2) of polyline %3 is %4 px off the curve "
                                      "(eval %5, evalPreValue %6)")
                           .arg(t, 0, 'g', 17).arg(v, 0, 'g', 17).arg(pi).arg(dev)
                           .arg(describe(s.eval(t)), describe(s.evalPreValue(t))));
        }
    }
    // (b) the curve: dense probes (offset so they avoid knot and loop boundary times).
    const double phase = 0.3819660112501051;
    const double window = 4.0 * tol / ts;
    for (int j = 0; j < probes; ++j) {
        const double t = tMin + (j + phase) / probes * (tMax - tMin);
        const std::optional<double> v = s.eval(t);
        if (!v) {
            if (covered(pls, t))
                r.fail(QStringLiteral("t=%1 is a value block but a polyline covers it").arg(t, 0, 'g', 17));
            continue;
        }
        const double d = distanceToPolylines(pls, t, *v, ts, vs, window);
        r.maxCurvePixels = std::max(r.maxCurvePixels, d);
        if (!(d <= tol + slack))
            r.fail(QStringLiteral("curve point (%1, %2) is %3 px from the polylines")
                       .arg(t, 0, 'g', 17).arg(*v, 0, 'g', 17).arg(d));
    }
    ++g_contract.checks;
    g_contract.vertex = std::max(g_contract.vertex, r.maxVertexPixels / tol);
    g_contract.curve = std::max(g_contract.curve, r.maxCurvePixels / tol);
    return r;
}

// ---- splines --------------------------------------------------------------------------

Knot knot(double t, double v, Interpolation next, double preW = 0, double preS = 0,
          double postW = 0, double postS = 0)
{
    Knot k;
    k.time = t;
    k.value = v;
    k.nextInterp = next;
    k.pre = Tangent{preW, preS, TangentAlgorithm::None};
    k.post = Tangent{postW, postS, TangentAlgorithm::None};
    return k;
}

Knot dual(Knot k, double preValue)
{
    k.preValue = preValue;
    return k;
}

Spline makeSpline(std::vector<Knot> knots, Extrapolation pre = {}, Extrapolation post = {},
                  CurveType type = CurveType::Bezier, LoopParams loop = {})
{
    Spline s;
    s.setAntiRegressionMode(AntiRegressionMode::None);
    bool ok = s.setCurveType(type).isOk();
    ok = ok && s.setPreExtrapolation(pre).isOk();
    ok = ok && s.setPostExtrapolation(post).isOk();
    ok = ok && s.setInnerLoopParams(loop).isOk();
    ok = ok && s.setKnots(std::move(knots)).isOk();
    if (!ok)
        qFatal("test spline refused");
    return s;
}

Extrapolation ex(ExtrapolationMode mode, double slope = 0.0, std::optional<double> boundary = {})
{
    Extrapolation e;
    e.mode = mode;
    e.slope = slope;
    e.loopBoundary = boundary;
    return e;
}

std::vector<Knot> mixedKnots()
{
    return {knot(0, 0, Interpolation::Curve, 0, 0, 1.5, 3),
            knot(4, 5, Interpolation::Linear, 1, 0),
            knot(6, 2, Interpolation::Curve, 0, 0, 0.5, -1),
            dual(knot(9, -2, Interpolation::Curve, 1, 0.5, 1, 4), 1),
            knot(12, 1, Interpolation::Held, 2, -3)};
}

// ---- Ts baseline ----------------------------------------------------------------------

struct TsCase {
    int number = 0;
    QString spline;
    QString valueType; ///< "float", "pxr_half::half" or "double"
    double tMin = 0, tMax = 0, timeScale = 0, valueScale = 0, tolerance = 0;
    std::vector<SamplePolyline> polylines;
    std::vector<int> degenerate; ///< Ts polylines whose vertices are all equal
};

std::optional<SampleSource> sourceFromTs(const QString &name)
{
    static const QHash<QString, SampleSource> map = {
        {QStringLiteral("TsSourcePreExtrap"), SampleSource::PreExtrapolation},
        {QStringLiteral("TsSourcePreExtrapLoop"), SampleSource::PreExtrapolationLoop},
        {QStringLiteral("TsSourceKnotInterp"), SampleSource::Knots},
        {QStringLiteral("TsSourceInnerLoopProto"), SampleSource::InnerLoopPrototype},
        {QStringLiteral("TsSourceInnerLoopPreEcho"), SampleSource::InnerLoopPreEcho},
        {QStringLiteral("TsSourceInnerLoopPostEcho"), SampleSource::InnerLoopPostEcho},
        {QStringLiteral("TsSourcePostExtrapLoop"), SampleSource::PostExtrapolationLoop},
        {QStringLiteral("TsSourcePostExtrap"), SampleSource::PostExtrapolation},
    };
    auto it = map.find(name);
    if (it == map.end())
        return std::nullopt;
    return *it;
}

/// Parses the "Testing SampleWithSources" half of the baseline.
std::vector<TsCase> parseTsBaseline(const QString &path, QString *error)
{
    std::vector<TsCase> cases;
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly | QIODevice::Text)) {
        *error = QStringLiteral("cannot open %1").arg(path);
        return cases;
    }
    static const QRegularExpression header(QStringLiteral(
        R"(^Test Case (\d+): SampleWithSources<([^,]+), [^>]+>\(\[([^,]+), ([^\]]+)\], ([^,]+), ([^,]+), ([^)]+)\)$)"));
    static const QRegularExpression splineName(QStringLiteral(R"(^Spline: (\S+)$)"));
    static const QRegularExpression polyline(QStringLiteral(R"(^(\d+): \((\w+)\)$)"));
    static const QRegularExpression vertex(QStringLiteral(R"(^\s+\(([^,]+), ([^)]+)\)$)"));
    bool inSources = false;
    QString spline;
    int lineNo = 0;
    while (!f.atEnd()) {
        const QString line = QString::fromUtf8(f.readLine()).chopped(1);
        ++lineNo;
        if (line == QLatin1String("Testing SampleWithSources")) {
            inSources = true;
            continue;
        }
        if (!inSources)
            continue;
        if (auto m = splineName.match(line); m.hasMatch()) {
            spline = m.captured(1);
        } else if (auto m = header.match(line); m.hasMatch()) {
            TsCase c;
            c.number = m.captured(1).toInt();
            c.spline = spline;
            c.valueType = m.captured(2);
            c.tMin = m.captured(3).toDouble();
            c.tMax = m.captured(4).toDouble();
            c.timeScale = m.captured(5).toDouble();
            c.valueScale = m.captured(6).toDouble();
            c.tolerance = m.captured(7).toDouble();
            cases.push_back(c);
        } else if (auto m = polyline.match(line); m.hasMatch()) {
            const auto src = sourceFromTs(m.captured(2));
            if (cases.empty() || !src) {
                *error = QStringLiteral("%1:%2: unexpected polyline line").arg(path).arg(lineNo);
                return {};
            }
            cases.back().polylines.push_back(SamplePolyline{*src, {}});
        } else if (auto m = vertex.match(line); m.hasMatch() && !cases.empty()
                   && !cases.back().polylines.empty()) {
            bool okX = false, okY = false;
            const double x = m.captured(1).toDouble(&okX), y = m.captured(2).toDouble(&okY);
            if (!okX || !okY) {
                *error = QStringLiteral("%1:%2: bad vertex").arg(path).arg(lineNo);
                return {};
            }
            cases.back().polylines.back().vertices.push_back({x, y});
        }
    }
    for (TsCase &c : cases) {
        std::vector<SamplePolyline> kept;
        for (int i = 0; i < int(c.polylines.size()); ++i) {
            const auto &vx = c.polylines[i].vertices;
            if (std::all_of(vx.begin(), vx.end(), [&](const Vertex &v) { return v == vx.front(); }))
                c.degenerate.push_back(i);
            else
                kept.push_back(c.polylines[i]);
        }
        c.polylines = std::move(kept);
    }
    return cases;
}

ValueType valueTypeFromTs(const QString &name)
{
    if (name == QLatin1String("float"))
        return ValueType::Float;
    if (name.contains(QLatin1String("half")))
        return ValueType::Half;
    return ValueType::Double;
}

/// Museum spline built the way the Ts museum does (GoldenData's splineFromJson).
std::optional<Spline> museumSpline(const QJsonObject &s, ValueType type, QString *error)
{
    return splineFromJson(s, error, type);
}

/// Ts sampling-test parameters for a museum spline (ts-algorithms.md §1).
struct TsRecipe {
    double spanMin = 0, spanMax = 0, timeScale = 0, valueScale = 0;
    /// Interval and tolerance of the case with this value type.
    void forType(ValueType type, double &tMin, double &tMax, double &tol) const
    {
        const double size = spanMax - spanMin;
        switch (type) {
        case ValueType::Float:
            tMin = spanMin, tMax = spanMax, tol = 1.0;
            return;
        case ValueType::Half:
            tMin = spanMin - 1.5 * size, tMax = spanMax + 1.5 * size, tol = 10.0;
            return;
        case ValueType::Double:
            tMin = spanMin + 0.25 * size, tMax = spanMax - 0.25 * size, tol = 0.5;
            return;
        }
    }
};

TsRecipe tsRecipe(const Spline &doubleSpline, double postCopyShift = 0.0)
{
    TsRecipe r;
    const auto &knots = doubleSpline.knots();
    r.spanMin = knots.front().time;
    r.spanMax = knots.back().time;
    if (doubleSpline.hasInnerLoops()) {
        r.spanMin = std::min(r.spanMin, doubleSpline.innerLoopParams().loopedStart());
        r.spanMax = std::max(r.spanMax, doubleSpline.innerLoopParams().loopedEnd());
    }
    // Values as Ts evaluates them at the knots: where its post Loop Repeat offset differs
    // (tsPostRepeatShift), the last knot's time starts the first post copy (rule 6) and
    // Ts's value there is `postCopyShift` higher.
    double lo = kInf, hi = -kInf;
    const double span = knots.back().time - knots.front().time;
    for (const Knot &k : knots)
        if (auto v = doubleSpline.eval(k.time)) {
            const double tsValue = *v + (span > 0.0 && k.time >= knots.front().time + span ? postCopyShift : 0.0);
            lo = std::min(lo, tsValue), hi = std::max(hi, tsValue);
        }
    r.timeScale = 500.0 / std::max(r.spanMax - r.spanMin, 1.0);
    r.valueScale = 500.0 / std::max(hi - lo, 1.0);
    return r;
}

/// Upper bound of the pixel error from rounding a vertex to the baseline's vector type.
double roundingPixels(ValueType type, double t, double v, double ts, double vs)
{
    const double rel = type == ValueType::Half ? std::ldexp(1.0, -11)
        : type == ValueType::Float             ? std::ldexp(1.0, -24)
                                               : 0.0;
    const double floor = type == ValueType::Half ? std::ldexp(1.0, -25) : 0.0;
    return std::hypot((std::abs(t) * rel + floor) * ts, (std::abs(v) * rel + floor) * vs);
}

bool relClose(double a, double b, double rel) { return std::abs(a - b) <= rel * std::max(1.0, std::abs(b)); }

/// Ts's baseline (722a4b16) and Knotline differ in one rule, on purpose: the value offset
/// of post-extrapolation Loop Repeat copies when the first knot is dual-valued. Ts shifts
/// copy k by k · (last value − first pre-value); Knotline follows semantics-notes rule 2,
/// k · (last value − first value) (museum spline ExtrapLoopRepeatDualValued: 25 against 5,
/// so Ts draws 35 where Knotline evaluates 15 at the first copy's start, t = 110). The pre
/// side agrees (both use pre-values). This returns how far Ts's post copy k lies above ours
/// per copy, with the first knot's time and the knots' span, when the rule applies; the
/// test moves Ts's vertices of copy k down by k times it and then compares as for every
/// other spline, so the difference is exactly this rule or the test fails.
struct PostRepeatShift {
    double perCopy = 0.0;
    double first = 0.0;
    double span = 1.0;
};
std::optional<PostRepeatShift> tsPostRepeatShift(const Spline &spline)
{
    const std::vector<Knot> &knots = spline.knots();
    if (knots.size() < 2 || spline.postExtrapolation().mode != ExtrapolationMode::LoopRepeat || !knots.front().preValue
        || spline.hasInnerLoops())
        return std::nullopt;
    return PostRepeatShift{knots.front().value - *knots.front().preValue, knots.front().time,
                           knots.back().time - knots.front().time};
}

/// The copy of the post extrapolation time `t` lies in (0: the knots; at a copy's start the
/// later copy, rule 6).
double postCopyOf(double t, const PostRepeatShift &shift)
{
    return std::max(0.0, std::floor((t - shift.first) / shift.span + 1e-9));
}

/// `polylines` of Ts with its post-extrapolation copies moved onto Knotline's rule 2
/// (tsPostRepeatShift): a polyline starting in copy k >= 1 (at or after first + k · span)
/// moves down by k · shift; two polylines of one source that then meet without a jump (Ts
/// broke them where its offset made one) become one, as ours is. Returns how many vertices
/// moved.
int applyPostRepeatShift(std::vector<SamplePolyline> &polylines, const PostRepeatShift &shift)
{
    int moved = 0;
    for (SamplePolyline &p : polylines) {
        if (p.vertices.empty())
            continue;
        const double k = postCopyOf(p.vertices.front()[0], shift);
        if (k < 1.0)
            continue;
        for (auto &v : p.vertices) {
            v[1] -= k * shift.perCopy;
            ++moved;
        }
    }
    std::vector<SamplePolyline> merged;
    for (SamplePolyline &p : polylines) {
        if (!merged.empty() && moved > 0 && merged.back().source == p.source && !merged.back().vertices.empty()
            && !p.vertices.empty() && merged.back().vertices.back() == p.vertices.front()) {
            merged.back().vertices.insert(merged.back().vertices.end(), p.vertices.begin() + 1, p.vertices.end());
            continue;
        }
        merged.push_back(std::move(p));
    }
    polylines = std::move(merged);
    return moved;
}

struct GoldenStats {
    int cases = 0;
    int shiftedTsVertices = 0; ///< Ts vertices moved onto rule 2 (tsPostRepeatShift)
    int tsVertices = 0, ourVertices = 0;
    double maxTsToOurs = 0.0, maxOursToTs = 0.0; ///< in units of the case tolerance
};
GoldenStats g_stats;

} // namespace

class TestSplineSample : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void cleanupTestCase();

    void refusesBadArguments_data();
    void refusesBadArguments();
    void emptySpline();
    void exactPolylines_data();
    void exactPolylines();
    void heldSpanHasTwoVertices();
    void heldRisersJoinSteps();
    void straightBezierHasTwoVertices();
    void adaptiveVertexCount();
    void onlyIntersectingLoopCopies();
    void denseSplineContract_data();
    void denseSplineContract();
    void innerAndExtrapolatingLoopSources();
    void contract_data();
    void contract();
    void museumContract_data();
    void museumContract();
    void tsBaseline_data();
    void tsBaseline();
    void subPixelLoopCopies();
    void loopCopyEndsOnTheEndKnot();
    void wholeSpansMapOntoTheRegionEnd();
    void loopCopyOfATangentWiderThanItsSegment_data();
    void loopCopyOfATangentWiderThanItsSegment();
    void keepRatioHairDrawnAsEvalReadsIt_data();
    void keepRatioHairDrawnAsEvalReadsIt();
    void loopCopiesMeetWithoutRunningBack();

private:
    QHash<QString, QJsonObject> m_museum;
    std::vector<TsCase> m_tsCases;
};

void TestSplineSample::initTestCase()
{
    KNOTLINE_REQUIRE_SHARED(QStringLiteral("golden/ts-reference/museum.jsonl"), QStringLiteral("golden/ts-reference/testTsSplineSampling.txt"));
    const QString dir = goldenRoot() + QStringLiteral("/ts-reference/");
    QString error;
    const auto museum = readJsonLines({dir + QStringLiteral("museum.jsonl")}, &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    for (const QJsonObject &o : museum)
        m_museum.insert(o.value(QLatin1String("name")).toString(), o.value(QLatin1String("spline")).toObject());
    QVERIFY2(m_museum.size() >= 40, "museum.jsonl not found or short (set KNOTLINE_GOLDEN_DIR?)");
    m_tsCases = parseTsBaseline(dir + QStringLiteral("testTsSplineSampling.txt"), &error);
    QVERIFY2(error.isEmpty(), qPrintable(error));
    QCOMPARE(int(m_tsCases.size()), 129);
}

void TestSplineSample::cleanupTestCase()
{
    qInfo("Contract: %d sample() results checked; max vertex-to-eval %.3g tol, max curve-to-polyline "
          "%.4f tol",
          g_contract.checks, g_contract.vertex, g_contract.curve);
    qInfo("Ts baseline: %d cases, %d Ts vertices (%d moved onto rule 2's post Loop Repeat offset) and %d of ours "
          "compared; max distance Ts→ours %.4f tol, ours→Ts %.4f tol",
          g_stats.cases, g_stats.tsVertices, g_stats.shiftedTsVertices, g_stats.ourVertices, g_stats.maxTsToOurs,
          g_stats.maxOursToTs);
    // The one museum spline the rule applies to (ExtrapLoopRepeatDualValued, three cases)
    // has its post copies in the baseline: the shift must have been used.
    QVERIFY(g_stats.shiftedTsVertices > 0);
}

// ---- arguments ------------------------------------------------------------------------

void TestSplineSample::refusesBadArguments_data()
{
    const double nan = std::numeric_limits<double>::quiet_NaN();
    QTest::addColumn<double>("tMin");
    QTest::addColumn<double>("tMax");
    QTest::addColumn<double>("timeScale");
    QTest::addColumn<double>("valueScale");
    QTest::addColumn<double>("tolerance");
    QTest::newRow("empty interval") << 2.0 << 2.0 << 1.0 << 1.0 << 1.0;
    QTest::newRow("reversed interval") << 3.0 << 2.0 << 1.0 << 1.0 << 1.0;
    QTest::newRow("infinite start") << -kInf << 2.0 << 1.0 << 1.0 << 1.0;
    QTest::newRow("infinite end") << 0.0 << kInf << 1.0 << 1.0 << 1.0;
    QTest::newRow("nan interval") << nan << 2.0 << 1.0 << 1.0 << 1.0;
    QTest::newRow("zero time scale") << 0.0 << 2.0 << 0.0 << 1.0 << 1.0;
    QTest::newRow("negative value scale") << 0.0 << 2.0 << 1.0 << -1.0 << 1.0;
    QTest::newRow("zero tolerance") << 0.0 << 2.0 << 1.0 << 1.0 << 0.0;
    QTest::newRow("negative tolerance") << 0.0 << 2.0 << 1.0 << 1.0 << -0.5;
    QTest::newRow("nan tolerance") << 0.0 << 2.0 << 1.0 << 1.0 << nan;
    QTest::newRow("infinite scale") << 0.0 << 2.0 << kInf << 1.0 << 1.0;
}

void TestSplineSample::refusesBadArguments()
{
    QFETCH(double, tMin);
    QFETCH(double, tMax);
    QFETCH(double, timeScale);
    QFETCH(double, valueScale);
    QFETCH(double, tolerance);
    const Spline s = makeSpline(mixedKnots());
    std::vector<SamplePolyline> out(3);
    const Status st = sample(s, tMin, tMax, timeScale, valueScale, tolerance, &out);
    QVERIFY(!st.isOk());
    QVERIFY(!st.message().empty());
    QVERIFY(out.empty());
    QVERIFY(!sample(s, 0, 1, 1, 1, 1, nullptr).isOk());
}

void TestSplineSample::emptySpline()
{
    std::vector<SamplePolyline> out(2);
    QVERIFY(sample(Spline(), -10, 10, 1, 1, 1, &out).isOk());
    QVERIFY(out.empty());
}

// ---- exact polylines ------------------------------------------------------------------

using Expected = QList<QPair<SampleSource, QList<Vertex>>>;
Q_DECLARE_METATYPE(Expected)

void TestSplineSample::exactPolylines_data()
{
    QTest::addColumn<Spline>("spline");
    QTest::addColumn<double>("tMin");
    QTest::addColumn<double>("tMax");
    QTest::addColumn<Expected>("expected");
    using S = SampleSource;
    using I = Interpolation;
    const auto E = ExtrapolationMode::Held;
    const std::vector<Knot> held = {knot(0, 1, I::Held), knot(10, 3, I::Held)};
    QTest::newRow("held, rays both sides")
        << makeSpline(held) << -5.0 << 15.0
        << Expected{{S::PreExtrapolation, {{-5, 1}, {0, 1}}},
                    {S::Knots, {{0, 1}, {10, 1}}},
                    {S::PostExtrapolation, {{10, 3}, {15, 3}}}};
    QTest::newRow("clipped inside one segment")
        << makeSpline({knot(0, 0, I::Linear), knot(4, 8, I::Held)}) << 1.0 << 3.0
        << Expected{{S::Knots, {{1, 2}, {3, 6}}}};
    QTest::newRow("dual-valued knot breaks")
        << makeSpline({knot(0, 0, I::Linear), dual(knot(1, 3, I::Linear), 1), knot(2, 0, I::Held)})
        << 0.0 << 2.0
        << Expected{{S::Knots, {{0, 0}, {1, 1}}}, {S::Knots, {{1, 3}, {2, 0}}}};
    QTest::newRow("pre-value ignored after held")
        << makeSpline({knot(0, 2, I::Held), dual(knot(1, 3, I::Linear), 7), knot(2, 0, I::Held)})
        << 0.0 << 2.0
        << Expected{{S::Knots, {{0, 2}, {1, 2}}}, {S::Knots, {{1, 3}, {2, 0}}}};
    QTest::newRow("value block gap, sloped rays")
        << makeSpline({knot(0, 1, I::Held), knot(1, 2, I::ValueBlock), knot(3, 1, I::Linear),
                       knot(4, 0, I::Held)},
                      ex(ExtrapolationMode::Sloped, 2), ex(ExtrapolationMode::Sloped, -1))
        << -1.0 << 5.0
        << Expected{{S::PreExtrapolation, {{-1, -1}, {0, 1}}},
                    {S::Knots, {{0, 1}, {1, 1}}},
                    {S::Knots, {{3, 1}, {4, 0}}},
                    {S::PostExtrapolation, {{4, 0}, {5, -1}}}};
    QTest::newRow("value-block extrapolation")
        << makeSpline(held, ex(ExtrapolationMode::ValueBlock), ex(ExtrapolationMode::ValueBlock))
        << -5.0 << 15.0 << Expected{{S::Knots, {{0, 1}, {10, 1}}}};
    QTest::newRow("linear extrapolation")
        << makeSpline({knot(0, 0, I::Linear), knot(2, 1, I::Held)}, ex(ExtrapolationMode::Linear),
                      ex(ExtrapolationMode::Linear))
        << -2.0 << 4.0
        << Expected{{S::PreExtrapolation, {{-2, -1}, {0, 0}}},
                    {S::Knots, {{0, 0}, {2, 1}}},
                    {S::PostExtrapolation, {{2, 1}, {4, 2}}}};
    const std::vector<Knot> zigzag = {knot(0, 0, I::Linear), knot(1, 2, I::Linear), knot(2, 1, I::Held)};
    QTest::newRow("loop repeat")
        << makeSpline(zigzag, ex(ExtrapolationMode::LoopRepeat), ex(ExtrapolationMode::LoopRepeat))
        << -2.0 << 4.0
        << Expected{{S::PreExtrapolationLoop, {{-2, -1}, {-1, 1}, {0, 0}}},
                    {S::Knots, {{0, 0}, {1, 2}, {2, 1}}},
                    {S::PostExtrapolationLoop, {{2, 1}, {3, 3}, {4, 2}}}};
    QTest::newRow("loop reset")
        << makeSpline(zigzag, ex(E), ex(ExtrapolationMode::LoopReset)) << 1.0 << 6.0
        << Expected{{S::Knots, {{1, 2}, {2, 1}}},
                    {S::PostExtrapolationLoop, {{2, 0}, {3, 2}, {4, 1}}},
                    {S::PostExtrapolationLoop, {{4, 0}, {5, 2}, {6, 1}}}};
    QTest::newRow("loop oscillate")
        << makeSpline(zigzag, ex(ExtrapolationMode::LoopOscillate), ex(ExtrapolationMode::LoopOscillate))
        << -3.0 << 6.0
        << Expected{{S::PreExtrapolationLoop, {{-3, 2}, {-2, 1}, {-1, 2}, {0, 0}}},
                    {S::Knots, {{0, 0}, {1, 2}, {2, 1}}},
                    {S::PostExtrapolationLoop, {{2, 1}, {3, 2}, {4, 0}, {5, 2}, {6, 1}}}};
    QTest::newRow("loop boundary")
        << makeSpline(zigzag, ex(ExtrapolationMode::LoopReset, 0, 1.0),
                      ex(ExtrapolationMode::LoopRepeat, 0, 1.0))
        << -2.0 << 4.0
        << Expected{{S::PreExtrapolationLoop, {{-2, 0}, {-1, 2}}},
                    {S::PreExtrapolationLoop, {{-1, 0}, {0, 2}}},
                    {S::Knots, {{0, 0}, {1, 2}, {2, 1}}},
                    {S::PostExtrapolationLoop, {{2, 1}, {3, 0}, {4, -1}}}};
    QTest::newRow("loop copies far from the knots")
        << makeSpline(zigzag, ex(E), ex(ExtrapolationMode::LoopRepeat)) << 100.5 << 101.5
        << Expected{{S::PostExtrapolationLoop, {{100.5, 51}, {101, 52}, {101.5, 51.5}}}};
}

void TestSplineSample::exactPolylines()
{
    QFETCH(Spline, spline);
    QFETCH(double, tMin);
    QFETCH(double, tMax);
    QFETCH(Expected, expected);
    std::vector<SamplePolyline> out;
    QVERIFY(sample(spline, tMin, tMax, 10, 10, 0.5, &out).isOk());
    QString got;
    for (const SamplePolyline &p : out) {
        got += QLatin1String(sampleSourceName(p.source)) + QLatin1Char(':');
        for (const Vertex &v : p.vertices)
            got += QStringLiteral(" (%1, %2)").arg(v[0]).arg(v[1]);
        got += QLatin1String("; ");
    }
    QVERIFY2(out.size() == std::size_t(expected.size()), qPrintable(got));
    for (int i = 0; i < expected.size(); ++i) {
        QVERIFY2(out[i].source == expected[i].first, qPrintable(got));
        QVERIFY2(out[i].vertices.size() == std::size_t(expected[i].second.size()), qPrintable(got));
        for (int k = 0; k < expected[i].second.size(); ++k)
            for (int c = 0; c < 2; ++c)
                QVERIFY2(std::abs(out[i].vertices[k][c] - expected[i].second[k][c]) <= 1e-12, qPrintable(got));
    }
    const ContractResult r = checkContract(spline, tMin, tMax, 10, 10, 0.5, out);
    QVERIFY2(r.failures == 0, qPrintable(r.messages.join(QLatin1Char('\n'))));
}

// ---- adaptivity -------------------------------------------------------------------------

void TestSplineSample::heldSpanHasTwoVertices()
{
    const Spline s = makeSpline({knot(0, 1, Interpolation::Held), knot(1000, 3, Interpolation::Held)});
    for (double tol : {1.0, 0.25, 0.01}) {
        std::vector<SamplePolyline> out;
        QVERIFY(sample(s, 0, 1000, 2, 100, tol, &out).isOk());
        QCOMPARE(out.size(), std::size_t(1));
        QCOMPARE(out[0].vertices.size(), std::size_t(2));
    }
}

void TestSplineSample::heldRisersJoinSteps()
{
    // Steps 1 -> 3 -> 0 (held, held, then a linear ramp to 2 at t = 30).
    const Spline s = makeSpline({knot(0, 1, Interpolation::Held), knot(10, 3, Interpolation::Held),
                                 knot(20, 0, Interpolation::Linear), knot(30, 2, Interpolation::Held)});
    std::vector<SamplePolyline> out;
    // Without the option: broken at both jumps.
    QVERIFY(sample(s, 0, 30, 2, 10, 0.5, &out).isOk());
    QCOMPARE(out.size(), std::size_t(3));
    // With risers: one polyline through both risers.
    QVERIFY(sample(s, 0, 30, 2, 10, 0.5, SampleOptions{.heldRisers = true}, &out).isOk());
    QCOMPARE(out.size(), std::size_t(1));
    const std::vector<std::array<double, 2>> expected = {{0, 1}, {10, 1}, {10, 3}, {20, 3}, {20, 0}, {30, 2}};
    QCOMPARE(out[0].vertices, expected);
    // A riser at the interval end is drawn, one beyond it is not.
    QVERIFY(sample(s, 0, 10, 2, 10, 0.5, SampleOptions{.heldRisers = true}, &out).isOk());
    QCOMPARE(out.size(), std::size_t(1));
    QCOMPARE(out[0].vertices, (std::vector<std::array<double, 2>>{{0, 1}, {10, 1}, {10, 3}}));
    QVERIFY(sample(s, 0, 9, 2, 10, 0.5, SampleOptions{.heldRisers = true}, &out).isOk());
    QCOMPARE(out[0].vertices, (std::vector<std::array<double, 2>>{{0, 1}, {9, 1}}));
    // Oscillating extrapolation mirrors the copy: the riser comes before the held step.
    const Spline osc = makeSpline({knot(0, 0, Interpolation::Linear), knot(1, 1, Interpolation::Held),
                                   knot(2, 3, Interpolation::Held)},
                                  ex(ExtrapolationMode::Held), ex(ExtrapolationMode::LoopOscillate));
    QVERIFY(sample(osc, 2, 4, 2, 10, 0.5, SampleOptions{.heldRisers = true}, &out).isOk());
    QCOMPARE(out.size(), std::size_t(1));
    QCOMPARE(out[0].vertices, (std::vector<std::array<double, 2>>{{2, 3}, {2, 1}, {3, 1}, {4, 0}}));
}

void TestSplineSample::straightBezierHasTwoVertices()
{
    // Handles on the chord: the curve is a straight line (non-uniform in time).
    const Spline s = makeSpline({knot(0, 0, Interpolation::Curve, 0, 0, 1, 2),
                                 knot(10, 20, Interpolation::Held, 6, 2)});
    std::vector<SamplePolyline> out;
    QVERIFY(sample(s, 0, 10, 100, 100, 0.25, &out).isOk());
    QCOMPARE(out.size(), std::size_t(1));
    QCOMPARE(out[0].vertices.size(), std::size_t(2));
}

void TestSplineSample::adaptiveVertexCount()
{
    for (CurveType type : {CurveType::Bezier, CurveType::Hermite}) {
        const Spline s = makeSpline(mixedKnots(), {}, {}, type);
        std::size_t previous = 0;
        for (double tol : {4.0, 1.0, 0.25, 0.0625}) {
            std::vector<SamplePolyline> out;
            QVERIFY(sample(s, 0, 12, 80, 60, tol, &out).isOk());
            const std::size_t n = vertexCount(out);
            QVERIFY2(n > previous, qPrintable(QStringLiteral("tol %1: %2 vertices, before %3").arg(tol).arg(n).arg(previous)));
            previous = n;
            const ContractResult r = checkContract(s, 0, 12, 80, 60, tol, out);
            QVERIFY2(r.failures == 0, qPrintable(r.messages.join(QLatin1Char('\n'))));
        }
        // A 1000-px-wide view of this curve at 0.25 px needs far fewer vertices than pixels.
        QVERIFY(previous < 400);
    }
}

void TestSplineSample::onlyIntersectingLoopCopies()
{
    // A view far out on a repeating loop contains only the copies it intersects.
    const Spline s = makeSpline(mixedKnots(), ex(ExtrapolationMode::LoopRepeat),
                                ex(ExtrapolationMode::LoopOscillate));
    for (auto [tMin, tMax] : {std::pair{-1203.0, -1190.0}, std::pair{5000.0, 5030.0}}) {
        std::vector<SamplePolyline> out;
        QVERIFY(sample(s, tMin, tMax, 50, 20, 0.5, &out).isOk());
        QVERIFY(!out.empty());
        QCOMPARE(out.front().vertices.front()[0], tMin);
        QCOMPARE(out.back().vertices.back()[0], tMax);
        const ContractResult r = checkContract(s, tMin, tMax, 50, 20, 0.5, out);
        QVERIFY2(r.failures == 0, qPrintable(r.messages.join(QLatin1Char('\n'))));
    }
}

void TestSplineSample::denseSplineContract_data()
{
    QTest::addColumn<int>("knotCount");
    QTest::addColumn<double>("tolerance");
    for (int n : {300, 3000})
        for (double tol : {1.0, 0.25})
            QTest::newRow(qPrintable(QStringLiteral("%1 knots, tol %2").arg(n).arg(tol))) << n << tol;
}

void TestSplineSample::denseSplineContract()
{
    // Many segments per pixel (sub-pixel segments are drawn as min/max strips), with
    // steep tangents, held and linear segments and dual values mixed in. Deterministic.
    QFETCH(int, knotCount);
    QFETCH(double, tolerance);
    std::uint32_t state = 12345;
    auto next = [&state](double lo, double hi) {
        state = state * 1664525u + 1013904223u;
        return lo + (hi - lo) * (state >> 8) / double(1u << 24);
    };
    std::vector<Knot> knots;
    for (int i = 0; i < knotCount; ++i) {
        const double r = next(0, 1);
        const Interpolation interp = r < 0.1 ? Interpolation::Held : r < 0.2 ? Interpolation::Linear
                                                                             : Interpolation::Curve;
        Knot k = knot(i, next(-10, 10), interp, next(0.05, 0.6), next(-40, 40), next(0.05, 0.6), next(-40, 40));
        if (next(0, 1) < 0.05)
            k.preValue = next(-10, 10);
        knots.push_back(k);
    }
    const Spline s = makeSpline(knots, ex(ExtrapolationMode::LoopOscillate), ex(ExtrapolationMode::LoopRepeat));
    const double tMin = -0.3 * knotCount, tMax = 1.4 * knotCount;
    const double ts = 1000.0 / (tMax - tMin), vs = 20.0;
    std::vector<SamplePolyline> out;
    QVERIFY(sample(s, tMin, tMax, ts, vs, tolerance, &out).isOk());
    const ContractResult r = checkContract(s, tMin, tMax, ts, vs, tolerance, out, 50000);
    QVERIFY2(r.failures == 0, qPrintable(r.messages.join(QLatin1Char('\n'))));
    // A few vertices per tolerance-wide strip, not per subdivision step.
    QVERIFY2(vertexCount(out) < 5 * 1000 / tolerance,
             qPrintable(QStringLiteral("%1 vertices").arg(vertexCount(out))));
}

void TestSplineSample::innerAndExtrapolatingLoopSources()
{
    using I = Interpolation;
    LoopParams lp;
    lp.protoStart = 2;
    lp.protoEnd = 6;
    lp.numPreLoops = 1;
    lp.numPostLoops = 2;
    lp.valueOffset = 1.5;
    const Spline s = makeSpline({knot(-5, 0, I::Linear), knot(2, 3, I::Curve, 0, 0, 1, 1),
                                 knot(3.5, 4, I::Linear, 1, 0), knot(5, 1, I::Linear),
                                 knot(20, 2, I::Held)},
                                ex(ExtrapolationMode::LoopRepeat), ex(ExtrapolationMode::Held), CurveType::Bezier, lp);
    std::vector<SamplePolyline> out;
    QVERIFY(sample(s, -30, 25, 10, 10, 0.5, &out).isOk());
    QList<SampleSource> sources;
    for (const SamplePolyline &p : out)
        if (sources.isEmpty() || sources.back() != p.source)
            sources << p.source;
    using S = SampleSource;
    const QList<SampleSource> want = {S::PreExtrapolationLoop, S::Knots, S::InnerLoopPreEcho,
                                      S::InnerLoopPrototype, S::InnerLoopPostEcho, S::Knots,
                                      S::PostExtrapolation};
    QCOMPARE(sources, want);
    // Looped interval [-2, 14]: the prototype polyline spans [2, 6].
    for (const SamplePolyline &p : out) {
        if (p.source == S::InnerLoopPrototype) {
            QCOMPARE(p.vertices.front()[0], 2.0);
            QCOMPARE(p.vertices.back()[0], 6.0);
        }
        if (p.source == S::InnerLoopPostEcho)
            QCOMPARE(p.vertices.back()[0], 14.0);
    }
    const ContractResult r = checkContract(s, -30, 25, 10, 10, 0.5, out);
    QVERIFY2(r.failures == 0, qPrintable(r.messages.join(QLatin1Char('\n'))));
}

// ---- contract over many splines -------------------------------------------------------

void TestSplineSample::contract_data()
{
    QTest::addColumn<Spline>("spline");
    QTest::addColumn<double>("tMin");
    QTest::addColumn<double>("tMax");
    using I = Interpolation;
    using M = ExtrapolationMode;
    QList<QPair<QString, Spline>> splines;
    splines << qMakePair(QStringLiteral("bezier"), makeSpline(mixedKnots()));
    splines << qMakePair(QStringLiteral("hermite"), makeSpline(mixedKnots(), ex(M::Linear), ex(M::Linear), CurveType::Hermite));
    splines << qMakePair(QStringLiteral("held linear block"),
                         makeSpline({knot(0, 1, I::Held), knot(2, 3, I::Linear), knot(5, -1, I::ValueBlock),
                                     knot(7, 2, I::Curve, 0, 0, 1, 0), knot(10, 4, I::Held, 1, 2)},
                                    ex(M::Linear), ex(M::Linear)));
    splines << qMakePair(QStringLiteral("dual valued"),
                         makeSpline({knot(0, 0, I::Curve, 0, 0, 1, 2), dual(knot(3, 5, I::Curve, 1, 0, 1, -1), 1),
                                     knot(6, 2, I::Linear), dual(knot(8, 0, I::Held), 4), knot(10, 3, I::Curve)},
                                    ex(M::Sloped, 1), ex(M::Sloped, -0.5)));
    splines << qMakePair(QStringLiteral("steep and regressive"),
                         makeSpline({knot(0, 0, I::Curve, 0, 0, 3, 40), knot(2, 1, I::Curve, 3, 40, 0.5, -200),
                                     knot(3, -50, I::Curve, 0.1, 0, 0, 0), knot(4, 10, I::Held)}));
    LoopParams lp;
    lp.protoStart = 2;
    lp.protoEnd = 6;
    lp.numPreLoops = 1;
    lp.numPostLoops = 2;
    lp.valueOffset = 1.5;
    const std::vector<Knot> loopKnots = {knot(-5, 0, I::Curve, 0, 0, 2, 1), knot(2, 3, I::Curve, 1, 0, 1, 1),
                                         knot(3.5, 4, I::Linear, 1, 0), dual(knot(5, 1, I::Curve, 0, 0, 0.5, 2), 0),
                                         knot(12, 7, I::Curve, 0.5, 0, 1, 0), knot(20, 2, I::Held)};
    splines << qMakePair(QStringLiteral("inner loop"), makeSpline(loopKnots, ex(M::Linear), ex(M::Held), CurveType::Bezier, lp));
    splines << qMakePair(QStringLiteral("inner loop, extrapolating loops"),
                         makeSpline(loopKnots, ex(M::LoopOscillate), ex(M::LoopRepeat), CurveType::Bezier, lp));
    LoopParams shadow;
    shadow.protoStart = 0;
    shadow.protoEnd = 4;
    shadow.numPostLoops = 1;
    shadow.valueOffset = 2;
    // The closing copy lands on the authored last knot (t = 8) and shadows it: the
    // extrapolation continues from the copy (semantics rule 11).
    splines << qMakePair(QStringLiteral("inner loop, shadowed end knot"),
                         makeSpline({knot(0, 0, I::Curve, 0, 0, 1, 1), knot(2, 3, I::Linear, 1, 0),
                                     knot(4, 1, I::Curve, 0, 0, 1, -1), knot(8, 5, I::Curve, 1, 2, 1, 2)},
                                    ex(M::Linear), ex(M::Linear), CurveType::Bezier, shadow));
    const struct {
        const char *name;
        M mode;
    } modes[] = {{"value block", M::ValueBlock}, {"held", M::Held}, {"linear", M::Linear},
                 {"sloped", M::Sloped}, {"repeat", M::LoopRepeat}, {"reset", M::LoopReset},
                 {"oscillate", M::LoopOscillate}};
    for (const auto &m : modes)
        splines << qMakePair(QStringLiteral("extrapolation %1").arg(QLatin1String(m.name)),
                             makeSpline(mixedKnots(), ex(m.mode, 0.75), ex(m.mode, -0.25)));
    splines << qMakePair(QStringLiteral("loop boundaries"),
                         makeSpline(mixedKnots(), ex(M::LoopOscillate, 0, 6.0), ex(M::LoopRepeat, 0, 4.0)));
    splines << qMakePair(QStringLiteral("invalid loop boundary"),
                         makeSpline(mixedKnots(), ex(M::LoopReset, 0, 5.0), ex(M::LoopReset, 0, 12.0)));
    for (const auto &[name, s] : splines) {
        const double first = s.knots().front().time, last = s.knots().back().time;
        const double span = last - first;
        const struct {
            const char *what;
            double lo, hi;
        } intervals[] = {{"knot span", first, last},
                         {"wide", first - 2.37 * span, last + 3.11 * span},
                         {"inside", first + 0.31 * span, last - 0.27 * span},
                         {"far out", last + 40.2 * span, last + 41.9 * span}};
        for (const auto &iv : intervals)
            QTest::newRow(qPrintable(QStringLiteral("%1 / %2").arg(name, QLatin1String(iv.what))))
                << s << iv.lo << iv.hi;
    }
}

void TestSplineSample::contract()
{
    QFETCH(Spline, spline);
    QFETCH(double, tMin);
    QFETCH(double, tMax);
    // Scales: the interval over 1000 px, the values seen over 400 px.
    double lo = kInf, hi = -kInf;
    for (int j = 0; j <= 400; ++j)
        if (auto v = spline.eval(tMin + j * (tMax - tMin) / 400))
            lo = std::min(lo, *v), hi = std::max(hi, *v);
    const double ts = 1000.0 / (tMax - tMin);
    const double vs = 400.0 / std::max(hi - lo, 1e-3);
    for (double tol : {1.0, 0.25}) {
        std::vector<SamplePolyline> out;
        QVERIFY(sample(spline, tMin, tMax, ts, vs, tol, &out).isOk());
        const ContractResult r = checkContract(spline, tMin, tMax, ts, vs, tol, out);
        QVERIFY2(r.failures == 0, qPrintable(QStringLiteral("tol %1:\n").arg(tol) + r.messages.join(QLatin1Char('\n'))));
    }
}

void TestSplineSample::museumContract_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<int>("valueType");
    for (auto it = m_museum.cbegin(); it != m_museum.cend(); ++it)
        for (ValueType t : {ValueType::Double, ValueType::Float, ValueType::Half})
            QTest::newRow(qPrintable(QStringLiteral("%1 %2").arg(it.key()).arg(int(t)))) << it.key() << int(t);
}

void TestSplineSample::museumContract()
{
    QFETCH(QString, name);
    QFETCH(int, valueType);
    QString error;
    const auto dbl = museumSpline(m_museum.value(name), ValueType::Double, &error);
    QVERIFY2(dbl, qPrintable(error));
    const auto s = museumSpline(m_museum.value(name), ValueType(valueType), &error);
    QVERIFY2(s, qPrintable(error));
    const TsRecipe recipe = tsRecipe(*dbl);
    for (ValueType caseType : {ValueType::Float, ValueType::Half, ValueType::Double}) {
        double tMin = 0.0, tMax = 0.0, tol = 0.0;
        recipe.forType(caseType, tMin, tMax, tol);
        for (double t : {tol, 0.25}) {
            std::vector<SamplePolyline> out;
            QVERIFY(sample(*s, tMin, tMax, recipe.timeScale, recipe.valueScale, t, &out).isOk());
            const ContractResult r = checkContract(*s, tMin, tMax, recipe.timeScale, recipe.valueScale, t, out, 2000);
            QVERIFY2(r.failures == 0, qPrintable(QStringLiteral("[%1, %2] tol %3:\n").arg(tMin).arg(tMax).arg(t)
                                                 + r.messages.join(QLatin1Char('\n'))));
        }
    }
}

// ---- Ts baseline ----------------------------------------------------------------------

void TestSplineSample::tsBaseline_data()
{
    QTest::addColumn<int>("index");
    for (int i = 0; i < int(m_tsCases.size()); ++i)
        QTest::newRow(qPrintable(QStringLiteral("case %1 %2 %3").arg(m_tsCases[i].number)
                                     .arg(m_tsCases[i].spline, m_tsCases[i].valueType)))
            << i;
}

void TestSplineSample::tsBaseline()
{
    QFETCH(int, index);
    const TsCase &c = m_tsCases[index];
    QVERIFY2(m_museum.contains(c.spline), qPrintable(c.spline + QLatin1String(" not in museum.jsonl")));
    const ValueType type = valueTypeFromTs(c.valueType);
    QString error;
    const auto dbl = museumSpline(m_museum.value(c.spline), ValueType::Double, &error);
    QVERIFY2(dbl, qPrintable(error));
    const auto s = museumSpline(m_museum.value(c.spline), type, &error);
    QVERIFY2(s, qPrintable(error));

    // Parameters from the recipe; the header prints them to 6 significant digits. Where
    // they disagree (Ts evaluated a knot differently) the header's scales are used.
    QStringList problems;
    const std::optional<PostRepeatShift> postShift = tsPostRepeatShift(*dbl);
    const TsRecipe recipe = tsRecipe(*dbl, postShift ? postShift->perCopy : 0.0);
    double tMin, tMax, tol;
    recipe.forType(type, tMin, tMax, tol);
    double ts = recipe.timeScale, vs = recipe.valueScale;
    if (!(relClose(tMin, c.tMin, 1e-5) && relClose(tMax, c.tMax, 1e-5) && tol == c.tolerance
          && relClose(ts, c.timeScale, 1e-5) && relClose(vs, c.valueScale, 1e-5))) {
        problems << QStringLiteral("recipe [%1, %2] scales %3, %4 tol %5 differ from the header")
                        .arg(tMin).arg(tMax).arg(ts).arg(vs).arg(tol);
        ts = c.timeScale;
        vs = c.valueScale;
    }

    std::vector<SamplePolyline> ours;
    QVERIFY(sample(*s, tMin, tMax, ts, vs, tol, &ours).isOk());
    const ContractResult contract = checkContract(*s, tMin, tMax, ts, vs, tol, ours, 2000);
    QVERIFY2(contract.failures == 0, qPrintable(contract.messages.join(QLatin1Char('\n'))));

    const QString where = QStringLiteral("%1 (case %2, %3) [%4, %5] tol %6")
                              .arg(c.spline).arg(c.number).arg(c.valueType).arg(tMin).arg(tMax).arg(tol);
    const double window = 4.0 * tol / ts;
    // Ts clips its first and last chord to the interval by linear interpolation, so its end
    // vertices lie on a chord (within the tolerance of the curve, possibly of a point just
    // outside the interval): measure Ts vertices against our curve sampled a little wider.
    std::vector<SamplePolyline> oursWide;
    QVERIFY(sample(*s, tMin - window, tMax + window, ts, vs, tol, &oursWide).isOk());
    // Ts's post Loop Repeat copies of a dual-valued first knot, moved onto rule 2.
    std::vector<SamplePolyline> tsPolylines = c.polylines;
    if (postShift)
        g_stats.shiftedTsVertices += applyPostRepeatShift(tsPolylines, *postShift);
    double worstTs = 0.0, worstOurs = 0.0;
    // Every Ts vertex lies on Ts's curve (up to rounding to the vector type): it must be
    // within the tolerance of our polylines.
    for (const SamplePolyline &p : tsPolylines) {
        for (const Vertex &v : p.vertices) {
            const double allow = tol + 1.01 * roundingPixels(type, v[0], v[1], ts, vs);
            const double d = distanceToPolylines(oursWide, v[0], v[1], ts, vs, window + allow / ts);
            worstTs = std::max(worstTs, d / tol);
            ++g_stats.tsVertices;
            if (!(d <= allow) && problems.size() < 10)
                problems << QStringLiteral("Ts vertex (%1, %2) is %3 px from our polylines; our eval %4 / pre %5")
                                .arg(v[0], 0, 'g', 17).arg(v[1], 0, 'g', 17).arg(d)
                                .arg(describe(s->eval(v[0])), describe(s->evalPreValue(v[0])));
        }
    }
    // Every one of our vertices lies on our curve: it must be within the tolerance of Ts's.
    for (const SamplePolyline &p : ours) {
        for (const Vertex &v : p.vertices) {
            const double allow = tol + 1.01 * roundingPixels(type, v[0], v[1], ts, vs);
            const double d = distanceToPolylines(tsPolylines, v[0], v[1], ts, vs, window + allow / ts);
            worstOurs = std::max(worstOurs, d / tol);
            ++g_stats.ourVertices;
            if (!(d <= allow) && problems.size() < 10)
                problems << QStringLiteral("our vertex (%1, %2) is %3 px from Ts's polylines")
                                .arg(v[0], 0, 'g', 17).arg(v[1], 0, 'g', 17).arg(d);
        }
    }
    // Same discontinuity structure: polylines with the same sources in the same order
    // (Ts's degenerate one-point polylines at a jump at the interval end are dropped).
    QString tsSources, ourSources;
    for (const SamplePolyline &p : tsPolylines)
        tsSources += QLatin1String(sampleSourceName(p.source)) + QLatin1Char(' ');
    for (const SamplePolyline &p : ours)
        ourSources += QLatin1String(sampleSourceName(p.source)) + QLatin1Char(' ');
    if (tsSources != ourSources)
        problems << QStringLiteral("polylines differ: Ts %1| ours %2").arg(tsSources, ourSources);

    ++g_stats.cases;
    g_stats.maxTsToOurs = std::max(g_stats.maxTsToOurs, worstTs);
    g_stats.maxOursToTs = std::max(g_stats.maxOursToTs, worstOurs);
    QVERIFY2(problems.isEmpty(), qPrintable(where + QLatin1Char('\n') + problems.join(QLatin1Char('\n'))));
}

// Keys a hair apart looping over a wide view (review finding: the editor hung drawing
// billions of loop copies): the extrapolation is drawn from a grid of quarter pixels, so the
// vertex count is bounded by the view's width, and every vertex is on the curve.
void TestSplineSample::subPixelLoopCopies()
{
    Spline s;
    Knot a, b;
    a.time = 1.0;
    a.value = 0.0;
    a.nextInterp = Interpolation::Linear;
    b.time = 1.0 + 1e-9;
    b.value = 5.0;
    QVERIFY(s.setKnots({a, b}).isOk());
    Extrapolation pre, post;
    pre.mode = ExtrapolationMode::LoopOscillate;
    post.mode = ExtrapolationMode::LoopReset;
    QVERIFY(s.setPreExtrapolation(pre).isOk() && s.setPostExtrapolation(post).isOk());
    std::vector<SamplePolyline> out;
    const double timeScale = 2000.0 / 20.0; // 2,000 px over [-9, 11]
    QVERIFY(sample(s, -9.0, 11.0, timeScale, 100.0, 0.25, &out).isOk());
    std::size_t vertices = 0;
    for (const SamplePolyline &p : out) {
        vertices += p.vertices.size();
        for (const auto &v : p.vertices)
            QVERIFY(std::abs(v[1] - *s.eval(v[0])) <= 1e-9 || std::abs(v[1] - *s.evalPreValue(v[0])) <= 1e-9);
    }
    QVERIFY(vertices > 1000);   // the looping parts are drawn
    QVERIFY(vertices < 20000); // about 4 per pixel, not one per copy
}

// Fuzz finding (tests/fuzz/regressions/spline_eval/sample-vertex-at-a-1e-12-knot-under-
// oscillating-pre-extrapolation): the first knot at 1e-12, the last at 3.2e-5. The copy
// just before the knots ends at last − span, which rounds to 1e-12 + 2.8e-21: the vertex
// with the copy's end value (388235, the left limit at the first knot) lay after the knot,
// where the curve is −152463. Copies are now clamped to their side of the knots.
void TestSplineSample::loopCopyEndsOnTheEndKnot()
{
    const double first = 9.9999999999999998e-13, last = 3.1948159721208014e-05;
    QVERIFY(last - (last - first) != first); // the shift rounds past the knot
    Extrapolation reset;
    reset.mode = ExtrapolationMode::LoopReset;
    const Spline s = makeSpline({knot(first, -152462.95928937534, Interpolation::Linear, 0, -8898, 1.064938624040267e-05, 0),
                                 knot(last, 388235, Interpolation::Held, 1.064938624040267e-05, 0)},
                                reset, reset);
    std::vector<SamplePolyline> out;
    QVERIFY(sample(s, -1e-4, 1e-4, 1e7, 1e-3, 0.5, &out).isOk());
    int preVertices = 0;
    bool endOnKnot = false;
    for (const SamplePolyline &p : out) {
        for (const auto &v : p.vertices) {
            if (p.source == SampleSource::PreExtrapolationLoop) {
                ++preVertices;
                QVERIFY2(v[0] <= first, qPrintable(QString::number(v[0], 'g', 17)));
                endOnKnot = endOnKnot || (v[0] == first && v[1] == 388235.0);
            }
            if (p.source == SampleSource::PostExtrapolationLoop)
                QVERIFY2(v[0] >= last, qPrintable(QString::number(v[0], 'g', 17)));
        }
    }
    QVERIFY(preVertices > 4);
    QVERIFY(endOnKnot);
    QCOMPARE(s.evalPreValue(first), std::optional<double>(388235.0));
    qInfo("checked %d pre-extrapolation vertices", preVertices);
}

// Fuzz finding (tests/fuzz/regressions/spline_eval/sample-vertex-of-a-1e-12-segment-in-an-
// inner-loop-under-repeat): a Repeat loop over [−65.26, 152.28] whose first segment is
// 1e-12 wide (−838851 to 671). At the last knot the first post copy starts; last − span
// rounds one ulp into that segment, so eval gave −716792 there instead of the copy's start
// value (the last knot's value, −841087.6) that sample() draws. A time a whole number of
// spans from the region now maps exactly onto its end (checked here through eval).
void TestSplineSample::wholeSpansMapOntoTheRegionEnd()
{
    const double first = -65.264316837424062, last = 152.28340595398615;
    QVERIFY(last - (last - first) != first);
    Extrapolation repeat;
    repeat.mode = ExtrapolationMode::LoopRepeat;
    const double endValue = -841087.62267917942;
    const Spline s = makeSpline({knot(first, -838851.10288423183, Interpolation::Curve),
                                 knot(-65.264316837423067, 670.95593848429462, Interpolation::Held,
                                      9.9474988246583969e-13, -9214.7441767156124),
                                 knot(last, endValue, Interpolation::Held)},
                                repeat, repeat);
    const double span = last - first;
    QVERIFY(std::abs(*s.eval(last) - endValue) <= 1e-9 * std::abs(endValue));
    QCOMPARE(s.evalPreValue(last), std::optional<double>(670.95593848429462));
    // Whole spans further out: the copies' starts (post) and ends (pre side).
    for (int k = 1; k <= 3; ++k) {
        const double t = last + k * span;
        if (std::fmod(t - last, span) != 0.0)
            continue; // not a whole number of spans after rounding
        QVERIFY(std::abs(*s.eval(t) - (endValue + k * (endValue - -838851.10288423183))) <= 1e-9 * std::abs(endValue));
    }
}

// Fuzz finding (tests/fuzz/regressions/spline_eval/sample-vertex-of-a-loop-copy-of-a-
// tangent-wider-than-its-segment): a segment whose pre tangent is 1.115 of its span
// (Keep Ratio's result, on its ellipse) has its second control point before the
// segment's start. sample() clamped every mapped control point of a loop copy to the copy's side
// of the knots, which moved that one onto the last knot and drew the copy as a different
// curve (up to 490,000 off, an eighth of the rise). Only the copy's end points are
// clamped now: each copy's vertices are the prototype's shifted by whole spans.
void TestSplineSample::loopCopyOfATangentWiderThanItsSegment_data()
{
    QTest::addColumn<int>("mode");
    QTest::addColumn<double>("timeScale");
    QTest::newRow("reset, a copy in one strip") << int(ExtrapolationMode::LoopReset) << 2.181067240288332;
    QTest::newRow("reset, subdivided") << int(ExtrapolationMode::LoopReset) << 10000.0;
    QTest::newRow("repeat, subdivided") << int(ExtrapolationMode::LoopRepeat) << 10000.0;
}

void TestSplineSample::loopCopyOfATangentWiderThanItsSegment()
{
    QFETCH(int, mode);
    QFETCH(double, timeScale);
    const double last = 0.25583505118503536;
    Extrapolation none;
    none.mode = ExtrapolationMode::ValueBlock;
    Extrapolation loop;
    loop.mode = ExtrapolationMode(mode);
    const Spline s = makeSpline({knot(0.0, 0.0, Interpolation::Curve, 0, 0, 0.0038693819816435393, 0),
                                 knot(last, 3882160.0, Interpolation::Held, 0.28519083703400666, 0)},
                                none, loop);
    QVERIFY(0.28519083703400666 > last); // the second control point precedes the first knot
    std::vector<SamplePolyline> out;
    QVERIFY(sample(s, 0.0, 0.6, timeScale, 0.00035401332397365772, 0.544118, &out).isOk());
    int checked = 0;
    double worst = 0.0;
    for (const SamplePolyline &p : out) {
        if (p.source != SampleSource::PostExtrapolationLoop)
            continue;
        for (const auto &v : p.vertices) {
            // Away from the copies' ends, where the value jumps (reset) or the copies join.
            const double inCopy = std::fmod(v[0], last);
            if (inCopy < 1e-9 || last - inCopy < 1e-9)
                continue;
            worst = std::max(worst, std::abs(*s.eval(v[0]) - v[1]));
            ++checked;
        }
    }
    QVERIFY(checked >= 1);
    // The tolerance in values: 0.544 px at 0.000354 px per value unit is 1537.
    QVERIFY2(worst <= 1537.0, qPrintable(QString::number(worst)));
    qInfo("checked %d loop-copy vertices, largest distance to eval %.3g value units", checked, worst);
}

void TestSplineSample::keepRatioHairDrawnAsEvalReadsIt_data()
{
    QTest::addColumn<double>("tMin");
    QTest::addColumn<double>("tMax");
    QTest::addColumn<double>("timeScale");
    QTest::addColumn<double>("valueScale");
    // The first millisecond of the segment at 4 million pixels per time code: the hair (6e-6
    // time codes) is 24 pixels wide there (fuzz_spline_eval found vertices before 0).
    QTest::newRow("first millisecond") << 0.0 << 0.001 << 4e6 << 600.0;
    QTest::newRow("view starting inside the hair") << 3e-7 << 0.0013 << 3e6 << 600.0;
    QTest::newRow("view ending inside the hair") << -0.001 << 7e-7 << 3e6 << 600.0;
    QTest::newRow("whole segment") << -1.0 << 51.0 << 40.0 << 0.001;
}

// A Bezier segment from a knot at 0 with a post width of 1.8e-5 of the span to a knot whose
// pre width is 1.005 spans: Keep Ratio (Ts's padding quirk, Regression.h) leaves its time
// cubic rising to a local maximum just after 0, falling back 5.5e-6 before 0 (1.2e-7 of the
// span) and rising again. sample() keeps every vertex inside the view and in time order (it
// drew the back-travel before the knot), and each vertex on the curve within the tolerance
// up to the hair's width in time (Sample.h's limit); at a normal zoom the whole contract
// holds.
void TestSplineSample::keepRatioHairDrawnAsEvalReadsIt()
{
    QFETCH(double, tMin);
    QFETCH(double, tMax);
    QFETCH(double, timeScale);
    QFETCH(double, valueScale);
    const double tol = 0.25;
    const Spline s = makeSpline({knot(0.0, -192148.13409962202, Interpolation::Curve, 0, 0, 0.000890759, -1e-12),
                                 knot(49.937959558823529, 364705.88235294120, Interpolation::Curve, 50.2002, 3647.06)});
    // Precondition: the evaluated (de-regressed) time cubic runs back, to before the knot.
    const detail::EvalKnot &a = s.evalData().knots[0];
    const detail::EvalKnot &b = s.evalData().knots[1];
    QVERIFY(a.deRegressed);
    const double x1 = a.postWidth, x2 = b.time - b.preWidth, x3 = b.time;
    double earliest = 0.0, highest = 0.0, travel = 0.0;
    for (int k = 1; k <= 100000; ++k) {
        const double u = k / 100000.0, m = 1.0 - u;
        const double x = 3.0 * m * m * u * x1 + 3.0 * m * u * u * x2 + u * u * u * x3;
        earliest = std::min(earliest, x);
        highest = std::max(highest, x);
        travel = std::max(travel, highest - x);
    }
    QVERIFY2(earliest < -1e-7 && travel < 2e-7 * x3, qPrintable(QStringLiteral("%1 %2").arg(earliest).arg(travel)));

    std::vector<SamplePolyline> out;
    QVERIFY(sample(s, tMin, tMax, timeScale, valueScale, tol, &out).isOk());
    QVERIFY(!out.empty());
    double lastTime = tMin;
    const double window = 1.01 * travel + tol / timeScale;
    int checked = 0;
    for (const SamplePolyline &p : out) {
        for (const Vertex &v : p.vertices) {
            QVERIFY2(v[0] >= lastTime && v[0] <= tMax,
                     qPrintable(QStringLiteral("vertex time %1 after %2").arg(v[0], 0, 'g', 17).arg(lastTime, 0, 'g', 17)));
            lastTime = v[0];
            // On the curve within the window: near a probe's value or between two probes'.
            bool near = false;
            std::optional<double> previous;
            for (int j = -2000; j <= 2000 && !near; ++j) {
                const std::optional<double> e = s.eval(v[0] + j * window / 2000.0);
                near = e && std::abs(*e - v[1]) * valueScale <= tol;
                if (e && previous)
                    near = near || (v[1] >= std::min(*e, *previous) && v[1] <= std::max(*e, *previous));
                previous = e;
            }
            QVERIFY2(near, qPrintable(QStringLiteral("vertex (%1, %2) off the curve").arg(v[0], 0, 'g', 17).arg(v[1], 0, 'g', 17)));
            ++checked;
        }
    }
    if (timeScale * travel < tol) { // the hair is below a pixel: the whole contract
        const ContractResult r = checkContract(s, tMin, tMax, timeScale, valueScale, tol, out);
        QVERIFY2(r.failures == 0, qPrintable(r.messages.join(QLatin1Char('\n'))));
    }
    qInfo("%d vertices in %zu polylines checked; the hair runs back %.3g time codes (%.3g px)", checked,
          out.size(), travel, travel * timeScale);
}

// Oscillating copies of a held segment ending at a dual-valued knot, drawn with risers:
// each copy's start is placed by k · span, which can round an ulp before the previous
// copy's riser (fuzz_spline_eval: t = 231.59903847649582 after 231.59903847649585). No
// polyline may run back in time by it.
void TestSplineSample::loopCopiesMeetWithoutRunningBack()
{
    const Spline s = makeSpline({knot(-18.397672408102039, -709037.99019607843, Interpolation::Held),
                                 dual(knot(31.601669768817537, -381577, Interpolation::Curve), -121293.51801500004)},
                                ex(ExtrapolationMode::Held), ex(ExtrapolationMode::LoopOscillate));
    std::vector<SamplePolyline> out;
    QVERIFY(sample(s, 1e-12, 1945.3125268817421, 2.0562248711839848, 1000, 4, SampleOptions{.heldRisers = true}, &out).isOk());
    int steps = 0;
    for (const SamplePolyline &p : out) {
        for (std::size_t k = 1; k < p.vertices.size(); ++k) {
            QVERIFY2(p.vertices[k][0] >= p.vertices[k - 1][0],
                     qPrintable(QStringLiteral("%1 after %2").arg(p.vertices[k][0], 0, 'g', 17).arg(p.vertices[k - 1][0], 0, 'g', 17)));
            ++steps;
        }
    }
    QVERIFY(steps >= 40); // 39 copies of the 50-wide segment, each with its riser
    qInfo("%d vertex steps in %zu polylines in time order", steps, out.size());
}

QTEST_GUILESS_MAIN(TestSplineSample)
#include "tst_spline_sample.moc"
