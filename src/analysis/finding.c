/*
 * finding.c: the growing array of findings and its small helpers (order,
 * names of severities and bases, the FNV-1a hash of fingerprints).  Kept
 * apart from the engine so that every sink, the store and the tests share
 * one definition of a finding's order and of its words.
 */
#include "finding.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

struct finding *findings_add(struct findings *fs)
{
	if (fs->n == fs->cap) {
		size_t cap = fs->cap ? fs->cap * 2 : 16;
		struct finding *v = xrealloc(fs->v, cap * sizeof(*v));
		fs->v = v;
		fs->cap = cap;
	}
	memset(&fs->v[fs->n], 0, sizeof(fs->v[0]));
	return &fs->v[fs->n++];
}

int findings_move(struct findings *dst, struct findings *src)
{
	for (size_t i = 0; i < src->n; i++)
		*findings_add(dst) = src->v[i];
	if (src->nfn) {
		dst->fn = xrealloc(dst->fn, (dst->nfn + src->nfn) * sizeof(*dst->fn));
		memcpy(dst->fn + dst->nfn, src->fn, src->nfn * sizeof(*src->fn));
		dst->nfn += src->nfn;
	}
	if (src->ncalls) {
		dst->calls = xrealloc(dst->calls, (dst->ncalls + src->ncalls) *
				      sizeof(*dst->calls));
		memcpy(dst->calls + dst->ncalls, src->calls,
		       src->ncalls * sizeof(*src->calls));
		dst->ncalls += src->ncalls;
	}
	if (src->nmf) {
		dst->mf = xrealloc(dst->mf, (dst->nmf + src->nmf) * sizeof(*dst->mf));
		memcpy(dst->mf + dst->nmf, src->mf, src->nmf * sizeof(*src->mf));
		dst->nmf += src->nmf;
	}
	for (size_t i = 0; i < src->nusr_hit; i++)
		findings_usr_hit(dst, src->usr_hit[i]);
	free(src->usr_hit);
	for (size_t i = 0; i < src->nusr_clash; i++) {
		const struct usr_clash *c = &src->usr_clash[i];
		findings_usr_clash(dst, c->hash, c->file, c->line, c->passed,
				   c->want, c->u64);
		free(c->file);
	}
	free(src->usr_clash);
	free(src->mf);
	free(src->calls);
	free(src->fn);
	free(src->v);
	memset(src, 0, sizeof(*src));
	return 0;
}

int finding_cmp(const struct finding *x, const struct finding *y)
{
	int c = strcmp(x->file, y->file);

	if (c)
		return c;
	if (x->line != y->line)
		return x->line < y->line ? -1 : 1;
	if (x->column != y->column)
		return x->column < y->column ? -1 : 1;
	return strcmp(x->rule, y->rule);
}

static int cmp_finding(const void *a, const void *b)
{
	return finding_cmp(a, b);
}

void findings_sort(struct findings *fs)
{
	if (fs->n > 1)
		qsort(fs->v, fs->n, sizeof(fs->v[0]), cmp_finding);
}

void finding_release(struct finding *f)
{
	free(f->file);
	free(f->function);
	free(f->message);
	free(f->advice);
	free(f->stmt);
}

void findings_add_function(struct findings *fs, const char *name,
			   const char *file, unsigned line, uint64_t cycles,
			   enum count_basis basis)
{
	fs->fn = xrealloc(fs->fn, (fs->nfn + 1) * sizeof(*fs->fn));
	fs->fn[fs->nfn++] = (struct func_cost){ .name = xstrdup(name),
		.file = xstrdup(file), .line = line, .cycles = cycles,
		.basis = basis };
}

void findings_add_call(struct findings *fs, const char *file,
		       const char *caller, const char *callee, bool in_loop,
		       uint64_t count, uint64_t count_outer,
		       enum count_basis basis, bool once)
{
	fs->calls = xrealloc(fs->calls, (fs->ncalls + 1) * sizeof(*fs->calls));
	fs->calls[fs->ncalls++] = (struct call_edge){ .file = xstrdup(file),
		.caller = xstrdup(caller), .callee = xstrdup(callee),
		.in_loop = in_loop, .count = count, .count_outer = count_outer,
		.basis = basis, .once = once };
}

void findings_add_mfact(struct findings *fs, const char *member,
			const char *file, const char *func,
			const struct int_arg *v)
{
	fs->mf = xrealloc(fs->mf, (fs->nmf + 1) * sizeof(*fs->mf));
	struct mfact *f = &fs->mf[fs->nmf++];
	*f = (struct mfact){ xstrdup(member), xstrdup(file), xstrdup(func), *v };
	f->v.member = v->member ? xstrdup(v->member) : NULL;
}

static bool same_kind(const struct int_arg *x, const struct int_arg *y)
{
	return x->kind == y->kind && (x->kind != IA_PARAM || x->param == y->param) &&
	       ((x->kind != IA_MEMBER && x->kind != IA_MEMBER_CAP) ||
		 !strcmp(x->member, y->member));
}

void int_args_join(struct int_arg **a, unsigned *na, const struct int_arg *b,
		   unsigned nb, bool owned)
{
	struct int_arg *v = *a, *out = xmalloc((*na + nb + 1) * sizeof(*out));
	unsigned n = 0, i = 0, j = 0;

	while (i < *na) {
		unsigned arg = v[i].arg, i2 = i, n0 = n;
		while (i2 < *na && v[i2].arg == arg)
			out[n++] = v[i2++];
		while (j < nb && b[j].arg < arg)
			j++;
		bool keep = j < nb && b[j].arg == arg;
		for (; j < nb && b[j].arg == arg && keep; j++) {
			unsigned k = n0;
			while (k < n && !same_kind(&out[k], &b[j]))
				k++;
			if (k < n) {
				if (b[j].lo < out[k].lo)
					out[k].lo = b[j].lo;
				if (b[j].hi > out[k].hi)
					out[k].hi = b[j].hi;
			} else if (n - n0 < IA_ALTS && b[j].kind != IA_NONE) {
				out[n] = b[j];
				if (owned && b[j].member)
					out[n].member = xstrdup(b[j].member);
				n++;
			} else {
				keep = false;
			}
		}
		if (!keep) {	/* unknown: dropped */
			for (unsigned k = n0; owned && k < n; k++)
				free(out[k].member);
			n = n0;
		}
		i = i2;
	}
	free(v);
	*a = out;
	*na = n;
}

struct int_arg *int_args_copy(const struct int_arg *v, unsigned n, bool owned)
{
	struct int_arg *c = xmalloc((n + 1) * sizeof(*c));

	for (unsigned i = 0; i < n; i++) {
		c[i] = v[i];
		if (owned && v[i].member)
			c[i].member = xstrdup(v[i].member);
	}
	return c;
}

void int_args_free(struct int_arg *v, unsigned n)
{
	for (unsigned i = 0; i < n; i++)
		free(v[i].member);
	free(v);
}

char *str_chars_join(const char *a, const char *b)
{
	unsigned ca[256] = { 0 }, cb[256] = { 0 };
	size_t n = 0;

	if (!a || !b)
		return NULL;
	for (; *a; a++)
		ca[(unsigned char)*a]++;
	for (; *b; b++)
		cb[(unsigned char)*b]++;
	for (unsigned c = 1; c < 256; c++) {
		if (cb[c] > ca[c])
			ca[c] = cb[c];
		n += ca[c];
	}
	char *s = xmalloc(n + 1), *w = s;
	for (unsigned c = 1; c < 256; c++)
		for (unsigned k = 0; k < ca[c]; k++)
			*w++ = (char)c;
	*w = '\0';
	return s;
}

unsigned str_chars_count(const char *s, const char *set)
{
	unsigned n = 0;

	for (; s && *s; s++)
		n += strchr(set, *s) != NULL;
	return n;
}

uint64_t finding_weight(const struct finding *f)
{
	if (f->has_measured)	/* a profile's counts, not rounded to runs */
		return f->measured >= (double)COUNT_CAP ? COUNT_CAP :
		       (uint64_t)(f->measured + 0.5);
	/* (code off the frame path ranks by one run of it: after the code
	 * that runs per frame, as notes do) */
	return cap_mul(f->total_cycles, f->calls && !f->off_frame ? f->calls : 1);
}

void findings_dedupe_functions(struct findings *fs)
{
	/* the kept ones in a hash set (1 + index): each compared with all
	 * the others was 2.9M comparisons for SQLite's 2,400 functions */
	size_t j = 0, cap = 16;

	while (cap < 2 * fs->nfn)
		cap *= 2;
	size_t *set = xcalloc(cap, sizeof(*set));
	for (size_t i = 0; i < fs->nfn; i++) {
		const struct func_cost *f = &fs->fn[i];
		uint64_t h = fnv1a(FNV_SEED, f->name, strlen(f->name) + 1);
		h = fnv1a(h, f->file, strlen(f->file) + 1);
		h = fnv1a(h, &f->line, sizeof(f->line));
		size_t s = (size_t)h & (cap - 1);
		bool dup = false;
		for (; set[s] && !dup; s = (s + 1) & (cap - 1)) {
			const struct func_cost *k = &fs->fn[set[s] - 1];
			dup = k->line == f->line && !strcmp(k->name, f->name) &&
			      !strcmp(k->file, f->file);
		}
		if (dup) {
			free(fs->fn[i].name);
			free(fs->fn[i].file);
			continue;
		}
		set[s] = j + 1;
		fs->fn[j++] = fs->fn[i];
	}
	free(set);
	fs->nfn = j;
}

void findings_release(struct findings *fs)
{
	for (size_t i = 0; i < fs->nfn; i++) {
		free(fs->fn[i].name);
		free(fs->fn[i].file);
	}
	free(fs->fn);
	for (size_t i = 0; i < fs->ncalls; i++) {
		free(fs->calls[i].file);
		free(fs->calls[i].caller);
		free(fs->calls[i].callee);
		int_args_free(fs->calls[i].ia, fs->calls[i].nia);
		for (unsigned a = 0; a < STR_ARGS; a++)
			free(fs->calls[i].strchars[a]);
	}
	free(fs->calls);
	for (size_t i = 0; i < fs->nmf; i++) {
		free(fs->mf[i].member);
		free(fs->mf[i].file);
		free(fs->mf[i].func);
		free(fs->mf[i].v.member);
	}
	free(fs->mf);
	free(fs->usr_hit);
	for (size_t i = 0; i < fs->nusr_clash; i++)
		free(fs->usr_clash[i].file);
	free(fs->usr_clash);
	for (size_t i = 0; i < fs->nslot_unstored; i++)
		free(fs->slot_unstored[i]);
	free(fs->slot_unstored);
	for (size_t i = 0; i < fs->n; i++)
		finding_release(&fs->v[i]);
	free(fs->v);
	memset(fs, 0, sizeof(*fs));
}

static const char *const sev_names[] = { "note", "warning", "error" };

const char *severity_name(enum severity s)
{
	return sev_names[s];
}

int severity_from_name(const char *name)
{
	for (int i = 0; i < 3; i++)
		if (!strcmp(name, sev_names[i]))
			return i;
	return -1;
}

const char *count_basis_name(enum count_basis b)
{
	static const char *const names[] = { "constant", "assumed", "profile" };
	return names[b];
}

const char *suppress_kind_name(enum suppress_kind k)
{
	return k == SUPPRESS_INLINE ? "inline" :
	       k == SUPPRESS_BASELINE ? "baseline" : NULL;
}

const char *schedule_trip_basis(const struct finding_schedule *s)
{
	return s->trip_known ? "constant" : s->trip_profiled ? "profile" :
	       "assumed";
}

uint64_t fnv1a(uint64_t h, const void *p, size_t n)
{
	const unsigned char *s = p;

	for (size_t i = 0; i < n; i++) {
		h ^= s[i];
		h *= 0x100000001b3ULL;
	}
	return h;
}

bool finding_capped(const struct finding *f)
{
	return f->count >= COUNT_CAP || f->total_cycles >= COUNT_CAP ||
	       f->saving_cycles >= COUNT_CAP || f->cycles >= COUNT_CAP;
}

void findings_usr_clash(struct findings *fs, unsigned h, const char *file,
			unsigned line, int64_t passed, int64_t want, bool u64)
{
	for (size_t i = 0; i < fs->nusr_clash; i++)
		if (fs->usr_clash[i].hash == h && fs->usr_clash[i].line == line &&
		    !strcmp(fs->usr_clash[i].file, file))
			return;
	fs->usr_clash = xrealloc(fs->usr_clash, (fs->nusr_clash + 1) *
				 sizeof(*fs->usr_clash));
	fs->usr_clash[fs->nusr_clash++] = (struct usr_clash){ h,
		xstrdup(file), line, passed, want, u64 };
}

void findings_usr_hit(struct findings *fs, unsigned h)
{
	for (size_t i = 0; i < fs->nusr_hit; i++)
		if (fs->usr_hit[i] == h)
			return;
	fs->usr_hit = xrealloc(fs->usr_hit, (fs->nusr_hit + 1) *
			       sizeof(*fs->usr_hit));
	fs->usr_hit[fs->nusr_hit++] = h;
}
