// libFuzzer target: composition, what a layer points at. The input is a small set of named
// usda layers in one buffer: the text before the first marker line is /fuzz/root.usda, and
// each line "#=== NAME" starts the layer /fuzz/NAME (up to eight; NAME may hold folders,
// which then exist as directories; a layer named "null" is a device, not a regular file).
// They are served from memory, so the sublayer and clip references among them (cycles,
// repeats, offsets and scales, missing files, folders) are mutated with their text.
// Invariants:
// - opening never crashes or hangs (the stack's limits, DocumentLoader.h, bound it): it
//   opens or is refused with a message that starts at one of the layers
//   ("/fuzz/NAME:line:column: …" or "/fuzz/root.usda: …");
// - an opened stack keeps the limits (at most kMaxLayerStackEntries entries, none deeper
//   than kMaxSublayerDepth, each one below its parent) and read each layer once;
// - opening again gives the same stack (files, offsets bit for bit, problems), and the
//   value of every composed spline attribute, animated timecode attribute and
//   clip-driven attribute (up to 16) at 0, 1, −1 and 4 times drawn from a hash of the
//   input is the same in both, bit for bit; each
//   clip layer or manifest is read at most once by a stage.
// Opening is a function that returns a new Document, so a refused stack cannot change one
// that is open; the editor's side of that is tst_main_window::badFileKeepsDocument.

#include "FuzzCheck.h"

#include "core/document/TimeCodeValues.h"
#include "core/document/ValueResolution.h"
#include "core/io/DocumentLoader.h"
#include "core/io/UsdaReader.h"
#include "core/valueclips/ValueClipStage.h"

#include <QDir>

#include <bit>
#include <cmath>
#include <cstddef>
#include <cstdint>
#include <map>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace {

using namespace knotline;

constexpr std::size_t kMaxOtherLayers = 8;
const QString kRoot = QStringLiteral("/fuzz/root.usda");

// The named layers of one input, served as files.
class MemoryLayerFiles final : public LayerFileSource {
public:
    explicit MemoryLayerFiles(const std::map<QString, std::string> &layers) : m_layers(layers) {}

    Kind kind(const QString &path) const override
    {
        if (path == QStringLiteral("/fuzz/null"))
            return Kind::Other;
        if (m_layers.count(path) != 0)
            return Kind::RegularFile;
        const QString folder = path + QLatin1Char('/');
        for (const auto &entry : m_layers)
            if (entry.first.startsWith(folder))
                return Kind::Directory;
        return Kind::Missing;
    }
    QString canonicalPath(const QString &path) const override { return path; }
    qint64 size(const QString &path) const override { return qint64(m_layers.at(path).size()); }
    Result<Layer> read(const QString &path, std::vector<std::string> *warnings) const override
    {
        ++reads[path];
        const auto found = m_layers.find(path);
        KNOTLINE_FUZZ_CHECK(found != m_layers.end(), "a path that is not a regular file was read");
        return readUsda(found->second, path.toStdString(), warnings);
    }

    mutable std::map<QString, int> reads;

private:
    const std::map<QString, std::string> &m_layers;
};

// Splits the input at "#=== NAME" lines.
std::map<QString, std::string> layersOf(std::string_view text)
{
    std::map<QString, std::string> layers;
    QString name = kRoot;
    std::string body;
    const auto flush = [&] {
        if (!name.isEmpty() && layers.count(name) == 0) // the first of a name wins
            layers.emplace(name, body);
        body.clear();
    };
    std::size_t pos = 0;
    while (pos < text.size()) {
        std::size_t end = text.find('\n', pos);
        end = end == std::string_view::npos ? text.size() : end + 1;
        const std::string_view line = text.substr(pos, end - pos);
        pos = end;
        if (line.substr(0, 5) != "#=== ") {
            body.append(line);
            continue;
        }
        flush();
        QString raw = QString::fromUtf8(line.substr(5).data(), static_cast<qsizetype>(line.size() - 5)).trimmed();
        raw.truncate(40);
        name = layers.size() < 1 + kMaxOtherLayers ? QDir::cleanPath(QStringLiteral("/fuzz/") + raw) : QString();
        if (!name.startsWith(QStringLiteral("/fuzz/")) || name == kRoot)
            name.clear(); // outside the folder, or a second root: dropped
    }
    flush();
    return layers;
}

bool sameValue(const std::optional<double> &a, const std::optional<double> &b)
{
    if (a.has_value() != b.has_value())
        return false;
    return !a || std::bit_cast<std::uint64_t>(*a) == std::bit_cast<std::uint64_t>(*b);
}

bool sameStack(const Document &a, const Document &b)
{
    if (a.layers.size() != b.layers.size() || a.problems != b.problems)
        return false;
    for (std::size_t i = 0; i < a.layers.size(); ++i) {
        const LayerStackEntry &x = a.layers[i];
        const LayerStackEntry &y = b.layers[i];
        if (x.filePath != y.filePath || x.depth != y.depth || x.parentIndex != y.parentIndex
            || std::bit_cast<std::uint64_t>(x.toRoot.offset) != std::bit_cast<std::uint64_t>(y.toRoot.offset)
            || std::bit_cast<std::uint64_t>(x.toRoot.scale) != std::bit_cast<std::uint64_t>(y.toRoot.scale))
            return false;
    }
    return true;
}

std::vector<double> timesFor(std::string_view text)
{
    std::uint64_t h = 1469598103934665603ull; // FNV-1a
    for (char c : text)
        h = (h ^ static_cast<unsigned char>(c)) * 1099511628211ull;
    std::vector<double> times{0.0, 1.0, -1.0};
    for (int i = 0; i < 4; ++i) {
        h = h * 6364136223846793005ull + 1442695040888963407ull;
        times.push_back(static_cast<double>(h >> 11) / static_cast<double>(1ull << 53) * 200.0 - 50.0);
    }
    return times;
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const std::string_view text(reinterpret_cast<const char *>(data), size);
    const std::map<QString, std::string> layers = layersOf(text);
    MemoryLayerFiles firstFiles(layers);
    const Result<Document> first = openDocument(kRoot, nullptr, firstFiles);
    if (!first.isOk()) {
        KNOTLINE_FUZZ_CHECK(first.message().rfind("/fuzz/", 0) == 0, "a refusal does not say where");
        return 0;
    }
    const Document &doc = first.value();
    KNOTLINE_FUZZ_CHECK(doc.layers.size() <= kMaxLayerStackEntries, "the stack is past its entry limit");
    for (std::size_t i = 1; i < doc.layers.size(); ++i) {
        const LayerStackEntry &e = doc.layers[i];
        KNOTLINE_FUZZ_CHECK(e.depth <= kMaxSublayerDepth, "a sublayer is past the depth limit");
        KNOTLINE_FUZZ_CHECK(e.parentIndex < i && e.depth == doc.layers[e.parentIndex].depth + 1,
                            "a sublayer is not one below its parent");
    }
    for (const auto &entry : firstFiles.reads)
        KNOTLINE_FUZZ_CHECK(entry.second == 1, "a layer was read twice");

    MemoryLayerFiles secondFiles(layers);
    const Result<Document> second = openDocument(kRoot, nullptr, secondFiles);
    KNOTLINE_FUZZ_CHECK(second.isOk() && sameStack(doc, second.value()), "opening again gives another stack");

    MemoryLayerFiles firstClips(layers);
    MemoryLayerFiles secondClips(layers);
    ValueClipStage a(doc, firstClips);
    ValueClipStage b(second.value(), secondClips);
    std::vector<std::string> attributes;
    for (const ComposedAttribute &c : composedSplineAttributes(doc))
        attributes.push_back(c.path);
    for (const ResolvedAttribute &r : resolvedAnimatedAttributes(doc))
        if (r.attribute && isTimeCodeTypeName(r.attribute->typeName))
            attributes.push_back(r.path); // timecode values map through offsets too
    for (const std::string &path : a.clipDrivenAttributes())
        attributes.push_back(path);
    if (attributes.size() > 16)
        attributes.resize(16);
    const std::vector<double> times = timesFor(text);
    for (const std::string &path : attributes)
        for (double t : times)
            KNOTLINE_FUZZ_CHECK(sameValue(a.value(path, t), b.value(path, t)), "a value differs when read twice");
    for (const auto &entry : firstClips.reads)
        KNOTLINE_FUZZ_CHECK(entry.second == 1, "a clip layer was read twice");
    return 0;
}
