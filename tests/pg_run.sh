#!/bin/bash
# pg_run.sh CMD [ARGS...]: run CMD beside a throw-away PostgreSQL server.
#
# Starts a server of its own (initdb + pg_ctl) on a temporary data
# directory that listens only on a unix socket in that directory (no TCP
# port, so parallel tests never collide), exports TMOPT_PG (a libpq URI
# for database 'tmopt', user 'tmopt') and runs CMD; the server is
# stopped and the directory removed in a trap, whatever CMD does.
# initdb refuses to run as root: as root the server runs as the user
# 'postgres' (or 'nobody'), which owns the temporary directory.
# Without the server programs it prints why and exits 77 (skip): never
# faked.  Exit status: CMD's.
set -u
bindir=
for d in "${PG_BINDIR:-}" /usr/lib/postgresql/*/bin; do
	if [ -n "$d" ] && [ -x "$d/initdb" ] && [ -x "$d/pg_ctl" ]; then
		bindir=$d
	fi
done
if [ -z "$bindir" ] && command -v initdb >/dev/null && command -v pg_ctl >/dev/null; then
	bindir=$(dirname "$(command -v initdb)")
fi
if [ -z "$bindir" ]; then
	echo "pg_run.sh: skipped: no PostgreSQL server (initdb, pg_ctl) installed (Debian: postgresql)" >&2
	exit 77
fi

as=()
dir=$(mktemp -d /tmp/tmopt-pg-XXXXXX)
if [ "$(id -u)" -eq 0 ]; then
	user=postgres
	id "$user" >/dev/null 2>&1 || user=nobody
	chown "$user" "$dir"
	as=(runuser -u "$user" --)
fi
cleanup() {
	(cd / && "${as[@]}" "$bindir/pg_ctl" -D "$dir/data" -m immediate -w stop) >/dev/null 2>&1
	rm -rf "$dir"
}
trap cleanup EXIT
trap 'exit 130' INT TERM

cd "$dir" || exit 1
if ! "${as[@]}" "$bindir/initdb" -D "$dir/data" -U tmopt -A trust -E UTF8 \
	--no-locale --no-sync >"$dir/initdb.log" 2>&1; then
	echo "pg_run.sh: initdb failed:" >&2
	cat "$dir/initdb.log" >&2
	exit 1
fi
# fsync off: a test server, thrown away (durability is PostgreSQL's own)
if ! "${as[@]}" "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 \
	-o "-c listen_addresses= -c unix_socket_directories=$dir -c fsync=off -c max_connections=40" \
	start >/dev/null; then
	echo "pg_run.sh: the server did not start:" >&2
	cat "$dir/server.log" >&2
	exit 1
fi
if ! "$bindir/createdb" -h "$dir" -U tmopt tmopt 2>&1; then
	echo "pg_run.sh: createdb failed" >&2
	exit 1
fi
cd - >/dev/null || exit 1
export TMOPT_PG="postgresql:///tmopt?host=$dir&user=tmopt"
"$@"
