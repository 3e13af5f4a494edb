#!/bin/bash
# The .tmopt.yaml module map names the modules of the findings database and
# of the reports; files it does not map fall back to their top directory.
set -u
tmopt=$1
root=${TMOPT_SOURCE_DIR:-$(cd "$(dirname "$0")/.." && pwd)}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }

mkdir -p "$dir/src/video" "$dir/src/audio" "$dir/lib"
cp "$root/corpus/divmod/variable.c" "$dir/src/video/"
cp "$root/corpus/double-emulation/math.c" "$dir/src/audio/"
cp "$root/corpus/int64-emulation/timebase.c" "$dir/lib/"
printf 'modules:\n  src/video/: video\n  src/audio/: audio\n' > "$dir/.tmopt.yaml"
cd "$dir" || fail "cd"
"$tmopt" check -q --fail-on none --db t.db --release v1 src lib >/dev/null || fail "check --db"
mods=$("$tmopt" trend --by module --db t.db --format csv | cut -d, -f1 | tail -n +2 | sort | tr '\n' ' ')
[ "$mods" = "audio lib video " ] || fail "database modules: '$mods'"
"$tmopt" report src lib --format md -q -o r.md || fail "report"
for m in audio video lib; do
	grep -q "^| $m | " r.md || fail "report module $m missing"
done
echo "1 passed, 0 failed"
