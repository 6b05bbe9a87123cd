// Mapping the placeholders of an OpenTimelineIO cut (core/editor/PlaceholderMapping.h,
// EditorDocument::mapPlaceholders): a placeholder plays the chosen animation where it
// played; a frozen one plays the animation's still at its freeze time, and saving writes
// that as a FreezeFrame of the animation, which reads back as the same still.
#include "core/editor/EditorDocument.h"
#include "core/editor/DocumentChange.h"
#include "core/editor/PlaceholderMapping.h"
#include "core/io/OtioReader.h"
#include "core/timeline/ClipChannel.h"

#include <QFile>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QTemporaryDir>
#include <QTest>

using namespace knotline;

class TestPlaceholderMapping : public QObject {
    Q_OBJECT
private slots:
    void frozenPlaceholderPlaysTheStill();
};

namespace {

/// blink: eye.open a ramp 0 → 10 over 1 s.
std::shared_ptr<const Clip> blink()
{
    Spline ramp;
    if (!ramp.setKnots({makeKnot(0.0, 0.0, Interpolation::Linear), makeKnot(1.0, 10.0, Interpolation::Linear)}))
        qWarning("ramp refused");
    Clip clip = Clip::make(QStringLiteral("blink"), 1.0, LoopMode::Once,
                           {ClipChannel{ChannelKey{QStringLiteral("eye"), QStringLiteral("open")}, ramp}})
                    .value();
    clip.setId(QStringLiteral("blink"));
    return std::make_shared<const Clip>(std::move(clip));
}

double openAt(const PlacedClip &p, double t)
{
    const std::optional<PoseValue> v = clipChannelValue(p.clip->channels().at(0), p.clipTime(t));
    return v ? std::get<double>(*v) : -1;
}

const char *const kCut = R"({"OTIO_SCHEMA": "Timeline.1", "name": "t", "tracks": {"OTIO_SCHEMA": "Stack.1", "children": [
    {"OTIO_SCHEMA": "Track.1", "name": "V1", "children": [
      {"OTIO_SCHEMA": "Clip.1", "name": "held", "source_range": {"OTIO_SCHEMA": "TimeRange.1",
        "start_time": {"OTIO_SCHEMA": "RationalTime.1", "value": 12, "rate": 24},
        "duration": {"OTIO_SCHEMA": "RationalTime.1", "value": 24, "rate": 24}},
       "effects": [{"OTIO_SCHEMA": "FreezeFrame.1", "time_scalar": 0}]},
      {"OTIO_SCHEMA": "Clip.1", "name": "moving", "source_range": {"OTIO_SCHEMA": "TimeRange.1",
        "start_time": {"OTIO_SCHEMA": "RationalTime.1", "value": 6, "rate": 24},
        "duration": {"OTIO_SCHEMA": "RationalTime.1", "value": 12, "rate": 24}}}]}]}})";

} // namespace

void TestPlaceholderMapping::frozenPlaceholderPlaysTheStill()
{
    Result<OtioImport> read = readOtio(kCut);
    QVERIFY2(read.isOk(), read.message().c_str());
    std::unique_ptr<EditorDocument> doc = EditorDocument::fromOtio(std::move(read).value());
    const std::vector<std::shared_ptr<const Clip>> placeholders = doc->placeholderClips();
    QCOMPARE(placeholders.size(), std::size_t(2));
    const std::shared_ptr<const Clip> animation = blink();
    Result<Timeline> mapped = doc->mapPlaceholders({{placeholders[0].get(), animation, {}}, {placeholders[1].get(), animation, {}}});
    QVERIFY2(mapped.isOk(), mapped.message().c_str());
    // held (0 s – 1 s) shows blink at 0.5 s throughout; moving (1 s – 1.5 s) plays it from 0.25 s.
    const PlacedClip &held = mapped->placedClip({0, 0});
    const PlacedClip &moving = mapped->placedClip({0, 1});
    QVERIFY(held.clip != animation);
    QCOMPARE(held.clip->duration(), 1.0);
    for (const double t : {0.0, 0.5, 1.0})
        QCOMPARE(openAt(held, t), 5.0);
    QVERIFY(moving.clip == animation);
    QCOMPARE(openAt(moving, 1.25), 5.0);
    QCOMPARE(openAt(moving, 1.0), 2.5);

    DocumentChange change;
    QVERIFY(doc->setTimeline(std::move(mapped).value(), change).isOk());
    QVERIFY(doc->placeholderClips().empty());
    QTemporaryDir dir;
    const QString path = dir.filePath(QStringLiteral("mapped.otio"));
    const Status saved = doc->saveAs(path);
    QVERIFY2(saved.isOk(), saved.message().c_str());
    QFile file(path);
    QVERIFY(file.open(QIODevice::ReadOnly));
    const QJsonObject written = QJsonDocument::fromJson(file.readAll()).object();
    const QJsonObject heldClip = written.value(QLatin1String("tracks")).toObject().value(QLatin1String("children")).toArray()
                                     .at(0).toObject().value(QLatin1String("children")).toArray().at(0).toObject();
    QCOMPARE(heldClip.value(QLatin1String("effects")).toArray().at(0).toObject().value(QLatin1String("OTIO_SCHEMA")).toString(),
             QStringLiteral("FreezeFrame.1"));
    QCOMPARE(heldClip.value(QLatin1String("metadata")).toObject().value(QLatin1String("knotline")).toObject()
                 .value(QLatin1String("animation")).toString(),
             QStringLiteral("blink"));
    // Read again: the freeze of the embedded blink, the same still, nothing unmapped.
    Result<OtioImport> again = readOtioFile(path);
    QVERIFY2(again.isOk(), again.message().c_str());
    QVERIFY(again->unmapped().empty());
    QCOMPARE(again->stills.size(), std::size_t(1));
    QCOMPARE(again->stills[0].at, 0.5);
    QVERIFY(*again->timeline.placedClip({0, 0}).clip == *doc->timeline()->placedClip({0, 0}).clip);
    QCOMPARE(openAt(again->timeline.placedClip({0, 1}), 1.0), 2.5);
}

QTEST_GUILESS_MAIN(TestPlaceholderMapping)
#include "tst_placeholder_mapping.moc"
