#!/bin/bash
# The HTML report of the bundled corpus, rendered by headless Chromium:
# the DOM holds the chart <svg> elements and the tables, the escape case
# (corpus/report/escape.c) shows its '<img ...>' as text and creates no
# <img> element, and a missing source file is said to be missing.  The
# table of contents and every rule chip link to an element of the page
# (the rule pages are embedded), each finding is listed once, the script
# adds a filter box and sorts, and at 400 and 1,600 px nothing overflows
# horizontally (the DOM's scrollWidth <= clientWidth, the page in an
# iframe of that width).  A screenshot goes to the build directory
# (report-corpus.png; CI keeps it).  Exit 77 (skipped) when Chromium is
# not installed.
set -u
tmopt=$1
src=${TMOPT_SOURCE_DIR:?}
shots=$PWD
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

browser=$(command -v chromium || command -v chromium-browser || true)
if [ -z "$browser" ]; then
	echo "SKIP: chromium is not installed (apt-get install -y chromium)"
	exit 77
fi
chrome() {
	timeout 180 "$browser" --headless --no-sandbox --disable-gpu --disable-quic \
		--no-first-run --disable-background-networking \
		--disable-component-update --disable-sync \
		--user-data-dir="$dir/profile" "$@" 2>"$dir/chromium.log"
}

html=$dir/corpus.html
(cd "$src" && "$tmopt" report corpus/ --format html --compare tm3260 -o "$html" -q) ||
	fail "tmopt report exited $?"
chrome --dump-dom "file://$html" > "$dir/dom.html" || {
	cat "$dir/chromium.log"; fail "chromium --dump-dom failed"; }
dom=$dir/dom.html
[ -s "$dom" ] || fail "empty DOM"

n=$(grep -o '<svg class="chart bars"' "$dom" | wc -l)
[ "$n" -ge 2 ] || fail "want 2 bar charts (by rule, by module), got $n"
for t in 'table class="rules' 'table class="groups' 'table class="findings' \
	 'table class="cost"' 'article class="hot"' 'pre class="src"' 'nav class="toc"' \
	 'section class="rulepage" id="rule-divmod"' 'input type="search" class="filter"'; do
	grep -q "<$t" "$dom" || fail "no <$t> in the DOM"
done
grep -q '<rect class="c[0-7]"' "$dom" || fail "no bars in the charts"

# links resolve; each finding once; the counts add up
python3 - "$dom" "$html" <<'PY' || fail "links or findings"
import re, sys
dom, raw = open(sys.argv[1]).read(), open(sys.argv[2]).read()
ids = set(re.findall(r'\bid="([^"]+)"', dom))
hrefs = re.findall(r'href="#([^"]+)"', dom)
assert hrefs and all(h in ids for h in hrefs), sorted(set(h for h in hrefs if h not in ids))
chips = re.findall(r'<a class="rule" href="#rule-([^"]+)"', dom)
assert len(chips) > 20, len(chips)
n = int(re.search(r'<div class="n" title="([\d,]+)">[^<]*</div><div class="l">findings<', dom).group(1).replace(",", ""))
hot = len(re.findall(r'<article class="hot"', dom))
tbl = dom[dom.index('<table class="findings'):]
rows = len(re.findall(r"<tr>", tbl[tbl.index("<tbody>"):tbl.index("</tbody>")]))
assert hot + rows == n, (hot, rows, n)
# without the script the page holds no filter box and the same rows
assert 'input type="search"' not in raw
print(f"{len(hrefs)} links resolve, {hot} hot spots + {rows} table rows = {n} findings")
PY

# no horizontal overflow at 400 and 1,600 px
cp "$html" "$dir/frame-r.html"
for w in 400 1600; do
	cat > "$dir/frame.html" <<H
<!DOCTYPE html><html><body style="margin:0"><iframe id="f" src="frame-r.html" style="border:0;width:${w}px;height:900px"></iframe>
<script>document.getElementById('f').onload=function(){var e=this.contentDocument.documentElement,p=document.createElement('pre');
p.id='out';p.textContent='W '+e.scrollWidth+' '+e.clientWidth;document.body.appendChild(p)}</script></body></html>
H
	m=$(chrome --allow-file-access-from-files --virtual-time-budget=10000 --dump-dom "file://$dir/frame.html" |
		grep -o '<pre id="out">W [0-9]* [0-9]*' | grep -o '[0-9]* [0-9]*$')
	[ -n "$m" ] || fail "no measure at $w px"
	read -r sw cw <<<"$m"
	[ "$sw" -le "$cw" ] || fail "at $w px the page scrolls sideways: scrollWidth $sw > clientWidth $cw"
	echo "ok: $w px: scrollWidth $sw <= clientWidth $cw"
done
grep -q '>divmod<' "$dom" || fail "no divmod rule row"
grep -q 'escape.c' "$dom" || fail "the escape case is not in the report"

# The payload is text: escaped in the serialised DOM, never an element.
if grep -qi '<img' "$dom"; then
	grep -io '.\{60\}<img.\{40\}' "$dom" | head -3
	fail "an <img> element made it into the DOM"
fi
grep -q '&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;' "$dom" ||
	fail "the escape case's text is not shown as text"

# A hot spot whose file is gone says so instead of showing stale lines.
mkdir -p "$dir/gone/mod"
cp "$src/corpus/report/escape.c" "$dir/gone/mod/escape.c"
(cd "$dir/gone" && "$tmopt" report mod/escape.c -o "$dir/gone.html" -q) ||
	fail "report of the copy failed"
chrome --dump-dom "file://$dir/gone.html" > "$dir/gone.dom" ||
	fail "chromium --dump-dom failed on the escape case"
grep -qi '<img' "$dir/gone.dom" && fail "an <img> element from the source lines"
grep -q '<span class="hit"><i>29</i>.*/\* &lt;/script&gt;&lt;img src=x onerror=alert(1)&gt; \*/' \
	"$dir/gone.dom" || fail "the comment on the hot line is not shown as text"
rm "$dir/gone/mod/escape.c"
(cd "$dir/gone" && "$tmopt" report mod/escape.c -o "$dir/gone2.html" -q)
rc=$?
[ $rc -eq 3 ] || fail "report of a missing file: exit $rc, want 3"
grep -q 'Files not analysed' "$dir/gone2.html" || fail "missing file not listed"

chrome --window-size=1280,2400 --screenshot="$shots/report-corpus.png" \
	"file://$html" > /dev/null || fail "chromium --screenshot failed"
[ -s "$shots/report-corpus.png" ] || fail "no screenshot"
echo "ok: charts, tables and escaping in the DOM; screenshot $shots/report-corpus.png"
