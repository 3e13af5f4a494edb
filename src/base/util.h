/*
 * util.h: allocation that never returns NULL (out of memory ends the
 * process with a message: an advisor has nothing useful to do then),
 * string helpers and the error/warning printers.
 */
#ifndef TMOPT_UTIL_H
#define TMOPT_UTIL_H

#include <stdarg.h>
#include <stdio.h>
#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

void *xmalloc(size_t n);
void *xcalloc(size_t n, size_t size);
void *xrealloc(void *p, size_t n);
char *xstrdup(const char *s);
char *xstrndup(const char *s, size_t n);
char *xasprintf(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
char *xvasprintf(const char *fmt, va_list ap) __attribute__((format(printf, 1, 0)));

/* "tmopt: error: ..." on stderr; returns -1 (as git's error()). */
int error(const char *fmt, ...) __attribute__((format(printf, 1, 2)));
void warning(const char *fmt, ...) __attribute__((format(printf, 1, 2)));

/* A growable string. */
struct strbuf {
	char *buf;
	size_t len, cap;
};
void sb_add(struct strbuf *sb, const char *s, size_t n);
void sb_puts(struct strbuf *sb, const char *s);
void sb_printf(struct strbuf *sb, const char *fmt, ...)
	__attribute__((format(printf, 2, 3)));
char *sb_detach(struct strbuf *sb);	/* never NULL; sb is reset */
void sb_release(struct strbuf *sb);

/* Read a whole file; returns NULL and sets errno on failure.  The text is
 * NUL-terminated and the caller's to free; *len (if len) is its length. */
/* Read f to its end; returns the bytes (NUL-terminated, length in *len)
 * or NULL on a read error.  The caller closes f and frees the result. */
char *read_stream(FILE *f, size_t *len);
char *read_file(const char *path, size_t *len);
/* Ask for the large block p (n bytes) to be backed by huge pages where the
 * kernel offers them (madvise MADV_HUGEPAGE on its 2 MiB-aligned inside):
 * one fault per 2 MiB instead of one per 4 KiB page as the block fills.
 * A no-op for blocks under 4 MiB and where the advice is unknown. */
void advise_huge(void *p, size_t n);

/* Numbers for people, the same in every sink (text, tables, Markdown,
 * HTML): digits in groups of three, "1,153,030".  num_group() formats v
 * into buf (at least 32 bytes); num_group_str() regroups a string of
 * digits with an optional '-' (anything else is copied as is) into buf
 * of at least 2 * strlen(s) + 1 bytes.  Both return buf.  JSON, CSV and
 * SARIF keep plain numbers. */
char *num_group(uint64_t v, char *buf);
char *num_group_str(const char *s, char *buf);

/* NULL when s is NULL or valid UTF-8; else a new string in which each byte
 * that is not part of a valid UTF-8 sequence is U+FFFD (JSON writers
 * refuse invalid UTF-8: a Latin-1 string literal or file name would drop
 * the whole value). */
char *utf8_fix(const char *s);
bool utf8_valid(const char *s);	/* true for NULL */

/* A character of a C identifier: [A-Za-z0-9_], whatever the locale. */
bool ident_char(char c);

/* The lexically normalised form of path, newly allocated: "." segments and
 * repeated slashes dropped, "dir/.." pairs folded ("a/../b.h" is "b.h",
 * "/x/./y//z" is "/x/y/z"); leading ".." of a relative path kept.  No file
 * system access (symbolic links are not resolved). */
char *path_clean(const char *path);

/* Run fn(arg) on a new thread with a stack of bytes and wait for it (on
 * the caller's stack when no thread can be made): for parses of deeply
 * nested code outside the engine's workers. */
void run_on_stack(size_t bytes, void (*fn)(void *), void *arg);

/* qsort() comparator for an array of char *, in strcmp order. */
int qsort_strcmp(const void *a, const void *b);

/*
 * The largest count or cycle figure tmopt reports: the signed 64-bit range
 * of JSON integers and SQLite.  A figure that would pass it (a trip count
 * of 2^64, a product of nested trips, a sum of totals) saturates to it,
 * and the sinks print it with a note ("capped"), never a wrapped number.
 */
#define COUNT_CAP ((uint64_t)INT64_MAX)

static inline uint64_t cap_count(uint64_t v)
{
	return v > COUNT_CAP ? COUNT_CAP : v;
}

static inline uint64_t cap_add(uint64_t a, uint64_t b)
{
	return cap_count(cap_count(a) + cap_count(b));	/* < 2^64: no wrap */
}

static inline uint64_t cap_mul(uint64_t a, uint64_t b)
{
	a = cap_count(a);
	b = cap_count(b);
	return a && b > COUNT_CAP / a ? COUNT_CAP : a * b;
}

/* A decimal number of digits only (no sign, space or base prefix), at most
 * max: true and *out, or false. */
bool parse_u64(const char *s, uint64_t max, uint64_t *out);

/* Is v a positive power of two? */
static inline bool is_pow2(int64_t v)
{
	return v > 0 && (v & (v - 1)) == 0;
}

#endif
