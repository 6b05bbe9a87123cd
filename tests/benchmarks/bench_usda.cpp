// usda reading and writing, and baking splines into time samples.
//
// - UsdaWrite / UsdaRead: a layer with 1,000 spline attributes × 1,000 Bezier knots
//   (deterministic bench splines, see BenchSplines.h), written to canonical usda text and
//   parsed back; bytes/s is the usda text rate (target: reading >= 50 MB/s).
// - BakeSamples/*: 100 splines × 100,000 frames baked with bakeSplineSamples (jump
//   samples included); items/s is samples/s (target >= 20 million/s).
//   "knots": the 100,000 frames lie inside the knot range (1,000 knots);
//   "loops": stride 1 from the first knot, mostly through the looping extrapolation;
//   "probes": "knots" plus one error probe per interval (the CLI default).
#include "BenchSplines.h"

#include "core/document/Layer.h"
#include "core/io/SampleBake.h"
#include "core/io/UsdaReader.h"
#include "core/io/UsdaWriter.h"

#include <benchmark/benchmark.h>

#include <string>
#include <vector>

using namespace knotline;

namespace {

constexpr std::size_t kAttributes = 1000;
constexpr std::size_t kKnots = 1000;

const Layer &benchLayer()
{
    static const Layer layer = [] {
        Layer l;
        Prim prim;
        prim.typeName = "Xform";
        prim.name = "Rig";
        for (std::size_t i = 0; i < kAttributes; ++i) {
            Attribute a;
            a.name = "channel" + std::to_string(i);
            a.typeName = "double";
            AttributeSpline s;
            s.spline = bench::makeBenchSpline(kKnots, CurveType::Bezier, 0x5553444100000000ull + i);
            a.spline = std::move(s);
            prim.attributes.push_back(std::move(a));
        }
        l.rootPrims.push_back(std::move(prim));
        return l;
    }();
    return layer;
}

const std::string &benchText()
{
    static const std::string text = writeUsda(benchLayer());
    return text;
}

void UsdaWrite(benchmark::State &state)
{
    const Layer &layer = benchLayer();
    std::size_t bytes = 0;
    for (auto _ : state) {
        std::string text = writeUsda(layer);
        bytes += text.size();
        benchmark::DoNotOptimize(text.data());
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(bytes));
    state.counters["MB"] = static_cast<double>(benchText().size()) / 1e6;
}

void UsdaRead(benchmark::State &state)
{
    const std::string &text = benchText();
    for (auto _ : state) {
        Result<Layer> layer = readUsda(text, "bench.usda");
        if (!layer)
            state.SkipWithError(layer.message().c_str());
        benchmark::DoNotOptimize(layer.isOk());
    }
    state.SetBytesProcessed(static_cast<std::int64_t>(state.iterations() * text.size()));
    state.counters["MB"] = static_cast<double>(text.size()) / 1e6;
}

constexpr std::size_t kBakeSplines = 100;
constexpr std::size_t kFrames = 100000;

const std::vector<Spline> &bakeSplines()
{
    static const std::vector<Spline> splines = [] {
        std::vector<Spline> v;
        for (std::size_t i = 0; i < kBakeSplines; ++i)
            v.push_back(bench::makeBenchSpline(kKnots, CurveType::Bezier, 0x42414B4500000000ull + i));
        return v;
    }();
    return splines;
}

void bake(benchmark::State &state, bool insideKnots, int probes)
{
    const std::vector<Spline> &splines = bakeSplines();
    std::vector<TimeCodeRange> ranges;
    for (const Spline &s : splines) {
        const double first = s.knots().front().time, last = s.knots().back().time;
        const double stride = insideKnots ? (last - first) / static_cast<double>(kFrames - 1) : 1.0;
        ranges.push_back(TimeCodeRange::create(first, first + stride * static_cast<double>(kFrames - 1), stride).value());
    }
    SampleBakeOptions options;
    options.probesPerInterval = probes;
    std::size_t samples = 0;
    for (auto _ : state) {
        for (std::size_t i = 0; i < splines.size(); ++i) {
            SampleBakeResult r = bakeSplineSamples(splines[i], ranges[i], options);
            samples += r.samples.size();
            benchmark::DoNotOptimize(r.samples.data());
        }
    }
    state.SetItemsProcessed(static_cast<std::int64_t>(samples));
}

void BakeSamplesKnots(benchmark::State &state) { bake(state, true, 0); }
void BakeSamplesLoops(benchmark::State &state) { bake(state, false, 0); }
void BakeSamplesKnotsProbes(benchmark::State &state) { bake(state, true, 1); }

} // namespace

BENCHMARK(UsdaWrite)->Unit(benchmark::kMillisecond)->MinTime(2.0);
BENCHMARK(UsdaRead)->Unit(benchmark::kMillisecond)->MinTime(2.0);
BENCHMARK(BakeSamplesKnots)->Name("BakeSamples/knots")->Unit(benchmark::kMillisecond);
BENCHMARK(BakeSamplesLoops)->Name("BakeSamples/loops")->Unit(benchmark::kMillisecond);
BENCHMARK(BakeSamplesKnotsProbes)->Name("BakeSamples/probes")->Unit(benchmark::kMillisecond);

BENCHMARK_MAIN();
