// Maya .anim files: reading the real Maya export in ../shared/realdata, unit conversion,
// round trips (import → export → import gives equal curves) on the real file and on
// generated curves with every tangent type, atomic writing, warnings, and data-driven
// malformed inputs that must give `file:line:column: message` and load nothing.
#include "tests/support/GoldenData.h"

#include "core/animcurve/AnimCurveFn.h"
#include "core/io/AnimFile.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

#include <cmath>
#include <numbers>
#include <random>

using namespace knotline;

namespace {

QString realFile() { return knotline::test::sharedRoot() + QStringLiteral("/realdata/maya_example_ssbh_editor.anim"); }

bool near(double a, double b, double tol) { return std::abs(a - b) <= tol * std::max(1.0, std::abs(b)); }

/// Equal curves: structure, types, flags, times and values exact; tangents within `tol`
/// (fixed tangents pass through angle/weight text); evaluation within `tol` on a grid.
QString compareCurves(const AnimCurve &a, const AnimCurve &b, double tol)
{
    if (a.numKeys() != b.numKeys())
        return QStringLiteral("key count %1 vs %2").arg(a.numKeys()).arg(b.numKeys());
    if (a.isWeighted() != b.isWeighted() || a.preInfinityType() != b.preInfinityType()
        || a.postInfinityType() != b.postInfinityType() || a.name() != b.name())
        return QStringLiteral("curve settings differ");
    for (std::size_t i = 0; i < a.numKeys(); ++i) {
        if (a.keyTime(i) != b.keyTime(i) || a.keyValue(i) != b.keyValue(i) || !(a.keyInfo()[i] == b.keyInfo()[i]))
            return QStringLiteral("key %1 differs").arg(i);
        for (TangentSide side : {TangentSide::In, TangentSide::Out}) {
            const MayaTangent ta = a.keyTangent(i, side), tb = b.keyTangent(i, side);
            if (!near(ta.x, tb.x, tol) || !near(ta.y, tb.y, tol))
                return QStringLiteral("key %1 tangent (%2, %3) vs (%4, %5)").arg(i).arg(ta.x, 0, 'g', 17).arg(ta.y, 0, 'g', 17).arg(tb.x, 0, 'g', 17).arg(tb.y, 0, 'g', 17);
        }
    }
    if (a.numKeys() == 0)
        return {};
    const double t0 = a.keyTime(0), t1 = a.keyTime(a.numKeys() - 1);
    const double span = std::max(1.0, t1 - t0);
    for (int k = -40; k <= 140; ++k) {
        const double t = t0 + span * k / 100.0;
        const Result<double> va = a.evaluate(t), vb = b.evaluate(t);
        if (va.isOk() != vb.isOk() || (va.isOk() && !near(va.value(), vb.value(), std::max(tol, 1e-9))))
            return QStringLiteral("value at %1 differs").arg(t);
    }
    return {};
}

QString compareFiles(const AnimFile &a, const AnimFile &b, double tol)
{
    if (a.animVersion != b.animVersion || a.mayaVersion != b.mayaVersion || !(a.timeUnit == b.timeUnit)
        || a.linearUnit != b.linearUnit || a.angularUnit != b.angularUnit || a.startTime != b.startTime
        || a.endTime != b.endTime || a.startUnitless != b.startUnitless || a.endUnitless != b.endUnitless)
        return QStringLiteral("headers differ");
    if (a.entries.size() != b.entries.size())
        return QStringLiteral("entry count %1 vs %2").arg(a.entries.size()).arg(b.entries.size());
    for (std::size_t i = 0; i < a.entries.size(); ++i) {
        const AnimFileEntry &x = a.entries[i], &y = b.entries[i];
        if (x.attribute != y.attribute || x.leafAttribute != y.leafAttribute || x.node != y.node || x.row != y.row
            || x.childCount != y.childCount || x.attributeIndex != y.attributeIndex || x.hasCurve != y.hasCurve
            || x.input != y.input || x.output != y.output)
            return QStringLiteral("entry %1 header differs").arg(i);
        if (const QString d = compareCurves(x.curve, y.curve, tol); !d.isEmpty())
            return QStringLiteral("entry %1 (%2): %3").arg(i).arg(QString::fromStdString(x.path()), d);
    }
    return {};
}

/// A generated file: curves with every tangent type, weighted and not, every infinity
/// type, locks and breakdowns, several output types and a unitless-input curve.
AnimFile generatedFile(unsigned seed)
{
    std::mt19937 rng(seed);
    std::uniform_real_distribution<double> value(-50.0, 50.0), unit(0.0, 1.0);
    const MayaTangentType types[] = {MayaTangentType::Fixed,   MayaTangentType::Linear,  MayaTangentType::Flat,
                                     MayaTangentType::Smooth,  MayaTangentType::Step,    MayaTangentType::StepNext,
                                     MayaTangentType::Clamped, MayaTangentType::Plateau, MayaTangentType::Auto,
                                     MayaTangentType::AutoMix, MayaTangentType::AutoEase};
    AnimFile file;
    file.timeUnit = animTimeUnitFromName("ntsc").value();
    file.linearUnit = AnimLinearUnit::Meter;
    file.angularUnit = AnimAngularUnit::Radian;
    file.startTime = 0.5;
    file.endTime = 90.25;
    AnimFileEntry placeholder;
    placeholder.node = "root";
    placeholder.childCount = 2;
    file.entries.push_back(placeholder);
    const AnimOutputType outputs[] = {AnimOutputType::Linear, AnimOutputType::Angular, AnimOutputType::Unitless,
                                      AnimOutputType::Time};
    for (int c = 0; c < 12; ++c) {
        AnimFileEntry e;
        e.node = "node" + std::to_string(c / 3);
        e.leafAttribute = "attr" + std::to_string(c);
        e.attribute = "group.attr" + std::to_string(c);
        e.row = c / 3;
        e.childCount = 1;
        e.attributeIndex = c;
        e.hasCurve = true;
        e.output = outputs[c % 4];
        e.input = c == 11 ? AnimInputType::Unitless : AnimInputType::Time;
        AnimCurveFn fn(e.curve);
        if (!fn.setIsWeighted(c % 2 == 1))
            return {};
        std::vector<MayaKey> keys;
        double t = std::round(value(rng));
        for (int k = 0; k < 3 + c; ++k) {
            MayaKey key;
            t += 0.5 + std::round(unit(rng) * 40.0) / 8.0;
            key.time = t;
            key.value = value(rng) / 3.0;
            key.inType = types[std::uniform_int_distribution<int>(0, 10)(rng)];
            key.outType = types[std::uniform_int_distribution<int>(0, 10)(rng)];
            key.inTangent = MayaTangent{0.2 + 3.0 * unit(rng), value(rng) / 10.0};
            key.outTangent = MayaTangent{0.2 + 3.0 * unit(rng), value(rng) / 10.0};
            key.tangentsLocked = unit(rng) < 0.5;
            key.weightsLocked = unit(rng) < 0.5;
            key.isBreakdown = unit(rng) < 0.2;
            keys.push_back(key);
        }
        if (!fn.setKeys(keys) || !fn.setPreInfinityType(static_cast<InfinityType>(c % 5))
            || !fn.setPostInfinityType(static_cast<InfinityType>((c + 2) % 5)) || !fn.setName(e.path()))
            return {};
        file.entries.push_back(std::move(e));
    }
    return file;
}

} // namespace

class TestAnimFile : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void readsRealMayaExport();
    void realFileRoundTrip();
    void generatedRoundTrip();
    void writeAndReadFile();
    void unitConversion();
    void perCurveUnitsAndVersion10();
    void version10BreakdownKeysWrittenAs11();
    void warningsForUnknownContent();
    void byteOrderMark_data();
    void byteOrderMark();
    void malformed_data();
    void malformed();
    void malformedAfterByteOrderMark();
};

void TestAnimFile::initTestCase()
{
    KNOTLINE_REQUIRE_SHARED(QStringLiteral("realdata/maya_example_ssbh_editor.anim"),
                            QStringLiteral("realdata/maya_try_weighted_fixed_ssbh_editor.anim"));
}

void TestAnimFile::readsRealMayaExport()
{
    const Result<AnimFile> file = readAnimFile(realFile());
    QVERIFY2(file.isOk(), file.message().c_str());
    QVERIFY(file->warnings.empty());
    QCOMPARE(file->animVersion, std::string("1.1"));
    QCOMPARE(file->mayaVersion, std::string("2026"));
    QCOMPARE(file->timeUnit.name, std::string("ntscf"));
    QCOMPARE(file->timeCodesPerSecond(), 60.0);
    QCOMPARE(file->linearUnit, AnimLinearUnit::Centimeter);
    QCOMPARE(file->angularUnit, AnimAngularUnit::Degree);
    QCOMPARE(file->startTime, std::optional<double>(1.0));
    QCOMPARE(file->endTime, std::optional<double>(4.0));
    QCOMPARE(file->entries.size(), std::size_t(23));
    int curves = 0;
    for (const AnimFileEntry &e : file->entries)
        curves += e.hasCurve ? 1 : 0;
    QCOMPARE(curves, 20);
    QCOMPARE(file->entries[0].node, std::string("joint1"));
    QVERIFY(!file->entries[0].hasCurve);

    const AnimFileEntry *tx = file->find("joint2.translate.translateX");
    QVERIFY(tx);
    QCOMPARE(file->find("joint2.translateX"), tx);
    QCOMPARE(tx->output, AnimOutputType::Linear);
    QCOMPARE(tx->attributeIndex, 1);
    AnimCurve curve = tx->curve;
    AnimCurveFn fn(curve);
    QCOMPARE(fn.numKeys(), std::size_t(2));
    QCOMPARE(fn.value(0).value(), 1.3784618);
    QCOMPARE(fn.value(1).value(), 2.4244321);
    QCOMPARE(fn.inTangentType(0).value(), MayaTangentType::Auto);
    QVERIFY(fn.tangentsLocked(0).value());
    QVERIFY(!fn.isWeighted());
    QCOMPARE(curve.name(), std::string("joint2.translate.translateX"));
    // Two auto keys: flat ends, a smooth ease between them (Hermite, symmetric).
    QCOMPARE(fn.evaluate(2.0).value(), (1.3784618 + 2.4244321) / 2.0);

    const AnimFileEntry *vis = file->find("joint5.visibility");
    QVERIFY(vis);
    QCOMPARE(vis->output, AnimOutputType::Unitless);
    AnimCurve v = vis->curve;
    AnimCurveFn fv(v);
    QCOMPARE(fv.numKeys(), std::size_t(4));
    QCOMPARE(fv.inTangentType(0).value(), MayaTangentType::Smooth);
    QCOMPARE(fv.outTangentType(0).value(), MayaTangentType::Step);
    QCOMPARE(fv.evaluate(2.5).value(), 1.0);
    QVERIFY(!file->find("joint1"));
    QVERIFY(!file->find("joint9.translateX"));
}

void TestAnimFile::realFileRoundTrip()
{
    const Result<AnimFile> first = readAnimFile(realFile());
    QVERIFY(first.isOk());
    const std::string text = formatAnimFile(first.value());
    const Result<AnimFile> second = parseAnimFile(text, "exported.anim");
    QVERIFY2(second.isOk(), second.message().c_str());
    QVERIFY(second->warnings.empty());
    // No fixed tangents in this file: everything is bit-identical.
    const QString diff = compareFiles(first.value(), second.value(), 0.0);
    QVERIFY2(diff.isEmpty(), qPrintable(diff));
    for (std::size_t i = 0; i < first->entries.size(); ++i)
        QVERIFY(first->entries[i].curve == second->entries[i].curve);
    // Maya's own layout is kept (spot check).
    QVERIFY(text.find("anim joint1 0 1 0;\nanim visibility visibility joint2 0 1 0;\nanimData {\n  input time;\n"
                      "  output unitless;\n  weighted 0;\n  preInfinity constant;\n  postInfinity constant;\n"
                      "  keys {\n    1 1 spline step 1 0 0;\n")
            != std::string::npos);
    // Exporting again gives the same text, and that text is byte for byte Maya's own.
    QCOMPARE(formatAnimFile(second.value()), text);
    QFile original(realFile());
    QVERIFY(original.open(QIODevice::ReadOnly));
    QCOMPARE(QByteArray::fromStdString(text), original.readAll());
}

void TestAnimFile::generatedRoundTrip()
{
    for (unsigned seed : {1u, 2u, 3u, 4u, 5u}) {
        const AnimFile original = generatedFile(seed);
        QCOMPARE(original.entries.size(), std::size_t(13));
        const std::string text = formatAnimFile(original);
        const Result<AnimFile> back = parseAnimFile(text, "generated.anim");
        QVERIFY2(back.isOk(), back.message().c_str());
        const QString diff = compareFiles(original, back.value(), 1e-12);
        QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("seed %1: ").arg(seed) + diff));
        // And once more from the re-imported curves.
        const Result<AnimFile> again = parseAnimFile(formatAnimFile(back.value()), "again.anim");
        QVERIFY(again.isOk());
        const QString diff2 = compareFiles(back.value(), again.value(), 1e-12);
        QVERIFY2(diff2.isEmpty(), qPrintable(diff2));
    }
}

void TestAnimFile::writeAndReadFile()
{
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const AnimFile original = generatedFile(7);
    const QString path = dir.filePath(QStringLiteral("out.anim"));
    QVERIFY(writeAnimFile(original, path).isOk());
    const Result<AnimFile> back = readAnimFile(path);
    QVERIFY2(back.isOk(), back.message().c_str());
    QVERIFY(compareFiles(original, back.value(), 1e-12).isEmpty());
    // A failing save reports an error and leaves nothing behind.
    const QString bad = dir.filePath(QStringLiteral("missing/dir/out.anim"));
    const Status st = writeAnimFile(original, bad);
    QVERIFY(!st.isOk());
    QVERIFY(QString::fromStdString(st.message()).contains(bad));
    QVERIFY(!readAnimFile(dir.filePath(QStringLiteral("nothing.anim"))).isOk());
}

void TestAnimFile::unitConversion()
{
    const std::string text = "animVersion 1.1;\nmayaVersion 2024;\ntimeUnit ntsc;\nlinearUnit m;\nangularUnit rad;\n"
                             "startTime 3;\nendTime 30;\n"
                             "anim translate.translateY translateY box 0 1 0;\nanimData {\n  input time;\n"
                             "  output linear;\n  weighted 1;\n  keys {\n"
                             "    3 0.5 fixed fixed 1 0 0 0.5 2 0 1;\n    30 1.5 linear linear 1 0 0;\n  }\n}\n"
                             "anim rotate.rotateZ rotateZ box 0 1 1;\nanimData {\n  output angular;\n  keys {\n"
                             "    3 3.141592653589793 flat flat 1 0 0;\n  }\n}\n";
    // Kept as in the file.
    const Result<AnimFile> raw = parseAnimFile(text, "units.anim");
    QVERIFY2(raw.isOk(), raw.message().c_str());
    QCOMPARE(raw->timeCodesPerSecond(), 30.0);
    AnimCurve y = raw->find("box.translateY")->curve;
    QCOMPARE(y.keyTime(1), 30.0);
    QCOMPARE(y.keyValue(0), 0.5);
    // Fixed in tangent: angle 0.5 rad, weight 2 → (6 cos 0.5, 6 sin 0.5).
    QVERIFY(near(y.keyTangent(0, TangentSide::In).x, 6.0 * std::cos(0.5), 1e-15));
    QVERIFY(near(y.keyTangent(0, TangentSide::In).y, 6.0 * std::sin(0.5), 1e-15));

    // Converted: 24 time codes per second, centimetres, degrees.
    AnimReadOptions options;
    options.timeCodesPerSecond = 24.0;
    options.linearUnit = AnimLinearUnit::Centimeter;
    options.angularUnit = AnimAngularUnit::Degree;
    const Result<AnimFile> conv = parseAnimFile(text, "units.anim", options);
    QVERIFY2(conv.isOk(), conv.message().c_str());
    QCOMPARE(conv->timeUnit.name, std::string("film"));
    QCOMPARE(conv->linearUnit, AnimLinearUnit::Centimeter);
    QCOMPARE(*conv->startTime, 2.4);
    QCOMPARE(*conv->endTime, 24.0);
    AnimCurve yc = conv->find("box.translateY")->curve;
    QCOMPARE(yc.keyTime(0), 3.0 * 24.0 / 30.0);
    QCOMPARE(yc.keyTime(1), 24.0);
    QCOMPARE(yc.keyValue(0), 50.0);
    QCOMPARE(yc.keyValue(1), 150.0);
    // The tangent vector scales per axis: x by 0.8 (frames), y by 100 (m → cm).
    QVERIFY(near(yc.keyTangent(0, TangentSide::In).x, 0.8 * 6.0 * std::cos(0.5), 1e-15));
    QVERIFY(near(yc.keyTangent(0, TangentSide::In).y, 100.0 * 6.0 * std::sin(0.5), 1e-15));
    // The linear segment is the same line in the new units.
    QVERIFY(near(yc.evaluate(12.0).value(), 100.0 * y.evaluate(15.0).value(), 1e-12));
    AnimCurve rz = conv->find("box.rotateZ")->curve;
    QVERIFY(near(rz.keyValue(0), 180.0, 1e-15));
    QVERIFY(!parseAnimFile(text, "units.anim", AnimReadOptions{0.0, {}, {}, MayaTangentType::Auto}).isOk());

    // Writing the converted file writes its units; reading it back gives the same curves.
    const std::string out = formatAnimFile(conv.value());
    QVERIFY(out.find("timeUnit film;\nlinearUnit cm;\nangularUnit deg;\n") != std::string::npos);
    const Result<AnimFile> back = parseAnimFile(out, "back.anim");
    QVERIFY(back.isOk());
    QVERIFY(compareFiles(conv.value(), back.value(), 1e-12).isEmpty());
}

void TestAnimFile::perCurveUnitsAndVersion10()
{
    // animVersion 1.0 key lines have no breakdown flag; outputUnit / tangentAngleUnit
    // override the header for one curve; unitless input is not time-scaled.
    const std::string text = "animVersion 1.0;\nmayaVersion 4.0;\ntimeUnit film;\nlinearUnit cm;\nangularUnit deg;\n"
                             "anim tx tx a 0 0 0;\nanimData {\n  input unitless;\n  output linear;\n"
                             "  outputUnit mm;\n  tangentAngleUnit rad;\n  preInfinity cycle;\n  keys {\n"
                             "    0 10 fixed linear 0 0 0.25 1;\n    2 30 linear spline 1 0;\n  }\n}\n";
    const Result<AnimFile> f = parseAnimFile(text, "v10.anim", AnimReadOptions{48.0, {}, {}, MayaTangentType::Auto});
    QVERIFY2(f.isOk(), f.message().c_str());
    const AnimCurve c = f->entries[0].curve;
    QCOMPARE(f->entries[0].input, AnimInputType::Unitless);
    QCOMPARE(c.keyTime(1), 2.0);                  // unitless input: no time scaling
    QVERIFY(near(c.keyValue(0), 1.0, 1e-15));     // 10 mm = 1 cm
    QCOMPARE(c.preInfinityType(), InfinityType::Cycle);
    QVERIFY(!c.keyInfo()[0].tangentsLocked);
    const MayaTangent in = c.keyTangent(0, TangentSide::In); // 0.25 rad, unit length (not weighted)
    QVERIFY(near(in.y / in.x, std::tan(0.25) * 0.1, 1e-14)); // slope scaled mm → cm
    const std::string out = formatAnimFile(f.value());
    QVERIFY(out.find("    0 1 fixed linear 0 0 ") != std::string::npos); // no breakdown field in 1.0
    const Result<AnimFile> back = parseAnimFile(out, "v10-out.anim");
    QVERIFY2(back.isOk(), back.message().c_str());
    QVERIFY(compareFiles(f.value(), back.value(), 1e-12).isEmpty());
}

// Fuzz finding (tests/fuzz/regressions/anim_reader/garbled-header-and-infinity-lines-
// change-an-entry): a 1.0 file whose key lines carry the breakdown field anyway (the
// reader accepts 6 or 7 fields in any version). The writer left the field out for 1.0,
// so a breakdown key came back as an ordinary one. Such a file is written as 1.1 now.
void TestAnimFile::version10BreakdownKeysWrittenAs11()
{
    const std::string head = "animVersion 1.0;\nmayaVersion 1013;\ntimeUnit film;\nlinearUnit cm;\nangularUnit deg;\n"
                             "anim visibility visibility joint2 0 1 0;\nanimData {\n  input time;\n  output unitless;\n"
                             "  weighted 0;\n  preInfinity constant;\n  postInfinity constant;\n  keys {\n";
    const std::string text = head + "    1 1 spline step 1 0 1;\n    3 1 spline step 1 0 0;\n  }\n}\n";
    const Result<AnimFile> f = parseAnimFile(text, "v10b.anim");
    QVERIFY2(f.isOk(), f.message().c_str());
    QVERIFY(f->entries[0].curve.keyInfo()[0].isBreakdown);
    QVERIFY(!f->entries[0].curve.keyInfo()[1].isBreakdown);
    const std::string out = formatAnimFile(f.value());
    QVERIFY(out.rfind("animVersion 1.1;\n", 0) == 0);
    QVERIFY(out.find("    1 1 spline step 1 0 1;") != std::string::npos);
    const Result<AnimFile> back = parseAnimFile(out, "v10b-out.anim");
    QVERIFY2(back.isOk(), back.message().c_str());
    QVERIFY(back->entries[0].curve.keyInfo() == f->entries[0].curve.keyInfo());
    AnimFile as11 = f.value();
    as11.animVersion = "1.1"; // everything else as read
    const QString diff = compareFiles(as11, back.value(), 1e-12);
    QVERIFY2(diff.isEmpty(), qPrintable(diff));
    // Without breakdown keys a 1.0 file stays 1.0 (no breakdown field).
    const std::string plain = head + "    1 1 spline step 1 0 0;\n    3 1 spline step 1 0;\n  }\n}\n";
    const Result<AnimFile> g = parseAnimFile(plain, "v10.anim");
    QVERIFY2(g.isOk(), g.message().c_str());
    const std::string plainOut = formatAnimFile(g.value());
    QVERIFY(plainOut.rfind("animVersion 1.0;\n", 0) == 0);
    QVERIFY(plainOut.find("    1 1 spline step 1 0;") != std::string::npos);
}

void TestAnimFile::warningsForUnknownContent()
{
    const std::string text = "animVersion 1.1;\nmayaVersion 2026;\ntimeUnit 23.976fps;\nlinearUnit furlong;\n"
                             "fancyHeader 1 2 3;\nclipboard { nested { x; } };\n"
                             "anim a.b b n 0 0 0;\nanimData {\n  color red;\n  keys {\n    1 1 auto auto 1 0 0;\n  }\n}\n";
    const Result<AnimFile> f = parseAnimFile(text, "warn.anim");
    QVERIFY2(f.isOk(), f.message().c_str());
    QCOMPARE(f->timeCodesPerSecond(), 23.976);
    QCOMPARE(f->linearUnit, AnimLinearUnit::Centimeter);
    QCOMPARE(f->warnings.size(), std::size_t(4));
    QCOMPARE(f->warnings[0], std::string("warn.anim:4:12: unknown linear unit 'furlong', using cm"));
    QCOMPARE(f->warnings[1], std::string("warn.anim:5:1: unknown keyword 'fancyHeader' skipped"));
    QCOMPARE(f->warnings[2], std::string("warn.anim:6:1: unknown keyword 'clipboard' skipped"));
    QCOMPARE(f->warnings[3], std::string("warn.anim:9:3: unknown animData keyword 'color' skipped"));
    QCOMPARE(f->entries.size(), std::size_t(1));
    QCOMPARE(f->entries[0].curve.numKeys(), std::size_t(1));
}

void TestAnimFile::byteOrderMark_data()
{
    QTest::addColumn<QString>("name");
    QTest::newRow("maya_example_ssbh_editor") << QStringLiteral("maya_example_ssbh_editor.anim");
    QTest::newRow("maya_try_weighted_fixed_ssbh_editor") << QStringLiteral("maya_try_weighted_fixed_ssbh_editor.anim");
}

void TestAnimFile::byteOrderMark()
{
    // A copy of a real Maya export with a UTF-8 byte order mark in front reads as the
    // file itself does (the usda reader skips one too).
    QFETCH(QString, name);
    const QString path = knotline::test::sharedRoot() + QStringLiteral("/realdata/") + name;
    QFile original(path);
    QVERIFY(original.open(QIODevice::ReadOnly));
    const QByteArray bytes = original.readAll();
    QVERIFY(!bytes.startsWith("\xEF\xBB\xBF"));
    QTemporaryDir dir;
    QVERIFY(dir.isValid());
    const QString bomPath = dir.filePath(name);
    QFile bom(bomPath);
    QVERIFY(bom.open(QIODevice::WriteOnly));
    QCOMPARE(bom.write(QByteArray("\xEF\xBB\xBF") + bytes), qint64(bytes.size() + 3));
    bom.close();

    const Result<AnimFile> plain = readAnimFile(path);
    QVERIFY2(plain.isOk(), plain.message().c_str());
    const Result<AnimFile> marked = readAnimFile(bomPath);
    QVERIFY2(marked.isOk(), marked.message().c_str());
    QCOMPARE(marked->warnings.size(), plain->warnings.size()); // they name their file
    QCOMPARE(marked->animVersion, plain->animVersion);
    QCOMPARE(marked->entries.size(), plain->entries.size());
    const QString diff = compareFiles(plain.value(), marked.value(), 0.0);
    QVERIFY2(diff.isEmpty(), qPrintable(diff));
    for (std::size_t i = 0; i < plain->entries.size(); ++i)
        QVERIFY(plain->entries[i].curve == marked->entries[i].curve);
    // Written back without the mark, byte for byte as the plain file is.
    QCOMPARE(formatAnimFile(marked.value()), formatAnimFile(plain.value()));
}

void TestAnimFile::malformed_data()
{
    QTest::addColumn<QString>("text");
    QTest::addColumn<QString>("where");
    QTest::addColumn<QString>("message");
    const QString head = QStringLiteral("animVersion 1.1;\nmayaVersion 2026;\n");
    const QString anim = head + QStringLiteral("anim a.b b n 0 0 0;\nanimData {\n  keys {\n");
    QTest::newRow("empty") << QString() << "1:1" << "missing the required 'animVersion'";
    QTest::newRow("anim before version") << "anim a 0 0 0;\n" << "1:1" << "before the required 'animVersion'";
    QTest::newRow("animData without anim") << head + "animData {\n}\n" << "3:1" << "without a preceding 'anim'";
    QTest::newRow("truncated header") << "animVersion 1.1" << "1:16" << "expected ';'";
    QTest::newRow("truncated in keys") << anim + "    1 2 auto auto 1 0 0;\n" << "7:1" << "unexpected end of file";
    QTest::newRow("truncated in animData") << anim + "  }\n" << "7:1" << "expected '}' to close 'animData'";
    QTest::newRow("truncated key line") << anim + "    1 2 auto" << "6:13" << "expected ';'";
    QTest::newRow("bad header number") << head + "startTime soon;\n" << "3:11" << "expected a number";
    QTest::newRow("bad version") << "animVersion one;\n" << "1:13" << "expected a number";
    QTest::newRow("bad time") << anim + "    1x 2 auto auto 1 0 0;\n  }\n}\n" << "6:5" << "expected a number, found '1x'";
    QTest::newRow("bad value") << anim + "    1 nan auto auto 1 0 0;\n  }\n}\n" << "6:7" << "expected a number, found 'nan'";
    QTest::newRow("unknown tangent type") << anim + "    1 2 wobbly auto 1 0 0;\n  }\n}\n" << "6:9" << "unknown tangent type 'wobbly'";
    QTest::newRow("missing fixed angles") << anim + "    1 2 fixed auto 1 0 0;\n  }\n}\n" << "6:24" << "needs 9 fields";
    QTest::newRow("too many fields") << anim + "    1 2 auto auto 1 0 0 5;\n  }\n}\n" << "6:25" << "needs 7 fields";
    QTest::newRow("bad lock flag") << anim + "    1 2 auto auto 2 0 0;\n  }\n}\n" << "6:19" << "expected 0 or 1";
    QTest::newRow("bad weight") << anim + "    1 2 fixed fixed 1 0 0 10 1 10 heavy;\n  }\n}\n" << "6:35" << "expected a number";
    QTest::newRow("backwards tangent") << anim + "    1 2 fixed fixed 0 0 0 120 1 0 1;\n  }\n}\n" << "6:5" << "in tangent: tangent x must be >= 0";
    QTest::newRow("duplicate key time") << anim + "    1 2 auto auto 1 0 0;\n    1 3 auto auto 1 0 0;\n  }\n}\n" << "7:5" << "two keys at the same time";
    QTest::newRow("unknown infinity") << head + "anim a.b b n 0 0 0;\nanimData {\n  preInfinity forever;\n}\n" << "5:15" << "unknown infinity type 'forever'";
    QTest::newRow("unknown output") << head + "anim a.b b n 0 0 0;\nanimData {\n  output colour;\n}\n" << "5:10" << "unknown output type";
    QTest::newRow("bad weighted flag") << head + "anim a.b b n 0 0 0;\nanimData {\n  weighted yes;\n}\n" << "5:12" << "expected 0 or 1";
    QTest::newRow("anim row not integer") << head + "anim a.b b n 0.5 0 0;\n" << "3:14" << "expected an integer";
    QTest::newRow("anim too short") << head + "anim n 0 0;\n" << "3:6" << "'anim' expects";
    QTest::newRow("stray brace") << head + "}\n" << "3:1" << "expected a keyword, found '}'";
    QTest::newRow("animData without brace") << head + "anim a.b b n 0 0 0;\nanimData keys;\n" << "4:10" << "expected '{' after 'animData'";
    QTest::newRow("unterminated unknown block") << head + "extra { a; b;\n" << "4:1" << "unexpected end of file";
}

void TestAnimFile::malformed()
{
    QFETCH(QString, text);
    QFETCH(QString, where);
    QFETCH(QString, message);
    const std::string bytes = text.toStdString();
    const Result<AnimFile> f = parseAnimFile(bytes, "bad.anim");
    QVERIFY(!f.isOk());
    const QString got = QString::fromStdString(f.message());
    QVERIFY2(got.startsWith(QStringLiteral("bad.anim:") + where + QStringLiteral(": ")), qPrintable(got));
    QVERIFY2(got.contains(message), qPrintable(got));
}

void TestAnimFile::malformedAfterByteOrderMark()
{
    // Columns on the first line count from after the mark; only a leading mark is skipped.
    const Result<AnimFile> truncated = parseAnimFile("\xEF\xBB\xBF" "animVersion 1.1", "bad.anim");
    QVERIFY(!truncated.isOk());
    QVERIFY2(QString::fromStdString(truncated.message()).startsWith(QStringLiteral("bad.anim:1:16: expected ';'")),
             truncated.message().c_str());
    const Result<AnimFile> twice = parseAnimFile("\xEF\xBB\xBF\xEF\xBB\xBF" "animVersion 1.1;\n", "bad.anim");
    QVERIFY(!twice.isOk());
    QVERIFY2(QString::fromStdString(twice.message()).contains(QStringLiteral("missing the required 'animVersion'")),
             twice.message().c_str());
}

QTEST_GUILESS_MAIN(TestAnimFile)
#include "tst_anim_file.moc"
