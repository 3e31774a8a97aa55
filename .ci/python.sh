#!/usr/bin/env bash
# CI for the Python package (crates/python, outside the main workspace): a fresh virtual
# environment, pinned tools, the wheel built by maturin and installed like a user would, then
# the crate's Rust tests and the Python tests (OpenSpiel's random simulation checks and bots,
# PettingZoo's api_test, the plain API, the README's examples). About 4 minutes on 2 cores
# with a cold build. `./test` calls it; it also runs alone.
set -euo pipefail
cd "$(dirname "$0")/.."

CRATE=crates/python
WORK=$(mktemp -d)
trap 'rm -rf "$WORK"' EXIT

python3 -m venv "$WORK/venv"
PY="$WORK/venv/bin/python"
"$PY" -m pip install --quiet --upgrade pip
"$PY" -m pip install --quiet "maturin==1.16.0" "open_spiel==2.0.2" "pettingzoo==1.27.0" \
  "numpy==2.4.6" "pytest==9.2.0"

# Formatting and lints of the crate (its own workspace, so the main run does not cover it).
cargo fmt --manifest-path "$CRATE/Cargo.toml" -- --check
PYO3_PYTHON="$PY" cargo clippy --manifest-path "$CRATE/Cargo.toml" --release --all-targets --features python \
  -- -D warnings
cargo test --manifest-path "$CRATE/Cargo.toml" --release

# The wheel, installed from the file: what `pip install` gives a user.
"$WORK/venv/bin/maturin" build --release --manifest-path "$CRATE/Cargo.toml" --out "$WORK/wheels"
"$PY" -m pip install --quiet "$WORK"/wheels/havenbaron-*.whl

# From a folder outside the source tree, so `import havenbaron` is the installed wheel.
cd "$WORK"
"$PY" -m pytest -q -p no:cacheprovider --rootdir "$OLDPWD/$CRATE" "$OLDPWD/$CRATE/tests"
