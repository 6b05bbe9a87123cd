#!/usr/bin/env bash
# Runs every libFuzzer target for longer than CTest does: MINUTES per target (default 5),
# one target after another, in build-fuzz/ (configured with clang, KNOTLINE_FUZZ=ON).
# The corpus grows in build-fuzz/tests/fuzz/corpus/<target>; crashes, hangs (over 1 s per
# input) and sanitizer reports are written to build-fuzz/tests/fuzz/artifacts/. Prints the
# number of inputs each target ran. Exit status: 1 when any target found something.
#   tests/fuzz/run.sh [MINUTES] [TARGET...]     e.g. tests/fuzz/run.sh 30 usda_reader
# KNOTLINE_FUZZ_ARGS adds libFuzzer flags (they override the .args file's), e.g.
# "-timeout=10 -report_slow_units=1" on a busy machine, where libFuzzer's wall-clock
# timeout of 1 s would report a starved process as a hang.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
source "$root/.ci/build.sh"
minutes="${1:-5}"
shift || true
targets=("$@")
if [ "${#targets[@]}" -eq 0 ]; then
  targets=(usda_reader anim_reader timeline_json bml_reader spline_eval edit_sequence)
fi

knotline_install_deps
knotline_install_fuzz_deps
knotline_build_fuzz

dir="$KNOTLINE_FUZZ_BUILD_DIR/tests/fuzz"
failed=0
for name in "${targets[@]}"; do
  target="fuzz_$name"
  # The .args file (written by tests/fuzz/CMakeLists.txt) holds the limits, the
  # dictionary and the corpus folders CTest uses.
  read -r -a args < "$dir/$target.args"
  log="$dir/artifacts/$target-run.log"
  knotline_log "$target: $minutes min"
  # shellcheck disable=SC2086 # KNOTLINE_FUZZ_ARGS is split into flags on purpose
  if ! "$dir/$target" -max_total_time=$((minutes * 60)) "${args[@]}" ${KNOTLINE_FUZZ_ARGS:-} > "$log" 2>&1; then
    failed=1
    knotline_log "$target found a problem: see $log and $dir/artifacts/"
  fi
  runs="$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)"
  knotline_log "$target: ${runs:-?} inputs"
done
exit "$failed"
