// Property test of bulk edits (issue 38): random bulk gestures on a 100,000-key document
// (20 Bezier curves × 5,000 knots) — big selections (every key, every n-th key, long runs,
// whole curves) nudged in value or time, dragged over several steps (some cancelled),
// deleted — go through the session's undo stack, with undos and redos in between. After
// every step the undo stack is consistent (the document holds exactly the steps below the
// index: undoing and redoing the last step gives the same document bit for bit) and the
// selection names only existing keys; at the end undoing everything gives back the opened
// document bit for bit, and redoing everything the final one. No timings.
#include "app/edits/KeyOperations.h"
#include "tests/support/DocumentState.h"
#include "tests/support/SplineDocument.h"
#include "widgets/canvas/KnotsCanvasDrag.h"
#include "widgets/session/EditorSession.h"

#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

#include <random>

using namespace knotline;
using knotline::test::documentState;
using knotline::test::stateDifference;

namespace {

constexpr std::size_t kCurves = 20;
constexpr std::size_t kKnots = 5000;

/// A Bezier curve of `knots` knots: times 1.5 apart with jitter, values a random walk,
/// tangents a third of the neighbouring gaps (never regressive).
Spline bulkSpline(std::size_t knots, std::uint32_t seed)
{
    std::mt19937 random(seed);
    std::uniform_real_distribution<double> unit(-1.0, 1.0);
    std::vector<Knot> out(knots);
    double value = 0.0;
    for (std::size_t i = 0; i < knots; ++i) {
        Knot &k = out[i];
        k.time = 1.5 * double(i) + 0.4 * unit(random);
        k.value = value;
        value += unit(random);
        k.nextInterp = i % 40 == 39 ? Interpolation::Linear : Interpolation::Curve;
        const double slope = 2.0 * unit(random);
        k.pre = Tangent{0.3, slope, TangentAlgorithm::None};
        k.post = Tangent{0.3, slope, TangentAlgorithm::None};
    }
    Spline spline;
    if (!spline.setCurveType(CurveType::Bezier) || !spline.setKnots(std::move(out)))
        qFatal("bulkSpline: the knots were refused");
    return spline;
}

class BulkGestures {
public:
    BulkGestures(EditorSession &session, std::uint32_t seed)
        : m_session(session)
        , m_random(seed)
    {
    }

    int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(m_random); }
    double uniform(double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(m_random); }

    /// A random big selection: every key, every n-th key, a long run of each curve, or the
    /// whole of a few curves.
    void select()
    {
        const EditorDocument &doc = *m_session.document();
        std::set<KnotRef> keys;
        const int kind = pick(4);
        const std::size_t step = std::size_t(2 + pick(9));
        for (ChannelId ch : doc.channelIds()) {
            const std::size_t n = doc.channel(ch).curve.numKeys();
            if (n == 0)
                continue;
            const std::size_t from = std::size_t(pick(int(n)));
            const std::size_t to = std::min(n, from + std::size_t(pick(int(n))));
            const bool whole = pick(3) == 0;
            for (std::size_t k = 0; k < n; ++k) {
                if (kind == 0 || (kind == 1 && k % step == 0) || (kind == 2 && k >= from && k < to)
                    || (kind == 3 && whole))
                    keys.insert({ch, k});
            }
        }
        m_session.selection()->set(std::move(keys));
    }

    /// One bulk gesture on the selection; true when it pushed an undo step.
    bool gesture()
    {
        if (m_session.selection()->isEmpty())
            return false;
        const int before = m_session.undoStack()->count();
        const std::set<KnotRef> &keys = m_session.selection()->knots();
        switch (pick(4)) {
        case 0:
        case 1: { // a nudge: the arrow keys, in value or (snapped) time
            auto drag = KnotsCanvasDrag::create(&m_session, keys, *keys.begin(), QPointF(), {}, QStringLiteral("Nudge"));
            if (!drag)
                return false;
            if (pick(2))
                drag->applyOffsets(0.0, uniform(-2.0, 2.0), DragAxis::Free, false);
            else
                drag->applyOffsets(pick(2) ? 1.0 : -1.0, 0.0, DragAxis::Free, true);
            drag->commit();
            break;
        }
        case 2: { // a drag over several steps, one in eight cancelled (Escape)
            auto drag = KnotsCanvasDrag::create(&m_session, keys, *keys.begin(), QPointF(), {});
            if (!drag)
                return false;
            const int steps = 2 + pick(8);
            for (int s = 0; s < steps; ++s)
                drag->applyOffsets(uniform(-3.0, 3.0), uniform(-5.0, 5.0), DragAxis::Free, pick(2) == 0);
            if (pick(8) == 0)
                drag->cancel();
            else
                drag->commit();
            break;
        }
        default: // Edit ▸ Delete Keys
            (void)deleteSelectedKeys(m_session);
            break;
        }
        return m_session.undoStack()->count() > before;
    }

private:
    EditorSession &m_session;
    std::mt19937 m_random;
};

/// Every selected key exists.
bool selectionValid(const EditorSession &session)
{
    const EditorDocument &doc = *session.document();
    for (const KnotRef &k : session.selection()->knots())
        if (!doc.contains(k.channel) || k.knot >= doc.channel(k.channel).curve.numKeys())
            return false;
    return true;
}

} // namespace

class TestBulkUndoProperty : public QObject {
    Q_OBJECT
private slots:
    void undoAllRestoresTheDocument_data();
    void undoAllRestoresTheDocument();
};

void TestBulkUndoProperty::undoAllRestoresTheDocument_data()
{
    QTest::addColumn<std::uint32_t>("seed");
    QTest::newRow("seed 1") << std::uint32_t(1);
    QTest::newRow("seed 38") << std::uint32_t(38);
}

void TestBulkUndoProperty::undoAllRestoresTheDocument()
{
    QFETCH(std::uint32_t, seed);
    std::vector<Spline> splines;
    for (std::size_t c = 0; c < kCurves; ++c)
        splines.push_back(bulkSpline(kKnots, seed * 1000u + std::uint32_t(c)));
    QTemporaryDir dir;
    QString error;
    auto doc = test::documentWithSplines(splines, dir.path(), &error, 0.0, 1.5 * double(kKnots));
    QVERIFY2(doc, qPrintable(error));
    EditorSession session;
    session.setDocument(std::move(doc));
    const auto opened = documentState(*session.document());
    std::size_t keys = 0;
    for (const auto &c : opened)
        keys += c.curve.numKeys();
    QCOMPARE(keys, kCurves * kKnots);

    BulkGestures gestures(session, seed);
    QUndoStack *stack = session.undoStack();
    int pushed = 0;
    for (int round = 0; round < 30; ++round) {
        std::size_t left = 0;
        for (ChannelId ch : session.document()->channelIds())
            left += session.document()->channel(ch).curve.numKeys();
        if (left < keys / 5 && stack->canUndo()) {
            stack->undo(); // most keys deleted: step back (the next push drops the redo tail)
            QVERIFY2(selectionValid(session), qPrintable(QStringLiteral("round %1: a selected key is gone").arg(round)));
            continue;
        }
        gestures.select();
        if (gestures.gesture()) {
            ++pushed;
            QCOMPARE(stack->index(), stack->count()); // the new step is the last
        }
        QVERIFY2(selectionValid(session), qPrintable(QStringLiteral("round %1: a selected key is gone").arg(round)));
        // The last step undoes and redoes bit for bit.
        if (stack->canUndo() && gestures.pick(3) == 0) {
            const auto done = documentState(*session.document());
            stack->undo();
            QVERIFY(selectionValid(session));
            stack->redo();
            QVERIFY(selectionValid(session));
            const QString diff = stateDifference(documentState(*session.document()), done);
            QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("round %1, undo + redo: %2").arg(round).arg(diff)));
        }
    }
    QVERIFY(pushed >= 10);
    const auto last = documentState(*session.document());
    stack->setIndex(0);
    QVERIFY(selectionValid(session));
    QString diff = stateDifference(documentState(*session.document()), opened);
    QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("after undoing everything: ") + diff));
    stack->setIndex(stack->count());
    diff = stateDifference(documentState(*session.document()), last);
    QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("after redoing everything: ") + diff));
}

QTEST_MAIN(TestBulkUndoProperty)
#include "tst_bulk_undo_property.moc"
