# shellcheck shell=bash
# Shared set-up for run.sh and test.sh (sourced, not executed):
#   knotline_install_deps   install the Debian 12 packages the build needs, when missing
#   knotline_build [TARGET...]  configure with CMake into build/ and build the given
#                               targets (default: everything) with all cores
#   knotline_install_fuzz_deps  install clang and its fuzzing runtime, when missing
#   knotline_build_fuzz         configure and build the libFuzzer targets (tests/fuzz) with
#                               clang, ASan and UBSan into build-fuzz/
# Variables: KNOTLINE_ROOT (project root), KNOTLINE_BUILD_DIR (default: $KNOTLINE_ROOT/build),
#            KNOTLINE_FUZZ_BUILD_DIR (default: $KNOTLINE_ROOT/build-fuzz),
#            KNOTLINE_CMAKE_ARGS (extra CMake arguments for knotline_build, space-separated),
#            KNOTLINE_BUILD_TYPE (default: RelWithDebInfo), KNOTLINE_WERROR (ON: warnings
#            are errors; .ci/run sets it).

KNOTLINE_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
KNOTLINE_BUILD_DIR="${KNOTLINE_BUILD_DIR:-$KNOTLINE_ROOT/build}"
KNOTLINE_BUILD_TYPE="${KNOTLINE_BUILD_TYPE:-RelWithDebInfo}"
KNOTLINE_FUZZ_BUILD_DIR="${KNOTLINE_FUZZ_BUILD_DIR:-$KNOTLINE_ROOT/build-fuzz}"

# Debian 12 package names. qt6-charts-dev is Debian's name for the Qt Charts development
# files; libqt6opengl6-dev is only a Recommends of qt6-base-dev but Qt6Charts' CMake
# package needs it. fonts-dejavu-core gives the offscreen platform (tests, --screenshot)
# a font; qt6-translations-l10n holds Qt's own translations (dialog buttons).
# pybind11-dev, python3-dev (not a dependency of pybind11-dev), python3-numpy and
# python3-pytest build and test the Python module (app/python, tests/python).
KNOTLINE_PACKAGES=(
  cmake
  g++
  ninja-build
  qt6-base-dev
  qt6-charts-dev
  libqt6opengl6-dev
  qt6-tools-dev
  qt6-tools-dev-tools
  qt6-l10n-tools
  qt6-translations-l10n
  libeigen3-dev
  libbenchmark-dev
  libgl-dev
  fonts-dejavu-core
  pybind11-dev
  python3-dev
  python3-numpy
  python3-pytest
)

# The fuzz targets need clang with libFuzzer and the sanitizer runtimes.
KNOTLINE_FUZZ_PACKAGES=(
  clang
  libclang-rt-dev
)

knotline_log() { printf '[knotline] %s\n' "$*" >&2; }

knotline_install_deps() {
  knotline_install_packages "${KNOTLINE_PACKAGES[@]}"
}

knotline_install_fuzz_deps() {
  knotline_install_packages "${KNOTLINE_FUZZ_PACKAGES[@]}"
}

knotline_install_packages() {
  local missing=() pkg status
  for pkg in "$@"; do
    # dpkg -s also succeeds for removed packages whose config files remain: check Status.
    status="$(dpkg -s "$pkg" 2>/dev/null || true)"
    if [[ "$status" != *"Status: install ok installed"* ]]; then
      missing+=("$pkg")
    fi
  done
  if [ "${#missing[@]}" -eq 0 ]; then
    return 0
  fi
  local sudo=()
  if [ "$(id -u)" -ne 0 ]; then
    if ! command -v sudo >/dev/null 2>&1; then
      knotline_log "missing packages: ${missing[*]}; not root and sudo is not available"
      return 1
    fi
    sudo=(sudo)
  fi
  knotline_log "installing missing packages: ${missing[*]}"
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get update
  "${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}"
}

knotline_build() {
  local generator=()
  # A generator can only be chosen when the build directory is first configured.
  if [ ! -f "$KNOTLINE_BUILD_DIR/CMakeCache.txt" ] && command -v ninja >/dev/null 2>&1; then
    generator=(-G Ninja)
  fi
  # shellcheck disable=SC2086 # KNOTLINE_CMAKE_ARGS is split into arguments on purpose
  cmake -S "$KNOTLINE_ROOT" -B "$KNOTLINE_BUILD_DIR" "${generator[@]}" \
    -DCMAKE_BUILD_TYPE="$KNOTLINE_BUILD_TYPE" -DKNOTLINE_WERROR="${KNOTLINE_WERROR:-OFF}" \
    ${KNOTLINE_CMAKE_ARGS:-}
  local targets=()
  if [ "$#" -gt 0 ]; then
    targets=(--target "$@")
  fi
  cmake --build "$KNOTLINE_BUILD_DIR" --parallel "$(nproc)" "${targets[@]}"
}

knotline_build_fuzz() {
  local generator=()
  if [ ! -f "$KNOTLINE_FUZZ_BUILD_DIR/CMakeCache.txt" ] && command -v ninja >/dev/null 2>&1; then
    generator=(-G Ninja)
  fi
  CXX=clang++ cmake -S "$KNOTLINE_ROOT" -B "$KNOTLINE_FUZZ_BUILD_DIR" "${generator[@]}" \
    -DCMAKE_BUILD_TYPE=RelWithDebInfo -DKNOTLINE_FUZZ=ON -DKNOTLINE_WERROR="${KNOTLINE_WERROR:-OFF}"
  cmake --build "$KNOTLINE_FUZZ_BUILD_DIR" --parallel "$(nproc)"
}
