#!/usr/bin/env python3
"""Times knotline.Spline.EvalArray on sorted times against a C++ loop over the same times
with the core's EvalCursor (knotline._bench.CursorLoop), both in this process.

    PYTHONPATH=build/python python3 tests/benchmarks/bench_python.py [--times N] [--repeat R]

For each spline (10 and 1,000 Bezier knots, deterministic) it alternates the two R times
and prints, in nanoseconds per time: the median, min and max of each, and the ratio of
the medians EvalArray / C++ loop (target: at most 1.5). EvalArray is timed around the call
from Python: the check that the times are sorted, the output array's allocation and the
conversion back to NumPy are included; the C++ loop is timed inside C++. Both sums of the
values must agree, or the script stops. Results: tests/benchmarks/RESULTS.md.
"""
import argparse
import math
import statistics
import time

import numpy as np

import knotline as kl


def bezier_spline(knots):
    """A curve through `knots` knots one time code apart, values and tangents from a fixed
    formula (no randomness), held extrapolation."""
    s = kl.Spline()
    s.SetKnots([kl.Knot(time=float(i), value=math.sin(0.7 * i) * 10, nextInterp=kl.InterpCurve,
                        preTanWidth=0.3, preTanSlope=math.cos(0.7 * i) * 7,
                        postTanWidth=0.3 + 0.05 * (i % 3), postTanSlope=math.cos(0.7 * i) * 7)
                for i in range(knots)])
    return s


def run(knots, count, repeat):
    s = bezier_spline(knots)
    t0, t1 = -0.5, knots - 0.5   # a little held extrapolation at both ends
    times = np.linspace(t0, t1, count)
    array_ns, loop_ns = [], []
    for _ in range(repeat):
        start = time.perf_counter()
        values = s.EvalArray(times)
        array_ns.append((time.perf_counter() - start) / count * 1e9)
        seconds, total = kl._bench.CursorLoop(s, t0, t1, count)
        loop_ns.append(seconds / count * 1e9)
        if not math.isclose(float(np.nansum(values)), total, rel_tol=1e-9, abs_tol=1e-6):
            raise SystemExit(f"the sums differ: EvalArray {np.nansum(values)!r}, C++ loop {total!r}")
    return array_ns, loop_ns


def main():
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--times", type=int, default=1_000_000, help="sorted times per run")
    parser.add_argument("--repeat", type=int, default=15, help="runs of each (at least 10)")
    args = parser.parse_args()
    print(f"{args.times:,} sorted times, {args.repeat} runs each, ns per time: median [min, max]")
    print("| knots | EvalArray | C++ cursor loop | ratio of medians |")
    print("|---:|---:|---:|---:|")
    for knots in (10, 1000):
        a, c = run(knots, args.times, args.repeat)
        ma, mc = statistics.median(a), statistics.median(c)
        print(f"| {knots:,} | {ma:.2f} [{min(a):.2f}, {max(a):.2f}] | {mc:.2f} [{min(c):.2f}, {max(c):.2f}] "
              f"| {ma / mc:.2f} |")


if __name__ == "__main__":
    main()
