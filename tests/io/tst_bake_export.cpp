// Baked-layer export: splines → time samples with extra samples at jumps (held ends,
// dual values, loop resets, value blocks), the error report, the interchange-safe spline
// target, and bakeLayer's choice of attributes and range.
#include "core/document/TimeSamples.h"
#include "core/io/BakeExport.h"
#include "core/io/InterchangeBake.h"
#include "core/io/SampleBake.h"
#include "core/io/UsdaReader.h"
#include "core/io/UsdaWriter.h"
#include "core/spline/Bake.h"
#include "core/spline/SplineQueries.h"

#include <QTest>
#include <cmath>

using namespace knotline;

Q_DECLARE_METATYPE(knotline::Spline)

class TestBakeExport : public QObject {
    Q_OBJECT
private slots:
    void heldSegmentJump();
    void dualValueAtGridTime();
    void valueBlocksBecomeNone();
    void loopResetJumps();
    void errorReportForCurves();
    void jumpGapOption();
    void everyJumpInLoopCopiesFound_data();
    void everyJumpInLoopCopiesFound();
    void samplesFollowSpline_data();
    void samplesFollowSpline();
    void interchangeSpline_data();
    void interchangeSpline();
    void bakeLayerSamples();
    void bakeLayerInterchange();
    void bakeLayerInterchangeEmptySpline();
    void bakeLayerDefaultRange();
    void bakeLayerErrorsLeaveLayerUnchanged();
};

namespace {

constexpr double kNegInf = -std::numeric_limits<double>::infinity();

Knot knot(double t, double v, Interpolation next, double w = 1.0, double s = 0.0)
{
    return makeKnot(t, v, next, w, s);
}

Spline splineOf(std::vector<Knot> knots, Extrapolation pre = {}, Extrapolation post = {},
                std::optional<LoopParams> loop = std::nullopt)
{
    Spline s;
    s.setAntiRegressionMode(AntiRegressionMode::None);
    if (!s.setKnots(std::move(knots)) || !s.setPreExtrapolation(pre) || !s.setPostExtrapolation(post))
        qFatal("bad test spline");
    if (loop && !s.setInnerLoopParams(*loop))
        qFatal("bad loop");
    return s;
}

Extrapolation extrap(ExtrapolationMode m, std::optional<double> boundary = std::nullopt)
{
    Extrapolation e;
    e.mode = m;
    e.loopBoundary = boundary;
    return e;
}

TimeCodeRange range(double a, double b, double stride = 1.0)
{
    return TimeCodeRange::create(a, b, stride).value();
}

std::optional<double> interp(const std::vector<BakedSample> &s, double t)
{
    double v = 0.0;
    if (interpolateBakedSamples(s, t, &v))
        return v;
    return std::nullopt;
}

bool near(std::optional<double> a, std::optional<double> b, double tol = 1e-9)
{
    if (!a || !b)
        return a.has_value() == b.has_value();
    return std::abs(*a - *b) <= tol * std::max(1.0, std::abs(*b));
}

const BakedSample *sampleAt(const std::vector<BakedSample> &s, double t)
{
    for (const BakedSample &b : s)
        if (b.time == t)
            return &b;
    return nullptr;
}

Layer parse(const char *text)
{
    Result<Layer> r = readUsda(text, "bake.usda");
    if (!r)
        qFatal("%s", r.message().c_str());
    return std::move(r).value();
}

const char *kLayer =
    "#usda 1.0\n(\n    startTimeCode = 0\n    endTimeCode = 10\n)\n\ndef Xform \"Rig\"\n{\n"
    "    double held.spline = {\n        0: 0; post held,\n        2.5: 5; post held,\n        7: 1; post linear,\n        9: 3; post linear,\n    }\n"
    "    float curve.spline = {\n        bezier,\n        post: loop repeat,\n        0: 0; pre (0, 0); post curve (1, 2),\n        4: 3 & 1; pre (1, 0); post curve (1, 0),\n"
    "        6: 2; pre (1, -1); post curve (0, 0),\n    }\n"
    "    double plain = 4\n    double samples.timeSamples = {\n        0: 1,\n        10: 2,\n    }\n}\n\n";

} // namespace

void TestBakeExport::heldSegmentJump()
{
    const Spline s = splineOf({knot(0, 0, Interpolation::Held), knot(2.5, 5, Interpolation::Held)});
    const SampleBakeResult r = bakeSplineSamples(s, range(0, 5));
    QCOMPARE(r.jumpSamples, std::size_t(2));
    QCOMPARE(r.samples.size(), std::size_t(8));
    const double before = std::nextafter(2.5, kNegInf);
    QVERIFY(sampleAt(r.samples, before));
    QCOMPARE(sampleAt(r.samples, before)->value, 0.0);
    QCOMPARE(sampleAt(r.samples, 2.5)->value, 5.0);
    QCOMPARE(*interp(r.samples, 2.4), 0.0);
    QCOMPARE(*interp(r.samples, 2.5), 5.0);
    QCOMPARE(*interp(r.samples, 2.7), 5.0);
    QCOMPARE(r.maxError, 0.0);
}

void TestBakeExport::dualValueAtGridTime()
{
    Knot dual = knot(2, 3, Interpolation::Linear);
    dual.preValue = 1.0;
    const Spline s = splineOf({knot(0, 0, Interpolation::Linear), dual, knot(4, 3, Interpolation::Held)});
    const SampleBakeResult r = bakeSplineSamples(s, range(0, 4));
    QCOMPARE(r.jumpSamples, std::size_t(1)); // the jump is on a grid time: only the sample before it
    QCOMPARE(sampleAt(r.samples, std::nextafter(2.0, kNegInf))->value, 1.0);
    QCOMPARE(sampleAt(r.samples, 2.0)->value, 3.0);
    QVERIFY(r.maxError <= 1e-12);
}

void TestBakeExport::valueBlocksBecomeNone()
{
    const Spline s = splineOf({knot(0, 1, Interpolation::Linear), knot(2, 3, Interpolation::ValueBlock),
                               knot(4.5, 5, Interpolation::Held)},
                              extrap(ExtrapolationMode::ValueBlock));
    const SampleBakeResult r = bakeSplineSamples(s, range(-1, 6));
    QVERIFY(sampleAt(r.samples, -1.0)->blocked);
    QVERIFY(!sampleAt(r.samples, 0.0)->blocked);
    QVERIFY(sampleAt(r.samples, 2.0)->blocked);
    QVERIFY(sampleAt(r.samples, 3.0)->blocked);
    QCOMPARE(sampleAt(r.samples, std::nextafter(2.0, kNegInf))->value, 3.0);
    QCOMPARE(sampleAt(r.samples, 4.5)->value, 5.0);
    QVERIFY(!interp(r.samples, 3.9));
    QVERIFY(!interp(r.samples, -0.5));
    QCOMPARE(*interp(r.samples, 1.5), 2.5);
    QCOMPARE(r.maxError, 0.0);
}

void TestBakeExport::loopResetJumps()
{
    const Spline s = splineOf({knot(0, 0, Interpolation::Linear), knot(2, 2, Interpolation::Held)}, {},
                              extrap(ExtrapolationMode::LoopReset));
    const SampleBakeResult r = bakeSplineSamples(s, range(0, 6, 0.5));
    for (double t : {2.0, 4.0, 6.0}) {
        const BakedSample *before = sampleAt(r.samples, std::nextafter(t, kNegInf));
        QVERIFY2(before, qPrintable(QString::number(t)));
        QVERIFY(std::abs(before->value - 2.0) < 1e-9);
        QCOMPARE(sampleAt(r.samples, t)->value, 0.0);
    }
    QVERIFY(r.maxError <= 1e-12);
}

void TestBakeExport::errorReportForCurves()
{
    const Spline s = splineOf({knot(0, 0, Interpolation::Curve, 2.0, 5.0), knot(6, 0, Interpolation::Curve, 2.0, 5.0)});
    const SampleBakeResult coarse = bakeSplineSamples(s, range(0, 6, 3.0));
    const SampleBakeResult fine = bakeSplineSamples(s, range(0, 6, 0.25));
    QVERIFY(coarse.maxError > 0.1);
    QVERIFY(coarse.maxErrorTime > 0.0 && coarse.maxErrorTime < 6.0);
    QVERIFY(fine.maxError < coarse.maxError / 10.0);
    SampleBakeOptions none;
    none.probesPerInterval = 0;
    const SampleBakeResult unmeasured = bakeSplineSamples(s, range(0, 6, 3.0), none);
    QCOMPARE(unmeasured.maxError, 0.0);
    QVERIFY(std::isnan(unmeasured.maxErrorTime));
}

void TestBakeExport::jumpGapOption()
{
    const Spline s = splineOf({knot(0, 0, Interpolation::Held), knot(2.5, 5, Interpolation::Held)});
    SampleBakeOptions o;
    o.jumpGap = 0.01;
    o.probesPerInterval = 3;
    const SampleBakeResult r = bakeSplineSamples(s, range(0, 5), o);
    QVERIFY(sampleAt(r.samples, 2.49));
    QCOMPARE(sampleAt(r.samples, 2.49)->value, 0.0);
    // the ramp inside the gap is the honest error
    QVERIFY(r.maxError > 1.0 && r.maxError <= 5.0);
    QVERIFY(r.maxErrorTime > 2.49 && r.maxErrorTime < 2.5);
}

void TestBakeExport::everyJumpInLoopCopiesFound_data()
{
    QTest::addColumn<Spline>("spline");
    Knot dual = knot(3, 4, Interpolation::Curve, 0.5, 1.0);
    dual.preValue = -1.0;
    const std::vector<Knot> knots{knot(0, 0, Interpolation::Held), knot(1.5, 1, Interpolation::Linear), dual,
                                  knot(4.25, 3, Interpolation::Held), knot(5, 2, Interpolation::Curve, 0.3, 2.0)};
    QTest::newRow("oscillate / repeat") << splineOf(knots, extrap(ExtrapolationMode::LoopOscillate), extrap(ExtrapolationMode::LoopRepeat));
    QTest::newRow("reset / oscillate") << splineOf(knots, extrap(ExtrapolationMode::LoopReset), extrap(ExtrapolationMode::LoopOscillate));
    QTest::newRow("boundaries") << splineOf(knots, extrap(ExtrapolationMode::LoopRepeat, 3.0), extrap(ExtrapolationMode::LoopReset, 1.5));
    QTest::newRow("inner loop and repeat")
        << splineOf({knot(0, 0, Interpolation::Held), knot(1, 2, Interpolation::Linear), knot(2.5, 1, Interpolation::Held),
                     knot(3, 5, Interpolation::Linear)},
                    {}, extrap(ExtrapolationMode::LoopRepeat), LoopParams{0.0, 2.5, 1, 1, 1.0});
}

void TestBakeExport::everyJumpInLoopCopiesFound()
{
    // Every segment boundary (knotsWithLoopsBaked lists them all) where the spline jumps
    // must have a sample at the jump and one just before it.
    QFETCH(Spline, spline);
    const double lo = -31.3, hi = 42.9;
    const SampleBakeResult r = bakeSplineSamples(spline, range(lo, hi, 0.7));
    std::vector<Knot> boundaries;
    QVERIFY(knotsWithLoopsBaked(spline, lo, hi, &boundaries).isOk());
    std::size_t jumps = 0;
    for (const Knot &k : boundaries) {
        if (!(k.time > lo && k.time <= hi))
            continue;
        const std::optional<double> left = spline.evalPreValue(k.time), right = spline.eval(k.time);
        if (left.has_value() == right.has_value() && (!left || std::abs(*left - *right) <= 1e-9))
            continue;
        ++jumps;
        QVERIFY2(sampleAt(r.samples, std::nextafter(k.time, kNegInf)), qPrintable(QString::number(k.time, 'g', 17)));
    }
    QVERIFY(jumps > 10);
    QVERIFY(std::isfinite(r.maxError));
}

void TestBakeExport::samplesFollowSpline_data()
{
    QTest::addColumn<Spline>("spline");
    Knot dual = knot(3, 4, Interpolation::Curve, 0.5, 1.0);
    dual.preValue = -1.0;
    QTest::newRow("mixed") << splineOf({knot(0.3, 0, Interpolation::Linear), knot(1.7, 2, Interpolation::Held), dual,
                                        knot(5.2, 1, Interpolation::ValueBlock), knot(6.6, 2, Interpolation::Linear)},
                                       extrap(ExtrapolationMode::Linear), extrap(ExtrapolationMode::Held));
    QTest::newRow("oscillate") << splineOf({knot(0, 0, Interpolation::Held), knot(1.5, 1, Interpolation::Linear),
                                            knot(2.25, 3, Interpolation::Held)},
                                           extrap(ExtrapolationMode::LoopOscillate), extrap(ExtrapolationMode::LoopRepeat));
    QTest::newRow("inner loop") << splineOf({knot(0, 0, Interpolation::Held), knot(1.2, 2, Interpolation::Linear),
                                             knot(2.5, 1, Interpolation::Held)},
                                            {}, {}, LoopParams{0.0, 2.5, 1, 2, 1.0});
}

void TestBakeExport::samplesFollowSpline()
{
    // Only piecewise-linear and held splines: linear interpolation of the samples (with the
    // extra jump samples and knots on grid times) must match everywhere except inside linear
    // segments not aligned with the grid, so compare at the grid and jump samples, and check
    // that no probe sees a value/no-value mismatch.
    QFETCH(Spline, spline);
    const SampleBakeResult r = bakeSplineSamples(spline, range(-4, 12, 0.5));
    QVERIFY(std::isfinite(r.maxError));
    for (const BakedSample &b : r.samples) {
        const std::optional<double> want = spline.eval(b.time);
        const bool isJumpSample = std::floor(b.time * 2.0) != b.time * 2.0;
        const std::optional<double> expected = isJumpSample
            ? spline.evalPreValue(std::nextafter(b.time, std::numeric_limits<double>::infinity()))
            : want;
        QVERIFY2(b.blocked == !expected.has_value(), qPrintable(QString::number(b.time, 'g', 17)));
        if (expected)
            QVERIFY2(std::abs(b.value - *expected) < 1e-9, qPrintable(QString::number(b.time, 'g', 17)));
    }
}

void TestBakeExport::interchangeSpline_data()
{
    QTest::addColumn<Spline>("spline");
    Knot dual = knot(4, 3, Interpolation::Curve, 1.0, 0.0);
    dual.preValue = 1.0;
    Knot ease = knot(6, 2, Interpolation::Curve, 1.0, 0.0);
    ease.pre.algorithm = ease.post.algorithm = TangentAlgorithm::AutoEase;
    QTest::newRow("dual and autoEase, loop repeat")
        << splineOf({knot(0, 0, Interpolation::Curve, 1.0, 2.0), dual, ease, knot(8, 1, Interpolation::Curve)}, {},
                    extrap(ExtrapolationMode::LoopRepeat));
    QTest::newRow("inner loops")
        << splineOf({knot(0, 0, Interpolation::Curve, 0.5, 1.0), knot(1, 2, Interpolation::Linear), knot(2.5, 1, Interpolation::Curve)},
                    extrap(ExtrapolationMode::Linear), extrap(ExtrapolationMode::Sloped), LoopParams{0.0, 2.0, 1, 2, 0.5});
    QTest::newRow("oscillate with boundary")
        << splineOf({knot(0, 0, Interpolation::Linear), knot(1, 2, Interpolation::Curve, 0.3, 1.0), knot(3, 1, Interpolation::Held)},
                    extrap(ExtrapolationMode::LoopOscillate, 1.0), extrap(ExtrapolationMode::LoopReset));
    Knot firstDual = knot(0, 2, Interpolation::Linear);
    firstDual.preValue = -3.0;
    QTest::newRow("dual first knot, held pre")
        << splineOf({firstDual, knot(2, 0, Interpolation::Held)}, extrap(ExtrapolationMode::Held));
}

void TestBakeExport::interchangeSpline()
{
    QFETCH(Spline, spline);
    const Result<Spline> r = knotline::interchangeSpline(spline, -10.0, 20.0);
    QVERIFY2(r.isOk(), r.message().c_str());
    const Spline &out = r.value();
    QVERIFY(!out.hasInnerLoops());
    QVERIFY(out.innerLoopParams().isDefault());
    QVERIFY(!out.preExtrapolation().isLooping());
    QVERIFY(!out.postExtrapolation().isLooping());
    for (const Knot &k : out.knots()) {
        QVERIFY(!k.isDualValued());
        QCOMPARE(k.pre.algorithm, TangentAlgorithm::None);
        QCOMPARE(k.post.algorithm, TangentAlgorithm::None);
    }
    for (double t = -10.0; t <= 20.0; t += 0.0625) {
        QVERIFY2(near(out.eval(t), spline.eval(t)), qPrintable(QStringLiteral("t=%1 got %2 want %3")
                                                                    .arg(t)
                                                                    .arg(out.eval(t).value_or(qQNaN()))
                                                                    .arg(spline.eval(t).value_or(qQNaN()))));
        QVERIFY2(near(out.evalPreValue(t), spline.evalPreValue(t), 1e-6), qPrintable(QStringLiteral("pre t=%1").arg(t)));
    }
}

void TestBakeExport::bakeLayerSamples()
{
    Layer layer = parse(kLayer);
    const Layer original = layer;
    BakeOptions o;
    const Result<BakeReport> r = bakeLayer(layer, o);
    QVERIFY2(r.isOk(), r.message().c_str());
    QCOMPARE(r->start, 0.0);
    QCOMPARE(r->end, 10.0);
    QCOMPARE(r->attributes.size(), std::size_t(2));
    const Attribute *held = layer.findAttribute("/Rig.held");
    QVERIFY(!held->spline);
    QVERIFY(held->timeSamples);
    QCOMPARE(r->attributes[0].jumpSamples, std::size_t(3)); // 2.5⁻, 2.5, 7⁻
    QCOMPARE(layer.findAttribute("/Rig.samples")->timeSamples, original.findAttribute("/Rig.samples")->timeSamples);
    QCOMPARE(layer.findAttribute("/Rig.plain")->defaultValue->text, std::string("4"));
    const std::string written = writeUsda(layer);
    QVERIFY(written.rfind("#usda 1.0\n", 0) == 0);
    const Result<Layer> back = readUsda(written, "baked.usda");
    QVERIFY2(back.isOk(), back.message().c_str());
    // The samples read back evaluate like the spline within the reported error.
    const Spline &spline = original.findAttribute("/Rig.held")->spline->spline;
    const TimeSamples &samples = *back->findAttribute("/Rig.held")->timeSamples;
    for (double t = 0.0; t <= 10.0; t += 0.1) {
        const std::optional<double> got = evalTimeSamples(samples, t), want = spline.eval(t);
        QVERIFY2(near(got, want, 1e-9) || std::abs(*got - *want) <= r->attributes[0].maxError + 1e-12,
                 qPrintable(QString::number(t)));
    }
    // Float splines write float values.
    QVERIFY(written.find("float curve.timeSamples = {") != std::string::npos);
    QVERIFY(formatBakeReport(r.value()).find("/Rig.held: ") != std::string::npos);
}

void TestBakeExport::bakeLayerInterchange()
{
    Layer layer = parse(kLayer);
    const Layer original = layer;
    BakeOptions o;
    o.target = BakeTarget::Interchange;
    o.attributePaths = {"/Rig.curve"};
    const Result<BakeReport> r = bakeLayer(layer, o);
    QVERIFY2(r.isOk(), r.message().c_str());
    QCOMPARE(r->attributes.size(), std::size_t(1));
    QVERIFY(r->maxError < 1e-5); // float spline
    const Attribute *curve = layer.findAttribute("/Rig.curve");
    QVERIFY(curve->spline);
    QVERIFY(!hasLoops(curve->spline->spline));
    QVERIFY(layer.findAttribute("/Rig.held")->spline == original.findAttribute("/Rig.held")->spline);
    const std::string written = writeUsda(layer);
    const Result<Layer> back = readUsda(written, "interchange.usda");
    QVERIFY2(back.isOk(), back.message().c_str());
    QVERIFY(back->findAttribute("/Rig.curve")->spline->spline == curve->spline->spline);
}

void TestBakeExport::bakeLayerInterchangeEmptySpline()
{
    // An empty spline (no value anywhere) is written as a value-block default, not as
    // `.spline = { }` (OpenUSD 24.11 cannot parse an empty spline), under #usda 1.0.
    Layer layer = parse("#usda 1.3\ndef \"P\"\n{\n    double a.spline = {\n        pre: loop oscillate(5),\n"
                        "        post: loop reset(5),\n    }\n    double b = 3\n    double b.spline = {\n    }\n"
                        "    double c.spline = {\n        1: 2,\n    }\n}\n");
    BakeOptions o;
    o.target = BakeTarget::Interchange;
    o.start = 0.0;
    o.end = 4.0;
    const Result<BakeReport> r = bakeLayer(layer, o);
    QVERIFY2(r.isOk(), r.message().c_str());
    QCOMPARE(r->attributes.size(), std::size_t(3));
    QCOMPARE(r->maxError, 0.0);
    for (const char *path : {"/P.a", "/P.b"}) {
        const Attribute *a = layer.findAttribute(path);
        QVERIFY(!a->spline);
        QVERIFY(a->defaultValue && a->defaultValue->isNone());
    }
    QVERIFY(layer.findAttribute("/P.c")->spline);
    const std::string written = writeUsda(layer);
    QVERIFY2(written.rfind("#usda 1.0\n", 0) == 0, written.c_str());
    QVERIFY2(written.find("a.spline") == std::string::npos && written.find("b.spline") == std::string::npos, written.c_str());
    QVERIFY2(written.find("    double a = None\n") != std::string::npos, written.c_str());
    QVERIFY2(written.find("    double b = None\n") != std::string::npos, written.c_str());
    QVERIFY2(written.find("    double c.spline = {\n        1: 2") != std::string::npos, written.c_str());
    const Result<Layer> back = readUsda(written, "interchange.usda");
    QVERIFY2(back.isOk(), back.message().c_str());
    QVERIFY(back->findAttribute("/P.b")->defaultValue->isNone());
}

void TestBakeExport::bakeLayerDefaultRange()
{
    Layer layer = parse("#usda 1.0\ndef \"P\"\n{\n    double a.spline = {\n        2: 1; post linear,\n        5: 4; post held,\n    }\n"
                        "    double b.spline = {\n        -1: 0; post linear,\n        3: 4; post held,\n    }\n}\n");
    BakeOptions o;
    o.stride = 0.5;
    const Result<BakeReport> r = bakeLayer(layer, o);
    QVERIFY(r.isOk());
    QCOMPARE(r->start, -1.0);
    QCOMPARE(r->end, 5.0);
    QCOMPARE(layer.findAttribute("/P.a")->timeSamples->size(), std::size_t(13));
    QCOMPARE(r->maxError, 0.0);
    o.start = 0.0;
    o.end = 1.0;
    Layer again = parse("#usda 1.0\ndef \"P\"\n{\n    double a.spline = {\n        2: 1; post linear,\n    }\n}\n");
    QCOMPARE(bakeLayer(again, o)->end, 1.0);
}

void TestBakeExport::bakeLayerErrorsLeaveLayerUnchanged()
{
    Layer layer = parse(kLayer);
    const Layer original = layer;
    BakeOptions o;
    o.attributePaths = {"/Rig.held", "/Rig.nothing"};
    Result<BakeReport> r = bakeLayer(layer, o);
    QVERIFY(!r.isOk());
    QCOMPARE(r.message(), std::string("no attribute /Rig.nothing in the layer"));
    QVERIFY(layer == original);
    o.attributePaths = {"/Rig.plain"};
    r = bakeLayer(layer, o);
    QCOMPARE(r.message(), std::string("attribute /Rig.plain has no spline to bake"));
    o.attributePaths = {};
    o.stride = 0.0;
    r = bakeLayer(layer, o);
    QCOMPARE(r.message(), std::string("the bake stride must be a number > 0"));
    o.stride = 1.0;
    o.start = 5.0;
    o.end = 1.0;
    r = bakeLayer(layer, o);
    QVERIFY(!r.isOk());
    QVERIFY(r.message().rfind("bad bake range 5:1", 0) == 0);
    QVERIFY(layer == original);
    // A NaN start or end is a bad range, not "not given" (it baked the knots' span).
    o.start = std::nan("");
    o.end = 10.0;
    r = bakeLayer(layer, o);
    QVERIFY2(!r.isOk() && r.message().rfind("bad bake range nan:10", 0) == 0, r.message().c_str());
    o.start = 1.0;
    o.end = std::nan("");
    r = bakeLayer(layer, o);
    QVERIFY2(!r.isOk() && r.message().rfind("bad bake range 1:nan", 0) == 0, r.message().c_str());
    QVERIFY(layer == original);
}

QTEST_GUILESS_MAIN(TestBakeExport)
#include "tst_bake_export.moc"
