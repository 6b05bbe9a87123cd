#pragma once
// Command line of the knotline executable:
//
//   knotline [--screenshot OUT.png] [--lang CODE] [--dope-sheet] [--select-placement T:P] [FILE]
//
// The subcommands `knotline bake|eval|info …` are dispatched in main() before this parser
// and before any GUI object exists (app/cli/CliMain.h).

#include <QString>
#include <QStringList>

#include <cstddef>
#include <optional>
#include <utility>

namespace knotline {

struct CommandLineOptions {
    QString file;           ///< positional FILE; empty when none was given
    QString screenshotPath; ///< --screenshot: render the main window to this PNG and exit
    QString language;       ///< --lang: translation to load (e.g. "de"); empty = system locale
    bool dopeSheet = false; ///< --dope-sheet: show the dope sheet dock in its own row at the bottom
    /// --select-placement T:P: after opening a timeline, select placed clip P of track T
    /// (both counted from 1, as `knotline info` numbers them), as a click on its bar would
    /// (its clip's channels go to the curve canvas); zero-based here.
    std::optional<std::pair<std::size_t, std::size_t>> selectPlacement;
};

struct CommandLineResult {
    enum class Action {
        Run,       ///< start the editor with `options`
        ExitOk,    ///< print `message` (help or version) on stdout, exit 0
        ExitError, ///< print `message` on stderr, exit 1
    };
    Action action = Action::Run;
    CommandLineOptions options;
    QString message;
};

/// The "Commands:" part of --help: the subcommands info, eval and bake (translated with
/// the installed translators).
QString commandsHelpText();

/// Parses `arguments` (including the program name, as QCoreApplication::arguments()).
/// Option descriptions are translated with the translators installed at call time.
/// Even when the result is an error, `options` holds what could be parsed.
CommandLineResult parseCommandLine(const QStringList &arguments);

} // namespace knotline
