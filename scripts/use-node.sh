# Source it: `. scripts/use-node.sh 24` (or 26) puts that supported Node.js first on the PATH of
# the current shell, and points node-gyp at its headers (npm_config_nodedir) so that better-sqlite3
# builds for it without downloading anything. Unpacks it first if needed (scripts/node-lts.sh).
# shellcheck shell=bash
trust_node_dir="$("$(dirname "${BASH_SOURCE[0]}")/node-lts.sh" "${1:?usage: . scripts/use-node.sh 24|26}")" || return 1
export PATH="$trust_node_dir/bin:$PATH"
export npm_config_nodedir="$trust_node_dir"
unset trust_node_dir
echo "Node.js $(node --version) from $(command -v node)"
