// ChannelTreeModel / ChannelTreeView: layers → prims → attributes for usda (sublayer
// channels read-only and marked), nodes → attributes for .anim; visibility and lock check
// boxes toggled by clicking change the session's display state (group rows for all their
// channels); the colour dialog sets the channel colour; making a channel current is
// signalled; the model passes QAbstractItemModelTester through resets and display changes;
// channels inserted and removed (and undone) insert and remove rows, never reset the tree.
#include "tests/support/OpenedChannels.h"
#include "tests/support/GoldenData.h"
#include "tests/widgets/ItemViewTestData.h"
#include "widgets/models/ChannelTreeModel.h"
#include "widgets/models/ChannelTreeView.h"
#include "widgets/models/KnotTableModel.h"
#include "widgets/models/KnotTableView.h"

#include <QAbstractItemModelTester>
#include <QUndoStack>
#include <QColorDialog>
#include <QSignalSpy>
#include <QStyle>
#include <QTest>

using namespace knotline;
using namespace knotline::test;

class TestChannelTree : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void init();
    void cleanup();
    void usdaLayersPrimsAttributes();
    void readOnlyChannelMarked();
    void animNodesAttributes();
    void modelTesterThroughResetsAndDisplayChanges();
    void clickVisibilityAndLock();
    void groupCheckBoxSetsAllChannels();
    void colorDialogSetsColor();
    void currentChannelDrivesKnotTable();
    void channelsInsertedAndRemovedInPlace();

private:
    QModelIndex child(const QModelIndex &parent, const QString &name) const;
    void clickCheckBox(const QModelIndex &index);

    std::unique_ptr<QTemporaryDir> m_dir;
    std::unique_ptr<EditorSession> m_session;
    std::unique_ptr<ChannelTreeView> m_view;
};

void TestChannelTree::initTestCase()
{
    KNOTLINE_REQUIRE_SHARED(QStringLiteral("realdata/maya_example_ssbh_editor.anim"));
}

void TestChannelTree::init()
{
    m_dir = std::make_unique<QTemporaryDir>();
    m_session = std::make_unique<EditorSession>();
    QVERIFY(openInto(*m_session, writeScene(*m_dir)));
    m_view = std::make_unique<ChannelTreeView>(m_session.get());
    m_view->resize(600, 400);
    m_view->show();
    QVERIFY(QTest::qWaitForWindowExposed(m_view.get()));
}

void TestChannelTree::cleanup()
{
    m_view.reset();
    m_session.reset();
    m_dir.reset();
}

QModelIndex TestChannelTree::child(const QModelIndex &parent, const QString &name) const
{
    const ChannelTreeModel *m = m_view->channelModel();
    for (int r = 0; r < m->rowCount(parent); ++r)
        if (m->index(r, 0, parent).data().toString() == name)
            return m->index(r, 0, parent);
    return {};
}

void TestChannelTree::clickCheckBox(const QModelIndex &index)
{
    // Where the item delegate draws the check indicator of this cell.
    m_view->scrollTo(index);
    QStyleOptionViewItem opt;
    opt.initFrom(m_view->viewport());
    opt.rect = m_view->visualRect(index);
    opt.features = QStyleOptionViewItem::HasCheckIndicator;
    opt.checkState = Qt::CheckState(index.data(Qt::CheckStateRole).toInt());
    opt.showDecorationSelected = true;
    const QRect box = m_view->style()->subElementRect(QStyle::SE_ItemViewItemCheckIndicator, &opt, m_view.get());
    QVERIFY(opt.rect.contains(box.center()));
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {}, box.center());
}

void TestChannelTree::usdaLayersPrimsAttributes()
{
    const ChannelTreeModel *m = m_view->channelModel();
    QCOMPARE(m->rowCount(), 2);
    const QModelIndex root = child({}, QStringLiteral("root.usda"));
    const QModelIndex sub = child({}, QStringLiteral("Sublayer 1"));
    QVERIFY(root.isValid());
    QVERIFY(sub.isValid());
    QCOMPARE(m->rowCount(root), 2);
    const QModelIndex ball = child(root, QStringLiteral("/Ball"));
    const QModelIndex box = child(root, QStringLiteral("/Box"));
    QVERIFY(ball.isValid() && box.isValid());
    QCOMPARE(m->rowCount(ball), 2);
    const QModelIndex tx = child(ball, QStringLiteral("tx"));
    QVERIFY(tx.isValid());
    QCOMPARE(m->channelAt(tx), m_session->document()->findChannelByPath("/Ball.tx"));
    QCOMPARE(m->indexOfChannel(*m->channelAt(tx)), tx);
    QVERIFY(!m->channelAt(ball));
    QVERIFY(child(box, QStringLiteral("rz")).isValid());
    const QModelIndex subBall = child(sub, QStringLiteral("/Ball"));
    QVERIFY(child(subBall, QStringLiteral("tz")).isValid());
    // Visible by default; colour from the session.
    QCOMPARE(tx.siblingAtColumn(ChannelTreeModel::VisibleColumn).data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
    QCOMPARE(tx.siblingAtColumn(ChannelTreeModel::ColorColumn).data(Qt::DecorationRole).value<QColor>(),
             m_session->display(*m->channelAt(tx)).color);
}

void TestChannelTree::readOnlyChannelMarked()
{
    const ChannelTreeModel *m = m_view->channelModel();
    const QModelIndex tz = m->indexOfChannel(*m_session->document()->findChannelByPath("/Ball.tz"));
    const QModelIndex tx = m->indexOfChannel(*m_session->document()->findChannelByPath("/Ball.tx"));
    QVERIFY(tz.isValid());
    QVERIFY(tz.data(Qt::FontRole).value<QFont>().italic());
    QVERIFY(!tz.data(Qt::DecorationRole).value<QIcon>().isNull());
    QVERIFY(tz.data(Qt::ToolTipRole).toString().contains(QStringLiteral("read-only")));
    const QModelIndex lock = tz.siblingAtColumn(ChannelTreeModel::LockedColumn);
    QCOMPARE(lock.data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
    QVERIFY(!(m->flags(lock) & Qt::ItemIsUserCheckable));
    QVERIFY(!m_view->channelModel()->setData(lock, Qt::Unchecked, Qt::CheckStateRole));
    // An editable channel: normal font, no icon, lock unchecked and checkable.
    QVERIFY(!tx.data(Qt::FontRole).isValid());
    QVERIFY(!tx.data(Qt::DecorationRole).isValid());
    QVERIFY(m->flags(tx.siblingAtColumn(ChannelTreeModel::LockedColumn)) & Qt::ItemIsUserCheckable);
}

void TestChannelTree::animNodesAttributes()
{
    QVERIFY(openInto(*m_session, sharedRoot() + QStringLiteral("/realdata/maya_example_ssbh_editor.anim")));
    const ChannelTreeModel *m = m_view->channelModel();
    // One root row, the file, holding the nodes (issue 37 item 10), expanded.
    QCOMPARE(m->rowCount(), 1);
    const QModelIndex file = m->index(0, 0);
    QCOMPARE(file.data().toString(), QStringLiteral("maya_example_ssbh_editor.anim"));
    QVERIFY(m_view->isExpanded(file));
    const QModelIndex joint2 = child(file, QStringLiteral("joint2"));
    QVERIFY(joint2.isValid());
    QVERIFY(child(joint2, QStringLiteral("visibility")).isValid());
    const QModelIndex tx = child(joint2, QStringLiteral("translate.translateX"));
    QVERIFY(tx.isValid());
    QCOMPARE(m->channelAt(tx), m_session->document()->findChannelByPath("joint2.translate.translateX"));
    // Every channel has exactly one row.
    int rows = 0;
    for (int r = 0; r < m->rowCount(file); ++r)
        rows += m->rowCount(m->index(r, 0, file));
    QCOMPARE(std::size_t(rows), m_session->document()->channelCount());
}

void TestChannelTree::modelTesterThroughResetsAndDisplayChanges()
{
    ChannelTreeModel *m = m_view->channelModel();
    QAbstractItemModelTester tester(m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    m_session->setChannelVisible(openedChannel(0), false);
    m_session->setChannelLocked(openedChannel(1), true);
    m_session->setChannelColor(openedChannel(2), Qt::red);
    QVERIFY(m->setData(m->index(0, ChannelTreeModel::VisibleColumn), Qt::Unchecked, Qt::CheckStateRole));
    QVERIFY(openInto(*m_session, sharedRoot() + QStringLiteral("/realdata/maya_example_ssbh_editor.anim")));
    m_session->setChannelVisible(openedChannel(0), false);
    QVERIFY(openInto(*m_session, writeScene(*m_dir)));
    m_session->setDocument(nullptr); // empty document
    QCOMPARE(m->rowCount(), 0);
}

void TestChannelTree::clickVisibilityAndLock()
{
    const ChannelTreeModel *m = m_view->channelModel();
    const ChannelId ty = *m_session->document()->findChannelByPath("/Ball.ty");
    const QModelIndex row = m->indexOfChannel(ty);
    QSignalSpy displaySpy(m_session.get(), &EditorSession::channelDisplayChanged);
    clickCheckBox(row.siblingAtColumn(ChannelTreeModel::VisibleColumn));
    QVERIFY(!m_session->display(ty).visible);
    QCOMPARE(displaySpy.count(), 1);
    // The prim row is now partially visible.
    QCOMPARE(row.parent().siblingAtColumn(ChannelTreeModel::VisibleColumn).data(Qt::CheckStateRole).toInt(),
             int(Qt::PartiallyChecked));
    clickCheckBox(row.siblingAtColumn(ChannelTreeModel::LockedColumn));
    QVERIFY(m_session->display(ty).locked);
    QVERIFY(!m_session->isChannelEditable(ty));
    clickCheckBox(row.siblingAtColumn(ChannelTreeModel::VisibleColumn));
    QVERIFY(m_session->display(ty).visible);
    // Display changes are view state: nothing on the undo stack.
    QCOMPARE(m_session->undoStack()->count(), 0);
}

void TestChannelTree::groupCheckBoxSetsAllChannels()
{
    const ChannelTreeModel *m = m_view->channelModel();
    const QModelIndex root = child({}, QStringLiteral("root.usda"));
    clickCheckBox(root.siblingAtColumn(ChannelTreeModel::VisibleColumn));
    for (const char *path : {"/Ball.tx", "/Ball.ty", "/Box.rz"})
        QVERIFY(!m_session->display(*m_session->document()->findChannelByPath(path)).visible);
    QVERIFY(m_session->display(*m_session->document()->findChannelByPath("/Ball.tz")).visible); // other layer
    QCOMPARE(root.siblingAtColumn(ChannelTreeModel::VisibleColumn).data(Qt::CheckStateRole).toInt(),
             int(Qt::Unchecked));
    // Locking the sublayer group leaves its read-only channel as it is (always locked).
    const QModelIndex sub = child({}, QStringLiteral("Sublayer 1"));
    QCOMPARE(sub.siblingAtColumn(ChannelTreeModel::LockedColumn).data(Qt::CheckStateRole).toInt(), int(Qt::Checked));
    Q_UNUSED(m);
}

void TestChannelTree::colorDialogSetsColor()
{
    const ChannelTreeModel *m = m_view->channelModel();
    const ChannelId rz = *m_session->document()->findChannelByPath("/Box.rz");
    const QModelIndex cell = m->indexOfChannel(rz, ChannelTreeModel::ColorColumn);
    m_view->scrollTo(cell);
    // QTest's widget double click is a lone MouseButtonDblClick: press first, as a user does.
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {}, m_view->visualRect(cell).center());
    QTest::mouseDClick(m_view->viewport(), Qt::LeftButton, {}, m_view->visualRect(cell).center());
    QColorDialog *dialog = m_view->colorDialog();
    QVERIFY(dialog);
    QCOMPARE(dialog->currentColor(), m_session->display(rz).color);
    dialog->setCurrentColor(QColor(10, 200, 30));
    dialog->accept();
    QCOMPARE(m_session->display(rz).color, QColor(10, 200, 30));
    QCOMPARE(cell.data(Qt::DecorationRole).value<QColor>(), QColor(10, 200, 30));
}

void TestChannelTree::currentChannelDrivesKnotTable()
{
    KnotTableView table(m_session.get());
    connect(m_view.get(), &ChannelTreeView::currentChannelChanged, &table, &KnotTableView::setChannel);
    QSignalSpy current(m_view.get(), &ChannelTreeView::currentChannelChanged);
    const ChannelTreeModel *m = m_view->channelModel();
    const ChannelId rz = *m_session->document()->findChannelByPath("/Box.rz");
    const QModelIndex row = m->indexOfChannel(rz);
    m_view->scrollTo(row);
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {}, m_view->visualRect(row).center());
    QCOMPARE(current.count(), 1);
    QCOMPARE(current.first().first().value<std::optional<ChannelId>>(), std::optional(rz));
    QCOMPARE(table.channel(), std::optional(rz));
    QCOMPARE(m_view->currentChannel(), std::optional(rz));
    // A group row does not change the channel.
    QTest::mouseClick(m_view->viewport(), Qt::LeftButton, {}, m_view->visualRect(row.parent()).center());
    QCOMPARE(current.count(), 1);
    QCOMPARE(table.channel(), std::optional(rz));
    // A new document: the tree makes its first channel current and the table keeps it,
    // whichever of them hears documentChanged first.
    QVERIFY(openInto(*m_session, writeScene(*m_dir)));
    QCOMPARE(m_view->currentChannel(), std::optional<ChannelId>(openedChannel(0)));
    QCOMPARE(table.channel(), std::optional<ChannelId>(openedChannel(0)));
    QCOMPARE(table.knotModel()->rowCount(), int(m_session->document()->channel(openedChannel(0)).curve.numKeys()));
}

void TestChannelTree::channelsInsertedAndRemovedInPlace()
{
    ChannelTreeModel *m = m_view->channelModel();
    QAbstractItemModelTester tester(m, QAbstractItemModelTester::FailureReportingMode::QtTest);
    QSignalSpy resets(m, &QAbstractItemModel::modelReset);
    QSignalSpy inserted(m, &QAbstractItemModel::rowsInserted);
    QSignalSpy removed(m, &QAbstractItemModel::rowsRemoved);
    EditorDocument *doc = m_session->document();
    const ChannelId tx = channelOf(*m_session, "/Ball.tx");
    m_session->setCurrentChannel(tx);
    const QModelIndex root = child({}, QStringLiteral("root.usda"));
    m_view->collapse(child(root, QStringLiteral("/Box"))); // a reset would expand it again

    auto insert = [&](std::size_t row, const char *path) {
        Channel c;
        c.path = path;
        c.curve = doc->channel(tx).curve;
        EditGesture gesture(m_session.get(), QStringLiteral("Add channel"));
        const Result<ChannelId> id = gesture.insertChannel(row, std::move(c));
        gesture.commit();
        return id.isOk() ? id.value() : ChannelId();
    };
    // Before /Ball.ty in the document: the second row under /Ball.
    const ChannelId rx = insert(1, "/Ball.rx");
    QVERIFY(rx.isValid());
    QCOMPARE(inserted.count(), 1);
    const QModelIndex ball = child(root, QStringLiteral("/Ball"));
    QCOMPARE(m->indexOfChannel(rx).row(), 1);
    QCOMPARE(m->indexOfChannel(rx).parent(), ball);
    QCOMPARE(m->rowCount(ball), 3);
    QCOMPARE(m_view->currentChannel(), std::optional<ChannelId>(tx));
    QVERIFY(!m_view->isExpanded(child(root, QStringLiteral("/Box"))));

    // The only channel of /Box removed: its prim row goes with it; undo brings both back.
    const ChannelId rz = channelOf(*m_session, "/Box.rz");
    {
        EditGesture gesture(m_session.get(), QStringLiteral("Delete channel"));
        QVERIFY(gesture.removeChannel(rz).isOk());
        gesture.commit();
    }
    QCOMPARE(removed.count(), 1);
    QVERIFY(!child(root, QStringLiteral("/Box")).isValid());
    QVERIFY(!m->indexOfChannel(rz).isValid());
    m_session->undoStack()->undo();
    QCOMPARE(inserted.count(), 2);
    QCOMPARE(m->indexOfChannel(rz).parent(), child(root, QStringLiteral("/Box")));
    QCOMPARE(m_session->display(rz).color, m->indexOfChannel(rz, ChannelTreeModel::ColorColumn).data(Qt::DecorationRole).value<QColor>());

    // Removing the current channel makes the one now at its row current, in the tree too.
    m_session->setCurrentChannel(rx);
    {
        EditGesture gesture(m_session.get(), QStringLiteral("Delete channel"));
        QVERIFY(gesture.removeChannel(rx).isOk());
        gesture.commit();
    }
    const ChannelId ty = channelOf(*m_session, "/Ball.ty");
    QCOMPARE(m_session->currentChannel(), std::optional<ChannelId>(ty));
    QCOMPARE(m_view->currentChannel(), std::optional<ChannelId>(ty));
    while (m_session->undoStack()->canUndo())
        m_session->undoStack()->undo();
    QVERIFY(!doc->contains(rx));
    QCOMPARE(m->rowCount(ball), 2);
    QCOMPARE(resets.count(), 0);
}

QTEST_MAIN(TestChannelTree)
#include "tst_channel_tree.moc"
