// Saving a usda layer as edits of its text (core/io/UsdaTextPatch, issue 17 item 11): an
// unedited layer comes back byte for byte (every real usda file of ../shared/realdata
// and a hand-written layer with interleaved properties, relationships and comments); an
// edited spline is rewritten where it stands, a new attribute is appended at the end of
// its prim, removed splines and attributes take their lines with them, the header is
// raised when the content needs it, and other changes are left to the canonical writer.
#include "core/io/UsdaReader.h"
#include "core/io/UsdaTextPatch.h"
#include "tests/support/GoldenData.h"

#include <QDir>
#include <QFile>
#include <QTest>

using namespace knotline;

class TestUsdaTextPatch : public QObject {
    Q_OBJECT
private slots:
    void unchangedLayerIsByteIdentical();
    void realFilesAreByteIdentical();
    void editedSplineStaysInPlace();
    void editedOneLineSplineStaysInPlace();
    void newAttributeAppendedToItsPrim();
    void splineAddedAfterItsAttribute();
    void removedSplineTakesItsLines();
    void removedAttributeTakesItsLines();
    void headerRaisedWhenNeeded();
    void otherChangesAreNotPatched();
};

namespace {

// Properties out of name order, a relationship between attributes, comments of both
// kinds at layer, prim, property and knot level, a blank line, spellings the canonical
// writer would change (1.50, 1.0, a one-line spline). (The canonical writer writes the
// first knot's pre tangent, as OpenUSD does: `pre (0, 0)`.)
const std::string kSource = R"(#usda 1.0
(
    # layer comment kept
    timeCodesPerSecond = 24
)

# The rig
def Xform "Rig"
{
    # zeta first, then alpha: not sorted by name
    double zeta.spline = {
        1: 0; post linear,
        10: 10; post linear,   # keep this
    }
    rel target = </Rig/Child>
    custom double alpha = 1.50
    double alpha.spline = {
        1: 2; post held,
    }
    // a slash comment
    double mid.spline = {
        5: 1.0; post linear,
    }
    custom double gamma = 3  # no spline yet

    def "Child"
    {
        float beta.spline = { 0: 1; post held, }
    }
}
)";

Layer read(const std::string &text)
{
    Result<Layer> layer = readUsda(text, "patch.usda");
    if (!layer)
        qFatal("%s", layer.message().c_str());
    return std::move(layer.value());
}

Attribute &attribute(Layer &layer, const char *path)
{
    Attribute *a = layer.findAttribute(path);
    if (!a)
        qFatal("no attribute %s", path);
    return *a;
}

/// `text` with the first `from` replaced by `to` (which must be there).
std::string replaced(std::string text, const std::string &from, const std::string &to)
{
    const std::size_t at = text.find(from);
    if (at == std::string::npos)
        qFatal("not in the text: %s", from.c_str());
    return text.replace(at, from.size(), to);
}

Spline splineOf(std::vector<Knot> knots)
{
    Spline s;
    if (!s.setKnots(std::move(knots)))
        qFatal("bad knots");
    return s;
}

/// The first line where `a` and `b` differ, both versions ("" when equal).
QString firstDifference(const std::string &a, const std::string &b)
{
    const QStringList x = QString::fromStdString(a).split(QLatin1Char('\n'));
    const QStringList y = QString::fromStdString(b).split(QLatin1Char('\n'));
    for (qsizetype i = 0; i < std::max(x.size(), y.size()); ++i)
        if (x.value(i) != y.value(i))
            return QStringLiteral("line %1:\n  written:  %2\n  expected: %3").arg(i + 1).arg(x.value(i), y.value(i));
    return QString();
}

#define COMPARE_TEXT(actual, expected)                                                                      \
    do {                                                                                                    \
        const std::optional<std::string> a_ = (actual);                                                     \
        QVERIFY2(a_.has_value(), "not patched");                                                            \
        QVERIFY2(*a_ == (expected), qPrintable(firstDifference(*a_, (expected))));                          \
    } while (false)

} // namespace

void TestUsdaTextPatch::unchangedLayerIsByteIdentical()
{
    COMPARE_TEXT(patchUsdaText(kSource, read(kSource)), kSource);
}

void TestUsdaTextPatch::realFilesAreByteIdentical()
{
    KNOTLINE_REQUIRE_SHARED(QStringLiteral("realdata"));
    const QString folder = test::sharedRoot() + QStringLiteral("/realdata");
    int compared = 0;
    for (const QFileInfo &f : QDir(folder).entryInfoList({QStringLiteral("*.usda")}, QDir::Files, QDir::Name)) {
        QFile file(f.filePath());
        QVERIFY(file.open(QIODevice::ReadOnly));
        const QByteArray bytes = file.readAll();
        const std::string text(bytes.constData(), std::size_t(bytes.size()));
        Result<Layer> layer = readUsda(text, f.fileName().toStdString());
        if (!layer)
            continue; // files the reader refuses are not saved either
        const std::optional<std::string> patched = patchUsdaText(text, layer.value());
        QVERIFY2(patched.has_value(), qPrintable(f.fileName()));
        QVERIFY2(*patched == text, qPrintable(f.fileName()));
        ++compared;
    }
    qInfo("%d real usda files came back byte for byte", compared);
    QVERIFY(compared >= 10);
}

void TestUsdaTextPatch::editedSplineStaysInPlace()
{
    Layer edited = read(kSource);
    attribute(edited, "/Rig.mid").spline->spline = splineOf({makeKnot(5, 3, Interpolation::Linear), makeKnot(8, 4, Interpolation::Linear)});
    const std::string expected = replaced(kSource, "double mid.spline = {\n        5: 1.0; post linear,\n    }",
                                          "double mid.spline = {\n        5: 3; pre (0, 0); post linear,\n        8: 4; post linear,\n    }");
    COMPARE_TEXT(patchUsdaText(kSource, edited), expected);
}

void TestUsdaTextPatch::editedOneLineSplineStaysInPlace()
{
    Layer edited = read(kSource);
    Spline s = attribute(edited, "/Rig/Child.beta").spline->spline;
    Knot k = s.knots().front();
    k.value = 2;
    QVERIFY(s.setKnot(k).isOk());
    attribute(edited, "/Rig/Child.beta").spline->spline = s;
    const std::string expected = replaced(kSource, "float beta.spline = { 0: 1; post held, }",
                                          "float beta.spline = {\n            0: 2; pre (0, 0); post held,\n        }");
    COMPARE_TEXT(patchUsdaText(kSource, edited), expected);
}

void TestUsdaTextPatch::newAttributeAppendedToItsPrim()
{
    Layer edited = read(kSource);
    Attribute omega;
    omega.name = "omega";
    omega.typeName = "double";
    omega.spline.emplace();
    omega.spline->spline = splineOf({makeKnot(2, 6, Interpolation::Held)});
    edited.findPrim("/Rig")->attributes.push_back(omega);
    omega.name = "delta";
    edited.findPrim("/Rig/Child")->attributes.push_back(omega);
    std::string expected = replaced(kSource, "        float beta.spline = { 0: 1; post held, }\n    }\n",
                                    "        float beta.spline = { 0: 1; post held, }\n"
                                    "        double delta.spline = {\n            2: 6; pre (0, 0); post held,\n        }\n    }\n");
    expected = replaced(expected, "    }\n}\n", "    }\n    double omega.spline = {\n        2: 6; pre (0, 0); post held,\n    }\n}\n");
    COMPARE_TEXT(patchUsdaText(kSource, edited), expected);
}

void TestUsdaTextPatch::splineAddedAfterItsAttribute()
{
    Layer edited = read(kSource);
    attribute(edited, "/Rig.gamma").spline.emplace();
    attribute(edited, "/Rig.gamma").spline->spline = splineOf({makeKnot(1, 3, Interpolation::Held)});
    const std::string expected = replaced(kSource, "    custom double gamma = 3  # no spline yet\n",
                                          "    custom double gamma = 3  # no spline yet\n"
                                          "    double gamma.spline = {\n        1: 3; pre (0, 0); post held,\n    }\n");
    COMPARE_TEXT(patchUsdaText(kSource, edited), expected);
}

void TestUsdaTextPatch::removedSplineTakesItsLines()
{
    Layer edited = read(kSource);
    attribute(edited, "/Rig.alpha").spline.reset(); // the default stays
    const std::string expected = replaced(kSource, "    double alpha.spline = {\n        1: 2; post held,\n    }\n", "");
    COMPARE_TEXT(patchUsdaText(kSource, edited), expected);
}

void TestUsdaTextPatch::removedAttributeTakesItsLines()
{
    Layer edited = read(kSource);
    std::erase_if(edited.findPrim("/Rig")->attributes, [](const Attribute &a) { return a.name == "zeta" || a.name == "alpha"; });
    std::string expected = replaced(kSource,
                                    "    double zeta.spline = {\n        1: 0; post linear,\n"
                                    "        10: 10; post linear,   # keep this\n    }\n",
                                    "");
    expected = replaced(expected, "    custom double alpha = 1.50\n    double alpha.spline = {\n        1: 2; post held,\n    }\n", "");
    COMPARE_TEXT(patchUsdaText(kSource, edited), expected);
}

void TestUsdaTextPatch::headerRaisedWhenNeeded()
{
    Layer edited = read(kSource);
    Knot k = makeKnot(5, 1, Interpolation::Curve, 1.0, 0.0);
    k.post.algorithm = TangentAlgorithm::AutoEase;
    attribute(edited, "/Rig.mid").spline->spline = splineOf({k, makeKnot(9, 2, Interpolation::Held)});
    const std::optional<std::string> patched = patchUsdaText(kSource, edited);
    QVERIFY(patched);
    QVERIFY(patched->starts_with("#usda 1.1\n(\n    # layer comment kept\n"));
    QVERIFY(patched->find("autoEase") != std::string::npos);
    // Everything before and after the spline is as it was.
    const std::size_t before = kSource.find("double mid.spline");
    QCOMPARE(QString::fromStdString(patched->substr(9, before - 9)), QString::fromStdString(kSource.substr(9, before - 9)));
    QVERIFY(patched->ends_with(kSource.substr(kSource.find("    custom double gamma"))));
}

void TestUsdaTextPatch::otherChangesAreNotPatched()
{
    Layer edited = read(kSource);
    attribute(edited, "/Rig.alpha").defaultValue = UsdValue::atom("2");
    QVERIFY(!patchUsdaText(kSource, edited));
    edited = read(kSource);
    edited.findPrim("/Rig")->typeName = "Scope";
    QVERIFY(!patchUsdaText(kSource, edited));
    edited = read(kSource);
    edited.endTimeCode = 50;
    QVERIFY(!patchUsdaText(kSource, edited));
    QVERIFY(!patchUsdaText("#usda 1.0\ndef \"P\" {\n", read(kSource))); // unreadable source
}

QTEST_GUILESS_MAIN(TestUsdaTextPatch)
#include "tst_usda_text_patch.moc"
