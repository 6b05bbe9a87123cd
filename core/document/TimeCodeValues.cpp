#include "core/document/TimeCodeValues.h"

#include "core/base/ShortestNumber.h"


namespace knotline {

namespace {

void mapNumbers(UsdValue &value, const LayerOffset &offset)
{
    if (value.kind == UsdValue::Kind::List) {
        for (UsdValue &item : value.items)
            mapNumbers(item, offset);
        return;
    }
    double v = 0.0;
    if (value.toDouble(&v))
        value.text = shortestNumber(offset.apply(v));
}

} // namespace

bool isTimeCodeTypeName(const std::string &typeName)
{
    return typeName == "timecode" || typeName == "timecode[]";
}

namespace {

/// The `timecode` and `timecode[]` entries of every dictionary `value` holds.
void mapDictionaryEntries(UsdValue &value, const LayerOffset &offset)
{
    if (value.kind != UsdValue::Kind::Dictionary)
        return;
    for (UsdDictionaryEntry &e : value.entries) {
        if (e.typeName == "dictionary")
            mapDictionaryEntries(e.value, offset);
        else if (isTimeCodeTypeName(e.typeName))
            mapNumbers(e.value, offset);
    }
}

} // namespace

void mapTimeCodeValues(Attribute &attribute, const LayerOffset &offset)
{
    if (offset.isIdentity())
        return;
    for (MetadataEntry &e : attribute.metadata.entries)
        mapDictionaryEntries(e.value, offset);
    if (!isTimeCodeTypeName(attribute.typeName))
        return;
    if (attribute.defaultValue)
        mapNumbers(*attribute.defaultValue, offset);
    if (attribute.timeSamples)
        for (TimeSample &s : *attribute.timeSamples)
            mapNumbers(s.value, offset);
}

} // namespace knotline
