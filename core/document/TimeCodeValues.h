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

/// `value` with every number it holds mapped by `offset` (t * scale + offset): an Atom
/// number, or each number of a List (a `timecode[]`). `None`, `AnimationBlock` and
/// anything that is not a number are kept as they are; the mapped numbers are written
/// in their shortest round-trip form. An identity `offset` returns `value` unchanged.
UsdValue mappedTimeCodeValue(const UsdValue &value, const LayerOffset &offset);

/// Maps, in place, the `timecode` and `timecode[]` entries of every dictionary `value`
/// holds (nested dictionaries too); other entries are kept.
void mapTimeCodeDictionaryEntries(UsdValue &value, const LayerOffset &offset);

/// Maps, in place, everything of `attribute` a layer offset maps when the attribute is
/// read from a layer whose time maps into the root by `offset`: for a `timecode` or
/// `timecode[]` attribute its default value and time-sample values (not the sample
/// times: retime them with retimedTimeSamples), and for any attribute the `timecode`
/// entries of its dictionary metadata. Its spline is left alone (applyLayerOffset maps
/// a time-valued spline). To write a value back into the authoring layer, map with
/// offset.inverse() (precondition: offset.isInvertible()).
void mapTimeCodeValues(Attribute &attribute, const LayerOffset &offset);

} // namespace knotline
