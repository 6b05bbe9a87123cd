#pragma once
// Internal to core/io's OpenTimelineIO reader: where the next item of a track starts, as
// the sum of the durations before it (OTIO's Track.range_of_child_at_index: transitions add
// nothing). The sum is kept as a frame count while the rate stays one, so a position is one
// division value / rate, exact for whole frames at any rate; a change of rate folds the
// frames so far into seconds.

#include "core/io/OtioValues.h"

namespace knotline::detail {

class OtioTrackCursor {
public:
    /// Adds a duration (frames at its rate).
    void advance(const OtioRational &d)
    {
        if (m_rate != d.rate) {
            m_seconds += m_frames / m_rate;
            m_frames = 0;
            m_rate = d.rate;
        }
        m_frames += d.value;
    }
    /// Adds a duration already in seconds.
    void advanceSeconds(double s)
    {
        m_seconds += m_frames / m_rate + s;
        m_frames = 0;
    }
    /// The position: seconds from the track's start.
    double seconds() const { return m_seconds == 0 ? m_frames / m_rate : m_seconds + m_frames / m_rate; }

private:
    double m_seconds = 0;
    double m_frames = 0;
    double m_rate = 1;
};

} // namespace knotline::detail
