#!/bin/bash
# .tmopt.yaml 'entries:': the entry points that run per frame.  An entry
# point of the run they do not name (a query, a stream's set-up, a test
# program's main), and what only such entry points reach, is outside the
# frame path: its findings are notes that say so; a function the frame's
# entry points also reach, or whose address is taken, keeps its severity.
set -u
tmopt=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }

mkdir -p "$dir/p"
cat > "$dir/p/codec.c" <<'C'
int shared(int *t, int n, int d)
{
	int i, s = 0;
	for (i = 0; i < n; i++)
		s += t[i] / d;
	return s;
}
static int seconds_of(int *t, int n, int d)
{
	int i, s = 0;
	for (i = 0; i < n; i++)
		s += t[i] % d;
	return s;
}
int dec_frame(int *t, int n, int d)
{
	int i;
	for (i = 0; i < n; i++)
		t[i] = t[i] / (d + i);
	return shared(t, n, d);
}
int dec_time_total(int *t, int n, int d)
{
	return seconds_of(t, n, d) + shared(t, n, d + 1);
}
static int on_block(int *t, int n, int d)
{
	int i, s = 0;
	for (i = 0; i < n; i++)
		s += t[i] / (d | 1);
	return s;
}
int (*dec_hook(void))(int *, int, int) { return on_block; }
C
cat > "$dir/p/prog.c" <<'C'
int dec_frame(int *t, int n, int d);
static int tone(int *t, int n, int d)
{
	int i;
	for (i = 0; i < n; i++)
		t[i] = (i * 440) % d;
	return t[0];
}
int main(int argc, char **argv)
{
	int t[256], k;
	(void)argv;
	for (k = 0; k < argc; k++) {
		tone(t, 256, argc + 7);
		dec_frame(t, 256, argc);
	}
	return 0;
}
C
cat > "$dir/p/compile_commands.json" <<J
[ { "directory": "$dir/p", "file": "codec.c", "command": "cc -c codec.c" },
  { "directory": "$dir/p", "file": "prog.c", "command": "cc -c prog.c" } ]
J
# "function=severity/calls" of each function's divmod findings
sev() {
	"$tmopt" check -p "$dir/p" --no-cache --format json --fail-on none "$@" 2>"$dir/err" |
	python3 -c 'import json, sys
fs = json.load(sys.stdin)["findings"]
print(" ".join(sorted(set("%s=%s/%s" % (f["function"], f["severity"], f["calls"]) for f in fs if f["rule"] == "divmod"))))'
}
got=$(sev)
want="dec_frame=warning/1 on_block=warning/1 seconds_of=warning/1 shared=warning/1 tone=warning/64"
[ "$got" = "$want" ] || fail "without entries: $got"

printf 'entries: [dec_frame]\n' > "$dir/p/.tmopt.yaml"
got=$(sev)
want="dec_frame=warning/1 on_block=warning/1 seconds_of=note/1 shared=warning/1 tone=note/64"
[ "$got" = "$want" ] || fail "entries: [dec_frame]: $got"
out=$("$tmopt" check -p "$dir/p" --no-cache --fail-on none --no-source 2>/dev/null)
grep -q "codec.c:12:.*outside the frame path: 'seconds_of' is only called from 'dec_time_total', an entry point the configuration's 'entries:' do not name" <<<"$out" ||
	fail "seconds_of's note: $out"
grep -q "prog.c:6:.*outside the frame path: 'tone' is only called from 'main'" <<<"$out" ||
	fail "tone's note: $out"
# exit status: only the frame path's warnings gate
"$tmopt" check -p "$dir/p" --no-cache --rules=-*,divmod --fail-on warning >/dev/null 2>&1
[ $? = 1 ] || fail "exit status with warnings left"

# a glob; 'hot:' keeps a function whatever reaches it
printf 'entries: ["dec_f*"]\nhot: [seconds_of]\n' > "$dir/p/.tmopt.yaml"
got=$(sev)
want="dec_frame=warning/1 on_block=warning/1 seconds_of=warning/1 shared=warning/1 tone=note/64"
[ "$got" = "$want" ] || fail "glob and hot: $got"

# a name that matches nothing: said on stderr
printf 'entries: [dec_framme]\n' > "$dir/p/.tmopt.yaml"
sev >/dev/null
grep -q "tmopt: warning: the configuration's 'entries:' name no function of the run" "$dir/err" ||
	fail "no warning for entries that name nothing: $(cat "$dir/err")"

# a broken value names the file, line and key
printf 'entries: dec_frame\n' > "$dir/p/.tmopt.yaml"
"$tmopt" check -p "$dir/p" --no-cache >/dev/null 2>"$dir/err"
rc=$?
[ $rc = 2 ] && grep -q ".tmopt.yaml:1.*entries" "$dir/err" || fail "bad entries: rc $rc: $(cat "$dir/err")"
echo "1 passed, 0 failed"
