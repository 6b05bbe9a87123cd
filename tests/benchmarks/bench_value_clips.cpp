// Value-clip resolution speed (issue 14, "Speed"): a clip-set attribute resolved at every
// frame of a 1,000-clip template sequence (one sample file per frame), against reading the
// same values from one flattened layer's time samples, in the same run. Target: the clip
// set's per-sample cost within 3x of the flattened layer's.
//
// Set-up (untimed, in a temporary directory the benchmark makes and removes): clip.0001.usda
// … clip.1000.usda, each `def "Model"` with `double x.timeSamples = { f: v_f }` at its own
// frame f; root.usda with a template clip set over 1:1000 stride 1 (so times are (f, f) and
// clip f is active from f on); flat.usda with the same 1,000 samples on /Model.x.
//
// - ClipSet_Warm:    ValueClipStage::value("/Model.x", f) for f = 1 … 1000, clip layers
//                    already open (they are opened once, on first use, and kept).
// - ClipSet_Cold:    the same on a new stage each iteration (opening the 1,000 clip layers
//                    as values need them): what the first pass costs.
// - Flattened:       ValueClipStage::value on flat.usda (the same query, the samples in
//                    the layer itself): the baseline of the 3x target.
// - FlattenedSamples: evalTimeSamples on the attribute's samples directly, for scale.
// items_per_second is samples per second.
//
// Run (see RESULTS.md):
//   bench_value_clips --benchmark_repetitions=10 --benchmark_report_aggregates_only=true
#include "tests/benchmarks/BenchStatistics.h"

#include "core/document/TimeSamples.h"
#include "core/io/DocumentLoader.h"
#include "core/valueclips/ValueClipStage.h"

#include <QFile>
#include <QTemporaryDir>

#include <benchmark/benchmark.h>

#include <cmath>
#include <memory>
#include <stdexcept>
#include <string>

using namespace knotline;

namespace {

constexpr int kClips = 1000;

double sampleValue(int frame) { return std::sin(frame * 0.01) * 10.0 + frame * 0.5; }

void writeFile(const QString &path, const std::string &text)
{
    QFile f(path);
    if (!f.open(QIODevice::WriteOnly) || f.write(text.data(), qint64(text.size())) != qint64(text.size()))
        throw std::runtime_error("bench_value_clips: cannot write " + path.toStdString());
}

struct Fixture {
    QTemporaryDir dir;
    Document clipped;
    Document flat;

    Fixture()
    {
        if (!dir.isValid())
            throw std::runtime_error("bench_value_clips: no temporary directory");
        std::string flatSamples;
        for (int f = 1; f <= kClips; ++f) {
            char name[32];
            std::snprintf(name, sizeof name, "clip.%04d.usda", f);
            char sample[64];
            std::snprintf(sample, sizeof sample, "        %d: %.17g,\n", f, sampleValue(f));
            writeFile(dir.filePath(QString::fromLatin1(name)),
                      std::string("#usda 1.0\n\ndef \"Model\"\n{\n    double x.timeSamples = {\n") + sample + "    }\n}\n");
            flatSamples += sample;
        }
        writeFile(dir.filePath(QStringLiteral("root.usda")),
                  "#usda 1.0\n\ndef \"Model\" (\n    clips = {\n        dictionary default = {\n"
                  "            string primPath = \"/Model\"\n            string templateAssetPath = \"./clip.####.usda\"\n"
                  "            double templateStartTime = 1\n            double templateEndTime = 1000\n"
                  "            double templateStride = 1\n        }\n    }\n)\n{\n    double x\n}\n");
        writeFile(dir.filePath(QStringLiteral("flat.usda")),
                  "#usda 1.0\n\ndef \"Model\"\n{\n    double x.timeSamples = {\n" + flatSamples + "    }\n}\n");
        clipped = open(QStringLiteral("root.usda"));
        flat = open(QStringLiteral("flat.usda"));
    }

    Document open(const QString &name)
    {
        Result<Document> doc = openDocument(dir.filePath(name));
        if (!doc)
            throw std::runtime_error(doc.message());
        return std::move(doc).value();
    }
};

Fixture &fixture()
{
    static Fixture f;
    return f;
}

/// Resolves every frame on `stage`; false when a value is not the sample's.
bool everyFrame(ValueClipStage &stage, double *sum)
{
    for (int f = 1; f <= kClips; ++f) {
        const std::optional<double> v = stage.value("/Model.x", double(f));
        if (!v || *v != sampleValue(f))
            return false;
        *sum += *v;
    }
    return true;
}

void report(benchmark::State &state) { state.SetItemsProcessed(state.iterations() * kClips); }

void BM_ClipSet_Warm(benchmark::State &state)
{
    ValueClipStage stage(fixture().clipped);
    double sum = 0.0;
    if (!everyFrame(stage, &sum)) { // untimed: opens the clip layers, checks every value
        state.SkipWithError("clip values differ from the samples");
        return;
    }
    for (auto _ : state) {
        everyFrame(stage, &sum);
        benchmark::DoNotOptimize(sum);
    }
    state.counters["clip_layers_open"] = double(stage.openedClipLayerCount());
    report(state);
}

void BM_ClipSet_Cold(benchmark::State &state)
{
    double sum = 0.0;
    for (auto _ : state) {
        ValueClipStage stage(fixture().clipped);
        everyFrame(stage, &sum);
        benchmark::DoNotOptimize(sum);
    }
    report(state);
}

void BM_Flattened(benchmark::State &state)
{
    ValueClipStage stage(fixture().flat);
    double sum = 0.0;
    if (!everyFrame(stage, &sum)) {
        state.SkipWithError("flattened values differ from the samples");
        return;
    }
    for (auto _ : state) {
        everyFrame(stage, &sum);
        benchmark::DoNotOptimize(sum);
    }
    report(state);
}

void BM_FlattenedSamples(benchmark::State &state)
{
    const Attribute *x = nullptr;
    for (const Attribute &a : fixture().flat.layers.front().layer.rootPrims.front().attributes)
        if (a.name == "x")
            x = &a;
    if (!x || !x->timeSamples) {
        state.SkipWithError("no samples");
        return;
    }
    double sum = 0.0;
    for (auto _ : state) {
        for (int f = 1; f <= kClips; ++f)
            sum += *evalTimeSamples(*x->timeSamples, double(f));
        benchmark::DoNotOptimize(sum);
    }
    report(state);
}

} // namespace

BENCHMARK(BM_ClipSet_Warm)->Unit(benchmark::kMicrosecond)->ComputeStatistics("min", knotline::bench::fastest);
BENCHMARK(BM_Flattened)->Unit(benchmark::kMicrosecond)->ComputeStatistics("min", knotline::bench::fastest);
BENCHMARK(BM_FlattenedSamples)->Unit(benchmark::kMicrosecond)->ComputeStatistics("min", knotline::bench::fastest);
BENCHMARK(BM_ClipSet_Cold)->Unit(benchmark::kMillisecond)->Iterations(5)->ComputeStatistics("min", knotline::bench::fastest);

BENCHMARK_MAIN();
