// KnotTableModel / KnotTableDelegate / KnotTableView: the model passes
// QAbstractItemModelTester through channel switches, edits, undo/redo, added and removed
// keys and new documents; cell edits made with real key and mouse events change the
// document's curve (what the canvas draws) as one undo step each, and undo restores it;
// refused edits change nothing; the table selection and the session's KnotSelection
// follow each other.
#include "tests/support/OpenedChannels.h"
#include "tests/widgets/ItemViewTestData.h"
#include "widgets/models/EnumNames.h"
#include "widgets/models/KnotTableModel.h"
#include "widgets/models/KnotTableView.h"
#include "widgets/models/NumberText.h"

#include <QAbstractItemModelTester>
#include <QComboBox>
#include <QLineEdit>
#include <QSignalSpy>
#include <QTest>

#include <cmath>
#include <limits>

using namespace knotline;
using namespace knotline::test;

class TestKnotTable : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void modelTesterThroughEverything();
    void showsKnotColumns();
    void editTimeWithKeyboard();
    void editValueUndoRedo();
    void refusedEdits_data();
    void refusedEdits();
    void typedRefusalsHaveMessages_data();
    void typedRefusalsHaveMessages();
    void reorderingTimeTypedIsRefused();
    void interpolationCombo();
    void tangentTypeCombo();
    void slopeAndWidthExact();
    void displayNumberText_data();
    void displayNumberText();
    void displayRoundsEditKeepsFullPrecision();
    void displayRoundsInGermanLocale();
    void preValueSetAndClear();
    void checkBoxClickTogglesLock();
    void readOnlyChannelRefuses();
    void rowsFollowAddedAndRemovedKeys();
    void selectionFromSession();
    void selectionToSession();
    void tableFollowsSelectionChannel();

private:
    /// Double-clicks the cell and returns its open editor (nullptr if none opened).
    template <typename Editor>
    Editor *openEditor(int row, int column);
    QRect cellRect(int row, int column) const;
    const AnimCurve &curve(ChannelId ch) const { return m_session->document()->channel(ch).curve; }

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<EditorSession> m_session;
    std::unique_ptr<KnotTableView> m_view;
    ChannelId m_tx, m_ty, m_rz, m_tz;
};

void TestKnotTable::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_session = std::make_unique<EditorSession>();
    QVERIFY(openInto(*m_session, writeScene(*m_dir)));
    m_tx = channelOf(*m_session, "/Ball.tx");
    m_ty = channelOf(*m_session, "/Ball.ty");
    m_rz = channelOf(*m_session, "/Box.rz");
    m_tz = channelOf(*m_session, "/Ball.tz");
    QCOMPARE(m_session->document()->channelCount(), std::size_t(4));
    m_view = std::make_unique<KnotTableView>(m_session.get());
    m_view->resize(1400, 400);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
    m_view->setChannel(m_tx);
    QCOMPARE(m_view->knotModel()->rowCount(), 5);
}

void TestKnotTable::cleanup()
{
    m_view.reset();
    m_session.reset();
    m_dir.reset();
}

QRect TestKnotTable::cellRect(int row, int column) const
{
    const QModelIndex index = m_view->knotModel()->index(row, column);
    m_view->scrollTo(index);
    return m_view->visualRect(index);
}

/// Return/Enter in a line-edit editor: the delegate commits through a queued call, which
/// runs when the event loop next gets control (here, right away).
static void pressEnter(QWidget *editor, Qt::Key key)
{
    QTest::keyClick(editor, key);
    QCoreApplication::processEvents();
}

template <typename Editor>
Editor *TestKnotTable::openEditor(int row, int column)
{
    QCoreApplication::sendPostedEvents(nullptr, QEvent::DeferredDelete); // old editors
    // QTest's widget double click is a lone MouseButtonDblClick: press first, as a user does.
    const QPoint at = cellRect(row, column).center();
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {}, at);
    QTest::mouseDClick(m_view->viewport(), Qt::LeftButton, {}, at);
    for (Editor *e : m_view->viewport()->findChildren<Editor *>())
        if (e->isVisible())
            return e;
    return nullptr;
}

void TestKnotTable::modelTesterThroughEverything()
{
    KnotTableModel *model = m_view->knotModel();
    QAbstractItemModelTester tester(model, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QUndoStack *undo = m_session->undoStack();

    QVERIFY(model->setData(model->index(1, KnotTableModel::ValueColumn), 11.5));
    QVERIFY(model->setData(model->index(1, KnotTableModel::TangentsLockedColumn), Qt::Unchecked,
                           Qt::CheckStateRole));
    undo->undo();
    undo->redo();
    // Added and removed keys.
    QVERIFY(m_session->applyEdit(m_tx, [](AnimCurveFn &fn) { return fn.addKey(15.0, 2.0).status(); },
                                 QStringLiteral("Add key")).isOk());
    QCOMPARE(model->rowCount(), 6);
    QVERIFY(m_session->applyEdit(m_tx, [](AnimCurveFn &fn) { return fn.remove(0); },
                                 QStringLiteral("Remove key")).isOk());
    QCOMPARE(model->rowCount(), 5);
    undo->undo();
    QCOMPARE(model->rowCount(), 6);
    undo->undo();
    QCOMPARE(model->rowCount(), 5);
    // Other channels, a read-only one, none.
    model->setChannel(m_ty);
    QCOMPARE(model->rowCount(), 2);
    model->setChannel(m_tz);
    model->setChannel(std::nullopt);
    QCOMPARE(model->rowCount(), 0);
    model->setChannel(m_tx);
    // A new document shows the session's current channel: its first.
    QVERIFY(openInto(*m_session, writeScene(*m_dir)));
    QCOMPARE(m_session->currentChannel(), std::optional<ChannelId>(openedChannel(0)));
    QCOMPARE(model->channel(), m_session->currentChannel());
    QCOMPARE(model->rowCount(), int(m_session->document()->channel(openedChannel(0)).curve.numKeys()));
    model->setChannel(m_rz);
    QCOMPARE(model->rowCount(), 3);
}

void TestKnotTable::showsKnotColumns()
{
    const KnotTableModel *m = m_view->knotModel();
    const auto text = [&](int row, int col) { return m->index(row, col).data().toString(); };
    QCOMPARE(text(1, KnotTableModel::TimeColumn), QStringLiteral("10"));
    QCOMPARE(text(1, KnotTableModel::ValueColumn), QStringLiteral("10"));
    QCOMPARE(text(1, KnotTableModel::PreValueColumn), QString()); // single-valued
    QCOMPARE(text(3, KnotTableModel::PreValueColumn), QStringLiteral("7.5"));
    QCOMPARE(text(3, KnotTableModel::ValueColumn), QStringLiteral("6"));
    QCOMPARE(text(0, KnotTableModel::InterpolationColumn), EnumNames::interpolation(Interpolation::Curve));
    QCOMPARE(text(0, KnotTableModel::OutSlopeColumn), QStringLiteral("1"));
    QCOMPARE(text(3, KnotTableModel::OutWidthColumn), QStringLiteral("8"));
    QCOMPARE(m->index(1, KnotTableModel::InWidthColumn).data(Qt::EditRole).toDouble(), 3.0);
    // Hermite: widths not shown nor editable.
    m_view->setChannel(m_ty);
    QCOMPARE(text(0, KnotTableModel::OutWidthColumn), QString());
    QVERIFY(!(m->flags(m->index(0, KnotTableModel::OutWidthColumn)) & Qt::ItemIsEditable));
    QVERIFY(m->flags(m->index(0, KnotTableModel::OutSlopeColumn)) & Qt::ItemIsEditable);
    // Maya tangent types from keyInfo.
    const MayaKeyInfo &info = curve(m_ty).keyInfo()[0];
    QCOMPARE(text(0, KnotTableModel::OutTypeColumn), EnumNames::tangentType(info.outType));
    QCOMPARE(m->index(0, KnotTableModel::TangentsLockedColumn).data(Qt::CheckStateRole).toInt(),
             int(info.tangentsLocked ? Qt::Checked : Qt::Unchecked));
}

void TestKnotTable::editTimeWithKeyboard()
{
    const AnimCurve before = curve(m_tx);
    auto *editor = openEditor<QLineEdit>(1, KnotTableModel::TimeColumn);
    QVERIFY(editor);
    QCOMPARE(editor->text(), QStringLiteral("10"));
    QTest::keyClicks(editor, QStringLiteral("12.5")); // replaces the selected text
    QCOMPARE(editor->text(), QStringLiteral("12.5"));
    pressEnter(editor, Qt::Key_Return);
    // The document's curve (what the canvas samples) changed, as one undo step.
    QCOMPARE(curve(m_tx).keyTime(1), 12.5);
    QCOMPARE(curve(m_tx).spline().knots()[1].time, 12.5);
    QCOMPARE(m_session->undoStack()->count(), 1);
    QCOMPARE(m_session->undoStack()->undoText(), QStringLiteral("Set Knot Time"));
    QCOMPARE(m_view->knotModel()->index(1, KnotTableModel::TimeColumn).data().toString(),
             QStringLiteral("12.5"));
    m_session->undoStack()->undo();
    QVERIFY(curve(m_tx) == before);
    QCOMPARE(m_view->knotModel()->index(1, KnotTableModel::TimeColumn).data().toString(),
             QStringLiteral("10"));
}

void TestKnotTable::editValueUndoRedo()
{
    const AnimCurve before = curve(m_tx);
    const double evalBefore = *before.spline().eval(12.0);
    auto *editor = openEditor<QLineEdit>(1, KnotTableModel::ValueColumn);
    QVERIFY(editor);
    QTest::keyClicks(editor, QStringLiteral("-4"));
    pressEnter(editor, Qt::Key_Enter);
    QCOMPARE(curve(m_tx).keyValue(1), -4.0);
    QVERIFY(*curve(m_tx).spline().eval(12.0) < evalBefore); // the drawn curve moved down
    const AnimCurve after = curve(m_tx);
    m_session->undoStack()->undo();
    QVERIFY(curve(m_tx) == before);
    m_session->undoStack()->redo();
    QVERIFY(curve(m_tx) == after);
}

void TestKnotTable::refusedEdits_data()
{
    QTest::addColumn<int>("row");
    QTest::addColumn<int>("column");
    QTest::addColumn<QVariant>("value");
    QTest::newRow("time past the next key") << 1 << int(KnotTableModel::TimeColumn) << QVariant(25.0);
    QTest::newRow("time onto the previous key") << 1 << int(KnotTableModel::TimeColumn) << QVariant(1.0);
    QTest::newRow("NaN time") << 1 << int(KnotTableModel::TimeColumn)
                              << QVariant(std::numeric_limits<double>::quiet_NaN());
    QTest::newRow("infinite value") << 1 << int(KnotTableModel::ValueColumn)
                                    << QVariant(std::numeric_limits<double>::infinity());
    QTest::newRow("text value") << 1 << int(KnotTableModel::ValueColumn) << QVariant(QStringLiteral("abc"));
    QTest::newRow("negative width") << 1 << int(KnotTableModel::OutWidthColumn) << QVariant(-1.0);
    QTest::newRow("NaN slope") << 1 << int(KnotTableModel::InSlopeColumn)
                               << QVariant(std::numeric_limits<double>::quiet_NaN());
    QTest::newRow("unknown interpolation") << 1 << int(KnotTableModel::InterpolationColumn) << QVariant(99);
    // Beyond kMaxEditMagnitude = 1e15: cannot be drawn (1e308 made the curve vanish).
    QTest::newRow("huge value") << 1 << int(KnotTableModel::ValueColumn) << QVariant(1e308);
    QTest::newRow("huge time") << 1 << int(KnotTableModel::TimeColumn) << QVariant(-2e15);
    QTest::newRow("huge pre-value") << 1 << int(KnotTableModel::PreValueColumn) << QVariant(1e16);
    QTest::newRow("huge slope") << 1 << int(KnotTableModel::OutSlopeColumn) << QVariant(QStringLiteral("1e300"));
    QTest::newRow("huge width") << 1 << int(KnotTableModel::OutWidthColumn) << QVariant(1e200);
}

void TestKnotTable::refusedEdits()
{
    QFETCH(int, row);
    QFETCH(int, column);
    QFETCH(QVariant, value);
    KnotTableModel *model = m_view->knotModel();
    QSignalSpy refused(model, &KnotTableModel::editRefused);
    QSignalSpy changed(m_session->document(), &EditorDocument::channelChanged);
    const AnimCurve before = curve(m_tx);
    QVERIFY(!model->setData(model->index(row, column), value));
    QCOMPARE(refused.count(), 1);
    QVERIFY(!refused.first().first().toString().isEmpty());
    QCOMPARE(changed.count(), 0);
    QVERIFY(curve(m_tx) == before);
    QCOMPARE(m_session->undoStack()->count(), 0);
}

void TestKnotTable::typedRefusalsHaveMessages_data()
{
    QTest::addColumn<int>("column");
    QTest::addColumn<QString>("typed");
    QTest::addColumn<QString>("expected"); // part of the message
    for (int column : {int(KnotTableModel::TimeColumn), int(KnotTableModel::ValueColumn)}) {
        const char *name = column == KnotTableModel::TimeColumn ? "time" : "value";
        QTest::newRow(qPrintable(QStringLiteral("%1 nan").arg(QLatin1String(name))))
            << column << QStringLiteral("nan") << QStringLiteral("\"nan\" is not a finite number");
        QTest::newRow(qPrintable(QStringLiteral("%1 inf").arg(QLatin1String(name))))
            << column << QStringLiteral("inf") << QStringLiteral("\"inf\" is not a finite number");
        QTest::newRow(qPrintable(QStringLiteral("%1 abc").arg(QLatin1String(name))))
            << column << QStringLiteral("abc") << QStringLiteral("\"abc\" is not a finite number");
        QTest::newRow(qPrintable(QStringLiteral("%1 1e").arg(QLatin1String(name))))
            << column << QStringLiteral("1e") << QStringLiteral("\"1e\" is not a finite number");
        QTest::newRow(qPrintable(QStringLiteral("%1 1e308").arg(QLatin1String(name))))
            << column << QStringLiteral("1e308") << QStringLiteral("\"1e+308\" is too large");
        QTest::newRow(qPrintable(QStringLiteral("%1 -1e16").arg(QLatin1String(name))))
            << column << QStringLiteral("-1e16") << QStringLiteral("\"-1e+16\" is too large");
    }
}

void TestKnotTable::typedRefusalsHaveMessages()
{
    // Typed into the cell editor with real key events and confirmed with Enter: each is
    // refused with a message (for the status bar), nothing changes.
    QFETCH(int, column);
    QFETCH(QString, typed);
    QFETCH(QString, expected);
    const AnimCurve before = curve(m_tx);
    QSignalSpy refused(m_view.get(), &KnotTableView::editRefused);
    auto *editor = openEditor<QLineEdit>(2, column);
    QVERIFY(editor);
    QTest::keyClicks(editor, typed); // replaces the selected text
    QCOMPARE(editor->text(), typed);
    pressEnter(editor, Qt::Key_Return);
    QCOMPARE(refused.count(), 1);
    const QString message = refused.first().first().toString();
    QVERIFY2(message.contains(expected), qPrintable(message));
    QVERIFY(curve(m_tx) == before);
    QCOMPARE(m_session->undoStack()->count(), 0);
}

void TestKnotTable::reorderingTimeTypedIsRefused()
{
    const AnimCurve before = curve(m_tx);
    QSignalSpy refused(m_view.get(), &KnotTableView::editRefused);
    auto *editor = openEditor<QLineEdit>(2, KnotTableModel::TimeColumn);
    QVERIFY(editor);
    // Typing a reordering time through the editor is refused by the model.
    QTest::keyClicks(editor, QStringLiteral("5"));
    pressEnter(editor, Qt::Key_Return);
    QCOMPARE(refused.count(), 1);
    // The message numbers the key as the table does (row 3 is key 3) and names no
    // internal function (it read "setTime: ... (key 2 must stay ...)").
    const QString message = refused.first().first().toString();
    QVERIFY2(message.startsWith(QStringLiteral("Set Knot Time refused: ")), qPrintable(message));
    QVERIFY2(message.endsWith(QStringLiteral("key 3: time 5 would reorder the keys (a key must stay between its neighbours)")),
             qPrintable(message));
    QVERIFY2(!message.contains(QStringLiteral("setTime")), qPrintable(message));
    QVERIFY(curve(m_tx) == before);
    QCOMPARE(m_session->undoStack()->count(), 0);
}

void TestKnotTable::interpolationCombo()
{
    const AnimCurve before = curve(m_tx);
    auto *combo = openEditor<QComboBox>(0, KnotTableModel::InterpolationColumn);
    QVERIFY(combo);
    QCOMPARE(combo->currentText(), EnumNames::interpolation(Interpolation::Curve));
    QTest::keyClick(combo, Qt::Key_Down); // next entry: Linear; commits at once
    QCOMPARE(curve(m_tx).spline().knots()[0].nextInterp, Interpolation::Linear);
    QCOMPARE(*curve(m_tx).spline().eval(5.5), 5.0); // the segment is now a straight line
    QCOMPARE(m_session->undoStack()->undoText(), QStringLiteral("Set Interpolation"));
    m_session->undoStack()->undo();
    QVERIFY(curve(m_tx) == before);
}

void TestKnotTable::tangentTypeCombo()
{
    m_view->setChannel(m_ty);
    auto *combo = openEditor<QComboBox>(0, KnotTableModel::OutTypeColumn);
    QVERIFY(combo);
    const int flat = int(std::find(EnumNames::keyTangentTypes().begin(), EnumNames::keyTangentTypes().end(),
                                   MayaTangentType::Flat)
                         - EnumNames::keyTangentTypes().begin());
    // Walk to "Flat" with the keyboard (each step commits; the editor stays open on the
    // same cell only for the first, so reopen until there).
    while (combo && combo->currentIndex() != flat) {
        QTest::keyClick(combo, combo->currentIndex() < flat ? Qt::Key_Down : Qt::Key_Up);
        combo = openEditor<QComboBox>(0, KnotTableModel::OutTypeColumn);
    }
    QVERIFY(combo);
    QCOMPARE(curve(m_ty).keyInfo()[0].outType, MayaTangentType::Flat);
    QCOMPARE(curve(m_ty).spline().knots()[0].post.slope, 0.0);
    QCOMPARE(m_session->undoStack()->undoText(), QStringLiteral("Set Out Tangent Type"));
}

void TestKnotTable::slopeAndWidthExact()
{
    KnotTableModel *model = m_view->knotModel();
    // Bezier: the typed slope and width are stored exactly; locked tangents follow.
    QVERIFY(model->setData(model->index(1, KnotTableModel::OutSlopeColumn), 0.1));
    const Knot k = curve(m_tx).spline().knots()[1];
    QCOMPARE(k.post.slope, 0.1);
    QCOMPARE(k.post.width, 3.0);
    if (curve(m_tx).keyInfo()[1].tangentsLocked)
        QCOMPARE(k.pre.slope, 0.1);
    QCOMPARE(curve(m_tx).keyInfo()[1].outType, MayaTangentType::Fixed);
    QVERIFY(model->setData(model->index(1, KnotTableModel::OutWidthColumn), 0.7));
    QCOMPARE(curve(m_tx).spline().knots()[1].post.width, 0.7);
    QCOMPARE(curve(m_tx).spline().knots()[1].post.slope, 0.1);
    QCOMPARE(m_session->undoStack()->count(), 2);
    QCOMPARE(m_session->undoStack()->undoText(), QStringLiteral("Set Out Width"));
    // Hermite: slope only.
    m_view->setChannel(m_ty);
    QVERIFY(model->setData(model->index(1, KnotTableModel::InSlopeColumn), -0.3));
    QCOMPARE(curve(m_ty).spline().knots()[1].pre.slope, -0.3);
    QVERIFY(!model->setData(model->index(1, KnotTableModel::InWidthColumn), 2.0));
}

void TestKnotTable::displayNumberText_data()
{
    QTest::addColumn<double>("value");
    QTest::addColumn<QString>("text");
    QTest::newRow("two thirds") << 8.0 / 3.0 << QStringLiteral("2.667");
    QTest::newRow("whole") << 10.0 << QStringLiteral("10");
    QTest::newRow("trailing zeros") << 0.5 << QStringLiteral("0.5");
    QTest::newRow("negative") << -1.0 / 3.0 << QStringLiteral("-0.333");
    QTest::newRow("rounds to whole") << 2.9999999 << QStringLiteral("3");
    QTest::newRow("zero") << 0.0 << QStringLiteral("0");
    QTest::newRow("negative zero") << -0.0 << QStringLiteral("0");
    QTest::newRow("tiny negative") << -0.0004 << QStringLiteral("-0.0004");
    QTest::newRow("small slope") << 1.0 / 81000.0 << QStringLiteral("1.23e-05");
    QTest::newRow("huge") << 1e16 << QStringLiteral("1e+16");
}

void TestKnotTable::displayNumberText()
{
    QFETCH(double, value);
    QFETCH(QString, text);
    QCOMPARE(formatDisplayNumber(value), text);
}

void TestKnotTable::displayRoundsEditKeepsFullPrecision()
{
    KnotTableModel *model = m_view->knotModel();
    const double width = 8.0 / 3.0;
    QVERIFY(model->setData(model->index(1, KnotTableModel::OutWidthColumn), width));
    QVERIFY(model->setData(model->index(1, KnotTableModel::OutSlopeColumn), 1.0 / 3.0));
    const QModelIndex widthCell = model->index(1, KnotTableModel::OutWidthColumn);
    const QModelIndex slopeCell = model->index(1, KnotTableModel::OutSlopeColumn);
    QCOMPARE(widthCell.data(Qt::DisplayRole).toString(), QStringLiteral("2.667"));
    QCOMPARE(slopeCell.data(Qt::DisplayRole).toString(), QStringLiteral("0.333"));
    // The edit role and the tooltip keep every digit.
    QCOMPARE(widthCell.data(Qt::EditRole).toDouble(), width);
    QCOMPARE(widthCell.data(Qt::ToolTipRole).toString(), formatNumber(width));
    QCOMPARE(model->index(1, KnotTableModel::TimeColumn).data(Qt::ToolTipRole), QVariant()); // "10" is exact
    // The editor opens on the full-precision text; confirming it unchanged stores nothing new.
    const AnimCurve before = curve(m_tx);
    const int steps = m_session->undoStack()->count();
    auto *editor = openEditor<QLineEdit>(1, KnotTableModel::OutWidthColumn);
    QVERIFY(editor);
    QCOMPARE(editor->text(), QStringLiteral("2.6666666666666665"));
    pressEnter(editor, Qt::Key_Return);
    QVERIFY(curve(m_tx) == before);
    QCOMPARE(m_session->undoStack()->count(), steps);
    // Typing a value stores exactly what was typed, and the cell shows it rounded.
    editor = openEditor<QLineEdit>(1, KnotTableModel::OutWidthColumn);
    QVERIFY(editor);
    QTest::keyClicks(editor, QStringLiteral("1.23456"));
    pressEnter(editor, Qt::Key_Return);
    QCOMPARE(curve(m_tx).spline().knots()[1].post.width, 1.23456);
    QCOMPARE(widthCell.data(Qt::EditRole).toDouble(), 1.23456);
    QCOMPARE(widthCell.data(Qt::DisplayRole).toString(), QStringLiteral("1.235"));
}

void TestKnotTable::displayRoundsInGermanLocale()
{
    const QLocale saved;
    QLocale::setDefault(QLocale(QLocale::German, QLocale::Germany));
    KnotTableModel *model = m_view->knotModel();
    QVERIFY(model->setData(model->index(1, KnotTableModel::OutWidthColumn), 2.0 / 3.0));
    const QString shown = model->index(1, KnotTableModel::OutWidthColumn).data().toString();
    const QString edit = formatNumber(model->index(1, KnotTableModel::OutWidthColumn).data(Qt::EditRole).toDouble());
    QLocale::setDefault(saved);
    QCOMPARE(shown, QStringLiteral("0,667"));
    QCOMPARE(edit, QStringLiteral("0,6666666666666666"));
    QCOMPARE(curve(m_tx).spline().knots()[1].post.width, 2.0 / 3.0);
}

void TestKnotTable::preValueSetAndClear()
{
    auto *editor = openEditor<QLineEdit>(1, KnotTableModel::PreValueColumn);
    QVERIFY(editor);
    QCOMPARE(editor->text(), QString());
    QTest::keyClicks(editor, QStringLiteral("2.25"));
    pressEnter(editor, Qt::Key_Return);
    const Knot dual = curve(m_tx).spline().knots()[1];
    QVERIFY(dual.isDualValued());
    QCOMPARE(*dual.preValue, 2.25);
    QCOMPARE(*curve(m_tx).spline().evalPreValue(10.0), 2.25); // the curve jumps at the key
    QCOMPARE(*curve(m_tx).spline().eval(10.0), 10.0);
    // Clearing the cell makes it single-valued again.
    editor = openEditor<QLineEdit>(1, KnotTableModel::PreValueColumn);
    QVERIFY(editor);
    editor->selectAll();
    QTest::keyClick(editor, Qt::Key_Delete);
    pressEnter(editor, Qt::Key_Return);
    QVERIFY(!curve(m_tx).spline().knots()[1].isDualValued());
    QCOMPARE(m_session->undoStack()->count(), 2);
    QCOMPARE(m_session->undoStack()->undoText(), QStringLiteral("Remove Pre-Value"));
}

void TestKnotTable::checkBoxClickTogglesLock()
{
    const bool locked = curve(m_tx).keyInfo()[2].tangentsLocked;
    const AnimCurve before = curve(m_tx);
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {},
                      cellRect(2, KnotTableModel::TangentsLockedColumn).center());
    QCOMPARE(curve(m_tx).keyInfo()[2].tangentsLocked, !locked);
    QCOMPARE(m_view->knotModel()->index(2, KnotTableModel::TangentsLockedColumn).data(Qt::CheckStateRole).toInt(),
             int(!locked ? Qt::Checked : Qt::Unchecked));
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {},
                      cellRect(3, KnotTableModel::BreakdownColumn).center());
    QVERIFY(curve(m_tx).keyInfo()[3].isBreakdown);
    QCOMPARE(m_session->undoStack()->count(), 2);
    QCOMPARE(m_session->undoStack()->undoText(), QStringLiteral("Mark Breakdown"));
    m_session->undoStack()->undo();
    m_session->undoStack()->undo();
    QVERIFY(curve(m_tx) == before);
}

void TestKnotTable::readOnlyChannelRefuses()
{
    m_view->setChannel(m_tz);
    KnotTableModel *model = m_view->knotModel();
    QCOMPARE(model->rowCount(), 2);
    QVERIFY(!model->isEditable());
    QVERIFY(!(model->flags(model->index(0, KnotTableModel::ValueColumn)) & Qt::ItemIsEditable));
    QVERIFY(!(model->flags(model->index(0, KnotTableModel::BreakdownColumn)) & Qt::ItemIsUserCheckable));
    QSignalSpy refused(model, &KnotTableModel::editRefused);
    const AnimCurve before = curve(m_tz);
    QVERIFY(!model->setData(model->index(0, KnotTableModel::ValueColumn), 3.0));
    QCOMPARE(refused.count(), 1);
    QVERIFY(curve(m_tz) == before);
    QVERIFY(!openEditor<QLineEdit>(0, KnotTableModel::ValueColumn));
    // A locked (not read-only) channel is refused the same way until unlocked.
    m_view->setChannel(m_ty);
    m_session->setChannelLocked(m_ty, true);
    QVERIFY(!model->setData(model->index(0, KnotTableModel::ValueColumn), 3.0));
    m_session->setChannelLocked(m_ty, false);
    QVERIFY(model->setData(model->index(0, KnotTableModel::ValueColumn), 3.0));
    QCOMPARE(curve(m_ty).keyValue(0), 3.0);
}

void TestKnotTable::rowsFollowAddedAndRemovedKeys()
{
    KnotTableModel *model = m_view->knotModel();
    // Rows are inserted and removed, not reset: the current cell stays where it was.
    QSignalSpy resets(model, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(model, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(model, &QAbstractItemModel::rowsRemoved);
    m_view->setCurrentIndex(model->index(4, KnotTableModel::ValueColumn));
    QVERIFY(m_session->applyEdit(m_tx, [](AnimCurveFn &fn) { return fn.addKey(25.0, -1.0).status(); },
                                 QStringLiteral("Add key")).isOk());
    QCOMPARE(model->rowCount(), 6);
    QCOMPARE(model->index(3, KnotTableModel::TimeColumn).data(Qt::EditRole).toDouble(), 25.0);
    QCOMPARE(inserted.count(), 1);
    QCOMPARE(m_view->currentIndex().row(), 5); // the key at 34 it was on, one row down
    m_session->undoStack()->undo();
    QCOMPARE(model->rowCount(), 5);
    QCOMPARE(model->index(3, KnotTableModel::TimeColumn).data(Qt::EditRole).toDouble(), 30.0);
    QCOMPARE(removed.count(), 1);
    QCOMPARE(m_view->currentIndex().row(), 4);
    QCOMPARE(resets.count(), 0);
}

void TestKnotTable::selectionFromSession()
{
    m_session->selection()->set({KnotRef{m_tx, 1}, KnotRef{m_tx, 3}});
    QModelIndexList rows = m_view->selectionModel()->selectedRows();
    QCOMPARE(rows.size(), 2);
    std::sort(rows.begin(), rows.end());
    QCOMPARE(rows[0].row(), 1);
    QCOMPARE(rows[1].row(), 3);
    // Keys of another channel plus the current one: the table stays and shows its own.
    m_session->selection()->set({KnotRef{m_tx, 4}, KnotRef{m_ty, 0}});
    QCOMPARE(m_view->channel(), std::optional(m_tx));
    QCOMPARE(m_view->selectionModel()->selectedRows().size(), 1);
    QCOMPARE(m_view->selectionModel()->selectedRows().first().row(), 4);
    // The session selection is not rewritten by the table while it follows.
    QCOMPARE(m_session->selection()->knots().size(), std::size_t(2));
    m_session->selection()->clear();
    QVERIFY(m_view->selectionModel()->selectedRows().isEmpty());
}

void TestKnotTable::selectionToSession()
{
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {}, cellRect(2, KnotTableModel::ValueColumn).center());
    QCOMPARE(m_session->selection()->knots(), (std::set<KnotRef>{KnotRef{m_tx, 2}}));
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, Qt::ControlModifier,
                      cellRect(4, KnotTableModel::TimeColumn).center());
    QCOMPARE(m_session->selection()->knots(), (std::set<KnotRef>{KnotRef{m_tx, 2}, KnotRef{m_tx, 4}}));
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, Qt::ShiftModifier,
                      cellRect(0, KnotTableModel::TimeColumn).center());
    QCOMPARE(m_session->selection()->knotsOf(m_tx).size(), std::size_t(5)); // rows 0..4
}

void TestKnotTable::tableFollowsSelectionChannel()
{
    QSignalSpy switched(m_view.get(), &KnotTableView::currentChannelChanged);
    m_session->selection()->set({KnotRef{m_rz, 2}});
    QCOMPARE(m_view->channel(), std::optional(m_rz));
    QCOMPARE(switched.count(), 1);
    QCOMPARE(m_view->knotModel()->rowCount(), 3);
    const QModelIndexList rows = m_view->selectionModel()->selectedRows();
    QCOMPARE(rows.size(), 1);
    QCOMPARE(rows.first().row(), 2);
    // Choosing a channel explicitly (channel tree) keeps it even though other keys are selected.
    m_view->setChannel(m_tx);
    QCOMPARE(m_view->channel(), std::optional(m_tx));
    QVERIFY(m_view->selectionModel()->selectedRows().isEmpty());
    QCOMPARE(m_session->selection()->knots(), (std::set<KnotRef>{KnotRef{m_rz, 2}}));
}

QTEST_MAIN(TestKnotTable)
#include "tst_knot_table.moc"
