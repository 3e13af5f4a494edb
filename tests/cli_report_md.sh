#!/bin/bash
# The Markdown report of the bundled corpus: its tables (per rule, hot
# spot costs, modules, files, functions, findings) are well formed -- a
# header, a separator, rows with the header's number of cells -- text
# from the sources is escaped, and each finding is listed once.
set -u
tmopt=$1
src=${TMOPT_SOURCE_DIR:?}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

md=$dir/corpus.md
(cd "$src" && "$tmopt" report corpus/ --format md -o "$md" -q) ||
	fail "tmopt report exited $?"
for h in '^# TriMedia optimisation report' '^## Totals per rule' \
	 '^## Top [0-9]* hot spots' '^## By module' '^### Module report' \
	 '^| rule | findings | cycles per call | share | saving |' \
	 '^| module | findings' '^| file | findings' '^| function | findings' \
	 '^| location | function | rule | message |' '^| cycles per execution |' \
	 '^\*\*Advice:\*\*' '^```c$' '^Loop schedule: ResMII' '^## Other findings' \
	 '^## Costliest functions' '^| function | file | cycles per call | basis | findings | saving |'; do
	grep -q "$h" "$md" || fail "no line matching '$h'"
done
# each finding once: the hot spots plus the rows of the one findings table
# make the count in the summary
hot=$(grep -c '^### [0-9]*\. ' "$md")
rows=$(awk '/^## Other findings/ {on = 1; next} /^## / {on = 0} on && /^\| [^-]/' "$md" | tail -n +2 | wc -l)
total=$(grep -A2 '^| findings |' "$md" | tail -1 | cut -d'|' -f2 | tr -d ' ,')
[ $((hot + rows)) = "$total" ] || fail "findings listed $hot + $rows times, $total findings"
grep -q '&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;' "$md" ||
	fail "escape case not escaped in tables"
python3 - "$md" <<'PY' || fail "malformed table"
import re, sys
lines = open(sys.argv[1], encoding="utf-8").read().split("\n")
def cells(l):
    return len(re.split(r"(?<!\\)\|", l)) - 2
tables = 0
i = 0
while i < len(lines):
    if lines[i].startswith("| ") and i + 1 < len(lines) and re.match(r"^\|(-+:?|:?-+:?)(\|(-+:?|:?-+:?))*\|$", lines[i + 1]):
        n = cells(lines[i])
        if cells(lines[i + 1]) != n:
            sys.exit("line %d: separator has %d cells, header %d" % (i + 2, cells(lines[i + 1]), n))
        j = i + 2
        while j < len(lines) and lines[j].startswith("|"):
            if cells(lines[j]) != n:
                sys.exit("line %d: %d cells, header %d: %s" % (j + 1, cells(lines[j]), n, lines[j]))
            j += 1
        tables += 1
        i = j
    else:
        if lines[i].startswith("|"):
            sys.exit("line %d: table row without header: %s" % (i + 1, lines[i]))
        i += 1
if tables < 10:
    sys.exit("only %d tables" % tables)
print("%d tables ok" % tables)
PY
echo ok
