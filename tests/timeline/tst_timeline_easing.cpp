// Compiled-timeline easings as spline segments (spec/timeline.md §1.5): the spline that
// splineFromKeyframes makes for two keys must equal v0 + Δv · e(p) for the easing's own
// formula e at many progress values p (1e-12 relative), with the 4-number Bezier solved
// exactly here by bisection in long double; steps must match the CSS algorithm exactly,
// one ulp either side of every step included. Names the table does not list are refused
// with the easing's name.
#include "core/timeline/Easing.h"
#include "core/timeline/EasingSegment.h"
#include "core/timeline/KeyframeSpline.h"
#include "core/timeline/SplineKeyframes.h"

#include <QTest>

#include <cmath>
#include <string>

using namespace knotline;

class TestTimelineEasing : public QObject {
    Q_OBJECT
private slots:
    void curveEqualsFormula_data();
    void curveEqualsFormula();
    void stepsMatchCssExactly_data();
    void stepsMatchCssExactly();
    void quadInOutHasBreakdownAtMidpoint();
    void controlListsAndNamesAgree();
    void zeroWidthCarriesSlopeZero();
    void refusals_data();
    void refusals();
    void dualValuedKeysAndJumpStartBeforeFirstKey();
    void exportReadsBackToTheSameKnots_data();
    void exportReadsBackToTheSameKnots();
    void exportRefusals();
    void bakedKeyframesFollowTheCurve();
};

namespace {

/// y of the cubic Bezier (0,0) (x1,y1) (x2,y2) (1,1) where its x equals p, with the
/// parameter found by bisection in long double (x(s) is non-decreasing for x1, x2 in [0,1]).
double exactBezier(double x1, double y1, double x2, double y2, double p)
{
    using L = long double;
    auto bern = [](L a, L b, L s) {
        const L m = 1.0L - s;
        return 3.0L * m * m * s * a + 3.0L * m * s * s * b + s * s * s;
    };
    L lo = 0.0L, hi = 1.0L;
    for (int i = 0; i < 200; ++i) {
        const L mid = (lo + hi) / 2.0L;
        if (bern(x1, x2, mid) < static_cast<L>(p))
            lo = mid;
        else
            hi = mid;
    }
    return static_cast<double>(bern(y1, y2, (lo + hi) / 2.0L));
}

/// The easing's progress at p in [0, 1), from its definition (not from a spline).
double formula(const Easing &e, double p)
{
    switch (e.kind) {
    case EasingKind::Linear:
        return p;
    case EasingKind::Held:
        return 0.0;
    case EasingKind::QuadIn:
        return p * p;
    case EasingKind::QuadOut:
        return 1.0 - (1.0 - p) * (1.0 - p);
    case EasingKind::QuadInOut:
        return p < 0.5 ? 2.0 * p * p : 1.0 - 2.0 * (1.0 - p) * (1.0 - p);
    case EasingKind::CubicBezier:
        if (e.x1 == 1.0 && e.y1 == 0.0 && e.x2 == 0.0 && e.y2 == 1.0) {
            // x(s) = ½ + 4d³ and y(s) = ½ + 1.5d − 2d³ with d = s − ½: x is flat at ½, where
            // bisection cannot find s; the closed form can.
            const double d = std::cbrt((p - 0.5) / 4.0);
            return 0.5 + 1.5 * d - 2.0 * d * d * d;
        }
        return exactBezier(e.x1, e.y1, e.x2, e.y2, p);
    case EasingKind::Steps:
        return static_cast<double>(easingStepAt(e, p)) / static_cast<double>(easingStepJumps(e));
    }
    return 0.0;
}

Easing named(const char *name)
{
    Result<Easing> r = easingFromName(name);
    if (!r.isOk())
        qFatal("easing %s refused: %s", name, r.status().message().c_str());
    return r.value();
}

Spline twoKeySpline(const Easing &e, double t0, double v0, double t1, double v1)
{
    Result<Spline> s = splineFromKeyframes({{t0, v0, e}, {t1, v1, Easing{}}});
    if (!s.isOk())
        qFatal("spline refused: %s", s.status().message().c_str());
    return s.value();
}

} // namespace

Q_DECLARE_METATYPE(knotline::Easing)

void TestTimelineEasing::curveEqualsFormula_data()
{
    QTest::addColumn<Easing>("easing");
    QTest::addColumn<double>("t0");
    QTest::addColumn<double>("v0");
    QTest::addColumn<double>("t1");
    QTest::addColumn<double>("v1");
    struct Row {
        const char *label;
        Easing e;
    };
    auto list = [](double a, double b, double c, double d) { return easingFromControlPoints(a, b, c, d).value(); };
    const Row rows[] = {
        {"null/linear", named("linear")},
        {"step", named("step")},
        {"step-end", named("step-end")},
        {"ease_in", named("ease_in")},
        {"ease_out", named("ease_out")},
        {"ease_in_out", named("ease_in_out")},
        {"ease (an's quadratic)", named("ease")},
        {"CSS ease-in", named("ease-in")},
        {"CSS ease-out", named("ease-out")},
        {"CSS ease-in-out", named("ease-in-out")},
        {"cubic-bezier text", named("cubic-bezier(0.25, 0.1, 0.25, 1)")},
        {"overshoot text", named("cubic-bezier(0.5, -0.8, 0.5, 1.8)")},
        {"[0.5, 2, 0.5, 2]", list(0.5, 2.0, 0.5, 2.0)},
        {"[0.3, 3, 0.7, 0]", list(0.3, 3.0, 0.7, 0.0)},
        {"[1, 0, 0, 1] (vertical middle)", list(1.0, 0.0, 0.0, 1.0)},
        {"[0.42, 0, 1, 1]", list(0.42, 0.0, 1.0, 1.0)},
    };
    struct Span {
        const char *label;
        double t0, v0, t1, v1;
    };
    const Span spans[] = {{"unit", 0.0, 0.0, 1.0, 10.0},
                          {"offset, falling", 2.5, 7.0, 3.75, -3.0},
                          {"large values", 10.0, -1e6, 14.0, 3e6}};
    for (const Row &r : rows)
        for (const Span &s : spans)
            QTest::addRow("%s, %s", r.label, s.label) << r.e << s.t0 << s.v0 << s.t1 << s.v1;
}

void TestTimelineEasing::curveEqualsFormula()
{
    QFETCH(Easing, easing);
    QFETCH(double, t0);
    QFETCH(double, v0);
    QFETCH(double, t1);
    QFETCH(double, v1);
    const Spline spline = twoKeySpline(easing, t0, v0, t1, v1);
    const double scale = std::max({1.0, std::abs(v0), std::abs(v1), std::abs(v1 - v0)});
    int compared = 0;
    for (int i = 0; i <= 2000; ++i) {
        double t = t0 + (t1 - t0) * (i / 2000.0);
        if (i == 2000)
            t = std::nextafter(t1, t0);
        const double p = (t - t0) / (t1 - t0);
        const double want = v0 + (v1 - v0) * formula(easing, p);
        const std::optional<double> got = spline.eval(t);
        QVERIFY(got.has_value());
        if (easing.kind == EasingKind::Held || easing.kind == EasingKind::Steps)
            QCOMPARE(*got, want);
        else if (std::abs(*got - want) > 1e-12 * scale)
            QFAIL(qPrintable(QStringLiteral("t %1 (p %2): spline %3, formula %4")
                                 .arg(t, 0, 'g', 17).arg(p, 0, 'g', 17).arg(*got, 0, 'g', 17).arg(want, 0, 'g', 17)));
        ++compared;
    }
    // The keys themselves: the start value at t0, the end value from t1 on.
    QCOMPARE(*spline.eval(t1), v1);
    QCOMPARE(*spline.eval(t1 + 1.0), v1);
    QCOMPARE(*spline.eval(t0 - 1.0), v0);
    QCOMPARE(compared, 2001);
}

void TestTimelineEasing::stepsMatchCssExactly_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QList<double>>("plateaus"); // progress of each step, in order
    QTest::newRow("steps(4)") << "steps(4)" << QList<double>{0, 0.25, 0.5, 0.75};
    QTest::newRow("steps(4, end)") << "steps(4, end)" << QList<double>{0, 0.25, 0.5, 0.75};
    QTest::newRow("steps(4, jump-start)") << "steps(4, jump-start)" << QList<double>{0.25, 0.5, 0.75, 1};
    QTest::newRow("steps(2, start)") << "steps(2, start)" << QList<double>{0.5, 1};
    QTest::newRow("steps(3, jump-none)") << "steps(3, jump-none)" << QList<double>{0, 0.5, 1};
    QTest::newRow("steps(3, jump-both)") << "steps(3, jump-both)" << QList<double>{0.25, 0.5, 0.75};
    QTest::newRow("step-start") << "step-start" << QList<double>{1};
    QTest::newRow("steps(7) spaces") << " steps( 7 ) " << QList<double>{0, 1 / 7.0, 2 / 7.0, 3 / 7.0, 4 / 7.0, 5 / 7.0, 6 / 7.0};
}

void TestTimelineEasing::stepsMatchCssExactly()
{
    QFETCH(QString, name);
    QFETCH(QList<double>, plateaus);
    const Easing e = named(name.toStdString().c_str());
    QCOMPARE(e.kind, EasingKind::Steps);
    const double t0 = 0.1, v0 = 3.0, t1 = 1.3, v1 = 11.0;
    const Spline spline = twoKeySpline(e, t0, v0, t1, v1);
    // One knot per step plus the end key.
    QCOMPARE(spline.knotCount(), static_cast<std::size_t>(plateaus.size()) + 1);
    for (qsizetype k = 0; k < plateaus.size(); ++k) {
        const Knot &knot = spline.knots()[static_cast<std::size_t>(k)];
        QCOMPARE(knot.nextInterp, Interpolation::Held);
        QVERIFY(std::abs(knot.value - (v0 + (v1 - v0) * plateaus[k])) <= 1e-12 * v1);
        // At the knot and one ulp before it the CSS formula and the spline agree.
        for (double t : {knot.time, std::nextafter(knot.time, -1.0), std::nextafter(knot.time, 2.0)}) {
            if (t < t0)
                continue;
            const double p = (t - t0) / (t1 - t0);
            QCOMPARE(*spline.eval(t), v0 + (v1 - v0) * formula(e, p));
        }
    }
}

void TestTimelineEasing::quadInOutHasBreakdownAtMidpoint()
{
    const Spline s = twoKeySpline(named("ease_in_out"), 0.0, 0.0, 2.0, 8.0);
    QCOMPARE(s.knotCount(), std::size_t(3));
    QCOMPARE(s.knots()[1].time, 1.0);
    QCOMPARE(s.knots()[1].value, 4.0);
    QCOMPARE(*s.evalDerivative(1.0), 8.0); // 4p from both sides: 4 · Δv/Δt · … = 8 per second
    QCOMPARE(*s.evalPreDerivative(1.0), 8.0);
    QCOMPARE(*s.evalDerivative(0.0), 0.0);
}

void TestTimelineEasing::controlListsAndNamesAgree()
{
    QCOMPARE(named("ease-in"), easingFromControlPoints(0.42, 0, 1, 1).value());
    QCOMPARE(named("ease-out"), easingFromControlPoints(0, 0, 0.58, 1).value());
    QCOMPARE(named("ease-in-out"), easingFromControlPoints(0.42, 0, 0.58, 1).value());
    QCOMPARE(named("cubic-bezier(0.42,0,0.58,1)"), easingFromControlPoints(0.42, 0, 0.58, 1).value());
    QCOMPARE(named("ease"), named("ease_in_out"));
    // The tangents the table gives for [0.25, 0.1, 0.25, 1] over Δt = 2, Δv = 10.
    const EasedSegment seg = easedSegment(easingFromControlPoints(0.25, 0.1, 0.25, 1.0).value(), 0, 0, 2, 10);
    QCOMPARE(seg.start.nextInterp, Interpolation::Curve);
    QCOMPARE(seg.start.post.width, 0.5);
    QCOMPARE(seg.start.post.slope, 2.0);
    QCOMPARE(seg.endPre.width, 1.5);
    QCOMPARE(seg.endPre.slope, 0.0);
}

void TestTimelineEasing::zeroWidthCarriesSlopeZero()
{
    const EasedSegment seg = easedSegment(easingFromControlPoints(0.0, 0.5, 1.0, 0.5).value(), 0, 0, 1, 1);
    QCOMPARE(seg.start.post.width, 0.0);
    QCOMPARE(seg.start.post.slope, 0.0);
    QCOMPARE(seg.endPre.width, 0.0);
    QCOMPARE(seg.endPre.slope, 0.0);
}

void TestTimelineEasing::refusals_data()
{
    QTest::addColumn<QString>("name");
    QTest::addColumn<QString>("message");
    QTest::newRow("unknown") << "bounce" << "unsupported easing \"bounce\"";
    QTest::newRow("manim") << "there_and_back" << "unsupported easing \"there_and_back\"";
    QTest::newRow("css ease is not an's") << "cubic-bezier(0.25,0.1,0.25)" << "unsupported easing \"cubic-bezier(0.25,0.1,0.25)\"";
    QTest::newRow("bad number") << "cubic-bezier(a,0,1,1)" << "unsupported easing \"cubic-bezier(a,0,1,1)\"";
    QTest::newRow("x out of range") << "cubic-bezier(1.5,0,1,1)"
                                    << "a cubic-bezier easing needs finite numbers with x1 and x2 in [0, 1], found 1.5";
    QTest::newRow("steps(0)") << "steps(0)"
                              << "invalid steps easing \"steps(0)\" (a whole number of steps from 1, from 2 with jump-none, up to 100000)";
    QTest::newRow("steps(1, jump-none)") << "steps(1, jump-none)"
                                         << "invalid steps easing \"steps(1, jump-none)\" (a whole number of steps from 1, from 2 with jump-none, up to 100000)";
    QTest::newRow("steps(2.5)") << "steps(2.5)"
                                << "invalid steps easing \"steps(2.5)\" (a whole number of steps from 1, from 2 with jump-none, up to 100000)";
    QTest::newRow("steps bad position") << "steps(2, middle)" << "unsupported easing \"steps(2, middle)\"";
    QTest::newRow("CSS linear()") << "linear(0, 1)" << "unsupported easing \"linear(0, 1)\"";
}

void TestTimelineEasing::refusals()
{
    QFETCH(QString, name);
    QFETCH(QString, message);
    const Result<Easing> r = easingFromName(name.toStdString());
    QVERIFY(!r.isOk());
    QCOMPARE(QString::fromStdString(r.status().message()), message);
    QVERIFY(!easingFromControlPoints(0.5, 0, -0.1, 1).isOk());
    QVERIFY(!easingFromControlPoints(0.5, std::nan(""), 0.5, 1).isOk());
}

void TestTimelineEasing::dualValuedKeysAndJumpStartBeforeFirstKey()
{
    // Two keys at 1: the segment from 0 arrives at the first (4), the later (6) wins from 1 on.
    Result<Spline> r = splineFromKeyframes({{0, 0, Easing{}}, {1, 4, Easing{}}, {1, 6, Easing{}}, {2, 8, Easing{}}});
    QVERIFY(r.isOk());
    const Spline &s = r.value();
    QCOMPARE(s.knotCount(), std::size_t(3));
    QCOMPARE(*s.eval(0.5), 2.0);
    QCOMPARE(*s.evalPreValue(1.0), 4.0);
    QCOMPARE(*s.eval(1.0), 6.0);
    QCOMPARE(*s.eval(1.5), 7.0);
    // jump-start on the first key: from its time on the first step shows, before it the
    // first key's own value.
    Result<Spline> j = splineFromKeyframes({{1, 0, named("step-start")}, {2, 10, Easing{}}});
    QVERIFY(j.isOk());
    QCOMPARE(*j.value().eval(0.5), 0.0);
    QCOMPARE(*j.value().eval(1.0), 10.0);
    QCOMPARE(*j.value().eval(1.5), 10.0);
    // A single key is a constant.
    Result<Spline> one = splineFromKeyframes({{0.5, 3, named("ease_in")}});
    QVERIFY(one.isOk());
    QCOMPARE(*one.value().eval(-4.0), 3.0);
    QCOMPARE(*one.value().eval(9.0), 3.0);
}

void TestTimelineEasing::exportReadsBackToTheSameKnots_data()
{
    QTest::addColumn<QString>("easing");
    QTest::addColumn<bool>("fall"); // the keys of a fuzz finding instead of the awkward spans
    for (const char *name : {"linear", "step", "ease_in", "ease_out", "ease_in_out", "ease-in", "ease-out",
                             "ease-in-out", "cubic-bezier(0.3, 3, 0.7, 0)", "cubic-bezier(1, 0, 0, 1)",
                             "cubic-bezier(0.5, -0.8, 0.5, 1.8)", "steps(4)", "steps(3, jump-none)",
                             "steps(5, jump-start)", "steps(2, jump-both)", "step-start"})
        QTest::newRow(name) << QString::fromLatin1(name) << false;
    // fuzz_timeline_json: y2 = 0 over a fall of 1e9 gave a guess of -2.2e-16, and none of
    // its neighbouring doubles (steps of 1e-32) gives 1 − y2 = 1 (regressions/timeline_json).
    QTest::newRow("y2 = 0, x2 = 0.6999999999991111, fall of 1e9")
        << QStringLiteral("cubic-bezier(0.3, 3, 0.6999999999991111, 0)") << true;
    QTest::newRow("y2 = 0, x2 = 0.25, fall of 1e9") << QStringLiteral("cubic-bezier(0.3, 3, 0.25, 0)") << true;
}

void TestTimelineEasing::exportReadsBackToTheSameKnots()
{
    QFETCH(QString, easing);
    QFETCH(bool, fall);
    const Easing e = named(easing.toStdString().c_str());
    // Awkward spans, so that quotients do not come out exact.
    const std::vector<NumericKeyframe> keys = fall
        ? std::vector<NumericKeyframe>{{1.1, 1e9, e}, {1.71, 0.0, Easing{}}}
        : std::vector<NumericKeyframe>{{0.1, 0.3, e}, {0.7, 0.3, Easing{}}, {0.7, -2.9, e},
                                       {1.9, 17.0 / 3.0, e}, {2.3, 1e-3, Easing{}}};
    Result<Spline> first = splineFromKeyframes(keys);
    QVERIFY(first.isOk());
    Result<std::vector<NumericKeyframe>> exported = keyframesFromSpline(first.value(), "a:x");
    QVERIFY2(exported.isOk(), exported.isOk() ? "" : exported.status().message().c_str());
    for (const NumericKeyframe &k : exported.value())
        QVERIFY(k.easing.kind == EasingKind::Linear || k.easing.kind == EasingKind::Held
                || k.easing.kind == EasingKind::CubicBezier);
    Result<Spline> again = splineFromKeyframes(exported.value());
    QVERIFY(again.isOk());
    QCOMPARE(again.value().knots().size(), first.value().knots().size());
    for (std::size_t i = 0; i < first.value().knots().size(); ++i) {
        const Knot &a = first.value().knots()[i];
        const Knot &b = again.value().knots()[i];
        QCOMPARE(b.time, a.time);
        QCOMPARE(b.value, a.value);
        QCOMPARE(b.authoredPreValue(), a.authoredPreValue());
        QCOMPARE(b.nextInterp, a.nextInterp);
        if (a.nextInterp == Interpolation::Curve) {
            QCOMPARE(b.post.width, a.post.width);
            QCOMPARE(b.post.slope, a.post.slope);
        }
        if (i > 0 && first.value().knots()[i - 1].nextInterp == Interpolation::Curve) {
            QCOMPARE(b.pre.width, a.pre.width);
            QCOMPARE(b.pre.slope, a.pre.slope);
        }
    }
    for (int i = 0; i <= 500; ++i) {
        const double t = -0.2 + 2.8 * i / 500.0;
        QCOMPARE(again.value().eval(t), first.value().eval(t));
    }
}

void TestTimelineEasing::exportRefusals()
{
    Spline looped = splineFromKeyframes({{0, 0, Easing{}}, {1, 1, Easing{}}}).value();
    QVERIFY(looped.setPostExtrapolation(Extrapolation{ExtrapolationMode::LoopRepeat, 0.0, std::nullopt}).isOk());
    QCOMPARE(QString::fromStdString(keyframesFromSpline(looped, "hero:x").status().message()),
             "channel hero:x: the compiled format holds only held extrapolation (bake it to keyframes)");

    Spline blocked;
    QVERIFY(blocked.setKnots({makeKnot(0, 0, Interpolation::ValueBlock), makeKnot(1, 1, Interpolation::Held)}).isOk());
    QCOMPARE(QString::fromStdString(keyframesFromSpline(blocked, "hero:x").status().message()),
             "channel hero:x: the compiled format cannot hold value blocks (bake it to keyframes)");

    Spline bump; // a curve rising and falling back between equal values
    QVERIFY(bump.setKnots({makeKnot(0, 0, Interpolation::Curve, 0.3, 2.0), makeKnot(1, 0, Interpolation::Held, 0.3, -2.0)}).isOk());
    QCOMPARE(QString::fromStdString(keyframesFromSpline(bump, "hero:y").status().message()),
             "channel hero:y: the curve after key 1 has no easing form (bake it to keyframes)");

    Spline regressive;
    regressive.setAntiRegressionMode(AntiRegressionMode::None);
    QVERIFY(regressive.setKnots({makeKnot(0, 0, Interpolation::Curve, 1.5, 1.0), makeKnot(1, 1, Interpolation::Held, 1.5, 1.0)}).isOk());
    QCOMPARE(QString::fromStdString(keyframesFromSpline(regressive, "hero:z").status().message()),
             "channel hero:z: the segment after key 1 is regressive, which the compiled format cannot hold (bake it to keyframes)");
}

void TestTimelineEasing::bakedKeyframesFollowTheCurve()
{
    Spline s = splineFromKeyframes({{0, 0, named("ease_in")}, {1, 10, named("step")}, {2, 4, Easing{}}}).value();
    const std::vector<NumericKeyframe> keys = bakedKeyframes(s, 0.0, 2.0, 4.0);
    // 9 samples at quarter seconds, plus the pre-value at the held step's end (time 2).
    QCOMPARE(keys.size(), std::size_t(10));
    QCOMPARE(keys[1].time, 0.25);
    QCOMPARE(keys[1].value, *s.eval(0.25));
    QCOMPARE(keys[8].time, 2.0);
    QCOMPARE(keys[8].value, 10.0); // arriving at 2 the held value
    QCOMPARE(keys[9].value, 4.0);
    Result<Spline> back = splineFromKeyframes(keys);
    QVERIFY(back.isOk());
    QCOMPARE(*back.value().eval(1.5), 10.0);
}

QTEST_APPLESS_MAIN(TestTimelineEasing)
#include "tst_timeline_easing.moc"
