#pragma once
// ChannelSourceMarks: how the channel tree and the inspector say where a channel's curve
// comes from — the opinion in effect (a spline, time samples, a value-clip set: a case
// per Channel::valueSource kind) and the opinions it shadows (ValueResolution.h).

#include "core/editor/Channel.h"

#include <QIcon>
#include <QString>

namespace knotline {

/// The translated lines describing `channel`'s source, '\n'-separated; empty for an
/// editable spline channel that shadows nothing. E.g. "Time samples: read-only (Curve ▸
/// Convert Time Samples to Spline makes them an editable spline)" and "Not in effect
/// (shadowed): the spline in the root layer"; for a timeline clip's channel how many
/// placements play its clip (all of them change when it is edited).
QString channelSourceNote(const Channel &channel);

/// The decoration of a channel in the channel tree: a padlock for a read-only spline, a
/// dotted line (samples) for time samples, a film strip for a clip set, a null icon for an
/// editable spline.
QIcon channelSourceIcon(const Channel &channel);

} // namespace knotline
