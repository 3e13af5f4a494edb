#!/bin/bash
# fetch.sh: enable deb-src for the machine's Debian sources and download the
# reviewed codec source packages into $PRECISION_DIR (default
# build/precision, outside version control).  Run as root or through sudo.
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
dir=${PRECISION_DIR:-$root/build/precision}
pkgs=${PRECISION_PKGS:-"opus flac libvorbis speex faad2 libmad"}
SUDO=
[ "$(id -u)" -eq 0 ] || SUDO=sudo
src=/etc/apt/sources.list.d/debian.sources
extra=/etc/apt/sources.list.d/tmopt-deb-src.sources
if ! grep -rqs '^Types:.*deb-src\|^deb-src' /etc/apt/sources.list /etc/apt/sources.list.d/; then
	[ -f "$src" ] || { echo "fetch.sh: no $src to copy deb-src lines from" >&2; exit 1; }
	sed 's/^Types: *deb *$/Types: deb-src/' "$src" | $SUDO tee "$extra" >/dev/null
	$SUDO apt-get update -qq
fi
mkdir -p "$dir/src"
cd "$dir/src"
for p in $pkgs; do
	if ls -d "$p"-*/ >/dev/null 2>&1 || ls -d "${p#lib}"-*/ >/dev/null 2>&1; then
		continue
	fi
	# a package whose Debian changes the mirror cannot serve is taken
	# from its upstream tarball; one that cannot be had at all is skipped
	if ! apt-get source -qq "$p" >/dev/null 2>"$p.log"; then
		orig=$(ls "${p}"_*.orig.tar.* 2>/dev/null | head -1)
		if [ -n "$orig" ]; then
			tar xf "$orig"
			echo "fetch.sh: $p: Debian changes not served, upstream $orig unpacked" >&2
		else
			echo "fetch.sh: apt-get source $p failed (see $dir/src/$p.log), skipped" >&2
		fi
	fi
done
ls -d */
