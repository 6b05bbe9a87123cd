#pragma once
// BML import into a timeline (issue 13): the <animation> records of a BML file
// (core/io/BmlReader) become placed clips on one new track, one per record in file order.
//
// Each placed clip plays the named clip with the record's speed and sync requests. Where it
// starts and its blends come from the record's sync-point warp (spec/timeline.md §2,
// computed with the scheduler's now = 0, i.e. the BML file's time origin): start =
// knot[start]; blend in = ready − start and blend out = end − relax, or 0 when the warp
// makes them negative (reversed requests, which the warp's warnings report). Without any
// request the clip starts at 0 at its speed.
//
// Warnings of the warps (dropped, reversed, collapsed requests, holds, looping clips) are
// appended to `warnings` as "file:line:column: warning: message" at the record's element.
// Errors (the timeline is left unchanged): a record whose clip the lookup does not return
// (BmlUnknownClip at the record), a warp that cannot be computed, or a placement the
// timeline refuses (its message, at the record).

#include "core/base/Result.h"
#include "core/io/BmlReader.h"
#include "core/timeline/Timeline.h"

#include <QString>

#include <functional>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

namespace knotline {

/// The clip a BML name stands for, or null when there is none.
using ClipByName = std::function<std::shared_ptr<const Clip>(std::string_view name)>;

/// The placed clip for one record (start, speed, blends and requests as above).
/// `fileName` names the BML file in messages.
Result<PlacedClip> placedClipFromBml(const BmlAnimation &animation, const ClipByName &clipNamed,
                                     const std::string &fileName,
                                     std::vector<std::string> *warnings = nullptr);

/// Appends a track named `trackName` holding one placed clip per record to `timeline`;
/// returns the new track's index. All or nothing.
Result<std::size_t> appendBmlTrack(Timeline &timeline, const std::vector<BmlAnimation> &animations,
                                   const ClipByName &clipNamed, const std::string &fileName,
                                   const QString &trackName,
                                   std::vector<std::string> *warnings = nullptr);

} // namespace knotline
