// core/io usda reader: what each construct of the spline grammar reads as
// (../shared/spec/formats.md §A.3/A.4, ../shared/realdata/usd_*.usda), that nothing
// unmodelled is dropped, and exact "file:line:column: message" errors for bad input.
#include "core/document/Layer.h"
#include "core/io/LayerFile.h"
#include "core/io/UsdaReader.h"
#include "core/io/UsdaWriter.h"
#include "core/spline/Regression.h"
#include "tests/support/GoldenData.h"

#include <QDir>
#include <QTest>
#include <cmath>

using namespace knotline;

class TestUsdaReader : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void realSplines220();
    void hermiteAndHalfAndTimecode();
    void customDataKeptTyped();
    void emptyAndNearlyEmptySplines();
    void invalidLoopParamsKept();
    void autoEaseVersion11();
    void loopBoundariesVersion13();
    void loopBoundaryWithInnerLoopWarns();
    void splinesReadAsAuthored();
    void layerMetadataAndSubLayers();
    void clipsKept();
    void unmodelledContentKept();
    void verbatimCarriageReturnsRoundTrip();
    void repeatedExtrapolationReplacesTheEarlier();
    void halfAndFloatRangeEdges();
    void commentsAndLineBreaks();
    void badInput_data();
    void badInput();
    void dictionariesNestedToTheLimit();
    void wideDictionariesAndMetadata();
    void badRealFile();
    void legacyHeaderWarns();
};

namespace {

QString realdata(const QString &name)
{
    return test::sharedRoot() + QStringLiteral("/realdata/") + name;
}

Layer readReal(const QString &name, std::vector<std::string> *warnings = nullptr)
{
    Result<Layer> r = readLayerFile(realdata(name), warnings);
    if (!r)
        qFatal("%s", r.message().c_str());
    return std::move(r).value();
}

Layer readText(const char *text, std::vector<std::string> *warnings = nullptr)
{
    Result<Layer> r = readUsda(text, "test.usda", warnings);
    if (!r)
        qFatal("%s", r.message().c_str());
    return std::move(r).value();
}

const Spline &splineAt(const Layer &layer, const char *path)
{
    const Attribute *a = layer.findAttribute(path);
    if (!a || !a->spline)
        qFatal("no spline at %s", path);
    return a->spline->spline;
}

} // namespace

void TestUsdaReader::initTestCase()
{
    KNOTLINE_REQUIRE_SHARED(QStringLiteral("realdata/usd_220_splines.usda"), QStringLiteral("realdata/usd_221_bad_spline_type.sdf"), QStringLiteral("realdata/usd_226_version_1.1.usda"), QStringLiteral("realdata/usd_228_spline_extrap_loop_boundary.usda"), QStringLiteral("realdata/usd_clips_stitchclips_result.usda"), QStringLiteral("realdata/usd_clips_template_args_root.usda"));
}

void TestUsdaReader::realSplines220()
{
    const Layer layer = readReal(QStringLiteral("usd_220_splines.usda"));
    QCOMPARE(layer.declaredVersion, (UsdaVersion{1, 0}));
    QCOMPARE(layer.rootPrims.size(), std::size_t(6));

    const Spline &rx = splineAt(layer, "/Prim1.xformOp:rotateX");
    QCOMPARE(rx.valueType(), ValueType::Double);
    QCOMPARE(rx.knotCount(), std::size_t(2));
    QCOMPARE(rx.knots()[1].time, 2.0);
    QCOMPARE(rx.knots()[1].value, 18.0);
    QCOMPARE(rx.knots()[0].nextInterp, Interpolation::Held);

    const Spline &ry = splineAt(layer, "/Prim1.xformOp:rotateY");
    QCOMPARE(ry.valueType(), ValueType::Float);
    QCOMPARE(ry.knots()[1].nextInterp, Interpolation::Linear); // "post linear  # no trailing comma"

    const Spline &rz = splineAt(layer, "/Prim1.xformOp:rotateZ");
    QCOMPARE(rz.valueType(), ValueType::Half);
    QCOMPARE(rz.knots()[0].time, -15.75);
    QCOMPARE(rz.knots()[1].time, 88.88); // times stay doubles
    QCOMPARE(rz.knots()[0].nextInterp, Interpolation::ValueBlock);

    const Attribute *myAttr = layer.findAttribute("/Prim2.myAttr");
    QVERIFY(myAttr);
    QVERIFY(myAttr->custom);
    QCOMPARE(myAttr->defaultValue->text, std::string("17.12"));
    const Spline &s = myAttr->spline->spline;
    QCOMPARE(s.curveType(), CurveType::Bezier);
    QCOMPARE(s.preExtrapolation().mode, ExtrapolationMode::Linear);
    QCOMPARE(s.postExtrapolation().mode, ExtrapolationMode::Sloped);
    QCOMPARE(s.postExtrapolation().slope, 0.57);
    QCOMPARE(s.innerLoopParams(), (LoopParams{15.0, 25.0, 0, 2, 11.7}));
    const Knot &k7 = s.knots()[0];
    QCOMPARE(*k7.preValue, 5.5); // "7: 5.5 & 7.21": pre-value first
    QCOMPARE(k7.value, 7.21);
    const Knot &k15 = s.knots()[1];
    QCOMPARE(k15.nextInterp, Interpolation::Curve);
    QCOMPARE(k15.post, (Tangent{2.49, 1.17, TangentAlgorithm::None}));
    QCOMPARE(std::get<std::string>(k15.customData.at("comment")), std::string("climb!"));
    const Knot &k20 = s.knots()[2];
    QCOMPARE(k20.pre, (Tangent{3.77, -1.4, TangentAlgorithm::None}));
    QCOMPARE(k20.post, (Tangent{1.1, -1.4, TangentAlgorithm::None}));

    const Attribute *zodiac = layer.findAttribute("/Prim1.zodiac");
    QVERIFY(zodiac && zodiac->spline);
    QCOMPARE(zodiac->typeName, std::string("duration"));
}

void TestUsdaReader::hermiteAndHalfAndTimecode()
{
    const Layer layer = readReal(QStringLiteral("usd_220_splines.usda"));
    const Spline &q = splineAt(layer, "/Prim3.quetzalcoatl");
    QCOMPARE(q.curveType(), CurveType::Hermite);
    QCOMPARE(q.valueType(), ValueType::Float);
    QCOMPARE(q.knots()[0].post.slope, 4.0); // "(4)": slope only
    QCOMPARE(q.knots()[1].pre.slope, 2.0);
    // Hermite widths are one third of the segment whatever was authored.
    QCOMPARE(q.knots()[0].post.width, 5.0 / 3.0);

    const Spline &z = splineAt(layer, "/Prim1.ziggurat");
    QVERIFY(z.isTimeValued());
    QCOMPARE(z.valueType(), ValueType::Double);
    QCOMPARE(*z.eval(16.0), 35.5);
}

void TestUsdaReader::customDataKeptTyped()
{
    const Layer layer = readReal(QStringLiteral("usd_220_splines.usda"));
    const Attribute *a = layer.findAttribute("/Prim4.arfArf");
    QVERIFY(a && a->spline);
    const Knot &k0 = a->spline->spline.knots()[0];
    QCOMPARE(std::get<std::string>(k0.customData.at("a")), std::string("yes"));
    QCOMPARE(std::get<std::int64_t>(k0.customData.at("b")), std::int64_t(4));
    QVERIFY(!k0.customData.count("c")); // nested dictionary: kept in the typed copy only
    const UsdValue &dict = a->spline->knotDictionaries.at(0.0);
    QCOMPARE(dict.entries.size(), std::size_t(3));
    QCOMPARE(dict.entries[1].typeName, std::string("int"));
    QCOMPARE(dict.entries[2].typeName, std::string("dictionary"));
    QCOMPARE(dict.entries[2].value.entries[0].value.text, std::string("ugh"));
    // "1: 6; {}" — an empty dictionary reads as nothing.
    QVERIFY(!a->spline->knotDictionaries.count(1.0));
    QVERIFY(a->spline->spline.knots()[1].customData.empty());
}

void TestUsdaReader::emptyAndNearlyEmptySplines()
{
    const Layer layer = readReal(QStringLiteral("usd_220_splines.usda"));
    const Spline &empty = splineAt(layer, "/Prim5.empty");
    QVERIFY(empty.isEmpty());
    QVERIFY(!empty.eval(0.0)); // an authored empty spline has no value
    const Spline &nearly = splineAt(layer, "/Prim5.nearlyEmpty");
    QVERIFY(nearly.isEmpty());
    QCOMPARE(nearly.postExtrapolation().mode, ExtrapolationMode::Sloped);
    QCOMPARE(nearly.postExtrapolation().slope, 0.5);
    const Spline &ws = splineAt(layer, "/Prim5.whitespace");
    QCOMPARE(*ws.knots()[0].preValue, 5.5);
    QCOMPARE(ws.knots()[1].post.width, 2.49);
}

void TestUsdaReader::invalidLoopParamsKept()
{
    const Layer layer = readReal(QStringLiteral("usd_220_splines.usda"));
    const Attribute *a = layer.findAttribute("/BadLoopParams.kwerb");
    QVERIFY(a && a->spline);
    QVERIFY(a->spline->unappliedInnerLoop.has_value());
    QCOMPARE(*a->spline->unappliedInnerLoop, (LoopParams{5.0, 5.0, 1, 1, 0.0}));
    QVERIFY(!a->spline->spline.hasInnerLoops());
    QCOMPARE(*a->spline->spline.eval(1.5), 14.0);
}

void TestUsdaReader::autoEaseVersion11()
{
    const Layer layer = readReal(QStringLiteral("usd_226_version_1.1.usda"));
    QCOMPARE(layer.declaredVersion, (UsdaVersion{1, 1}));
    const Spline &s = splineAt(layer, "/Prim1.myAttr");
    QCOMPARE(s.knots()[1].post.algorithm, TangentAlgorithm::AutoEase);
    QCOMPARE(s.knots()[2].pre.algorithm, TangentAlgorithm::AutoEase);
    QCOMPARE(s.knots()[2].pre.width, 2.0);
}

void TestUsdaReader::loopBoundariesVersion13()
{
    const Layer layer = readReal(QStringLiteral("usd_228_spline_extrap_loop_boundary.usda"));
    QCOMPARE(layer.declaredVersion, (UsdaVersion{1, 3}));
    QCOMPARE(layer.rootPrims[0].typeName, std::string("XForm"));
    const Spline &a = splineAt(layer, "/Prim1.a");
    QCOMPARE(a.preExtrapolation().mode, ExtrapolationMode::LoopRepeat);
    QCOMPARE(*a.preExtrapolation().loopBoundary, 5.0);
    QVERIFY(!a.postExtrapolation().loopBoundary);
    QCOMPARE(a.knots()[1].value, 6.0);
    const Spline &b = splineAt(layer, "/Prim1.b");
    QVERIFY(b.isEmpty());
    QCOMPARE(b.preExtrapolation().mode, ExtrapolationMode::LoopOscillate);
    QCOMPARE(b.postExtrapolation().mode, ExtrapolationMode::LoopReset);
    QCOMPARE(*b.postExtrapolation().loopBoundary, 5.0);
}

void TestUsdaReader::loopBoundaryWithInnerLoopWarns()
{
    // Valid 1.3 syntax; Ts treats the combination as invalid, so the inner loop is kept
    // aside (written back as authored) and a warning names it.
    std::vector<std::string> warnings;
    const Layer layer = readText("#usda 1.3\ndef \"P\"\n{\n    double a.spline = {\n        post: loop repeat(0),\n"
                                 "        loop: (0, 2, 0, 1, 0),\n        0: 1; post linear,\n        2: 3; post linear,\n    }\n}\n",
                                 &warnings);
    const Attribute *a = layer.findAttribute("/P.a");
    QVERIFY(a->spline->unappliedInnerLoop.has_value());
    QCOMPARE(*a->spline->spline.postExtrapolation().loopBoundary, 0.0);
    QCOMPARE(warnings.size(), std::size_t(1));
    QCOMPARE(warnings[0], std::string("test.usda:6:9: warning: inner loop ignored: inner loops cannot be combined with a loop boundary"));
}

void TestUsdaReader::splinesReadAsAuthored()
{
    // A regressive segment (widths 3 and 3 over a span of 2) stays regressive.
    const Layer layer = readText("#usda 1.0\ndef \"P\"\n{\n    double a.spline = {\n        bezier,\n"
                                 "        0: 0; pre (0, 0); post curve (3, 1),\n        2: 1; pre (3, 1); post curve (0, 0),\n    }\n}\n");
    const Spline &s = splineAt(layer, "/P.a");
    QCOMPARE(s.knots()[0].post.width, 3.0);
    QCOMPARE(s.knots()[1].pre.width, 3.0);
    QVERIFY(hasRegressiveTangents(s));
    QCOMPARE(s.antiRegressionMode(), AntiRegressionMode::KeepRatio); // for later edits
}

void TestUsdaReader::layerMetadataAndSubLayers()
{
    const Layer layer = readText("#usda 1.0\n(\n    \"layer comment\"\n    doc = \"\"\"two\nlines\"\"\"\n"
                                 "    timeCodesPerSecond = 24\n    framesPerSecond = 12\n    startTimeCode = 1\n    endTimeCode = 240\n"
                                 "    upAxis = \"Y\"\n    subLayers = [\n        @./a.usda@ (offset = 10; scale = 2),\n        @b.usda@\n    ]\n)\n");
    QCOMPARE(*layer.timeCodesPerSecond, 24.0);
    QCOMPARE(*layer.framesPerSecond, 12.0);
    QCOMPARE(*layer.startTimeCode, 1.0);
    QCOMPARE(*layer.endTimeCode, 240.0);
    QCOMPARE(*layer.doc, std::string("two\nlines"));
    QCOMPARE(layer.metadata.comment, std::string("layer comment"));
    QCOMPARE(layer.metadata.find("upAxis")->value.text, std::string("Y"));
    QCOMPARE(layer.subLayers.size(), std::size_t(2));
    QCOMPARE(layer.subLayers[0].assetPath, std::string("./a.usda"));
    QCOMPARE(layer.subLayers[0].offset, (LayerOffset{10.0, 2.0}));
    QCOMPARE(layer.subLayers[0].line, 12);
    QCOMPARE(layer.subLayers[0].column, 9);
    QVERIFY(layer.subLayers[1].offset.isIdentity());
    QCOMPARE(layer.effectiveTimeCodesPerSecond(), 24.0);
}

void TestUsdaReader::clipsKept()
{
    const Layer layer = readReal(QStringLiteral("usd_clips_template_args_root.usda"));
    const Prim *points = layer.findPrim("/World/points");
    QVERIFY(points);
    QCOMPARE(points->specifier, Specifier::Over);
    const MetadataEntry *clips = points->metadata.find("clips");
    QVERIFY(clips);
    const UsdValue &set = clips->value.entries.at(0).value;
    QCOMPARE(clips->value.entries.at(0).key, std::string("default"));
    QCOMPARE(set.entries.size(), std::size_t(6));
    QCOMPARE(set.entries[2].key, std::string("templateAssetPath"));
    QCOMPARE(set.entries[2].value.text, std::string("./p.###.usd:SDF_FORMAT_ARGS:a=1&b=str"));
    const Prim *world = layer.findPrim("/World");
    QCOMPARE(world->metadata.entries[0].op, ListOp::Add);
    QCOMPARE(world->metadata.entries[0].value.kind, UsdValue::Kind::Asset);
    QCOMPARE(world->metadata.entries[0].value.path, std::string("/World"));

    const Layer stitched = readReal(QStringLiteral("usd_clips_stitchclips_result.usda"));
    const Prim *splash = stitched.findPrim("/World/fx/Particles_Splash");
    QVERIFY(splash);
    const UsdValue &def = splash->metadata.find("clips")->value.entries[0].value;
    QCOMPARE(def.entries[0].typeName, std::string("double2[]"));
    QCOMPARE(def.entries[0].value.items.size(), std::size_t(9));
    QCOMPARE(stitched.subLayers[0].assetPath, std::string("./result.topology.usda"));
}

void TestUsdaReader::unmodelledContentKept()
{
    const Layer layer = readText(
        "#usda 1.0\ndef Mesh \"M\" (\n    prepend apiSchemas = [\"A\", \"B\"]\n    kind = \"component\"\n"
        "    variants = {\n        string shade = \"red\"\n    }\n)\n{\n"
        "    uniform token[] xformOpOrder = [\"xformOp:translate\"]\n"
        "    float3[] points = [(0, 1, 2), (3, 4, 5)] (\n        interpolation = \"vertex\"\n    )\n"
        "    double t.timeSamples = {\n        1: 2.5,\n        2: None,\n    }\n"
        "    double c.connect = </M.t>\n    rel material:binding = </Mat>\n"
        "    variantSet \"shade\" = {\n        \"red\" {\n            double x = 1\n        }\n    }\n}\n");
    const Prim &m = layer.rootPrims[0];
    QCOMPARE(m.typeName, std::string("Mesh"));
    QCOMPARE(m.metadata.entries.size(), std::size_t(3));
    QCOMPARE(m.metadata.entries[0].op, ListOp::Prepend);
    const Attribute *points = m.findAttribute("points");
    QCOMPARE(points->typeName, std::string("float3[]"));
    QCOMPARE(points->defaultValue->items[1].items[2].text, std::string("5"));
    QCOMPARE(points->metadata.entries[0].key, std::string("interpolation"));
    QCOMPARE(m.findAttribute("xformOpOrder")->variability, Variability::Uniform);
    const Attribute *t = m.findAttribute("t");
    QCOMPARE(t->timeSamples->size(), std::size_t(2));
    QVERIFY((*t->timeSamples)[1].value.isNone());
    QCOMPARE(m.findAttribute("c")->connections[0].targets.text, std::string("/M.t"));
    QCOMPARE(m.statements.size(), std::size_t(2));
    QCOMPARE(m.statements[0].kind, VerbatimStatement::Kind::Relationship);
    QCOMPARE(m.statements[0].text, std::string("rel material:binding = </Mat>"));
    QCOMPARE(m.statements[1].kind, VerbatimStatement::Kind::VariantSet);
    QCOMPARE(m.statements[1].text, std::string("variantSet \"shade\" = {\n    \"red\" {\n        double x = 1\n    }\n}"));
}

// Fuzz finding (tests/fuzz/regressions/usda_reader/carriage-returns-in-a-variant-set):
// carriage returns before a line end inside a statement kept verbatim. Only a CRLF's one
// was dropped, so every write + read lost one more: now all go, and read + write is a
// fixed point.
void TestUsdaReader::verbatimCarriageReturnsRoundTrip()
{
    const Layer layer = readText("#usda 1.0\ndef \"M\"\n{\n    variantSet \"v\" = {\r\n        \"a\" {\r\r\r\n"
                                 "            double x = 1\r\r\n        }\n    }\n}\n");
    const Prim &m = layer.rootPrims[0];
    QCOMPARE(m.statements.size(), std::size_t(1));
    QCOMPARE(m.statements[0].text, std::string("variantSet \"v\" = {\n    \"a\" {\n        double x = 1\n    }\n}"));
    const std::string written = writeUsda(layer);
    QVERIFY(written.find('\r') == std::string::npos);
    const Layer again = readText(written.c_str());
    QVERIFY(again.rootPrims.size() == 1 && again.rootPrims[0].statements == m.statements);
    QCOMPARE(writeUsda(again), written);
}

// Fuzz finding (tests/fuzz/regressions/usda_reader/extrapolation-given-twice-keeps-a-slope):
// "post: sloped(0.02)" and later "post: loop oscillate" kept the slope 0.02 under the
// loop mode, which the writer does not write, so read + write changed the spline.
void TestUsdaReader::repeatedExtrapolationReplacesTheEarlier()
{
    // Each side twice: the first statement sets a slope or a loop boundary, the second a
    // loop mode without one.
    const char *lines[] = {"pre: loop repeat(2),", "post: sloped(0.02),", "pre: loop reset,",
                           "post: loop oscillate,", "1: 5; post held,", "2: 7; post held,"};
    std::string text = "#usda 1.0\ndef \"P\"\n{\n    double a.spline = {\n";
    for (const char *line : lines)
        text += std::string("        ") + line + "\n";
    text += "    }\n}\n";
    const Layer layer = readText(text.c_str());
    const Spline &s = splineAt(layer, "/P.a");
    QVERIFY(s.preExtrapolation() == (Extrapolation{ExtrapolationMode::LoopReset, 0.0, std::nullopt}));
    QVERIFY(s.postExtrapolation() == (Extrapolation{ExtrapolationMode::LoopOscillate, 0.0, std::nullopt}));
    const Layer again = readText(writeUsda(layer).c_str());
    QVERIFY(splineAt(again, "/P.a") == s);
}

void TestUsdaReader::commentsAndLineBreaks()
{
    const Layer layer = readText("#usda 1.0\n// a comment\ndef \"P\" # another\n{\n    double a.spline = { # open\n"
                                 "        bezier, /* block\n comment */\n"
                                 "        1: 5 & 6 /* inline */ ; post curve/*c*/(1.1, -1.4);\n            { string note = \"x\" },\n"
                                 "        2: 7; pre (0.5, 2, autoEase); post held\n    }\n}\n");
    const Spline &s = splineAt(layer, "/P.a");
    QCOMPARE(s.knotCount(), std::size_t(2));
    QCOMPARE(s.knots()[0].post, (Tangent{1.1, -1.4, TangentAlgorithm::None}));
    QCOMPARE(std::get<std::string>(s.knots()[0].customData.at("note")), std::string("x"));
    QCOMPARE(s.knots()[1].pre.algorithm, TangentAlgorithm::AutoEase);
}

// Fuzz finding (tests/fuzz/regressions/usda_reader/huge-number-in-a-half-spline-does-not-
// read-back): an 80-digit knot value in a half spline was stored as inf (rounded to half),
// written as "inf" and refused when read back. It is refused now where it is read, as Ts
// refuses a knot value that is not finite in the knot's type (TsKnot::SetValue): rounded
// to the type it is not finite. A value that rounds to the largest half (65504) reads.
void TestUsdaReader::halfAndFloatRangeEdges()
{
    const auto splineText = [](const char *type, const char *knot) {
        return std::string("#usda 1.0\ndef \"P\"\n{\n    ") + type + " a.spline = {\n        " + knot
            + ",\n        2: 1,\n    }\n}\n";
    };
    const Layer layer = readText(splineText("half", "1: 65519.99").c_str());
    QCOMPARE(splineAt(layer, "/P.a").knots().front().value, 65504.0);
    const struct {
        const char *type, *knot, *error;
    } refused[] = {
        {"half", "1: 65520", "test.usda:5:9: knot at time 1: values must be finite numbers"},
        {"half", "1: -1e80", "test.usda:5:9: knot at time 1: values must be finite numbers"},
        {"half", "1: 1e6 & 3", "test.usda:5:9: knot at time 1: values must be finite numbers"},
        {"float", "1: 1e39", "test.usda:5:9: knot at time 1: values must be finite numbers"},
        {"float", "1: 1; post curve (1, 1e39)", "test.usda:5:9: knot at time 1: post-tangent slope is not a finite number"},
    };
    for (const auto &c : refused) {
        const std::string text = splineText(c.type, c.knot);
        const Result<Layer> r = readUsda(text, "test.usda");
        QVERIFY2(!r.isOk(), c.knot);
        QCOMPARE(QString::fromStdString(r.message()), QString::fromUtf8(c.error));
    }
    // A double spline holds them all.
    QCOMPARE(splineAt(readText(splineText("double", "1: -1e80").c_str()), "/P.a").knots().front().value, -1e80);
}

void TestUsdaReader::badInput_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("error");
    const QString head = QStringLiteral("#usda 1.0\ndef \"P\"\n{\n    double a.spline = {\n");
    // Nesting far deeper than any real layer: an error, not a stack overflow.
    QString deepPrims = QStringLiteral("#usda 1.0\n");
    for (int i = 0; i < 20000; ++i)
        deepPrims += QStringLiteral("def \"P\" {\n");
    QTest::newRow("prims nested 20,000 deep") << deepPrims << "test.usda:514:1: prims nested more than 512 levels deep";
    QTest::newRow("values nested 40,000 deep")
        << QStringLiteral("#usda 1.0\ndef \"P\" {\n    custom double[] a = ") + QString(40000, QLatin1Char('[')) + QStringLiteral("\n}\n")
        << "test.usda:3:536: values nested more than 512 levels deep";
    // 15,000 nested `dictionary` entries in each metadata position: an error at the '{'
    // of the 513th level (a prim counts one level), not a stack overflow.
    QString nestedDicts;
    for (int i = 0; i < 15000; ++i)
        nestedDicts += QStringLiteral("dictionary d = {\n");
    QTest::newRow("dictionaries nested 15,000 deep in layer metadata")
        << QStringLiteral("#usda 1.0\n(\n    customLayerData = {\n") + nestedDicts
        << "test.usda:515:16: values nested more than 512 levels deep";
    QTest::newRow("dictionaries nested 15,000 deep in prim metadata")
        << QStringLiteral("#usda 1.0\ndef \"P\" (\n    customData = {\n") + nestedDicts
        << "test.usda:514:16: values nested more than 512 levels deep";
    QTest::newRow("dictionaries nested 15,000 deep in attribute metadata")
        << QStringLiteral("#usda 1.0\ndef \"P\"\n{\n    double a = 1 (\n        customData = {\n") + nestedDicts
        << "test.usda:516:16: values nested more than 512 levels deep";
    QTest::newRow("dictionaries nested 15,000 deep in knot metadata")
        << head + QStringLiteral("        1: 5; {\n") + nestedDicts
        << "test.usda:516:16: values nested more than 512 levels deep";
    QTest::newRow("dictionaries nested 15,000 deep in a list")
        << QStringLiteral("#usda 1.0\n(\n    customLayerData = {\n        dictionary[] l = [{\n") + nestedDicts
        << "test.usda:514:16: values nested more than 512 levels deep";
    // Inner loops: at most 2,000,000 copies (each count and their sum) and 2,000,000
    // written-out knots; errors at the count or at `loop`, never std::bad_alloc.
    QTest::newRow("inner loop of 1e9 post loops")
        << head + "        loop: (0, 1, 0, 1000000000, 1),\n        0: 0,\n        1: 1,\n    }\n}\n"
        << "test.usda:5:25: loop count '1000000000' is beyond the limit of 2000000 inner-loop copies";
    QTest::newRow("inner loop of 3e7 pre loops")
        << head + "        loop: (0, 1, 30000000, 0, 1),\n        0: 0,\n        1: 1,\n    }\n}\n"
        << "test.usda:5:22: loop count '30000000' is beyond the limit of 2000000 inner-loop copies";
    QTest::newRow("loop count beyond int")
        << head + "        loop: (0, 1, 0, 5000000000, 1),\n        0: 0,\n    }\n}\n"
        << "test.usda:5:25: loop count '5000000000' is beyond the limit of 2000000 inner-loop copies";
    QTest::newRow("negative loop count beyond the limit")
        << head + "        loop: (0, 1, -5000000000, 0, 1),\n        0: 0,\n    }\n}\n"
        << "test.usda:5:22: loop count '-5000000000' is beyond the limit of 2000000 inner-loop copies";
    QTest::newRow("inner loop copies beyond the limit in all")
        << head + "        loop: (0, 1, 1500000, 1500000, 1),\n        0: 0,\n        1: 1,\n    }\n}\n"
        << "test.usda:5:9: inner loop makes 3000000 copies of its prototype (at most 2000000)";
    QTest::newRow("inner loop writing out 3,000,005 knots")
        << head + "        loop: (0, 1, 0, 1000000, 1),\n        0: 0,\n        0.25: 1,\n        0.5: 2,\n        1: 1,\n    }\n}\n"
        << "test.usda:5:9: inner loops would write out 3000005 knots (at most 2000000)";
    QTest::newRow("truncated in a knot") << head + "        1: 5; post held,\n        2: 18; post"
                                         << "test.usda:6:20: expected an interpolation (none, held, linear or curve) after post, found end of file";
    QTest::newRow("truncated after a knot") << head + "        1: 5"
                                            << "test.usda:5:13: expected ',' or '}' after a spline item, found end of file";
    // A keyword is never a type name (fuzz finding written-layer-does-not-read-back-
    // prepend-varying: `varying uniform C` was read as type `uniform` and written as
    // `uniform C`, which does not read back).
    QTest::newRow("variability keyword as a type name")
        << "#usda 1.0\ndef \"P\"\n{\n    varying uniform C\n}\n"
        << "test.usda:4:13: expected an attribute type name, found 'uniform'";
    QTest::newRow("specifier after custom and a variability")
        << "#usda 1.0\ndef \"P\"\n{\n    custom varying def x\n}\n"
        << "test.usda:4:20: expected an attribute type name, found 'def'";
    QTest::newRow("truncated prim") << "#usda 1.0\ndef Xform \"P\"\n{\n    double a = 1\n"
                                    << "test.usda:5:1: missing '}' at the end of prim \"P\"";
    QTest::newRow("truncated string") << "#usda 1.0\ndef Xform \"P\" (\n    doc = \"unfinished\n)\n{\n}\n"
                                      << "test.usda:3:11: line break inside a string (use triple quotes)";
    QTest::newRow("unknown interpolation") << head + "        1: 5; post curvy (1, 2),\n    }\n}\n"
                                           << "test.usda:5:20: expected an interpolation (none, held, linear or curve) after post, found 'curvy'";
    QTest::newRow("unknown extrapolation") << head + "        pre: looped,\n    }\n}\n"
                                           << "test.usda:5:14: unknown extrapolation 'looped' (expected none, held, linear, sloped or loop)";
    QTest::newRow("loop without mode") << head + "        post: loop,\n    }\n}\n"
                                       << "test.usda:5:19: expected repeat, reset or oscillate after loop, found ','";
    QTest::newRow("pre without space") << head + "        1: 5; pre(0, 0); post held,\n    }\n}\n"
                                       << "test.usda:5:18: expected a space after 'pre'";
    QTest::newRow("non-integer loop count") << head + "        loop: (15, 25, 1.5, 2, 0),\n        15: 1,\n    }\n}\n"
                                            << "test.usda:5:24: non-integer loop count '1.5'";
    QTest::newRow("non-integer post loop count") << head + "        loop: (15, 25, 1, 2e0, 0),\n    }\n}\n"
                                                 << "test.usda:5:27: non-integer loop count '2e0'";
    QTest::newRow("usda 1.4") << "#usda 1.4\ndef \"P\"\n{\n}\n"
                              << "test.usda:1:7: unsupported usda version 1.4 (Knotline reads #usda 1.0 to 1.3)";
    QTest::newRow("usda 2.0") << "#usda 2.0\n" << "test.usda:1:7: unsupported usda version 2.0 (Knotline reads #usda 1.0 to 1.3)";
    QTest::newRow("malformed version") << "#usda one\n"
                                       << "test.usda:1:7: malformed header version 'one' (expected major.minor, e.g. 1.0)";
    QTest::newRow("not usda") << "hello\n" << "test.usda:1:1: not a usda file: the first line must be '#usda 1.0' (up to '#usda 1.3')";
    QTest::newRow("empty file") << "" << "test.usda:1:1: not a usda file: the first line must be '#usda 1.0' (up to '#usda 1.3')";
    QTest::newRow("missing comma") << head + "        1: 5; post held\n        2: 6; post held,\n    }\n}\n"
                                   << "test.usda:6:9: expected ',' or '}' after a spline item, found '2'";
    QTest::newRow("line break inside a knot") << head + "        1:\n 5; post held,\n    }\n}\n"
                                              << "test.usda:6:2: line break inside a spline item (only allowed between items and after ';')";
    QTest::newRow("duplicate knot time") << head + "        1: 5,\n        2: 6,\n        1: 7,\n    }\n}\n"
                                         << "test.usda:7:9: two knots at time 1";
    QTest::newRow("negative width") << head + "        bezier,\n        1: 5; post curve (-1, 2),\n    }\n}\n"
                                    << "test.usda:6:9: knot at time 1: post-tangent width must be a finite number >= 0";
    QTest::newRow("unknown tangent algorithm") << head + "        1: 5; post curve (1, 2, smooth),\n    }\n}\n"
                                               << "test.usda:5:33: expected a tangent algorithm (autoEase or custom), found 'smooth'";
    QTest::newRow("string knot value") << head + "        1: \"x\",\n    }\n}\n"
                                       << "test.usda:5:12: expected a knot value, found '\"x\"'";
    QTest::newRow("infinite knot time") << head + "        inf: 1,\n    }\n}\n"
                                        << "test.usda:5:9: knot time is not a finite number";
    QTest::newRow("unknown field") << "#usda 1.0\ndef \"P\"\n{\n    double a.splines = {\n    }\n}\n"
                                   << "test.usda:4:14: unknown attribute field 'splines' (expected timeSamples, spline or connect)";
    QTest::newRow("bad spline type") << "#usda 1.0\ndef \"P\"\n{\n    int a.spline = {\n    }\n}\n"
                                     << "test.usda:4:5: unsupported spline value type 'int' (splines hold double, float, half or timecode values)";
    QTest::newRow("prim without name") << "#usda 1.0\ndef Xform\n{\n}\n" << "test.usda:3:1: expected a quoted prim name, found '{'";
    QTest::newRow("bad layer metadata") << "#usda 1.0\n(\n    timeCodesPerSecond = fast\n)\n"
                                        << "test.usda:3:26: expected a number for timeCodesPerSecond, found 'fast'";
    QTest::newRow("zero tcps") << "#usda 1.0\n(\n    timeCodesPerSecond = 0\n)\n"
                               << "test.usda:3:26: timeCodesPerSecond must be a finite number > 0";
    QTest::newRow("bad sublayer offset") << "#usda 1.0\n(\n    subLayers = [@a.usda@ (offset = 1; speed = 2)]\n)\n"
                                         << "test.usda:3:40: expected offset, scale or ')' in a layer offset, found 'speed'";
    QTest::newRow("unterminated block comment") << "#usda 1.0\ndef \"P\" /* open\n{\n}\n" << "test.usda:2:9: unterminated /* comment";
    QTest::newRow("stray character") << "#usda 1.0\ndef \"P\"\n{\n    double a = 1 ?\n}\n" << "test.usda:4:18: unexpected character";
    QTest::newRow("type mismatch") << "#usda 1.0\ndef \"P\"\n{\n    double a = 1\n    float a.spline = {\n    }\n}\n"
                                   << "test.usda:5:5: attribute 'a' was declared with type 'double', not 'float'";
}

void TestUsdaReader::badInput()
{
    QFETCH(QString, text);
    QFETCH(QString, error);
    const QByteArray bytes = text.toUtf8();
    const Result<Layer> r = readUsda(std::string_view(bytes.constData(), static_cast<std::size_t>(bytes.size())), "test.usda");
    QVERIFY(!r.isOk());
    QCOMPARE(QString::fromStdString(r.message()), error);
}

void TestUsdaReader::dictionariesNestedToTheLimit()
{
    // 512 levels are read: customLayerData's value is one, 510 `dictionary` entries and
    // the innermost (scalar) value the rest.
    QString text = QStringLiteral("#usda 1.0\n(\n    customLayerData = {\n");
    for (int i = 0; i < 510; ++i)
        text += QStringLiteral("dictionary d = {\n");
    text += QStringLiteral("int leaf = 7\n") + QString(511, QLatin1Char('}')) + QStringLiteral("\n)\n");
    const QByteArray bytes = text.toUtf8();
    const Layer layer = readText(bytes.constData());
    const UsdValue *v = &layer.metadata.find("customLayerData")->value;
    for (int i = 0; i < 510; ++i) {
        QCOMPARE(v->entries.size(), std::size_t(1));
        v = &v->entries[0].value;
    }
    QCOMPARE(v->entries[0].key, std::string("leaf"));
    QCOMPARE(v->entries[0].value.text, std::string("7"));
}

void TestUsdaReader::wideDictionariesAndMetadata()
{
    // 100,000 dictionary entries and 100,000 metadata entries, each key authored twice:
    // the later value replaces the earlier in place. (A linear scan per entry for
    // repeated keys made this quadratic, 10^10 key comparisons.)
    constexpr int n = 100000;
    std::string text = "#usda 1.0\n(\n    customLayerData = {\n";
    for (int pass = 0; pass < 2; ++pass)
        for (int i = 0; i < n; ++i)
            text += "        int k" + std::to_string(i) + " = " + std::to_string(i + pass) + "\n";
    text += "    }\n)\ndef \"P\" (\n";
    for (int pass = 0; pass < 2; ++pass)
        for (int i = 0; i < n; ++i)
            text += "    m" + std::to_string(i) + " = " + std::to_string(i + pass) + "\n";
    text += "    prepend m0 = 5\n)\n{\n}\n";
    const Layer layer = readText(text.c_str());
    const UsdValue &dict = layer.metadata.find("customLayerData")->value;
    QCOMPARE(dict.entries.size(), std::size_t(n));
    QCOMPARE(dict.entries[0].key, std::string("k0")); // sorted by key
    QCOMPARE(dict.entries[0].value.text, std::string("1"));
    QCOMPARE(dict.entries[n - 1].key, std::string("k99999"));
    QCOMPARE(dict.entries[n - 1].value.text, std::string("100000"));
    const Metadata &md = layer.rootPrims[0].metadata;
    QCOMPARE(md.entries.size(), std::size_t(n + 1)); // authored order; prepend m0 is another entry
    QCOMPARE(md.entries[0].key, std::string("m0"));
    QCOMPARE(md.entries[0].value.text, std::string("1"));
    QCOMPARE(md.entries[n - 1].key, std::string("m99999"));
    QCOMPARE(md.entries[n - 1].value.text, std::string("100000"));
    QCOMPARE(md.entries[n].op, ListOp::Prepend);
}

void TestUsdaReader::badRealFile()
{
    const QString path = realdata(QStringLiteral("usd_221_bad_spline_type.sdf"));
    const Result<Layer> r = readLayerFile(path);
    QVERIFY(!r.isOk());
    QCOMPARE(QString::fromStdString(r.message()),
             path + ":5:5: unsupported spline value type 'string' (splines hold double, float, half or timecode values)");
    const Result<Layer> missing = readLayerFile(QDir::temp().filePath(QStringLiteral("knotline-no-such-file.usda")));
    QVERIFY(!missing.isOk());
    QVERIFY(QString::fromStdString(missing.message()).contains(QStringLiteral("cannot read")));
}

void TestUsdaReader::legacyHeaderWarns()
{
    std::vector<std::string> warnings;
    const Layer layer = readText("#sdf 1.4.32\ndef \"P\"\n{\n    double a.spline = {\n        1: 2,\n    }\n}\n", &warnings);
    QCOMPARE(layer.declaredVersion, (UsdaVersion{1, 0}));
    QCOMPARE(warnings.size(), std::size_t(1));
    QCOMPARE(warnings[0], std::string("test.usda:1:1: warning: legacy '#sdf 1.4.32' header read as #usda 1.0"));
}

QTEST_GUILESS_MAIN(TestUsdaReader)
#include "tst_usda_reader.moc"
