// The bundled sample scene (resources/sample_scene.usda, compiled in as a Qt resource):
// it opens without problems and contains every spline feature the editor shows.
#include "app/MainWindow.h"
#include "core/editor/EditorDocument.h"
#include "core/spline/Regression.h"

#include <QTest>

#include <set>

using namespace knotline;

class TestSampleScene : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void opensCleanly();
    void hasEveryFeature();
    void valueRangesAreComparable();

private:
    std::unique_ptr<EditorDocument> m_doc;
};

void TestSampleScene::initTestCase()
{
    Result<std::unique_ptr<EditorDocument>> doc = EditorDocument::open(MainWindow::sampleScenePath());
    QVERIFY2(doc, doc.message().c_str());
    m_doc = std::move(doc.value());
}

void TestSampleScene::opensCleanly()
{
    QVERIFY(m_doc->openProblems().empty());
    QCOMPARE(m_doc->timeCodesPerSecond(), 24.0);
    QCOMPARE(m_doc->startTimeCode(), 1.0);
    QCOMPARE(m_doc->endTimeCode(), 96.0);
    QCOMPARE(int(m_doc->channelCount()), 8);
    for (ChannelId id : m_doc->channelIds()) {
        const Channel &c = m_doc->channel(id);
        QVERIFY2(!c.readOnly, c.path.c_str());
        QVERIFY2(c.curve.numKeys() >= 3, c.path.c_str());
        QVERIFY2(c.curve.checkConsistency().isOk(), c.path.c_str());
    }
}

void TestSampleScene::hasEveryFeature()
{
    bool bezier = false, hermite = false, dual = false, innerLoopWithOffset = false;
    bool loopBoundary = false, regressive = false;
    std::set<Interpolation> interpolations;
    std::set<ExtrapolationMode> extrapolations;
    for (ChannelId id : m_doc->channelIds()) {
        const Channel &c = m_doc->channel(id);
        const Spline &s = c.curve.spline();
        bool curveSegment = false;
        for (std::size_t i = 0; i + 1 < s.knotCount(); ++i) {
            interpolations.insert(s.knots()[i].nextInterp);
            curveSegment = curveSegment || s.knots()[i].nextInterp == Interpolation::Curve;
        }
        for (const Knot &k : s.knots())
            dual = dual || k.isDualValued();
        if (curveSegment)
            (s.curveType() == CurveType::Hermite ? hermite : bezier) = true;
        innerLoopWithOffset = innerLoopWithOffset
            || (s.hasInnerLoops() && s.innerLoopParams().valueOffset != 0.0);
        for (const Extrapolation *e : {&s.preExtrapolation(), &s.postExtrapolation()}) {
            extrapolations.insert(e->mode);
            loopBoundary = loopBoundary || (e->isLooping() && e->loopBoundary.has_value());
        }
        regressive = regressive || !regressiveSegments(s).empty();
    }
    QVERIFY(bezier);
    QVERIFY(hermite);
    QVERIFY(dual);
    QVERIFY(innerLoopWithOffset);
    QVERIFY(loopBoundary);
    QVERIFY(regressive);
    QCOMPARE(int(interpolations.size()), 4); // held, linear, curve, value block
    QCOMPARE(int(extrapolations.size()), 7); // every Ts mode
}

void TestSampleScene::valueRangesAreComparable()
{
    // Every curve stays within -5..10 over the playback range, so they read well together.
    for (ChannelId id : m_doc->channelIds()) {
        const Channel &c = m_doc->channel(id);
        for (double t = 1.0; t <= 96.0; t += 0.5) {
            const std::optional<double> v = c.curve.spline().eval(t);
            if (!v)
                continue; // value block
            QVERIFY2(*v >= -5.0 && *v <= 10.0,
                     qPrintable(QStringLiteral("%1 at %2: %3").arg(QString::fromStdString(c.path)).arg(t).arg(*v)));
        }
    }
}

QTEST_MAIN(TestSampleScene)
#include "tst_sample_scene.moc"
