// Binds knotline._bench, helpers for tests/benchmarks/bench_python.py only (not an API):
// a C++ baseline that the script times against Spline.EvalArray in the same process. It
// walks the same kind of sorted times with the core's EvalCursor (core/spline/EvalCursor.h)
// in a plain loop, as a C++ caller baking a curve would, with no NumPy and no Python
// between the evaluations. pxr.Ts has no counterpart.
//
// Units: times are time codes; elapsed times are seconds of std::chrono::steady_clock.

#include "app/python/Bindings.h"

#include "core/spline/EvalCursor.h"
#include "core/spline/Spline.h"

#include <pybind11/stl.h>

#include <chrono>
#include <cstdint>
#include <utility>

namespace knotline::python {

void bindBenchmarkHelpers(py::module_ &m)
{
    py::module_ bench = m.def_submodule(
        "_bench", "Benchmark helpers for tests/benchmarks/bench_python.py; not part of the API.");
    bench.def(
        "CursorLoop",
        [](const Spline &spline, double t0, double t1, std::int64_t n) {
            if (n < 2)
                throw Error("CursorLoop: n must be at least 2");
            const Spline snapshot = spline;
            // numpy.linspace's times: t0 + i * step, the last one t1.
            const double step = (t1 - t0) / double(n - 1);
            double sum = 0;
            std::chrono::steady_clock::duration elapsed;
            {
                py::gil_scoped_release release;
                const auto start = std::chrono::steady_clock::now();
                EvalCursor cursor(snapshot);
                for (std::int64_t i = 0; i < n; ++i) {
                    const double t = i == n - 1 ? t1 : t0 + double(i) * step;
                    if (const std::optional<double> v = cursor.eval(t))
                        sum += *v;
                }
                elapsed = std::chrono::steady_clock::now() - start;
            }
            return std::make_pair(std::chrono::duration<double>(elapsed).count(), sum);
        },
        py::arg("spline"), py::arg("t0"), py::arg("t1"), py::arg("n"),
        "Evaluates `spline` at n evenly spaced sorted time codes from t0 to t1 (numpy.linspace's "
        "times) with one EvalCursor in a C++ loop. Returns (elapsed seconds of the loop, sum of "
        "the values, value blocks skipped).");
}

} // namespace knotline::python
