#!/bin/bash
# measure_all.sh: the measured half of the precision review
# (docs/precision.md, "Measured runs"), after run.sh has fetched the code
# bases and built their compile databases.
#
#   1. installs lame, vorbis-tools, ffmpeg and valgrind if missing (root
#      or sudo);
#   2. testsignal.py writes 10 s of stereo test signal; lame, oggenc and
#      ffmpeg's AAC encoder encode it, and the FDK encoder (aac-enc, from
#      Debian's non-free component, if it installs; PRECISION_NONFREE=1
#      adds that component to the machine's sources) in HE-AAC for faad2's
#      SBR decoder (the speex, opus and flac drivers
#      encode their own; libtheora's and openjpeg2's make a picture);
#   3. measure.py builds each code base of $PRECISION_DIR/cdb that has a
#      driver (libmad, vorbis, speex, opus, flac, faad2, twolame, wavpack,
#      gsm; webp, theora and openjpeg2 with PRECISION_PKGS) at -O0, runs
#      the driver under callgrind and writes a profile:
#      $PRECISION_DIR/measured/W.json;
#   4. tmopt check with that profile: $PRECISION_DIR/measured/W.out.json,
#      and the ten costliest warnings by total cycles x calls (W.top.txt);
#   5. the profiled review: each code base with its workloads' profiles
#      merged, $PRECISION_DIR/profiled/out/CB.json, for sample.py.
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
command -v ffmpeg >/dev/null || need+=(ffmpeg)
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
ffmpeg -loglevel error -y -i t.wav -c:a aac -b:a 128k -f adts t.aac
# HE-AAC (SBR), which ffmpeg's encoder does not make: the FDK encoder's
# 'aac-enc' (Debian's non-free component); without it faad2's SBR code is
# not run by the profile
if ! command -v aac-enc >/dev/null; then
	SUDO=
	[ "$(id -u)" -eq 0 ] || SUDO=sudo
	# PRECISION_NONFREE=1: add the component (bookworm's, as stop 47's
	# profiles were taken) when no source of the machine has it
	nf=/etc/apt/sources.list.d/tmopt-non-free.sources
	if [ "${PRECISION_NONFREE:-0}" = 1 ] &&
	   ! grep -qsE 'non-free([^-]|$)' /etc/apt/sources.list \
		/etc/apt/sources.list.d/*.sources /etc/apt/sources.list.d/*.list; then
		printf 'Types: deb\nURIs: http://deb.debian.org/debian\nSuites: bookworm\nComponents: non-free\nSigned-By: /usr/share/keyrings/debian-archive-keyring.gpg\n' |
			$SUDO tee "$nf" >/dev/null
		$SUDO apt-get update -qq
	fi
	$SUDO apt-get install -y -qq --no-install-recommends aac-enc >/dev/null 2>&1 ||
		echo "aac-enc not installable (enable Debian's non-free component, or PRECISION_NONFREE=1): no HE-AAC workload"
fi
rm -f t_he.aac
command -v aac-enc >/dev/null && aac-enc -t 5 -r 64000 t.wav t_he.aac >/dev/null

# workload: name, code base, driver, entry function, link flags, extra
# sources (paths under the code base's source tree, space-separated),
# compiler flags (space-separated), arguments
run() {
	local name=$1 cb=$2 drv=$3 per=$4 lib=$5 extra=$6 cflags=$7
	shift 7
	[ -s "$dir/cdb/$cb/compile_commands.json" ] || { echo "$name: no $cb database, skipped"; return; }
	local srcs=()
	for g in $extra; do
		for f in "$dir"/src/*/$g; do [ -f "$f" ] && srcs+=(--source "$f"); done
	done
	local cf=()
	for g in $cflags; do cf+=(--cflag="$g"); done
	python3 "$here/measure.py" -p "$dir/cdb/$cb" --driver "$here/drivers/$drv" --per "$per" \
		${lib:+--lib=$lib} "${srcs[@]}" "${cf[@]}" -o "$out/$name.json" --keep "$out/$name.work" \
		-- "$@" 2>"$out/$name.log" ||
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
run libmad-decode libmad libmad_decode.c mad_frame_decode "" "" "" "$out/t.mp3"
run vorbis-decode vorbis vorbis_decode.c ov_read -logg "" "" "$out/t.ogg"
run vorbis-encode vorbis vorbis_encode.c vorbis_analysis -logg "" "" "$out/t.wav"
run speex-encode speex speex_encode.c speex_encode_int "" "" "" "$out/t.wav" "$out/t.spx"
run speex-decode speex speex_decode.c speex_decode_int "" "" "" "$out/t.spx"
# portable C, as a TriMedia port builds them: opus without its x86 kernels
# (its config.h without OPUS_HAVE_RTCD and OPUS_X86_*, found first),
# flac without assembly (its own switch)
ocfg=$out/opus-cfg
mkdir -p "$ocfg"
for h in "$dir"/src/opus-*/config.h; do
	[ -f "$h" ] && sed -E 's,^#define (OPUS_HAVE_RTCD|OPUS_X86_[A-Z0-9_]+)\b.*,/* #undef \1 (measure_all.sh) */,' \
		"$h" > "$ocfg/config.h"
done
run opus-encode opus opus_encode.c opus_multistream_encode "" "" "-I$ocfg" "$out/t.wav" "$out/t.opk" 3
run opus-decode opus opus_decode.c opus_multistream_decode "" "" "-I$ocfg" "$out/t.opk"
run flac-encode flac flac_encode.c FLAC__stream_encoder_process_interleaved "" "" -DFLAC__NO_ASM \
	"$out/t.wav" "$out/t.flac" 10
run flac-decode flac flac_decode.c FLAC__stream_decoder_process_single "" "" -DFLAC__NO_ASM "$out/t.flac"
run faad2-decode faad2 faad2_decode.c NeAACDecDecode "" "" "" "$out/t.aac"
[ -s t_he.aac ] && run faad2-decode-he faad2 faad2_decode.c NeAACDecDecode "" "" "" "$out/t_he.aac"
# PRECISION_PKGS=libwebp: its sharpyuv/, outside the review's scope
run webp-encode webp webp_encode.c WebPEncodeRGB -lpthread \
	"sharpyuv/sharpyuv.c sharpyuv/sharpyuv_csp.c sharpyuv/sharpyuv_dsp.c sharpyuv/sharpyuv_gamma.c" ""
# PRECISION_PKGS="libtheora openjpeg2": 240 frames of a synthetic clip, a
# synthetic 512x512 picture (openjpeg.h is in the source tree)
run theora-encode theora theora_encode.c th_encode_ycbcr_in -logg "" "" "$out/t.thr"
run theora-decode theora theora_decode.c th_decode_packetin -logg "" "" "$out/t.thr"
oj=$(ls -d "$dir"/src/openjpeg2-*/src/lib/openjp2 2>/dev/null | head -1 || true)
run openjpeg2-encode openjpeg2 openjpeg2_encode.c opj_encode -lpthread "" "-I$oj" "$out/t.j2k"
run openjpeg2-decode openjpeg2 openjpeg2_decode.c opj_decode -lpthread "" "-I$oj" "$out/t.j2k"
# twolame (its defaults: psymodel 3), wavpack (lossless, normal mode),
# libgsm (full rate, an encode and a decode per frame)
run twolame-encode twolame twolame_encode.c twolame_encode_buffer "" "" "" "$out/t.wav" "$out/t.mp2"
run wavpack-encode wavpack wavpack_encode.c WavpackPackSamples "" "" "" "$out/t.wav" "$out/t.wv"
run wavpack-decode wavpack wavpack_decode.c WavpackUnpackSamples "" "" "" "$out/t.wv"
run gsm-codec gsm gsm_codec.c gsm_encode "" "" "" "$out/t.wav"

# the profiled review: each code base checked with its workloads' profiles
# merged (an encoder's and a decoder's: merge_profiles.py), in
# $dir/profiled/out/CB.json, for 'sample.py $dir/profiled SEED'
prof=$dir/profiled
mkdir -p "$prof/out" "$prof/prof"
ln -sfn "$dir/src" "$prof/src"
for c in "$dir"/cdb/*/; do
	cb=$(basename "$c")
	ws=()
	for w in "$out/$cb"-*.json; do
		case $w in *.out.json) ;; *) [ -f "$w" ] && ws+=("$w") ;; esac
	done
	[ ${#ws[@]} -gt 0 ] || continue
	python3 "$here/merge_profiles.py" "${ws[@]}" >"$prof/prof/$cb.json"
	nice -n 19 "$tmopt" check -p "$c" --no-cache --format json --fail-on none --target tm5250 \
		--profile "$prof/prof/$cb.json" >"$prof/out/$cb.json" 2>"$prof/out/$cb.err" || true
	echo "$cb profiled: $(tail -1 "$prof/out/$cb.err" | cut -c1-100)"
done
