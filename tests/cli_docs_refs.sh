#!/bin/bash
# The documentation cites only files that are in the repository: every
# `path` in backquotes or Markdown link that names a file of the tree
# (docs/, src/, rules/, tests/, corpus/, machdesc/, bench/, .ci/, or any
# *.md) exists (examples of a user's project aside: guide.md's src/), and no page points at a path of one machine (/work/...,
# /tmp/..., ../shared).
set -u
root=${TMOPT_SOURCE_DIR:-$(cd "$(dirname "$0")/.." && pwd)}
python3 - "$root" <<'PY' || { echo "0 passed, 1 failed"; exit 1; }
import glob, os, re, sys
root = sys.argv[1]
pages = [os.path.join(root, "README.md")] + sorted(
    glob.glob(os.path.join(root, "docs", "**", "*.md"), recursive=True) +
    glob.glob(os.path.join(root, "*", "README.md")))
tops = ("docs/", "src/", "rules/", "tests/", "corpus/", "machdesc/", "bench/", ".ci/", "cmake/")
bad = []
for page in pages:
    rel = os.path.relpath(page, root)
    text = open(page, encoding="utf-8").read()
    for m in re.finditer(r"(/work/|/tmp/[\w.-]+/|\.\./shared)", text):
        line = text.count("\n", 0, m.start()) + 1
        bad.append(f"{rel}:{line}: machine path '{m.group(0)}'")
    refs = re.findall(r"`([^`\s]+)`", text) + re.findall(r"\]\(([^)#\s]+)", text)
    for ref in refs:
        # URLs, globs, variables and placeholders (RULE, NAME, NNN_name)
        if re.match(r"[a-z]+:", ref) or any(c in ref for c in "*<>{}$~|[") or \
           re.search(r"(^|/)[A-Z]{3,}", ref):
            continue
        ref = ref.split(":")[0]
        if not (ref.startswith(tops) or ref.endswith(".md")):
            continue
        if rel == "docs/guide.md" and ref.startswith("src/") and ref.endswith(".c"):
            continue    # the session's own project
        here = os.path.join(os.path.dirname(page), ref)
        if not (os.path.exists(os.path.join(root, ref)) or os.path.exists(here)):
            line = text.count("\n", 0, text.find(ref)) + 1
            bad.append(f"{rel}:{line}: cites '{ref}', not in the repository")
    for word in re.findall(r"\b([A-Z][A-Za-z_]*\.md)\b", text):
        if word in ("RULE.md", "NAME.md"):
            continue
        if not glob.glob(os.path.join(root, "**", word), recursive=True):
            bad.append(f"{rel}: cites '{word}', not in the repository")
for b in bad:
    print("FAIL:", b)
print(f"{len(pages)} pages checked, {len(bad)} bad references")
sys.exit(1 if bad else 0)
PY
echo "1 passed, 0 failed"
