#pragma once
// The spelling of the paths a new channel may have: usda prim paths and attribute names
// (the identifier rules of USD's scene description), and Maya "node.attribute" paths.
// Pure string checks, used to refuse a channel before it is inserted (EditorDocument::
// insertChannel) and by Curve ▸ Add Curve… as the user types. This header includes no Qt.

#include <string_view>

namespace knotline {

/// A USD identifier: an ASCII letter or '_' followed by letters, digits and '_'.
bool isUsdIdentifier(std::string_view name);
/// An absolute prim path: "/" followed by one or more identifiers separated by "/"
/// ("/Ball", "/Rig/Arm_L"); no trailing "/", no ".." or relative parts.
bool isAbsolutePrimPath(std::string_view path);
/// An attribute name: identifiers separated by ':' namespaces ("tx", "xformOp:translate").
bool isUsdAttributeName(std::string_view name);
/// A Maya "node.attribute" path: a node name and an attribute, each non-empty, split at the
/// first '.', without whitespace ("ball.translateX", "ball.translate.translateX").
bool isNodeAttributePath(std::string_view path);

} // namespace knotline
