// knotline: the editor executable. See CommandLine.h for the command line.

#include "app/CommandLine.h"
#include "app/MainWindow.h"
#include "app/Screenshot.h"
#include "app/actions/DopeSheetActions.h"
#include "app/cli/CliMain.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QTranslator>

#include <cstdio>
#include <cstring>
#include <memory>

namespace {

/// Installs Knotline's translation (compiled into :/i18n) and Qt's own for `language`,
/// or for the system locale when `language` is empty; without a Knotline translation for
/// it, the English one (plural forms only). Returns false when an explicitly
/// requested non-English language has no Knotline translation.
bool installTranslations(QCoreApplication &app, const QString &language)
{
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    if (!language.isEmpty())
        QLocale::setDefault(locale);

    auto *knotline = new QTranslator(&app);
    const bool found =
        knotline->load(locale, QStringLiteral("knotline"), QStringLiteral("_"),
                       QStringLiteral(":/i18n"));
    // A language Knotline has no translation for shows the English texts, with the English
    // plural forms ("1 placement", "2 placements") instead of the source's "placement(s)".
    if (found || knotline->load(QStringLiteral(":/i18n/knotline_en.qm")))
        app.installTranslator(knotline);

    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        app.installTranslator(qt);

    return found || language.isEmpty() || locale.language() == QLocale::English;
}

/// True when the command line asks only for text (--help, --help-all, -h, -?, --version,
/// -v): that needs no window system, so it works without a display.
bool wantsTextOnly(int argc, char **argv)
{
    for (int i = 1; i < argc; ++i)
        for (const char *option : {"--help", "--help-all", "-h", "-?", "--version", "-v"})
            if (std::strcmp(argv[i], option) == 0)
                return true;
    return false;
}

} // namespace

int main(int argc, char *argv[])
{
    // Subcommands (bake, eval, info) run without any GUI object: see app/cli/CliMain.h.
    if (knotline::cli::isSubcommand(argc, argv))
        return knotline::cli::runSubcommand(argc, argv);

    const bool textOnly = wantsTextOnly(argc, argv);
    const std::unique_ptr<QCoreApplication> application = textOnly
        ? std::make_unique<QCoreApplication>(argc, argv)
        : std::make_unique<QApplication>(argc, argv);
    QCoreApplication &app = *application;
    QCoreApplication::setOrganizationName(QStringLiteral("Knotline"));
    QCoreApplication::setApplicationName(QStringLiteral("Knotline"));
    QCoreApplication::setApplicationVersion(QStringLiteral(KNOTLINE_VERSION));

    // The first parse only finds --lang, so that help and error texts of the second parse
    // are already translated.
    const QString language = knotline::parseCommandLine(app.arguments()).options.language;
    if (!installTranslations(app, language)) {
        std::fprintf(stderr, "knotline: no translation for language \"%s\"; using English\n",
                     qPrintable(language));
    }

    const knotline::CommandLineResult commandLine = knotline::parseCommandLine(app.arguments());
    switch (commandLine.action) {
    case knotline::CommandLineResult::Action::ExitOk:
        std::fputs(qPrintable(commandLine.message), stdout);
        return 0;
    case knotline::CommandLineResult::Action::ExitError:
        std::fprintf(stderr, "knotline: %s\n", qPrintable(commandLine.message));
        return 1;
    case knotline::CommandLineResult::Action::Run:
        if (textOnly) // cannot happen: --help and --version always exit above
            return 1;
        break;
    }

    // The GUI: the given file, or the bundled sample scene.
    const bool screenshot = !commandLine.options.screenshotPath.isEmpty();
    knotline::MainWindow window(screenshot ? knotline::MainWindow::Mode::Screenshot
                                           : knotline::MainWindow::Mode::Interactive);
    const bool opened = commandLine.options.file.isEmpty()
        ? window.openSampleScene()
        : window.openFile(commandLine.options.file);
    if (opened && commandLine.options.selectPlacement && !window.selectPlacement(*commandLine.options.selectPlacement))
        std::fprintf(stderr, "knotline: %s\n",
                     qPrintable(QCoreApplication::translate("CommandLine", "--select-placement: the timeline has no placed clip %1:%2")
                                    .arg(commandLine.options.selectPlacement->first + 1)
                                    .arg(commandLine.options.selectPlacement->second + 1)));
    if (commandLine.options.dopeSheet)
        if (auto *dope = window.findChild<knotline::DopeSheetActions *>())
            dope->showInOwnRow();

    if (screenshot) {
        if (!opened)
            return 1; // the error is on stderr
        return knotline::saveScreenshot(window, commandLine.options.screenshotPath) ? 0 : 1;
    }

    window.restoreSettings();
    window.show();
    return app.exec();
}
