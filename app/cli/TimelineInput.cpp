#include "app/cli/TimelineInput.h"

#include "app/cli/CliCommon.h"
#include "core/io/CompiledTimelineReader.h"
#include "core/io/NumberFormat.h"
#include "core/io/OtioReader.h"

#include <QCommandLineParser>

namespace knotline::cli {

bool isTimelineInput(const QString &path)
{
    return path.endsWith(QLatin1String(".json"), Qt::CaseInsensitive) || isOtioInput(path);
}

bool isOtioInput(const QString &path)
{
    return path.endsWith(QLatin1String(".otio"), Qt::CaseInsensitive);
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
    if (isOtioInput(path)) {
        Result<OtioImport> read = readOtioFile(path);
        if (!read.isOk()) {
            printError(command, read.status().message());
            return std::nullopt;
        }
        return compiledTimelineOf(*read);
    }
    Result<CompiledTimeline> doc = readCompiledTimelineFile(path);
    if (!doc.isOk()) {
        printError(command, doc.status().message());
        return std::nullopt;
    }
    return doc.value();
}

void addPoseModeOptions(QCommandLineParser &parser, const PoseModeOptions &options)
{
    parser.addOptions({options.raw, options.blended});
}

bool applyPoseModeOption(const QCommandLineParser &parser, const PoseModeOptions &options, const QString &command,
                         Timeline &timeline)
{
    const bool raw = parser.isSet(options.raw);
    const bool blended = parser.isSet(options.blended);
    if (raw && blended) {
        printError(command, "--raw and --blended cannot be given together");
        return false;
    }
    if (raw)
        timeline.setPoseMode(TimelinePoseMode::Raw);
    if (blended)
        timeline.setPoseMode(TimelinePoseMode::Blended);
    return true;
}

std::string timelineNumber(double v)
{
    return formatDouble(v);
}

} // namespace knotline::cli
