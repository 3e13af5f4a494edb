#!/bin/bash
# The findings database on PostgreSQL, end to end through the command
# line, against the same commands on SQLite.  Runs itself under
# tests/pg_run.sh (a throw-away server; exit 77, skipped, when PostgreSQL
# is not installed).  Stores the corpus as v1 and an edited copy as v2 in
# an SQLite file and in PostgreSQL (given as a postgresql:// URI, a
# postgres:// URI, a key=value string, $TMOPT_DB and the db: key of
# .tmopt.yaml), then checks that
# runs, history, trend, diff and report --db print the same bytes on
# both; that 'db copy' moves the history SQLite -> PostgreSQL ->
# SQLite with the same answers, refuses a target that holds a history,
# and that a server database without a history is refused as a missing
# file is (exit 2).
set -u
tmopt=$1
root=${TMOPT_SOURCE_DIR:-$(cd "$(dirname "$0")/.." && pwd)}
if [ -z "${TMOPT_PG:-}" ]; then
	exec bash "$root/tests/pg_run.sh" bash "$0" "$@"
fi
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail() { echo "FAIL: $*"; exit 1; }
export SOURCE_DATE_EPOCH=1714557600

# the backend is a module loaded on first use (src/store/pg_module.h):
# the engine does not load libpq, and a missing or foreign module is named
ldd "$tmopt" | grep -q libpq && fail "tmopt links libpq: $(ldd "$tmopt" | grep libpq)"
TMOPT_PG_MODULE=$dir/none.so "$tmopt" runs --db "$TMOPT_PG" >/dev/null 2>"$dir/err.txt"
[ $? -eq 2 ] && grep -q "cannot load the PostgreSQL module '$dir/none.so'" "$dir/err.txt" ||
	fail "missing module: $(cat "$dir/err.txt")"
TMOPT_PG_MODULE=$(dirname "$tmopt")/tmopt-parse.so "$tmopt" runs --db "$TMOPT_PG" >/dev/null 2>"$dir/err.txt"
[ $? -eq 2 ] && grep -q "is not tmopt's PostgreSQL module" "$dir/err.txt" ||
	fail "foreign module: $(cat "$dir/err.txt")"

# the same server database, four spellings
host=$(sed -n 's/.*host=\([^&]*\).*/\1/p' <<<"$TMOPT_PG")
pg1=$TMOPT_PG
pg2="postgres:///tmopt?host=$host&user=tmopt"
pg3="host=$host dbname=tmopt user=tmopt"

cp -r "$root/corpus" "$dir/corpus"
cd "$dir" || exit 1

"$tmopt" runs --db "$pg1" >/dev/null 2>err.txt
[ $? -eq 2 ] || fail "a server database without a history must exit 2"
grep -q "no tmopt history" err.txt || fail "message: $(cat err.txt)"

store() {	# store DB TAG: the corpus as it is now
	"$tmopt" check -q --db "$1" --release "$2" --commit "c-$2" \
		--fail-on none corpus/ >/dev/null || fail "check --db $1 $2"
}
store sq.db v1
store "$pg1" v1
printf 'int gone(int a, int b)\n{\n\treturn a / b;\n}\n' > corpus/divmod/zz_gone.c
sed -i '1i\
\
\
' corpus/divmod/*.c
store sq.db v2
store "$pg2" v2
# a tag stored again replaces its run on both
store sq.db v2
TMOPT_DB=$pg3 "$tmopt" check -q --release v2 --commit c-v2 --fail-on none \
	corpus/ >/dev/null || fail "check --release with TMOPT_DB"

same() {	# same ARGS...: the command prints the same on both backends
	"$tmopt" "$@" --db sq.db > a.out 2>a.err || fail "sqlite: $*: $(cat a.err)"
	"$tmopt" "$@" --db "$pg3" > b.out 2>b.err || fail "postgresql: $*: $(cat b.err)"
	cmp -s a.out b.out || { diff a.out b.out | head; fail "differs: $*"; }
	cmp -s a.err b.err || fail "stderr differs: $*"
	[ -s a.out ] || fail "empty: $*"
}
for f in text csv json; do
	same runs --format $f
	same history --format $f
	same history --rule divmod --format $f
	same history --module divmod --format $f
	same history --function gone --format $f
	same trend --by rule --format $f
	same trend --by module --cycles --format $f
	same trend --by file --format $f
	same diff v1 v2 --format $f
	same diff v2 v1 --format $f
done
grep -q '"gone"' <("$tmopt" diff v1 v2 --format json --db "$pg1") ||
	fail "diff on postgresql lists the new finding"
for f in md sarif html; do
	same report --release v2 --format $f
done
# TMOPT_DB is the query commands' default
TMOPT_DB=$pg2 "$tmopt" history > c.out || fail "history with TMOPT_DB"
"$tmopt" history --db sq.db | cmp -s - c.out || fail "TMOPT_DB history differs"

# the db: key of .tmopt.yaml: a file relative to it, or a connection string
mkdir -p cfg/deep pgcfg
printf 'db: ../sq.db\n' > cfg/.tmopt.yaml
printf 'db: "%s"\n' "$pg3" > pgcfg/.tmopt.yaml
(cd cfg/deep && "$tmopt" history --rule divmod) > c.out || fail "history with db: (file)"
"$tmopt" history --rule divmod --db sq.db | cmp -s - c.out || fail "db: (file) history differs"
(cd pgcfg && "$tmopt" trend --by file) > c.out || fail "trend with db: (postgresql)"
"$tmopt" trend --by file --db sq.db | cmp -s - c.out || fail "db: (postgresql) trend differs"
(cd pgcfg && "$tmopt" config --dump) | grep -qF "db: \"$pg3\"" || fail "config --dump shows db:"
(cd pgcfg && TMOPT_DB=$dir/sq.db "$tmopt" runs --format csv) | grep -q '^v2,c-v2' ||
	fail "TMOPT_DB wins over db:"

# db copy: PostgreSQL -> SQLite -> (a fresh schema) PostgreSQL
"$tmopt" db copy "$pg1" back.db 2>copy.err || fail "db copy pg -> sqlite: $(cat copy.err)"
grep -q "findings: " copy.err || fail "db copy says what it copied"
"$tmopt" db copy sq.db "$pg1" >/dev/null 2>copy.err
[ $? -eq 2 ] || fail "db copy into a history must exit 2"
grep -q "already holds 2 releases" copy.err || fail "message: $(cat copy.err)"
psql -q "$pg1" -c "DROP SCHEMA public CASCADE; CREATE SCHEMA public" >/dev/null 2>&1 ||
	fail "reset the server database"
"$tmopt" db copy back.db "$pg1" 2>/dev/null || fail "db copy sqlite -> pg"
for c in "runs" "history --rule divmod" "trend --by file --cycles" "diff v1 v2 --format json"; do
	"$tmopt" $c --db sq.db > a.out 2>/dev/null
	"$tmopt" $c --db back.db > b.out 2>/dev/null
	"$tmopt" $c --db "$pg1" > c.out 2>/dev/null
	cmp -s a.out b.out && cmp -s a.out c.out || fail "after db copy: $c differs"
done
# passwords never reach a message
"$tmopt" runs --db "postgresql://u:secret1@127.0.0.1:1/x?password=secret2" 2>err.txt
[ $? -eq 2 ] || fail "an unreachable server must exit 2"
"$tmopt" runs --db "host=127.0.0.1 port=1 password=secret3 dbname=x" 2>>err.txt
grep -q "cannot connect" err.txt || fail "message: $(cat err.txt)"
! grep -q secret err.txt || fail "a password in a message: $(cat err.txt)"
"$tmopt" db copy nothere.db back2.db 2>/dev/null
[ $? -eq 2 ] || fail "db copy from a missing file must exit 2"
[ ! -e back2.db ] || fail "db copy from a missing file must not create the target"
echo "ok"
