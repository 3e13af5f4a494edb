#!/bin/bash
# check --compare: the porting view.  Every priced finding carries the
# other target's figures, and they are the figures a plain run on that
# target gives for the same finding (same fingerprint, rule and file).
set -u
tmopt=$1
root=${TMOPT_SOURCE_DIR:-$(cd "$(dirname "$0")/.." && pwd)}
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
# a project whose .tmopt.yaml changes the options: --compare keeps them
mkdir -p "$dir/proj"
cp "$root/corpus/divmod/variable.c" "$dir/proj/"
printf 'options:\n  assumed_trip: 10\n' > "$dir/proj/.tmopt.yaml"
corpus="$root/corpus/dependency-chain $root/corpus/divmod $root/corpus/custom-op $dir/proj"
# shellcheck disable=SC2086
"$tmopt" check --no-cache --format json --fail-on none --compare tm3260 $corpus > "$dir/cmp.json" 2>/dev/null
# shellcheck disable=SC2086
"$tmopt" check --no-cache --format json --fail-on none --target tm3260 $corpus > "$dir/plain.json" 2>/dev/null
# shellcheck disable=SC2086
"$tmopt" check --no-cache --no-source --fail-on none --compare tm3260 $corpus > "$dir/cmp.txt" 2>"$dir/cmp.err"
# report --compare: the 'what got slower' section in HTML and Markdown
"$tmopt" report --no-cache -q --compare tm3260 --format md -o "$dir/r.md" "$root/corpus/dependency-chain" ||
	{ echo "FAIL: report --compare md"; echo "0 passed, 1 failed"; exit 1; }
"$tmopt" report --no-cache -q --compare tm3260 -o "$dir/r.html" "$root/corpus/dependency-chain" ||
	{ echo "FAIL: report --compare html"; echo "0 passed, 1 failed"; exit 1; }
"$tmopt" report -q --compare tm3260 --db "$dir/none.db" --release x >/dev/null 2>&1 &&
	{ echo "FAIL: report --compare with --db accepted"; echo "0 passed, 1 failed"; exit 1; }
# explain-loop --compare: the other target's figures are its own run's
"$tmopt" explain-loop --all --format json --compare tm3260 "$root/corpus/dependency-chain/filters.c" > "$dir/el.json" ||
	{ echo "FAIL: explain-loop --compare"; echo "0 passed, 1 failed"; exit 1; }
"$tmopt" explain-loop --all --format json --target tm3260 "$root/corpus/dependency-chain/filters.c" > "$dir/el3260.json"
python3 - "$dir" <<'PY'
import json, sys
d = sys.argv[1]
cmp = json.load(open(d + '/cmp.json'))
plain = json.load(open(d + '/plain.json'))
key = lambda f: (f['fingerprint'], f['rule'], f['file'])
other = {key(f): f for f in plain['findings']}
bad = both = 0
assert cmp['compare_target'] == 'tm3260', cmp.get('compare_target')
for f in cmp['findings']:
    if not f['cycles']:
        continue
    c = f.get('compare')
    if not c or c['target'] != 'tm3260':
        print('FAIL: no compare object:', f['file'], f['line']); bad += 1; continue
    if not c['reported']:
        continue
    both += 1
    g = other.get(key(f))
    # a dependency chain or an idiom under tm3260's thresholds is priced by
    # --compare only (its second run reports below the thresholds)
    if g is None and f['rule'] in ('dependency-chain', 'custom-op'):
        continue
    # the findings of one loop share its cost (rule_loop_claim): where the
    # other run also reports a chain under tm3260's threshold on the loop,
    # a later loop finding there gets what the chain left
    if g is not None and f['rule'] in ('loop-overhead', 'missing-restrict') and \
       c['cycles'] <= g['cycles'] and c['total_cycles'] <= g['total_cycles']:
        continue
    if g is None or g['cycles'] != c['cycles'] or g['total_cycles'] != c['total_cycles']:
        print('FAIL: figures differ from a tm3260 run:', f['file'], f['line'], c, g and g['cycles']); bad += 1
    elif c['total_cycles'] and abs(c['ratio'] - f['total_cycles'] / c['total_cycles']) > 1e-9:
        print('FAIL: ratio', f['file'], f['line']); bad += 1
lines = [l for l in open(d + '/cmp.txt') if ' cycles x ' in l]
shown = [l for l in lines if '(tm3260: ' in l]
if len(shown) != len(lines):
    print(f'FAIL: {len(lines) - len(shown)} text findings without the tm3260 figure'); bad += 1
if 'tm3260 also reports' not in open(d + '/cmp.err').read():
    print('FAIL: the summary has no tm3260 total'); bad += 1
proj = [f for f in cmp['findings'] if '/proj/' in f['file'] and f.get('compare', {}).get('reported')]
if not proj:
    print('FAIL: no compared finding in the configured project'); bad += 1
el = json.load(open(d + '/el.json'))['loops']
el2 = {l['line']: l for l in json.load(open(d + '/el3260.json'))['loops']}
for l in el:
    c = l.get('compare')
    o = el2.get(l['line'])
    if not c or not o or c['target'] != 'tm3260' or c['cycles_per_iteration'] != o['cycles_per_iteration'] or c['ii'] != o['ii']:
        print('FAIL: explain-loop --compare differs from a tm3260 run at line', l['line'], c, o and o['cycles_per_iteration']); bad += 1
if not el:
    print('FAIL: explain-loop --compare showed no loop'); bad += 1
md = open(d + '/r.md').read()
html = open(d + '/r.html').read()
rows = [l for l in md.split('## What got slower', 1)[-1].split('\n## ', 1)[0].splitlines() if l.startswith('| corpus') or '/corpus/' in l]
if '## What got slower' not in md or not rows:
    print('FAIL: no what-got-slower rows in the Markdown report'); bad += 1
if 'id="slower"' not in html or 'href="#slower"' not in html:
    print('FAIL: no what-got-slower section (or no contents link) in the HTML report'); bad += 1
if both < 20:
    print(f'FAIL: only {both} findings priced on both targets'); bad += 1
print(f'{both} findings priced on both targets, {bad} problems')
print('1 passed, 0 failed' if not bad else '0 passed, 1 failed')
sys.exit(1 if bad else 0)
PY
