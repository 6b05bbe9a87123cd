#pragma once
// The stats line's edits: the time or the value of every selected key at once, from one
// NumberEntry (a number sets them all; "+=", "-=", "*=", "/=" change each key relative to
// its own time or value). Each call is one undo step (an EditGesture over every channel
// holding selected keys) or fails changing nothing.
//
// Times are time codes; values are the keys' own values (AnimCurve::keyValue: for a Maya
// step-next key its own value, not the knot's).

#include "core/base/Status.h"
#include "widgets/stats/NumberEntry.h"

namespace knotline {

class EditorSession;

/// Sets the selected keys' times. Errors (nothing changes): no key selected; a selected
/// key on a channel that cannot be edited (locked, hidden or read-only); a new time that
/// is not finite; keys that would pass one another or a neighbour, or share a time (keys
/// are never reordered — "= 10" on two keys of one curve is refused).
Status setSelectedKeyTimes(EditorSession &session, const NumberEntry &entry);

/// Sets the selected keys' values. Errors: no key selected; a channel that cannot be
/// edited; a new value that is not finite.
Status setSelectedKeyValues(EditorSession &session, const NumberEntry &entry);

} // namespace knotline
