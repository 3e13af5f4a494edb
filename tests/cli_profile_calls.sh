#!/bin/bash
# Measured function calls (--profile "functions"): a program built without
# inlining runs under valgrind's callgrind; bench/precision/
# callgrind_profile.py turns the run into a profile of calls per call of
# the entry point; tmopt takes those calls (basis "profile") over its
# estimate, makes the findings of a function that ran less than once per
# entry call set-up notes, and those of functions the complete profile
# does not name notes that say they did not run; with per-instruction
# costs the lines give the findings' counts, and a line of a measured file
# that never ran makes its finding a note.  A malformed "functions" or
# "lines" entry is an error naming the file and the entry.
set -u
tmopt=$1
root=${TMOPT_SOURCE_DIR:-$(cd "$(dirname "$0")/.." && pwd)}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }

cat > "$dir/dec.c" <<'C'
/* a decoder: per frame, a header parse in a retry loop (tmopt assumes
 * 100 passes, it runs once), a table built on a rate change, a resync
 * that this stream never needs */
int rate_table[64];
int last_rate = -1;

static int tab_entry(int i, int rate)
{
	int s = 0;
	for (int k = 0; k < 2; k++)
		s += (i * 44100 + k) / rate;
	return s;
}

static void build_table(int rate)
{
	for (int i = 0; i < 64; i++)
		rate_table[i] = (i * 48000) / rate + tab_entry(i, rate);
}

static int parse_header(const int *p, int *rate)
{
	*rate = 32000 + (p[0] & 1) * 12000;
	return p[0] / 7;
}

static int resync(const int *p, int n, int d)
{
	int s = p[0] / (d + 1);
	for (int i = 0; i < n; i++)
		s += p[i] % d;
	return s;
}

static int synth(const int *p, int n, int d)
{
	int s = p[n - 1] % d;
	for (int i = 0; i < n; i++)
		s += (p[i] * rate_table[i & 63]) / d;
	if (n < 0)
		s += p[0] / d;
	for (int i = 0; i < n; i++)
		s += p[i] + 48000 / d;
	for (int i = 0, k = 44100 / d; i < n; i++)
		s += p[i] + k;
	return s;
}

/* named like set-up code, run per frame (mpg123's
 * INT123_init_layer3_gainpow2) */
static int gain_init(int d)
{
	int g = 0;
	for (int i = 1; i < 5; i++)
		g += (i * 1000) / d;
	return g;
}

int decode_frame(const int *p, int n, int d)
{
	int rate, len, s = gain_init(d);

	for (;;) {
		len = parse_header(p, &rate);
		if (len >= 0)
			break;
		s += resync(p, n, d);
	}
	if (rate != last_rate) {
		build_table(rate);
		last_rate = rate;
	}
	for (int ch = 0; ch < 2; ch++)
		s += synth(p + ch, n / 2, d);
	return s + len;
}
C
cat > "$dir/main.c" <<'C'
int decode_frame(const int *p, int n, int d);
int main(void)
{
	static int buf[1024];
	int s = 0;
	for (int i = 0; i < 1024; i++)
		buf[i] = i * 3;
	for (int f = 0; f < 100; f++)
		s += decode_frame(buf, 512, 3 + (f & 1));
	return s == 42;
}
C
# the lines the checks name, found by their text
at() { grep -nF -- "$1" "$dir/dec.c" | head -1 | cut -d: -f1; }
export L_MOD=$(at 'int s = p[n - 1] % d;')
export L_DIV=$(at 's += (p[i] * rate_table[i & 63]) / d;') L_NEVER=$(at 's += p[0] / d;')
export L_HOIST=$(at 's += p[i] + 48000 / d;') L_INIT=$(at 'k = 44100 / d;') L_HDR=$(at '*rate = 32000')
cc -O0 -g -o "$dir/dec" "$dir/dec.c" "$dir/main.c" || fail "cannot build the program"
valgrind --tool=callgrind --dump-instr=yes --callgrind-out-file="$dir/cg.out" "$dir/dec" >/dev/null 2>&1 ||
	[ -s "$dir/cg.out" ] || fail "callgrind did not run"
python3 "$root/bench/precision/callgrind_profile.py" "$dir/cg.out" --per decode_frame \
	--object "$dir/dec" --strip "$dir/" > "$dir/prof.json" || fail "callgrind_profile.py failed"
python3 - "$dir/prof.json" <<'P' || fail "profile: $(cat "$dir/prof.json")"
import json, os, sys
d = json.load(open(sys.argv[1]))
calls = {f["name"]: f["calls"] for f in d["functions"]}
assert d["complete"] is True
# per call of decode_frame: one header, two synth calls, the table once
# in 100 frames (rate changes on the first frame only), no resync
assert calls["decode_frame"] == 1 and calls["parse_header"] == 1, calls
assert calls["synth"] == 2 and abs(calls["build_table"] - 0.01) < 1e-9, calls
assert "resync" not in calls and abs(calls["main"] - 0.01) < 1e-9, calls
# 64 calls per table, 0.64 per frame, but only the table builder, which
# ran once in 100 frames, called it: set-up code
setup = {f["name"] for f in d["functions"] if f.get("setup")}
assert setup == {"tab_entry"} and abs(calls["tab_entry"] - 0.64) < 1e-9, (setup, calls)
# main, the frame loop, ran once in 100 frames but is said no set-up code
assert [f.get("setup") for f in d["functions"] if f["name"] == "main"] == [False], d["functions"]
# the lines, per call of decode_frame, paths without the directory, of
# the program only: the divide in synth's loop runs 2 x 256 times, its
# 'n < 0' arm never
lines = {(l["file"], l["line"]): l["count"] for l in d["lines"]}
L = {k: int(v) for k, v in os.environ.items() if k.startswith("L_")}
assert 500 <= lines[("dec.c", L["L_DIV"])] <= 512, lines
assert ("dec.c", L["L_NEVER"]) not in lines and ("dec.c", L["L_HDR"]) in lines, lines
assert all(f in ("dec.c", "main.c") for f, _ in lines), lines
P

run() {
	"$tmopt" check --no-cache --format json --fail-on none "$@" "$dir/dec.c" 2>/dev/null
}
# without the profile: the retry loop is assumed to run 64 times (--assumed-trip)
run | python3 -c '
import json, os, sys
fn = {f["name"]: f for f in json.load(sys.stdin)["functions"]}
assert fn["parse_header"]["calls"] == 64, fn["parse_header"]
assert fn["parse_header"]["calls_basis"] == "assumed"
assert fn["gain_init"]["setup"], fn["gain_init"]
' || fail "static calls"
run --profile "$dir/prof.json" | python3 -c '
import json, os, sys
d = json.load(sys.stdin)
fn = {f["name"]: f for f in d["functions"]}
got = {n: (fn[n]["calls"], fn[n]["calls_basis"]) for n in ("parse_header", "synth", "build_table", "resync")}
# (build_table ran in 1 frame of 100: its measured 0.01, not a whole run)
assert got == {"parse_header": (1, "profile"), "synth": (2, "profile"),
               "build_table": (0.01, "profile"), "resync": (0, "profile")}, got
sev = {(f["function"], f["line"]): (f["severity"], f["calls"], f["message"]) for f in d["findings"] if f["rule"] == "divmod"}
sev = {(k[0] if k[0] != "synth" else "synth:%d" % k[1]): v for k, v in sev.items()}
# the divide in the loop; the straight-line modulo, a note of code run once
# per call, runs twice per frame: a warning that says why
L = {k: int(v) for k, v in os.environ.items() if k.startswith("L_")}
syn = lambda k: sev["synth:%d" % L[k]]
assert syn("L_DIV")[0] == "warning" and syn("L_DIV")[1] == 2, syn("L_DIV")
# its count per call of synth from the line: 255-256 iterations, not 100
cnt = {(f["function"], f["line"]): (f["count"], f["count_basis"]) for f in d["findings"] if f["rule"] == "divmod"}
assert cnt[("synth", L["L_DIV"])] in ((255, "profile"), (256, "profile")), cnt
assert syn("L_NEVER")[0] == "note" and "did not execute line %d" % L["L_NEVER"] in syn("L_NEVER")[2], syn("L_NEVER")
# an invariant divide on a line that runs per iteration: hoisted, its
# count stays the one of the model (its line counts the add)
assert cnt[("synth", L["L_HOIST"])] == (1, "constant"), cnt
# a function named like set-up code that ran per frame: its finding is
# a warning again, and says why
assert sev["gain_init"][0] == "warning" and "(not set-up code: " in sev["gain_init"][2], sev["gain_init"]
assert "gain_init" in sev["gain_init"][2] and " ran 1 times per call" in sev["gain_init"][2], sev["gain_init"]
assert not fn["gain_init"]["setup"], fn["gain_init"]
# a for header init: the line runs per iteration, the init once
assert cnt[("synth", L["L_INIT"])] == (1, "constant"), cnt
assert syn("L_MOD")[0] == "warning", syn("L_MOD")
assert "ran 2 times per call of the entry points in the profile" in syn("L_MOD")[2], syn("L_MOD")
assert sev["build_table"][0] == "note", sev["build_table"]
assert sev["tab_entry"][0] == "note" and "only set-up code called" in sev["tab_entry"][2], sev["tab_entry"]
assert "ran 0.01 times per call of the entry points" in sev["build_table"][2], sev["build_table"]
assert sev["resync"][0] == "note" and "did not call" in sev["resync"][2], sev["resync"]
# every finding of a function that did not run says so, the note of its
# straight-line divide (a note before the profile) too
rs = [f for f in d["findings"] if f["function"] == "resync"]
assert len(rs) == 2 and all("did not call" in f["message"] for f in rs), rs
# each counts the measured 0 (its total and saving 0), what the model counts
# in its message
assert all((f["count"], f["count_basis"], f["total_cycles"], f["saving_cycles"], f["runs"]) ==
           (0, "profile", 0, 0, 0) and "; if it ran, the model counts " in f["message"] for f in rs), rs
assert sev["parse_header"][0] == "note" and sev["parse_header"][1] == 1, sev["parse_header"]
' || fail "profiled calls: $(run --profile "$dir/prof.json" | head -c 600)"

# a partial profile (no "complete"): what it does not name is estimated
printf '{"functions": [{"name": "synth", "calls": 6}]}\n' > "$dir/part.json"
run --profile "$dir/part.json" | python3 -c '
import json, os, sys
fn = {f["name"]: f for f in json.load(sys.stdin)["functions"]}
assert (fn["synth"]["calls"], fn["synth"]["calls_basis"]) == (6, "profile"), fn["synth"]
assert fn["resync"]["calls_basis"] == "assumed", fn["resync"]
' || fail "partial profile"

# code that ran rarely per entry call but 4 times or more in the run
# ("entries": the run's length) follows the data, not the stream's set-up:
# its findings keep their severity; in a short run (2 runs) it is set-up
for e in 1000:warning 400:note; do
	printf '{"entries": %s, "functions": [{"name": "resync", "calls": 0.005}]}\n' "${e%%:*}" > "$dir/rare.json"
	run --profile "$dir/rare.json" | python3 -c '
import json, sys
sev = {f["severity"] for f in json.load(sys.stdin)["findings"] if f["function"] == "resync" and f["rule"] == "divmod" and "p[i] % d" in f["message"]}
assert sev == {sys.argv[1]}, sev
' "${e#*:}" || fail "entries ${e%%:*}: resync not a ${e#*:}"
done

# an entry naming the function's file wins over one without, in any order
printf '{"functions": [{"name": "synth", "calls": 3}, {"name": "synth", "file": "dec.c", "calls": 5}, {"name": "synth", "file": "other.c", "calls": 7}]}\n' > "$dir/files.json"
run --profile "$dir/files.json" | python3 -c '
import json, sys
fn = {f["name"]: f for f in json.load(sys.stdin)["functions"]}
assert fn["synth"]["calls"] == 5, fn["synth"]
' || fail "an entry with a file"

# malformed entries: the file and the entry are named
for bad in '{"functions": [{"name": "synth"}]}' '{"functions": [{"name": "synth", "calls": 0}]}' \
	   '{"functions": [{"name": "", "calls": 1}]}' '{"functions": {"synth": 1}}' \
	   '{"complete": true, "loops": []}' '[]' '{"loops": [], "lines": []}' \
	   '{"functions": [{"name": "synth", "calls": 1}], "lines": [{"file": "dec.c", "line": 0, "count": 1}]}' \
	   '{"functions": [{"name": "synth", "calls": 1}], "lines": [{"file": "dec.c", "line": 3, "count": -1}]}' \
	   '{"entries": 0, "functions": [{"name": "synth", "calls": 1}]}' \
	   '{"entries": "100", "functions": [{"name": "synth", "calls": 1}]}'; do
	printf '%s\n' "$bad" > "$dir/bad.json"
	out=$("$tmopt" check --profile "$dir/bad.json" "$dir/dec.c" 2>&1)
	[ $? -eq 2 ] && grep -q "bad.json: " <<<"$out" || fail "malformed profile $bad: $out"
done

# two static functions of one name in two files (wavpack's
# decorr_stereo_pass in pack.c and unpack.c): the profile names each with
# its file, and each gets its own calls
mkdir -p "$dir/two"
cat > "$dir/two/a.c" <<'C'
static int pass(int x, int d)
{
	return x / d;
}
int enc(int x, int d)
{
	int s = 0;
	for (int k = 0; k < 8; k++)
		s += pass(x + k, d);
	return s;
}
C
cat > "$dir/two/b.c" <<'C'
static int pass(int x, int d)
{
	return x % d;
}
int dec(int x, int d)
{
	return pass(x, d);
}
C
cat > "$dir/two/m.c" <<'C'
int enc(int x, int d);
int dec(int x, int d);
int main(void)
{
	int s = 0;
	for (int f = 0; f < 100; f++)
		s += enc(f, 3) + (f % 10 == 0 ? dec(f, 7) : 0);
	return s == 42;
}
C
cc -O0 -g -o "$dir/two/prog" "$dir/two/a.c" "$dir/two/b.c" "$dir/two/m.c" || fail "cannot build the two-file program"
valgrind --tool=callgrind --dump-instr=yes --callgrind-out-file="$dir/two/cg.out" "$dir/two/prog" >/dev/null 2>&1 ||
	[ -s "$dir/two/cg.out" ] || fail "callgrind did not run (two files)"
python3 "$root/bench/precision/callgrind_profile.py" "$dir/two/cg.out" --per enc \
	--object "$dir/two/prog" --strip "$dir/two/" > "$dir/two/prof.json" || fail "callgrind_profile.py failed (two files)"
got=$(python3 -c 'import json, sys
print(" ".join("%s:%s:%g" % (f["name"], f.get("file", "-"), f["calls"]) for f in json.load(open(sys.argv[1]))["functions"] if f["name"] == "pass"))' "$dir/two/prof.json")
[ "$got" = "pass:a.c:8 pass:b.c:0.1" ] || fail "two static functions of one name: $got"
got=$("$tmopt" check --no-cache --format json --fail-on none --profile "$dir/two/prof.json" "$dir/two/a.c" "$dir/two/b.c" "$dir/two/m.c" 2>/dev/null |
	python3 -c 'import json, sys
print(" ".join("%s:%g" % (f["file"].rsplit("/", 1)[-1], f["calls"]) for f in json.load(sys.stdin)["functions"] if f["name"] == "pass"))')
[ "$got" = "a.c:8 b.c:0.1" ] || fail "calls of two static functions of one name: $got"
echo "1 passed, 0 failed"
