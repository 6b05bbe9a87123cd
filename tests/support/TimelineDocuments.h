#pragma once
// A small compiled timeline JSON document (spec/timeline.md §1.5) for timeline-document
// tests, written to a file on demand: two tracks, a clip ("sway") that three placements
// share, a ping-pong clip with a string channel, an animation no placement plays, meta, an
// extra top-level member and a knotline member with a frame rate of 30.

#include <QByteArray>
#include <QFile>
#include <QString>

namespace knotline::test {

inline const char *kTimelineJson = R"({
  "timeline": {"duration": 4, "tracks": [
    {"target_root": "rig", "clips": [
      {"animation_id": "sway", "start_time": 0},
      {"animation_id": "sway", "start_time": 2, "speed": 2},
      {"animation_id": "talk", "start_time": 1, "duration": 1.5}]},
    {"clips": [{"animation_id": "sway", "start_time": 0.5, "blend_in": 0.25}]}]},
  "animations": {
    "sway": {"name": "Sway", "duration": 1, "channels": [
      {"target": "rig/hips", "property": "rotateX", "keyframes": [
        {"time": 0, "value": 0, "easing": "ease_in_out"}, {"time": 0.5, "value": 10}, {"time": 1, "value": 2}]},
      {"target": "rig/hips", "property": "translateY", "keyframes": [{"time": 0, "value": 1}, {"time": 1, "value": 3}]}]},
    "talk": {"duration": 1, "loop_mode": "ping_pong", "channels": [
      {"target": "rig/face", "property": "viseme", "keyframes": [{"time": 0, "value": "A"}, {"time": 0.4, "value": "O"}]},
      {"target": "rig/face", "property": "jaw", "keyframes": [{"time": 0, "value": 0}, {"time": 1, "value": 0.5}]}]},
    "spare": {"duration": 2, "channels": []}},
  "meta": {"author": "tests"},
  "scene": {"root": "rig"},
  "knotline": {"frame_rate": 30, "tracks": [{"name": "Body"}, {"name": "Extra"}]}
})";

/// Writes kTimelineJson (or `text`) to `path`; false when it cannot.
inline bool writeTimelineJson(const QString &path, const QByteArray &text = QByteArray(kTimelineJson))
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

} // namespace knotline::test
