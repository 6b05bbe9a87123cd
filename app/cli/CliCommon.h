#pragma once
// Shared pieces of the command-line subcommands (knotline bake | eval | info): exit codes,
// message output, and opening an input file by its extension.
//
// Exit status: 0 success, 1 bad input (unreadable or malformed file, failed save),
// 2 bad arguments (unknown option, missing value, bad number, unknown attribute path).
// Errors go to stderr as "knotline <command>: <message>".

#include "core/base/Result.h"
#include "core/document/Document.h"
#include "core/io/AnimFile.h"

#include <QCommandLineParser>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace knotline::cli {

enum ExitCode { ExitOk = 0, ExitBadInput = 1, ExitBadArguments = 2 };

/// Prints "knotline <command>: <message>\n" on stderr.
void printError(const QString &command, const std::string &message);
/// Prints `text` on stdout as it is (UTF-8).
void printOut(const std::string &text);

/// Reads `path` as a usda layer stack with the registered format its extension names
/// (core/editor/DocumentFormats.h, the formats the editor opens: usda with its sublayers;
/// Maya .anim read as core/io/AnimToUsda.h's layer, one prim per node, one spline attribute
/// per curve). Errors: a directory or an unknown extension, worded as the editor words
/// them (documentFormatToRead), or the reader's error.
Result<Document> openInput(const QString &path, std::vector<std::string> *warnings);

/// True when `path` names a Maya .anim file (documentFormatForPath: extension .anim, any case). info, eval and
/// bake treat those with Maya's rules (openAnimInput) instead of openInput().
bool isAnimInput(const QString &path);

/// Reads a Maya .anim file in its own units (core/io/AnimFile.h): times are the file's
/// frames (time codes at its timeUnit's rate, e.g. ntscf → 60 per second), values in its
/// linear/angular units. The file's warnings ("file:line:column: message") are appended
/// to `warnings`. Errors: cannot read, or `file:line:column: message` for a malformed file.
Result<AnimFile> openAnimInput(const QString &path, std::vector<std::string> *warnings);

/// openInput() for a subcommand: its warnings and the document's problems are printed as
/// `knotline <command>: …` (problems prefixed "warning: "); on failure the error is printed
/// and nullopt returned (the caller exits with ExitBadInput).
std::optional<Document> openInputReported(const QString &command, const QString &path);

/// openAnimInput() for a subcommand, reporting like openInputReported().
std::optional<AnimFile> openAnimInputReported(const QString &command, const QString &path);

/// The parser's help text with the usage line naming "knotline <command>".
std::string helpText(const QCommandLineParser &parser, const QString &command);

/// Parses `arguments` for a subcommand: on a parse error prints it and returns
/// ExitBadArguments; with `help` set prints the help and returns ExitOk; otherwise returns
/// nullopt (the files given are then parser.positionalArguments()).
std::optional<int> parseArguments(QCommandLineParser &parser, const QStringList &arguments, const QString &command,
                                  const QCommandLineOption &help);

/// Parses `arguments` for a subcommand that takes exactly one input file: on a parse error
/// or a wrong number of inputs prints the error and returns ExitBadArguments; with
/// `help` set prints the help and returns ExitOk; otherwise returns nullopt and sets
/// `*input`. `tooMany` is the message for more than one input.
std::optional<int> parseSingleInput(QCommandLineParser &parser, const QStringList &arguments,
                                    const QString &command, const QCommandLineOption &help,
                                    QString *input, const char *tooMany = "only one input file can be given");

/// Checks a bake's `-o` file: given, named .usda or .usd, not an existing non-file (a
/// directory, a device) and not the input file itself. On a refusal prints the error and
/// returns ExitBadArguments; otherwise nullopt. Nothing is written.
std::optional<int> checkUsdaOutput(const QString &command, const QString &output, const QString &input);

/// Parses a finite number (C locale, shortest forms like "1e3" allowed).
bool parseFiniteNumber(const QString &text, double *out);

/// The times of a repeatable "--time T[,T...]" option, in order. On a non-number or no time
/// at all prints the error ("--time needs numbers, not …", "missing --time T[,T...]") and
/// returns false (the caller exits with ExitBadArguments).
bool parseTimeList(const QCommandLineParser &parser, const QCommandLineOption &option, const QString &command,
                   std::vector<double> *times);

} // namespace knotline::cli
