#include "app/cli/CliCommon.h"

#include "core/editor/DocumentFormats.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <charconv>
#include <cmath>
#include <cstdio>

namespace knotline::cli {

void printError(const QString &command, const std::string &message)
{
    const std::string line = "knotline " + command.toStdString() + ": " + message + "\n";
    std::fputs(line.c_str(), stderr);
}

void printOut(const std::string &text)
{
    std::fwrite(text.data(), 1, text.size(), stdout);
    std::fflush(stdout);
}

Result<Document> openInput(const QString &path, std::vector<std::string> *warnings)
{
    // The editor's formats and the editor's words for a directory or an unknown type.
    const Result<const DocumentFormat *> format = documentFormatToRead(path);
    if (!format)
        return format.status();
    return format.value()->readLayerStack(path, warnings);
}

bool isAnimInput(const QString &path)
{
    return documentFormatForPath(path) == &animDocumentFormat();
}

Result<AnimFile> openAnimInput(const QString &path, std::vector<std::string> *warnings)
{
    Result<AnimFile> anim = readAnimFile(path);
    if (anim && warnings)
        warnings->insert(warnings->end(), anim->warnings.begin(), anim->warnings.end());
    return anim;
}

std::optional<Document> openInputReported(const QString &command, const QString &path)
{
    std::vector<std::string> warnings;
    Result<Document> doc = openInput(path, &warnings);
    for (const std::string &w : warnings)
        printError(command, w);
    if (!doc) {
        printError(command, doc.message());
        return std::nullopt;
    }
    for (const std::string &p : doc->problems)
        printError(command, "warning: " + p);
    return std::move(doc.value());
}

std::optional<AnimFile> openAnimInputReported(const QString &command, const QString &path)
{
    std::vector<std::string> warnings;
    Result<AnimFile> anim = openAnimInput(path, &warnings);
    for (const std::string &w : warnings)
        printError(command, "warning: " + w);
    if (!anim) {
        printError(command, anim.message());
        return std::nullopt;
    }
    return std::move(anim.value());
}

std::string helpText(const QCommandLineParser &parser, const QString &command)
{
    QString text = parser.helpText();
    const QString program = QCoreApplication::arguments().value(0);
    const int at = text.indexOf(program);
    if (!program.isEmpty() && at >= 0 && at < text.indexOf(QLatin1Char('\n')))
        text.replace(at, program.size(), QStringLiteral("knotline ") + command);
    return text.toStdString();
}

bool parseFiniteNumber(const QString &text, double *out)
{
    const QByteArray bytes = text.trimmed().toUtf8();
    const char *begin = bytes.constData();
    const char *end = begin + bytes.size();
    if (begin != end && *begin == '+')
        ++begin;
    const auto r = std::from_chars(begin, end, *out);
    return begin != end && r.ec == std::errc() && r.ptr == end && std::isfinite(*out);
}

} // namespace knotline::cli

namespace knotline::cli {

std::optional<int> parseArguments(QCommandLineParser &parser, const QStringList &arguments, const QString &command,
                                  const QCommandLineOption &help)
{
    if (!parser.parse(arguments)) {
        printError(command, parser.errorText().toStdString());
        return ExitBadArguments;
    }
    if (parser.isSet(help)) {
        printOut(helpText(parser, command));
        return ExitOk;
    }
    return std::nullopt;
}

std::optional<int> parseSingleInput(QCommandLineParser &parser, const QStringList &arguments,
                                    const QString &command, const QCommandLineOption &help,
                                    QString *input, const char *tooMany)
{
    if (const std::optional<int> exit = parseArguments(parser, arguments, command, help))
        return exit;
    const QStringList inputs = parser.positionalArguments();
    if (inputs.size() != 1) {
        printError(command, inputs.isEmpty() ? "missing the input file" : tooMany);
        return ExitBadArguments;
    }
    *input = inputs.front();
    return std::nullopt;
}

bool parseTimeList(const QCommandLineParser &parser, const QCommandLineOption &option, const QString &command,
                   std::vector<double> *times)
{
    for (const QString &list : parser.values(option)) {
        for (const QString &item : list.split(QLatin1Char(','))) {
            double t = 0.0;
            if (!parseFiniteNumber(item, &t)) {
                printError(command, "--time needs numbers, not \"" + item.toStdString() + "\"");
                return false;
            }
            times->push_back(t);
        }
    }
    if (times->empty()) {
        printError(command, "missing --time T[,T...]");
        return false;
    }
    return true;
}

std::optional<int> checkUsdaOutput(const QString &command, const QString &output, const QString &input)
{
    if (output.isEmpty()) {
        printError(command, "missing -o OUT.usda");
        return ExitBadArguments;
    }
    // Never overwrite the input or something that is not a plain file (a device, a
    // directory), and write usda only where a usda layer is expected.
    const QFileInfo outInfo(output);
    const QString suffix = outInfo.suffix().toLower();
    if (suffix != QLatin1String("usda") && suffix != QLatin1String("usd")) {
        printError(command, "the output must be a .usda (or .usd) file, not \"" + output.toStdString() + "\"");
        return ExitBadArguments;
    }
    if (outInfo.exists() && !outInfo.isFile()) {
        printError(command, "the output " + output.toStdString() + " exists and is not a regular file");
        return ExitBadArguments;
    }
    if (outInfo.exists() && outInfo.canonicalFilePath() == QFileInfo(input).canonicalFilePath()) {
        printError(command, "the output must not be the input file (" + input.toStdString() + ")");
        return ExitBadArguments;
    }
    return std::nullopt;
}

} // namespace knotline::cli
