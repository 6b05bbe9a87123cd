// The channel tree and the knot table following channel insertions and removals and curve
// edits through the session's undo stack (edge cases found in review). Oracle: after every
// step the live (incrementally updated) model shows exactly what a freshly built model over
// the same session shows, every change is announced (a mirror that re-reads only announced
// cells agrees), and QAbstractItemModelTester passes.
#include "tests/widgets/ItemViewTestData.h"
#include "widgets/models/ChannelTreeModel.h"
#include "widgets/models/KnotTableModel.h"
#include "widgets/session/EditorSession.h"

#include <QAbstractItemModelTester>
#include <QRandomGenerator>
#include <QTemporaryDir>
#include <QTest>
#include <QUndoStack>

using namespace knotline;
using namespace knotline::test;

namespace {

void dumpTree(const QAbstractItemModel &m, const QModelIndex &parent, int depth, QStringList &out)
{
    for (int r = 0; r < m.rowCount(parent); ++r) {
        const QModelIndex i = m.index(r, 0, parent);
        out << QStringLiteral("%1%2 [%3] v=%4 l=%5")
                   .arg(QString(depth * 2, QLatin1Char(' ')), i.data().toString(),
                        i.data(ChannelTreeModel::ChannelRole).toString(),
                        i.siblingAtColumn(1).data(Qt::CheckStateRole).toString(),
                        i.siblingAtColumn(2).data(Qt::CheckStateRole).toString());
        dumpTree(m, i, depth + 1, out);
    }
}

QStringList dumpTree(const QAbstractItemModel &m)
{
    QStringList out;
    dumpTree(m, {}, 0, out);
    return out;
}

/// Group rows sorted by name (their order after inserts depends on history, see
/// undoRemovalRestoresTreeOrder); channel rows kept in order.
void canonicalTree(const QAbstractItemModel &m, const QModelIndex &parent, int depth, QStringList &out)
{
    std::vector<std::pair<QString, QModelIndex>> groups;
    for (int r = 0; r < m.rowCount(parent); ++r) {
        const QModelIndex i = m.index(r, 0, parent);
        const QString line = QStringLiteral("%1%2 [%3] v=%4 l=%5")
                                 .arg(QString(depth * 2, QLatin1Char(' ')), i.data().toString(),
                                      i.data(ChannelTreeModel::ChannelRole).toString(),
                                      i.siblingAtColumn(1).data(Qt::CheckStateRole).toString(),
                                      i.siblingAtColumn(2).data(Qt::CheckStateRole).toString());
        if (i.data(ChannelTreeModel::ChannelRole).isValid())
            out << line;
        else
            groups.emplace_back(line, i);
    }
    std::sort(groups.begin(), groups.end(), [](const auto &a, const auto &b) { return a.first < b.first; });
    for (const auto &[line, i] : groups) {
        out << line;
        canonicalTree(m, i, depth + 1, out);
    }
}

QStringList canonicalTree(const QAbstractItemModel &m)
{
    QStringList out;
    canonicalTree(m, {}, 0, out);
    return out;
}

QStringList dumpTable(const QAbstractItemModel &m)
{
    QStringList out;
    for (int r = 0; r < m.rowCount(); ++r) {
        QStringList cells;
        for (int c = 0; c < m.columnCount(); ++c) {
            const QModelIndex i = m.index(r, c);
            cells << QStringLiteral("%1|%2|%3|%4")
                         .arg(i.data().toString(), i.data(Qt::EditRole).toString(),
                              i.data(Qt::CheckStateRole).toString())
                         .arg(int(m.flags(i)));
        }
        out << cells.join(QStringLiteral("  "));
    }
    return out;
}

QString firstDifference(const QStringList &live, const QStringList &fresh)
{
    for (qsizetype i = 0; i < std::max(live.size(), fresh.size()); ++i)
        if (live.value(i) != fresh.value(i))
            return QStringLiteral("line %1: live \"%2\" vs fresh \"%3\"").arg(i).arg(live.value(i), fresh.value(i));
    return {};
}

/// What a view knows of a flat model: cells re-read only when the model says so
/// (reset, rows inserted, dataChanged). Detects changes the model does not announce.
class TableMirror : public QObject {
public:
    explicit TableMirror(QAbstractItemModel *m) : m_model(m)
    {
        reset();
        connect(m, &QAbstractItemModel::modelReset, this, [this] { reset(); });
        connect(m, &QAbstractItemModel::rowsInserted, this, [this](const QModelIndex &, int a, int b) {
            for (int r = a; r <= b; ++r)
                m_rows.insert(r, readRow(r));
        });
        connect(m, &QAbstractItemModel::rowsRemoved, this, [this](const QModelIndex &, int a, int b) {
            m_rows.remove(a, b - a + 1);
        });
        connect(m, &QAbstractItemModel::dataChanged, this, [this](const QModelIndex &tl, const QModelIndex &br) {
            for (int r = tl.row(); r <= br.row(); ++r)
                m_rows[r] = readRow(r);
        });
    }
    QStringList rows() const { return m_rows; }

private:
    QString readRow(int r) const
    {
        QStringList cells;
        for (int c = 0; c < m_model->columnCount(); ++c) {
            const QModelIndex i = m_model->index(r, c);
            cells << QStringLiteral("%1|%2|%3|%4")
                         .arg(i.data().toString(), i.data(Qt::EditRole).toString(),
                              i.data(Qt::CheckStateRole).toString())
                         .arg(int(m_model->flags(i)));
        }
        return cells.join(QStringLiteral("  "));
    }
    void reset()
    {
        m_rows.clear();
        for (int r = 0; r < m_model->rowCount(); ++r)
            m_rows << readRow(r);
    }
    QAbstractItemModel *m_model;
    QStringList m_rows;
};

Channel newChannel(const char *path)
{
    Channel c;
    c.path = path;
    AnimCurveFn fn(c.curve);
    (void)fn.addKey(2, 1, MayaTangentType::Linear, MayaTangentType::Linear);
    (void)fn.addKey(8, -1, MayaTangentType::Linear, MayaTangentType::Linear);
    return c;
}

} // namespace

class TestDocumentViewsEdgeCases : public QObject {
    Q_OBJECT
private slots:
    void init();
    void cleanup();
    void saveAsThenInsertKeepsOneRootLayerGroup();
    void undoRemovalRestoresTreeOrder();
    void knotTableFollowsWeightedToggle();
    void randomGesturesKeepModelsInSync();
    void undoDuringGestureKeepsInsertedChannel();

private:
    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<EditorSession> m_session;
};

void TestDocumentViewsEdgeCases::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_session = std::make_unique<EditorSession>();
    QVERIFY(openInto(*m_session, writeScene(*m_dir)));
}

void TestDocumentViewsEdgeCases::cleanup()
{
    m_session.reset();
    m_dir.reset();
}

// The root layer's group row is named after the document's file; after Save As it takes the
// new name, and a channel inserted into the root layer goes into that same group.
void TestDocumentViewsEdgeCases::saveAsThenInsertKeepsOneRootLayerGroup()
{
    ChannelTreeModel tree(m_session.get());
    QAbstractItemModelTester tester(&tree, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const int topLevel = tree.rowCount(); // root.usda, Sublayer 1
    QVERIFY(m_session->document()->saveAs(m_dir->filePath(QStringLiteral("renamed.usda"))).isOk());
    EditGesture gesture(m_session.get(), QStringLiteral("Add channel"));
    QVERIFY(gesture.insertChannel(0, newChannel("/Ball.rx")).isOk());
    gesture.commit();
    ChannelTreeModel fresh(m_session.get());
    QCOMPARE(tree.rowCount(), topLevel);
    const QString diff = firstDifference(dumpTree(tree), dumpTree(fresh));
    QVERIFY2(diff.isEmpty(), qPrintable(diff));
}

// Remove every channel of the first prim (/Ball: tx, ty) in one gesture and undo: the
// /Ball group row comes back where it was (before /Box).
void TestDocumentViewsEdgeCases::undoRemovalRestoresTreeOrder()
{
    ChannelTreeModel tree(m_session.get());
    QAbstractItemModelTester tester(&tree, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const QStringList before = dumpTree(tree);
    {
        EditGesture gesture(m_session.get(), QStringLiteral("Delete channels"));
        QVERIFY(gesture.removeChannel(channelOf(*m_session, "/Ball.tx")).isOk());
        QVERIFY(gesture.removeChannel(channelOf(*m_session, "/Ball.ty")).isOk());
        gesture.commit();
    }
    m_session->undoStack()->undo();
    const QString diff = firstDifference(dumpTree(tree), before);
    QVERIFY2(diff.isEmpty(), qPrintable(diff));
}

// Toggling "weighted" changes every row's width columns and weight-lock flags although the
// knots compare equal: the table announces every row.
void TestDocumentViewsEdgeCases::knotTableFollowsWeightedToggle()
{
    KnotTableModel table(m_session.get());
    QAbstractItemModelTester tester(&table, QAbstractItemModelTester::FailureReportingMode::QtTest);
    const ChannelId ty = channelOf(*m_session, "/Ball.ty"); // hermite
    table.setChannel(ty);
    const QStringList before = dumpTable(table);
    int changedRows = 0;
    connect(&table, &QAbstractItemModel::dataChanged, this,
            [&](const QModelIndex &a, const QModelIndex &b) { changedRows += b.row() - a.row() + 1; });
    QVERIFY(m_session->applyEdit(ty, [](AnimCurveFn &fn) { return fn.setIsWeighted(true); }, QStringLiteral("Weighted")).isOk());
    KnotTableModel fresh(m_session.get());
    fresh.setChannel(ty);
    const QStringList after = dumpTable(fresh);
    if (after != before)
        QVERIFY2(changedRows > 0, qPrintable(QStringLiteral("cells changed without dataChanged: ") + firstDifference(before, after)));
    // What the model itself returns must match the fresh model.
    const QString diff = firstDifference(dumpTable(table), after);
    QVERIFY2(diff.isEmpty(), qPrintable(diff));
}

void TestDocumentViewsEdgeCases::randomGesturesKeepModelsInSync()
{
    ChannelTreeModel tree(m_session.get());
    KnotTableModel table(m_session.get());
    connect(m_session.get(), &EditorSession::currentChannelChanged, &table, &KnotTableModel::setChannel);
    table.setChannel(m_session->currentChannel());
    QAbstractItemModelTester treeTester(&tree, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QAbstractItemModelTester tableTester(&table, QAbstractItemModelTester::FailureReportingMode::QtTest);
    TableMirror mirror(&table);
    const bool checkMirror = true;
    const quint32 seed = 1234u;
    QRandomGenerator rng(seed);
    int done = 0;
    const char *pool[] = {"/Ball.r0", "/Ball.r1", "/Box.s0", "/Box.s1", "/Ball.tx", "/Box.rz"};
    EditorDocument *doc = m_session->document();
    for (int step = 0; step < 1500; ++step) {
        const int op = rng.bounded(10);
        QString what;
        std::vector<ChannelId> editable;
        for (ChannelId id : doc->channelIds())
            if (!doc->channel(id).readOnly)
                editable.push_back(id);
        if (op <= 3 && !editable.empty()) {
            const ChannelId ch = editable[rng.bounded(int(editable.size()))];
            const int kind = rng.bounded(6);
            const quint32 r = rng.generate();
            what = QStringLiteral("edit %1 kind %2").arg(ch.value()).arg(kind);
            done += m_session->applyEdit(ch, [kind, r](AnimCurveFn &fn) -> Status {
                const std::size_t n = fn.numKeys();
                switch (kind) {
                case 0: return n ? fn.setValue(r % n, double(r % 17)) : Status::ok();
                case 1: return fn.addKey(double(r % 40) + 0.5, double(r % 5)).status();
                case 2: return n > 1 ? fn.remove(r % n) : Status::ok();
                case 3: return fn.setIsWeighted(!fn.isWeighted());
                case 4: return n ? fn.setOutTangentType(r % n, (r & 1) ? MayaTangentType::Flat : MayaTangentType::Linear) : Status::ok();
                default: return fn.setPostInfinityType((r & 1) ? InfinityType::Cycle : InfinityType::Constant);
                }
            }, QStringLiteral("Edit")).isOk();
        } else if (op == 4) {
            const char *path = pool[rng.bounded(6)];
            const std::size_t row = rng.bounded(int(doc->channelCount()) + 2);
            what = QStringLiteral("insert %1 at %2").arg(QLatin1String(path)).arg(row);
            EditGesture g(m_session.get(), QStringLiteral("Add"));
            done += g.insertChannel(row, newChannel(path)).isOk();
            g.commit();
        } else if (op == 5 && !editable.empty()) {
            const ChannelId ch = editable[rng.bounded(int(editable.size()))];
            what = QStringLiteral("remove %1").arg(ch.value());
            EditGesture g(m_session.get(), QStringLiteral("Remove"));
            done += g.removeChannel(ch).isOk();
            if (rng.bounded(2) && !doc->channelIds().empty())
                (void)g.edit(doc->channelIdAt(0), [](AnimCurveFn &fn) { return fn.setPostInfinityType(InfinityType::Linear); });
            g.commit();
        } else if (op == 6 || op == 7) {
            what = QStringLiteral("undo");
            m_session->undoStack()->undo();
        } else if (op == 8) {
            what = QStringLiteral("redo");
            m_session->undoStack()->redo();
        } else {
            const std::size_t n = doc->channelCount();
            if (n)
                m_session->setCurrentChannel(doc->channelIdAt(rng.bounded(int(n))));
            what = QStringLiteral("current");
        }
        if (QTest::currentTestFailed())
            QFAIL(qPrintable(QStringLiteral("model tester failed at step %1 (%2)").arg(step).arg(what)));
        ChannelTreeModel freshTree(m_session.get());
        QString diff = firstDifference(canonicalTree(tree), canonicalTree(freshTree));
        QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("tree, step %1 (%2): %3").arg(step).arg(what, diff)));
        QCOMPARE(table.channel(), m_session->currentChannel());
        KnotTableModel freshTable(m_session.get());
        freshTable.setChannel(table.channel());
        diff = firstDifference(dumpTable(table), dumpTable(freshTable));
        QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("table, step %1 (%2): %3").arg(step).arg(what, diff)));
        if (checkMirror) {
            diff = firstDifference(mirror.rows(), dumpTable(freshTable));
            QVERIFY2(diff.isEmpty(), qPrintable(QStringLiteral("table not announced, step %1 (%2): %3").arg(step).arg(what, diff)));
        }
    }
    qInfo("seed %u: %d edits/inserts/removals succeeded, %zu channels, undo index %d", seed, done,
          doc->channelCount(), m_session->undoStack()->index());
}

// Ctrl+Z while a drag (EditGesture) is editing a channel that the previous undo step
// inserted: the insertion's revert finds the channel changed since and is refused, so the
// channel and the drag's edits stay. (That the history then no longer matches the
// document is issue 17 item 1: commands during a drag.)
void TestDocumentViewsEdgeCases::undoDuringGestureKeepsInsertedChannel()
{
    ChannelId rx;
    {
        EditGesture add(m_session.get(), QStringLiteral("Add channel"));
        const Result<ChannelId> id = add.insertChannel(0, newChannel("/Ball.rx"));
        QVERIFY(id.isOk());
        rx = id.value();
        add.commit();
    }
    EditGesture drag(m_session.get(), QStringLiteral("Move keys"));
    QVERIFY(drag.edit(rx, [](AnimCurveFn &fn) { return fn.setValue(0, 42.0); }).isOk());
    m_session->undoStack()->undo(); // during the drag
    const bool keptDuringDrag = m_session->document()->contains(rx);
    drag.commit();
    while (m_session->undoStack()->canRedo())
        m_session->undoStack()->redo();
    qInfo("after the drag's commit: channel present %d, undo count %d, canRedo %d",
          m_session->document()->contains(rx), m_session->undoStack()->count(), m_session->undoStack()->canRedo());
    QVERIFY2(keptDuringDrag, "undo removed a channel a gesture is editing");
    QVERIFY2(m_session->document()->contains(rx), "the inserted channel is gone for good");
}

QTEST_MAIN(TestDocumentViewsEdgeCases)
#include "tst_document_views_edge_cases.moc"
