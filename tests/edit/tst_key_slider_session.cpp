// KeySliderSession (core/edit/KeySliderSession.h): previews of several curves computed from
// the originals alone (a preview after others equals a fresh one bit for bit, factor 0 of
// Push/Pull is the originals), each curve's values as applyKeySlider gives them, keys
// given twice or out of order, curves without keys dropped, and refusals that return no
// curve at all and name the curve that refused.
#include "core/animcurve/AnimCurveFn.h"
#include "core/edit/KeySliderSession.h"

#include <QTest>

using namespace knotline;

Q_DECLARE_METATYPE(knotline::KeySliderOp)

namespace {

AnimCurve linearCurve(const std::vector<double> &times, const std::vector<double> &values)
{
    AnimCurve c;
    AnimCurveFn fn(c);
    for (std::size_t i = 0; i < times.size(); ++i)
        if (!fn.addKey(times[i], values[i], MayaTangentType::Linear, MayaTangentType::Linear))
            return AnimCurve();
    return c;
}

/// Two curves: keys 1-2 of a (neighbours (0, 0) and (30, 6), a key after that), key 1 of b (neighbours
/// (0, 10) and (20, 20)).
std::vector<KeySliderTarget> twoTargets()
{
    return {
        {linearCurve({0, 10, 20, 30, 40}, {0, 5, 1, 6, 8}), {2, 1}, "/a.x", std::nullopt},
        {linearCurve({0, 10, 20}, {10, -4, 20}), {1}, "/b.x", std::nullopt},
    };
}

KeySliderParams params(KeySliderOp op, double factor)
{
    KeySliderParams p;
    p.op = op;
    p.factor = factor;
    return p;
}

} // namespace

class TestKeySliderSession : public QObject {
    Q_OBJECT

private slots:
    void countsAndDroppedTargets()
    {
        std::vector<KeySliderTarget> targets = twoTargets();
        targets.push_back({linearCurve({0, 1}, {0, 1}), {}, "/empty.x", std::nullopt});
        targets[0].keys = {2, 1, 2};
        const KeySliderSession session(targets);
        QCOMPARE(session.curveCount(), std::size_t(2));
        QCOMPARE(session.keyCount(), std::size_t(3));
        QCOMPARE(session.keys(0), (std::vector<std::size_t>{1, 2}));
        QVERIFY(session.original(1) == targets[1].curve);
    }

    void tweenValues_data()
    {
        QTest::addColumn<double>("factor");
        QTest::addColumn<double>("a");   // both selected keys of /a.x
        QTest::addColumn<double>("b");   // the selected key of /b.x
        QTest::newRow("-100 %") << -1.0 << 0.0 << 10.0;
        QTest::newRow("-50 %") << -0.5 << 1.5 << 12.5;
        QTest::newRow("0 %") << 0.0 << 3.0 << 15.0;
        QTest::newRow("+50 %") << 0.5 << 4.5 << 17.5;
        QTest::newRow("+100 %") << 1.0 << 6.0 << 20.0;
    }
    void tweenValues()
    {
        QFETCH(double, factor);
        QFETCH(double, a);
        QFETCH(double, b);
        const KeySliderSession session(twoTargets());
        const Result<std::vector<AnimCurve>> got = session.preview(params(KeySliderOp::Tween, factor));
        QVERIFY2(got, got.status().message().c_str());
        QCOMPARE(got.value().size(), std::size_t(2));
        QCOMPARE(got.value()[0].keyValue(1), a);
        QCOMPARE(got.value()[0].keyValue(2), a);
        QCOMPARE(got.value()[0].keyValue(0), 0.0);
        QCOMPARE(got.value()[0].keyValue(3), 6.0);
        QCOMPARE(got.value()[1].keyValue(1), b);
        QCOMPARE(got.value()[1].keyTime(1), 10.0);
    }

    /// Each preview starts again from the originals: after a run of other factors (and
    /// another operator) the same parameters give the same curves bit for bit, and the
    /// originals are untouched.
    void previewsDoNotCompound_data()
    {
        QTest::addColumn<KeySliderOp>("op");
        QTest::newRow("tween") << KeySliderOp::Tween;
        QTest::newRow("push/pull") << KeySliderOp::PushPull;
        QTest::newRow("blend to neighbour") << KeySliderOp::BlendToNeighbour;
        QTest::newRow("scale average") << KeySliderOp::ScaleAverage;
        QTest::newRow("time offset") << KeySliderOp::TimeOffset;
    }
    void previewsDoNotCompound()
    {
        QFETCH(KeySliderOp, op);
        const std::vector<KeySliderTarget> targets = twoTargets();
        const KeySliderSession session(targets);
        const KeySliderParams p = params(op, 0.37);
        const Result<std::vector<AnimCurve>> fresh = session.preview(p);
        QVERIFY(fresh);
        for (double f : {0.2, -0.8, 1.0, 0.37, -0.1})
            QVERIFY(session.preview(params(op, f)));
        QVERIFY(session.preview(params(KeySliderOp::Ease, 0.5)));
        const Result<std::vector<AnimCurve>> again = session.preview(p);
        QVERIFY(again);
        QVERIFY(again.value()[0] == fresh.value()[0]);
        QVERIFY(again.value()[1] == fresh.value()[1]);
        QVERIFY(session.original(0) == targets[0].curve);
        QVERIFY(session.original(1) == targets[1].curve);
        // the same as applying the slider to each original directly
        AnimCurve direct = targets[0].curve;
        AnimCurveFn fn(direct);
        QVERIFY(applyKeySlider(fn, targets[0].keys, p));
        QVERIFY(again.value()[0] == direct);
    }

    void pushPullZeroIsTheOriginals()
    {
        const std::vector<KeySliderTarget> targets = twoTargets();
        const KeySliderSession session(targets);
        const Result<std::vector<AnimCurve>> got = session.preview(params(KeySliderOp::PushPull, 0.0));
        QVERIFY(got);
        QVERIFY(got.value()[0] == targets[0].curve);
        QVERIFY(got.value()[1] == targets[1].curve);
    }

    /// Blend to Default: a curve with its own default blends to it, the other to the
    /// parameter's value.
    void blendToOwnDefault()
    {
        std::vector<KeySliderTarget> targets = twoTargets();
        targets[1].defaultValue = 2.0;
        const KeySliderSession session(targets);
        KeySliderParams p = params(KeySliderOp::BlendToDefault, 0.5);
        p.defaultValue = -1.0;
        const Result<std::vector<AnimCurve>> got = session.preview(p);
        QVERIFY(got);
        QCOMPARE(got.value()[0].keyValue(1), 2.0);  // lerp(5, -1, 0.5)
        QCOMPARE(got.value()[0].keyValue(2), 0.0);  // lerp(1, -1, 0.5)
        QCOMPARE(got.value()[1].keyValue(1), -1.0); // lerp(-4, 2, 0.5)
    }

    void emptySessionRefuses()
    {
        const KeySliderSession session({{linearCurve({0, 1}, {0, 1}), {}, "/a.x", std::nullopt}});
        QVERIFY(session.isEmpty());
        const Result<std::vector<AnimCurve>> got = session.preview(params(KeySliderOp::Tween, 0.5));
        QVERIFY(!got);
        QCOMPARE(got.status().id(), MessageId::SliderNoKeys);
    }

    /// Match slope needs two keys beyond the neighbour: /b.x has none after its key, so
    /// the whole preview is refused, naming /b.x, though /a.x alone would work.
    void refusalNamesTheCurveAndReturnsNothing()
    {
        const KeySliderSession session(twoTargets());
        const Result<std::vector<AnimCurve>> got = session.preview(params(KeySliderOp::MatchSlope, 0.5));
        QVERIFY(!got);
        QCOMPARE(got.status().id(), MessageId::SliderNoSlopeAfter);
        QCOMPARE(got.status().context().front(), std::string("/b.x"));
        QVERIFY(session.preview(params(KeySliderOp::MatchSlope, 0.0)));
    }
};

QTEST_GUILESS_MAIN(TestKeySliderSession)
#include "tst_key_slider_session.moc"
