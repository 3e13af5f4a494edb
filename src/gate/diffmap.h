/*
 * diffmap.h: which lines a change touches, from a unified diff, and which
 * files a pre-commit run must analyse.
 *
 * diff_parse() reads 'git diff' or 'diff -u' output: for each new-side
 * file ("+++ b/path"), the lines added or changed (each '+' line, counted
 * from the hunk header; -U0 and context diffs alike).  Deleted files and
 * pure deletions add no lines.
 *
 * Headers: a .c file is analysed again when a header it includes changed.
 * Includers are found by a textual scan of '#include "..."' lines
 * (diff_includers), transitively through other headers, not by clang: it
 * needs no compiler arguments and costs a read of each candidate file.
 * Angle-bracket includes are not followed (they name system headers).
 */
#ifndef TMOPT_DIFFMAP_H
#define TMOPT_DIFFMAP_H

#include <stdbool.h>
#include <stddef.h>

struct diff_file {
	char *path;		/* as in the diff, "b/" stripped */
	char *abs;		/* absolute, set by diff_resolve() */
	unsigned *lines;	/* changed lines, sorted */
	size_t n, cap;
};

struct diffmap {
	struct diff_file *f;
	size_t n;
};

/* Parse text into m (zeroed by the caller).  Returns 0, or -1 with err
 * set when text is not a unified diff (no "+++" header) . */
int diff_parse(const char *text, size_t len, struct diffmap *m, char *err,
	       size_t errlen);

/* Set every file's absolute path: relative to base (when the file exists
 * there), else to the current directory. */
void diff_resolve(struct diffmap *m, const char *base);

/* The file of m whose absolute path is abs, or NULL. */
const struct diff_file *diff_find(const struct diffmap *m, const char *abs);

/* Is line of the file with absolute path abs changed? */
bool diff_has_line(const struct diffmap *m, const char *abs, unsigned line);

void diff_release(struct diffmap *m);

/*
 * Of cands[0..ncands) (paths of .c and .h files), the .c files that
 * include, directly or through other candidates, one of headers[0..nh)
 * (absolute paths).  A quoted include names a header when, resolved
 * against the including file's directory, it is that header, or when the
 * header's path ends with "/" + the include text.  Returns the number of
 * paths put in *out (newly allocated; free each and the array).
 */
size_t diff_includers(char *const *cands, size_t ncands, char *const *headers,
		      size_t nh, char ***out);

/* Run a shell command and return its standard output (NULL when it
 * cannot run or exits non-zero). */
char *diff_run(const char *cmd, size_t *len);

#endif
