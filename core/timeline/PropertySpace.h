#pragma once
// PropertySpace: which properties of one target set the same thing and so form a write
// group (spec/timeline.md §1.4; ../shared/golden/timeline/README.md rule 6). Within a
// group only the most recently written entries of a pose stay.

#include <QString>

#include <optional>

namespace knotline {

enum class PropertySpace {
    /// The compiled documents' space (an's stage node): the transform properties x y
    /// rotation rotation_rad scale_x scale_y skew_x skew_y pivot_x pivot_y tint_r tint_g
    /// tint_b alpha each write themselves, except rotation_rad, which writes rotation;
    /// every other property writes the target's one swap group.
    StageNode,
    /// Timelines over USD attributes: every property is its own group.
    Independent,
};

/// The group `property` writes in `space`: the property itself, "rotation" for
/// rotation_rad, or "<swap>" for the stage node's swap sets.
QString writeGroup(PropertySpace space, const QString &property);

/// "stage.node" or "independent".
QString propertySpaceName(PropertySpace space);
/// The space named `name` ("stage.node", "independent"); nullopt for another name.
std::optional<PropertySpace> propertySpaceFromName(const QString &name);

} // namespace knotline
