// libFuzzer target: the OpenTimelineIO reader (core/io/OtioReader) and writer
// (core/io/OtioWriter). The input is the JSON text. Invariants:
// - reading never crashes, hangs or runs out of memory; a refusal has a message, and when
//   the text is a JSON object it says where: a JSON path (the message's context), or it is
//   about the top object itself (not a Timeline.1, no "tracks");
// - a timeline that reads is written back with what was read (OtioWriteOptions::original),
//   or the export is refused with a reason (an overlap an OTIO track cannot hold);
// - the written text reads again to the same timeline (every track and placement field,
//   the clips compared by content), with as many placements, markers and unmapped clips;
// - written again from that second read it gives the same text, byte for byte.

#include "FuzzCheck.h"

#include "core/io/OtioReader.h"
#include "core/io/OtioWriter.h"

#include <QByteArray>
#include <QJsonDocument>

#include <cstddef>
#include <cstdint>
#include <cstdio>

namespace {

using namespace knotline;

bool locatedRefusal(const Status &status)
{
    return !status.context().empty() || status.id() == MessageId::CompiledMissingMember
        || status.id() == MessageId::OtioNotTimeline;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray json = QByteArray::fromRawData(reinterpret_cast<const char *>(data), static_cast<qsizetype>(size));
    const Result<OtioImport> first = readOtio(json);
    if (!first.isOk()) {
        const Status &status = first.status();
        KNOTLINE_FUZZ_CHECK(!status.message().empty(), "a refusal without a message");
        if (QJsonDocument::fromJson(json).isObject() && !locatedRefusal(status)) {
            std::fprintf(stderr, "refusal without a JSON path: %s\n", status.message().c_str());
            KNOTLINE_FUZZ_CHECK(false, "a refusal of a JSON object names no JSON path");
        }
        return 0;
    }
    const OtioImport &read = first.value();
    OtioWriteOptions options;
    options.original = &read;
    options.frameRate = read.frameRate > 0 ? read.frameRate : 24.0;
    const Result<QByteArray> written = writeOtio(read.timeline, options);
    if (!written.isOk()) {
        KNOTLINE_FUZZ_CHECK(!written.status().message().empty(), "an export refused without a reason");
        return 0;
    }
    const Result<OtioImport> second = readOtio(written.value());
    if (!second.isOk())
        std::fprintf(stderr, "written file refused: %s\n%s\n", second.status().message().c_str(),
                     written.value().constData());
    KNOTLINE_FUZZ_CHECK(second.isOk(), "the written file does not read back");
    const OtioImport &again = second.value();
    if (!(again.timeline == read.timeline))
        std::fprintf(stderr, "written:\n%s\n", written.value().constData());
    KNOTLINE_FUZZ_CHECK(again.timeline == read.timeline, "the timeline changed in a write + read");
    KNOTLINE_FUZZ_CHECK(again.placements.size() == read.placements.size(), "a clip was lost in a write + read");
    KNOTLINE_FUZZ_CHECK(again.markers.size() == read.markers.size(), "a marker was lost in a write + read");
    KNOTLINE_FUZZ_CHECK(again.unmapped().size() == read.unmapped().size(), "a mapping changed in a write + read");
    OtioWriteOptions againOptions = options;
    againOptions.original = &again;
    const Result<QByteArray> rewritten = writeOtio(again.timeline, againOptions);
    KNOTLINE_FUZZ_CHECK(rewritten.isOk(), "what was written once is refused the second time");
    KNOTLINE_FUZZ_CHECK(rewritten.value() == written.value(), "writing what was read back gives another text");
    return 0;
}
