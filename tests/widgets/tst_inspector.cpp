// InspectorWidget: spline-level settings of the current channel changed with real key and
// mouse events — curve type, pre/post extrapolation (Maya infinity types and Ts-only
// modes, sloped slope, loop boundary), inner loop, fixing regressive tangents — each one
// undo step that undo reverts; refused edits change nothing and show their reason in the
// widget; read-only channels disable the controls.
#include "tests/support/OpenedChannels.h"
#include "core/spline/Regression.h"
#include "tests/widgets/ItemViewTestData.h"
#include "widgets/inspector/ExtrapolationEditor.h"
#include "widgets/inspector/InnerLoopEditor.h"
#include "widgets/inspector/InspectorWidget.h"

#include <QCheckBox>
#include <QComboBox>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QSignalSpy>
#include <QSpinBox>
#include <QTest>

using namespace knotline;
using namespace knotline::test;

class TestInspector : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void showsCurrentValues();
    void curveTypeToggle();
    void postExtrapolationMayaType();
    void preExtrapolationTsSloped();
    void loopBoundary();
    void innerLoopApplyAndRemove();
    void innerLoopRefusedShowsMessage();
    void undrawableNumbersRefused_data();
    void undrawableNumbersRefused();
    void roundedFieldsKeepExactValues();
    void loopBoundaryWithInnerLoopRefused();
    void fixRegressiveTangents();
    void readOnlyChannelDisabled();
    void followsUndo();

private:
    /// Picks the combo entry with `data` using the keyboard (arrow keys on the closed
    /// combo; activated() fires on each step, as for a user).
    static void chooseByKeys(QComboBox *combo, int data);
    /// Replaces a line edit's text by typing, then Return.
    static void typeInto(QLineEdit *edit, const QString &text);
    const AnimCurve &curve(ChannelId ch) const { return m_session->document()->channel(ch).curve; }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<EditorSession> m_session;
    std::unique_ptr<InspectorWidget> m_inspector;
    ChannelId m_tx, m_ty, m_tz;
};

void TestInspector::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_session = std::make_unique<EditorSession>();
    QVERIFY(openInto(*m_session, writeScene(*m_dir)));
    m_tx = channelOf(*m_session, "/Ball.tx");
    m_ty = channelOf(*m_session, "/Ball.ty");
    m_tz = channelOf(*m_session, "/Ball.tz");
    m_inspector = std::make_unique<InspectorWidget>(m_session.get());
    m_inspector->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_inspector.get()));
    m_inspector->setChannel(m_tx);
}

void TestInspector::cleanup()
{
    m_inspector.reset();
    m_session.reset();
    m_dir.reset();
}

void TestInspector::chooseByKeys(QComboBox *combo, int data)
{
    const int target = combo->findData(data);
    QVERIFY(target >= 0);
    QVERIFY(combo->isEnabled());
    while (combo->currentIndex() != target) {
        const int before = combo->currentIndex();
        QTest::keyClick(combo, combo->currentIndex() < target ? Qt::Key_Down : Qt::Key_Up);
        QVERIFY(combo->currentIndex() != before);
    }
}

void TestInspector::typeInto(QLineEdit *edit, const QString &text)
{
    edit->selectAll();
    QTest::keyClick(edit, Qt::Key_Backspace);
    QTest::keyClicks(edit, text);
    QTest::keyClick(edit, Qt::Key_Return);
}

void TestInspector::showsCurrentValues()
{
    QCOMPARE(CurveType(m_inspector->curveTypeCombo()->currentData().toInt()), CurveType::Bezier);
    QCOMPARE(m_inspector->antiRegressionStrategy(), AntiRegressionMode::KeepRatio);
    QVERIFY(m_inspector->fixButton()->isEnabled()); // tx has a regressive segment
    QCOMPARE(ExtrapolationEditor::Choice(m_inspector->postExtrapolationEditor()->modeCombo()->currentData().toInt()),
             ExtrapolationEditor::Choice::Held);
    InnerLoopEditor *loop = m_inspector->innerLoopEditor();
    QCOMPARE(loop->startEdit()->text(), QStringLiteral("1")); // suggestion: the key range
    QCOMPARE(loop->endEdit()->text(), QStringLiteral("34"));
    QVERIFY(!loop->removeButton()->isEnabled());
    m_inspector->setChannel(m_ty);
    QCOMPARE(CurveType(m_inspector->curveTypeCombo()->currentData().toInt()), CurveType::Hermite);
    QVERIFY(!m_inspector->fixButton()->isEnabled());
}

void TestInspector::curveTypeToggle()
{
    m_inspector->setChannel(m_ty);
    const AnimCurve before = curve(m_ty);
    QVERIFY(!before.isWeighted());
    chooseByKeys(m_inspector->curveTypeCombo(), int(CurveType::Bezier));
    QVERIFY(curve(m_ty).isWeighted());
    QCOMPARE(curve(m_ty).spline().curveType(), CurveType::Bezier);
    QCOMPARE(m_session->undoStack()->count(), 1);
    QCOMPARE(m_session->undoStack()->undoText(), QStringLiteral("Set Curve Type"));
    m_session->undoStack()->undo();
    QVERIFY(curve(m_ty) == before);
    QCOMPARE(CurveType(m_inspector->curveTypeCombo()->currentData().toInt()), CurveType::Hermite);
}

void TestInspector::postExtrapolationMayaType()
{
    const AnimCurve before = curve(m_tx);
    chooseByKeys(m_inspector->postExtrapolationEditor()->modeCombo(),
                 int(ExtrapolationEditor::Choice::Oscillate));
    // Each arrow step applied one setting: the last one is Oscillate.
    QCOMPARE(curve(m_tx).postInfinityType(), InfinityType::Oscillate);
    QVERIFY(!curve(m_tx).isPostExtrapolationTsAuthored());
    QCOMPARE(curve(m_tx).spline().postExtrapolation().mode, ExtrapolationMode::LoopOscillate);
    // Oscillating after 34: 34 + 3 mirrors to 31.
    QCOMPARE(*curve(m_tx).spline().eval(37.0), *curve(m_tx).spline().eval(31.0));
    QCOMPARE(m_session->undoStack()->undoText(), QStringLiteral("Set Post-Extrapolation"));
    while (m_session->undoStack()->canUndo())
        m_session->undoStack()->undo();
    QVERIFY(curve(m_tx) == before);
    QCOMPARE(ExtrapolationEditor::Choice(m_inspector->postExtrapolationEditor()->modeCombo()->currentData().toInt()),
             ExtrapolationEditor::Choice::Held);
}

void TestInspector::preExtrapolationTsSloped()
{
    ExtrapolationEditor *pre = m_inspector->preExtrapolationEditor();
    chooseByKeys(pre->modeCombo(), int(ExtrapolationEditor::Choice::Sloped));
    QCOMPARE(curve(m_tx).spline().preExtrapolation().mode, ExtrapolationMode::Sloped);
    QVERIFY(curve(m_tx).isPreExtrapolationTsAuthored());
    QVERIFY(pre->slopeEdit()->isEnabled());
    const int steps = m_session->undoStack()->count();
    typeInto(pre->slopeEdit(), QStringLiteral("-2"));
    QCOMPARE(curve(m_tx).spline().preExtrapolation().slope, -2.0);
    QCOMPARE(*curve(m_tx).spline().eval(-1.0), 4.0); // 0 + (-2) * (-1 - 1)
    QCOMPARE(m_session->undoStack()->count(), steps + 1);
    m_session->undoStack()->undo();
    QCOMPARE(curve(m_tx).spline().preExtrapolation().slope, 0.0);
    QCOMPARE(pre->slopeEdit()->text(), QStringLiteral("0"));
}

void TestInspector::loopBoundary()
{
    ExtrapolationEditor *post = m_inspector->postExtrapolationEditor();
    chooseByKeys(post->modeCombo(), int(ExtrapolationEditor::Choice::Cycle));
    QVERIFY(post->boundaryCheck()->isEnabled());
    QTest::mouseClick(post->boundaryCheck(), Qt::LeftButton);
    QVERIFY(post->boundaryEdit()->isEnabled());
    QCOMPARE(post->boundaryEdit()->text(), QStringLiteral("34")); // suggested: the last key
    typeInto(post->boundaryEdit(), QStringLiteral("20"));
    const Extrapolation &e = curve(m_tx).spline().postExtrapolation();
    QCOMPARE(e.mode, ExtrapolationMode::LoopReset);
    QCOMPARE(e.loopBoundary, std::optional(20.0));
    QVERIFY(curve(m_tx).isPostExtrapolationTsAuthored());
    // Looping [20, 34] after 34: 34 + 5 evaluates like 25.
    QCOMPARE(*curve(m_tx).spline().eval(39.0), *curve(m_tx).spline().eval(25.0));
    QCOMPARE(m_inspector->message(), QString());
}

void TestInspector::innerLoopApplyAndRemove()
{
    InnerLoopEditor *loop = m_inspector->innerLoopEditor();
    typeInto(loop->startEdit(), QStringLiteral("1"));
    typeInto(loop->endEdit(), QStringLiteral("10"));
    loop->postLoopsSpin()->selectAll();
    QTest::keyClicks(loop->postLoopsSpin(), QStringLiteral("2"));
    typeInto(loop->offsetEdit(), QStringLiteral("1.5"));
    QCOMPARE(m_session->undoStack()->count(), 0); // nothing until Apply
    QTest::mouseClick(loop->applyButton(), Qt::LeftButton);
    const LoopParams &p = curve(m_tx).spline().innerLoopParams();
    QCOMPARE(p.protoStart, 1.0);
    QCOMPARE(p.protoEnd, 10.0);
    QCOMPARE(p.numPostLoops, 2);
    QCOMPARE(p.numPreLoops, 0);
    QCOMPARE(p.valueOffset, 1.5);
    QVERIFY(curve(m_tx).spline().hasInnerLoops());
    // First copy: 10 + 2 evaluates like 1 + 2, plus the offset.
    QCOMPARE(*curve(m_tx).spline().eval(12.0), *curve(m_tx).spline().eval(3.0) + 1.5);
    QCOMPARE(m_session->undoStack()->count(), 1);
    QCOMPARE(m_session->undoStack()->undoText(), QStringLiteral("Set Inner Loop"));
    QVERIFY(loop->removeButton()->isEnabled());
    QVERIFY(loop->stateLabel()->text().contains(QStringLiteral("active")));
    QTest::mouseClick(loop->removeButton(), Qt::LeftButton);
    QVERIFY(curve(m_tx).spline().innerLoopParams().isDefault());
    QCOMPARE(m_session->undoStack()->undoText(), QStringLiteral("Remove Inner Loop"));
    m_session->undoStack()->undo();
    QCOMPARE(curve(m_tx).spline().innerLoopParams().numPostLoops, 2);
    QCOMPARE(loop->postLoopsSpin()->value(), 2);
}

void TestInspector::roundedFieldsKeepExactValues()
{
    // A sloped pre-extrapolation with slope 1/3 shows "0.333"; confirming the field
    // unchanged keeps the exact slope (no undo step), typing stores exactly what was typed.
    Extrapolation sloped;
    sloped.mode = ExtrapolationMode::Sloped;
    sloped.slope = 1.0 / 3.0;
    QVERIFY(m_session->applyEdit(m_tx,
                                 [&](AnimCurveFn &fn) {
                                     return fn.editSpline([&](Spline &s) { return s.setPreExtrapolation(sloped); });
                                 },
                                 QStringLiteral("Slope")).isOk());
    ExtrapolationEditor *pre = m_inspector->preExtrapolationEditor();
    QCOMPARE(pre->slopeEdit()->text(), QStringLiteral("0.333"));
    const int steps = m_session->undoStack()->count();
    pre->slopeEdit()->setFocus();
    QTest::keyClick(pre->slopeEdit(), Qt::Key_Return);
    QCOMPARE(curve(m_tx).spline().preExtrapolation().slope, 1.0 / 3.0);
    QCOMPARE(m_session->undoStack()->count(), steps);
    typeInto(pre->slopeEdit(), QStringLiteral("0.3333"));
    QCOMPARE(curve(m_tx).spline().preExtrapolation().slope, 0.3333);
    QCOMPARE(pre->slopeEdit()->text(), QStringLiteral("0.333"));

    // Inner loop: an offset of 2/3 survives an Apply that changes only the copy count.
    InnerLoopEditor *loop = m_inspector->innerLoopEditor();
    typeInto(loop->startEdit(), QStringLiteral("1"));
    typeInto(loop->endEdit(), QStringLiteral("10"));
    loop->postLoopsSpin()->selectAll();
    QTest::keyClicks(loop->postLoopsSpin(), QStringLiteral("1"));
    typeInto(loop->offsetEdit(), QString::number(2.0 / 3.0, 'g', 17));
    QTest::mouseClick(loop->applyButton(), Qt::LeftButton);
    QCOMPARE(curve(m_tx).spline().innerLoopParams().valueOffset, 2.0 / 3.0);
    QCOMPARE(loop->offsetEdit()->text(), QStringLiteral("0.667"));
    loop->postLoopsSpin()->selectAll();
    QTest::keyClicks(loop->postLoopsSpin(), QStringLiteral("2"));
    QTest::mouseClick(loop->applyButton(), Qt::LeftButton);
    QCOMPARE(curve(m_tx).spline().innerLoopParams().numPostLoops, 2);
    QCOMPARE(curve(m_tx).spline().innerLoopParams().valueOffset, 2.0 / 3.0);
}

void TestInspector::innerLoopRefusedShowsMessage()
{
    QSignalSpy refused(m_inspector.get(), &InspectorWidget::editRefused);
    const AnimCurve before = curve(m_tx);
    InnerLoopEditor *loop = m_inspector->innerLoopEditor();
    typeInto(loop->startEdit(), QStringLiteral("20"));
    typeInto(loop->endEdit(), QStringLiteral("10")); // end before start
    QTest::keyClick(loop->postLoopsSpin(), Qt::Key_Up);
    QTest::mouseClick(loop->applyButton(), Qt::LeftButton);
    QVERIFY(curve(m_tx) == before);
    QCOMPARE(m_session->undoStack()->count(), 0);
    QCOMPARE(refused.count(), 1);
    QVERIFY(m_inspector->message().contains(QStringLiteral("Set Inner Loop refused")));
    QVERIFY(m_inspector->findChild<QLabel *>() != nullptr);
    // The next successful edit clears the message.
    chooseByKeys(m_inspector->curveTypeCombo(), int(CurveType::Hermite));
    QCOMPARE(m_inspector->message(), QString());
}

// Issue 17 item 14: the inspector's number fields refuse what cannot be drawn with a
// message in its message line, by the key table's rule (EditNumber.h): typed with key
// events, confirmed with Return (slope, loop boundary) or the Apply button (inner loop).
void TestInspector::undrawableNumbersRefused_data()
{
    QTest::addColumn<QString>("field");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("message");
    const QString notANumber = QStringLiteral("\"%1\" is not a finite number.");
    const QString tooLarge =
        QStringLiteral("\"%1\" is too large: times, values, slopes and widths must lie between -1e15 and 1e15.");
    const auto rows = [&](const QString &field, const QString &prefix) {
        for (const char *t : {"abc", "nan", "inf", "1e"})
            QTest::addRow("%s %s", qPrintable(field), t)
                << field << QString::fromLatin1(t) << prefix + notANumber.arg(QString::fromLatin1(t));
        for (const char *t : {"1e308", "-1e16"})
            QTest::addRow("%s %s", qPrintable(field), t)
                << field << QString::fromLatin1(t) << prefix + tooLarge.arg(QString::fromLatin1(t));
    };
    rows(QStringLiteral("slope"), QStringLiteral("Set Pre-Extrapolation refused: "));
    rows(QStringLiteral("boundary"), QStringLiteral("Set Post-Extrapolation refused: "));
    rows(QStringLiteral("loop start"), QStringLiteral("Set Inner Loop refused (start): "));
    rows(QStringLiteral("loop end"), QStringLiteral("Set Inner Loop refused (end): "));
    rows(QStringLiteral("loop offset"), QStringLiteral("Set Inner Loop refused (value offset): "));
}

void TestInspector::undrawableNumbersRefused()
{
    QFETCH(QString, field);
    QFETCH(QString, typed);
    QFETCH(QString, message);
    ExtrapolationEditor *pre = m_inspector->preExtrapolationEditor();
    ExtrapolationEditor *post = m_inspector->postExtrapolationEditor();
    InnerLoopEditor *loop = m_inspector->innerLoopEditor();
    if (field == QLatin1String("slope")) {
        chooseByKeys(pre->modeCombo(), int(ExtrapolationEditor::Choice::Sloped));
    } else if (field == QLatin1String("boundary")) {
        chooseByKeys(post->modeCombo(), int(ExtrapolationEditor::Choice::Cycle));
        QTest::mouseClick(post->boundaryCheck(), Qt::LeftButton);
    }
    QCOMPARE(m_inspector->message(), QString());
    const AnimCurve before = curve(m_tx);
    const int steps = m_session->undoStack()->count();
    QSignalSpy refused(m_inspector.get(), &InspectorWidget::editRefused);
    if (field == QLatin1String("slope")) {
        typeInto(pre->slopeEdit(), typed);
    } else if (field == QLatin1String("boundary")) {
        typeInto(post->boundaryEdit(), typed);
    } else {
        typeInto(loop->startEdit(), field == QLatin1String("loop start") ? typed : QStringLiteral("1"));
        typeInto(loop->endEdit(), field == QLatin1String("loop end") ? typed : QStringLiteral("10"));
        typeInto(loop->offsetEdit(), field == QLatin1String("loop offset") ? typed : QStringLiteral("0.5"));
        QTest::keyClick(loop->postLoopsSpin(), Qt::Key_Up);
        QTest::mouseClick(loop->applyButton(), Qt::LeftButton);
    }
    QVERIFY(curve(m_tx) == before);
    QCOMPARE(m_session->undoStack()->count(), steps);
    QCOMPARE(refused.count(), 1);
    QCOMPARE(m_inspector->message(), message);
    bool shown = false; // the message line is on screen
    for (const QLabel *label : m_inspector->findChildren<QLabel *>())
        shown = shown || (label->isVisible() && label->text() == message);
    QVERIFY(shown);
}

void TestInspector::loopBoundaryWithInnerLoopRefused()
{
    // Ts refuses a loop boundary while an inner loop is authored.
    QVERIFY(m_session->applyEdit(m_tx, [](AnimCurveFn &fn) {
        return fn.editSpline([](Spline &s) { return s.setInnerLoopParams(LoopParams{1.0, 10.0, 0, 1, 0.0}); });
    }, QStringLiteral("loop")).isOk());
    ExtrapolationEditor *post = m_inspector->postExtrapolationEditor();
    chooseByKeys(post->modeCombo(), int(ExtrapolationEditor::Choice::Cycle));
    const AnimCurve before = curve(m_tx);
    const int steps = m_session->undoStack()->count();
    QTest::mouseClick(post->boundaryCheck(), Qt::LeftButton);
    typeInto(post->boundaryEdit(), QStringLiteral("20"));
    QVERIFY(curve(m_tx) == before);
    QCOMPARE(m_session->undoStack()->count(), steps);
    QVERIFY(m_inspector->message().contains(QStringLiteral("Set Post-Extrapolation refused")));
    QVERIFY(!post->boundaryCheck()->isChecked()); // the controls show the curve again
}

void TestInspector::fixRegressiveTangents()
{
    QVERIFY(hasRegressiveTangents(curve(m_tx).spline()));
    const AnimCurve before = curve(m_tx);
    chooseByKeys(m_inspector->strategyCombo(), int(AntiRegressionMode::KeepStart));
    QCOMPARE(m_inspector->antiRegressionStrategy(), AntiRegressionMode::KeepStart);
    QTest::mouseClick(m_inspector->fixButton(), Qt::LeftButton);
    QVERIFY(!hasRegressiveTangents(curve(m_tx).spline()));
    // Keep start: the start tangent (knot 3's post width 8 over span 4, normalized 2 >= 4/3)
    // becomes 4/3 − p of the span, the end 1/3 − p.
    const Knot &k3 = curve(m_tx).spline().knots()[3];
    QCOMPARE(k3.post.width, 4.0 * (4.0 / 3.0 - 1e-5));
    QVERIFY(!m_inspector->fixButton()->isEnabled());
    QCOMPARE(m_session->undoStack()->undoText(), QStringLiteral("Fix Regressive Tangents"));
    m_session->undoStack()->undo();
    QVERIFY(curve(m_tx) == before);
    QVERIFY(m_inspector->fixButton()->isEnabled());
}

void TestInspector::readOnlyChannelDisabled()
{
    m_inspector->setChannel(m_tz);
    QVERIFY(!m_inspector->curveTypeCombo()->isEnabled());
    QVERIFY(!m_inspector->preExtrapolationEditor()->modeCombo()->isEnabled());
    QVERIFY(!m_inspector->innerLoopEditor()->applyButton()->isEnabled());
    QVERIFY(!m_inspector->fixButton()->isEnabled());
    // Even when called directly, the document refuses and the reason is shown.
    QVERIFY(!m_inspector->fixRegressiveTangents());
    QVERIFY(m_inspector->message().contains(QStringLiteral("read-only")));
    m_inspector->setChannel(std::nullopt);
    QVERIFY(!m_inspector->curveTypeCombo()->isEnabled());
}

void TestInspector::followsUndo()
{
    QVERIFY(m_session->applyEdit(m_tx, [](AnimCurveFn &fn) { return fn.setPostInfinityType(InfinityType::Cycle); },
                                 QStringLiteral("cycle")).isOk());
    QComboBox *mode = m_inspector->postExtrapolationEditor()->modeCombo();
    QCOMPARE(ExtrapolationEditor::Choice(mode->currentData().toInt()), ExtrapolationEditor::Choice::Cycle);
    m_session->undoStack()->undo();
    QCOMPARE(ExtrapolationEditor::Choice(mode->currentData().toInt()), ExtrapolationEditor::Choice::Held);
    // A new document: the inspector shows the session's current channel (the first); no
    // current channel, nothing to edit.
    QVERIFY(openInto(*m_session, writeScene(*m_dir)));
    QCOMPARE(m_session->currentChannel(), std::optional<ChannelId>(openedChannel(0)));
    QCOMPARE(m_inspector->channel(), m_session->currentChannel());
    m_session->setCurrentChannel(std::nullopt);
    QCOMPARE(m_inspector->channel(), std::nullopt);
    QVERIFY(!mode->isEnabled());
}

QTEST_MAIN(TestInspector)
#include "tst_inspector.moc"
