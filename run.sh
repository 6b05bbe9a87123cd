#!/usr/bin/env bash
# Installs what is missing (Debian 12), builds into build/ and opens the editor.
# Arguments are passed to the editor, e.g. ./run.sh --screenshot shot.png
set -euo pipefail
source "$(dirname "${BASH_SOURCE[0]}")/.ci/build.sh"

knotline_install_deps
knotline_build knotline # the editor only (./test.sh builds the tests and benchmarks)

if [ -z "${QT_QPA_PLATFORM:-}" ] && [ -z "${DISPLAY:-}" ] && [ -z "${WAYLAND_DISPLAY:-}" ]; then
  # No display: Qt's offscreen platform still runs the editor, just invisibly.
  export QT_QPA_PLATFORM=offscreen
  case " $* " in
    *" --screenshot"*) ;;
    *)
      knotline_log "no display found (DISPLAY and WAYLAND_DISPLAY are unset): running on" \
        "Qt's offscreen platform, so no window appears (stop it with Ctrl+C)." \
        "To see the editor without a display: ./run.sh --screenshot shot.png"
      ;;
  esac
fi
exec "$KNOTLINE_BUILD_DIR/app/knotline" "$@"
