#include "core/valueclips/ClipTemplateExpansion.h"

#include <cmath>
#include <cstdint>
#include <cstdio>

namespace knotline {

namespace {

/// Position and widths of the `#` groups; false when the pattern is not one group or two
/// groups joined by a single '.'.
bool findGroups(const std::string &path, std::size_t *start, std::size_t *intWidth, std::size_t *fracWidth)
{
    const std::size_t first = path.find('#');
    if (first == std::string::npos)
        return false;
    std::size_t i = first;
    while (i < path.size() && path[i] == '#')
        ++i;
    *start = first;
    *intWidth = i - first;
    *fracWidth = 0;
    if (i + 1 < path.size() && path[i] == '.' && path[i + 1] == '#') {
        std::size_t j = i + 1;
        while (j < path.size() && path[j] == '#')
            ++j;
        *fracWidth = j - i - 1;
        i = j;
    }
    return path.find('#', i) == std::string::npos;
}

constexpr double kPromotion = 10000.0;   // OpenUSD's integer scaling of template times
constexpr std::int64_t kMaxTemplateTimes = 10'000'000;
// The largest |template time| or stride: promoted, differences of two stay within int64.
constexpr double kMaxTemplateTime = 1e14;

} // namespace

Status checkClipTemplatePattern(const std::string &templateAssetPath)
{
    std::size_t start = 0, intWidth = 0, fracWidth = 0;
    if (!findGroups(templateAssetPath, &start, &intWidth, &fracWidth))
        return Status::error(MessageId::ClipTemplatePattern, templateAssetPath);
    return Status::ok();
}

std::string clipTemplatePathAt(const std::string &templateAssetPath, double time)
{
    std::size_t start = 0, intWidth = 0, fracWidth = 0;
    if (!findGroups(templateAssetPath, &start, &intWidth, &fracWidth))
        return templateAssetPath;
    char buffer[64];
    std::snprintf(buffer, sizeof buffer, "%0*lld", static_cast<int>(intWidth), static_cast<long long>(std::trunc(time)));
    std::string digits = buffer;
    std::size_t groupsLength = intWidth;
    if (fracWidth > 0) {
        std::snprintf(buffer, sizeof buffer, "%.*f", static_cast<int>(fracWidth), time);
        const std::string printed = buffer;
        const std::size_t point = printed.find('.');
        digits += '.';
        digits += point == std::string::npos ? std::string(fracWidth, '0') : printed.substr(point + 1);
        groupsLength += 1 + fracWidth;
    }
    return templateAssetPath.substr(0, start) + digits + templateAssetPath.substr(start + groupsLength);
}

Result<ExpandedClipTemplate> expandClipTemplate(const ClipTemplate &fields,
                                                const std::function<bool(const std::string &)> &exists)
{
    if (Status st = checkClipTemplatePattern(fields.assetPath); !st)
        return Result<ExpandedClipTemplate>(std::move(st));
    const double offset = fields.activeOffset.value_or(0.0);
    if (!std::isfinite(fields.startTime) || !std::isfinite(fields.endTime) || !std::isfinite(fields.stride)
        || !std::isfinite(offset))
        return Result<ExpandedClipTemplate>(Status::error(MessageId::ClipTemplateNotFinite));
    if (fields.startTime > fields.endTime)
        return Result<ExpandedClipTemplate>(Status::error(MessageId::ClipTemplateStartAfterEnd));
    if (fields.stride <= 0.0)
        return Result<ExpandedClipTemplate>(Status::error(MessageId::ClipTemplateStrideNotPositive));
    if (std::abs(offset) > fields.stride)
        return Result<ExpandedClipTemplate>(Status::error(MessageId::ClipTemplateOffsetBeyondStride));
    if (std::abs(fields.startTime) > kMaxTemplateTime || std::abs(fields.endTime) > kMaxTemplateTime
        || fields.stride > kMaxTemplateTime)
        return Result<ExpandedClipTemplate>(Status::error(MessageId::ClipTemplateTimeBeyondRange, "1e14"));
    const auto promote = [](double t) { return static_cast<std::int64_t>(t * kPromotion); };
    const std::int64_t start = promote(fields.startTime);
    const std::int64_t end = promote(fields.endTime);
    const std::int64_t stride = promote(fields.stride);
    if (stride <= 0) // a stride below 10⁻⁴ truncates to nothing
        return Result<ExpandedClipTemplate>(Status::error(MessageId::ClipTemplateStrideNotPositive));
    if ((end - start) / stride >= kMaxTemplateTimes)
        return Result<ExpandedClipTemplate>(Status::error(MessageId::ClipTemplateTooManyTimes, kMaxTemplateTimes));

    ExpandedClipTemplate out;
    const double absOffset = std::abs(offset);
    if (fields.activeOffset)
        out.times.push_back({fields.startTime - absOffset, fields.startTime - absOffset});
    for (std::int64_t p = start; p <= end; p += stride) {
        const double tau = static_cast<double>(p) / kPromotion;
        std::string path = clipTemplatePathAt(fields.assetPath, tau);
        if (!exists(path)) {
            out.missingPaths.push_back(std::move(path));
            continue;
        }
        out.times.push_back({tau, tau});
        out.active.push_back({tau + offset, out.assetPaths.size()});
        out.assetPaths.push_back(std::move(path));
    }
    if (fields.activeOffset)
        out.times.push_back({fields.endTime + absOffset, fields.endTime + absOffset});
    return out;
}

} // namespace knotline
