#!/bin/bash
# run.sh: the rerunnable precision review (docs/precision.md).
#
#   1. fetch.sh: enables deb-src for the machine's Debian sources and
#      'apt-get source's the codec packages (opus, flac, libvorbis, speex,
#      faad2, libmad; PRECISION_PKGS="libtheora openjpeg2 libwebp" for the
#      video and image review) into $PRECISION_DIR/src (default build/precision,
#      never in the repository; PRECISION_PKGS="twolame wavpack libgsm" for
#      stop 24's review);
#   2. build_db.sh: a compile database per code base ($PRECISION_DIR/db),
#      one entry per source file of the library a port would take
#      ($PRECISION_DIR/cdb): test programs, demos, command-line tools and
#      x86/ARM SIMD files are left out (see SCOPE below);
#   3. tmopt check on each (target tm5250, JSON, no cache, the entry points
#      that run per frame from entries/<name>.yaml; with -c settings, from
#      settings/<name>.yaml, which adds the settings the workloads' products
#      run with):
#      $PRECISION_DIR/out/<name>.json, with the time taken;
#   4. sample.py: a seeded sample of at least 10 findings per rule
#      ($PRECISION_DIR/sample.tsv, to be judged by reading the code) and
#      the top 10 findings by total cycles per code base (top.tsv);
#   5. recall.py: clang's own AST integer divides and -Wdouble-promotion
#      locations in the main files against tmopt's findings (recall.txt).
# The measured half (host runs under callgrind, tmopt with their profiles)
# is measure_all.sh, run after this script.
#
# usage: bench/precision/run.sh [-b TMOPT] [-s SEED] [-c entries|settings]   (run as root or with sudo for step 1)
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
root=$(cd "$here/../.." && pwd)
export PRECISION_DIR=${PRECISION_DIR:-$root/build/precision}
tmopt=$root/build/tmopt
seed=9
confs=entries
while getopts b:s:c: o; do
	case $o in
	b) tmopt=$OPTARG ;;
	s) seed=$OPTARG ;;
	c) confs=$OPTARG ;;
	*) exit 2 ;;
	esac
done
dir=$PRECISION_DIR
"$here/fetch.sh" >/dev/null
"$here/build_db.sh" >/dev/null
# The i386 C library headers of Debian (libc6-dev-i386) come without the
# kernel's asm/ headers (linux-libc-dev:i386): the host's are added after
# every other directory, for tmopt and for clang alike.
extra=()
[ -d /usr/include/i386-linux-gnu/asm ] || [ ! -d /usr/include/x86_64-linux-gnu/asm ] ||
	extra=(-idirafter /usr/include/x86_64-linux-gnu)
python3 - "$dir" "${extra[@]}" <<'PY'
import glob, json, os, re, sys
d, extra = sys.argv[1], sys.argv[2:]
# SCOPE: the library of each code base, as a port to TriMedia takes it
KEEP = {"flac": r"/src/libFLAC/", "opus": r"/(celt|silk|src)/", "vorbis": r"/lib/",
        "speex": r"/libspeex/", "faad2": r"/libfaad/", "libmad": r".",
        "theora": r"/lib/[^/]+\.c$", "openjpeg2": r"/src/lib/openjp2/",
        "webp": r"/src/(dec|enc|dsp|utils)/", "twolame": r"/libtwolame/",
        "wavpack": r"/src/[^/]+\.c$|/cli/(wvtest|md5)\.c$", "gsm": r"/src/[^/]+\.c$"}
DROP = r"(/x86/|/arm/|/mips/|_sse|_avx|_neon|intrin|/tests?/|test[a-z_]*\.c$|_demo\.c$|" \
       r"opus_compare\.c$|minimad\.c$|psytune\.c$|tone\.c$|barkmel\.c$|/deduplication/|" \
       r"/src/dsp/[a-z_]+_(msa|mips32|mips_dsp_r2)\.c$)"
# kept whatever DROP says: wavpack's test driver, whose seek test the review read
ALWAYS = r"/cli/wvtest\.c$"
for db in sorted(glob.glob(os.path.join(d, "db", "*", "compile_commands.json"))):
    name = os.path.basename(os.path.dirname(db))
    seen, out = set(), []
    for e in json.load(open(db)):
        f = os.path.normpath(os.path.join(e["directory"], e["file"]))
        if not re.search(KEEP.get(name, "."), f) or (re.search(DROP, f) and not re.search(ALWAYS, f)):
            continue
        if f not in seen:
            seen.add(f)
            if "arguments" in e:
                e["arguments"] = e["arguments"][:1] + extra + e["arguments"][1:]
            else:
                e["command"] = e["command"].split(" ", 1)[0] + " " + " ".join(extra) + " " + e["command"].split(" ", 1)[1]
            out.append(e)
    os.makedirs(os.path.join(d, "cdb", name), exist_ok=True)
    json.dump(out, open(os.path.join(d, "cdb", name, "compile_commands.json"), "w"), indent=1)
PY
mkdir -p "$dir/out"
for c in "$dir"/cdb/*/; do
	name=$(basename "$c")
	start=$(date +%s%N)
	# the code base's entry points that run per frame (entries/NAME.yaml,
	# .tmopt.yaml 'entries:'), as its user would name them; with -c
	# settings, and its product's settings (settings/NAME.yaml)
	conf=()
	[ -f "$here/$confs/$name.yaml" ] && conf=(--config "$here/$confs/$name.yaml")
	nice -n 19 "$tmopt" check -p "$c" --no-cache --format json --fail-on none \
		--target tm5250 "${conf[@]}" >"$dir/out/$name.json" 2>"$dir/out/$name.err" || true
	end=$(date +%s%N)
	echo "$name: $(( (end - start) / 1000000 )) ms, $(tail -1 "$dir/out/$name.err")"
done
python3 "$here/sample.py" "$dir" "$seed"
nice -n 19 python3 "$here/recall.py" "$dir" "$tmopt"
