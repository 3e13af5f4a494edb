/*
 * fix.c: rewriting files with the findings' fixes (see fix.h).
 *
 * Fixes are byte ranges of the file as it was parsed, so a file is read
 * once, all its fixes are spliced in one pass and the result replaces it
 * by rename(): an interrupted run leaves either the old file or the new.
 */
#include "fix.h"
#include "util.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static int cmp_offset_desc(const void *a, const void *b)
{
	const struct finding *x = *(const struct finding *const *)a;
	const struct finding *y = *(const struct finding *const *)b;

	return x->fix.offset < y->fix.offset ? 1 :
	       x->fix.offset > y->fix.offset ? -1 : 0;
}

/* Rewrite one file with the fixes v[0..n), sorted by offset, last first. */
static int rewrite(const char *path, const struct finding **v, size_t n,
		   unsigned *applied)
{
	size_t len;
	char *text = read_file(path, &len);
	struct strbuf sb = { 0 };
	unsigned end = (unsigned)-1;	/* start of the previous (later) fix */
	struct stat st;
	int rc = -1;

	if (!text)
		return error("%s: cannot read the file to fix it: %s", path,
			     strerror(errno));
	/* build the result back to front, then reverse the pieces: simpler
	 * to splice forwards over the ascending order */
	size_t keep = 0;
	const struct finding **ok = xcalloc(n ? n : 1, sizeof(*ok));
	for (size_t i = 0; i < n; i++) {
		const struct finding *f = v[i];
		if ((size_t)f->fix.offset + f->fix.length > len ||
		    f->fix.offset + f->fix.length > end ||
		    (keep && f->fix.offset == end))
			continue;	/* out of the file, or overlapping */
		ok[keep++] = f;
		end = f->fix.offset;
	}
	size_t pos = 0;
	for (size_t i = keep; i-- > 0;) {
		const struct finding *f = ok[i];
		sb_add(&sb, text + pos, f->fix.offset - pos);
		sb_puts(&sb, f->fix.text);
		pos = f->fix.offset + f->fix.length;
	}
	sb_add(&sb, text + pos, len - pos);
	char *tmp = xasprintf("%s.tmopt-fix.%ld", path, (long)getpid());
	FILE *out = fopen(tmp, "wb");
	if (!out) {
		error("%s: cannot write: %s", tmp, strerror(errno));
		goto done;
	}
	if (fwrite(sb.buf, 1, sb.len, out) != sb.len || fclose(out)) {
		error("%s: cannot write: %s", tmp, strerror(errno));
		unlink(tmp);
		goto done;
	}
	if (stat(path, &st) == 0)
		chmod(tmp, st.st_mode & 07777);
	if (rename(tmp, path)) {
		error("%s: cannot replace: %s", path, strerror(errno));
		unlink(tmp);
		goto done;
	}
	*applied += (unsigned)keep;
	rc = 0;
done:
	free(tmp);
	free(ok);
	free(text);
	sb_release(&sb);
	return rc;
}

int fix_apply(const struct findings *fs, unsigned *napplied, unsigned *nfiles)
{
	const struct finding **v = xcalloc(fs->n ? fs->n : 1, sizeof(*v));
	int rc = 0;

	*napplied = *nfiles = 0;
	for (size_t i = 0; i < fs->n;) {
		const char *file = fs->v[i].file;
		size_t n = 0, j = i;
		for (; j < fs->n && !strcmp(fs->v[j].file, file); j++)
			if (fs->v[j].fix.present && !fs->v[j].suppressed)
				v[n++] = &fs->v[j];
		if (n) {
			qsort(v, n, sizeof(*v), cmp_offset_desc);
			if (rewrite(file, v, n, napplied))
				rc = -1;
			else
				(*nfiles)++;
		}
		i = j;
	}
	free(v);
	return rc;
}
