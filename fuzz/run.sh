#!/bin/bash
# Run each libFuzzer target of tmopt for SECONDS (default 30), one after
# the other, from its seed corpus fuzz/corpus/NAME/ (new inputs go to a
# scratch directory, not into the repository).  Builds build-fuzz/ with
# clang-19 when the targets are missing.  Prints each target's execution
# count; exits 1 when a target found a crash, a leak or undefined
# behaviour (its reproducer is left in build-fuzz/findings/).
#   fuzz/run.sh [SECONDS] [TARGET...]      targets: the names in fuzz/corpus/
set -u
cd "$(dirname "$0")/.."
secs=${1:-30}
shift $(($# > 0 ? 1 : 0))
targets=("$@")
[ ${#targets[@]} -gt 0 ] || targets=(machdesc config profile baseline suppress diff cache compdb)
build=${TMOPT_FUZZ_BUILD:-build-fuzz}
need=0
for t in "${targets[@]}"; do [ -x "$build/fuzz_$t" ] || need=1; done
if [ $need = 1 ]; then
	CC=${CC:-clang-19} cmake -S . -B "$build" -DCMAKE_BUILD_TYPE=RelWithDebInfo -DTMOPT_FUZZ=ON >/dev/null &&
		cmake --build "$build" -j"$(nproc)" >/dev/null || { echo "fuzz: build failed"; exit 2; }
fi
mkdir -p "$build/findings"
export ASAN_SYMBOLIZER_PATH=${ASAN_SYMBOLIZER_PATH:-$(command -v llvm-symbolizer-19 || echo /usr/lib/llvm-19/bin/llvm-symbolizer)}
export ASAN_OPTIONS="${ASAN_OPTIONS:+$ASAN_OPTIONS:}detect_leaks=1"
export UBSAN_OPTIONS="${UBSAN_OPTIONS:+$UBSAN_OPTIONS:}print_stacktrace=1:halt_on_error=1"
status=0
for t in "${targets[@]}"; do
	work=$(mktemp -d)
	log="$build/findings/$t.log"
	"$build/fuzz_$t" -max_total_time="$secs" -timeout=10 -rss_limit_mb=2048 \
		-artifact_prefix="$build/findings/$t-" -print_final_stats=1 \
		"$work" "fuzz/corpus/$t" >"$log" 2>&1
	rc=$?
	runs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$log" | tail -1)
	if [ $rc -ne 0 ]; then
		echo "fuzz_$t: FOUND a fault after ${runs:-?} runs (exit $rc), see $log:"
		grep -E "ERROR|runtime error|SUMMARY" "$log" | head -5
		status=1
	else
		echo "fuzz_$t: ${runs:-?} runs in ${secs} s, nothing found"
	fi
	rm -rf "$work"
done
exit $status
