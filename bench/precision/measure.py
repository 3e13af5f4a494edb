#!/usr/bin/env python3
"""measure.py: a measured profile of a code base, for 'tmopt check --profile'.

    measure.py -p BUILD --driver drv.c --per mpg123_read -o prof.json \\
        [--tool gcov] [--lib=-logg] [--source FILE.c] [--cflag FLAG] [--only SUBSTRING] -- ARGS...

Builds the files of BUILD/compile_commands.json (the database tmopt reads)
again on the host with -O0 -g, each with its own include paths
and macros, leaves out the objects that define 'main', links them with the
driver (compiled with the first file's include paths and macros), runs the
driver with ARGS under valgrind's callgrind (--dump-instr=yes) and writes,
with callgrind_profile.py, a complete profile of the functions and lines
that ran, per call of the --per function.  With --tool gcov it builds them
with --coverage instead, runs the driver at about native speed (a whole
stream, where callgrind takes 50 times as long) and writes the profile
with gcov_profile.py (the same counts, but no call edges: nothing is marked
set-up code for being called only by set-up code).  The host's x86 vector
macros (__SSE2__ ...) are undefined, so that the C paths tmopt prices run,
not the host's SIMD ones; --cflag adds flags of your own (a build without
assembly, -DFLAC__NO_ASM).  The host's compiler is not
TCS: the profile gives what runs and how often, which does not depend on
the machine; tmopt prices it for the target.
"""
import argparse
import json
import os
import shlex
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
DROP_PREFIX = ('-O', '-g', '-finline', '-fno-inline', '-Werror', '-flto', '-pg',
               '-fprofile', '-fsanitize', '-march', '-mtune', '-fomit-frame-pointer',
               '-funroll')
# no optimisation: every function that runs has calls, and every line keeps
# its own instructions (an optimiser merges 'a / d' and 'a % d' into one
# divide on one line, and the other line looks not run)
FLAGS = ['-O0', '-fno-inline', '-fno-omit-frame-pointer', '-g', '-w']
# the host's x86 vector extensions off, as tmopt parses for the target:
# code under '#ifdef __SSE2__' (libwebp's and openjpeg2's DSP paths) would
# otherwise run instead of the C that tmopt prices, which would look not run
NO_SIMD = ['-U' + m for m in ('__MMX__', '__SSE__', '__SSE2__', '__SSE3__', '__SSSE3__',
                              '__SSE4_1__', '__SSE4_2__', '__AVX__', '__AVX2__', '__FMA__',
                              '__AVX512F__')]


def args_of(entry):
    a = entry.get('arguments') or shlex.split(entry['command'])
    out, skip = [], False
    for i, x in enumerate(a[1:], 1):
        if skip:
            skip = False
            continue
        if x in ('-o', '-MF', '-MT', '-MQ'):
            skip = True
            continue
        if x in ('-c', '-MD', '-MMD', '-MP') or x.startswith(DROP_PREFIX):
            continue
        if x == entry['file'] or os.path.join(entry['directory'], x) == entry['file']:
            continue
        out.append(x)
    return out


def main(argv):
    ap = argparse.ArgumentParser(description=__doc__.split('\n')[0])
    ap.add_argument('-p', dest='build', required=True)
    ap.add_argument('--driver', required=True)
    ap.add_argument('--per', required=True, metavar='FUNCTION')
    ap.add_argument('-o', dest='out', required=True)
    ap.add_argument('--lib', action='append', default=[], metavar='FLAG',
                    help='a link flag (-logg)')
    ap.add_argument('--source', action='append', default=[], metavar='FILE',
                    help='a C file to build in too (one the database leaves '
                    'out, as mpg123\'s compat/), with the first file\'s flags')
    ap.add_argument('--only', metavar='SUBSTRING',
                    help='only the files whose path contains it')
    ap.add_argument('--keep', metavar='DIR', help='build in DIR and keep it')
    ap.add_argument('--cflag', action='append', default=[], metavar='FLAG',
                    help='a compiler flag for every file, first on its command '
                    'line (-DFLAC__NO_ASM; -I DIR for a config.h of your own)')
    ap.add_argument('--tool', choices=('callgrind', 'gcov'), default='callgrind',
                    help='measure under callgrind (default) or with gcov '
                    'instrumentation')
    ap.add_argument('run', nargs='*', help='the driver\'s arguments')
    a = ap.parse_args(argv[1:])
    db = json.load(open(os.path.join(a.build, 'compile_commands.json')))
    # (absolute: each file builds in its own directory)
    work = os.path.abspath(a.keep) if a.keep else tempfile.mkdtemp(prefix='tmopt-measure-')
    os.makedirs(work, exist_ok=True)
    gcov = a.tool == 'gcov'
    flags = FLAGS + NO_SIMD + (['--coverage', '-fprofile-update=atomic'] if gcov else [])
    objs, first = [], None
    for i, e in enumerate(db):
        f = e['file'] if os.path.isabs(e['file']) else os.path.join(e['directory'], e['file'])
        if a.only and a.only not in f:
            continue
        args = args_of(e)
        first = first or (e, args)
        o = os.path.join(work, '%03d_%s.o' % (i, os.path.basename(f)))
        if gcov and os.path.exists(o[:-2] + '.gcda'):
            os.remove(o[:-2] + '.gcda')  # a kept directory's last run
        r = subprocess.run(['cc'] + a.cflag + args + flags + ['-c', f, '-o', o],
                           cwd=e['directory'],
                           stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        if r.returncode:
            sys.stderr.write('measure.py: %s does not build, left out: %s\n'
                             % (f, r.stderr.strip().splitlines()[-1:]))
            continue
        nm = subprocess.run(['nm', '--defined-only', o], stdout=subprocess.PIPE, text=True)
        if any(l.split()[-1] == 'main' for l in nm.stdout.splitlines() if l.split()):
            continue  # a program of the package, not the library
        objs.append(o)
    if not objs:
        sys.exit('measure.py: nothing built')
    exe = os.path.join(work, 'driver')
    e, args = first
    inc = []
    for i, x in enumerate(args):
        if x in ('-include', '-isystem', '-idirafter', '-iquote') and i + 1 < len(args):
            inc += [x, args[i + 1]]
        elif x.startswith(('-I', '-D')):
            inc.append(x)
    srcs = [os.path.abspath(x) for x in a.source]
    if gcov:
        # the --source files as objects of their own, measured too
        for k, src in enumerate(srcs):
            o = os.path.join(work, 'src%03d_%s.o' % (k, os.path.basename(src)))
            if os.path.exists(o[:-2] + '.gcda'):
                os.remove(o[:-2] + '.gcda')
            if subprocess.run(['cc'] + a.cflag + inc + flags + ['-c', src, '-o', o],
                              cwd=e['directory']).returncode:
                sys.exit('measure.py: %s does not build' % src)
            objs.append(o)
        srcs = []
    r = subprocess.run(['cc'] + a.cflag + inc + flags + [os.path.abspath(a.driver)] +
                       srcs + objs + ['-o', exe] + a.lib + ['-lm'], cwd=e['directory'])
    if r.returncode:
        sys.exit('measure.py: the driver does not link')
    if gcov:
        r = subprocess.run([exe] + a.run, stdout=subprocess.DEVNULL)
        if r.returncode:
            sys.exit('measure.py: the driver failed (exit %d)' % r.returncode)
        with open(a.out, 'w') as out:
            r = subprocess.run([sys.executable, os.path.join(HERE, 'gcov_profile.py'),
                                '--per', a.per] + objs, stdout=out)
        if r.returncode:
            sys.exit('measure.py: gcov_profile.py failed')
        sys.stderr.write('measure.py: %d objects, profile in %s (work in %s)\n'
                         % (len(objs), a.out, work))
        return
    cg = os.path.join(work, 'callgrind.out')
    r = subprocess.run(['valgrind', '--tool=callgrind', '--dump-instr=yes',
                        '--callgrind-out-file=' + cg, exe] + a.run,
                       stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if not os.path.exists(cg):
        sys.exit('measure.py: callgrind failed: %s' % r.stderr[-500:])
    with open(a.out, 'w') as out:
        r = subprocess.run([sys.executable, os.path.join(HERE, 'callgrind_profile.py'), cg,
                            '--per', a.per, '--object', exe], stdout=out)
    if r.returncode:
        sys.exit('measure.py: callgrind_profile.py failed')
    sys.stderr.write('measure.py: %d objects, profile in %s (work in %s)\n'
                     % (len(objs), a.out, work))


if __name__ == '__main__':
    main(sys.argv)
