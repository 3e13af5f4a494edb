#!/bin/bash
# Bad input gets a clear message and loses nothing: a syntax error, a
# missing header, an empty file, a binary file and a missing file each
# give their message and exit 3, while the good file's finding is printed.
set -u
tmopt=$1
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

cat > "$dir/good.c" <<'C'
int avg(const int *v, int n)
{
	int s = 0;
	for (int i = 0; i < 16; i++)
		s += v[i] / n;
	return s;
}
C
printf 'int f(void) { return 1 +; }\n' > "$dir/syntax.c"
printf '#include "no_such_header.h"\nint g(void) { return 0; }\n' > "$dir/header.c"
: > "$dir/empty.c"
printf '\177ELF\0\0\0\1\2\3' > "$dir/binary.c"
printf 'int f(int a, int b) { return a / b; }\n' > "$dir/cxx.cpp"

for bad in syntax header empty binary missing cxx; do
	f="$dir/$bad.c"; [ $bad = cxx ] && f="$dir/cxx.cpp"
	out=$("$tmopt" check --no-source "$dir/good.c" "$f" 2>&1)
	rc=$?
	[ $rc -eq 3 ] || fail "$bad: exit $rc, want 3: $out"
	grep -q "good.c:5:.*warning:.*\[divmod\]" <<<"$out" || fail "$bad: good file's finding missing: $out"
	case $bad in
	syntax)  grep -q "syntax.c:1:.*error: expected expression" <<<"$out" || fail "syntax: $out" ;;
	header)  grep -q "header.c:1:.*'no_such_header.h' file not found" <<<"$out" || fail "header: $out" ;;
	empty)   grep -q "empty.c: file is empty" <<<"$out" || fail "empty: $out" ;;
	binary)  grep -q "binary.c: not a C source file" <<<"$out" || fail "binary: $out" ;;
	missing) grep -q "missing.c: cannot read file: No such file" <<<"$out" || fail "missing: $out" ;;
	cxx)     grep -q "cxx.cpp: a C++ source: tmopt analyses C" <<<"$out" || fail "cxx: $out" ;;
	esac
	grep -q "could not be analysed" <<<"$out" || fail "$bad: no summary of the error: $out"
done

# JSON lists the error and still holds the finding
out=$("$tmopt" check --format json "$dir/good.c" "$dir/syntax.c" 2>/dev/null)
[ $? -eq 3 ] || fail "json: exit code"
python3 - "$out" <<'PY' || fail "json errors"
import json, sys
d = json.loads(sys.argv[1])
assert len(d["findings"]) == 1 and d["findings"][0]["rule"] == "divmod", d
assert len(d["errors"]) == 1 and d["errors"][0]["file"].endswith("syntax.c"), d
PY

# with the findings in JSON (or in a file), stderr still names the files
# not analysed and why, even with -q; the text output carries them itself
err=$("$tmopt" check -q --format json "$dir/good.c" "$dir/syntax.c" 2>&1 >/dev/null)
grep -q "syntax.c:.*error" <<<"$err" || fail "JSON: stderr does not name syntax.c: $err"
err=$("$tmopt" check -q -o "$dir/out.txt" "$dir/good.c" "$dir/syntax.c" 2>&1 >/dev/null)
grep -q "syntax.c:.*error" <<<"$err" || fail "-o: stderr does not name syntax.c: $err"
grep -q "syntax.c:.*error" "$dir/out.txt" || fail "-o: the file lacks the error"
err=$("$tmopt" check -q "$dir/good.c" "$dir/syntax.c" 2>&1 >/dev/null)
grep -q "syntax.c" <<<"$err" && fail "text: the error is printed twice (stderr too): $err"

# usage errors exit 2
"$tmopt" check --format yaml "$dir/good.c" >/dev/null 2>&1; [ $? -eq 2 ] || fail "bad format not 2"
"$tmopt" check --target tm9999 "$dir/good.c" >/dev/null 2>&1; [ $? -eq 2 ] || fail "bad target not 2"
"$tmopt" check --rules nosuchrule "$dir/good.c" >/dev/null 2>&1; [ $? -eq 2 ] || fail "bad rules not 2"
"$tmopt" check >/dev/null 2>&1; [ $? -eq 2 ] || fail "no input not 2"
# exit 1 on findings at or above --fail-on, 0 below
"$tmopt" check -q "$dir/good.c" >/dev/null; [ $? -eq 1 ] || fail "warning not 1"
"$tmopt" check -q --fail-on error "$dir/good.c" >/dev/null; [ $? -eq 0 ] || fail "fail-on error not 0"
echo "1 passed, 0 failed"
