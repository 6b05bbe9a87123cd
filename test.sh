#!/usr/bin/env bash
# Installs what is missing (Debian 12), builds into build/ and runs every test with CTest.
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/.ci/build.sh"

knotline_install_deps
knotline_build

export QT_QPA_PLATFORM=offscreen
ctest --test-dir "$KNOTLINE_BUILD_DIR" --output-on-failure --no-tests=error -j "$(nproc)"
