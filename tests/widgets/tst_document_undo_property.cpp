// Property test of the editor's document model: thousands of random user gestures — each
// one EditGesture touching one or more channels with knot moves, tangent edits, key inserts
// and deletes, infinity changes, channel insertions and removals, some cancelled, some
// undone and redone at once — go through the session's undo stack. Undoing everything must
// give back the opened document bit for bit (channels, their ids and rows, their curves),
// and redoing everything the final one.
#include "core/document/Document.h"
#include "tests/support/DocumentState.h"
#include "tests/support/GoldenData.h"
#include "tests/support/SplineDocument.h"
#include "widgets/session/EditorSession.h"

#include <QTest>

#include <random>

using namespace knotline;
using knotline::test::documentState;
using knotline::test::stateDifference;

namespace {

/// One random gesture over the session's document. Returns how many edits it made that
/// the document accepted (refused edits — a time that would reorder keys, say — change
/// nothing and are part of the property too).
class GestureMaker {
public:
    GestureMaker(EditorSession &session, std::uint32_t seed)
        : m_session(session)
        , m_random(seed)
    {
    }

    int run()
    {
        EditGesture gesture(&m_session, QStringLiteral("Random gesture"));
        const int edits = 1 + pick(4);
        int accepted = 0;
        for (int i = 0; i < edits; ++i)
            accepted += step(gesture) ? 1 : 0;
        if (pick(20) == 0)
            gesture.cancel(); // Esc during a drag
        else
            gesture.commit();
        return accepted;
    }

    int pick(int n) { return std::uniform_int_distribution<int>(0, n - 1)(m_random); }
    double uniform(double lo, double hi) { return std::uniform_real_distribution<double>(lo, hi)(m_random); }

private:
    ChannelId anyChannel()
    {
        const EditorDocument &doc = *m_session.document();
        return doc.channelIdAt(std::size_t(pick(int(doc.channelCount()))));
    }

    bool step(EditGesture &gesture)
    {
        EditorDocument &doc = *m_session.document();
        if (doc.channelCount() == 0)
            return false;
        const ChannelId ch = anyChannel();
        const std::size_t keys = doc.contains(ch) ? doc.channel(ch).curve.numKeys() : 0;
        const std::size_t k = keys ? std::size_t(pick(int(keys))) : 0;
        const double t = uniform(-20.0, 120.0);
        const double v = uniform(-50.0, 50.0);
        const int kind = pick(8);
        const std::string source = doc.channel(ch).source == ChannelSource::AnimCurve ? "anim" : "usda";
        switch (kind) {
        case 0: // knot move, as a drag step: time and value
            return keys && gesture.edit(ch, [&](AnimCurveFn &fn) {
                if (Status st = fn.setValue(k, v); !st)
                    return st;
                return fn.setTime(k, fn.time(k).value() + uniform(-3.0, 3.0));
            }).isOk();
        case 1: { // tangent edit
            static const MayaTangentType types[] = {MayaTangentType::Flat, MayaTangentType::Linear,
                                                    MayaTangentType::Smooth, MayaTangentType::Clamped,
                                                    MayaTangentType::Plateau, MayaTangentType::Step};
            const MayaTangentType type = types[pick(6)];
            return keys && gesture.edit(ch, [&](AnimCurveFn &fn) {
                return pick(2) ? fn.setOutTangentType(k, type) : fn.setAngle(k, uniform(-1.2, 1.2), TangentSide::In);
            }).isOk();
        }
        case 2: // key insert
            return gesture.edit(ch, [&](AnimCurveFn &fn) { return fn.addKey(t, v).status(); }).isOk();
        case 3: // key delete
            return keys > 1 && gesture.edit(ch, [&](AnimCurveFn &fn) { return fn.remove(k); }).isOk();
        case 4: { // infinity change
            const InfinityType type = InfinityType(pick(5));
            return gesture.edit(ch, [&](AnimCurveFn &fn) {
                return pick(2) ? fn.setPreInfinityType(type) : fn.setPostInfinityType(type);
            }).isOk();
        }
        case 5: { // channel insert (a copy of another channel's curve, at a random row)
            Channel c;
            c.source = doc.channel(ch).source;
            c.path = c.source == ChannelSource::AnimCurve ? "added" + std::to_string(++m_added) + ".translateX"
                                                          : m_prim + ".added" + std::to_string(++m_added);
            c.curve = doc.channel(ch).curve;
            return gesture.insertChannel(std::size_t(pick(int(doc.channelCount()) + 1)), std::move(c)).isOk();
        }
        case 6: // channel removal (keeping a few)
            return doc.channelCount() > 3 && gesture.removeChannel(ch).isOk();
        default: // several keys of one channel moved in time together
            return keys > 2 && gesture.edit(ch, [&](AnimCurveFn &fn) {
                return fn.moveKeys({0, keys - 1}, uniform(-0.5, 0.5), uniform(-1.0, 1.0));
            }).isOk();
        }
    }

public:
    std::string m_prim; ///< a prim of the usda root layer that channels are added to
private:
    EditorSession &m_session;
    std::mt19937 m_random;
    int m_added = 0;
};

} // namespace

class TestDocumentUndoProperty : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void undoAllRedoAll_data();
    void undoAllRedoAll();
};

void TestDocumentUndoProperty::initTestCase()
{
    KNOTLINE_REQUIRE_SHARED(QStringLiteral("realdata/usd_220_splines.usda"),
                            QStringLiteral("realdata/maya_example_ssbh_editor.anim"));
}

void TestDocumentUndoProperty::undoAllRedoAll_data()
{
    QTest::addColumn<QString>("file");
    QTest::addColumn<QString>("prim");
    QTest::addColumn<int>("seed");
    QTest::addColumn<int>("gestures");
    for (int seed : {1, 2, 3}) {
        QTest::addRow("usda seed %d", seed) << test::realData("usd_220_splines.usda") << "" << seed << 1200;
        QTest::addRow("anim seed %d", seed) << test::realData("maya_example_ssbh_editor.anim") << "" << seed << 1200;
    }
}

void TestDocumentUndoProperty::undoAllRedoAll()
{
    QFETCH(QString, file);
    QFETCH(int, seed);
    QFETCH(int, gestures);
    EditorSession session;
    session.setDocument(test::openOrFail(file));
    EditorDocument &doc = *session.document();
    QVERIFY(doc.channelCount() > 0);
    const auto original = documentState(doc);

    GestureMaker maker(session, std::uint32_t(seed));
    if (const Document *usd = doc.usdDocument()) {
        const std::string &first = doc.channel(doc.channelIdAt(0)).path;
        maker.m_prim = first.substr(0, first.rfind('.'));
        QVERIFY(usd->root().findPrim(maker.m_prim));
    }
    int accepted = 0;
    int immediateUndos = 0;
    for (int g = 0; g < gestures; ++g) {
        accepted += maker.run();
        if (maker.pick(10) == 0 && session.undoStack()->canUndo()) { // undo and redo at once
            const auto now = documentState(doc);
            session.undoStack()->undo();
            session.undoStack()->redo();
            QVERIFY2(documentState(doc) == now, qPrintable(stateDifference(documentState(doc), now)));
            ++immediateUndos;
        }
    }
    const int steps = session.undoStack()->count();
    qInfo("%d gestures, %d accepted edits, %d undo steps, %d immediate undo/redo pairs, %zu channels at the end",
          gestures, accepted, steps, immediateUndos, doc.channelCount());
    QVERIFY(steps > gestures / 2); // most gestures changed something
    QVERIFY(accepted > gestures);
    const auto final = documentState(doc);
    QVERIFY(final != original);

    while (session.undoStack()->canUndo())
        session.undoStack()->undo();
    QVERIFY2(documentState(doc) == original, qPrintable(stateDifference(documentState(doc), original)));
    while (session.undoStack()->canRedo())
        session.undoStack()->redo();
    QVERIFY2(documentState(doc) == final, qPrintable(stateDifference(documentState(doc), final)));
}

QTEST_MAIN(TestDocumentUndoProperty)
#include "tst_document_undo_property.moc"
