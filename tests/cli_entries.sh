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
# the compile database of the files named (relative to $dir/p), each
# compiled in its own directory
cdb() {
	local sep="[" f
	for f in "$@"; do
		printf '%s { "directory": "%s", "file": "%s", "command": "cc -c %s" }\n' \
			"$sep" "$(dirname "$dir/p/$f")" "$(basename "$f")" "$(basename "$f")"
		sep=","
	done > "$dir/p/compile_commands.json"
	echo "]" >> "$dir/p/compile_commands.json"
}

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
cdb codec.c prog.c
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
want="dec_frame=warning/1 on_block=warning/1 seconds_of=note/0 shared=warning/1 tone=note/0"
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
want="dec_frame=warning/1 on_block=warning/1 seconds_of=warning/1 shared=warning/1 tone=note/0"
[ "$got" = "$want" ] || fail "glob and hot: $got"

# what only unnamed entry points reach through a cycle is outside too; a
# function whose address is taken is not (a call through a pointer the
# run cannot resolve may reach it: speex's mode tables); a glob that names
# a helper of set-up code keeps it set-up code
cat > "$dir/p/more.c" <<'C'
static int walk_b(int *t, int n, int d);
static int walk_a(int *t, int n, int d)
{
	int i, s = 0;
	for (i = 0; i < n; i++)
		s += t[i] / d;
	return n > 1 ? walk_b(t, n / 2, d) : s;
}
static int walk_b(int *t, int n, int d) { return walk_a(t, n - 1, d + 1); }
static int win_a(int *t, int n, int d)
{
	int i, s = 0;
	for (i = 0; i < n; i++)
		s += t[i] % d;
	return s;
}
int dec_stats(int *t, int n, int d)
{
	int (*w)(int *, int, int) = win_a;
	return walk_a(t, n, d) + w(t, n, d);
}
int dec_table(int *t, int n, int d)
{
	int i;
	for (i = 0; i < n; i++)
		t[i] = 4096 / (d + i);
	return t[0];
}
int dec_init(int *t, int n) { return dec_table(t, n, 3); }
C
cdb codec.c more.c prog.c
printf 'entries: ["dec_f*", "dec_ta*"]\n' > "$dir/p/.tmopt.yaml"
got=$(sev)
want="dec_frame=warning/1 dec_table=note/0 on_block=warning/1 seconds_of=note/0 shared=warning/1 tone=note/0 walk_a=note/0 win_a=warning/1"
[ "$got" = "$want" ] || fail "cycle, taken address, glob of a set-up helper: $got"
rm "$dir/p/more.c"
cdb codec.c prog.c

# a file that does not parse may hold a frame's calls: nothing is outside
printf '#include "missing.h"\n' >> "$dir/p/prog.c"
printf 'entries: [dec_frame]\n' > "$dir/p/.tmopt.yaml"
got=$(sev)
case " $got " in *" seconds_of=warning/"*) ;; *) fail "with a file not analysed: $got" ;; esac
sed -i '$d' "$dir/p/prog.c"

# two configurations in one run (one per directory)
mkdir -p "$dir/p/sub"
mv "$dir/p/prog.c" "$dir/p/sub/prog.c"
printf 'entries: [main]\n' > "$dir/p/sub/.tmopt.yaml"
cdb codec.c sub/prog.c
got=$(sev)
want="dec_frame=warning/1 on_block=warning/1 seconds_of=note/0 shared=warning/1 tone=warning/64"
[ "$got" = "$want" ] || fail "two configurations: $got"
mv "$dir/p/sub/prog.c" "$dir/p/prog.c"
cdb codec.c prog.c

# a name that matches nothing: said on stderr
printf 'entries: [dec_framme]\n' > "$dir/p/.tmopt.yaml"
sev >/dev/null
grep -q "tmopt: warning: the configuration's 'entries:' name no function of the run" "$dir/err" ||
	fail "no warning for entries that name nothing: $(cat "$dir/err")"

# ... by 'tmopt report' too
"$tmopt" report -p "$dir/p" --no-cache --format md >/dev/null 2>"$dir/err"
grep -q "tmopt: warning: the configuration's 'entries:' name no function of the run" "$dir/err" ||
	fail "report: no warning for entries that name nothing: $(cat "$dir/err")"

# an empty list is a mistake: said with the file and line
printf 'rules: "*"\nentries: []\n' > "$dir/p/.tmopt.yaml"
"$tmopt" check -p "$dir/p" --no-cache >/dev/null 2>"$dir/err"
rc=$?
[ $rc = 2 ] && grep -q ".tmopt.yaml:2: 'entries' is empty" "$dir/err" || fail "empty entries: rc $rc: $(cat "$dir/err")"

# a broken value names the file, line and key
printf 'entries: dec_frame\n' > "$dir/p/.tmopt.yaml"
"$tmopt" check -p "$dir/p" --no-cache >/dev/null 2>"$dir/err"
rc=$?
[ $rc = 2 ] && grep -q ".tmopt.yaml:1.*entries" "$dir/err" || fail "bad entries: rc $rc: $(cat "$dir/err")"
echo "1 passed, 0 failed"
