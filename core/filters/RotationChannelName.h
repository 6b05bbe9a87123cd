#pragma once
// Which rotation a channel animates, from its path's attribute name, for the Euler filters
// (core/filters/EulerFilter.h, EulerTripleFilter.h). Maya names rotations rotateX, rotateY,
// rotateZ (an .anim path "joint1.rotate.rotateX" or "joint1.rotateX"); USD names its
// transform operations xformOp:<op>[:<suffix>] ("/Arm.xformOp:rotateX",
// "/Arm.xformOp:rotateY:wrist", "/Arm.xformOp:rotateXYZ") and other rotations rotate…
// ("/Arm.rotateX"). The attribute name is the text after the path's last '.'. This header
// includes no Qt.

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>

namespace knotline {

/// True when the attribute name is a rotation: it starts with "rotate", or is a USD
/// transform operation whose op starts with "rotate" (xformOp:rotateX, xformOp:rotateZYX:…).
bool isRotationName(std::string_view path);

/// One axis of a three-curve rotation.
struct RotationAxisName {
    /// The node and op the three axes share: the path with the axis letter taken out
    /// ("joint1.rotate.rotate", "/Arm.xformOp:rotate:wrist").
    std::string group;
    std::size_t axis = 0; ///< 0, 1, 2 for X, Y, Z
};

/// The axis a single-axis rotation channel animates (rotateX/Y/Z, xformOp:rotateX/Y/Z with an
/// optional suffix); nullopt for anything else (rotateXYZ, a translate, …).
std::optional<RotationAxisName> rotationAxisOf(std::string_view path);

} // namespace knotline
