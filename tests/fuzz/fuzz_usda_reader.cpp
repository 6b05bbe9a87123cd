// libFuzzer target: the usda reader on whole layers (splines, time samples, metadata,
// dictionaries, clip sets, sublayers). Invariants: reading never crashes, hangs or runs out
// of memory; a layer that reads is written back, and the written text reads again to an
// equal layer, apart from the header version (the writer declares the version the content
// needs), and the writer's output is a fixed point of read + write.

#include "FuzzCheck.h"

#include "core/io/UsdaReader.h"
#include "core/io/UsdaWriter.h"

#include <cstddef>
#include <cstdint>
#include <string>
#include <string_view>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    using namespace knotline;
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    auto first = readUsda(text, "fuzz.usda");
    if (!first.isOk())
        return 0;
    const std::string written = writeUsda(first.value());
    auto second = readUsda(written, "written.usda");
    KNOTLINE_FUZZ_CHECK(second.isOk(), "the written layer does not read back");
    // The writer declares the version the content needs (UsdaWriter.h), not the one read.
    KNOTLINE_FUZZ_CHECK(second.value().declaredVersion == requiredUsdaVersion(first.value()),
                        "the written header is not the version the content needs");
    Layer expected = first.value();
    expected.declaredVersion = second.value().declaredVersion;
    KNOTLINE_FUZZ_CHECK(second.value() == expected, "the layer changed in a write + read");
    KNOTLINE_FUZZ_CHECK(writeUsda(second.value()) == written, "writing is not a fixed point");
    return 0;
}
