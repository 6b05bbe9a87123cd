#pragma once
// Reading SmartBody BML animation requests (../shared/seeds/smartbody-animation-sync-points.txt,
// spec/timeline.md §2) with QXmlStreamReader. Every `<animation .../>` element anywhere in
// the document becomes one BmlAnimation; other elements and attributes are ignored.
//
//   <animation name="wave" start="1" ready="1.5" stroke_start="2" stroke="2.5"
//              stroke_end="3" relax="4" end="5" speed="2"/>
//
// Sync requests are absolute timeline seconds. `speed` is SmartBody's attribute; the seed's
// `time` means the same (spec §2) and is read as speed too (giving both is an error).
//
// Errors, the first one found ends reading and nothing is returned, never a crash; each is
// "file:line:column: message" with 1-based line and column (columns count characters):
// - malformed XML (BmlMalformedXml, with Qt's reason, at the position Qt reports);
// - an <animation> without a non-empty name (BmlMissingName, at the element's '<');
// - a name the lookup does not know (BmlUnknownClip, at the name attribute);
// - a sync time that is not a finite number (BmlTimeNotNumber, at the attribute);
// - a speed or time that is not a number greater than 0 (BmlSpeedNotPositive, at the
//   attribute); both speed and time (BmlSpeedAndTime, at the second of them).

#include "core/base/Result.h"
#include "core/timeline/SyncPoint.h"

#include <QString>

#include <functional>
#include <string>
#include <string_view>
#include <vector>

namespace knotline {

/// One <animation> element.
struct BmlAnimation {
    std::string clipName; ///< the `name` attribute
    SyncTimes requests;   ///< requested timeline seconds per sync point; empty: not given
    double speed = 1.0;   ///< `speed` (or `time`), > 0; 1 when not given
    int line = 0;         ///< 1-based position of the element's '<'
    int column = 0;
    bool operator==(const BmlAnimation &) const = default;
};

/// Whether a clip of that name exists (the document's clip names).
using ClipNameLookup = std::function<bool(std::string_view name)>;

/// Parses BML `text` (UTF-8). `fileName` is the name used in messages.
Result<std::vector<BmlAnimation>> readBml(std::string_view text, const std::string &fileName,
                                          const ClipNameLookup &clipExists);
/// Reads the file at `path` and parses it (errors name the path; a file that cannot be read
/// is MessageId::CannotRead).
Result<std::vector<BmlAnimation>> readBmlFile(const QString &path, const ClipNameLookup &clipExists);

} // namespace knotline
