#pragma once
// Import of compiled timeline JSON (spec/timeline.md §1.5) with QJsonDocument.
//
// Every field of the schema is carried: timeline.duration, tracks[].target_root,
// clips[] (animation_id, start_time, duration = the window, speed, blend_in, blend_out),
// animations {id: name, duration, loop_mode, channels [target, property, keyframes [time,
// value, easing]]}, meta, other top-level members and the "knotline" extras (see
// CompiledTimeline.h). Numeric channels become splines (KeyframeSpline.h: easings as
// exact spline segments); channels of strings and booleans become step channels (their
// easings are checked but do not shape anything: a string holds until the next key).
//
// Errors (nothing is loaded): each names the JSON path of what is wrong and says why,
// e.g. "animations.walk.channels[2].keyframes[3].easing: unsupported easing "bounce"";
// malformed JSON gives the line and column ("line:column: not valid JSON: …"). Refused:
// members the schema does not allow (the schema's additionalProperties: false objects),
// missing required members, wrong types, durations and speeds <= 0, negative blends,
// decreasing key times, an unknown animation id or loop mode, easings outside §1.5's table,
// values that are neither numbers, strings nor booleans (vectors, colours, quaternions,
// orbits) and channels mixing numbers with strings or booleans (both name the channel),
// property kinds other than plain numbers in the property space (see CompiledReadOptions),
// and whatever the timeline model refuses; in the "knotline" member: a pose other than
// "raw" or "blended" (knotline.pose), a track weight outside 0–1 or a blend mode other
// than "replace" or "additive" (knotline.tracks[i].weight / .blend_mode), a negative trim
// in or one that reaches the placement's end (knotline.tracks[i].clips[j].trim_in), a
// non-boolean "enabled" or "hold", and members of the wrong type ("tracks" not an array,
// "animations" or an entry of either not an object) and members it does not know (a
// misspelt "mutd" would otherwise be dropped without a word).

#include "core/base/Result.h"
#include "core/io/CompiledTimeline.h"

#include <QByteArray>
#include <QJsonValue>
#include <QString>

namespace knotline {

struct CompiledReadOptions {
    /// The property space to evaluate in, as an.timing's vectors name it: undefined (the
    /// document's own, stage.node unless meta says otherwise), "stage.node", "value-typed"
    /// (stage.node's write groups; on numbers, strings and booleans it gives stage.node's
    /// poses), "independent", or an inline space {"name", "fields": [{pattern, spec:
    /// {kind, …}}]}. Of an inline space only fields of kind "number" with no other spec
    /// member are supported (the timeline then uses the independent space); a channel whose
    /// property matches any other field (angle, colour, log-space number, discrete, …) is
    /// refused naming the channel and the kind. The document's meta.entity_spaces may name
    /// only stage.node or value-typed.
    QJsonValue space = QJsonValue(QJsonValue::Undefined);
};

/// The compiled document in `json` (UTF-8). See the header comment for errors.
Result<CompiledTimeline> readCompiledTimeline(const QByteArray &json, const CompiledReadOptions &options = {});

/// The compiled document in the file at `path`; errors as readCompiledTimeline prefixed
/// with the path ("path: cannot read: …", "path:line:column: not valid JSON: …",
/// "path: animations.walk…: …").
Result<CompiledTimeline> readCompiledTimelineFile(const QString &path, const CompiledReadOptions &options = {});

} // namespace knotline
