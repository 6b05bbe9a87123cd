#include "core/timeline/PoseAssembly.h"

#include "core/timeline/PropertySpace.h"

#include <memory>
#include <utility>
#include <vector>

namespace knotline::detail {

Pose assemblePose(const Timeline &timeline, const std::map<ChannelKey, WrittenValue> &written)
{
    std::map<std::pair<QString, QString>, double> latest;
    for (const auto &[key, w] : written) {
        const auto group = std::make_pair(key.target, writeGroup(timeline.propertySpace(), key.property));
        const auto [it, inserted] = latest.emplace(group, w.source.writtenAt);
        if (!inserted && w.source.writtenAt > it->second)
            it->second = w.source.writtenAt;
    }
    auto keys = std::make_shared<std::vector<ChannelKey>>();
    std::vector<const WrittenValue *> kept;
    for (const auto &[key, w] : written) {
        const auto group = std::make_pair(key.target, writeGroup(timeline.propertySpace(), key.property));
        if (w.source.writtenAt != latest.at(group))
            continue; // hidden by a later write to its group
        keys->push_back(key);
        kept.push_back(&w);
    }
    Pose pose;
    PoseWriter::reset(pose, keys);
    for (std::size_t i = 0; i < kept.size(); ++i) {
        PoseEntry &e = PoseWriter::append(pose);
        e.keyPointer = &(*keys)[i];
        e.value = kept[i]->value;
        e.source = kept[i]->source;
    }
    return pose;
}

} // namespace knotline::detail
