// The inspector's "Value source" section (issue 14) driven through the window: a layer
// with a spline, time samples and a clip-driven attribute (its clip set plays
// ../shared/golden/clips/multi_two_clips_jump's clips: a from 0, b from 10, a jump of the
// time mapping at 10). Real key presses move the current channel (channel tree) and type
// the current frame (time box); the section shows the kind, the value and, for the clip
// channel, the set, the clip file, the clip time and the mapping segment in use, and
// follows an edit of the spline channel.
#include "app/MainWindow.h"
#include "tests/support/GoldenData.h"
#include "widgets/inspector/ValueSourceSection.h"
#include "widgets/models/ChannelTreeView.h"
#include "widgets/session/EditorSession.h"

#include <QDoubleSpinBox>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>

using namespace knotline;

class TestValueSourceGui : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void followsChannelAndTime();

private:
    void typeFrame(const QString &text);
    QTemporaryDir m_dir;
    MainWindow *m_window = nullptr;
};

void TestValueSourceGui::initTestCase()
{
    KNOTLINE_REQUIRE_SHARED(QStringLiteral("golden/clips/multi_two_clips_jump/a.usda"));
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("KnotlineTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_value_source_gui"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
}

void TestValueSourceGui::typeFrame(const QString &text)
{
    auto *box = m_window->findChild<QDoubleSpinBox *>(QStringLiteral("currentTimeBox"));
    QVERIFY(box);
    box->setFocus();
    box->selectAll();
    QTest::keyClicks(box, text);
    QTest::keyClick(box, Qt::Key_Return);
}

void TestValueSourceGui::followsChannelAndTime()
{
    const QString clips = test::goldenRoot() + QStringLiteral("/clips/multi_two_clips_jump/");
    const QString root = m_dir.filePath(QStringLiteral("root.usda"));
    {
        QFile f(root);
        QVERIFY(f.open(QIODevice::WriteOnly));
        f.write(QStringLiteral("#usda 1.0\n\ndef \"Rig\"\n{\n"
                               "    double s.spline = { 0: 0; post linear, 10: 20; post linear, }\n"
                               "    double ts.timeSamples = { 0: 1, 10: 3 }\n}\n\n"
                               "def \"Model\" (\n    clips = {\n        dictionary default = {\n"
                               "            asset[] assetPaths = [@%1a.usda@, @%1b.usda@]\n"
                               "            double2[] active = [(0, 0), (10, 1)]\n"
                               "            double2[] times = [(0, 0), (10, 10), (10, 0), (20, 10)]\n"
                               "            string primPath = \"/Model\"\n        }\n    }\n)\n{\n    double x\n}\n")
                    .arg(clips)
                    .toUtf8());
    }
    MainWindow w;
    m_window = &w;
    QVERIFY(w.openFile(root));
    w.show();
    QVERIFY(QTest::qWaitForWindowExposed(&w));
    EditorSession *s = w.session();
    auto *section = w.findChild<ValueSourceSection *>();
    auto *tree = w.findChild<ChannelTreeView *>();
    QVERIFY(section && tree);
    const EditorDocument *doc = s->document();
    QCOMPARE(doc->channelCount(), std::size_t(3));

    // The spline channel is current at first.
    QCOMPARE(s->currentChannel(), doc->findChannelByPath("/Rig.s"));
    typeFrame(QStringLiteral("5"));
    QCOMPARE(s->currentTime(), 5.0);
    QCOMPARE(section->sourceText(), QStringLiteral("Spline"));
    QCOMPARE(section->valueText(), QStringLiteral("10"));
    QCOMPARE(section->layerText(), QStringLiteral("root.usda"));
    QVERIFY(!section->clipRowsShown());
    // An edit of the spline shows at once.
    QVERIFY(s->applyEdit(*s->currentChannel(), [](AnimCurveFn &fn) { return fn.setValue(1, 30.0); },
                         QStringLiteral("Set value"))
                .isOk());
    QCOMPARE(section->valueText(), QStringLiteral("15"));

    tree->setFocus();
    QTest::keyClick(tree, Qt::Key_Down);
    QCOMPARE(s->currentChannel(), doc->findChannelByPath("/Rig.ts"));
    QCOMPARE(section->sourceText(), QStringLiteral("Time samples"));
    QCOMPARE(section->valueText(), QStringLiteral("2"));

    for (int i = 0; i < 3 && s->currentChannel() != doc->findChannelByPath("/Model.x"); ++i)
        QTest::keyClick(tree, Qt::Key_Down);
    QCOMPARE(s->currentChannel(), doc->findChannelByPath("/Model.x"));
    QVERIFY(section->clipRowsShown());
    QCOMPARE(section->sourceText(), QStringLiteral("Clip set"));
    QCOMPARE(section->clipSetText(), QStringLiteral("'default' of /Model"));
    QCOMPARE(section->clipFileText(), QString(clips + QStringLiteral("a.usda")));
    QCOMPARE(section->clipTimeText(), QStringLiteral("5"));
    QCOMPARE(section->valueText(), QStringLiteral("5"));
    QCOMPARE(section->mappingText(), QStringLiteral("stage 0 → clip 0 … stage 10 → clip 10"));

    struct Row {
        const char *frame, *file, *clipTime, *value, *mapping;
    };
    const Row rows[] = {
        {"-3", "a.usda", "0", "0", "held before stage 0 at clip 0"},
        {"10", "b.usda", "0", "100", "stage 10 → clip 0 … stage 20 → clip 10"},
        {"15", "b.usda", "5", "150", "stage 10 → clip 0 … stage 20 → clip 10"},
        {"25", "b.usda", "10", "200", "held from stage 20 at clip 10"},
    };
    for (const Row &r : rows) {
        typeFrame(QString::fromLatin1(r.frame));
        QCOMPARE(section->clipFileText(), QString(clips + QLatin1String(r.file)));
        QCOMPARE(section->clipTimeText(), QString::fromUtf8(r.clipTime));
        QCOMPARE(section->valueText(), QString::fromUtf8(r.value));
        QCOMPARE(section->mappingText(), QString::fromUtf8(r.mapping));
    }
    m_window = nullptr;
}

QTEST_MAIN(TestValueSourceGui)
#include "tst_value_source_gui.moc"
