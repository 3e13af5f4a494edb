#!/bin/bash
# The new user's path, end to end: a fresh clone of a small CMake project
# whose .tmopt.yaml names its build folder.  After configuring the build
# and 'tmopt install-hook', with no hand editing: a commit adding a divide
# in a loop is blocked, a clean commit passes (the project's header is
# found through the compile database), 'tmopt check' alone analyses the
# project, compiler-args serve a project without a compile database, an
# edited hook is not overwritten without --force, the pre-commit
# framework entry blocks the same commit, and the cache stays out
# of the work tree.
set -u
tmopt=$1
root=${TMOPT_SOURCE_DIR:-$(cd "$(dirname "$0")/.." && pwd)}
command -v cmake >/dev/null || { echo "cmake missing: skipped"; exit 77; }
dir=$(mktemp -d)
trap 'rm -rf "$dir"' EXIT
fail=0
ok() { echo "ok: $1"; }
bad() { echo "FAIL: $1"; fail=1; }
export GIT_CONFIG_GLOBAL=/dev/null GIT_CONFIG_NOSYSTEM=1 XDG_CACHE_HOME=$dir/xdg
export GIT_AUTHOR_NAME=t GIT_AUTHOR_EMAIL=t@example.com GIT_COMMITTER_NAME=t GIT_COMMITTER_EMAIL=t@example.com
unset TMOPT_MACHDIR
mkdir -p "$dir/upstream/include" "$dir/upstream/src" && cd "$dir/upstream" || exit 1
cat > CMakeLists.txt <<'CM'
cmake_minimum_required(VERSION 3.13)
project(codec C)
set(CMAKE_EXPORT_COMPILE_COMMANDS ON)
add_library(codec STATIC src/codec.c)
target_include_directories(codec PRIVATE include)
target_compile_definitions(codec PRIVATE CODEC_SHIFT=4)
CM
cat > include/codec.h <<'C'
#ifndef CODEC_H
#define CODEC_H
void codec_run(int *x, int n, int gain);
#endif
C
cat > src/codec.c <<'C'
#include "codec.h"
void codec_run(int *x, int n, int gain)
{
	for (int i = 0; i < n; i++)
		x[i] = (x[i] * gain) >> CODEC_SHIFT;
}
C
printf 'compile-commands: build/\n' > .tmopt.yaml
printf 'build/\n' > .gitignore
git init -q && git add . && git commit -q -m init || exit 1

git clone -q "$dir/upstream" "$dir/clone" && cd "$dir/clone" || exit 1
cmake -S . -B build >/dev/null 2>&1 || { echo "cmake configure failed: skipped"; exit 77; }
"$tmopt" install-hook > $dir/out.txt 2>&1 && ok "install-hook" || { bad "install-hook"; cat $dir/out.txt; }

# a clean change passes: codec.h and CODEC_SHIFT come from the compile database
sed -i 's/x\[i\] \* gain/x[i] * gain + 1/' src/codec.c
git add src/codec.c
git commit -q -m clean > $dir/out.txt 2>&1 && ok "clean commit passes" || { bad "clean commit blocked"; cat $dir/out.txt; }

# a divide in a loop is blocked
cat >> src/codec.c <<'C'
void codec_norm(int *x, int n, int d)
{
	for (int i = 0; i < n; i++)
		x[i] = x[i] / d;
}
C
git add src/codec.c
if git commit -q -m divide > $dir/out.txt 2>&1; then bad "divide in a loop passed the hook"; git reset -q --soft HEAD^;
else ok "divide in a loop blocked"; fi
grep -q "src/codec.c:10:.*\[divmod\]" $dir/out.txt && ok "the divide is reported" || { bad "report"; cat $dir/out.txt; }
grep -qi "not found\|could not be analysed" $dir/out.txt && { bad "analysis error in the hook"; cat $dir/out.txt; }
# the pre-commit framework's entry (this repository's .pre-commit-hooks.yaml,
# run as the framework does with pass_filenames false) blocks it the same way
entry=$(sed -n 's/^ *entry: *tmopt //p' "$root/.pre-commit-hooks.yaml")
grep -q '^ *pass_filenames: *false' "$root/.pre-commit-hooks.yaml" || bad "the framework hook passes file names"
# shellcheck disable=SC2086
"$tmopt" $entry > $dir/out.txt 2>&1
[ $? = 1 ] && grep -q "src/codec.c:10:.*\[divmod\]" $dir/out.txt && ok "framework entry '$entry' blocks it" ||
	{ bad "framework entry '$entry'"; cat $dir/out.txt; }

# 'tmopt check' alone: the whole project through the compile database
"$tmopt" check --no-source > $dir/out.txt 2> $dir/err.txt
[ $? = 1 ] && grep -q "src/codec.c:10:.*\[divmod\]" $dir/out.txt && grep -q " in 1 file " $dir/err.txt &&
	ok "check alone uses compile-commands" || { bad "check alone"; cat $dir/out.txt $dir/err.txt; }
# ... from a subdirectory too
(cd src && "$tmopt" check --no-source > $dir/out.txt 2>&1); grep -q "codec.c:10:.*\[divmod\]" $dir/out.txt &&
	ok "check alone from a subdirectory" || { bad "check from src/"; cat $dir/out.txt; }
# the cache is not in the work tree
[ -z "$(git status --porcelain --ignored | grep -v '^!! build/$' | grep -v '^A\|^M\|^ M')" ] &&
	ok "nothing new in the work tree" || { bad "work tree: $(git status --porcelain --ignored)"; }
[ -d build/tmopt-cache ] && ok "the cache is in build/tmopt-cache" || bad "no cache in build/"
git reset -q --hard HEAD

# compiler-args instead of a compile database
printf 'compiler-args: [-Iinclude, -DCODEC_SHIFT=4]\n' > .tmopt.yaml
"$tmopt" check --no-source --no-cache src/codec.c > $dir/out.txt 2>&1 && ok "compiler-args find the header" ||
	{ bad "compiler-args"; cat $dir/out.txt; }
"$tmopt" config --dump | grep -q -- "- \"-Iinclude\"" && ok "config --dump shows compiler-args" || bad "config --dump"
git checkout -q .tmopt.yaml

# an edited hook is kept; an unedited one is updated silently
"$tmopt" install-hook > $dir/out.txt 2>&1 && grep -q "up to date" $dir/out.txt && ok "re-install: up to date" || { bad "re-install"; cat $dir/out.txt; }
echo "echo local addition" >> .git/hooks/pre-commit
if "$tmopt" install-hook > $dir/out.txt 2>&1; then bad "an edited hook was overwritten"; else
	grep -q "edited" $dir/out.txt && ok "edited hook kept" || { bad "message"; cat $dir/out.txt; }; fi
grep -q "local addition" .git/hooks/pre-commit || bad "the edit is lost"
"$tmopt" install-hook --force >/dev/null 2>&1 && ! grep -q "local addition" .git/hooks/pre-commit &&
	ok "--force replaces it" || bad "--force"

# without compile-commands, install-hook says how to name the build folder
printf 'rules: "*"\n' > .tmopt.yaml
"$tmopt" install-hook --force > /dev/null 2> $dir/err.txt
grep -q "add 'compile-commands: build/'" $dir/err.txt && ok "install-hook names the build folder" ||
	{ bad "no compile-commands hint"; cat $dir/err.txt; }
git checkout -q .tmopt.yaml
exit $fail
