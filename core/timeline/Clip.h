#pragma once
// Clip: an animation that placed clips play (spec/timeline.md §1.1): a name, a duration
// d > 0 (clip-local seconds), a loop mode, channels ((target, property) → curve in
// clip-local seconds) and the seven raw sync times of SmartBody's sync points (§2,
// clip-local seconds; carried for core/timeline/SyncPointWarp, not used by evaluation).
//
// A Clip is always valid: make() and every setter check their input and, on error, return
// a Status that names the clip and the channel and change nothing. Placements share clips
// by reference (std::shared_ptr<const Clip>, see PlacedClip.h); to edit a clip that several
// placements play, copy it, edit the copy and put it back with Timeline::replaceClip.

#include "core/base/Result.h"
#include "core/timeline/ClipChannel.h"
#include "core/timeline/LoopMode.h"
#include "core/timeline/SyncPoint.h"

#include <QString>

#include <cstddef>
#include <optional>
#include <vector>

namespace knotline {

class Clip {
public:
    /// An empty clip: no name, duration 1 s, LoopMode::Once, no channels, no sync times.
    Clip();

    /// A clip with the given content. Errors (nothing made), each naming the clip:
    /// duration not finite or <= 0 (ClipDurationInvalid); a channel with no key
    /// (ClipChannelNoKeys); two channels with one (target, property) (ClipChannelTwice);
    /// a sync time that is not finite (ClipSyncTimeNotFinite). Step channels are valid by
    /// construction (StepChannel::make), splines hold only finite knots.
    static Result<Clip> make(QString name, double duration, LoopMode loopMode,
                             std::vector<ClipChannel> channels, SyncTimes syncTimes = {});

    /// The key a document stores the clip under (the compiled JSON's animation id); may be
    /// empty. Informational: evaluation never reads it.
    const QString &id() const { return m_id; }
    void setId(QString id) { m_id = std::move(id); }
    const QString &name() const { return m_name; }
    void setName(QString name) { m_name = std::move(name); }
    /// The name, or the id when the name is empty: how messages name the clip.
    const QString &label() const { return m_name.isEmpty() ? m_id : m_name; }

    /// Seconds, finite and > 0.
    double duration() const { return m_duration; }
    /// Refuses a duration that is not finite or <= 0 (ClipDurationInvalid).
    Status setDuration(double duration);

    LoopMode loopMode() const { return m_loopMode; }
    void setLoopMode(LoopMode mode) { m_loopMode = mode; }

    /// The channels in the order they were given (a document's order).
    const std::vector<ClipChannel> &channels() const { return m_channels; }
    /// The channel writing `key`, or nullptr.
    const ClipChannel *channel(const ChannelKey &key) const;
    /// Replaces all channels; the checks of make().
    Status setChannels(std::vector<ClipChannel> channels);
    /// Replaces the channel with the same key, or appends it; refuses a channel with no key.
    Status setChannel(ClipChannel channel);
    /// Removes the channel writing `key`; false when there is none.
    bool removeChannel(const ChannelKey &key);

    /// Raw sync times, clip-local seconds, indexed by SyncPoint.
    const SyncTimes &syncTimes() const { return m_syncTimes; }
    /// Refuses a time that is not finite (ClipSyncTimeNotFinite).
    Status setSyncTimes(const SyncTimes &times);

    /// Clip-local time `local` wrapped by the loop mode into [0, duration] (§1.2).
    double wrap(double local) const { return wrapClipTime(local, m_duration, m_loopMode); }

    friend bool operator==(const Clip &, const Clip &) = default;

private:
    Status checkChannels(const std::vector<ClipChannel> &channels) const;
    Status checkChannel(const ClipChannel &channel) const;

    QString m_id;
    QString m_name;
    double m_duration = 1.0;
    LoopMode m_loopMode = LoopMode::Once;
    std::vector<ClipChannel> m_channels;
    SyncTimes m_syncTimes;
};

} // namespace knotline
