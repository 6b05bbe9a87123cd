#pragma once
// Writing a Layer as canonical usda text, in the layout of OpenUSD's usda writer
// (../shared/spec/formats.md §A; Sdf _WriteLayer / Sdf_WritePrim / Sdf_WriteAttribute):
// - header `#usda <version>` with the lowest version that holds what is written (1.1 for
//   tangent algorithms, 1.3 for loop boundaries; 1.2 kept for layers declared ≥ 1.2 that
//   carry uninterpreted list values or statements, which may hold 1.2 array edits);
// - layer metadata sorted by name (comment first, subLayers one per line with offsets);
// - prims: metadata sorted in dictionary order (comment first), reorder statements, then
//   properties sorted by name (an attribute writes its declaration line when it has
//   metadata, a default value or `custom` or nothing else, then `.timeSamples`, `.spline`,
//   `.connect`), then child prims separated by blank lines, then variant sets;
// - one blank line before each root prim and at the end; 4-space indentation.
// Comments from the source are not written. This header includes no Qt.

#include "core/document/Layer.h"

#include <string>

namespace knotline {

/// The header version writeUsda() uses for `layer` (see above).
UsdaVersion requiredUsdaVersion(const Layer &layer);

/// The usda text of `layer`.
std::string writeUsda(const Layer &layer);

/// The lines writeUsda() writes for attribute `a` inside a prim at nesting `indent` (4
/// spaces per level): the declaration line when needed, then `.timeSamples`, `.spline`,
/// `.connect`; every line ends with '\n'. Used to rewrite one attribute in place
/// (UsdaTextPatch.h).
std::string writeUsdaAttribute(const Attribute &a, int indent);

/// TfDictionaryLessThan-like order used for prim and attribute metadata and property
/// names: case-insensitive, digit runs compared as numbers, ties broken byte-wise.
bool usdaDictionaryLess(std::string_view a, std::string_view b);

} // namespace knotline
