// The key slider bar (widgets/canvas/KeySliderBar.h, issue 34) in the main window, driven
// offscreen with real key and mouse events: T opens it on the selected keys of two curves,
// moving the mouse over the canvas changes the keys live (each value as the core computes
// it from the curves at the opening), Escape and a right click restore every knot bit for
// bit with no undo step, Enter and a left click apply one undo step named after the slider,
// undo and redo restore bit for bit; the percentage hotkeys and typed numbers; the
// operator switch; refusals to the status bar with nothing changed; a screenshot of the
// bar in use (KNOTLINE_SLIDER_SHOT=path).

#include "app/MainWindow.h"
#include "core/edit/KeySliders.h"
#include "widgets/canvas/CurveCanvas.h"
#include "widgets/canvas/KeySliderBar.h"
#include "widgets/session/EditorSession.h"

#include <QAction>
#include <QComboBox>
#include <QFile>
#include <QLabel>
#include <QMenu>
#include <QSettings>
#include <QSlider>
#include <QStatusBar>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QUndoStack>

#include <bit>
#include <cmath>
#include <cstdint>
#include <map>

using namespace knotline;

namespace {

/// Every field of every knot, doubles compared by their bits (so -0 and 0 differ), and
/// the curves' own comparison (Maya key info, extrapolation, …).
QString sameBits(const AnimCurve &a, const AnimCurve &b)
{
    const auto bits = [](double v) { return std::bit_cast<std::uint64_t>(v); };
    const std::vector<Knot> &ka = a.spline().knots();
    const std::vector<Knot> &kb = b.spline().knots();
    if (ka.size() != kb.size())
        return QStringLiteral("key counts %1 and %2").arg(ka.size()).arg(kb.size());
    for (std::size_t i = 0; i < ka.size(); ++i) {
        const Knot &x = ka[i];
        const Knot &y = kb[i];
        const bool same = bits(x.time) == bits(y.time) && bits(x.value) == bits(y.value)
                       && x.preValue.has_value() == y.preValue.has_value()
                       && (!x.preValue || bits(*x.preValue) == bits(*y.preValue)) && x.nextInterp == y.nextInterp
                       && bits(x.pre.width) == bits(y.pre.width) && bits(x.pre.slope) == bits(y.pre.slope)
                       && x.pre.algorithm == y.pre.algorithm && bits(x.post.width) == bits(y.post.width)
                       && bits(x.post.slope) == bits(y.post.slope) && x.post.algorithm == y.post.algorithm
                       && x.customData == y.customData;
        if (!same)
            return QStringLiteral("key %1 differs (value %2 vs %3)").arg(i).arg(x.value, 0, 'g', 17).arg(y.value, 0, 'g', 17);
    }
    if (!(a == b))
        return QStringLiteral("the curves differ outside their knots");
    return QString();
}

struct Fixture {
    MainWindow window{MainWindow::Mode::Screenshot};
    EditorSession *session = nullptr;
    CurveCanvas *canvas = nullptr;
    KeySliderBar *bar = nullptr;
    ChannelId ballY, ballX;
    std::map<ChannelId, AnimCurve> before;

    Fixture()
    {
        if (!window.openSampleScene())
            qFatal("sample scene");
        window.resize(1500, 950);
        window.show();
        if (!QTest::qWaitForWindowActive(&window))
            qFatal("window not active");
        session = window.session();
        canvas = window.canvas();
        bar = window.findChild<KeySliderBar *>(QStringLiteral("keySliderBar"));
        ballY = *session->document()->findChannelByPath("/Ball.translateY");
        ballX = *session->document()->findChannelByPath("/Ball.translateX");
        // /Ball.translateY keys 2, 3 (21: 4, 29: 0) between (13, 0) and (33, 1);
        // /Ball.translateX keys 1, 2 (13: 2.5, 29: 5.5) between (1, 0) and (41, 7).
        session->selection()->set({{ballY, 2}, {ballY, 3}, {ballX, 1}, {ballX, 2}});
        before = {{ballY, curve(ballY)}, {ballX, curve(ballX)}};
        canvas->setFocus();
    }
    const AnimCurve &curve(ChannelId c) const { return session->document()->channel(c).curve; }
    /// A point in the middle of the plot, `dx` pixels right of its centre (clear of the bar).
    QPoint mid(int dx = 0) const
    {
        const QRectF plot = canvas->plotRect();
        return QPoint(int(plot.center().x()) + dx, int(plot.top() + plot.height() * 0.4));
    }
    double sliderHalfWidth() const
    {
        return bar->findChild<QSlider *>(QStringLiteral("keySliderSlider"))->width() / 2.0;
    }
    /// What the core gives the selected keys of `c` for `params`, from the curve at the start.
    std::vector<double> expected(ChannelId c, std::vector<std::size_t> keys, const KeySliderParams &params) const
    {
        const Result<std::vector<double>> v = keySliderValues(before.at(c), keys, params);
        return v ? v.value() : std::vector<double>{};
    }
    QString restored() const
    {
        for (const auto &[c, original] : before)
            if (QString why = sameBits(curve(c), original); !why.isEmpty())
                return why;
        return QString();
    }
    void open()
    {
        QTest::keyClick(canvas, Qt::Key_T);
    }
};

KeySliderParams tween(double factor)
{
    KeySliderParams p;
    p.op = KeySliderOp::Tween;
    p.factor = factor;
    return p;
}

} // namespace

class TestKeySliderBar : public QObject {
    Q_OBJECT

private slots:
    void initTestCase()
    {
        QVERIFY(m_dir.isValid());
        QCoreApplication::setOrganizationName(QStringLiteral("KnotlineTest"));
        QCoreApplication::setApplicationName(QStringLiteral("tst_key_slider_bar"));
        QSettings::setDefaultFormat(QSettings::IniFormat);
        QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, m_dir.path());
    }

    void entryPoints()
    {
        Fixture f;
        QVERIFY(f.bar);
        QVERIFY(!f.bar->isVisible());
        QMenu *sliders = f.window.findChild<QMenu *>(QStringLiteral("menuKeySliders"));
        QVERIFY(sliders);
        QCOMPARE(sliders->actions().size(), 12);
        QAction *tweenAction = f.window.findChild<QAction *>(QStringLiteral("actionKeySlider_tween"));
        QVERIFY(tweenAction);
        QCOMPARE(tweenAction->shortcut(), QKeySequence(Qt::Key_T));
        QVERIFY(f.window.findChild<QToolButton *>(QStringLiteral("keySliderButton")));
        // The menu entry opens the bar for its operator.
        f.window.findChild<QAction *>(QStringLiteral("actionKeySlider_pushPull"))->trigger();
        QVERIFY(f.bar->isOpen());
        QCOMPARE(f.bar->op(), KeySliderOp::PushPull);
        QTest::keyClick(f.bar, Qt::Key_Escape);
        QVERIFY(!f.bar->isOpen());
    }

    /// T, then the mouse: the keys follow live; Escape restores bit for bit, no undo step.
    void dragLiveThenEscape()
    {
        Fixture f;
        const int steps = f.session->undoStack()->count();
        f.open();
        QVERIFY(f.bar->isOpen());
        QVERIFY(f.bar->isVisible());
        QCOMPARE(f.bar->op(), KeySliderOp::Tween);
        QCOMPARE(f.bar->factor(), 0.0);
        // At 0 % the tween is the neighbours' midpoint.
        QCOMPARE(f.curve(f.ballY).keyValue(2), 0.5);
        QCOMPARE(f.curve(f.ballY).keyValue(3), 0.5);
        QCOMPARE(f.curve(f.ballX).keyValue(1), 3.5);
        // The first move anchors; moving right by a quarter of the slider's width is +50 %.
        const int quarter = int(std::lround(f.sliderHalfWidth() / 2));
        QTest::mouseMove(f.canvas, f.mid());
        QTest::mouseMove(f.canvas, f.mid(quarter / 2));
        QTest::mouseMove(f.canvas, f.mid(quarter));
        const double factor = std::round(quarter / f.sliderHalfWidth() * 1000.0) / 1000.0;
        QCOMPARE(f.bar->factor(), factor);
        QVERIFY(std::abs(factor - 0.5) < 0.01);
        const std::vector<double> y = f.expected(f.ballY, {2, 3}, tween(factor));
        const std::vector<double> x = f.expected(f.ballX, {1, 2}, tween(factor));
        QCOMPARE(y.size(), std::size_t(2));
        QCOMPARE(x.size(), std::size_t(2));
        QCOMPARE(f.curve(f.ballY).keyValue(2), y[0]);
        QCOMPARE(f.curve(f.ballY).keyValue(3), y[1]);
        QCOMPARE(f.curve(f.ballX).keyValue(1), x[0]);
        QCOMPARE(f.curve(f.ballX).keyValue(2), x[1]);
        QCOMPARE(y[0], (factor + 1.0) / 2.0); // lerp(0, 1, (f + 1) / 2)
        // Far left: held at -100 %, the keys on the previous key's value; the times stay.
        const int left = int(f.canvas->plotRect().left()) + 4;
        QVERIFY2(f.mid(quarter).x() - left >= 1.5 * f.sliderHalfWidth(), "the plot is too narrow for the test");
        QTest::mouseMove(f.canvas, QPoint(left, f.mid().y()));
        QCOMPARE(f.bar->factor(), -1.0);
        QCOMPARE(f.curve(f.ballX).keyValue(1), 0.0);
        QCOMPARE(f.curve(f.ballX).keyTime(1), 13.0);
        QCOMPARE(f.curve(f.ballY).keyValue(3), 0.0);
        QCOMPARE(f.curve(f.ballY).keyTime(3), 29.0);
        QTest::keyClick(f.bar, Qt::Key_Escape);
        QVERIFY(!f.bar->isOpen());
        QVERIFY(!f.bar->isVisible());
        const QString why = f.restored();
        QVERIFY2(why.isEmpty(), qPrintable(why));
        QCOMPARE(f.session->undoStack()->count(), steps);
    }

    void rightClickCancels()
    {
        Fixture f;
        const int steps = f.session->undoStack()->count();
        f.open();
        QTest::keyClick(f.bar, Qt::Key_S);
        QCOMPARE(f.bar->factor(), 0.5);
        QVERIFY(f.curve(f.ballX).keyValue(1) != f.before.at(f.ballX).keyValue(1));
        QTest::mouseClick(f.canvas, Qt::RightButton, {}, f.mid());
        QVERIFY(!f.bar->isOpen());
        const QString why = f.restored();
        QVERIFY2(why.isEmpty(), qPrintable(why));
        QCOMPARE(f.session->undoStack()->count(), steps);
        QCOMPARE(f.session->selection()->knots().size(), std::size_t(4));
    }

    /// Enter applies one undo step named after the slider; undo and redo restore bit for bit.
    void enterAppliesOneStep_data()
    {
        QTest::addColumn<bool>("byClick");
        QTest::newRow("Enter") << false;
        QTest::newRow("left click") << true;
    }
    void enterAppliesOneStep()
    {
        QFETCH(bool, byClick);
        Fixture f;
        QUndoStack *stack = f.session->undoStack();
        const int steps = stack->count();
        f.open();
        QTest::keyClick(f.bar, Qt::Key_S); // +50 %
        QTest::mouseMove(f.canvas, f.mid());
        if (byClick)
            QTest::mouseClick(f.canvas, Qt::LeftButton, {}, f.mid());
        else
            QTest::keyClick(f.bar, Qt::Key_Return);
        QVERIFY(!f.bar->isOpen());
        QCOMPARE(stack->count(), steps + 1);
        // "Tween 50 % on 4 keys of 2 curves" (plurals need the English translation, not
        // installed here: "key(s)").
        QVERIFY2(stack->undoText().startsWith(QStringLiteral("Tween 50 % on 4 key")), qPrintable(stack->undoText()));
        QVERIFY2(stack->undoText().contains(QStringLiteral(" of 2 curve")), qPrintable(stack->undoText()));
        QVERIFY(f.window.statusBar()->currentMessage().contains(QStringLiteral("Tween 50 %")));
        const std::vector<double> y = f.expected(f.ballY, {2, 3}, tween(0.5));
        const std::vector<double> x = f.expected(f.ballX, {1, 2}, tween(0.5));
        QCOMPARE(y.size(), std::size_t(2));
        QCOMPARE(x.size(), std::size_t(2));
        QCOMPARE(y[0], 0.75);
        QCOMPARE(x[0], 5.25);
        const AnimCurve appliedY = f.curve(f.ballY);
        const AnimCurve appliedX = f.curve(f.ballX);
        QCOMPARE(appliedY.keyValue(2), 0.75);
        QCOMPARE(appliedY.keyValue(3), 0.75);
        QCOMPARE(appliedX.keyValue(1), 5.25);
        QCOMPARE(appliedX.keyValue(2), 5.25);
        stack->undo();
        QString why = f.restored();
        QVERIFY2(why.isEmpty(), qPrintable(why));
        stack->redo();
        why = sameBits(f.curve(f.ballY), appliedY);
        QVERIFY2(why.isEmpty(), qPrintable(why));
        why = sameBits(f.curve(f.ballX), appliedX);
        QVERIFY2(why.isEmpty(), qPrintable(why));
    }

    void hotkeys_data()
    {
        QTest::addColumn<int>("key");
        QTest::addColumn<bool>("shift");
        QTest::addColumn<double>("factor");
        QTest::newRow("A") << int(Qt::Key_A) << false << 0.25;
        QTest::newRow("S") << int(Qt::Key_S) << false << 0.5;
        QTest::newRow("D") << int(Qt::Key_D) << false << 1.0;
        QTest::newRow("Shift+A") << int(Qt::Key_A) << true << -0.25;
        QTest::newRow("Shift+S") << int(Qt::Key_S) << true << -0.5;
        QTest::newRow("Shift+D") << int(Qt::Key_D) << true << -1.0;
    }
    void hotkeys()
    {
        QFETCH(int, key);
        QFETCH(bool, shift);
        QFETCH(double, factor);
        Fixture f;
        const int steps = f.session->undoStack()->count();
        f.open();
        QTest::keyClick(f.bar, Qt::Key(key), shift ? Qt::ShiftModifier : Qt::NoModifier);
        QCOMPARE(f.bar->factor(), factor);
        // lerp(L.v, R.v, (f + 1) / 2) of /Ball.translateX: (1, 0) and (41, 7).
        QCOMPARE(f.curve(f.ballX).keyValue(1), 7.0 * (factor + 1.0) / 2.0);
        QCOMPARE(f.curve(f.ballX).keyValue(2), 7.0 * (factor + 1.0) / 2.0);
        // S and D are window shortcuts too (Set Key, …): held off while the bar is open.
        QCOMPARE(f.session->undoStack()->count(), steps);
        QCOMPARE(f.curve(f.ballX).numKeys(), f.before.at(f.ballX).numKeys());
        QTest::keyClick(f.bar, Qt::Key_Escape);
        const QString why = f.restored();
        QVERIFY2(why.isEmpty(), qPrintable(why));
    }

    void typedNumber()
    {
        Fixture f;
        f.open();
        QTest::keyClicks(f.bar, QStringLiteral("-12.5"));
        QCOMPARE(f.bar->factor(), -0.125);
        QCOMPARE(f.curve(f.ballX).keyValue(1), 7.0 * (1.0 - 0.125) / 2.0);
        QTest::keyClick(f.bar, Qt::Key_Backspace); // -12.
        QCOMPARE(f.bar->factor(), -0.12);
        QTest::keyClick(f.bar, Qt::Key_Right); // -11 %
        QCOMPARE(f.bar->factor(), -0.11);
        QTest::keyClick(f.bar, Qt::Key_Enter);
        QVERIFY2(f.session->undoStack()->undoText().startsWith(QStringLiteral("Tween -11 % on 4 key")),
                 qPrintable(f.session->undoStack()->undoText()));
    }

    /// Switching the operator previews it from the original curves, not from the tween.
    void switchOperator()
    {
        Fixture f;
        f.open();
        QTest::keyClick(f.bar, Qt::Key_D); // tween +100 %
        QTest::keyClick(f.bar, Qt::Key_Down); // Blend to Neighbour, still +100 %
        QCOMPARE(f.bar->op(), KeySliderOp::BlendToNeighbour);
        auto *box = f.bar->findChild<QComboBox *>(QStringLiteral("keySliderOp"));
        QCOMPARE(box->currentText(), QStringLiteral("Blend to Neighbour"));
        KeySliderParams p;
        p.op = KeySliderOp::BlendToNeighbour;
        p.factor = 0.5;
        QTest::keyClick(f.bar, Qt::Key_S);
        const std::vector<double> y = f.expected(f.ballY, {2, 3}, p);
        QCOMPARE(y.size(), std::size_t(2));
        QCOMPARE(f.curve(f.ballY).keyValue(2), y[0]); // lerp(4, 1, 0.5)
        QCOMPARE(y[0], 2.5);
        QTest::keyClick(f.bar, Qt::Key_Escape);
        QVERIFY(f.restored().isEmpty());
    }

    /// A slider that leaves every key where it was pushes no undo step and says so.
    void noChangeSaysSo()
    {
        Fixture f;
        const int steps = f.session->undoStack()->count();
        f.window.findChild<QAction *>(QStringLiteral("actionKeySlider_pushPull"))->trigger();
        QVERIFY(f.bar->isOpen());
        QCOMPARE(f.bar->factor(), 0.0); // push/pull 0 %: the identity
        QTest::keyClick(f.bar, Qt::Key_Return);
        QVERIFY(!f.bar->isOpen());
        QCOMPARE(f.session->undoStack()->count(), steps);
        QCOMPARE(f.window.statusBar()->currentMessage(), QStringLiteral("Nothing changed"));
        QVERIFY(f.restored().isEmpty());
    }

    /// Ease shows its sharpness field; a changed sharpness previews at once.
    void easeSharpness()
    {
        Fixture f;
        f.window.findChild<QAction *>(QStringLiteral("actionKeySlider_ease"))->trigger();
        QCOMPARE(f.bar->op(), KeySliderOp::Ease);
        f.bar->setSharpness(3.0);
        KeySliderParams p;
        p.op = KeySliderOp::Ease;
        p.sharpness = 3.0;
        const std::vector<double> x = f.expected(f.ballX, {1, 2}, p);
        QCOMPARE(x.size(), std::size_t(2));
        QCOMPARE(f.curve(f.ballX).keyValue(1), x[0]);
        QVERIFY(f.bar->findChild<QWidget *>(QStringLiteral("keySliderExtra"))->isVisible());
        QTest::keyClick(f.bar, Qt::Key_Escape);
        QVERIFY(f.restored().isEmpty());
    }

    /// Clicking another view (the focus leaves the bar and the canvas) cancels.
    void focusElsewhereCancels()
    {
        Fixture f;
        f.open();
        QTest::keyClick(f.bar, Qt::Key_D);
        QVERIFY(!f.restored().isEmpty());
        QWidget *other = f.window.findChild<QWidget *>(QStringLiteral("channelTree"));
        if (!other)
            other = f.window.statusBar();
        other->setFocusPolicy(Qt::StrongFocus);
        other->setFocus();
        QVERIFY(!f.bar->isOpen());
        const QString why = f.restored();
        QVERIFY2(why.isEmpty(), qPrintable(why));
    }

    /// Blend to Default blends to the attribute's own default value (`= 3`), not to the
    /// bar's field (0).
    void blendToAttributeDefault()
    {
        QFile file(m_dir.filePath(QStringLiteral("default.usda")));
        QVERIFY(file.open(QIODevice::WriteOnly | QIODevice::Text));
        file.write("#usda 1.0\n\ndef Xform \"Box\"\n{\n    double height = 3\n"
                   "    double height.spline = {\n        1: 0,\n        10: 10,\n        20: 0,\n    }\n}\n");
        file.close();
        MainWindow w(MainWindow::Mode::Screenshot);
        QVERIFY(w.openFile(file.fileName()));
        w.show();
        QVERIFY(QTest::qWaitForWindowActive(&w));
        EditorSession *s = w.session();
        const std::optional<ChannelId> height = s->document()->findChannelByPath("/Box.height");
        QVERIFY(height);
        s->selection()->set({{*height, 1}});
        w.findChild<QAction *>(QStringLiteral("actionKeySlider_blendToDefault"))->trigger();
        auto *bar = w.findChild<KeySliderBar *>(QStringLiteral("keySliderBar"));
        QVERIFY(bar->isOpen());
        QCOMPARE(bar->params().defaultValue, 0.0);
        QTest::keyClick(bar, Qt::Key_S); // +50 %: halfway from 10 to 3
        QCOMPARE(s->document()->channel(*height).curve.keyValue(1), 6.5);
        QTest::keyClick(bar, Qt::Key_D);
        QCOMPARE(s->document()->channel(*height).curve.keyValue(1), 3.0);
        QTest::keyClick(bar, Qt::Key_Escape);
        QCOMPARE(s->document()->channel(*height).curve.keyValue(1), 10.0);
    }

    void refusals()
    {
        Fixture f;
        const int steps = f.session->undoStack()->count();
        f.session->selection()->clear();
        f.open();
        QVERIFY(!f.bar->isOpen());
        QVERIFY(!f.bar->isVisible());
        QVERIFY2(f.window.statusBar()->currentMessage().contains(QStringLiteral("select at least one key")),
                 qPrintable(f.window.statusBar()->currentMessage()));
        // Match slope: /Ball.translateX key 4 (the last) has nothing after it to match.
        f.session->selection()->set({{f.ballX, 4}});
        f.before = {{f.ballX, f.curve(f.ballX)}};
        f.window.findChild<QAction *>(QStringLiteral("actionKeySlider_matchSlope"))->trigger();
        QVERIFY(f.bar->isOpen());
        QTest::keyClick(f.bar, Qt::Key_S);
        QVERIFY(f.restored().isEmpty()); // refused live: the curve as it was
        auto *message = f.bar->findChild<QLabel *>(QStringLiteral("keySliderMessage"));
        QVERIFY(!message->isHidden());
        QVERIFY(!message->text().isEmpty());
        QTest::keyClick(f.bar, Qt::Key_Return);
        QVERIFY(!f.bar->isOpen());
        QVERIFY(f.restored().isEmpty());
        QCOMPARE(f.session->undoStack()->count(), steps);
        QVERIFY(f.window.statusBar()->currentMessage().startsWith(QStringLiteral("Not done")));
    }

    /// The bar in use, for a look (KNOTLINE_SLIDER_SHOT=/tmp/slider-bar.png; also
    /// /tmp/slider-bar-ease.png).
    void screenshot()
    {
        const QByteArray path = qgetenv("KNOTLINE_SLIDER_SHOT");
        if (path.isEmpty())
            QSKIP("set KNOTLINE_SLIDER_SHOT to write the screenshot");
        Fixture f;
        f.canvas->frameAll();
        f.open();
        QTest::keyClick(f.bar, Qt::Key_A);
        QTest::keyClick(f.bar, Qt::Key_Right, Qt::ShiftModifier);
        QVERIFY(f.window.grab().save(QString::fromLocal8Bit(path)));
        // The same with Ease, whose sharpness field shows: beside it, "-ease" before ".png".
        f.window.findChild<QAction *>(QStringLiteral("actionKeySlider_ease"))->trigger();
        QString easePath = QString::fromLocal8Bit(path);
        easePath.insert(easePath.lastIndexOf(QLatin1Char('.')), QStringLiteral("-ease"));
        QVERIFY(f.window.grab().save(easePath));
        QTest::keyClick(f.bar, Qt::Key_Escape);
    }

private:
    QTemporaryDir m_dir;
};

QTEST_MAIN(TestKeySliderBar)
#include "tst_key_slider_bar.moc"
