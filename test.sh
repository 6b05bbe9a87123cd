#!/usr/bin/env bash
# Installs what is missing (Debian 12), builds into build/ and runs every test with CTest,
# then builds the libFuzzer targets with clang into build-fuzz/ and runs each briefly
# (tests/fuzz/README.md).
#   ./test.sh              the suite, then the fuzz targets
#   ./test.sh --sanitize   the suite built with ASan and UBSan, into build-sanitize/
#   ./test.sh --no-fuzz    the suite only
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/.ci/build.sh"

fuzz=1
case "${1:-}" in
  --sanitize)
    fuzz=0
    KNOTLINE_BUILD_DIR="$KNOTLINE_ROOT/build-sanitize"
    KNOTLINE_CMAKE_ARGS="-DKNOTLINE_SANITIZE=ON -DKNOTLINE_BENCHMARKS=OFF"
    # Any sanitizer report fails the test that caused it; the suppressions name
    # third-party code (Qt's platform plugins, fontconfig) only.
    export ASAN_OPTIONS="${ASAN_OPTIONS:-detect_leaks=1:abort_on_error=0}"
    export LSAN_OPTIONS="${LSAN_OPTIONS:-suppressions=$KNOTLINE_ROOT/tests/sanitizers/lsan.supp:print_suppressions=0}"
    export UBSAN_OPTIONS="${UBSAN_OPTIONS:-print_stacktrace=1:halt_on_error=1}"
    ;;
  --no-fuzz) fuzz=0 ;;
  "") ;;
  *) echo "usage: ./test.sh [--sanitize | --no-fuzz]" >&2; exit 2 ;;
esac

knotline_install_deps
knotline_build

export QT_QPA_PLATFORM=offscreen
ctest --test-dir "$KNOTLINE_BUILD_DIR" --output-on-failure --no-tests=error -j "$(nproc)"

if [ "$fuzz" -eq 1 ]; then
  knotline_install_fuzz_deps
  knotline_build_fuzz
  ctest --test-dir "$KNOTLINE_FUZZ_BUILD_DIR" --output-on-failure --no-tests=error -j "$(nproc)"
fi
