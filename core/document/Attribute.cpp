#include "core/document/Attribute.h"

namespace knotline {

bool Attribute::operator==(const Attribute &o) const
{
    return name == o.name && typeName == o.typeName && custom == o.custom
        && variability == o.variability && defaultValue == o.defaultValue
        && metadata == o.metadata && timeSamples == o.timeSamples && spline == o.spline
        && connections == o.connections;
}

bool isSplineValueTypeName(const std::string &typeName)
{
    return typeName == "double" || typeName == "float" || typeName == "half"
        || typeName == "timecode" || typeName == "duration";
}

} // namespace knotline
