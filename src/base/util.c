/*
 * util.c: allocation, strings and messages shared by every module (see
 * util.h).  Allocation failure ends the process here, so no caller has a
 * NULL path to test.
 */
#include "util.h"

#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/mman.h>
#include <sys/stat.h>

static void oom(void)
{
	fputs("tmopt: fatal: out of memory\n", stderr);
	abort();
}

void *xmalloc(size_t n)
{
	void *p = malloc(n ? n : 1);
	if (!p)
		oom();
	return p;
}

void *xcalloc(size_t n, size_t size)
{
	void *p = calloc(n ? n : 1, size ? size : 1);
	if (!p)
		oom();
	return p;
}

void *xrealloc(void *p, size_t n)
{
	p = realloc(p, n ? n : 1);
	if (!p)
		oom();
	return p;
}

char *xstrdup(const char *s)
{
	return xstrndup(s, strlen(s));
}

char *xstrndup(const char *s, size_t n)
{
	char *p = xmalloc(n + 1);
	memcpy(p, s, n);
	p[n] = 0;
	return p;
}

char *xvasprintf(const char *fmt, va_list ap)
{
	va_list cp;
	va_copy(cp, ap);
	int n = vsnprintf(NULL, 0, fmt, cp);
	va_end(cp);
	if (n < 0)
		n = 0;
	char *p = xmalloc((size_t)n + 1);
	vsnprintf(p, (size_t)n + 1, fmt, ap);
	return p;
}

char *xasprintf(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	char *p = xvasprintf(fmt, ap);
	va_end(ap);
	return p;
}

/* "tmopt: <kind>: <message>\n" on stderr. */
__attribute__((format(printf, 2, 0)))
static void vmessage(const char *kind, const char *fmt, va_list ap)
{
	fprintf(stderr, "tmopt: %s: ", kind);
	vfprintf(stderr, fmt, ap);
	fputc('\n', stderr);
}

int error(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vmessage("error", fmt, ap);
	va_end(ap);
	return -1;
}

void warning(const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	vmessage("warning", fmt, ap);
	va_end(ap);
}

void sb_add(struct strbuf *sb, const char *s, size_t n)
{
	if (sb->len + n + 1 > sb->cap) {
		size_t cap = sb->cap ? sb->cap : 64;
		while (cap < sb->len + n + 1)
			cap *= 2;
		sb->buf = xrealloc(sb->buf, cap);
		sb->cap = cap;
	}
	memcpy(sb->buf + sb->len, s, n);
	sb->len += n;
	sb->buf[sb->len] = 0;
}

void sb_puts(struct strbuf *sb, const char *s)
{
	sb_add(sb, s, strlen(s));
}

void sb_printf(struct strbuf *sb, const char *fmt, ...)
{
	va_list ap;
	va_start(ap, fmt);
	char *p = xvasprintf(fmt, ap);
	va_end(ap);
	sb_puts(sb, p);
	free(p);
}

char *sb_detach(struct strbuf *sb)
{
	char *p = sb->buf ? sb->buf : xstrdup("");
	sb->buf = NULL;
	sb->len = sb->cap = 0;
	return p;
}

void sb_release(struct strbuf *sb)
{
	free(sb->buf);
	sb->buf = NULL;
	sb->len = sb->cap = 0;
}

char *read_stream(FILE *f, size_t *len)
{
	struct strbuf sb = { 0 };
	char buf[65536];
	size_t n;

	while ((n = fread(buf, 1, sizeof(buf), f)) > 0)
		sb_add(&sb, buf, n);
	if (ferror(f)) {
		sb_release(&sb);
		return NULL;
	}
	if (len)
		*len = sb.len;
	return sb_detach(&sb);
}

/*
 * A regular file of known size: read into one buffer of that size, not
 * through read_stream()'s 64 KiB steps and doubling copies.  A run reads
 * each source several times (screen, suppressions, content hash), and an
 * amalgamation of 8 MiB costs a copy of 16 MiB of pages per read the
 * other way.  A file that grows meanwhile is read to its end all the same.
 */
static char *read_sized(FILE *f, size_t size, size_t *len)
{
	size_t cap = size + 1, n = 0;
	char *buf = xmalloc(cap);

	advise_huge(buf, cap);	/* (one fault per 2 MiB of a large source) */

	for (;;) {
		n += fread(buf + n, 1, cap - 1 - n, f);
		if (n < cap - 1)
			break;
		int c = getc(f);	/* at the end, or grown? */
		if (c == EOF)
			break;
		cap *= 2;
		buf = xrealloc(buf, cap);
		buf[n++] = (char)c;
	}
	if (ferror(f)) {
		free(buf);
		return NULL;
	}
	buf[n] = 0;
	if (len)
		*len = n;
	return buf;
}

char *read_file(const char *path, size_t *len)
{
	FILE *f = fopen(path, "rb");
	struct stat st;
	char *text;

	if (!f)
		return NULL;
	if (fstat(fileno(f), &st) == 0 && S_ISREG(st.st_mode) &&
	    st.st_size > 0 && (uintmax_t)st.st_size < SIZE_MAX / 2)
		text = read_sized(f, (size_t)st.st_size, len);
	else
		text = read_stream(f, len);
	int e = errno;
	fclose(f);
	errno = e;
	return text;
}

void advise_huge(void *p, size_t n)
{
#ifdef MADV_HUGEPAGE
	const uintptr_t huge = (uintptr_t)2 << 20;
	uintptr_t b = ((uintptr_t)p + huge - 1) & ~(huge - 1);
	uintptr_t e = ((uintptr_t)p + n) & ~(huge - 1);

	if (n >= 2 * huge && e > b)
		(void)madvise((void *)b, e - b, MADV_HUGEPAGE);	/* a hint */
#else
	(void)p;
	(void)n;
#endif
}

int qsort_strcmp(const void *a, const void *b)
{
	return strcmp(*(char *const *)a, *(char *const *)b);
}

char *num_group_str(const char *s, char *buf)
{
	const char *d = s + (*s == '-');
	size_t len = strlen(d), o = 0;

	if (!len || strspn(d, "0123456789") != len) {
		strcpy(buf, s);
		return buf;
	}
	if (d != s)
		buf[o++] = '-';
	for (size_t i = 0; i < len; i++) {
		if (i && (len - i) % 3 == 0)
			buf[o++] = ',';
		buf[o++] = d[i];
	}
	buf[o] = 0;
	return buf;
}

char *num_group(uint64_t v, char *buf)
{
	char tmp[32];

	snprintf(tmp, sizeof tmp, "%llu", (unsigned long long)v);
	return num_group_str(tmp, buf);
}

char *path_clean(const char *path)
{
	size_t len = strlen(path);
	char *out = xmalloc(len + 2);
	size_t *seg = xmalloc((len / 2 + 2) * sizeof(*seg));	/* segment starts */
	size_t o = 0, nseg = 0, kept_up = 0;
	bool abs = path[0] == '/';

	if (abs)
		out[o++] = '/';
	for (size_t i = 0; i < len;) {
		while (i < len && path[i] == '/')
			i++;
		size_t b = i;
		while (i < len && path[i] != '/')
			i++;
		size_t n = i - b;
		if (n == 0 || (n == 1 && path[b] == '.'))
			continue;
		if (n == 2 && path[b] == '.' && path[b + 1] == '.') {
			if (nseg > kept_up) {	/* fold "dir/.." */
				o = seg[--nseg];
				if (o > (size_t)abs)
					o--;	/* the slash before it */
				continue;
			}
			if (abs)
				continue;	/* "/.." is "/" */
			kept_up++;
		}
		if (o > (size_t)abs)
			out[o++] = '/';
		seg[nseg++] = o;
		memcpy(out + o, path + b, n);
		o += n;
	}
	if (o == 0)
		out[o++] = '.';
	out[o] = 0;
	free(seg);
	return out;
}

bool parse_u64(const char *s, uint64_t max, uint64_t *out)
{
	uint64_t v = 0;

	if (!s || !*s)
		return false;
	for (; *s; s++) {
		if (*s < '0' || *s > '9')
			return false;
		unsigned d = (unsigned)(*s - '0');
		if (v > (UINT64_MAX - d) / 10)
			return false;
		v = v * 10 + d;
	}
	if (v > max)
		return false;
	*out = v;
	return true;
}

/* Length of the valid UTF-8 sequence at s (1-4), or 0. */
static size_t utf8_seq(const unsigned char *s)
{
	unsigned c = s[0], n, min, v;

	if (c < 0x80)
		return 1;
	if (c >= 0xc2 && c <= 0xdf)
		n = 2, min = 0x80, v = c & 0x1f;
	else if (c >= 0xe0 && c <= 0xef)
		n = 3, min = 0x800, v = c & 0x0f;
	else if (c >= 0xf0 && c <= 0xf4)
		n = 4, min = 0x10000, v = c & 0x07;
	else
		return 0;
	for (unsigned i = 1; i < n; i++) {
		if ((s[i] & 0xc0) != 0x80)
			return 0;
		v = (v << 6) | (s[i] & 0x3f);
	}
	if (v < min || v > 0x10ffff || (v >= 0xd800 && v <= 0xdfff))
		return 0;
	return n;
}

char *utf8_fix(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	struct strbuf sb = { 0 };
	size_t n;

	if (!s)
		return NULL;
	while (*p && (n = utf8_seq(p)) != 0)
		p += n;
	if (!*p)
		return NULL;
	sb_add(&sb, s, (size_t)((const char *)p - s));
	while (*p) {
		if ((n = utf8_seq(p)) != 0) {
			sb_add(&sb, (const char *)p, n);
			p += n;
		} else {
			sb_add(&sb, "\xef\xbf\xbd", 3);	/* U+FFFD */
			p++;
		}
	}
	return sb_detach(&sb);
}

bool ident_char(char c)
{
	return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') ||
	       (c >= '0' && c <= '9');
}

bool utf8_valid(const char *s)
{
	const unsigned char *p = (const unsigned char *)s;
	size_t n;

	if (!s)
		return true;
	while (*p && (n = utf8_seq(p)) != 0)
		p += n;
	return !*p;
}

struct stack_call {
	void (*fn)(void *);
	void *arg;
};

static void *stack_call(void *p)
{
	struct stack_call *c = p;

	c->fn(c->arg);
	return NULL;
}

void run_on_stack(size_t bytes, void (*fn)(void *), void *arg)
{
	struct stack_call c = { fn, arg };
	pthread_attr_t attr;
	pthread_t th;
	bool ok;

	pthread_attr_init(&attr);
	ok = !pthread_attr_setstacksize(&attr, bytes) &&
	     !pthread_create(&th, &attr, stack_call, &c);
	pthread_attr_destroy(&attr);
	if (ok)
		pthread_join(th, NULL);
	else
		fn(arg);
}
