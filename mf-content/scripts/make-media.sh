#!/usr/bin/env bash
# Regenerates the Inercise imagery (see mf-content/src/assets/media/README.md).
# Needs: node + sharp (repo node_modules), ffmpeg and fonts-inter (Debian packages).
set -euo pipefail
cd "$(dirname "$0")/../.."
if ! command -v ffmpeg >/dev/null 2>&1 || [ ! -f /usr/share/fonts/opentype/inter/Inter-Bold.otf ]; then
  echo "Installing ffmpeg and fonts-inter (Debian)..." >&2
  if [ "$(id -u)" = 0 ]; then SUDO=""; else SUDO="sudo"; fi
  $SUDO apt-get install -y -o DPkg::Lock::Timeout=600 ffmpeg fonts-inter >/dev/null
fi
exec node mf-content/scripts/make-media.mjs "$@"
