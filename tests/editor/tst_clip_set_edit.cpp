// Undoable clip-set edits (issue 14 / 15): EditorDocument::setClipSetFields changes a clip
// set of the root layer through one DocumentChange::ClipSetStep — the resolved channel
// follows the edit, reverting restores the document bit for bit (metadata, curve, value
// sources), applying again redoes it; saving writes only the edited entries (the rest of
// the file byte for byte) and reopening keeps the edit; invalid fields are refused and
// change nothing.
#include "core/editor/EditorDocument.h"
#include "core/valueclips/ValueClipStage.h"

#include <algorithm>

#include <QFile>
#include <QTemporaryDir>
#include <QTest>

using namespace knotline;

namespace {

const char *kRoot = "#usda 1.0\n(\n    endTimeCode = 20\n)\n\n"
                    "def \"Shot\" (\n    clips = {\n        dictionary anim = {\n"
                    "            double2[] active = [(0.0, 0), (10, 1)]\n"
                    "            asset[] assetPaths = [@./a.usda@, @./b.usda@]\n"
                    "            string primPath = \"/Anim\"\n"
                    "            double2[] times = [(0, 0), (10, 10), (10, 0), (20, 10)]\n"
                    "        }\n    }\n)\n{\n    double x  # driven by the clips\n}\n\n"
                    "def \"Seq\" (\n    clips = {\n        dictionary frames = {\n"
                    "            string primPath = \"/Anim\"\n"
                    "            string templateAssetPath = \"./t.#.usda\"\n"
                    "            double templateEndTime = 3\n"
                    "            double templateStartTime = 1\n"
                    "            double templateStride = 1\n"
                    "        }\n    }\n)\n{\n}\n";
// a: x = t on 0..10; b: x = 100 + 10·t.
const char *kClipA = "#usda 1.0\n\ndef \"Anim\"\n{\n    double x.timeSamples = { 0: 0, 10: 10 }\n}\n";
const char *kClipB = "#usda 1.0\n\ndef \"Anim\"\n{\n    double x.timeSamples = { 0: 100, 10: 200 }\n}\n";

bool write(const QString &path, const QByteArray &text)
{
    QFile f(path);
    return f.open(QIODevice::WriteOnly) && f.write(text) == text.size();
}

QByteArray contents(const QString &path)
{
    QFile f(path);
    return f.open(QIODevice::ReadOnly) ? f.readAll() : QByteArray();
}

/// What a test compares to say "the same document": the set's fields, every channel's
/// curve, the value sources at a few times.
struct Snapshot {
    std::optional<ClipSetFields> shot, seq;
    std::vector<AnimCurve> curves;
    std::vector<std::optional<double>> values;
    bool operator==(const Snapshot &) const = default;
};

Snapshot snapshot(EditorDocument &doc)
{
    Snapshot s{doc.clipSetFields("/Shot", "anim"), doc.clipSetFields("/Seq", "frames"), {}, {}};
    for (ChannelId id : doc.channelIds()) {
        (void)doc.resolveClipCurve(id);
        s.curves.push_back(doc.channel(id).curve);
        for (double t : {-1.0, 3.0, 7.0, 12.5, 25.0})
            s.values.push_back(doc.valueSourceAt(id, t).value);
    }
    return s;
}

} // namespace

class TestClipSetEdit : public QObject {
    Q_OBJECT
private slots:
    void init();
    void editActiveUndoRedo();
    void saveWritesOnlyTheEdit();
    void templateAndFlagFields();
    void channelsFollowTheDrivenAttributes();
    void refusals_data();
    void refusals();

private:
    std::unique_ptr<EditorDocument> open(const QString &path);
    QTemporaryDir m_dir;
    QString m_root;
};

void TestClipSetEdit::init()
{
    QVERIFY(m_dir.isValid());
    m_root = m_dir.filePath(QStringLiteral("root.usda"));
    QVERIFY(write(m_root, kRoot));
    QVERIFY(write(m_dir.filePath(QStringLiteral("a.usda")), kClipA));
    QVERIFY(write(m_dir.filePath(QStringLiteral("b.usda")), kClipB));
    for (int i = 1; i <= 3; ++i)
        QVERIFY(write(m_dir.filePath(QStringLiteral("t.%1.usda").arg(i)),
                      QByteArray("#usda 1.0\n\ndef \"Anim\"\n{\n    double y.timeSamples = { 0: ") + QByteArray::number(i * i * 10)
                          + " }\n}\n"));
}

std::unique_ptr<EditorDocument> TestClipSetEdit::open(const QString &path)
{
    Result<std::unique_ptr<EditorDocument>> doc = EditorDocument::open(path);
    if (!doc)
        qFatal("%s", doc.message().c_str());
    return std::move(doc.value());
}

void TestClipSetEdit::editActiveUndoRedo()
{
    const std::unique_ptr<EditorDocument> doc = open(m_root);
    const ChannelId x = *doc->findChannelByPath("/Shot.x");
    QVERIFY(doc->resolveClipCurve(x).isOk());
    QCOMPARE(*doc->valueSourceAt(x, 7.0).value, 7.0); // clip a at clip time 7
    const Snapshot before = snapshot(*doc);
    QCOMPARE(before.shot->active, (std::optional<std::vector<ClipActivation>>({{0, 0}, {10, 1}})));

    ClipSetFields f = *before.shot;
    f.active = std::vector<ClipActivation>{{0, 0}, {5, 1}};
    int changed = 0;
    connect(doc.get(), &EditorDocument::channelChanged, this, [&](ChannelId id) { changed += id == x; });
    DocumentChange change;
    QVERIFY(doc->setClipSetFields("/Shot", "anim", f, &change).isOk());
    QCOMPARE(change.steps().size(), std::size_t(1));
    QVERIFY(std::holds_alternative<DocumentChange::ClipSetStep>(change.steps()[0]));
    QVERIFY(!change.isEmpty());
    QVERIFY(doc->isModified());
    // The channel followed: from 5 clip b plays, at clip time 7 (times unchanged).
    QVERIFY(changed >= 1);
    QCOMPARE(*doc->channel(x).curve.spline().eval(7.0), 170.0);
    const ValueSource v = doc->valueSourceAt(x, 7.0);
    QCOMPARE(v.clipAssetPath, std::string("./b.usda"));
    QCOMPARE(*v.value, 170.0);
    const Snapshot after = snapshot(*doc);
    QVERIFY(!(after == before));

    QVERIFY(doc->revert(change).isOk());
    QVERIFY(snapshot(*doc) == before); // bit for bit
    QCOMPARE(doc->clipSetFields("/Shot", "anim"), before.shot);
    QVERIFY(doc->apply(change).isOk());
    QVERIFY(snapshot(*doc) == after);
    // Applying twice is refused and changes nothing.
    QVERIFY(!doc->apply(change).isOk());
    QVERIFY(snapshot(*doc) == after);
    // An edit to the same fields records nothing.
    DocumentChange none;
    QVERIFY(doc->setClipSetFields("/Shot", "anim", *doc->clipSetFields("/Shot", "anim"), &none).isOk());
    QVERIFY(none.steps().empty());
}

void TestClipSetEdit::saveWritesOnlyTheEdit()
{
    const std::unique_ptr<EditorDocument> doc = open(m_root);
    ClipSetFields f = *doc->clipSetFields("/Shot", "anim");
    f.active = std::vector<ClipActivation>{{0, 0}, {5, 1}};
    f.times = std::vector<ClipTimePair>{{0, 0}, {5, 5}, {5, 2.5}, {20, 10}};
    QVERIFY(doc->setClipSetFields("/Shot", "anim", f).isOk());
    const QString out = m_dir.filePath(QStringLiteral("saved.usda"));
    QVERIFY(doc->saveAs(out).isOk());
    QByteArray expected(kRoot);
    expected.replace("double2[] active = [(0.0, 0), (10, 1)]", "double2[] active = [(0, 0), (5, 1)]");
    expected.replace("double2[] times = [(0, 0), (10, 10), (10, 0), (20, 10)]",
                     "double2[] times = [(0, 0), (5, 5), (5, 2.5), (20, 10)]");
    QCOMPARE(contents(out), expected);

    const std::unique_ptr<EditorDocument> reopened = open(out);
    QCOMPARE(reopened->clipSetFields("/Shot", "anim"), doc->clipSetFields("/Shot", "anim"));
    const ChannelId x = *reopened->findChannelByPath("/Shot.x");
    QCOMPARE(*reopened->valueSourceAt(x, 6.0).value, 130.0); // clip b at clip time 2.5 + 7.5 / 15 = 3
}

void TestClipSetEdit::templateAndFlagFields()
{
    const std::unique_ptr<EditorDocument> doc = open(m_root);
    const ChannelId y = *doc->findChannelByPath("/Seq.y");
    QVERIFY(doc->resolveClipCurve(y).isOk());
    QCOMPARE(*doc->valueSourceAt(y, 2.0).value, 40.0); // t.2.usda
    const Snapshot before = snapshot(*doc);
    ClipSetFields f = *before.seq;
    QCOMPARE(f.templateAssetPath, std::optional<std::string>("./t.#.usda"));
    f.templateStride = 2.0;                // clips t.1 and t.3 only
    f.interpolateMissingClipValues = true; // a new entry
    DocumentChange change;
    QVERIFY(doc->setClipSetFields("/Seq", "frames", f, &change).isOk());
    // Stage samples at 1 and 3 now (t.1: 10, t.3: 90), interpolated across the clips.
    const ValueSource at2 = doc->valueSourceAt(y, 2.0);
    QCOMPARE(at2.clipAssetPath, std::string("./t.1.usda"));
    QCOMPARE(*at2.value, 50.0);
    QCOMPARE(*doc->valueSourceAt(y, 3.0).value, 90.0);
    QCOMPARE(*doc->channel(y).curve.spline().eval(2.0), 50.0);
    QVERIFY(doc->revert(change).isOk());
    QVERIFY(snapshot(*doc) == before);
    QVERIFY(doc->apply(change).isOk());

    const QString out = m_dir.filePath(QStringLiteral("template.usda"));
    QVERIFY(doc->saveAs(out).isOk());
    QByteArray expected(kRoot);
    expected.replace("            double templateStride = 1\n",
                     "            double templateStride = 2\n            bool interpolateMissingClipValues = true\n");
    QCOMPARE(contents(out), expected);
    const std::unique_ptr<EditorDocument> reopened = open(out);
    QCOMPARE(reopened->clipSetFields("/Seq", "frames"), doc->clipSetFields("/Seq", "frames"));

    // Removing a field removes its line.
    f.interpolateMissingClipValues.reset();
    QVERIFY(reopened->setClipSetFields("/Seq", "frames", f).isOk());
    QVERIFY(reopened->saveAs(out).isOk());
    expected.replace("            bool interpolateMissingClipValues = true\n", "");
    QCOMPARE(contents(out), expected);
}

// A manifest edit changes which attributes the set drives: the channels follow at once,
// as reopening would show them. /M.y has a spline in a sublayer (a read-only channel)
// until the root's clip set drives it; /M.z is only in the new manifest; /M.w is the
// root's own spline, which beats the root's clip set and stays an editable channel.
void TestClipSetEdit::channelsFollowTheDrivenAttributes()
{
    const auto put = [&](const char *name, const QByteArray &text) { QVERIFY(write(m_dir.filePath(QLatin1String(name)), text)); };
    put("fa.usda", "#usda 1.0\n\ndef \"M\"\n{\n    double x.timeSamples = { 0: 0, 10: 10 }\n"
                   "    double y.timeSamples = { 0: 1, 10: 2 }\n    double w.timeSamples = { 0: 7 }\n}\n");
    put("mx.usda", "#usda 1.0\n\ndef \"M\"\n{\n    double x\n}\n");
    put("mxyzw.usda", "#usda 1.0\n\ndef \"M\"\n{\n    double x\n    double y\n    double z = 5\n    double w\n}\n");
    put("fsub.usda", "#usda 1.0\n\nover \"M\"\n{\n    double y.spline = {\n        0: 40; post linear,\n        10: 50,\n    }\n}\n");
    put("froot.usda", "#usda 1.0\n(\n    subLayers = [@./fsub.usda@]\n)\n\ndef \"M\" (\n    clips = {\n"
                      "        dictionary default = {\n            double2[] active = [(0, 0)]\n"
                      "            asset[] assetPaths = [@./fa.usda@]\n"
                      "            asset manifestAssetPath = @./mx.usda@\n            string primPath = \"/M\"\n"
                      "        }\n    }\n)\n{\n    double w.spline = {\n        0: 3,\n        10: 4,\n    }\n}\n");
    const std::unique_ptr<EditorDocument> doc = open(m_dir.filePath(QStringLiteral("froot.usda")));
    struct Row {
        std::string path;
        ValueSourceKind kind;
        std::size_t layer;
        bool readOnly;
        bool operator==(const Row &) const = default;
    };
    const auto rows = [&] {
        std::vector<Row> out;
        for (ChannelId id : doc->channelIds()) {
            const Channel &c = doc->channel(id);
            out.push_back({c.path, c.valueSource, c.sourceIndex, c.readOnly});
        }
        std::sort(out.begin(), out.end(), [](const Row &a, const Row &b) { return a.path < b.path; });
        return out;
    };
    const std::vector<Row> opened{{"/M.w", ValueSourceKind::Spline, 0, false},
                                  {"/M.x", ValueSourceKind::ClipSet, 0, true},
                                  {"/M.y", ValueSourceKind::Spline, 1, true}};
    QCOMPARE(rows(), opened);
    int inserted = 0, removed = 0;
    connect(doc.get(), &EditorDocument::channelInserted, this, [&] { ++inserted; });
    connect(doc.get(), &EditorDocument::channelRemoved, this, [&] { ++removed; });
    // The tree's consistency: every row signal names the row the channel is (was) at.
    connect(doc.get(), &EditorDocument::channelInserted, this,
            [&](ChannelId id, std::size_t row) { QCOMPARE(doc->rowOf(id), std::optional<std::size_t>(row)); });
    connect(doc.get(), &EditorDocument::channelAboutToBeRemoved, this,
            [&](ChannelId id, std::size_t row) { QCOMPARE(doc->rowOf(id), std::optional<std::size_t>(row)); });

    ClipSetFields f = *doc->clipSetFields("/M", "default");
    f.manifestAssetPath = "./mxyzw.usda";
    DocumentChange change;
    QVERIFY(doc->setClipSetFields("/M", "default", f, &change).isOk());
    const std::vector<Row> edited{{"/M.w", ValueSourceKind::Spline, 0, false},
                                  {"/M.x", ValueSourceKind::ClipSet, 0, true},
                                  {"/M.y", ValueSourceKind::ClipSet, 0, true},
                                  {"/M.z", ValueSourceKind::ClipSet, 0, true}};
    QCOMPARE(rows(), edited);
    QCOMPARE(removed, 1);  // the sublayer's y
    QCOMPARE(inserted, 2); // y from the clips, z from the manifest
    const ChannelId y = *doc->findChannelByPath("/M.y");
    QVERIFY(doc->resolveClipCurve(y).isOk());
    QCOMPARE(doc->channel(y).curve.spline().eval(5.0), std::optional<double>(1.5));
    QCOMPARE(*doc->valueSourceAt(*doc->findChannelByPath("/M.z"), 3.0).value, 5.0);
    QCOMPARE(*doc->valueSourceAt(*doc->findChannelByPath("/M.w"), 0.0).value, 3.0);

    QVERIFY(doc->revert(change).isOk());
    QCOMPARE(rows(), opened);
    QCOMPARE(removed, 3);
    QCOMPARE(inserted, 3);
    QCOMPARE(doc->channel(*doc->findChannelByPath("/M.y")).curve.spline().eval(5.0), std::optional<double>(45.0));
    QVERIFY(doc->apply(change).isOk());
    QCOMPARE(rows(), edited);
    // Reopening the saved edit shows the same channels.
    QVERIFY(doc->save().isOk());
    const std::unique_ptr<EditorDocument> reopened = open(m_dir.filePath(QStringLiteral("froot.usda")));
    std::vector<std::string> paths;
    for (ChannelId id : reopened->channelIds())
        paths.push_back(reopened->channel(id).path);
    std::vector<std::string> live;
    for (ChannelId id : doc->channelIds())
        live.push_back(doc->channel(id).path);
    QCOMPARE(live, paths);
}

void TestClipSetEdit::refusals_data()
{
    QTest::addColumn<QString>("set");
    QTest::addColumn<int>("what");
    QTest::addColumn<int>("message");
    QTest::newRow("clip index out of range") << "anim" << 0 << int(MessageId::ClipSetEditRefused);
    QTest::newRow("two activations at one time") << "anim" << 1 << int(MessageId::ClipSetEditRefused);
    QTest::newRow("stride 0") << "frames" << 2 << int(MessageId::ClipSetEditRefused);
    QTest::newRow("no such set") << "nope" << 0 << int(MessageId::ClipSetNotInRootLayer);
}

void TestClipSetEdit::refusals()
{
    QFETCH(QString, set);
    QFETCH(int, what);
    QFETCH(int, message);
    const std::unique_ptr<EditorDocument> doc = open(m_root);
    const std::string prim = set == QLatin1String("frames") ? "/Seq" : "/Shot";
    const Snapshot before = snapshot(*doc);
    ClipSetFields f = doc->clipSetFields(prim, set.toStdString()).value_or(ClipSetFields{});
    if (what == 0)
        f.active = std::vector<ClipActivation>{{0, 0}, {10, 5}};
    else if (what == 1)
        f.active = std::vector<ClipActivation>{{0, 0}, {0, 1}};
    else
        f.templateStride = 0.0;
    DocumentChange change;
    const Status st = doc->setClipSetFields(prim, set.toStdString(), f, &change);
    QVERIFY(!st.isOk());
    QCOMPARE(int(st.id()), message);
    QVERIFY(change.steps().empty());
    QVERIFY(!doc->isModified());
    QVERIFY(snapshot(*doc) == before);
}

QTEST_GUILESS_MAIN(TestClipSetEdit)
#include "tst_clip_set_edit.moc"
