// libFuzzer target: the usda reader on whole layers (splines, time samples, metadata,
// dictionaries, clip sets, sublayers). Invariants: reading never crashes, hangs or runs out
// of memory; a layer that reads is written back, and the written text reads again to an
// equal layer, and the writer's output is a fixed point of read + write. Two things the
// format does not carry are left out of the comparison: the header version (the writer
// declares the version the content needs) and tangent widths of Hermite splines (ignored
// there, so written as slopes only, as formats.md says).

#include "FuzzCheck.h"

#include "core/io/UsdaReader.h"
#include "core/io/UsdaWriter.h"

#include "core/document/Layer.h"

#include <cstddef>
#include <cstdio>
#include <cstdint>
#include <string>
#include <string_view>

namespace {

using namespace knotline;

void clearHermiteWidths(Prim &prim)
{
    for (Attribute &attribute : prim.attributes) {
        if (!attribute.spline || attribute.spline->spline.curveType() != CurveType::Hermite)
            continue;
        std::vector<Knot> knots = attribute.spline->spline.knots();
        for (Knot &knot : knots)
            knot.pre.width = knot.post.width = 0.0;
        KNOTLINE_FUZZ_CHECK(attribute.spline->spline.restoreKnots(0, knots.size(), knots).isOk(),
                            "Hermite knots without widths are refused");
    }
    for (Prim &child : prim.children)
        clearHermiteWidths(child);
}

// The layer as the format can carry it.
Layer comparable(Layer layer)
{
    layer.declaredVersion = {};
    for (Prim &prim : layer.rootPrims)
        clearHermiteWidths(prim);
    return layer;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    auto first = readUsda(text, "fuzz.usda");
    if (!first.isOk())
        return 0;
    const std::string written = writeUsda(first.value());
    auto second = readUsda(written, "written.usda");
    if (!second.isOk())
        std::fprintf(stderr, "%s\n--- written:\n%s\n", second.status().message().c_str(), written.c_str());
    KNOTLINE_FUZZ_CHECK(second.isOk(), "the written layer does not read back");
    // The writer declares the version the content needs (UsdaWriter.h), not the one read.
    KNOTLINE_FUZZ_CHECK(second.value().declaredVersion == requiredUsdaVersion(first.value()),
                        "the written header is not the version the content needs");
    KNOTLINE_FUZZ_CHECK(comparable(second.value()) == comparable(first.value()),
                        "the layer changed in a write + read");
    KNOTLINE_FUZZ_CHECK(writeUsda(second.value()) == written, "writing is not a fixed point");
    return 0;
}
