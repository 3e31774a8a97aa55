#!/usr/bin/env bash
# Installs Debian's headless Chromium and ChromeDriver for the browser end-to-end tests
# (crates/server/tests/e2e/). Run as root; ≈25 s on a fresh machine; a no-op when present.
set -euo pipefail
if [ -x /usr/bin/chromium ] && [ -x /usr/bin/chromedriver ]; then
  exit 0
fi
export DEBIAN_FRONTEND=noninteractive
apt-get update
apt-get install -y chromium chromium-driver
