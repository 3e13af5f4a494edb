#!/bin/bash
# Bash completion (completions/tmopt.bash): commands, each command's
# options from its --help, rule ids, targets and formats.
set -u
tmopt=$1
root=${TMOPT_SOURCE_DIR:-$(cd "$(dirname "$0")/.." && pwd)}
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }
bin=$(mktemp -d)
trap 'rm -rf "$bin"' EXIT
ln -s "$tmopt" "$bin/tmopt"
export PATH=$bin:$PATH
# shellcheck source=/dev/null
. "$root/completions/tmopt.bash"
comp() {	# comp WORDS...: the completions of the last word
	COMP_WORDS=("$@")
	COMP_CWORD=$(($# - 1))
	_tmopt
	printf '%s\n' "${COMPREPLY[@]}"
}
comp tmopt ex | grep -qx explain || fail "commands: $(comp tmopt ex)"
comp tmopt ex | grep -qx explain-loop || fail "explain-loop"
comp tmopt check --st | grep -qx -- --staged || fail "check options: $(comp tmopt check --st)"
comp tmopt check --fo | grep -qx -- --format || fail "--format"
comp tmopt report --format "" | grep -qx html || fail "report formats"
comp tmopt check --format "" | grep -qx codeclimate || fail "check formats"
comp tmopt check --target tm3 | grep -qx tm3260 || fail "targets: $(comp tmopt check --target tm3)"
comp tmopt explain div | grep -qx divmod || fail "rules"
comp tmopt history --mo | grep -qx -- --module || fail "history options"
echo "1 passed, 0 failed"
