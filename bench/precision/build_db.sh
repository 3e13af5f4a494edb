#!/bin/bash
# build_db.sh: a compile database (compile_commands.json) for each fetched
# code base under $PRECISION_DIR/src, written to $PRECISION_DIR/db/<name>/.
# CMake projects are configured only (CMAKE_EXPORT_COMPILE_COMMANDS);
# autotools projects are configured and built under bear; faad2, whose
# Debian source has neither a configure script nor CMake, gets its
# database written from its source list (the library's C files with the
# include paths of its Makefile.am).
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
dir=${PRECISION_DIR:-$root/build/precision}
mkdir -p "$dir/db"
log() { echo "build_db.sh: $*" >&2; }
cmake_db() {	# name srcdir cmake-args...
	local name=$1 src=$2; shift 2
	local b=$dir/db/$name
	[ -f "$b/compile_commands.json" ] && return 0
	nice -n 19 cmake -S "$src" -B "$b" -DCMAKE_EXPORT_COMPILE_COMMANDS=ON \
		-DCMAKE_BUILD_TYPE=Release "$@" >"$dir/db/$name.log" 2>&1 ||
		{ log "$name: cmake failed (see $dir/db/$name.log)"; return 0; }
}
bear_db() {	# name srcdir configure-args... (BEAR_DIR: the folder to make, default all)
	local name=$1 src=$2; shift 2
	local b=$dir/db/$name
	[ -s "$b/compile_commands.json" ] && [ "$(head -c 3 "$b/compile_commands.json")" != "[]" ] && return 0
	mkdir -p "$b"
	( cd "$src" && nice -n 19 ./configure "$@" >"$dir/db/$name.log" 2>&1 &&
	  nice -n 19 bear --output "$b/compile_commands.json" -- make -C "${BEAR_DIR:-.}" -j2 \
		>>"$dir/db/$name.log" 2>&1 ) ||
		log "$name: configure or make failed (see $dir/db/$name.log)"
}
for s in "$dir"/src/*/; do
	s=${s%/}
	case $(basename "$s") in
	# opus 1.3.1's CMake files are incomplete in its tarball: configure;
	# portable C, as a TriMedia port builds it (x86 intrinsics and their
	# run-time dispatch would route the generic code through SSE kernels
	# the database leaves out; before 3 Dec 2026 the review's opus was
	# configured with them)
	opus-*) bear_db opus "$s" --disable-doc --disable-extra-programs \
			--disable-intrinsics --disable-rtcd ;;
	flac-*) cmake_db flac "$s" -DWITH_OGG=OFF -DBUILD_CXXLIBS=OFF -DBUILD_DOCS=OFF \
			-DINSTALL_MANPAGES=OFF -DBUILD_EXAMPLES=OFF -DWITH_ASM=OFF ;;
	libvorbis-*) cmake_db vorbis "$s" ;;
	speex-*) bear_db speex "$s" --disable-binaries ;;
	# libmad's configure adds -fforce-mem, which GCC dropped long ago
	libmad-*) sed -i 's/-fforce-mem//' "$s/configure"
		bear_db libmad "$s" --disable-debugging ;;
	# video and image code (docs/precision.md): libtheora without its
	# x86 assembly (its lib/ only: doc/ lacks a file the Debian source
	# dropped), openjpeg2's library without the codec tools
	libtheora-*) BEAR_DIR=lib bear_db theora "$s" --disable-asm --disable-examples \
			--disable-oggtest --disable-vorbistest --disable-sdltest --disable-spec ;;
	openjpeg2-*) cmake_db openjpeg2 "$s" -DBUILD_CODEC=OFF ;;
	# libwebp's libraries only (no tools, no SIMD: run.sh keeps the C
	# versions of src/dec, src/enc, src/dsp and src/utils)
	libwebp-*) cmake_db webp "$s" -DWEBP_ENABLE_SIMD=OFF -DWEBP_BUILD_ANIM_UTILS=OFF \
			-DWEBP_BUILD_CWEBP=OFF -DWEBP_BUILD_DWEBP=OFF -DWEBP_BUILD_GIF2WEBP=OFF \
			-DWEBP_BUILD_IMG2WEBP=OFF -DWEBP_BUILD_VWEBP=OFF -DWEBP_BUILD_WEBPINFO=OFF \
			-DWEBP_BUILD_WEBPMUX=OFF -DWEBP_BUILD_EXTRAS=OFF ;;
	# the review of stop 24 (PRECISION_PKGS="twolame wavpack libgsm"):
	# twolame's library; wavpack's library and its test driver wvtest
	# (run.sh keeps src/ and cli/wvtest.c, cli/md5.c); libgsm, which has
	# a Makefile only: its library target under bear
	twolame-*) BEAR_DIR=libtwolame bear_db twolame "$s" ;;
	wavpack-*) cmake_db wavpack "$s" -DWAVPACK_BUILD_DOCS=OFF \
			-DWAVPACK_ENABLE_ASM=OFF -DWAVPACK_BUILD_PROGRAMS=ON ;;
	libgsm-*)
		b=$dir/db/gsm
		if ! [ -s "$b/compile_commands.json" ]; then
			mkdir -p "$b"
			( cd "$s" && nice -n 19 bear --output "$b/compile_commands.json" -- \
				make -j2 lib/libgsm.a >"$dir/db/gsm.log" 2>&1 ) ||
				log "gsm: make failed (see $dir/db/gsm.log)"
		fi
		;;
	faad2-*)
		b=$dir/db/faad2
		mkdir -p "$b"
		python3 - "$s" "$b/compile_commands.json" <<'PY'
import glob, json, os, sys
src, out = sys.argv[1], sys.argv[2]
files = sorted(glob.glob(os.path.join(src, "libfaad", "*.c")) +
               glob.glob(os.path.join(src, "libfaad", "codebook", "*.c")))
args = ["cc", "-c", "-I" + os.path.join(src, "include"), "-I" + os.path.join(src, "libfaad"),
        "-DSTDC_HEADERS", "-DHAVE_STDINT_H", "-DHAVE_STRING_H", "-DHAVE_LRINTF", "-DPACKAGE_VERSION=\"2.10.1\""]
json.dump([{"directory": src, "file": f, "arguments": args + [f, "-o", f + ".o"]} for f in files],
          open(out, "w"), indent=1)
PY
		;;
	esac
done
ls "$dir"/db/*/compile_commands.json
