// File ▸ Export Baked Layer… for Maya .anim documents (app/edits/BakedLayerExport.h): an
// .anim file opened in the main window, edited, and exported, read back as usda; every time
// sample equals what `knotline bake` writes for the same curves (the CLI run on the saved
// edit), value for value and time for time — a stepped key included, whose jump gets the
// extra sample just after its time. And before the edit: the export equals the CLI's bake of
// the file as opened.
#include "app/MainWindow.h"
#include "app/cli/BakeCommand.h"
#include "app/cli/CliCommon.h"
#include "app/edits/BakedLayerExport.h"
#include "core/document/Layer.h"
#include "core/document/TimeSamples.h"
#include "core/io/LayerFile.h"
#include "widgets/session/EditorSession.h"

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace knotline;

namespace {

const char *kAnim = "animVersion 1.1;\nmayaVersion 2024;\ntimeUnit film;\nlinearUnit cm;\nangularUnit deg;\n"
                    "startTime 1;\nendTime 12;\n"
                    "anim translate.translateY translateY ball 0 1 0;\nanimData {\n  input time;\n  output linear;\n"
                    "  weighted 0;\n  keys {\n    1 0 auto auto 1 0 0;\n    5 6 step step 1 0 0;\n"
                    "    8 2 spline spline 1 0 0;\n    12 0 linear linear 1 0 0;\n  }\n}\n"
                    "anim rotate.rotateZ rotateZ ball 0 1 1;\nanimData {\n  input time;\n  output angular;\n"
                    "  weighted 0;\n  preInfinity cycle;\n  postInfinity oscillate;\n  keys {\n"
                    "    2 0 flat flat 1 0 0;\n    6 90 spline spline 1 0 0;\n  }\n}\n";

/// "path @ time = value" for every time sample of every attribute of `layer`.
QStringList samples(const Layer &layer)
{
    QStringList out;
    forEachAttribute(layer, [&](const std::string &path, const Prim &, const Attribute &a) {
        if (!a.timeSamples)
            return;
        for (const TimeSample &s : *a.timeSamples)
            out << QStringLiteral("%1 @ %2 = %3")
                       .arg(QString::fromStdString(path))
                       .arg(s.time, 0, 'g', 17)
                       .arg(QString::fromStdString(s.value.text));
    });
    return out;
}

} // namespace

class TestAnimBakedExport : public QObject {
    Q_OBJECT

private slots:
    void exportEqualsCli();
};

void TestAnimBakedExport::exportEqualsCli()
{
    QTemporaryDir dir;
    const QString input = dir.filePath(QStringLiteral("ball.anim"));
    QFile f(input);
    QVERIFY(dir.isValid() && f.open(QIODevice::WriteOnly) && f.write(kAnim) > 0);
    f.close();
    MainWindow w(MainWindow::Mode::Screenshot);
    QVERIFY(w.openFile(input));
    const EditorDocument &doc = *w.session()->document();
    QVERIFY(canExportBaked(doc));

    QStringList last; // the samples of the previous export
    const auto compare = [&](const QString &cliInput, const QString &tag) {
        const QString gui = dir.filePath(tag + QStringLiteral("_gui.usda"));
        const QString cli = dir.filePath(tag + QStringLiteral("_cli.usda"));
        BakeOptions options;
        options.start = 1.0;
        options.end = 12.0;
        const Result<BakeReport> report = exportBakedLayer(doc, options, gui);
        QVERIFY2(report.isOk(), report.isOk() ? "" : report.message().c_str());
        QCOMPARE(report->attributes.size(), std::size_t(2));
        QCOMPARE(cli::runBake({QStringLiteral("knotline"), cliInput, QStringLiteral("--range"), QStringLiteral("1:12"),
                               QStringLiteral("-o"), cli}),
                 int(cli::ExitOk));
        const Result<Layer> fromGui = readLayerFile(gui);
        const Result<Layer> fromCli = readLayerFile(cli);
        QVERIFY(fromGui.isOk() && fromCli.isOk());
        const QStringList a = samples(fromGui.value());
        const QStringList b = samples(fromCli.value());
        QVERIFY(a.size() >= 24);
        QCOMPARE(a, b);
        QVERIFY(a != last); // the edit shows in the export
        last = a;
        qInfo("%s: %lld time samples compared", qPrintable(tag), qlonglong(a.size()));
    };
    compare(input, QStringLiteral("opened"));
    if (QTest::currentTestFailed())
        return;
    // Edit a key (one undo step), save the edit for the CLI, export again.
    const ChannelId ty = *doc.findChannelByPath("ball.translate.translateY");
    QVERIFY(w.session()->applyEdit(ty, [](AnimCurveFn &fn) { return fn.setValue(2, 4.5); }, QStringLiteral("Edit")).isOk());
    const QString saved = dir.filePath(QStringLiteral("edited.anim"));
    QVERIFY(w.session()->document()->saveAs(saved).isOk());
    compare(saved, QStringLiteral("edited"));
}

QTEST_MAIN(TestAnimBakedExport)
#include "tst_anim_baked_export.moc"
