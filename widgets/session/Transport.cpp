#include "widgets/session/Transport.h"

#include "core/time/TimeCode.h"
#include "widgets/axis/AxisMath.h"
#include "widgets/session/EditorSession.h"

#include <QElapsedTimer>
#include <QTimer>

#include <algorithm>
#include <cmath>
#include <memory>

namespace knotline {

namespace {
/// Slack when rounding times to frames: a time within this many frames of a frame is on it.
constexpr double kFrameSlack = 1e-6;
constexpr double kNanosPerSecond = 1e9;

Transport::Clock elapsedTimerClock()
{
    auto timer = std::make_shared<QElapsedTimer>();
    timer->start();
    return [timer] { return static_cast<std::int64_t>(timer->nsecsElapsed()); };
}
} // namespace

Transport::Transport(EditorSession *session, QObject *parent)
    : QObject(parent)
    , m_session(session)
    , m_timer(new QTimer(this))
    , m_clock(elapsedTimerClock())
{
    m_timer->setSingleShot(true);
    m_timer->setTimerType(Qt::PreciseTimer);
    connect(m_timer, &QTimer::timeout, this, &Transport::tick);
    connect(m_session, &EditorSession::documentChanged, this, &Transport::onDocumentChanged);
    connect(m_session, &EditorSession::currentTimeChanged, this, &Transport::onCurrentTimeChanged);
    onDocumentChanged();
}

Transport::~Transport() = default;

// ---- frames ------------------------------------------------------------------------------

double Transport::timeCodesPerFrame() const
{
    return m_session->document()->timeCodesPerSecond() / m_frameRate;
}

double Transport::frameOf(double time) const
{
    return (time - m_range.min) / timeCodesPerFrame();
}

double Transport::timeOfFrame(std::int64_t frame) const
{
    return m_range.min + static_cast<double>(frame) * timeCodesPerFrame();
}

std::int64_t Transport::lastFrame() const
{
    return static_cast<std::int64_t>(std::floor(frameOf(m_range.max) + kFrameSlack));
}

double Transport::lastFrameTime() const
{
    return timeOfFrame(lastFrame());
}

// ---- settings ----------------------------------------------------------------------------

void Transport::onDocumentChanged()
{
    pause();
    const EditorDocument *doc = m_session->document();
    double lo = doc->startTimeCode(), hi = doc->endTimeCode();
    axis::usableRange(lo, hi);
    setPlaybackRange(lo, hi);
    const double rate = doc->timeCodesPerSecond();
    setFrameRate(std::isfinite(rate) && rate > 0.0 ? rate : 24.0);
}

void Transport::setFrameRate(double framesPerSecond)
{
    if (!std::isfinite(framesPerSecond) || framesPerSecond <= 0.0 || framesPerSecond == m_frameRate)
        return;
    m_frameRate = framesPerSecond;
    if (m_playing)
        anchorAt(m_session->currentTime());
    emit frameRateChanged(m_frameRate);
}

void Transport::setPlaybackRange(double start, double end)
{
    if (!std::isfinite(start) || !std::isfinite(end) || start == end)
        return;
    if (start > end)
        std::swap(start, end);
    if (TimeInterval{start, end} == m_range)
        return;
    m_range = {start, end};
    if (m_playing)
        anchorAt(std::clamp(m_session->currentTime(), start, lastFrameTime()));
    emit playbackRangeChanged(start, end);
}

void Transport::setLooping(bool looping)
{
    if (looping == m_looping)
        return;
    m_looping = looping;
    emit loopingChanged(looping);
}

void Transport::setTimeDisplay(TimeDisplay display)
{
    if (display == m_display)
        return;
    m_display = display;
    emit timeDisplayChanged(display);
}

double Transport::toDisplay(double timeCodes) const
{
    return m_display == TimeDisplay::Seconds ? timeCodeToSeconds(timeCodes, m_session->document()->timeCodesPerSecond())
                                              : timeCodes;
}

double Transport::fromDisplay(double displayed) const
{
    return m_display == TimeDisplay::Seconds ? secondsToTimeCode(displayed, m_session->document()->timeCodesPerSecond())
                                              : displayed;
}

QString Transport::displayUnit() const
{
    return m_display == TimeDisplay::Seconds ? tr("s", "seconds") : tr("f", "frames");
}

void Transport::setClock(Clock clock)
{
    m_clock = clock ? std::move(clock) : elapsedTimerClock();
    if (m_playing)
        anchorAt(m_session->currentTime());
}

// ---- playback ----------------------------------------------------------------------------

void Transport::play()
{
    if (m_playing)
        return;
    double time = m_session->currentTime();
    const double last = lastFrameTime();
    if (!(time >= m_range.min && time <= m_range.max) || (!m_looping && time >= last))
        time = m_range.min;
    m_playing = true;
    m_dropped = 0;
    m_shown = 0;
    anchorAt(time);
    m_clockStarted = false;
    showTime(timeOfFrame(m_anchorFrame));
    ++m_shown;
    emit playingChanged(true);
    m_timer->start(0); // the first tick, once the event loop is through what is pending
}

void Transport::pause()
{
    if (!m_playing)
        return;
    m_playing = false;
    m_timer->stop();
    emit playingChanged(false);
}

void Transport::togglePlaying()
{
    if (m_playing)
        pause();
    else
        play();
}

void Transport::anchorAt(double time)
{
    m_anchorFrame = static_cast<std::int64_t>(std::floor(frameOf(time) + kFrameSlack));
    m_anchorFrame = std::clamp<std::int64_t>(m_anchorFrame, 0, lastFrame());
    m_anchorClock = m_clock();
    m_framesPlayed = 0;
}

void Transport::showTime(double time)
{
    m_settingTime = true;
    m_session->setCurrentTime(time);
    m_settingTime = false;
}

void Transport::onCurrentTimeChanged(double time)
{
    if (m_playing && !m_settingTime)
        anchorAt(time);
}

void Transport::tick()
{
    if (!m_playing)
        return;
    if (!m_clockStarted) {
        m_clockStarted = true;
        m_anchorClock = m_clock();
        scheduleNext();
        return;
    }
    const double elapsed = static_cast<double>(m_clock() - m_anchorClock) / kNanosPerSecond;
    auto due = static_cast<std::int64_t>(std::floor(elapsed * m_frameRate + kFrameSlack));
    const std::int64_t cycle = lastFrame() + 1;
    bool reachedEnd = false;
    if (!m_looping && m_anchorFrame + due >= cycle - 1) {
        due = cycle - 1 - m_anchorFrame;
        reachedEnd = true;
    }
    if (due > m_framesPlayed) {
        if (const std::int64_t skipped = due - m_framesPlayed - 1; skipped > 0) {
            m_dropped += skipped;
            emit framesDropped(skipped, m_dropped);
        }
        m_framesPlayed = due;
        ++m_shown;
        const std::int64_t frame = (m_anchorFrame + due) % cycle;
        showTime(timeOfFrame(frame));
    }
    if (reachedEnd)
        pause();
    else
        scheduleNext();
}

void Transport::scheduleNext()
{
    const double nextDue = static_cast<double>(m_framesPlayed + 1) / m_frameRate * kNanosPerSecond;
    const double wait = nextDue - static_cast<double>(m_clock() - m_anchorClock);
    m_timer->start(std::max(0, static_cast<int>(std::ceil(wait / 1e6))));
}

// ---- stepping ----------------------------------------------------------------------------

void Transport::step(int direction)
{
    pause();
    const double f = frameOf(m_session->currentTime());
    std::int64_t frame = direction > 0 ? static_cast<std::int64_t>(std::floor(f + kFrameSlack)) + 1
                                       : static_cast<std::int64_t>(std::ceil(f - kFrameSlack)) - 1;
    const std::int64_t last = lastFrame();
    // Wrap only from inside the range; from outside, step onto its nearer end.
    const bool inside = f >= -kFrameSlack && f <= static_cast<double>(last) + kFrameSlack;
    if (frame > last)
        frame = m_looping && inside ? 0 : last;
    else if (frame < 0)
        frame = m_looping && inside ? last : 0;
    m_session->setCurrentTime(timeOfFrame(frame));
}

void Transport::stepForward()
{
    step(+1);
}

void Transport::stepBackward()
{
    step(-1);
}

void Transport::jumpToStart()
{
    pause();
    m_session->setCurrentTime(m_range.min);
}

void Transport::jumpToEnd()
{
    pause();
    m_session->setCurrentTime(lastFrameTime());
}

} // namespace knotline
