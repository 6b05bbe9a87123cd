#include "app/cli/CliCommon.h"

#include "core/io/AnimToUsda.h"
#include "core/io/DocumentLoader.h"
#include "core/io/FileFormats.h"

#include <QCoreApplication>
#include <QFileInfo>

#include <charconv>
#include <cmath>
#include <cstdio>

namespace knotline::cli {

namespace {

// How the command line reads each registered file format (core/io/FileFormats.h) into a
// Document.
InputReader readerFor(FileFormat format)
{
    switch (format) {
    case FileFormat::UsdaLayer:
        return [](const QString &path, std::vector<std::string> *warnings) { return openDocument(path, warnings); };
    case FileFormat::MayaAnim:
        return [](const QString &path, std::vector<std::string> *warnings) -> Result<Document> {
            Result<AnimFile> anim = openAnimInput(path, warnings);
            if (!anim)
                return anim.status();
            return documentFromLayer(animFileToUsdaLayer(anim.value()).layer,
                                     QFileInfo(path).absoluteFilePath().toStdString());
        };
    }
    return {};
}

std::vector<InputFormat> &registry()
{
    static std::vector<InputFormat> formats = [] {
        std::vector<InputFormat> out;
        for (const FileFormatInfo &f : fileFormats())
            out.push_back(InputFormat{f.name, f.extensions, readerFor(f.format)});
        return out;
    }();
    return formats;
}

} // namespace

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

const std::vector<InputFormat> &inputFormats()
{
    return registry();
}

void registerInputFormat(InputFormat format)
{
    registry().push_back(std::move(format));
}

Result<Document> openInput(const QString &path, std::vector<std::string> *warnings)
{
    const QString extension = QFileInfo(path).suffix().toLower();
    const std::vector<InputFormat> &formats = registry();
    if (!QFileInfo(path).isDir())
        for (auto it = formats.rbegin(); it != formats.rend(); ++it)
            if (it->extensions.contains(extension))
                return it->read(path, warnings);
    // The editor's words for a directory or an unknown type (core/io/FileFormats.h).
    return fileFormatToRead(path).status();
}

bool isAnimInput(const QString &path)
{
    return fileFormatForPath(path) == FileFormat::MayaAnim;
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

std::optional<int> parseSingleInput(QCommandLineParser &parser, const QStringList &arguments,
                                    const QString &command, const QCommandLineOption &help,
                                    QString *input, const char *tooMany)
{
    if (!parser.parse(arguments)) {
        printError(command, parser.errorText().toStdString());
        return ExitBadArguments;
    }
    if (parser.isSet(help)) {
        printOut(helpText(parser, command));
        return ExitOk;
    }
    const QStringList inputs = parser.positionalArguments();
    if (inputs.size() != 1) {
        printError(command, inputs.isEmpty() ? "missing the input file" : tooMany);
        return ExitBadArguments;
    }
    *input = inputs.front();
    return std::nullopt;
}

} // namespace knotline::cli
