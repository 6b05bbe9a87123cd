// Value resolution over a layer stack (core/document/ValueResolution.h): which opinion is
// in effect (time samples beat a spline in the same layer, a stronger layer beats a
// weaker one, defaults, attribute and animation blocks), the shadowed opinions, and the
// values: issue 17 item 6's example, time-sample interpolation by type, and sublayer
// time samples re-timed into the root's time.
#include "core/document/ValueResolution.h"
#include "core/document/TimeCodeValues.h"
#include "core/io/UsdaReader.h"
#include "core/valueclips/ValueClipStage.h"

#include <QTest>

#include <cmath>

using namespace knotline;

Q_DECLARE_METATYPE(knotline::ValueSourceKind)

namespace {

/// A stack of layers (strongest first) each holding prim "P" with `bodies[i]` as its
/// attribute statements; layer i > 0 maps into the root with `offsets[i]`.
Document stack(const QStringList &bodies, const std::vector<LayerOffset> &offsets = {})
{
    Document d;
    for (qsizetype i = 0; i < bodies.size(); ++i) {
        const std::string text = "#usda 1.0\n\ndef \"P\"\n{\n" + bodies[i].toStdString() + "\n}\n";
        Result<Layer> layer = readUsda(text, "layer" + std::to_string(i) + ".usda");
        if (!layer)
            qFatal("%s", layer.message().c_str());
        LayerStackEntry e;
        e.layer = std::move(layer.value());
        if (std::size_t(i) < offsets.size())
            e.toRoot = offsets[std::size_t(i)];
        e.depth = i == 0 ? 0 : 1;
        d.layers.push_back(std::move(e));
    }
    return d;
}

const QString kSamples = QStringLiteral("double a.timeSamples = { 1: 0, 5: 3, 10: 6 }");
const QString kSpline = QStringLiteral("double a.spline = { 1: 0; post linear, 5: 5; post linear, 10: 10; post linear, }");

} // namespace

class TestValueResolution : public QObject {
    Q_OBJECT
private slots:
    void inEffect_data();
    void inEffect();
    void issueExample();
    void shadowedOpinions();
    void interpolationByType_data();
    void interpolationByType();
    void sublayerSamplesRetimed();
    void animatedAttributes();
    void timecodeValuesMapped_data();
    void timecodeValuesMapped();
    void timecodeArraysAndMetadataMapped();
};

void TestValueResolution::inEffect_data()
{
    QTest::addColumn<QStringList>("layers");
    QTest::addColumn<ValueSourceKind>("kind");
    QTest::addColumn<int>("layer");
    QTest::addColumn<double>("valueAt3"); // NaN: no value

    const double none = std::nan("");
    QTest::newRow("samples and spline, one layer") << QStringList{kSamples + "\n" + kSpline} << ValueSourceKind::TimeSamples << 0 << 1.5;
    QTest::newRow("spline alone") << QStringList{kSpline} << ValueSourceKind::Spline << 0 << 2.5;
    QTest::newRow("root samples over sublayer spline") << QStringList{kSamples, kSpline} << ValueSourceKind::TimeSamples << 0 << 1.5;
    QTest::newRow("root spline over sublayer samples") << QStringList{kSpline, kSamples} << ValueSourceKind::Spline << 0 << 2.5;
    QTest::newRow("sublayer samples under an empty root") << QStringList{QString(), kSamples} << ValueSourceKind::TimeSamples << 1 << 1.5;
    QTest::newRow("samples beat a default in the same layer")
        << QStringList{QStringLiteral("double a = 9\n") + kSamples} << ValueSourceKind::TimeSamples << 0 << 1.5;
    QTest::newRow("stronger default beats weaker samples")
        << QStringList{QStringLiteral("double a = 9"), kSamples} << ValueSourceKind::Default << 0 << 9.0;
    QTest::newRow("attribute block") << QStringList{QStringLiteral("double a = None"), kSamples + "\n" + QStringLiteral("double a = 4")}
                                     << ValueSourceKind::None << 0 << none;
    QTest::newRow("animation block lets the weaker default through")
        << QStringList{QStringLiteral("double a = AnimationBlock"), kSpline, QStringLiteral("double a = 2")}
        << ValueSourceKind::Default << 2 << 2.0;
    QTest::newRow("animation block spares its own layer's spline")
        << QStringList{QStringLiteral("double a = AnimationBlock\n") + kSpline, kSamples} << ValueSourceKind::Spline << 0 << 2.5;
    QTest::newRow("empty spline is an opinion") << QStringList{QStringLiteral("double a.spline = { }"), kSamples}
                                                << ValueSourceKind::Spline << 0 << none;
    QTest::newRow("nothing authored") << QStringList{QStringLiteral("double b = 1")} << ValueSourceKind::None << 0 << none;
}

void TestValueResolution::inEffect()
{
    QFETCH(QStringList, layers);
    QFETCH(ValueSourceKind, kind);
    QFETCH(int, layer);
    QFETCH(double, valueAt3);
    const ResolvedAttribute r = resolveAttribute(stack(layers), "/P.a");
    QCOMPARE(r.path, std::string("/P.a"));
    QCOMPARE(r.inEffect.kind, kind);
    QCOMPARE(r.inEffect.layerIndex, std::size_t(layer));
    QCOMPARE(r.attribute.has_value(), kind != ValueSourceKind::None);
    const std::optional<double> v = evalResolvedAttribute(r, 3.0);
    if (std::isnan(valueAt3))
        QVERIFY(!v);
    else
        QCOMPARE(v.value_or(-1e9), valueAt3);
}

void TestValueResolution::issueExample()
{
    // Issue 17 item 6: the time samples are in effect, so 1.5 at 3 and 4.5 at 7.5 (the
    // spline would give 2.5 and 7.5).
    const ResolvedAttribute r = resolveAttribute(stack({kSamples + "\n" + kSpline}), "/P.a");
    const std::vector<std::pair<double, double>> expected = {{-5, 0}, {1, 0}, {3, 1.5}, {5, 3}, {7.5, 4.5}, {10, 6}, {20, 6}};
    for (const auto &[t, want] : expected)
        QCOMPARE(evalResolvedAttribute(r, t).value_or(-1e9), want);
    qInfo("compared %zu values", expected.size());
}

void TestValueResolution::shadowedOpinions()
{
    const ResolvedAttribute r = resolveAttribute(stack({kSamples + "\n" + kSpline, kSpline, kSamples}), "/P.a");
    QCOMPARE(r.inEffect, (ValueOpinion{ValueSourceKind::TimeSamples, 0}));
    const std::vector<ValueOpinion> want = {
        {ValueSourceKind::Spline, 0}, {ValueSourceKind::Spline, 1}, {ValueSourceKind::TimeSamples, 2}};
    QCOMPARE(r.shadowed, want);
    QCOMPARE(resolveAttribute(stack({kSpline}), "/P.a").shadowed.size(), std::size_t(0));
}

void TestValueResolution::interpolationByType_data()
{
    QTest::addColumn<QString>("type");
    QTest::addColumn<double>("at3");
    QTest::newRow("double linear") << "double" << 1.5;
    QTest::newRow("float linear") << "float" << 1.5;
    QTest::newRow("half linear") << "half" << 1.5;
    QTest::newRow("timecode linear") << "timecode" << 1.5;
    QTest::newRow("int held") << "int" << 0.0;
    QTest::newRow("int64 held") << "int64" << 0.0;
    QTest::newRow("uchar held") << "uchar" << 0.0;
}

void TestValueResolution::interpolationByType()
{
    QFETCH(QString, type);
    QFETCH(double, at3);
    const ResolvedAttribute r = resolveAttribute(stack({type + QStringLiteral(" a.timeSamples = { 1: 0, 5: 3, 10: 6 }")}), "/P.a");
    QCOMPARE(evalResolvedAttribute(r, 3.0).value_or(-1e9), at3);
    QCOMPARE(evalResolvedAttribute(r, 0.0).value_or(-1e9), 0.0);  // held before the first
    QCOMPARE(evalResolvedAttribute(r, 5.0).value_or(-1e9), 3.0);  // at a sample
    QCOMPARE(evalResolvedAttribute(r, 11.0).value_or(-1e9), 6.0); // held after the last
    // bool samples hold, read as 0 / 1.
    const ResolvedAttribute b = resolveAttribute(stack({QStringLiteral("bool a.timeSamples = { 2: true, 10: false, 20: true }")}), "/P.a");
    QCOMPARE(evalResolvedAttribute(b, 15.0).value_or(-1.0), 0.0);
    QCOMPARE(evalResolvedAttribute(b, 9.0).value_or(-1.0), 1.0);
}

void TestValueResolution::sublayerSamplesRetimed()
{
    // Sublayer time t is root time 2t + 10 (scale 2, offset 10): samples 1, 5, 10 → 12, 20, 30.
    const Document d = stack({QString(), kSamples}, {LayerOffset{}, LayerOffset{10.0, 2.0}});
    const ResolvedAttribute r = resolveAttribute(d, "/P.a");
    QCOMPARE(r.inEffect, (ValueOpinion{ValueSourceKind::TimeSamples, 1}));
    QVERIFY(r.attribute->readOnly);
    QCOMPARE(r.attribute->timeSamples->front().time, 12.0);
    QCOMPARE(r.attribute->timeSamples->back().time, 30.0);
    QCOMPARE(evalResolvedAttribute(r, 16.0).value_or(-1e9), 1.5);
    // A negative scale reverses the samples' order; they stay sorted.
    const ResolvedAttribute m = resolveAttribute(stack({QString(), kSamples}, {LayerOffset{}, LayerOffset{0.0, -1.0}}), "/P.a");
    QCOMPARE(m.attribute->timeSamples->front().time, -10.0);
    QCOMPARE(evalResolvedAttribute(m, -3.0).value_or(-1e9), 1.5);
}

void TestValueResolution::animatedAttributes()
{
    const Document d = stack({kSamples + "\n" + kSpline + "\ndouble c = 1\nfloat3 v.timeSamples = { 1: (0, 0, 0) }",
                              QStringLiteral("double b.spline = { 1: 2, }\ndouble c.spline = { 1: 2, }")});
    const std::vector<ResolvedAttribute> all = resolvedAnimatedAttributes(d);
    // /P.c is resolved to the root's default (stronger than the sublayer's spline).
    QCOMPARE(all.size(), std::size_t(3));
    QCOMPARE(all[0].path, std::string("/P.a"));
    QCOMPARE(all[0].inEffect.kind, ValueSourceKind::TimeSamples);
    QCOMPARE(all[1].path, std::string("/P.v"));
    QCOMPARE(all[2].path, std::string("/P.b"));
    QCOMPARE(all[2].inEffect, (ValueOpinion{ValueSourceKind::Spline, 1}));
}

// Issue 39: a timecode value is a time, so a sublayer's offset maps it as it maps sample
// times (the OpenUSD seed, "Understanding TimeCodes"); both resolvers agree. The
// sublayer maps into the root by t * 2 + 100 (the issue's example: OpenUSD gives 148 for
// `timecode t = 24`, and 120, 130, 140 at 100, 110, 120 for samples { 0: 10, 10: 20 }).
void TestValueResolution::timecodeValuesMapped_data()
{
    QTest::addColumn<QString>("rootBody");
    QTest::addColumn<QString>("sublayerBody");
    QTest::addColumn<QString>("attr");
    QTest::addColumn<double>("time");
    QTest::addColumn<double>("want"); // NaN: no value

    const double none = std::nan("");
    const QString samples = QStringLiteral("timecode s.timeSamples = { 0: 10, 10: 20, 12: None }");
    QTest::newRow("default") << QString() << QStringLiteral("timecode t = 24") << "/P.t" << 100.0 << 148.0;
    QTest::newRow("samples at 100") << QString() << samples << "/P.s" << 100.0 << 120.0;
    QTest::newRow("samples at 110") << QString() << samples << "/P.s" << 110.0 << 130.0;
    QTest::newRow("samples at 120") << QString() << samples << "/P.s" << 120.0 << 140.0;
    QTest::newRow("samples held before") << QString() << samples << "/P.s" << 50.0 << 120.0;
    QTest::newRow("sample block") << QString() << samples << "/P.s" << 125.0 << none;
    QTest::newRow("spline") << QString() << QStringLiteral("timecode u.spline = { 0: 5; post linear, 10: 15, }")
                            << "/P.u" << 110.0 << 120.0;
    QTest::newRow("double is not a time") << QString() << QStringLiteral("double d = 24") << "/P.d" << 100.0 << 24.0;
    QTest::newRow("double samples") << QString() << QStringLiteral("double e.timeSamples = { 0: 10, 10: 20 }")
                                    << "/P.e" << 110.0 << 15.0;
    QTest::newRow("root's own timecode") << QStringLiteral("timecode r = 7") << QStringLiteral("timecode r = 9")
                                         << "/P.r" << 0.0 << 7.0;
    QTest::newRow("root's default over a sublayer's samples")
        << QStringLiteral("timecode s = 3") << samples << "/P.s" << 110.0 << 3.0;
}

void TestValueResolution::timecodeValuesMapped()
{
    QFETCH(QString, rootBody);
    QFETCH(QString, sublayerBody);
    QFETCH(QString, attr);
    QFETCH(double, time);
    QFETCH(double, want);
    const Document d = stack({rootBody, sublayerBody}, {LayerOffset{}, LayerOffset{100.0, 2.0}});
    const std::optional<double> expected = std::isnan(want) ? std::nullopt : std::optional<double>(want);
    const ResolvedAttribute r = resolveAttribute(d, attr.toStdString());
    QCOMPARE(evalResolvedAttribute(r, time), expected);
    ValueClipStage stage(d);
    QCOMPARE(stage.value(attr.toStdString(), time), expected);
}

void TestValueResolution::timecodeArraysAndMetadataMapped()
{
    const Document d = stack({QString(), QStringLiteral("timecode[] many = [1, 2.5, -3]\n"
                                                         "double plain = 4 (\n"
                                                         "    customData = {\n"
                                                         "        timecode mark = 12\n"
                                                         "        double other = 12\n"
                                                         "        dictionary nested = {\n"
                                                         "            timecode[] marks = [0, 1]\n"
                                                         "        }\n"
                                                         "    }\n"
                                                         ")")},
                             {LayerOffset{}, LayerOffset{100.0, 2.0}});
    const ResolvedAttribute many = resolveAttribute(d, "/P.many");
    QCOMPARE(many.attribute->defaultValue->items.size(), std::size_t(3));
    QCOMPARE(many.attribute->defaultValue->items[0].text, std::string("102"));
    QCOMPARE(many.attribute->defaultValue->items[1].text, std::string("105"));
    QCOMPARE(many.attribute->defaultValue->items[2].text, std::string("94"));

    const ResolvedAttribute plain = resolveAttribute(d, "/P.plain");
    QCOMPARE(plain.attribute->defaultValue->text, std::string("4")); // a double is not mapped
    const MetadataEntry *customData = plain.attribute->metadata.find("customData");
    QVERIFY(customData);
    const auto entry = [&](const char *key) -> const UsdValue & {
        for (const UsdDictionaryEntry &e : customData->value.entries)
            if (e.key == key)
                return e.value;
        qFatal("no customData entry %s", key);
    };
    QCOMPARE(customData->value.entries.size(), std::size_t(3));
    QCOMPARE(entry("mark").text, std::string("124"));
    QCOMPARE(entry("other").text, std::string("12")); // a double entry is not mapped
    const UsdValue &marks = entry("nested").entries.front().value;
    QCOMPARE(marks.items.size(), std::size_t(2));
    QCOMPARE(marks.items[0].text, std::string("100"));
    QCOMPARE(marks.items[1].text, std::string("102"));

    // Writing back into the authoring layer maps with the inverse.
    Attribute back = *many.attribute;
    mapTimeCodeValues(back, LayerOffset{100.0, 2.0}.inverse());
    QCOMPARE(back.defaultValue->items[1].text, std::string("2.5"));
    // None and AnimationBlock are not numbers: kept.
    Attribute blocked;
    blocked.typeName = "timecode";
    blocked.defaultValue = UsdValue::none();
    blocked.timeSamples = TimeSamples{{0.0, UsdValue::atom("AnimationBlock")}, {1.0, UsdValue::atom("3")}};
    mapTimeCodeValues(blocked, LayerOffset{1.0, 1.0});
    QCOMPARE(*blocked.defaultValue, UsdValue::none());
    QCOMPARE(blocked.timeSamples->at(0).value, UsdValue::atom("AnimationBlock"));
    QCOMPARE(blocked.timeSamples->at(1).value.text, std::string("4"));
}

QTEST_APPLESS_MAIN(TestValueResolution)
#include "tst_value_resolution.moc"
