#!/bin/bash
# Every registered rule has its documentation page, its annotated corpus
# folder with enough positive and negative cases, and 'tmopt explain' shows
# the page.
set -u
tmopt=$1
root=${TMOPT_SOURCE_DIR:-$(cd "$(dirname "$0")/.." && pwd)}
bad=0
ids=$("$tmopt" rules | awk '{print $1}')
[ -n "$ids" ] || { echo "FAIL: no rules listed"; exit 1; }
for id in $ids; do
	[ -f "$root/docs/rules/$id.md" ] || { echo "FAIL: $id has no docs/rules/$id.md"; bad=1; }
	[ -d "$root/corpus/$id" ] || { echo "FAIL: $id has no corpus/$id/"; bad=1; continue; }
	"$tmopt" explain "$id" | head -1 | grep -q . || { echo "FAIL: tmopt explain $id is empty"; bad=1; }
done
stats=$(python3 "$root/tests/corpus_stats.py" "$root/corpus")
for id in $ids; do
	line=$(grep "^$id " <<<"$stats")
	echo "$line"
	grep -q " ok$" <<<"$line" || { echo "FAIL: corpus/$id has too few cases"; bad=1; }
done
if [ $bad -eq 0 ]; then echo "1 passed, 0 failed"; else echo "0 passed, 1 failed"; fi
exit $bad
