#!/bin/bash
# measure_all.sh: the measured half of the precision review
# (docs/precision.md, "Measured runs"), after run.sh has fetched the code
# bases and built their compile databases.
#
#   1. installs lame, vorbis-tools and valgrind if missing (root or sudo);
#   2. testsignal.py writes 10 s of stereo test signal; lame and oggenc
#      encode it (the speex driver encodes its own);
#   3. measure.py builds each code base of $PRECISION_DIR/cdb that has a
#      driver (libmad, vorbis, speex, webp) at -O0, runs the driver under
#      callgrind and writes a profile: $PRECISION_DIR/measured/W.json;
#   4. tmopt check with that profile: $PRECISION_DIR/measured/W.out.json,
#      and the ten costliest warnings by total cycles x calls (W.top.txt).
#
# usage: bench/precision/measure_all.sh [-b TMOPT]
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
dir=${PRECISION_DIR:-$root/build/precision}
tmopt=$root/build/tmopt
while getopts b: o; do
	case $o in
	b) tmopt=$OPTARG ;;
	*) exit 2 ;;
	esac
done
need=()
command -v lame >/dev/null || need+=(lame)
command -v oggenc >/dev/null || need+=(vorbis-tools)
command -v valgrind >/dev/null || need+=(valgrind)
[ -f /usr/include/ogg/ogg.h ] || need+=(libogg-dev)
if [ ${#need[@]} -gt 0 ]; then
	SUDO=
	[ "$(id -u)" -eq 0 ] || SUDO=sudo
	$SUDO apt-get install -y -qq --no-install-recommends "${need[@]}" >/dev/null
fi
out=$dir/measured
mkdir -p "$out"
cd "$out"
python3 "$here/testsignal.py" t.wav
lame --quiet -b 128 t.wav t.mp3
oggenc -Q -q 4 t.wav -o t.ogg

# workload: name, code base, driver, entry function, link flags, extra
# sources (paths under the code base's source tree, space-separated),
# arguments
run() {
	local name=$1 cb=$2 drv=$3 per=$4 lib=$5 extra=$6
	shift 6
	[ -s "$dir/cdb/$cb/compile_commands.json" ] || { echo "$name: no $cb database, skipped"; return; }
	local srcs=()
	for g in $extra; do
		for f in "$dir"/src/*/$g; do [ -f "$f" ] && srcs+=(--source "$f"); done
	done
	python3 "$here/measure.py" -p "$dir/cdb/$cb" --driver "$here/drivers/$drv" --per "$per" \
		${lib:+--lib=$lib} "${srcs[@]}" -o "$out/$name.json" --keep "$out/$name.work" -- "$@" 2>"$out/$name.log" ||
		{ echo "$name: not measured (see $out/$name.log)"; return; }
	nice -n 19 "$tmopt" check -p "$dir/cdb/$cb" --no-cache --format json --fail-on none \
		--target tm5250 --profile "$out/$name.json" >"$out/$name.out.json" 2>>"$out/$name.log"
	python3 - "$out/$name.out.json" >"$out/$name.top.txt" <<'PY'
import json, sys
d = json.load(open(sys.argv[1]))
w = [f for f in d["findings"] if f["severity"] != "note"]
w.sort(key=lambda f: -(f["total_cycles"] * f["calls"]))
print("%d warnings of %d findings" % (len(w), len(d["findings"])))
for f in w[:10]:
    print("%s:%d %s %s %d (%d) x %d" % (f["file"].split("/")[-1], f["line"], f["function"],
          f["rule"], f["total_cycles"], f["count"], f["calls"]))
PY
	echo "$name: $(head -1 "$out/$name.top.txt")"
}
run libmad-decode libmad libmad_decode.c mad_frame_decode "" "" "$out/t.mp3"
run vorbis-decode vorbis vorbis_decode.c ov_read -logg "" "$out/t.ogg"
run vorbis-encode vorbis vorbis_encode.c vorbis_analysis -logg "" "$out/t.wav"
run speex-encode speex speex_encode.c speex_encode_int "" "" "$out/t.wav" "$out/t.spx"
run speex-decode speex speex_decode.c speex_decode_int "" "" "$out/t.spx"
# PRECISION_PKGS=libwebp: its sharpyuv/, outside the review's scope
run webp-encode webp webp_encode.c WebPEncodeRGB -lpthread \
	"sharpyuv/sharpyuv.c sharpyuv/sharpyuv_csp.c sharpyuv/sharpyuv_dsp.c sharpyuv/sharpyuv_gamma.c"
