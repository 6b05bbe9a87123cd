// Transport: real-time playback against an injected clock (no test depends on the machine's
// speed), dropped-frame counting, looping and stopping at the range end, stepping on the
// frame grid, re-anchoring on a scrub, the frame rate, the frames/seconds display.
#include "tests/support/SplineDocument.h"
#include "widgets/session/EditorSession.h"
#include "widgets/session/Transport.h"

#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <cstdint>

using namespace knotline;

namespace {
constexpr std::int64_t kSecond = 1'000'000'000;

/// A session over a document with the playback range [1, 10] at 24 time codes per second,
/// and a transport on a hand-moved clock.
struct Rig {
    QTemporaryDir dir;
    EditorSession session;
    std::unique_ptr<Transport> transport;
    std::int64_t now = 5 * kSecond;

    explicit Rig(double start = 1.0, double end = 10.0)
    {
        QString error;
        session.setDocument(test::documentWithSplines({}, dir.path(), &error, start, end));
        if (!error.isEmpty())
            qWarning("%s", qPrintable(error));
        transport = std::make_unique<Transport>(&session);
        transport->setClock([this] { return now; });
    }
    /// play() and its first tick at the same clock reading (the clock starts there).
    void play()
    {
        transport->play();
        transport->tick();
    }
    /// Moves the clock by `frames` frames of the transport's rate and ticks.
    void advance(double frames)
    {
        now += static_cast<std::int64_t>(frames * static_cast<double>(kSecond) / transport->frameRate());
        transport->tick();
    }
};
} // namespace

class TestTransport : public QObject {
    Q_OBJECT
private slots:
    void startsFromTheDocument();
    void playShowsTheFrameTheClockSays();
    void lateTickSkipsAndCountsFrames();
    void lateFirstTickDropsNothing();
    void loopWrapsToTheRangeStart();
    void stopsOnTheLastFrameWithoutLoop();
    void playFromOutsideTheRangeStartsAtItsStart();
    void scrubWhilePlayingReanchors();
    void step_data();
    void step();
    void jumpsPauseAndGoToTheEnds();
    void frameRateSetsTheFrameLength();
    void badSettingsAreIgnored();
    void secondsDisplay();
    void newDocumentStopsAndResets();
};

void TestTransport::startsFromTheDocument()
{
    Rig rig(1.0, 10.0);
    QCOMPARE(rig.transport->playbackRange(), (TimeInterval{1.0, 10.0}));
    QCOMPARE(rig.transport->frameRate(), 24.0);
    QCOMPARE(rig.transport->timeCodesPerFrame(), 1.0);
    QCOMPARE(rig.transport->lastFrameTime(), 10.0);
    QVERIFY(!rig.transport->isPlaying());
    QVERIFY(rig.transport->isLooping());
}

void TestTransport::playShowsTheFrameTheClockSays()
{
    Rig rig;
    QSignalSpy playing(rig.transport.get(), &Transport::playingChanged);
    rig.session.setCurrentTime(3.0);
    rig.play();
    QVERIFY(rig.transport->isPlaying());
    QCOMPARE(playing.count(), 1);
    QCOMPARE(rig.session.currentTime(), 3.0);
    rig.advance(0.5); // not yet due
    QCOMPARE(rig.session.currentTime(), 3.0);
    rig.advance(0.5);
    QCOMPARE(rig.session.currentTime(), 4.0);
    rig.advance(1.0);
    QCOMPARE(rig.session.currentTime(), 5.0);
    QCOMPARE(rig.transport->droppedFrames(), 0);
    QCOMPARE(rig.transport->shownFrames(), 3);
    rig.transport->pause();
    QVERIFY(!rig.transport->isPlaying());
    QCOMPARE(playing.count(), 2);
    rig.advance(3.0); // stopped: ticks do nothing
    QCOMPARE(rig.session.currentTime(), 5.0);
}

void TestTransport::lateTickSkipsAndCountsFrames()
{
    Rig rig;
    QSignalSpy dropped(rig.transport.get(), &Transport::framesDropped);
    rig.session.setCurrentTime(1.0);
    rig.play();
    rig.advance(1.0);
    QCOMPARE(rig.session.currentTime(), 2.0);
    rig.advance(3.0); // frames 3 and 4 were never shown
    QCOMPARE(rig.session.currentTime(), 5.0);
    QCOMPARE(rig.transport->droppedFrames(), 2);
    QCOMPARE(dropped.count(), 1);
    QCOMPARE(dropped.at(0).at(0).value<std::int64_t>(), 2);
    QCOMPARE(dropped.at(0).at(1).value<std::int64_t>(), 2);
    rig.advance(1.0);
    QCOMPARE(rig.session.currentTime(), 6.0);
    QCOMPARE(rig.transport->droppedFrames(), 2);
    // A new play() starts a new count.
    rig.transport->pause();
    rig.play();
    QCOMPARE(rig.transport->droppedFrames(), 0);
}

// The first tick after play() comes 0.2 s late (a big repaint was pending, as after opening
// a file): the clock starts there, so nothing is skipped and frame 1 is due a frame later.
void TestTransport::lateFirstTickDropsNothing()
{
    Rig rig;
    QSignalSpy dropped(rig.transport.get(), &Transport::framesDropped);
    rig.session.setCurrentTime(2.0);
    rig.transport->play();
    QCOMPARE(rig.session.currentTime(), 2.0);
    rig.now += kSecond / 5; // 4.8 frames at 24 fps
    rig.transport->tick();
    QCOMPARE(rig.session.currentTime(), 2.0);
    QCOMPARE(rig.transport->droppedFrames(), 0);
    rig.advance(0.9);
    QCOMPARE(rig.session.currentTime(), 2.0);
    rig.advance(0.1);
    QCOMPARE(rig.session.currentTime(), 3.0);
    rig.advance(1.0);
    QCOMPARE(rig.session.currentTime(), 4.0);
    QCOMPARE(rig.transport->droppedFrames(), 0);
    QCOMPARE(rig.transport->shownFrames(), 3);
    QCOMPARE(dropped.count(), 0);
}

void TestTransport::loopWrapsToTheRangeStart()
{
    Rig rig; // frames 1 .. 10: a cycle of ten frames
    rig.session.setCurrentTime(9.0);
    rig.play();
    rig.advance(1.0);
    QCOMPARE(rig.session.currentTime(), 10.0);
    rig.advance(1.0);
    QCOMPARE(rig.session.currentTime(), 1.0);
    rig.advance(12.0); // 1 + 12 frames = frame 12 of the cycle = frame 2
    QCOMPARE(rig.session.currentTime(), 3.0);
    QVERIFY(rig.transport->isPlaying());
    QCOMPARE(rig.transport->droppedFrames(), 11);
}

void TestTransport::stopsOnTheLastFrameWithoutLoop()
{
    Rig rig;
    rig.transport->setLooping(false);
    rig.session.setCurrentTime(8.0);
    rig.play();
    rig.advance(1.0);
    QCOMPARE(rig.session.currentTime(), 9.0);
    rig.advance(5.0);
    QCOMPARE(rig.session.currentTime(), 10.0);
    QVERIFY(!rig.transport->isPlaying());
    QCOMPARE(rig.transport->droppedFrames(), 0); // frames past the end are not dropped ones
    // Playing again from the last frame starts over.
    rig.play();
    QCOMPARE(rig.session.currentTime(), 1.0);
}

void TestTransport::playFromOutsideTheRangeStartsAtItsStart()
{
    Rig rig;
    rig.session.setCurrentTime(40.0);
    rig.play();
    QCOMPARE(rig.session.currentTime(), 1.0);
    rig.transport->pause();
    rig.session.setCurrentTime(-3.0);
    rig.play();
    QCOMPARE(rig.session.currentTime(), 1.0);
    rig.transport->pause();
    rig.session.setCurrentTime(4.5); // between frames: plays from the frame before
    rig.play();
    QCOMPARE(rig.session.currentTime(), 4.0);
}

void TestTransport::scrubWhilePlayingReanchors()
{
    Rig rig;
    rig.play();
    rig.advance(1.0);
    rig.advance(1.0);
    QCOMPARE(rig.session.currentTime(), 3.0);
    rig.advance(0.5);
    rig.session.setCurrentTime(7.0); // someone scrubs
    rig.advance(0.9);                // counted from the scrub, not from the old anchor
    QCOMPARE(rig.session.currentTime(), 7.0);
    rig.advance(0.1);
    QCOMPARE(rig.session.currentTime(), 8.0);
    QCOMPARE(rig.transport->droppedFrames(), 0);
}

void TestTransport::step_data()
{
    QTest::addColumn<double>("from");
    QTest::addColumn<int>("direction");
    QTest::addColumn<bool>("looping");
    QTest::addColumn<double>("expected");
    QTest::newRow("forward") << 1.0 << 1 << true << 2.0;
    QTest::newRow("back") << 5.0 << -1 << true << 4.0;
    QTest::newRow("between frames, forward") << 2.5 << 1 << true << 3.0;
    QTest::newRow("between frames, back") << 2.5 << -1 << true << 2.0;
    QTest::newRow("last frame, forward, loop") << 10.0 << 1 << true << 1.0;
    QTest::newRow("last frame, forward, no loop") << 10.0 << 1 << false << 10.0;
    QTest::newRow("first frame, back, loop") << 1.0 << -1 << true << 10.0;
    QTest::newRow("first frame, back, no loop") << 1.0 << -1 << false << 1.0;
    QTest::newRow("before the range, forward") << -5.0 << 1 << true << 1.0;
    QTest::newRow("after the range, back") << 50.0 << -1 << true << 10.0;
}

void TestTransport::step()
{
    QFETCH(double, from);
    QFETCH(int, direction);
    QFETCH(bool, looping);
    QFETCH(double, expected);
    Rig rig;
    rig.transport->setLooping(looping);
    rig.session.setCurrentTime(from);
    rig.play();
    rig.session.setCurrentTime(from);
    if (direction > 0)
        rig.transport->stepForward();
    else
        rig.transport->stepBackward();
    QVERIFY(!rig.transport->isPlaying()); // a step pauses
    QCOMPARE(rig.session.currentTime(), expected);
}

void TestTransport::jumpsPauseAndGoToTheEnds()
{
    Rig rig(1.0, 10.5); // the last frame is 10
    rig.session.setCurrentTime(5.0);
    rig.play();
    rig.transport->jumpToEnd();
    QVERIFY(!rig.transport->isPlaying());
    QCOMPARE(rig.session.currentTime(), 10.0);
    rig.transport->jumpToStart();
    QCOMPARE(rig.session.currentTime(), 1.0);
}

void TestTransport::frameRateSetsTheFrameLength()
{
    Rig rig(0.0, 48.0);
    QSignalSpy rate(rig.transport.get(), &Transport::frameRateChanged);
    rig.transport->setFrameRate(12.0);
    QCOMPARE(rate.count(), 1);
    QCOMPARE(rig.transport->timeCodesPerFrame(), 2.0);
    rig.session.setCurrentTime(4.0);
    rig.transport->stepForward();
    QCOMPARE(rig.session.currentTime(), 6.0);
    rig.play();
    rig.now += kSecond / 12; // one frame at 12 fps = two time codes
    rig.transport->tick();
    QCOMPARE(rig.session.currentTime(), 8.0);
    rig.now += kSecond; // twelve more frames
    rig.transport->tick();
    QCOMPARE(rig.session.currentTime(), 32.0);
}

void TestTransport::badSettingsAreIgnored()
{
    Rig rig;
    QSignalSpy range(rig.transport.get(), &Transport::playbackRangeChanged);
    rig.transport->setFrameRate(0.0);
    rig.transport->setFrameRate(-24.0);
    rig.transport->setFrameRate(qQNaN());
    QCOMPARE(rig.transport->frameRate(), 24.0);
    rig.transport->setPlaybackRange(5.0, 5.0);
    rig.transport->setPlaybackRange(qInf(), 3.0);
    QCOMPARE(range.count(), 0);
    rig.transport->setPlaybackRange(20.0, 2.0); // reversed: swapped
    QCOMPARE(rig.transport->playbackRange(), (TimeInterval{2.0, 20.0}));
    QCOMPARE(range.count(), 1);
}

void TestTransport::secondsDisplay()
{
    Rig rig;
    QSignalSpy display(rig.transport.get(), &Transport::timeDisplayChanged);
    QCOMPARE(rig.transport->toDisplay(48.0), 48.0);
    rig.transport->setTimeDisplay(Transport::TimeDisplay::Seconds);
    QCOMPARE(display.count(), 1);
    QCOMPARE(rig.transport->toDisplay(48.0), 2.0);
    QCOMPARE(rig.transport->fromDisplay(0.5), 12.0);
    QCOMPARE(rig.transport->displayUnit(), QStringLiteral("s"));
}

void TestTransport::newDocumentStopsAndResets()
{
    Rig rig;
    rig.transport->setFrameRate(30.0);
    rig.transport->setPlaybackRange(3.0, 4.0);
    rig.play();
    QTemporaryDir dir;
    rig.session.setDocument(test::documentWithSplines({}, dir.path(), nullptr, 100.0, 200.0));
    QVERIFY(!rig.transport->isPlaying());
    QCOMPARE(rig.transport->playbackRange(), (TimeInterval{100.0, 200.0}));
    QCOMPARE(rig.transport->frameRate(), 24.0);
}

QTEST_MAIN(TestTransport)
#include "tst_transport.moc"
