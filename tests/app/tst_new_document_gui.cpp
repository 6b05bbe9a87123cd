// File ▸ New, Curve ▸ Add Curve… and the first Save of a new document, driven with real
// QTest key events: Ctrl+N makes a new document, Ctrl+Shift+N opens the Add Curve dialog,
// whose fields are typed into (the message line and OK follow the typing), S keys the
// current curve, Ctrl+Z / Ctrl+Shift+Z undo and redo, Ctrl+S asks for a file name (typed
// into the file dialog) and writes the format the extension names; the file is reopened and
// compared. Plus the document-level rules of a new document (one kind of channel, the
// format's refusal of the other kind).
#include "app/MainWindow.h"
#include "tests/support/ModalDialogs.h"
#include "core/animcurve/AnimCurveFn.h"
#include "core/editor/EditorDocument.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/session/EditorSession.h"

#include <QAction>
#include <QApplication>
#include <QComboBox>
#include <QDialog>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileDialog>
#include <QLabel>
#include <QLineEdit>
#include <QMessageBox>
#include <QPushButton>
#include <QSettings>
#include <QTemporaryDir>
#include <QTest>
#include <QTimer>

#include <functional>

using namespace knotline;
using knotline::test::typeFileName;
using knotline::test::withDialog;

namespace {

/// Types `text` into `edit` as a user would (focus, select all, type).
void typeInto(QLineEdit *edit, const QString &text)
{
    edit->setFocus();
    QTest::keyClick(edit, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(edit, text);
}

QPushButton *okButton(QDialog *dialog)
{
    return dialog->findChild<QDialogButtonBox *>()->button(QDialogButtonBox::Ok);
}

/// The values of `curve`'s keys as (time, value) pairs.
std::vector<std::pair<double, double>> keys(const AnimCurve &curve)
{
    std::vector<std::pair<double, double>> out;
    for (std::size_t i = 0; i < curve.numKeys(); ++i)
        out.emplace_back(curve.keyTime(i), curve.keyValue(i));
    return out;
}

Channel channelAt(std::string path, ChannelSource source)
{
    Channel c;
    c.path = std::move(path);
    c.source = source;
    return c;
}

} // namespace

class TestNewDocumentGui : public QObject {
    Q_OBJECT

private slots:
    void initTestCase();
    void newAddCurvesKeyUndoSaveReopen();
    void addCurveValidatesAsTyped();
    void newAnimDocumentSavesAsAnim();
    void newDocumentRules();

private:
    QTemporaryDir m_dir;
};

void TestNewDocumentGui::initTestCase()
{
    QVERIFY(m_dir.isValid());
    QCoreApplication::setOrganizationName(QStringLiteral("KnotlineTest"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_new_document_gui"));
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    QSettings().clear();
}

void TestNewDocumentGui::newAddCurvesKeyUndoSaveReopen()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    EditorSession *s = w.session();
    QVERIFY(w.openSampleScene());

    // Ctrl+N: the sample is unmodified, so no question; an empty new document.
    QTest::keyClick(w.canvas(), Qt::Key_N, Qt::ControlModifier);
    QCOMPARE(int(s->document()->channelCount()), 0);
    QVERIFY(s->document()->isUnsavedNew());
    QVERIFY(!w.findChild<QAction *>(QStringLiteral("actionSave"))->isEnabled());

    // Ctrl+Shift+N twice: /Ball.translateX (double) and /Ball/Shadow.opacity (float).
    const auto addCurve = [&](const QString &prim, const QString &attribute, int valueType) {
        return withDialog([&] { QTest::keyClick(w.canvas(), Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier); },
                          [&](QDialog *d) {
                              typeInto(d->findChild<QLineEdit *>(QStringLiteral("addCurvePrim")), prim);
                              typeInto(d->findChild<QLineEdit *>(QStringLiteral("addCurveAttribute")), attribute);
                              auto *type = d->findChild<QComboBox *>(QStringLiteral("addCurveValueType"));
                              type->setFocus();
                              for (int i = type->currentIndex(); i < valueType; ++i)
                                  QTest::keyClick(type, Qt::Key_Down);
                              QVERIFY(okButton(d)->isEnabled());
                              QTest::keyClick(d, Qt::Key_Return);
                          });
    };
    QVERIFY(addCurve(QStringLiteral("/Ball"), QStringLiteral("translateX"), 0));
    w.activateWindow(); // back from the dialog (offscreen, activation does not return by itself)
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QCOMPARE(int(s->document()->channelCount()), 1);
    QCOMPARE(s->undoStack()->count(), 1);
    QVERIFY(addCurve(QStringLiteral("/Ball/Shadow"), QStringLiteral("opacity"), 1));
    w.activateWindow();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    QCOMPARE(int(s->document()->channelCount()), 2);
    QCOMPARE(s->undoStack()->count(), 2); // each curve one undo step
    const ChannelId opacity = s->document()->channelIdAt(1);
    QCOMPARE(s->document()->channel(opacity).path, std::string("/Ball/Shadow.opacity"));
    QCOMPARE(s->document()->channel(opacity).curve.spline().valueType(), ValueType::Float);
    QCOMPARE(s->currentChannel(), std::optional<ChannelId>(opacity)); // the added curve is current
    QVERIFY(w.findChild<QAction *>(QStringLiteral("actionSave"))->isEnabled());

    // S keys the current curve at the current time.
    s->setCurrentTime(5.0);
    QTest::keyClick(w.canvas(), Qt::Key_S);
    QCOMPARE(int(s->document()->channel(opacity).curve.numKeys()), 1);
    QCOMPARE(s->undoStack()->count(), 3);

    // Undo the key and the second curve, redo both.
    QTest::keyClick(w.canvas(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(int(s->document()->channel(opacity).curve.numKeys()), 0);
    QTest::keyClick(w.canvas(), Qt::Key_Z, Qt::ControlModifier);
    QCOMPARE(int(s->document()->channelCount()), 1);
    QTest::keyClick(w.canvas(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QTest::keyClick(w.canvas(), Qt::Key_Z, Qt::ControlModifier | Qt::ShiftModifier);
    QCOMPARE(int(s->document()->channelCount()), 2);
    QCOMPARE(keys(s->document()->channel(opacity).curve), (std::vector<std::pair<double, double>>{{5.0, 0.0}}));
    // A second key with a value, through the document (the knot table is tested elsewhere).
    QVERIFY(s->applyEdit(opacity, [](AnimCurveFn &fn) {
        const Result<std::size_t> k = fn.addKey(12.0, 0.75, MayaTangentType::Linear, MayaTangentType::Linear);
        return k ? Status::ok() : k.status();
    }, QStringLiteral("key")));

    // Ctrl+S: a never-saved new document asks for a name; typed without an extension, the
    // USD filter (offered first for USD attributes) gives .usda.
    const QString base = m_dir.filePath(QStringLiteral("ball"));
    QVERIFY(withDialog([&] { QTest::keyClick(w.canvas(), Qt::Key_S, Qt::ControlModifier); },
                       [&](QDialog *d) {
                           auto *files = qobject_cast<QFileDialog *>(d);
                           QVERIFY(files);
                           QCOMPARE(files->objectName(), QStringLiteral("saveAsDialog"));
                           QCOMPARE(files->nameFilters().size(), 2);
                           QVERIFY(files->selectedNameFilter().contains(QLatin1String("*.usda")));
                           typeFileName(files, base);
                       }));
    const QString path = base + QStringLiteral(".usda");
    QVERIFY(QFile::exists(path));
    QCOMPARE(s->document()->filePath(), path);
    QVERIFY(!s->document()->isModified());
    QVERIFY(!s->document()->isUnsavedNew());
    QVERIFY(s->document()->usdDocument()); // a usda document from now on
    const std::vector<std::pair<double, double>> saved = keys(s->document()->channel(opacity).curve);

    // Reopen and compare.
    const Result<std::unique_ptr<EditorDocument>> reopened = EditorDocument::open(path);
    QVERIFY2(reopened, reopened.status().message().c_str());
    const EditorDocument &doc = *reopened.value();
    QCOMPARE(int(doc.channelCount()), 2);
    const std::optional<ChannelId> x = doc.findChannelByPath("/Ball.translateX");
    const std::optional<ChannelId> o = doc.findChannelByPath("/Ball/Shadow.opacity");
    QVERIFY(x && o);
    QCOMPARE(int(doc.channel(*x).curve.numKeys()), 0);
    QCOMPARE(doc.channel(*o).curve.spline().valueType(), ValueType::Float);
    QCOMPARE(keys(doc.channel(*o).curve), saved);
    QCOMPARE(saved.size(), std::size_t(2));
    QCOMPARE(doc.startTimeCode(), 1.0);
    QCOMPARE(doc.endTimeCode(), 24.0);
}

void TestNewDocumentGui::addCurveValidatesAsTyped()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    EditorSession *s = w.session();
    QVERIFY(w.newDocument());
    EditGesture add(s, QStringLiteral("add"));
    QVERIFY(add.insertChannel(0, channelAt("/Ball.tx", ChannelSource::UsdaAttribute)));
    add.commit();

    QStringList seen;
    bool okWhenValid = false;
    QVERIFY(withDialog([&] { w.findChild<QAction *>(QStringLiteral("actionAddCurve"))->trigger(); },
                       [&](QDialog *d) {
                           auto *prim = d->findChild<QLineEdit *>(QStringLiteral("addCurvePrim"));
                           auto *attribute = d->findChild<QLineEdit *>(QStringLiteral("addCurveAttribute"));
                           auto *message = d->findChild<QLabel *>(QStringLiteral("addCurveMessage"));
                           auto *kind = d->findChild<QComboBox *>(QStringLiteral("addCurveKind"));
                           QVERIFY(!kind->isEnabled()); // the document holds USD attributes already
                           const auto state = [&] {
                               seen << message->text();
                               return okButton(d)->isEnabled();
                           };
                           QVERIFY(!state()); // empty prim path
                           typeInto(prim, QStringLiteral("/Ball"));
                           QVERIFY(!state()); // empty attribute name
                           typeInto(attribute, QStringLiteral("tx"));
                           QVERIFY(!state()); // an existing channel
                           typeInto(attribute, QStringLiteral("2tx"));
                           QVERIFY(!state()); // a bad attribute name
                           typeInto(prim, QStringLiteral("/Ball/"));
                           typeInto(attribute, QStringLiteral("ty"));
                           QVERIFY(!state()); // a bad prim path
                           typeInto(prim, QStringLiteral("/Ball/Shadow"));
                           okWhenValid = state();
                           QTest::keyClick(d, Qt::Key_Escape);
                       }));
    QVERIFY(okWhenValid);
    QCOMPARE(seen.size(), 6);
    QCOMPARE(seen[0], QStringLiteral("enter a prim path, e.g. /Ball"));
    QCOMPARE(seen[1], QStringLiteral("enter an attribute name, e.g. translateX"));
    QCOMPARE(seen[2], QStringLiteral("/Ball.tx is already a channel"));
    QVERIFY2(seen[3].startsWith(QLatin1String("2tx is not an attribute name")), qPrintable(seen[3]));
    QVERIFY2(seen[4].startsWith(QLatin1String("/Ball/ is not a prim path")), qPrintable(seen[4]));
    QCOMPARE(int(s->document()->channelCount()), 1); // Escape added nothing
    QCOMPARE(s->undoStack()->count(), 1);
}

void TestNewDocumentGui::newAnimDocumentSavesAsAnim()
{
    MainWindow w;
    w.show();
    QVERIFY(QTest::qWaitForWindowActive(&w));
    EditorSession *s = w.session();
    QTest::keyClick(w.canvas(), Qt::Key_N, Qt::ControlModifier);
    QVERIFY(s->document()->isUnsavedNew());
    QVERIFY(withDialog([&] { QTest::keyClick(w.canvas(), Qt::Key_N, Qt::ControlModifier | Qt::ShiftModifier); },
                       [&](QDialog *d) {
                           auto *kind = d->findChild<QComboBox *>(QStringLiteral("addCurveKind"));
                           QVERIFY(kind->isEnabled());
                           kind->setFocus();
                           QTest::keyClick(kind, Qt::Key_Down); // Maya anim curve
                           auto *path = d->findChild<QLineEdit *>(QStringLiteral("addCurveNodeAttribute"));
                           QVERIFY(path->isVisible());
                           typeInto(path, QStringLiteral("ball.translateY"));
                           QTest::keyClick(d, Qt::Key_Return);
                       }));
    QCOMPARE(int(s->document()->channelCount()), 1);
    const ChannelId y = s->document()->channelIdAt(0);
    QCOMPARE(s->document()->channel(y).source, ChannelSource::AnimCurve);
    w.activateWindow(); // back from the dialog (offscreen, activation does not return by itself)
    QVERIFY(QTest::qWaitForWindowActive(&w));
    s->setCurrentTime(3.0);
    QTest::keyClick(w.canvas(), Qt::Key_S);
    QCOMPARE(int(s->document()->channel(y).curve.numKeys()), 1);

    // Typed as .usda, the Maya curve is refused with the reason (a message box); nothing written.
    const QString usda = m_dir.filePath(QStringLiteral("refused.usda"));
    QString refusal;
    QVERIFY(withDialog([&] { w.saveAs(); },
                       [&](QDialog *d) {
                           auto *files = qobject_cast<QFileDialog *>(d);
                           QVERIFY(files);
                           // Offered first for Maya curves.
                           QVERIFY(files->selectedNameFilter().contains(QLatin1String("*.anim")));
                           typeFileName(files, usda);
                       }));
    for (QMessageBox *box : w.findChildren<QMessageBox *>())
        refusal += box->informativeText() + box->text();
    QVERIFY2(refusal.contains(QLatin1String("ball.translateY is a Maya curve")), qPrintable(refusal));
    QVERIFY(!QFile::exists(usda));
    QVERIFY(s->document()->isUnsavedNew());
    for (QMessageBox *box : w.findChildren<QMessageBox *>())
        box->close(); // (deleted on close)
    QTest::qWait(0);

    const QString anim = m_dir.filePath(QStringLiteral("ball.anim"));
    QVERIFY(withDialog([&] { w.saveAs(); },
                       [&](QDialog *d) {
                           typeFileName(d, anim);
                       }));
    QVERIFY(QFile::exists(anim));
    QVERIFY(s->document()->animFile());
    const Result<std::unique_ptr<EditorDocument>> reopened = EditorDocument::open(anim);
    QVERIFY2(reopened, reopened.status().message().c_str());
    const std::optional<ChannelId> again = reopened.value()->findChannelByPath("ball.translateY");
    QVERIFY(again);
    QCOMPARE(keys(reopened.value()->channel(*again).curve), (std::vector<std::pair<double, double>>{{3.0, 0.0}}));
}

void TestNewDocumentGui::newDocumentRules()
{
    std::unique_ptr<EditorDocument> doc = EditorDocument::createNew();
    QVERIFY(doc->isUnsavedNew());
    QVERIFY(doc->insertChannel(0, channelAt("/Rig/Arm.rotateZ", ChannelSource::UsdaAttribute)));
    // One kind per new document.
    const Result<ChannelId> maya = doc->insertChannel(1, channelAt("arm.rotateZ", ChannelSource::AnimCurve));
    QCOMPARE(maya.status().id(), MessageId::NewDocumentMixedKinds);
    QCOMPARE(doc->insertChannel(1, channelAt("/Rig/Arm.rotate Z", ChannelSource::UsdaAttribute)).status().id(),
             MessageId::NotAttributeName);
    QCOMPARE(doc->insertChannel(1, channelAt("Rig.rotateZ", ChannelSource::UsdaAttribute)).status().id(),
             MessageId::NotAttributePath);
    // Saving USD attributes as .anim is refused with the reason, writing nothing.
    const QString anim = m_dir.filePath(QStringLiteral("rules.anim"));
    QCOMPARE(doc->saveAs(anim).id(), MessageId::ChannelNotForAnim);
    QVERIFY(!QFile::exists(anim));
    QCOMPARE(doc->saveAs(m_dir.filePath(QStringLiteral("rules.txt"))).id(), MessageId::NewDocumentSaveExtension);
    const QString usda = m_dir.filePath(QStringLiteral("rules.usda"));
    QVERIFY(doc->saveAs(usda));
    QVERIFY(!doc->isUnsavedNew());
    // Now a usda document: a new prim must exist in the root layer.
    QCOMPARE(doc->insertChannel(1, channelAt("/Other.tx", ChannelSource::UsdaAttribute)).status().id(),
             MessageId::RootLayerHasNoPrim);
    QVERIFY(doc->insertChannel(1, channelAt("/Rig.tx", ChannelSource::UsdaAttribute)));
}

QTEST_MAIN(TestNewDocumentGui)
#include "tst_new_document_gui.moc"
