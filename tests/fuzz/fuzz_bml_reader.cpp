// libFuzzer target: the BML reader (core/io/BmlReader) and BML import (core/io/BmlImport).
// The input is the BML text; the clip lookup knows the clips "wave" (sync times at every
// point), "nod" (only a stroke) and "walk" (none, looping). Invariants:
// - reading never crashes, hangs or runs out of memory; a refusal is one message
//   "fuzz.bml:LINE:COLUMN: ..." with LINE and COLUMN >= 1;
// - every record read has a known clip name, finite requests, a finite speed > 0 and a
//   position >= 1:1;
// - importing the records onto a timeline either appends one track with one placed clip
//   per record (playing the named clip, with its speed and requests, a finite start and
//   blends >= 0), or is refused with a message and leaves the timeline as it was;
// - the imported timeline evaluates at every placement's start and end without a NaN.

#include "FuzzCheck.h"

#include "core/io/BmlImport.h"
#include "core/io/BmlReader.h"
#include "core/timeline/EvaluateTimeline.h"

#include <cmath>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>
#include <variant>

namespace {

using namespace knotline;

std::shared_ptr<const Clip> makeClip(const char *name, LoopMode mode, SyncTimes sync)
{
    Spline spline;
    if (!spline.setKnots({makeKnot(0.0, 0.0, Interpolation::Linear), makeKnot(3.0, 3.0)}).isOk())
        return nullptr;
    Result<Clip> clip = Clip::make(QString::fromLatin1(name), 3.0, mode,
                                   {ClipChannel{{QStringLiteral("arm"), QStringLiteral("x")}, spline}}, sync);
    return clip.isOk() ? std::make_shared<const Clip>(clip.value()) : nullptr;
}

struct Clips {
    std::shared_ptr<const Clip> wave = makeClip("wave", LoopMode::Once, {0.0, 0.5, 1.0, 1.5, 2.0, 2.5, 3.0});
    std::shared_ptr<const Clip> nod = makeClip("nod", LoopMode::Once, {std::nullopt, std::nullopt, std::nullopt, 1.25});
    std::shared_ptr<const Clip> walk = makeClip("walk", LoopMode::Loop, {});

    std::shared_ptr<const Clip> named(std::string_view name) const
    {
        return name == "wave" ? wave : name == "nod" ? nod : name == "walk" ? walk : nullptr;
    }
};

// "fuzz.bml:LINE:COLUMN: " with both numbers >= 1.
bool locatedMessage(const std::string &message)
{
    const std::string prefix = "fuzz.bml:";
    if (message.compare(0, prefix.size(), prefix) != 0)
        return false;
    std::size_t pos = prefix.size();
    for (int field = 0; field < 2; ++field) {
        const std::size_t digits = pos;
        long long value = 0;
        while (pos < message.size() && message[pos] >= '0' && message[pos] <= '9' && value < 1'000'000'000)
            value = value * 10 + (message[pos++] - '0');
        if (pos == digits || value < 1 || pos >= message.size() || message[pos] != ':')
            return false;
        ++pos;
    }
    return true;
}

bool noNaN(const Pose &pose)
{
    for (const PoseEntry &entry : pose.entries())
        if (const double *number = std::get_if<double>(&entry.value); number && std::isnan(*number))
            return false;
    return true;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    static const Clips clips;
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const ClipByName clipNamed = [](std::string_view name) { return clips.named(name); };
    const auto read = readBml(text, "fuzz.bml", [](std::string_view name) { return clips.named(name) != nullptr; });
    if (!read.isOk()) {
        const std::string &message = read.status().message();
        if (!locatedMessage(message))
            std::fprintf(stderr, "message: %s\n", message.c_str());
        KNOTLINE_FUZZ_CHECK(locatedMessage(message), "a refusal not at fuzz.bml:line:column");
        return 0;
    }
    const std::vector<BmlAnimation> &records = read.value();
    for (const BmlAnimation &record : records) {
        KNOTLINE_FUZZ_CHECK(clips.named(record.clipName) != nullptr, "a record of an unknown clip");
        KNOTLINE_FUZZ_CHECK(std::isfinite(record.speed) && record.speed > 0.0, "a speed that is not finite and > 0");
        KNOTLINE_FUZZ_CHECK(record.line >= 1 && record.column >= 1, "a record without a position");
        for (const std::optional<double> &request : record.requests)
            KNOTLINE_FUZZ_CHECK(!request || std::isfinite(*request), "a request that is not finite");
    }

    Result<Timeline> made = Timeline::make(10.0, {});
    KNOTLINE_FUZZ_CHECK(made.isOk(), "an empty timeline is refused");
    Timeline timeline = made.value();
    const Timeline before = timeline;
    std::vector<std::string> warnings;
    const Result<std::size_t> track =
        appendBmlTrack(timeline, records, clipNamed, "fuzz.bml", QStringLiteral("BML"), &warnings);
    if (!track.isOk()) {
        KNOTLINE_FUZZ_CHECK(!track.status().message().empty(), "an import refused without a message");
        KNOTLINE_FUZZ_CHECK(timeline == before, "a refused import changed the timeline");
        return 0;
    }
    KNOTLINE_FUZZ_CHECK(track.value() == 0 && timeline.trackCount() == 1, "the import did not append one track");
    const std::vector<PlacedClip> &placed = timeline.track(0).placedClips;
    KNOTLINE_FUZZ_CHECK(placed.size() == records.size(), "not one placed clip per record");
    for (std::size_t i = 0; i < placed.size(); ++i) {
        const PlacedClip &p = placed[i];
        KNOTLINE_FUZZ_CHECK(p.clip == clips.named(records[i].clipName), "a placement plays another clip");
        KNOTLINE_FUZZ_CHECK(p.speed == records[i].speed && p.syncRequests == records[i].requests,
                            "a placement lost its record's speed or requests");
        KNOTLINE_FUZZ_CHECK(std::isfinite(p.start) && p.blendIn >= 0.0 && p.blendOut >= 0.0,
                            "a placement's start is not finite or a blend is negative");
        for (const double t : {p.start, p.end()})
            KNOTLINE_FUZZ_CHECK(noNaN(evaluateTimeline(timeline, t)), "the imported timeline evaluates to NaN");
    }
    return 0;
}
