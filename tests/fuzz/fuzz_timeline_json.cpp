// libFuzzer target: the compiled timeline JSON reader (core/io/CompiledTimelineReader) and
// writer (CompiledTimelineWriter). The input is the JSON text. Invariants:
// - reading never crashes, hangs or runs out of memory; a refusal has a message, and when
//   the text is a JSON object it names where: a JSON path (the message's context) or a
//   top-level member that is missing or not allowed;
// - a document that reads is written back, or the export is refused with a reason (the
//   format cannot hold inner loops, extrapolation, value blocks, ...);
// - the written text reads again, to the same timeline (knotline.pose, trim_in, enabled, hold,
//   weight and blend_mode included), and evaluates to identical poses (numbers bit for
//   bit: identicalPoses) at times the input chooses: 0, the duration, every placement's
//   anchor, start of play, ramp ends and end and one ulp either side, and eight times
//   drawn from a hash of the input bytes over [−1, last end + 1];
// - at those times TimelineCursor gives evaluateTimeline's pose bit for bit, in the
//   document's pose (raw or blended, spec/timeline.md §1.7);
// - where no feature of §1.6–1.7 is used (no ramp, trim in, mute, solo, disabled
//   placement, track weight other than 1 or additive track), the blended pose is the raw
//   pose bit for bit.

#include "FuzzCheck.h"

#include "core/io/CompiledTimelineReader.h"
#include "core/io/CompiledTimelineWriter.h"
#include "core/timeline/EvaluateTimeline.h"
#include "core/timeline/TimelineCursor.h"

#include <QByteArray>
#include <QJsonDocument>

#include <algorithm>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <vector>

namespace {

using namespace knotline;

// FNV-1a over the input: the source of the input's own evaluation times.
std::uint64_t hashOf(const std::uint8_t *data, std::size_t size)
{
    std::uint64_t h = 14695981039346656037ull;
    for (std::size_t i = 0; i < size; ++i)
        h = (h ^ data[i]) * 1099511628211ull;
    return h;
}

std::vector<double> evaluationTimes(const Timeline &timeline, std::uint64_t hash)
{
    std::vector<double> times = {0.0, timeline.duration()};
    double last = timeline.duration();
    for (std::size_t i = 0; i < timeline.trackCount(); ++i) {
        for (const PlacedClip &p : timeline.track(i).placedClips) {
            for (const double t : {p.start, p.activeStart(), p.activeStart() + p.blendIn, p.end() - p.blendOut, p.end()}) {
                times.push_back(t);
                times.push_back(std::nextafter(t, -HUGE_VAL));
                times.push_back(std::nextafter(t, HUGE_VAL));
            }
            last = std::max(last, p.end());
        }
    }
    for (int i = 0; i < 8; ++i) {
        hash = hash * 6364136223846793005ull + 1442695040888963407ull;
        const double unit = static_cast<double>(hash >> 11) * 0x1p-53;
        times.push_back(-1.0 + unit * (last + 2.0));
    }
    return times;
}

/// True when `timeline` uses none of spec §1.6–1.7's features.
bool usesNoBlendFeature(const Timeline &timeline)
{
    for (const Track &t : timeline.tracks()) {
        if (t.muted || t.solo || t.weight != 1.0 || t.blendMode != TrackBlendMode::Replace)
            return false;
        for (const PlacedClip &p : t.placedClips)
            if (p.trimIn != 0.0 || !p.enabled || !p.hold || p.blendIn != 0.0 || p.blendOut != 0.0)
                return false;
    }
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray json = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const Result<CompiledTimeline> first = readCompiledTimeline(json);
    if (!first.isOk()) {
        const Status &status = first.status();
        KNOTLINE_FUZZ_CHECK(!status.message().empty(), "a refusal without a message");
        // A refusal of a JSON object says where: a JSON path as context, or it names a
        // top-level member (missing or not allowed), which has no path of its own.
        const QJsonDocument parsed = QJsonDocument::fromJson(json);
        if (parsed.isObject()) {
            const bool located = !status.context().empty() || status.id() == MessageId::CompiledMissingMember
                || status.id() == MessageId::CompiledUnknownMember;
            if (!located)
                std::fprintf(stderr, "refusal without a JSON path: %s\n", status.message().c_str());
            KNOTLINE_FUZZ_CHECK(located, "a refusal of a JSON object names no JSON path");
        }
        return 0;
    }
    const CompiledTimeline &doc = first.value();
    const Result<QByteArray> written = writeCompiledTimeline(doc);
    if (!written.isOk()) {
        KNOTLINE_FUZZ_CHECK(!written.status().message().empty(), "an export refused without a reason");
        return 0;
    }
    const Result<CompiledTimeline> second = readCompiledTimeline(written.value());
    if (!second.isOk())
        std::fprintf(stderr, "written document refused: %s\n%s\n", second.status().message().c_str(),
                     written.value().constData());
    KNOTLINE_FUZZ_CHECK(second.isOk(), "the written document does not read back");
    const CompiledTimeline &again = second.value();
    KNOTLINE_FUZZ_CHECK(again.clips.size() == doc.clips.size(), "an animation was lost in a write + read");
    KNOTLINE_FUZZ_CHECK(again.timeline == doc.timeline, "the timeline changed in a write + read");
    KNOTLINE_FUZZ_CHECK(again.meta == doc.meta && again.otherMembers == doc.otherMembers,
                        "meta or other members changed in a write + read");
    TimelineCursor cursor(doc.timeline);
    const bool plain = usesNoBlendFeature(doc.timeline);
    Timeline raw = doc.timeline, blended = doc.timeline;
    raw.setPoseMode(TimelinePoseMode::Raw);
    blended.setPoseMode(TimelinePoseMode::Blended);
    for (const double t : evaluationTimes(doc.timeline, hashOf(data, size))) {
        const Pose pose = evaluateTimeline(doc.timeline, t);
        const bool same = identicalPoses(pose, evaluateTimeline(again.timeline, t));
        if (!same)
            std::fprintf(stderr, "poses differ at t = %.17g\n%s\n", t, written.value().constData());
        KNOTLINE_FUZZ_CHECK(same, "the written document evaluates differently");
        KNOTLINE_FUZZ_CHECK(identicalPoses(cursor.evaluate(t), pose), "the cursor's pose differs from evaluateTimeline's");
        if (plain)
            KNOTLINE_FUZZ_CHECK(identicalPoses(evaluateTimeline(raw, t), evaluateTimeline(blended, t)),
                                "without ramps, weights, trims or flags the blended pose is not the raw pose");
    }
    return 0;
}
