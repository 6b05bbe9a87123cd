// A clip's step channel (strings or booleans, drawn as held keys) among the clip channels
// the curve canvas shows is read-only: a key command on its keys is refused with a message
// that says so (MessageId::ClipStepChannelReadOnly), not with the sublayer one, and the
// document is unchanged. The German text of that message is in tst_core_message_text.
#include "app/MainWindow.h"
#include "tests/support/TimelineDocuments.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/session/EditorSession.h"
#include "widgets/session/KnotSelection.h"

#include <QSettings>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace knotline;

class TestClipStepChannelGui : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void keyCommandOnAStepChannelSaysWhy_data();
    void keyCommandOnAStepChannelSaysWhy();

private:
    QTemporaryDir m_dir;
};

void TestClipStepChannelGui::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("KnotlineTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_clip_step_channel_gui"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
}

void TestClipStepChannelGui::keyCommandOnAStepChannelSaysWhy_data()
{
    QTest::addColumn<int>("key");
    QTest::newRow("Delete") << int(Qt::Key_Delete);
    QTest::newRow("Backspace") << int(Qt::Key_Backspace);
}

void TestClipStepChannelGui::keyCommandOnAStepChannelSaysWhy()
{
    QFETCH(int, key);
    const QString path = m_dir.filePath(QStringLiteral("talk.json"));
    QVERIFY(test::writeTimelineJson(path));
    MainWindow w;
    QVERIFY(w.openFile(path));
    w.resize(1200, 800);
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    EditorSession *s = w.session();
    const EditorDocument *doc = s->document();
    std::optional<ChannelId> viseme;
    for (ChannelId id : doc->channelIds())
        if (doc->channel(id).path == "talk:rig/face.viseme")
            viseme = id;
    QVERIFY(viseme);
    QVERIFY(doc->channel(*viseme).readOnly);
    const AnimCurve before = doc->channel(*viseme).curve;
    QVERIFY(before.numKeys() >= 2);
    const int steps = s->undoStack()->count();

    s->setCurrentChannel(*viseme);
    s->selection()->set({KnotRef{*viseme, 0}, KnotRef{*viseme, 1}});
    w.canvas()->setFocus();
    QTest::keyClick(w.canvas(), Qt::Key(key));

    const QString shown = w.statusBar()->currentMessage();
    QVERIFY2(shown.contains(QLatin1String("talk:rig/face.viseme is a step channel of the clip")), qPrintable(shown));
    QVERIFY2(shown.contains(QLatin1String("read-only")), qPrintable(shown));
    QVERIFY2(!shown.contains(QLatin1String("sublayer")), qPrintable(shown));
    QCOMPARE(s->undoStack()->count(), steps);
    QVERIFY(doc->channel(*viseme).curve == before);
    QVERIFY(!doc->isModified());
}

QTEST_MAIN(TestClipStepChannelGui)
#include "tst_clip_step_channel_gui.moc"
