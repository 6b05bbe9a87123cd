// The smoothing filters with edges held (core/filters: ButterworthDesign, ButterworthSmooth,
// GaussianSmooth, EdgeBlend): the Butterworth sections' gain at 0 Hz and at the cutoff,
// zero-phase filtering that keeps constants and lines and removes what is above the cutoff,
// the blend back to the original at a range's ends, keys outside the range untouched,
// refusals that change nothing, and undo restoring the curve bit for bit.
#include "core/animcurve/AnimCurveChange.h"
#include "core/animcurve/AnimCurveFn.h"
#include "core/filters/ButterworthDesign.h"
#include "core/filters/ButterworthSmooth.h"
#include "core/filters/EdgeBlend.h"
#include "core/filters/GaussianSmooth.h"

#include "tests/support/FilterCurves.h"

#include <QTest>

#include <cmath>
#include <complex>
#include <numbers>

using namespace knotline;
using knotline::test::curveOf;
using knotline::test::keyValues;

namespace {

/// Keys a frame apart with `values` and linear tangents (the filters read the curve between
/// keys, so its shape there is plain to see).
AnimCurve linearCurve(const std::vector<double> &values)
{
    return curveOf(values, MayaTangentType::Linear);
}

/// |H(e^{iω})| of `sections` at `hz` for `sampleRate`.
double gainAt(const std::vector<Biquad> &sections, double hz, double sampleRate)
{
    const std::complex<double> z1 = std::polar(1.0, -2.0 * std::numbers::pi * hz / sampleRate); // z^-1
    std::complex<double> h = 1.0;
    for (const Biquad &s : sections)
        h *= (s.b0 + s.b1 * z1 + s.b2 * z1 * z1) / (1.0 + s.a1 * z1 + s.a2 * z1 * z1);
    return std::abs(h);
}

/// A mocap-like curve: a slow sine (period 48 frames) plus ±0.1 alternating every frame
/// (12 Hz at 24 fps), one key a frame.
std::vector<double> noisySine(std::size_t n, bool noise)
{
    std::vector<double> v;
    for (std::size_t i = 0; i < n; ++i)
        v.push_back(std::sin(2.0 * std::numbers::pi * double(i) / 48.0) + (noise ? (i % 2 ? 0.1 : -0.1) : 0.0));
    return v;
}

} // namespace

class TestSmoothingFilters : public QObject {
    Q_OBJECT

private slots:
    void sectionsGain_data();
    void sectionsGain();
    void zeroPhaseKeepsConstantsAndLines();
    void zeroPhasePassesLowAndStopsHigh();
    void butterworthRemovesNoise();
    void butterworthKeepsLinesWhateverFollows_data();
    void butterworthKeepsLinesWhateverFollows();
    void butterworthBlendHoldsTheEdges();
    void butterworthRangeLeavesOtherKeys();
    void butterworthRefusals_data();
    void butterworthRefusals();
    void gaussianSpreadsASpike();
    void gaussianKeepsLinesInside();
    void gaussianRefusals();
    void tangentsRederivedOnChangedKeys();
    void tangentsKeepValueBlocks();
    void edgeBlendWeights();
};

void TestSmoothingFilters::sectionsGain_data()
{
    QTest::addColumn<int>("order");
    QTest::addColumn<double>("cutoff");
    for (int order = 1; order <= kMaxButterworthOrder; ++order)
        for (double cutoff : {0.5, 3.0, 40.0})
            QTest::addRow("order %d, %g Hz", order, cutoff) << order << cutoff;
}

void TestSmoothingFilters::sectionsGain()
{
    QFETCH(int, order);
    QFETCH(double, cutoff);
    const double rate = 96.0; // 24 fps, 4 samples a frame
    const std::vector<Biquad> sections = butterworthSections(order, cutoff, rate);
    QCOMPARE(sections.size(), std::size_t(order / 2 + order % 2));
    for (const Biquad &s : sections)
        QVERIFY(std::abs((s.b0 + s.b1 + s.b2) / (1.0 + s.a1 + s.a2) - 1.0) < 1e-12);
    QVERIFY(std::abs(gainAt(sections, 0.0, rate) - 1.0) < 1e-12);
    // −3 dB at the cutoff (the bilinear transform's pre-warping puts it exactly there).
    QVERIFY2(std::abs(gainAt(sections, cutoff, rate) - std::sqrt(0.5)) < 1e-9,
             qPrintable(QString::number(gainAt(sections, cutoff, rate), 'g', 17)));
    // Monotonic fall above it.
    QVERIFY(gainAt(sections, std::min(2.0 * cutoff, 47.0), rate) < std::sqrt(0.5));
}

void TestSmoothingFilters::zeroPhaseKeepsConstantsAndLines()
{
    const std::vector<Biquad> sections = butterworthSections(4, 2.0, 96.0);
    const std::vector<double> constant(500, 3.25);
    const std::vector<double> c = zeroPhaseFilter(sections, constant, 150);
    for (double v : c)
        QVERIFY(std::abs(v - 3.25) < 1e-12);
    std::vector<double> line;
    for (int i = 0; i < 500; ++i)
        line.push_back(0.5 * i - 7.0);
    const std::vector<double> l = zeroPhaseFilter(sections, line, 150);
    double worst = 0.0;
    for (std::size_t i = 0; i < line.size(); ++i)
        worst = std::max(worst, std::abs(l[i] - line[i]));
    // The line through the ends is taken out before filtering: a line comes back as it was
    // (to rounding; a start-up transient of the ramp would be about 1e-3 here).
    QVERIFY2(worst < 1e-12, qPrintable(QString::number(worst)));
    QCOMPARE(zeroPhaseFilter(sections, {4.0}, 10), std::vector<double>{4.0});
}

void TestSmoothingFilters::zeroPhasePassesLowAndStopsHigh()
{
    const double rate = 96.0;
    const std::vector<Biquad> sections = butterworthSections(4, 3.0, rate);
    std::vector<double> low, high;
    for (int i = 0; i < 2000; ++i) {
        low.push_back(std::sin(2.0 * std::numbers::pi * 0.3 * i / rate));   // a tenth of the cutoff
        high.push_back(std::sin(2.0 * std::numbers::pi * 12.0 * i / rate)); // four times the cutoff
    }
    const std::vector<double> lo = zeroPhaseFilter(sections, low, 100);
    const std::vector<double> hi = zeroPhaseFilter(sections, high, 100);
    double lowError = 0.0, highLeft = 0.0;
    for (int i = 500; i < 1500; ++i) { // away from the ends
        lowError = std::max(lowError, std::abs(lo[i] - low[i]));
        highLeft = std::max(highLeft, std::abs(hi[i]));
    }
    // Zero phase: the low sine comes out in place, not late (a one-way pass would lag it by
    // several samples, an error of about 0.1).
    QVERIFY2(lowError < 1e-3, qPrintable(QString::number(lowError)));
    QVERIFY2(highLeft < 1e-4, qPrintable(QString::number(highLeft)));
}

void TestSmoothingFilters::butterworthRemovesNoise()
{
    AnimCurve curve = linearCurve(noisySine(240, true));
    const AnimCurve before = curve;
    AnimCurveFn fn(curve);
    AnimCurveChange change;
    ButterworthSmoothOptions options; // 3 Hz, order 4, 4 samples a frame, 24 fps
    const Result<SmoothReport> r = butterworthSmoothCurve(fn, options, &change);
    QVERIFY2(r.isOk(), r.status().message().c_str());
    QCOMPARE(r->keysChanged, std::size_t(238)); // every key but the curve's first and last
    const std::vector<double> clean = noisySine(240, false);
    double worst = 0.0;
    for (std::size_t i = 24; i < 216; ++i) // a second from either end
        worst = std::max(worst, std::abs(curve.keyValue(i) - clean[i]));
    // The ±0.1 wobble is gone to within a few thousandths; the sine stays.
    QVERIFY2(worst < 0.01, qPrintable(QString::number(worst)));
    // Inside, each key moved by about the wobble (0.1); the largest change reported is at
    // least that (near the ends, which keep their own noisy values, a little more).
    for (std::size_t i = 24; i < 216; ++i)
        QVERIFY(std::abs(std::abs(curve.keyValue(i) - before.keyValue(i)) - 0.1) < 0.01);
    QVERIFY2(r->largestChange >= 0.09 && r->largestChange < 0.2, qPrintable(QString::number(r->largestChange)));
    for (std::size_t i = 0; i < curve.numKeys(); ++i)
        QCOMPARE(curve.keyTime(i), double(i));
    QVERIFY(change.undoIt().isOk());
    QVERIFY(curve == before);
}

void TestSmoothingFilters::butterworthKeepsLinesWhateverFollows_data()
{
    QTest::addColumn<int>("post");
    QTest::addColumn<double>("lastKey");
    for (double last : {10.0, 10.3, 47.55}) {
        QTest::addRow("held after %g", last) << int(InfinityType::Constant) << last;
        QTest::addRow("cycled after %g", last) << int(InfinityType::Cycle) << last;
        QTest::addRow("oscillating after %g", last) << int(InfinityType::Oscillate) << last;
    }
}

// A straight line of keys comes back as it was, whatever the extrapolation after the last
// key does: the samples end exactly at the last key, so no extrapolation enters.
void TestSmoothingFilters::butterworthKeepsLinesWhateverFollows()
{
    QFETCH(int, post);
    QFETCH(double, lastKey);
    AnimCurve curve;
    AnimCurveFn fn(curve);
    std::vector<double> times, values;
    for (int i = 0; i <= 10; ++i) {
        times.push_back(lastKey * i / 10.0);
        values.push_back(2.0 * lastKey * i / 10.0 - 3.0);
    }
    QVERIFY(fn.addKeys(times, values, MayaTangentType::Linear, MayaTangentType::Linear));
    QVERIFY(fn.setPostInfinityType(static_cast<InfinityType>(post)));
    const AnimCurve before = curve;
    const Result<SmoothReport> r = butterworthSmoothCurve(fn, ButterworthSmoothOptions{});
    QVERIFY2(r.isOk(), r.status().message().c_str());
    for (std::size_t i = 0; i < curve.numKeys(); ++i)
        QVERIFY2(std::abs(curve.keyValue(i) - before.keyValue(i)) < 1e-9,
                 qPrintable(QStringLiteral("key %1: %2, was %3").arg(i).arg(curve.keyValue(i), 0, 'g', 17)
                                .arg(before.keyValue(i), 0, 'g', 17)));
    QCOMPARE(curve.keyValue(10), before.keyValue(10)); // the last key exactly
}

void TestSmoothingFilters::butterworthBlendHoldsTheEdges()
{
    const std::vector<double> values = noisySine(120, true);
    AnimCurve plain = linearCurve(values), blended = linearCurve(values);
    AnimCurveFn plainFn(plain), blendedFn(blended);
    ButterworthSmoothOptions options;
    options.keyRange = std::make_pair(std::size_t(30), std::size_t(90));
    QVERIFY(butterworthSmoothCurve(plainFn, options).isOk());
    options.blendFrames = 10.0;
    QVERIFY(butterworthSmoothCurve(blendedFn, options).isOk());
    // The range's end keys keep their values: the edited range meets the curve without a step.
    QCOMPARE(blended.keyValue(30), values[30]);
    QCOMPARE(blended.keyValue(90), values[90]);
    // Halfway into the blend: halfway between the original and the filtered value.
    QCOMPARE(blended.keyValue(35), std::lerp(values[35], plain.keyValue(35), 0.5));
    // Past the blend: the full filtered value, bit for bit.
    for (std::size_t i = 40; i <= 80; ++i)
        QCOMPARE(blended.keyValue(i), plain.keyValue(i));
}

void TestSmoothingFilters::butterworthRangeLeavesOtherKeys()
{
    const std::vector<double> values = noisySine(120, true);
    AnimCurve curve = linearCurve(values);
    AnimCurveFn fn(curve);
    ButterworthSmoothOptions options;
    options.keyRange = std::make_pair(std::size_t(40), std::size_t(60));
    const Result<SmoothReport> r = butterworthSmoothCurve(fn, options);
    QVERIFY(r.isOk());
    QCOMPARE(r->keysChanged, std::size_t(21));
    const std::vector<double> after = keyValues(curve);
    for (std::size_t i = 0; i < values.size(); ++i)
        if (i < 40 || i > 60)
            QCOMPARE(after[i], values[i]);
        else
            QVERIFY(after[i] != values[i]);
}

void TestSmoothingFilters::butterworthRefusals_data()
{
    QTest::addColumn<double>("cutoff");
    QTest::addColumn<int>("order");
    QTest::addColumn<int>("samples");
    QTest::addColumn<double>("rate");
    QTest::addColumn<double>("blend");
    QTest::addColumn<int>("id");
    const auto id = [](MessageId m) { return int(m); };
    QTest::newRow("cutoff at the Nyquist frequency") << 48.0 << 4 << 4 << 24.0 << 0.0 << id(MessageId::FilterCutoffInvalid);
    QTest::newRow("cutoff 0") << 0.0 << 4 << 4 << 24.0 << 0.0 << id(MessageId::FilterCutoffInvalid);
    QTest::newRow("cutoff nan") << std::nan("") << 4 << 4 << 24.0 << 0.0 << id(MessageId::FilterCutoffInvalid);
    QTest::newRow("order 0") << 3.0 << 0 << 4 << 24.0 << 0.0 << id(MessageId::FilterOrderInvalid);
    QTest::newRow("order 9") << 3.0 << 9 << 4 << 24.0 << 0.0 << id(MessageId::FilterOrderInvalid);
    QTest::newRow("no samples") << 3.0 << 4 << 0 << 24.0 << 0.0 << id(MessageId::FilterSamplesInvalid);
    QTest::newRow("frame rate 0") << 3.0 << 4 << 4 << 0.0 << 0.0 << id(MessageId::FilterFrameRateInvalid);
    QTest::newRow("negative blend") << 3.0 << 4 << 4 << 24.0 << -1.0 << id(MessageId::FilterBlendInvalid);
}

void TestSmoothingFilters::butterworthRefusals()
{
    QFETCH(double, cutoff);
    QFETCH(int, order);
    QFETCH(int, samples);
    QFETCH(double, rate);
    QFETCH(double, blend);
    QFETCH(int, id);
    AnimCurve curve = linearCurve(noisySine(30, true));
    const AnimCurve before = curve;
    AnimCurveFn fn(curve);
    AnimCurveChange change;
    ButterworthSmoothOptions options;
    options.cutoffHz = cutoff;
    options.order = order;
    options.samplesPerFrame = samples;
    options.timeCodesPerSecond = rate;
    options.blendFrames = blend;
    const Result<SmoothReport> r = butterworthSmoothCurve(fn, options, &change);
    QCOMPARE(int(r.status().id()), id);
    QVERIFY(curve == before);
}

void TestSmoothingFilters::gaussianSpreadsASpike()
{
    AnimCurve curve = linearCurve({0, 0, 0, 0, 0, 10, 0, 0, 0, 0, 0});
    const AnimCurve before = curve;
    AnimCurveFn fn(curve);
    AnimCurveChange change;
    GaussianSmoothOptions options;
    options.sigma = 1.0;
    const Result<SmoothReport> r = gaussianSmoothCurve(fn, options, &change);
    QVERIFY2(r.isOk(), r.status().message().c_str());
    const std::vector<double> v = keyValues(curve);
    // The triangle's area (10) spread: the peak lowered, its neighbours raised alike.
    QVERIFY(v[5] < 10.0 && v[5] > 3.0);
    QVERIFY(v[4] > 0.5 && std::abs(v[4] - v[6]) < 1e-12);
    QVERIFY(v[3] > 0.0 && std::abs(v[3] - v[7]) < 1e-12);
    QVERIFY(v[4] > v[3]);
    QCOMPARE(v[0], 0.0); // beyond 3 sigma of the triangle
    QVERIFY(change.undoIt().isOk());
    QVERIFY(curve == before);
}

void TestSmoothingFilters::gaussianKeepsLinesInside()
{
    AnimCurve curve = linearCurve({1, 3, 5, 7, 9, 11, 13, 15, 17, 19, 21});
    AnimCurveFn fn(curve);
    GaussianSmoothOptions options;
    options.sigma = 1.0;
    QVERIFY(gaussianSmoothCurve(fn, options).isOk());
    // Where the window is whole (3 sigma from the ends) the symmetric weights keep the line.
    for (std::size_t i = 3; i <= 7; ++i)
        QVERIFY2(std::abs(curve.keyValue(i) - (1.0 + 2.0 * double(i))) < 1e-9, qPrintable(QString::number(i)));
    // A constant curve stays exactly as it is.
    AnimCurve flat = linearCurve({2, 2, 2, 2, 2});
    AnimCurveFn ffn(flat);
    const Result<SmoothReport> rf = gaussianSmoothCurve(ffn, options);
    QVERIFY(rf.isOk());
    QCOMPARE(rf->keysChanged, std::size_t(0));
}

void TestSmoothingFilters::gaussianRefusals()
{
    AnimCurve curve = linearCurve({0, 1, 0});
    const AnimCurve before = curve;
    AnimCurveFn fn(curve);
    for (double sigma : {0.0, -1.0, std::nan(""), std::numeric_limits<double>::infinity()}) {
        GaussianSmoothOptions options;
        options.sigma = sigma;
        QCOMPARE(gaussianSmoothCurve(fn, options).status().id(), MessageId::FilterSigmaInvalid);
    }
    GaussianSmoothOptions options;
    options.blendFrames = -2.0;
    QCOMPARE(gaussianSmoothCurve(fn, options).status().id(), MessageId::FilterBlendInvalid);
    options.blendFrames = 0.0;
    options.keyRange = std::make_pair(std::size_t(2), std::size_t(5));
    QCOMPARE(gaussianSmoothCurve(fn, options).status().id(), MessageId::FilterKeyRangeInvalid);
    QVERIFY(curve == before);
}

void TestSmoothingFilters::tangentsRederivedOnChangedKeys()
{
    // A spike with linear tangents: Gaussian smoothing over keys 2 … 8 with Clamped tangents.
    AnimCurve curve = linearCurve({0, 0, 0, 0, 0, 10, 0, 0, 0, 0, 0});
    const AnimCurve before = curve;
    AnimCurveFn fn(curve);
    AnimCurveChange change;
    GaussianSmoothOptions options;
    options.sigma = 0.8;
    options.keyRange = std::make_pair(std::size_t(2), std::size_t(8));
    options.tangentType = MayaTangentType::Clamped;
    const Result<SmoothReport> r = gaussianSmoothCurve(fn, options, &change);
    QVERIFY2(r.isOk(), r.status().message().c_str());
    std::size_t clamped = 0;
    for (std::size_t i = 0; i < curve.numKeys(); ++i) {
        const bool changed = curve.keyValue(i) != before.keyValue(i);
        const MayaTangentType want = changed ? MayaTangentType::Clamped : MayaTangentType::Linear;
        QCOMPARE(curve.keyInfo()[i].inType, want);
        QCOMPARE(curve.keyInfo()[i].outType, want);
        clamped += changed ? 1 : 0;
    }
    QCOMPARE(clamped, r->keysChanged);
    QVERIFY(clamped >= 3);
    // Clamped tangents do not overshoot: between keys the curve stays within its keys' values.
    double highest = 0.0;
    for (double t = 0.0; t <= 10.0; t += 1.0 / 16.0)
        highest = std::max(highest, curve.evaluate(t).value());
    double highestKey = 0.0;
    for (std::size_t i = 0; i < curve.numKeys(); ++i)
        highestKey = std::max(highestKey, curve.keyValue(i));
    QVERIFY2(highest <= highestKey + 1e-12, qPrintable(QStringLiteral("%1 > %2").arg(highest).arg(highestKey)));
    // Undo restores values and types together.
    QVERIFY(change.undoIt().isOk());
    QVERIFY(curve == before);
}

// Re-derived tangents leave a value block as it is: the side of a key that borders the
// block keeps its type.
void TestSmoothingFilters::tangentsKeepValueBlocks()
{
    AnimCurve curve = linearCurve({0, 1, 4, 2, 8, 3, 5, 1, 6, 2, 0});
    AnimCurveFn fn(curve);
    QVERIFY(fn.editSpline([](Spline &spline) {
        std::vector<Knot> knots = spline.knots();
        knots[4].nextInterp = Interpolation::ValueBlock; // no value on [4, 5)
        return spline.setKnots(knots);
    }));
    QCOMPARE(curve.spline().knots()[4].nextInterp, Interpolation::ValueBlock);
    GaussianSmoothOptions options;
    options.sigma = 1.0;
    options.tangentType = MayaTangentType::Clamped;
    const Result<SmoothReport> r = gaussianSmoothCurve(fn, options);
    QVERIFY2(r.isOk(), r.status().message().c_str());
    QVERIFY(r->keysChanged >= 5);
    QCOMPARE(curve.spline().knots()[4].nextInterp, Interpolation::ValueBlock); // still blocked
    QVERIFY(!curve.evaluate(4.5).isOk());
}

void TestSmoothingFilters::edgeBlendWeights()
{
    QCOMPARE(edgeBlendWeight(10.0, 10.0, 30.0, 5.0), 0.0);
    QCOMPARE(edgeBlendWeight(12.5, 10.0, 30.0, 5.0), 0.5);
    QCOMPARE(edgeBlendWeight(20.0, 10.0, 30.0, 5.0), 1.0);
    QCOMPARE(edgeBlendWeight(28.0, 10.0, 30.0, 5.0), 0.4);
    QCOMPARE(edgeBlendWeight(10.0, 10.0, 30.0, 0.0), 1.0); // no blend
    QCOMPARE(blendedValue(2.0, 6.0, 0.0), 2.0);
    QCOMPARE(blendedValue(2.0, 6.0, 1.0), 6.0);
    QCOMPARE(blendedValue(2.0, 6.0, 0.25), 3.0);
}

QTEST_GUILESS_MAIN(TestSmoothingFilters)
#include "tst_smoothing_filters.moc"
