#!/bin/bash
# Set-up code: findings of functions that run once per stream (main,
# *_init, *_new, ... by default) are notes; .tmopt.yaml 'cold:' replaces
# the default names, 'hot:' exempts functions; a --profile count (or a
# '// tmopt: trip N' comment) keeps a finding's severity.
set -u
tmopt=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; echo "0 passed, 1 failed"; exit 1; }

mkdir -p "$dir/p"
cat > "$dir/p/s.c" <<'C'
int codec_init(int *t, int n, int d)
{
	int i;
	for (i = 0; i < n; i++)
		t[i] = 4800 / (d + i);
	return t[0];
}
int codec_frame(int *t, int n, int d)
{
	int i;
	for (i = 0; i < n; i++)
		t[i] = t[i] / d;
	return t[0];
}
int main(int argc, char **argv)
{
	int i, s = 0;
	for (i = 0; i < argc; i++)
		s += argv[i][0] % argc;
	return s;
}
C
# severity of the divmod finding of each function, as "f=sev" words
sev() {
	"$tmopt" check --no-cache --format json --fail-on none "$@" "$dir/p/s.c" 2>/dev/null |
	python3 -c 'import json, sys
fs = json.load(sys.stdin)["findings"]
print(" ".join(sorted("%s=%s" % (f["function"], f["severity"]) for f in fs if f["rule"] == "divmod")))'
}
got=$(sev)
[ "$got" = "codec_frame=warning codec_init=note main=note" ] || fail "defaults: $got"
"$tmopt" check --no-cache --fail-on none "$dir/p/s.c" 2>/dev/null | grep -q "in set-up code: by its name, 'codec_init' runs once per stream" ||
	fail "message does not say set-up code"

printf 'cold:\n  - "*_frame"\nhot:\n  - main\n' > "$dir/p/.tmopt.yaml"
got=$(sev)
[ "$got" = "codec_frame=note codec_init=warning main=warning" ] || fail "cold/hot lists: $got"

printf 'hot:\n  - "codec_*"\n' > "$dir/p/.tmopt.yaml"
got=$(sev)
[ "$got" = "codec_frame=warning codec_init=warning main=note" ] || fail "hot list with default cold: $got"
rm "$dir/p/.tmopt.yaml"

# a profile measured the loops: their counts decide, not the names
printf '{"loops": [{"file": "s.c", "line": 4, "trip": 64}, {"file": "s.c", "line": 18, "trip": 3}]}\n' > "$dir/prof.json"
got=$(sev --profile "$dir/prof.json")
[ "$got" = "codec_frame=warning codec_init=warning main=warning" ] || fail "--profile: $got"

# a seek runs once per request, a concealment only for a lost packet,
# as rarely as set-up code: by a word of its
# name ('stream_seek_page', 'StreamSeekSample'), not by its letters
cat > "$dir/p/k.c" <<'C'
int stream_seek_page(int *t, int n, int d)
{
	int i;
	for (i = 0; i < n; i++)
		t[i] = t[i] / d;
	return t[0];
}
int StreamSeekSample(int *t, int n, int d) { return t[n] % d; }
int frame_decode_lost(int *t, int n, int d) { return t[n] / d; }
int fseek_wrapper(int *t, int n, int d)
{
	int i;
	for (i = 0; i < n; i++)
		t[i] = t[i] / d;
	return t[0];
}
C
out=$("$tmopt" check --no-cache --format json --fail-on none "$dir/p/k.c" 2>/dev/null)
got=$(printf '%s' "$out" | python3 -c 'import json, sys
fs = json.load(sys.stdin)["findings"]
print(" ".join(sorted("%s=%s" % (f["function"], f["severity"]) for f in fs if f["rule"] == "divmod")))')
[ "$got" = "StreamSeekSample=note frame_decode_lost=note fseek_wrapper=warning stream_seek_page=note" ] || fail "seek names: $got"
printf '%s' "$out" | grep -q "'stream_seek_page' runs once per seek, not per frame" ||
	fail "the seek's note does not say why"
printf '%s' "$out" | grep -q "'frame_decode_lost' runs only for a lost packet, not per frame" ||
	fail "the concealment's note does not say why"
rm "$dir/p/k.c"

# words that make a seek or a loss something else keep their warnings: a
# bit reader's seek, a seek table, a predicate, a count of lost frames
cat > "$dir/p/w.c" <<'C'
int bitstream_seek_bits(int *t, int n, int d) { return t[n] / d; }
int build_seek_table(int *t, int n, int d) { return t[n] / d; }
int can_seek(int *t, int n, int d) { return t[n] / d; }
int is_packet_lost(int *t, int n, int d) { return t[n] / d; }
int frames_lost_count(int *t, int n, int d) { return t[n] / d; }
int apply_error_concealment(int *t, int n, int d) { return t[n] / d; }
C
sevs() {
	"$tmopt" check --no-cache --format json --fail-on none "$1" 2>/dev/null |
	python3 -c 'import json, sys
fs = json.load(sys.stdin)["findings"]
print(" ".join(sorted("%s=%s" % (f["function"], f["severity"]) for f in fs if f["rule"] == "divmod")))'
}
# (a per-call divide is a note anyway: what tells is the message)
out=$("$tmopt" check --no-cache --fail-on none "$dir/p/w.c" 2>&1)
for f in bitstream_seek_bits build_seek_table can_seek is_packet_lost frames_lost_count; do
	printf '%s' "$out" | grep -q "'$f' runs" && fail "$f taken for a rare request"
done
printf '%s' "$out" | grep -q "'apply_error_concealment' runs only for a lost packet" ||
	fail "a concealment's note does not say why"
rm "$dir/p/w.c"

# what a concealment writes is no default setting: a flag it alone sets
# leaves the per-frame arm that tests it a warning
cat > "$dir/p/f.c" <<'C'
struct st { int had_loss; int d; };
void frame_decode_lost(struct st *s) { s->had_loss = 1; }
int frame_decode(struct st *s, int *t, int n)
{
	int i, r = 0;
	if (!s->had_loss)
		for (i = 0; i < n; i++)
			r += t[i] / s->d;
	return r;
}
C
got=$(sevs "$dir/p/f.c")
[ "$got" = "frame_decode=warning" ] || fail "a concealment's store taken for a setting: $got"
rm "$dir/p/f.c"

# a function two kinds of set-up code call (a concealment, by its name, and
# an init): its note names neither as its only caller (opus's
# LPC_inverse_pred_gain_QA_c, said to be called only from silk_PLC_conceal
# though the SILK frames the settings leave out call it too)
cat > "$dir/p/m.c" <<'C'
static int gain(const int *t, int n, int d)
{
	int i, r = 0;
	for (i = 0; i < n; i++)
		r += t[i] / d;
	return r;
}
int stream_conceal(const int *t, int n, int d) { return gain(t, n, d); }
int stream_init(const int *t, int n, int d) { return gain(t, n, d + 1); }
C
out=$("$tmopt" check --no-cache --fail-on none "$dir/p/m.c" 2>&1)
printf '%s' "$out" | grep -q "'gain' is only called from set-up code of more than one root" ||
	fail "two kinds of set-up callers: $out"
printf '%s' "$out" | grep -q "'gain' is only called from 'stream_" &&
	fail "one of two set-up callers named as the only one: $out"
rm "$dir/p/m.c"
# ... and so across files (the run's call graph)
cat > "$dir/p/g.c" <<'C'
int gain(const int *t, int n, int d)
{
	int i, r = 0;
	for (i = 0; i < n; i++)
		r += t[i] / d;
	return r;
}
C
cat > "$dir/p/h.c" <<'C'
int gain(const int *t, int n, int d);
int stream_conceal(const int *t, int n, int d) { return gain(t, n, d); }
int stream_init(const int *t, int n, int d) { return gain(t, n, d + 1); }
int stream_frame(const int *t, int n, int d) { return t[0] + n + d; }
C
out=$("$tmopt" check --no-cache --fail-on none "$dir/p/g.c" "$dir/p/h.c" 2>&1)
printf '%s' "$out" | grep -q "'gain' is only called from set-up code of more than one root" ||
	fail "two kinds of set-up callers in another file: $out"
rm "$dir/p/g.c" "$dir/p/h.c"
# ... but a function main's frame loop calls is no set-up code, whatever
# else calls it (a reviewer's counter-example)
cat > "$dir/p/k.c" <<'C'
static int frame(const int *t, int n, int d)
{
	int i, s = 0;
	for (i = 0; i < n; i++)
		s += t[i] / d;
	return s;
}
static int drive(const int *t, int n, int d)
{
	int k, s = 0;
	for (k = 0; k < 1000; k++)
		s += frame(t + k, n, d);
	return s;
}
int codec_init(const int *t, int n, int d) { return drive(t, n, d); }
int tbl[4096];
int main(int argc, char **argv) { (void)argv; return drive(tbl, 64, argc); }
C
got=$(sevs "$dir/p/k.c")
[ "$got" = "frame=warning" ] || fail "main's frame loop and an init: $got"
rm "$dir/p/k.c"

printf 'cold: [1, 2\n' > "$dir/p/.tmopt.yaml"
"$tmopt" check --no-cache --fail-on none "$dir/p/s.c" >/dev/null 2>&1
[ $? -eq 2 ] || fail "a malformed cold list is not a usage error"
echo "1 passed, 0 failed"
