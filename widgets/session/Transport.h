#pragma once
// Transport: the one playback control of an editor window (issues 15 and 18). It drives the
// session's current time (EditorSession::currentTime, time codes): play / pause, a step of
// one frame, a jump to the start or end of the playback range, looping over that range, the
// frame rate, and whether times show as frames or seconds.
//
// Units. The session's times are time codes; the document says how many make a second
// (EditorDocument::timeCodesPerSecond). The transport's frame rate is frames per second of
// playback, so one frame lasts timeCodesPerFrame() = timeCodesPerSecond / frameRate time
// codes (1 when the frame rate is the document's, which it is after every setDocument).
// Frames are counted from the start of the playback range: frame k is at
// playbackRange().min + k · timeCodesPerFrame().
//
// Real time. Playback keeps the time it started at (the anchor) and a clock reading; on each
// tick the frame shown is the one the clock says is due (frame k is due k / frameRate seconds
// after that reading), never simply "the next one". play() shows the anchor frame and asks
// for a tick at once; the clock is read at that first tick, not at play(), so work already
// pending in the event loop (the first paint after opening a file) delays the start instead
// of counting the frames it took as dropped. The first tick shows no new frame. A tick that comes late skips the
// frames it missed and counts them (droppedFrames(), framesDropped()): the window says so in
// its status bar. The timer (a precise single-shot QTimer) is set for the next frame's due
// time. The clock is injectable (setClock) so tests move time by hand and call tick(); no
// test depends on the machine's speed.
//
// Range end. The playback range is inclusive ([min, max]); its last frame is the last one at
// or before max. Past it, a looping transport wraps to the range start (frame 0 again, the
// cycle being the range's frames), otherwise playback stops on the last frame.
//
// The current time moved by someone else while playing (a scrub in the curve canvas, a
// typed time) re-anchors playback there. setDocument (EditorSession::documentChanged) stops
// playback and resets the range to the document's start/end time codes (made an increasing
// pair as axis::usableRange does) and the frame rate to its time codes per second.

#include "widgets/axis/TimeAxis.h"

#include <QObject>
#include <QString>

#include <cstdint>
#include <functional>

class QTimer;

namespace knotline {

class EditorSession;

class Transport : public QObject {
    Q_OBJECT

public:
    /// A monotonic clock in nanoseconds (only differences matter).
    using Clock = std::function<std::int64_t()>;
    /// How times are shown to the user (toolbar, pose view): frames (time codes) or seconds.
    enum class TimeDisplay { Frames, Seconds };

    /// A stopped transport over `session` (must outlive it), range and rate from its
    /// document, the clock a QElapsedTimer.
    explicit Transport(EditorSession *session, QObject *parent = nullptr);
    ~Transport() override;

    EditorSession *session() const { return m_session; }

    bool isPlaying() const { return m_playing; }
    /// Starts playback at the current time (at the range start when the current time is
    /// outside the range, or on its last frame and not looping): shows that frame and sets
    /// the timer for the first tick, which starts the clock. Nothing when playing.
    void play();
    /// Stops playback where it is (the current time stays). Nothing when stopped.
    void pause();
    /// play() when stopped, pause() when playing.
    void togglePlaying();

    /// Pause, then move the current time to the next (previous) frame of the frame grid:
    /// from a time between frames, the nearest frame in that direction. Stops at the range
    /// ends unless looping, when it wraps to the other end.
    void stepForward();
    void stepBackward();
    /// Pause, then move the current time to the range start / its last frame.
    void jumpToStart();
    void jumpToEnd();

    /// Frames per second (> 0). setFrameRate ignores values that are not finite or <= 0;
    /// emits frameRateChanged when it changes (playing: re-anchors at the current time).
    double frameRate() const { return m_frameRate; }
    void setFrameRate(double framesPerSecond);
    /// Time codes per frame: the document's time codes per second / frameRate().
    double timeCodesPerFrame() const;

    /// The playback (and loop) range, time codes, inclusive, min < max.
    TimeInterval playbackRange() const { return m_range; }
    /// Sets it (ends swapped when reversed; ignored when an end is not finite or they are
    /// equal). Emits playbackRangeChanged when it changes.
    void setPlaybackRange(double start, double end);
    /// The time of the range's last frame (the last frame at or before max).
    double lastFrameTime() const;

    bool isLooping() const { return m_looping; }
    void setLooping(bool looping);

    TimeDisplay timeDisplay() const { return m_display; }
    void setTimeDisplay(TimeDisplay display);
    /// `timeCodes` in the display unit (frames: unchanged; seconds: / time codes per second),
    /// and back.
    double toDisplay(double timeCodes) const;
    double fromDisplay(double displayed) const;
    /// The display unit's short name, translated: "f" or "s".
    QString displayUnit() const;

    /// Frames skipped because a tick came late, since playback last started.
    std::int64_t droppedFrames() const { return m_dropped; }
    /// Frames shown since playback last started (the first one included).
    std::int64_t shownFrames() const { return m_shown; }

    /// Replaces the clock (tests); a null clock restores the QElapsedTimer. Playing:
    /// re-anchors at the current time with the new clock's reading.
    void setClock(Clock clock);
    /// One playback step: the first after play() reads the clock (frame 1 is due one frame
    /// after it) and shows nothing new; later ones show the frame the clock says is due
    /// (skipping and counting late ones) and handle the range end. Each sets the timer for
    /// the next frame. The timer calls it; tests call it after moving their clock. Nothing
    /// when stopped.
    void tick();

signals:
    void playingChanged(bool playing);
    void frameRateChanged(double framesPerSecond);
    void playbackRangeChanged(double start, double end);
    void loopingChanged(bool looping);
    void timeDisplayChanged(knotline::Transport::TimeDisplay display);
    /// A tick skipped `justNow` frames (> 0); `total` since playback started.
    void framesDropped(std::int64_t justNow, std::int64_t total);

private:
    void onDocumentChanged();
    void onCurrentTimeChanged(double time);
    /// Restarts the real-time count at `time` (time codes) and the clock's reading now.
    void anchorAt(double time);
    void showTime(double time);
    void scheduleNext();
    /// The frame index of `time` on the grid (fractional).
    double frameOf(double time) const;
    double timeOfFrame(std::int64_t frame) const;
    /// Frames in the range: indices 0 .. lastFrame().
    std::int64_t lastFrame() const;
    void step(int direction);

    EditorSession *m_session;
    QTimer *m_timer;
    Clock m_clock;
    bool m_playing = false;
    double m_frameRate = 24.0;
    TimeInterval m_range{1.0, 24.0};
    bool m_looping = true;
    TimeDisplay m_display = TimeDisplay::Frames;

    std::int64_t m_anchorClock = 0;  ///< clock reading at the anchor
    std::int64_t m_anchorFrame = 0;  ///< grid frame at the anchor
    std::int64_t m_framesPlayed = 0; ///< frames after the anchor shown so far
    std::int64_t m_dropped = 0;
    std::int64_t m_shown = 0;
    bool m_settingTime = false; ///< the current time change is ours (no re-anchor)
    bool m_clockStarted = false; ///< the first tick since play() has read the clock
};

} // namespace knotline
