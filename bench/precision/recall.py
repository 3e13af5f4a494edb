#!/usr/bin/env python3
"""recall.py DIR TMOPT: recall of tmopt against clang's own diagnosis.

For every entry of DIR/cdb/*/compile_commands.json, with the entry's own
arguments and the target triple of tm5250:

- divides: clang-19 -Xclang -ast-dump=json; every BinaryOperator or
  CompoundAssignOperator '/', '%', '/=', '%=' of integer type in the main
  file, inside a function body, whose right operand is not a power-of-two
  integer constant or '1 << k' (a shift or a mask, divmod.md) and which is not a constant expression (both operands
  constant); covered if tmopt reports divmod or int64-emulation on that
  line of that file, or a finding's message names that line as one where
  its value is used again (a divide recomputed from an earlier statement,
  priced once); a divisor that is a const variable is counted apart
  (its value decides: tmopt folds a constant initializer);
- -Wdouble-promotion: every warning location in the main file; covered if
  tmopt reports double-emulation (or int64-emulation) on that line, or on
  a line of the same statement within 3 lines (a multi-line expression is
  reported at its operator's line).  A location tmopt does not cover that
  falls in one of the rule's documented exclusions is counted apart (docs/rules/double-emulation.md): compile-time constants
  (0.f stored to a double, SILK_FIX_CONST(...), .5f/M_PI), fabs of a float
  (compilers narrow (float)fabs((double)x) to fabsf, a bit clear) and
  variadic arguments (C promotes them).

tmopt's findings are read from DIR/out/<name>.json.  Prints per code base
and in total: cases, covered, recall, and up to 5 missed locations each.
"""
import collections, glob, json, os, re, subprocess, sys

CLANG = "clang-19"
TRIPLE = "--target=i386-pc-linux-gnu"


def clean_args(e):
    args = e.get("arguments") or e["command"].split()
    out, skip = [], False
    for a in args[1:]:
        if skip:
            skip = False
            continue
        if a in ("-c", "-MD", "-MMD", "-MP"):
            continue
        if a in ("-o", "-MF", "-MT", "-MQ"):
            skip = True
            continue
        if a.startswith("-o") or a.startswith("-m") or (a.startswith("-f") and a not in (
                "-fno-strict-aliasing", "-fwrapv", "-fno-common", "-funsigned-char", "-fsigned-char")):
            continue
        if a == e["file"] or os.path.normpath(os.path.join(e["directory"], a)) == \
                os.path.normpath(os.path.join(e["directory"], e["file"])):
            continue
        out.append(a)
    return out


def is_pow2_literal(node):
    v = const_value(node)
    if v is not None:
        return v > 0 and v & (v - 1) == 0
    while node.get("kind") in ("ImplicitCastExpr", "ParenExpr", "CStyleCastExpr") and node.get("inner"):
        node = node["inner"][0]
    if node.get("kind") != "IntegerLiteral":
        return False
    try:
        v = int(node.get("value", "0"))
    except ValueError:
        return False
    return v > 0 and v & (v - 1) == 0


def shifted_pow2(node):
    """Is node '1 << k' (a power of two by its form: a shift, a mask)?"""
    while node.get("kind") in ("ImplicitCastExpr", "ParenExpr", "CStyleCastExpr") and node.get("inner"):
        node = node["inner"][0]
    inner = [c for c in node.get("inner", []) if isinstance(c, dict)]
    return node.get("kind") == "BinaryOperator" and node.get("opcode") == "<<" and \
        len(inner) == 2 and is_pow2_literal(inner[0])


def const_value(node):
    """The value of an integer constant expression of literals, or None."""
    k = node.get("kind")
    inner = [c for c in node.get("inner", []) if isinstance(c, dict)]
    if k == "IntegerLiteral":
        try:
            return int(node.get("value", ""))
        except ValueError:
            return None
    if k in ("ImplicitCastExpr", "ParenExpr", "CStyleCastExpr", "ConstantExpr") and inner:
        return const_value(inner[0])
    if k == "BinaryOperator" and len(inner) == 2:
        a, b = const_value(inner[0]), const_value(inner[1])
        if a is None or b is None:
            return None
        op = node.get("opcode")
        try:
            return {"+": a + b, "-": a - b, "*": a * b, "/": a // b if b else None,
                    "<<": a << b if 0 <= b < 64 else None, ">>": a >> b if 0 <= b < 64 else None}.get(op)
        except (ValueError, OverflowError):
            return None
    return None


def const_var(node):
    """A const-qualified scalar variable (static const uint32_t INC = ...):
    its divides fold to the initializer's value in any compiler, and in
    tmopt when the initializer is a constant (counted apart)."""
    while node.get("kind") in ("ImplicitCastExpr", "ParenExpr") and node.get("inner"):
        node = node["inner"][0]
    if node.get("kind") != "DeclRefExpr":
        return False
    ref = node.get("referencedDecl", {})
    t = ref.get("type", {}).get("qualType", "")
    return ref.get("kind") == "VarDecl" and t.startswith("const ") and "*" not in t and "volatile" not in t


def constant(node):
    """No variable, call or member: clang folds it."""
    k = node.get("kind")
    if k in ("CallExpr", "MemberExpr", "ArraySubscriptExpr"):
        return False
    if k == "DeclRefExpr":
        ref = node.get("referencedDecl", {})
        return ref.get("kind") == "EnumConstantDecl"
    if k == "UnaryExprOrTypeTraitExpr":
        return True
    return all(constant(c) for c in node.get("inner", []) if isinstance(c, dict))


class Loc:
    """clang's JSON locations name the file and line only when they change."""
    def __init__(self):
        self.file, self.line = None, None

    def update(self, loc):
        for key in ("spellingLoc", "expansionLoc"):
            if key in loc:
                self.update(loc[key])
        if "file" in loc:
            self.file = loc["file"]
        if "line" in loc:
            self.line = loc["line"]


def divides(ast, main):
    found = []
    state = Loc()

    def where(loc):
        exp = loc.get("expansionLoc", loc)
        spl = loc.get("spellingLoc", loc)
        state.update(loc)
        # a line left out is the last one printed (state, after the update)
        return {(exp.get("file", state.file), exp.get("line", state.line)),
                (spl.get("file", state.file), spl.get("line", state.line))}

    def walk(n, in_func, in_const):
        if not isinstance(n, dict):
            return
        k = n.get("kind")
        lines = set()
        if "loc" in n:
            lines = where(n["loc"])
        span = set()
        if "range" in n:
            state.update(n["range"].get("begin", {}))
            first = state.line
            state.update(n["range"].get("end", {}))
            # clang's JSON gives a binary operator no location of its own:
            # its operator is on one of the lines its range spans
            if first and state.line and 0 <= state.line - first <= 8:
                span = set(range(first, state.line + 1))
        if k == "FunctionDecl":
            in_func = any(c.get("kind") == "CompoundStmt" for c in n.get("inner", []) if isinstance(c, dict))
        if k == "ConstantExpr":
            in_const = True
        if k in ("BinaryOperator", "CompoundAssignOperator") and n.get("opcode") in ("/", "%", "/=", "%="):
            ty = n.get("computeResultType", n.get("type", {}))
            # a typedef (OPJ_FLOAT32) is judged by what it stands for
            t = ty.get("desugaredQualType", ty.get("qualType", ""))
            inner = [c for c in n.get("inner", []) if isinstance(c, dict)]
            integer = not re.search(r"float|double", t) and "*" not in t
            if in_func and not in_const and integer and len(inner) == 2 and \
                    not is_pow2_literal(inner[1]) and not shifted_pow2(inner[1]) and \
                    not (constant(inner[0]) and constant(inner[1])):
                rng = n.get("range", {}).get("begin", {})
                begin_lines = set()
                for key in ("spellingLoc", "expansionLoc"):
                    if key in rng:
                        begin_lines.add(rng[key].get("line"))
                if "line" in rng:
                    begin_lines.add(rng["line"])
                f = state.file
                if f and os.path.realpath(f) == main:
                    found.append((main, {l for (_, l) in lines if l} | {l for l in begin_lines if l} |
                                  {state.line} | span, const_var(inner[1])))
        for c in n.get("inner", []):
            walk(c, in_func, in_const)

    walk(ast, False, False)
    return found


LIT = r"[-+]?(?:\d+\.\d*|\.\d+|\d+)(?:[eE][-+]?\d+)?[fFlL]?"


def exclusion(text, col, ctx=""):
    """The documented exclusion a -Wdouble-promotion location falls in, or None.
    ctx: the line and the five before it (an argument list of a multi-line
    call: opj_event_msg(mgr, EVT_WARNING, "... %f ...", ..., rate))."""
    head, tail = text[:col - 1], text[col - 1:]
    if re.search(r"printf\s*\(", text) or \
            re.search(r'"[^"\n]*%[-+ #0-9.]*[fgeFGE][^"\n]*"', ctx):
        return "variadic"
    if re.search(r"\b(fabs|fabsf|ABS16|ABS32|silk_abs_float)\s*\(\s*$", head) or \
            re.search(r"\b(ABS16|ABS32|silk_abs_float|fabs)\s*\(", text):
        return "fabs of a float"
    if re.search(r"\b(SILK_FIX_CONST|QCONST16|QCONST32)\s*\(", text):
        return "constant"
    m = re.match(r"\(?\s*(" + LIT + r")(\s*[/*+-]\s*(" + LIT + r"|M_PI|[A-Z_][A-Z0-9_]*))*\s*\)?\s*[;,)]", tail)
    if m:
        return "constant"
    return None


def main():
    d, tmopt = sys.argv[1], sys.argv[2]
    total = collections.Counter()
    for k in ("div", "dp"):
        open(os.path.join(d, "missed_%s.txt" % k), "w").close()
    for cdb in sorted(glob.glob(os.path.join(d, "cdb", "*", "compile_commands.json"))):
        name = os.path.basename(os.path.dirname(cdb))
        try:
            fs = json.load(open(os.path.join(d, "out", name + ".json")))["findings"]
        except (OSError, ValueError):
            continue
        rep = collections.defaultdict(set)
        again = set()	# lines of divides a finding prices as its own value
        for f in fs:
            rep[(os.path.realpath(f["file"]), f["line"])].add(f["rule"])
            m = re.search(r"its value is used again at lines? ([\d, ]+)\)", f["message"])
            for l in (m.group(1).split(", ") if m else ()):
                again.add((os.path.realpath(f["file"]), int(l)))
                rep[(os.path.realpath(f["file"]), int(l))].add(f["rule"])
        c = collections.Counter()
        missed = {"div": [], "dp": []}
        for e in json.load(open(cdb)):
            src = os.path.realpath(os.path.join(e["directory"], e["file"]))
            args = [CLANG, TRIPLE, "-fsyntax-only", "-w"] + clean_args(e)
            try:
                p = subprocess.run(args + ["-Xclang", "-ast-dump=json", src], cwd=e["directory"],
                                   stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, timeout=600)
                ast = json.loads(p.stdout) if p.returncode == 0 else None
            except (subprocess.TimeoutExpired, ValueError):
                ast = None
            if ast is None:
                c["div_unparsed"] += 1
            else:
                for f, lines, by_const in divides(ast, src):
                    if by_const:
                        c["div_const_var"] += 1
                        continue
                    c["div"] += 1
                    if any(rep.get((f, l), set()) & {"divmod", "int64-emulation"} for l in lines):
                        c["div_hit"] += 1
                        c["div_again"] += any((f, l) in again for l in lines)
                    else:
                        missed["div"].append("%s:%s" % (os.path.relpath(f, d), min(lines)))
            args = [CLANG, TRIPLE, "-fsyntax-only", "-Wno-everything", "-Wdouble-promotion"] + clean_args(e)
            p = subprocess.run(args + [src], cwd=e["directory"], stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, universal_newlines=True)
            seen = set()
            lines_of = None
            for m in re.finditer(r"^(.*?):(\d+):(\d+): warning: .*\[-Wdouble-promotion\]", p.stderr, re.M):
                f = os.path.realpath(os.path.join(e["directory"], m.group(1)))
                ln, col = int(m.group(2)), int(m.group(3))
                if f != src or (f, ln) in seen:
                    continue
                seen.add((f, ln))
                if lines_of is None:
                    lines_of = open(src, errors="replace").read().split("\n")
                text = lines_of[ln - 1] if ln <= len(lines_of) else ""
                want = {"double-emulation", "int64-emulation"}
                hit = bool(rep.get((f, ln), set()) & want)
                near = not hit and any(rep.get((f, ln + k), set()) & want for k in (-3, -2, -1, 1, 2, 3))
                ctx = "\n".join(lines_of[max(0, ln - 6):ln])
                why = None if hit or near else exclusion(text, col, ctx)
                if why:		# a miss in a documented exclusion
                    c["dp_excluded"] += 1
                    c["dp_excl " + why] += 1
                    continue
                c["dp"] += 1
                if hit:
                    c["dp_hit"] += 1
                elif near:
                    c["dp_hit"] += 1
                    c["dp_near"] += 1
                else:
                    missed["dp"].append("%s:%s" % (os.path.relpath(f, d), m.group(2)))
        total.update(c)
        print("%s: divides %d/%d (%.3f%s)%s; -Wdouble-promotion %d/%d (%.3f; %d within 3 lines; "
              "excluded: %s)" % (
            name, c["div_hit"], c["div"], c["div_hit"] / max(c["div"], 1),
            "; %d a value an earlier finding computes" % c["div_again"] if c["div_again"] else "",
            " (%d files not parsed by clang)" % c["div_unparsed"] if c["div_unparsed"] else "",
            c["dp_hit"], c["dp"], c["dp_hit"] / max(c["dp"], 1), c["dp_near"],
            ", ".join("%s %d" % (k[8:], v) for k, v in sorted(c.items()) if k.startswith("dp_excl ")) or "none"))
        for k in ("div", "dp"):
            if missed[k]:
                print("  missed %s: %s%s" % (k, " ".join(missed[k][:5]), " ..." if len(missed[k]) > 5 else ""))
            with open(os.path.join(d, "missed_%s.txt" % k), "a") as o:
                for x in missed[k]:
                    o.write("%s %s\n" % (name, x))
    print("all: divides %d/%d (%.3f; %d a value an earlier finding computes), %d more by const variables; -Wdouble-promotion %d/%d (%.3f), %d more in the documented exclusions (%s)" % (
        total["div_hit"], total["div"], total["div_hit"] / max(total["div"], 1), total["div_again"],
        total["div_const_var"],
        total["dp_hit"], total["dp"], total["dp_hit"] / max(total["dp"], 1), total["dp_excluded"],
        ", ".join("%s %d" % (k[8:], v) for k, v in sorted(total.items()) if k.startswith("dp_excl "))))


if __name__ == "__main__":
    main()
