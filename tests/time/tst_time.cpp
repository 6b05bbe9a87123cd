// core/time: time codes and timeCodesPerSecond rules, TimeCodeRange strides, LayerOffset
// (scale first, then offset; composition; inverse; automatic tcps scaling) and
// applyLayerOffset on splines. Numbers from ../shared/seeds/openusd-time-and-animated-values.txt.
#include "core/spline/Spline.h"
#include "core/time/LayerOffset.h"
#include "core/time/SplineRetime.h"
#include "core/time/TimeCode.h"
#include "core/time/TimeCodeRange.h"

#include <QTest>
#include <cmath>
#include <optional>

using namespace knotline;

Q_DECLARE_METATYPE(knotline::Spline)
Q_DECLARE_METATYPE(knotline::LayerOffset)

class TestTime : public QObject {
    Q_OBJECT
private slots:
    void secondsConversion();
    void layerTimeCodesPerSecond_data();
    void layerTimeCodesPerSecond();
    void stageTimeCodesPerSecond_data();
    void stageTimeCodesPerSecond();
    void rangeStrideRules_data();
    void rangeStrideRules();
    void rangeTimes_data();
    void rangeTimes();
    void rangeParse_data();
    void rangeParse();
    void layerOffsetSeedExample();
    void layerOffsetWithTcpsSeedExample();
    void nestedAutomaticScaling();
    void layerOffsetCompositionAndInverse();
    void layerOffsetValidity();
    void splineKnotsMapped();
    void splineSeedExamples();
    void splineExtrapolationAndLoopsMapped();
    void splineEvaluatesRetimed_data();
    void splineEvaluatesRetimed();
    void timeValuedSplineMapsValues();
    void negativeScaleReverses();
    void invalidOffsetLeavesSplineUnchanged();
};

namespace {

Knot knot(double t, double v, Interpolation next = Interpolation::Curve, double w = 1.0, double s = 0.0)
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
        qFatal("bad test loop");
    return s;
}

Extrapolation extrap(ExtrapolationMode m, double slope = 0.0, std::optional<double> boundary = std::nullopt)
{
    Extrapolation e;
    e.mode = m;
    e.slope = slope;
    e.loopBoundary = boundary;
    return e;
}

bool near(std::optional<double> a, std::optional<double> b, double tol = 1e-9)
{
    if (!a || !b)
        return a.has_value() == b.has_value();
    return std::abs(*a - *b) <= tol * std::max(1.0, std::abs(*b));
}

} // namespace

void TestTime::secondsConversion()
{
    // "a TimeCode of 240 would correspond to 10 seconds of real time" at 24 tcps.
    QCOMPARE(timeCodeToSeconds(240.0, 24.0), 10.0);
    QCOMPARE(secondsToTimeCode(10.0, 24.0), 240.0);
    QCOMPARE(timeCodeToSeconds(12.0, 12.0), 1.0);
    QVERIFY(isFiniteTimeCode(1e300));
    QVERIFY(!isFiniteTimeCode(std::numeric_limits<double>::infinity()));
}

void TestTime::layerTimeCodesPerSecond_data()
{
    QTest::addColumn<double>("tcps"); // 0 = not authored
    QTest::addColumn<double>("fps");
    QTest::addColumn<double>("expected");
    QTest::newRow("tcps wins") << 12.0 << 30.0 << 12.0;
    QTest::newRow("fps fallback") << 0.0 << 30.0 << 30.0;
    QTest::newRow("default 24") << 0.0 << 0.0 << 24.0;
    QTest::newRow("tcps only") << 8.0 << 0.0 << 8.0;
}

void TestTime::layerTimeCodesPerSecond()
{
    QFETCH(double, tcps);
    QFETCH(double, fps);
    QFETCH(double, expected);
    LayerTimeMetadata m;
    if (tcps > 0)
        m.timeCodesPerSecond = tcps;
    if (fps > 0)
        m.framesPerSecond = fps;
    QCOMPARE(knotline::layerTimeCodesPerSecond(m), expected);
}

void TestTime::stageTimeCodesPerSecond_data()
{
    // Authored values, 0 = none: session tcps, root tcps, session fps, root fps.
    QTest::addColumn<double>("sessionTcps");
    QTest::addColumn<double>("rootTcps");
    QTest::addColumn<double>("sessionFps");
    QTest::addColumn<double>("rootFps");
    QTest::addColumn<double>("expected");
    QTest::newRow("1 session tcps") << 48.0 << 24.0 << 30.0 << 25.0 << 48.0;
    QTest::newRow("2 root tcps") << 0.0 << 24.0 << 30.0 << 25.0 << 24.0;
    QTest::newRow("3 session fps") << 0.0 << 0.0 << 30.0 << 25.0 << 30.0;
    QTest::newRow("4 root fps") << 0.0 << 0.0 << 0.0 << 25.0 << 25.0;
    QTest::newRow("5 fallback") << 0.0 << 0.0 << 0.0 << 0.0 << 24.0;
}

void TestTime::stageTimeCodesPerSecond()
{
    QFETCH(double, sessionTcps);
    QFETCH(double, rootTcps);
    QFETCH(double, sessionFps);
    QFETCH(double, rootFps);
    QFETCH(double, expected);
    LayerTimeMetadata root, session;
    if (rootTcps > 0)
        root.timeCodesPerSecond = rootTcps;
    if (rootFps > 0)
        root.framesPerSecond = rootFps;
    if (sessionTcps > 0)
        session.timeCodesPerSecond = sessionTcps;
    if (sessionFps > 0)
        session.framesPerSecond = sessionFps;
    QCOMPARE(knotline::stageTimeCodesPerSecond(root, &session), expected);
    if (sessionTcps == 0 && sessionFps == 0)
        QCOMPARE(knotline::stageTimeCodesPerSecond(root), expected);
}

void TestTime::rangeStrideRules_data()
{
    QTest::addColumn<double>("start");
    QTest::addColumn<double>("end");
    QTest::addColumn<double>("stride");
    QTest::addColumn<bool>("valid");
    QTest::newRow("positive") << 1.0 << 10.0 << 2.0 << true;
    QTest::newRow("single time") << 5.0 << 5.0 << 1.0 << true;
    QTest::newRow("negative, start > end") << 10.0 << 1.0 << -1.0 << true;
    QTest::newRow("negative, start == end") << 3.0 << 3.0 << -0.5 << true;
    QTest::newRow("negative, start < end") << 1.0 << 10.0 << -1.0 << false;
    QTest::newRow("positive, start > end") << 10.0 << 1.0 << 1.0 << false;
    QTest::newRow("zero stride") << 1.0 << 10.0 << 0.0 << false;
    QTest::newRow("infinite end") << 1.0 << qInf() << 1.0 << false;
    QTest::newRow("nan stride") << 1.0 << 2.0 << qQNaN() << false;
}

void TestTime::rangeStrideRules()
{
    QFETCH(double, start);
    QFETCH(double, end);
    QFETCH(double, stride);
    QFETCH(bool, valid);
    const Result<TimeCodeRange> r = TimeCodeRange::create(start, end, stride);
    QCOMPARE(r.isOk(), valid);
    if (!valid)
        QVERIFY(!r.message().empty());
}

void TestTime::rangeTimes_data()
{
    QTest::addColumn<double>("start");
    QTest::addColumn<double>("end");
    QTest::addColumn<double>("stride");
    QTest::addColumn<QList<double>>("times");
    QTest::newRow("stride 2 (user guide)") << 1.0 << 10.0 << 2.0 << QList<double>{1, 3, 5, 7, 9};
    QTest::newRow("end reached") << 0.0 << 6.0 << 2.0 << QList<double>{0, 2, 4, 6};
    QTest::newRow("negative stride") << 10.0 << 7.0 << -1.0 << QList<double>{10, 9, 8, 7};
    QTest::newRow("fractional end snapped") << 0.0 << 0.3 << 0.1 << QList<double>{0, 0.1, 0.2, 0.3};
    QTest::newRow("single") << 4.0 << 4.0 << 1.0 << QList<double>{4};
}

void TestTime::rangeTimes()
{
    QFETCH(double, start);
    QFETCH(double, end);
    QFETCH(double, stride);
    QFETCH(QList<double>, times);
    const Result<TimeCodeRange> r = TimeCodeRange::create(start, end, stride);
    QVERIFY(r.isOk());
    QCOMPARE(r->size(), static_cast<std::size_t>(times.size()));
    const std::vector<double> got = r->times();
    for (int i = 0; i < times.size(); ++i)
        QCOMPARE(got[static_cast<std::size_t>(i)], times[i]);
    // the last time is exactly the end when the walk reaches it
    if (std::abs(times.back() - end) < 1e-12)
        QCOMPARE(got.back(), end);
}

void TestTime::rangeParse_data()
{
    QTest::addColumn<QString>("spec");
    QTest::addColumn<bool>("valid");
    QTest::addColumn<double>("start");
    QTest::addColumn<double>("end");
    QTest::addColumn<double>("stride");
    QTest::newRow("A:B") << "101:105" << true << 101.0 << 105.0 << 1.0;
    QTest::newRow("A:BxS") << "101:105x2" << true << 101.0 << 105.0 << 2.0;
    QTest::newRow("reverse default stride") << "10:1" << true << 10.0 << 1.0 << -1.0;
    QTest::newRow("single") << "7.5" << true << 7.5 << 7.5 << 1.0;
    QTest::newRow("negative numbers") << "-10:-2x0.5" << true << -10.0 << -2.0 << 0.5;
    QTest::newRow("garbage") << "a:b" << false << 0.0 << 0.0 << 0.0;
    QTest::newRow("bad stride rule") << "1:5x-1" << false << 0.0 << 0.0 << 0.0;
}

void TestTime::rangeParse()
{
    QFETCH(QString, spec);
    QFETCH(bool, valid);
    const Result<TimeCodeRange> r = TimeCodeRange::parse(spec.toStdString());
    QCOMPARE(r.isOk(), valid);
    if (!valid)
        return;
    QFETCH(double, start);
    QFETCH(double, end);
    QFETCH(double, stride);
    QCOMPARE(r->start(), start);
    QCOMPARE(r->end(), end);
    QCOMPARE(r->stride(), stride);
    QCOMPARE(TimeCodeRange::parse(r->toString())->stride(), stride);
}

void TestTime::layerOffsetSeedExample()
{
    // (offset = 10; scale = 2): time code 10 is scaled to 20, then offset to 30.
    const LayerOffset o{10.0, 2.0};
    QCOMPARE(o.apply(10.0), 30.0);
    QCOMPARE(o.applyInverse(30.0), 10.0);
}

void TestTime::layerOffsetWithTcpsSeedExample()
{
    // A layer at 8 tcps sublayered with (offset = 10; scale = 2) under a root at 24:
    // 10 * 3 * 2 + 10 = 70.
    const LayerOffset o = sublayerToParentOffset(LayerOffset{10.0, 2.0}, 24.0, 8.0);
    QCOMPARE(o.scale, 6.0);
    QCOMPARE(o.offset, 10.0);
    QCOMPARE(o.apply(10.0), 70.0);
    // Automatic scaling alone: 12 tcps under 24 maps 12 to 24.
    QCOMPARE(sublayerToParentOffset(LayerOffset::identity(), 24.0, 12.0).apply(12.0), 24.0);
    QCOMPARE(LayerOffset::forTimeCodesPerSecond(24.0, 12.0).scale, 2.0);
}

void TestTime::nestedAutomaticScaling()
{
    // animationRoot (24) → animationA (12) → animationB (6): scaled by 2, then by 2 again.
    const LayerOffset aToRoot = LayerOffset::identity() * sublayerToParentOffset({}, 24.0, 12.0);
    const LayerOffset bToRoot = aToRoot * sublayerToParentOffset({}, 12.0, 6.0);
    QCOMPARE(bToRoot.scale, 4.0);
    QCOMPARE(bToRoot.apply(6.0), 24.0); // 1 second in B is 1 second in the root
    // With offsets on both arcs: inner applied first, then outer.
    const LayerOffset outer{10.0, 2.0}, inner{5.0, 3.0};
    QCOMPARE((outer * inner).apply(1.0), outer.apply(inner.apply(1.0)));
}

void TestTime::layerOffsetCompositionAndInverse()
{
    const LayerOffset a{10.0, 2.0}, b{-4.0, 0.5};
    const LayerOffset ab = a * b;
    QCOMPARE(ab.scale, 1.0);
    QCOMPARE(ab.offset, 2.0);
    const LayerOffset inv = a.inverse();
    QCOMPARE(inv.scale, 0.5);
    QCOMPARE(inv.offset, -5.0);
    QVERIFY((a * inv).isIdentity());
    QVERIFY((inv * a).isIdentity());
    QCOMPARE(a.applyToDuration(3.0), 6.0);
    QCOMPARE(LayerOffset({0.0, -2.0}).applyToDuration(3.0), 6.0);
}

void TestTime::layerOffsetValidity()
{
    QVERIFY(LayerOffset{}.isValid());
    QVERIFY(LayerOffset{}.isInvertible());
    QVERIFY(LayerOffset({1.0, 0.0}).isValid());
    QVERIFY(!LayerOffset({1.0, 0.0}).isInvertible());
    QVERIFY(!LayerOffset({qInf(), 1.0}).isValid());
    QVERIFY(!LayerOffset({0.0, qQNaN()}).isValid());
}

void TestTime::splineKnotsMapped()
{
    Knot a = knot(0.0, 1.0, Interpolation::Curve, 1.5, 4.0);
    a.post = Tangent{2.0, 8.0, TangentAlgorithm::None};
    const Spline s = splineOf({a, knot(10.0, 5.0, Interpolation::Held, 3.0, -2.0)});
    const Spline r = applyLayerOffset(s, LayerOffset{10.0, 2.0});
    QCOMPARE(r.knotCount(), std::size_t(2));
    const Knot &k0 = r.knots()[0];
    QCOMPARE(k0.time, 10.0);
    QCOMPARE(k0.value, 1.0);          // values stay (not time-valued)
    QCOMPARE(k0.pre.width, 3.0);      // widths scale
    QCOMPARE(k0.pre.slope, 2.0);      // slopes divide by the scale
    QCOMPARE(k0.post.width, 4.0);
    QCOMPARE(k0.post.slope, 4.0);
    QCOMPARE(r.knots()[1].time, 30.0);
    QCOMPARE(r.knots()[1].pre.width, 6.0);
    QCOMPARE(r.knots()[1].pre.slope, -1.0);
    QCOMPARE(r.antiRegressionMode(), s.antiRegressionMode());
}

void TestTime::splineSeedExamples()
{
    const Spline s = splineOf({knot(10.0, 3.0, Interpolation::Linear), knot(20.0, 4.0, Interpolation::Held)});
    // factor 2, offset 10: the knot at 10 lands on 30
    const Spline a = applyLayerOffset(s, LayerOffset{10.0, 2.0});
    QCOMPARE(a.knots()[0].time, 30.0);
    QCOMPARE(*a.eval(30.0), 3.0);
    // 8 tcps under 24 with scale 2, offset 10: the knot at 10 lands on 70
    const Spline b = applyLayerOffset(s, sublayerToParentOffset(LayerOffset{10.0, 2.0}, 24.0, 8.0));
    QCOMPARE(b.knots()[0].time, 70.0);
    QCOMPARE(*b.eval(70.0), 3.0);
    QCOMPARE(*b.eval(100.0), *s.eval(15.0)); // 15 * 6 + 10
}

void TestTime::splineExtrapolationAndLoopsMapped()
{
    {
        const Spline s = splineOf({knot(0, 0), knot(4, 2), knot(8, 1)}, extrap(ExtrapolationMode::Sloped, 3.0),
                                  extrap(ExtrapolationMode::LoopRepeat, 0.0, 4.0));
        const Spline r = applyLayerOffset(s, LayerOffset{1.0, 4.0});
        QCOMPARE(r.preExtrapolation().mode, ExtrapolationMode::Sloped);
        QCOMPARE(r.preExtrapolation().slope, 0.75);
        QCOMPARE(r.postExtrapolation().mode, ExtrapolationMode::LoopRepeat);
        QCOMPARE(*r.postExtrapolation().loopBoundary, 17.0);
    }
    {
        LoopParams lp{2.0, 6.0, 1, 2, 0.5};
        const Spline s = splineOf({knot(2, 0), knot(4, 2)}, {}, {}, lp);
        const Spline r = applyLayerOffset(s, LayerOffset{-1.0, 0.5});
        QCOMPARE(r.innerLoopParams().protoStart, 0.0);
        QCOMPARE(r.innerLoopParams().protoEnd, 2.0);
        QCOMPARE(r.innerLoopParams().numPreLoops, 1);
        QCOMPARE(r.innerLoopParams().numPostLoops, 2);
        QCOMPARE(r.innerLoopParams().valueOffset, 0.5); // values are not times
        QVERIFY(r.hasInnerLoops());
    }
}

void TestTime::splineEvaluatesRetimed_data()
{
    QTest::addColumn<Spline>("spline");
    QTest::addColumn<LayerOffset>("offset");
    const Spline curves = splineOf({knot(0, 0, Interpolation::Curve, 1.0, 1.0), knot(3, 2, Interpolation::Curve, 0.5, -1.0),
                                    knot(5, 1, Interpolation::Linear), knot(7, 4, Interpolation::Held)},
                                   extrap(ExtrapolationMode::Linear), extrap(ExtrapolationMode::Sloped, -0.5));
    Knot dual = knot(4, 3, Interpolation::Linear);
    dual.preValue = 1.0;
    const Spline jumps = splineOf({knot(0, 0, Interpolation::Linear), dual, knot(6, 5, Interpolation::ValueBlock), knot(8, 2, Interpolation::Held)});
    const Spline loops = splineOf({knot(0, 0, Interpolation::Curve, 1.0, 1.0), knot(2, 3, Interpolation::Linear), knot(5, 1, Interpolation::Curve)},
                                  extrap(ExtrapolationMode::LoopOscillate), extrap(ExtrapolationMode::LoopRepeat),
                                  LoopParams{0.0, 2.0, 0, 1, 0.0});
    for (const auto &[name, s] : {std::pair<const char *, Spline>{"curves", curves}, {"jumps", jumps}, {"loops", loops}}) {
        QTest::addRow("%s scale 2 offset 10", name) << s << LayerOffset{10.0, 2.0};
        QTest::addRow("%s scale 0.25 offset -3", name) << s << LayerOffset{-3.0, 0.25};
        QTest::addRow("%s tcps 8→24 scale 2 offset 10", name) << s << sublayerToParentOffset({10.0, 2.0}, 24.0, 8.0);
    }
}

void TestTime::splineEvaluatesRetimed()
{
    QFETCH(Spline, spline);
    QFETCH(LayerOffset, offset);
    const Spline r = applyLayerOffset(spline, offset);
    for (double t = -12.0; t <= 20.0; t += 0.37) {
        const double tr = offset.apply(t);
        QVERIFY2(near(r.eval(tr), spline.eval(t)), qPrintable(QStringLiteral("t=%1").arg(t)));
        QVERIFY2(near(r.evalPreValue(tr), spline.evalPreValue(t)), qPrintable(QStringLiteral("pre t=%1").arg(t)));
        const std::optional<double> d = spline.evalDerivative(t), dr = r.evalDerivative(tr);
        if (d && dr)
            QVERIFY2(near(*dr * offset.scale, *d, 1e-8), qPrintable(QStringLiteral("derivative t=%1").arg(t)));
    }
}

void TestTime::timeValuedSplineMapsValues()
{
    // An identity timecode spline (value = time) stays the identity after any offset.
    Spline s = splineOf({knot(0, 0, Interpolation::Curve, 1.0, 1.0), knot(10, 10, Interpolation::Curve, 1.0, 1.0)},
                        extrap(ExtrapolationMode::Linear), extrap(ExtrapolationMode::Sloped, 1.0));
    s.setTimeValued(true);
    const LayerOffset o{10.0, 2.0};
    const Spline r = applyLayerOffset(s, o);
    QVERIFY(r.isTimeValued());
    QCOMPARE(r.knots()[0].time, 10.0);
    QCOMPARE(r.knots()[0].value, 10.0); // timeCodeAttr 0 → 10, like a time
    QCOMPARE(r.knots()[1].value, 30.0);
    QCOMPARE(r.knots()[0].post.slope, 1.0);
    QCOMPARE(r.postExtrapolation().slope, 1.0);
    for (double t = -5.0; t <= 40.0; t += 1.25)
        QVERIFY2(near(r.eval(t), t), qPrintable(QString::number(t)));
    // The seed's flattened example: timecode value 15 under (offset = 10; scale = 2) → 40.
    Spline c = splineOf({knot(0, 15, Interpolation::Held)});
    c.setTimeValued(true);
    QCOMPARE(*applyLayerOffset(c, o).eval(10.0), 40.0);
}

void TestTime::negativeScaleReverses()
{
    Knot dual = knot(4, 3, Interpolation::Curve, 1.0, 0.5);
    dual.preValue = 1.0;
    const Spline s = splineOf({knot(0, 0, Interpolation::Held), knot(2, 2, Interpolation::Linear), dual,
                               knot(7, 1, Interpolation::Curve, 1.0, -0.25)},
                              extrap(ExtrapolationMode::Sloped, 2.0), extrap(ExtrapolationMode::ValueBlock));
    const LayerOffset o{100.0, -2.0};
    const Spline r = applyLayerOffset(s, o);
    QCOMPARE(r.knotCount(), s.knotCount());
    QCOMPARE(r.knots().front().time, 86.0);
    QCOMPARE(r.knots().back().time, 100.0);
    QCOMPARE(r.preExtrapolation().mode, ExtrapolationMode::ValueBlock); // sides swap
    QCOMPARE(r.postExtrapolation().mode, ExtrapolationMode::Sloped);
    QCOMPARE(r.postExtrapolation().slope, -1.0);
    // Away from knots the reversed spline shows the same values.
    for (double t = -3.0; t <= 10.0; t += 0.3) {
        if (std::abs(t - std::round(t)) < 1e-9)
            continue;
        QVERIFY2(near(r.eval(o.apply(t)), s.eval(t)), qPrintable(QString::number(t)));
    }
    // Reversing twice gives the original evaluation back.
    const Spline back = applyLayerOffset(r, o.inverse());
    for (double t = -3.0; t <= 10.0; t += 0.3)
        QVERIFY2(near(back.eval(t), s.eval(t)), qPrintable(QString::number(t)));
}

void TestTime::invalidOffsetLeavesSplineUnchanged()
{
    const Spline s = splineOf({knot(1, 1), knot(2, 4)});
    QVERIFY(applyLayerOffset(s, LayerOffset{1.0, 0.0}) == s);
    QVERIFY(applyLayerOffset(s, LayerOffset{qQNaN(), 1.0}) == s);
    QVERIFY(applyLayerOffset(s, LayerOffset::identity()) == s);
}

QTEST_GUILESS_MAIN(TestTime)
#include "tst_time.moc"
