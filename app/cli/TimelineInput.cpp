#include "app/cli/TimelineInput.h"

#include "app/cli/CliCommon.h"
#include "core/io/CompiledTimelineReader.h"
#include "core/io/NumberFormat.h"

namespace knotline::cli {

bool isTimelineInput(const QString &path)
{
    return path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive);
}

bool hasTimelineInput(const QStringList &arguments)
{
    for (qsizetype i = 1; i < arguments.size(); ++i)
        if (!arguments[i].startsWith(QLatin1Char('-')) && isTimelineInput(arguments[i]))
            return true;
    return false;
}

std::optional<CompiledTimeline> openTimelineReported(const QString &command, const QString &path)
{
    Result<CompiledTimeline> doc = readCompiledTimelineFile(path);
    if (!doc.isOk()) {
        printError(command, doc.status().message());
        return std::nullopt;
    }
    return doc.value();
}

std::string timelineNumber(double v)
{
    return formatDouble(v);
}

} // namespace knotline::cli
