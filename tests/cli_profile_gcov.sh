#!/bin/bash
# Measured counts from gcov: a library built with --coverage runs natively;
# bench/precision/gcov_profile.py turns its .gcda files into a profile of
# calls and line executions per call of the entry point, and
# bench/precision/measure.py --tool gcov does the whole of it from a compile
# database.  tmopt takes the calls and the line counts over its estimates,
# and reports what did not run as notes.
set -u
tmopt=$1
root=${TMOPT_SOURCE_DIR:-$(cd "$(dirname "$0")/.." && pwd)}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
pass=0 failed=0
ok() { pass=$((pass + 1)); }
fail() { echo "FAIL: $*"; failed=$((failed + 1)); }
command -v gcov >/dev/null || { echo "gcov missing"; echo "0 passed, 1 failed"; exit 1; }

mkdir -p "$dir/src"
cat > "$dir/src/dec.c" <<'C'
int table[64];
static int rate_seen = -1;

static void build_table(int rate)
{
	for (int i = 0; i < 64; i++)
		table[i] = i * 48000 / rate;
}

static int resync(const int *p, int n, int d)
{
	int s = 0;
	for (int i = 0; i < n; i++)
		s += p[i] % d;
	return s;
}

static int synth(const int *p, int n, int d)
{
	int s = 0;
	for (int i = 0; i < n; i++)
		s += (p[i] * table[i & 63]) / d;
	if (n < 0)
		s += p[0] / d;
	return s;
}

/* every other frame: 0.5 calls per frame, 100 divides per call */
static int half(const int *p, int d)
{
	int s = 0;
	for (int i = 0; i < 100; i++)
		s += p[i] / d;
	return s;
}

/* every frame, 70 divides */
static int every(const int *p, int d)
{
	int s = 0;
	for (int i = 0; i < 70; i++)
		s += p[i] / d;
	return s;
}

int decode_frame(const int *p, int n, int d, int rate)
{
	int s = 0;
	if (d == 4)
		s += half(p, d);
	s += every(p, d);
	if (n > 100000)
		s += n / 7;
	if (rate != rate_seen) {
		build_table(rate);
		rate_seen = rate;
	}
	if (p[0] < 0)
		s += resync(p, n, d);
	for (int ch = 0; ch < 2; ch++)
		s += synth(p + ch, n / 2, d);
	return s;
}
C
cat > "$dir/main.c" <<'C'
int decode_frame(const int *p, int n, int d, int rate);
int main(void)
{
	static int buf[1024];
	int s = 0;
	for (int i = 0; i < 1024; i++)
		buf[i] = i * 3;
	for (int f = 0; f < 100; f++)
		s += decode_frame(buf, 512, 3 + (f & 1), 44100);
	return s == 42;
}
C
at() { grep -nF -- "$1" "$dir/src/dec.c" | head -1 | cut -d: -f1; }
export L_DIV=$(at 's += (p[i] * table[i & 63]) / d;') L_NEVER=$(at 's += p[0] / d;')
export L_TAB=$(at 'table[i] = i * 48000 / rate;') L_NOTE=$(at 's += n / 7;')

# 1. gcov_profile.py on the objects of an instrumented build
(cd "$dir" && cc -O0 -g --coverage -c "$dir/src/dec.c" -o dec.o && cc -O0 --coverage dec.o main.c -o dec &&
	./dec) || fail "cannot build and run the instrumented program"
python3 "$root/bench/precision/gcov_profile.py" --per decode_frame --strip "$dir/" "$dir/dec.o" \
	> "$dir/prof.json" 2>"$dir/err" || fail "gcov_profile.py: $(cat "$dir/err")"
python3 - "$dir/prof.json" <<'P' && ok || fail "profile: $(head -c 600 "$dir/prof.json")"
import json, os, sys
d = json.load(open(sys.argv[1]))
L = {k: int(v) for k, v in os.environ.items() if k.startswith("L_")}
assert d["complete"] is True
calls = {(f["name"], f["file"]): f["calls"] for f in d["functions"]}
# per call of decode_frame: two synth calls, the table once in 100 frames,
# no resync; paths without the directory
assert calls == {("decode_frame", "src/dec.c"): 1, ("synth", "src/dec.c"): 2,
                 ("build_table", "src/dec.c"): 0.01, ("half", "src/dec.c"): 0.5,
                 ("every", "src/dec.c"): 1}, calls
lines = {(l["file"], l["line"]): l["count"] for l in d["lines"]}
assert lines[("src/dec.c", L["L_DIV"])] == 512, lines       # 2 x 256
assert lines[("src/dec.c", L["L_TAB"])] == 0.64, lines      # 64 once in 100 frames
assert ("src/dec.c", L["L_NEVER"]) not in lines, lines
P

# 2. tmopt with it
"$tmopt" check --no-cache --format json --fail-on none --profile "$dir/prof.json" "$dir/src/dec.c" \
	> "$dir/out.json" 2>"$dir/err" || fail "check: $(cat "$dir/err")"
python3 - "$dir/out.json" <<'P' && ok || fail "profiled findings: $(head -c 800 "$dir/out.json")"
import json, os, sys
d = json.load(open(sys.argv[1]))
L = {k: int(v) for k, v in os.environ.items() if k.startswith("L_")}
fn = {f["name"]: (f["calls"], f["calls_basis"]) for f in d["functions"]}
# (build_table ran in 1 frame of 100: its measured 0.01 calls)
assert fn["synth"] == (2, "profile") and fn["build_table"] == (0.01, "profile"), fn
by = {(f["function"], f["line"]): f for f in d["findings"] if f["rule"] == "divmod"}
div = by[("synth", L["L_DIV"])]
# the line ran 512 times per frame over synth's 2 calls: 256 per call
assert (div["count"], div["count_basis"], div["severity"]) == (256, "profile", "warning"), div
never = by[("synth", L["L_NEVER"])]
assert never["severity"] == "note", never
assert "did not execute line %d" % L["L_NEVER"] in never["message"], never
res = [f for f in d["findings"] if f["function"] == "resync" and f["rule"] == "divmod"][0]
assert res["severity"] == "note" and "did not call 'resync'" in res["message"], res
tab = by[("build_table", L["L_TAB"])]
assert tab["severity"] == "note" and "ran 0.01 times per call" in tab["message"], tab
# a note on a line that never ran says so too
note = by[("decode_frame", L["L_NOTE"])]
assert note["severity"] == "note" and "did not execute line %d" % L["L_NOTE"] in note["message"], note
# a function that did not run: 0 calls, and no place among the costliest
fnc = {f["name"]: f for f in d["functions"]}
assert (fnc["resync"]["calls"], fnc["resync"]["calls_basis"]) == (0, "profile"), fnc["resync"]
P
"$tmopt" check --no-cache --fail-on none --profile "$dir/prof.json" "$dir/src/dec.c" 2>&1 | tail -1 > "$dir/sum.txt"
grep -q "costliest:" "$dir/sum.txt" && ! grep -q "resync" "$dir/sum.txt" && ok ||
	fail "a function that did not run among the costliest: $(cat "$dir/sum.txt")"
# ranked by the measured runs, not rounded ones: half() runs every other
# frame (0.5 x 100 divides, 0.5 calls), every() each frame (70): every
# first
export L_HALF=$(at 's += p[i] / d;') L_EVERY=$(grep -nF 's += p[i] / d;' "$dir/src/dec.c" | sed -n 2p | cut -d: -f1)
order=$("$tmopt" check --no-cache --fail-on none --sort cycles --profile "$dir/prof.json" "$dir/src/dec.c" 2>&1 |
	sed -n "s#^.*dec\.c:\($L_HALF\|$L_EVERY\):.*warning.*#\1#p" | tr '\n' ' ')
[ "$order" = "$L_EVERY $L_HALF " ] && ok || fail "ranked by measured runs: $order ($L_HALF, $L_EVERY)"

# a loop's trip count from its lines: the header ran once more per entry
# than the body (2 x 257 against 2 x 256): 256 iterations, not the assumed
# 64, and synth's cost per call follows
"$tmopt" check --no-cache --fail-on none --format json "$dir/src/dec.c" 2>/dev/null > "$dir/s.json"
"$tmopt" check --no-cache --fail-on none --format json --profile "$dir/prof.json" "$dir/src/dec.c" \
	2>/dev/null > "$dir/p.json"
python3 - "$dir/s.json" "$dir/p.json" <<'P' && ok || fail "trip from lines"
import json, sys
s, p = ({f["name"]: f for f in json.load(open(a))["functions"]} for a in sys.argv[1:])
assert s["synth"]["basis"] == "assumed" and p["synth"]["basis"] == "profile", (s["synth"], p["synth"])
# 256 iterations against 64 assumed: the cost grows by about 4
r = p["synth"]["cycles_per_call"] / s["synth"]["cycles_per_call"]
assert 3.7 < r < 4.2, (r, s["synth"], p["synth"])
P

# 3. measure.py --tool gcov from a compile database
cat > "$dir/compile_commands.json" <<J
[{"directory": "$dir", "file": "$dir/src/dec.c", "arguments": ["cc", "-O2", "-c", "$dir/src/dec.c", "-o", "dec.o"]}]
J
# the driver opens its argument, a path relative to where measure.py runs,
# and calls a --source file's function (measured too)
sed 's/^int main(void)/int main(int argc, char **argv)/; s/^{$/{ if (argc < 2 || !fopen(argv[1], "r")) return 1; extra_step();/' \
	"$dir/main.c" > "$dir/drv.c"
sed -i '1i #include <stdio.h>\nvoid extra_step(void);' "$dir/drv.c"
printf 'int extra_count;\nvoid extra_step(void) { extra_count++; }\n' > "$dir/extra.c"
echo data > "$dir/in.txt"
measure() {
	(cd "$dir" && python3 "$root/bench/precision/measure.py" --tool gcov -p "$dir" --driver drv.c \
		--source extra.c --per decode_frame -o "$1" --keep "$dir/work" -- in.txt)
}
measure "$dir/m.json" 2>"$dir/err" || fail "measure.py: $(cat "$dir/err")"
python3 - "$dir/m.json" "$dir/src/dec.c" <<'P' && ok || fail "measure.py profile: $(head -c 600 "$dir/m.json")"
import json, os, sys
d = json.load(open(sys.argv[1]))
calls = {f["name"]: (f["calls"], f["file"]) for f in d["functions"]}
assert calls["synth"] == (2, sys.argv[2]) and calls["build_table"][0] == 0.01, calls
assert "main" not in calls, calls   # the driver is no code of the run
assert calls["extra_step"][0] == 0.01, calls    # a --source file's function
assert d["entries"] == 100, d.get("entries")
P
# a second run in the kept directory counts that run only
measure "$dir/m2.json" 2>"$dir/err" && cmp -s "$dir/m.json" "$dir/m2.json" && ok ||
	fail "a kept directory's second run: $(cat "$dir/err")"
# an entry point that never ran: an error naming it
python3 "$root/bench/precision/gcov_profile.py" --per no_such_fn "$dir/dec.o" >/dev/null 2>"$dir/err"
[ $? != 0 ] && grep -q "no_such_fn is never called" "$dir/err" && ok || fail "unknown --per: $(cat "$dir/err")"
echo "$pass passed, $failed failed"
[ $failed = 0 ]
