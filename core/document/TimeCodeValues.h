#pragma once
// TimeCodeValues: `timecode` values read through a layer offset. A `timecode` value is a
// time, so composition maps it as it maps sample times: the value v authored in a layer
// whose time maps into the root by `offset` resolves to v * scale + offset in the root
// (the OpenUSD seed, "Understanding TimeCodes": a timecode-valued attribute or metadata
// field is "subject to any TimeCode scaling or offsets via composition"; OpenUSD applies
// it in Usd_ApplyLayerOffsetToValue). `double` and every other type are not mapped.
// What is mapped: scalar `timecode` and `timecode[]` defaults and time-sample values, and
// `timecode` / `timecode[]` entries of dictionaries (customData and other dictionary
// metadata), nested dictionaries included. Splines of `timecode` attributes map through
// Spline::isTimeValued (core/time/SplineRetime.h). This header includes no Qt.

#include "core/document/Attribute.h"
#include "core/document/Metadata.h"
#include "core/document/UsdValue.h"
#include "core/time/LayerOffset.h"

#include <string>

namespace knotline {

/// True for "timecode" and "timecode[]": the value types whose values a layer offset
/// maps.
bool isTimeCodeTypeName(const std::string &typeName);

/// Maps, in place, everything of `attribute` a layer offset maps when the attribute is
/// read from a layer whose time maps into the root by `offset`: for a `timecode` or
/// `timecode[]` attribute its default value and time-sample values (not the sample
/// times: retime them with retimedTimeSamples), and for any attribute the `timecode`
/// entries of its dictionary metadata (nested dictionaries too). Each number is mapped
/// t * scale + offset and written in its shortest round-trip form; `None`,
/// `AnimationBlock` and anything that is not a number are kept. Its spline is left alone
/// (applyLayerOffset maps a time-valued spline). Nothing changes for an identity offset.
/// To write values back into the authoring layer, map with offset.inverse()
/// (precondition: offset.isInvertible()).
void mapTimeCodeValues(Attribute &attribute, const LayerOffset &offset);

} // namespace knotline
