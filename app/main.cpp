// knotline: the editor executable. See CommandLine.h for the command line.

#include "app/CommandLine.h"
#include "app/MainWindow.h"
#include "app/cli/CliMain.h"

#include <QApplication>
#include <QLibraryInfo>
#include <QLocale>
#include <QPixmap>
#include <QTranslator>

#include <cstdio>

namespace {

/// Installs Knotline's translation (compiled into :/i18n) and Qt's own for `language`,
/// or for the system locale when `language` is empty. Returns false when an explicitly
/// requested non-English language has no Knotline translation.
bool installTranslations(QApplication &app, const QString &language)
{
    const QLocale locale = language.isEmpty() ? QLocale::system() : QLocale(language);
    if (!language.isEmpty())
        QLocale::setDefault(locale);

    auto *knotline = new QTranslator(&app);
    const bool found =
        knotline->load(locale, QStringLiteral("knotline"), QStringLiteral("_"),
                       QStringLiteral(":/i18n"));
    if (found)
        app.installTranslator(knotline);

    auto *qt = new QTranslator(&app);
    if (qt->load(locale, QStringLiteral("qtbase"), QStringLiteral("_"),
                 QLibraryInfo::path(QLibraryInfo::TranslationsPath)))
        app.installTranslator(qt);

    return found || language.isEmpty() || locale.language() == QLocale::English;
}

/// Renders `window` at 1280x800 without showing it on screen and saves it as PNG.
bool saveScreenshot(knotline::MainWindow &window, const QString &path)
{
    window.setAttribute(Qt::WA_DontShowOnScreen);
    window.resize(1280, 800);
    window.show();
    QCoreApplication::processEvents();
    const QPixmap pixmap = window.grab();
    if (pixmap.isNull()) {
        std::fprintf(stderr, "knotline: could not render the window for %s\n",
                     qPrintable(path));
        return false;
    }
    if (!pixmap.save(path, "PNG")) {
        std::fprintf(stderr, "knotline: could not write the screenshot %s\n", qPrintable(path));
        return false;
    }
    return true;
}

} // namespace

int main(int argc, char *argv[])
{
    // Subcommands (bake, eval, info) run without any GUI object: see app/cli/CliMain.h.
    if (knotline::cli::isSubcommand(argc, argv))
        return knotline::cli::runSubcommand(argc, argv);

    QApplication app(argc, argv);
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
        break;
    }

    knotline::MainWindow window;
    if (!commandLine.options.file.isEmpty())
        window.openFile(commandLine.options.file);

    if (!commandLine.options.screenshotPath.isEmpty())
        return saveScreenshot(window, commandLine.options.screenshotPath) ? 0 : 1;

    window.restoreSettings();
    window.show();
    return app.exec();
}
