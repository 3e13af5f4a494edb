/*
 * cache.c: the results cache (see cache.h).
 *
 * File content hashes are memoised for the run in a small hash table
 * (headers such as stdint.h are read by every translation unit), so a
 * warm run reads each file once plus one entry per input.
 */
#include "cache.h"
#include "profile.h"
#include "parse.h"
#include "util.h"


#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <pthread.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

#define NBUCKETS 1024
#define CACHE_FORMAT "tmopt-cache-40"

struct memo {
	struct memo *next;
	char *path;
	char hash[17];		/* "" when unreadable */
};

struct results_cache {
	char *dir;
	char build[128];	/* identity of this executable and of the
				 * parse module it will load */
	pthread_mutex_t lock;
	struct memo *bucket[NBUCKETS];
	atomic_size_t hits, misses;
	bool made;
};

struct results_cache *cache_open(const char *dir)
{
	struct results_cache *c = xcalloc(1, sizeof(*c));
	struct stat st, mt;
	char *module = parse_module_path();

	c->dir = xstrdup(dir);
	pthread_mutex_init(&c->lock, NULL);
	/* a rebuilt tool may compute other findings: key on the executable
	 * and on the parse module (walk.c is in it) */
	if (stat("/proc/self/exe", &st) == 0) {
		if (stat(module, &mt) != 0)
			memset(&mt, 0, sizeof(mt));
		snprintf(c->build, sizeof c->build, "%lld.%ld.%lld+%lld.%ld.%lld",
			 (long long)st.st_mtim.tv_sec, st.st_mtim.tv_nsec,
			 (long long)st.st_size, (long long)mt.st_mtim.tv_sec,
			 mt.st_mtim.tv_nsec, (long long)mt.st_size);
	}
	free(module);
	return c;
}

/*
 * Keep the cache directory bounded: when a run stored entries and the
 * directory holds more than TMOPT_CACHE_MAX_MB (default 256) megabytes of
 * entries, the least recently used ones (oldest modification time, which a
 * hit refreshes) are removed down to three quarters of the limit.
 */
struct entry_stat {
	char *name;
	off_t size;
	time_t mtime;
};

static int cmp_age(const void *a, const void *b)
{
	const struct entry_stat *x = a, *y = b;
	return x->mtime < y->mtime ? -1 : x->mtime > y->mtime;
}

static void cache_prune(struct results_cache *c)
{
	const char *env = getenv("TMOPT_CACHE_MAX_MB");
	long long max = env && atoll(env) > 0 ? atoll(env) : 256;
	DIR *d = opendir(c->dir);
	struct dirent *de;
	struct entry_stat *v = NULL;
	size_t n = 0, cap = 0;
	long long total = 0;

	if (!d)
		return;
	max <<= 20;
	while ((de = readdir(d))) {
		size_t len = strlen(de->d_name);
		struct stat st;
		if (!(len > 5 && !strcmp(de->d_name + len - 5, ".json")) &&
		    !(len > 4 && !strcmp(de->d_name + len - 4, ".tmc")))
			continue;
		char *p = xasprintf("%s/%s", c->dir, de->d_name);
		if (stat(p, &st) == 0) {
			/* (grown by doubling: one realloc per entry copied
			 * the list each time, 26 s under the sanitizers for a
			 * cache of 21,000 entries) */
			if (n == cap)
				v = xrealloc(v, (cap = cap ? 2 * cap : 256) * sizeof(*v));
			v[n].name = p;
			v[n].size = st.st_size;
			v[n].mtime = st.st_mtim.tv_sec;
			total += st.st_size;
			n++;
		} else {
			free(p);
		}
	}
	closedir(d);
	if (total > max) {
		qsort(v, n, sizeof(*v), cmp_age);
		for (size_t i = 0; i < n && total > max / 4 * 3; i++)
			if (unlink(v[i].name) == 0)
				total -= v[i].size;
	}
	for (size_t i = 0; i < n; i++)
		free(v[i].name);
	free(v);
}

void cache_close(struct results_cache *c)
{
	if (!c)
		return;
	if (atomic_load(&c->misses))
		cache_prune(c);
	for (size_t i = 0; i < NBUCKETS; i++)
		for (struct memo *m = c->bucket[i], *next; m; m = next) {
			next = m->next;
			free(m->path);
			free(m);
		}
	pthread_mutex_destroy(&c->lock);
	free(c->dir);
	free(c);
}

void cache_stats(struct results_cache *c, size_t *hits, size_t *misses)
{
	*hits = atomic_load(&c->hits);
	*misses = atomic_load(&c->misses);
}

char *cache_default_dir(void)
{
	const char *x = getenv("XDG_CACHE_HOME"), *home = getenv("HOME");

	if (x && *x)
		return xasprintf("%s/tmopt", x);
	return xasprintf("%s/.cache/tmopt", home && *home ? home : "/tmp");
}

/* Content hash of path, memoised; out[17], "" when unreadable. */
static void hash_of(struct results_cache *c, const char *path, char out[17])
{
	uint64_t b = fnv1a(FNV_SEED, path, strlen(path)) % NBUCKETS;
	struct memo *m;

	pthread_mutex_lock(&c->lock);
	for (m = c->bucket[b]; m; m = m->next)
		if (!strcmp(m->path, path))
			break;
	if (m)
		memcpy(out, m->hash, 17);
	pthread_mutex_unlock(&c->lock);
	if (m)
		return;
	size_t len;
	char *text = read_file(path, &len);
	out[0] = 0;
	if (text)
		snprintf(out, 17, "%016llx",
			 (unsigned long long)fnv1a(FNV_SEED, text, len));
	free(text);
	m = xcalloc(1, sizeof(*m));
	m->path = xstrdup(path);
	memcpy(m->hash, out, 17);
	pthread_mutex_lock(&c->lock);
	m->next = c->bucket[b];
	c->bucket[b] = m;
	pthread_mutex_unlock(&c->lock);
}

/* mkdir -p; errors are left to the write that follows. */
static void mkdir_p(const char *dir)
{
	char *p = xstrdup(dir);

	for (char *s = p + 1; *s; s++)
		if (*s == '/') {
			*s = 0;
			mkdir(p, 0777);
			*s = '/';
		}
	mkdir(p, 0777);
	free(p);
}

static uint64_t hash_str(uint64_t h, const char *s)
{
	return fnv1a(h, s ? s : "", s ? strlen(s) + 1 : 1);
}

/* The entry's file name for in, or NULL when the input is unreadable. */
static char *entry_path(struct results_cache *c, const struct check_config *cfg,
			const struct check_input *in)
{
	char hash[17], opt[128];
	uint64_t h = FNV_SEED;

	hash_of(c, in->file, hash);
	if (!hash[0])
		return NULL;
	h = hash_str(h, CACHE_FORMAT);
	h = hash_str(h, TMOPT_VERSION);
	h = hash_str(h, c->build);
	h = hash_str(h, cfg->md->hash);
	h = hash_str(h, cfg->md->triple);
	for (unsigned r = 0; r < rule_count; r++)
		if (!cfg->rule_on || cfg->rule_on[r])
			h = hash_str(h, rule_table[r]->id);
	snprintf(opt, sizeof opt, "%llu/%.17g/%u/%u/%u",
		 (unsigned long long)cfg->opt.assumed_trip, cfg->opt.chain_ratio,
		 cfg->opt.chain_min_cycles, cfg->opt.guard_max_ops, cfg->opt.unroll);
	h = hash_str(h, opt);
	/* the set-up code lists decide severities in the rules */
	h = hash_str(h, cfg->opt.cold_set ? "cold:" : "cold-default");
	for (size_t i = 0; i < cfg->opt.ncold; i++)
		h = hash_str(h, cfg->opt.cold[i]);
	h = hash_str(h, "hot:");
	for (size_t i = 0; i < cfg->opt.nhot; i++)
		h = hash_str(h, cfg->opt.hot[i]);
	h = hash_str(h, "entries:");
	for (size_t i = 0; i < cfg->opt.nentries; i++)
		h = hash_str(h, cfg->opt.entries[i]);
	/* (none: the key of a run without them, as before) */
	if (cfg->opt.nsettings)
		h = hash_str(h, "settings:");
	for (size_t i = 0; i < cfg->opt.nsettings; i++)
		h = hash_str(h, cfg->opt.settings[i].text);
	h = hash_str(h, profile_hash(cfg->profile));
	for (int i = 0; i < in->nargs; i++)
		h = hash_str(h, in->args[i]);
	h = hash_str(h, in->file);
	h = hash_str(h, hash);
	return xasprintf("%s/%016llx.tmc", c->dir, (unsigned long long)h);
}

/*
 * Entry format: text, one record per line, fields separated by tabs, with
 * '\\', tab, newline and carriage return escaped in strings.  Parsing it is
 * several times faster than JSON, which matters for warm runs (the cache is
 * read once per file).  Lines:
 *   tmopt-cache-8
 *   D <hash> <path>                        a file the parse read
 *   R <23 finding fields>                  a finding (the last five:
 *                                          the severity in a loop of a
 *                                          straight-line note; 1 when
 *                                          counted hoisted; a set-up
 *                                          note's message length and
 *                                          severity before it; the
 *                                          parameters missing-restrict
 *                                          names, bits)
 *   S <7 schedule fields>                  the schedule of the last finding
 *   X <offset> <length> <text>             the fix of the last finding
 *   W <param> <own> <line> <trip> <groups> =<cases>
 *                                          the string walk around the last
 *                                          finding (finding.str_param)
 *   L <line>                               the last finding's count line
 *                                          (finding.count_line)
 *   U <param> <line> <name>                the last finding's null-pointer
 *                                          branch (finding.null_param)
 *   Q <param> <op> <arm> <k> <lo> <hi> <line> <name>  the last finding's
 *                                          branch on a parameter
 *                                          (finding.parm)
 *   N <mask>                               the last call's non-null
 *                                          arguments (call_edge.nonnull)
 *   T <arg> =<chars>                       the characters of the last
 *                                          call's string literals for
 *                                          an argument (strchars)
 *   P <param> <own> <pstart> <upper> <cmp> <line> <off> <start> <bound>
 *     <step> <trip> <min_trip> <flags> <member>  the parameter- or
 *                                          member-bound loop of the last
 *                                          finding (ploop); flags: 1 the
 *                                          counter is unsigned, 2 the
 *                                          trip is the nest rule's trim,
 *                                          4 a named count, 8 every
 *                                          loop around has its own count
 *                                          (param_loop.alone)
 *   A <arg> <int_arg>                      an integer argument of the
 *                                          last call (call_edge.ia), in
 *                                          order
 *   S <hash>                               a configured setting that
 *                                          decided a test of the file
 *                                          (findings.usr_hit)
 *   K <hash> <line> <passed> <want> <u64> <file>  a call of the file passing
 *                                          another constant than a
 *                                          configured parameter setting
 *                                          (findings.usr_clash)
 *   M <member> <file> <func> <int_arg>     a store into an integer member
 *                                          (findings.mf); an int_arg is
 *                                          <kind> <param> <lo> <hi> <member>
 *   F <name> <file> <line> <cycles> <basis> <flags> <nparams>  a
 *                                          function's cost per call; flags:
 *                                          1 static, 2 cold, 4 hot,
 *                                          8 long guess, 16 public,
 *                                          32 saw public, 64 named by
 *                                          entries:, 128 entries: set
 *   C <file> <caller> <callee> <flags> <count> <basis> <count_outer>
 *     <same_args> <fwd_args> <strlit,...>  a call (callgraph.h); flags:
 *                                          1 in a loop, 2 once-guarded,
 *                                          4 each in a report block,
 *                                          8 a taken address only tables
 *                                          take, 32 each in an arm the
 *                                          configured settings do not
 *                                          take
 */
static void put_str(struct strbuf *sb, const char *s)
{
	for (; s && *s; s++) {
		switch (*s) {
		case '\\': sb_add(sb, "\\\\", 2); break;
		case '\t': sb_add(sb, "\\t", 2); break;
		case '\n': sb_add(sb, "\\n", 2); break;
		case '\r': sb_add(sb, "\\r", 2); break;
		default: sb_add(sb, s, 1); break;
		}
	}
}

/* <kind> <param> <lo> <hi> <member>: an int_arg, the line's end */
static void put_int_arg(struct strbuf *sb, const struct int_arg *a)
{
	sb_printf(sb, "%u\t%u\t%lld\t%lld\t", a->kind, a->param,
		  (long long)a->lo, (long long)a->hi);
	put_str(sb, a->member);
	sb_add(sb, "\n", 1);
}

static char *unescape(char *s);

/* An int_arg from fields f[0..5) (put_int_arg()); false if corrupt. */
/* A whole field that is a signed decimal number of 64 bits: *v. */
static bool snum(const char *s, long long *v)
{
	char *end;

	errno = 0;
	*v = strtoll(s, &end, 10);
	return end != s && !*end && !errno;
}

static bool get_int_arg(char **f, struct int_arg *a)
{
	uint64_t kind, param;
	long long lo, hi;

	if (!parse_u64(f[0], IA_MEMBER_CAP, &kind) || !parse_u64(f[1], 255, &param))
		return false;
	if (!snum(f[2], &lo) || !snum(f[3], &hi) ||
	    (hi < lo && kind != IA_MEMBER_CAP))
		return false;
	const char *m = unescape(f[4]);
	if ((kind == IA_MEMBER || kind == IA_MEMBER_CAP) != (*m != 0))
		return false;
	*a = (struct int_arg){ 0, (uint8_t)kind, (uint8_t)param, lo, hi,
			       *m ? xstrdup(m) : NULL };
	return true;
}

static void put_finding(struct strbuf *sb, const struct finding *f)
{
	sb_printf(sb, "R\t%s\t%d\t", f->rule, (int)f->severity);
	put_str(sb, f->file);
	sb_printf(sb, "\t%u\t%u\t", f->line, f->column);
	put_str(sb, f->function);
	sb_add(sb, "\t", 1);
	put_str(sb, f->message);
	sb_printf(sb, "\t%d\t", f->advice != NULL);
	put_str(sb, f->advice);
	sb_printf(sb, "\t%llu\t%llu\t%d\t%llu\t%llu\t%s\t%d\t",
		  (unsigned long long)f->cycles, (unsigned long long)f->count,
		  (int)f->basis, (unsigned long long)f->total_cycles,
		  (unsigned long long)f->saving_cycles, f->fingerprint,
		  f->stmt != NULL);
	put_str(sb, f->stmt);
	sb_printf(sb, "\t%u\t%d\t%d\t%u\t%d\t%llu\n", f->loop_depth,
		  (int)f->loop_severity, f->hoisted | f->once_run << 1, f->setup_len,
		  (int)f->setup_sev, (unsigned long long)f->restrict_params);
	if (f->sched.present) {
		const struct finding_schedule *x = &f->sched;
		sb_printf(sb, "S\t%.17g\t", x->res_mii);
		put_str(sb, x->res_unit);
		sb_printf(sb, "\t%u\t", x->rec_mii);
		put_str(sb, x->chain);
		sb_printf(sb, "\t%u\t%llu\t%d\n", x->ii, (unsigned long long)x->trip,
			  x->trip_known ? 0 : x->trip_profiled ? 1 : 2);
	}
	if (f->str_param) {
		sb_printf(sb, "W\t%u\t%d\t%u\t%llu\t%u\t=", f->str_param,
			  f->str_own, f->str_line,
			  (unsigned long long)f->str_trip, f->str_groups);
		put_str(sb, f->str_cases);
		sb_add(sb, "\n", 1);
	}
	if (f->ploop.param || f->ploop.member[0]) {
		const struct param_loop *q = &f->ploop;
		sb_printf(sb, "P\t%u\t%d\t%d\t%d\t%u\t%u\t%lld\t%lld\t%lld\t%lld"
			  "\t%llu\t%llu\t%d\t", q->param, q->own, q->pstart, q->upper,
			  q->cmp, q->line, (long long)q->off, (long long)q->start,
			  (long long)q->bound, (long long)q->step,
			  (unsigned long long)q->trip, (unsigned long long)q->min_trip,
			  q->uns | q->cut << 1 | q->named << 2 | q->alone << 3);
		put_str(sb, q->member);
		sb_add(sb, "\n", 1);
		if (q->tri)
			sb_printf(sb, "T\t%llu\n", (unsigned long long)q->tri);
		if (q->sparam || q->smember[0]) {
			sb_printf(sb, "Q\t%u\t%lld\t%d\t", q->sparam,
				  (long long)q->soff, q->sneg);
			put_str(sb, q->smember);
			sb_add(sb, "\n", 1);
		}
	}
	if (f->count_line)
		sb_printf(sb, "L\t%u\n", f->count_line);
	if (f->null_param) {
		sb_printf(sb, "U\t%u\t%u\t", f->null_param, f->null_line);
		put_str(sb, f->null_name);
		sb_add(sb, "\n", 1);
	}
	if (f->parm) {
		sb_printf(sb, "Q\t%u\t%u\t%u\t%lld\t%lld\t%lld\t%u\t",
			  f->parm, f->parm_op, f->parm_arm,
			  (long long)f->parm_k, (long long)f->parm_lo,
			  (long long)f->parm_hi, f->parm_line);
		put_str(sb, f->parm_name);
		sb_add(sb, "\n", 1);
	}
	if (f->fix.present) {
		sb_printf(sb, "X\t%u\t%u\t", f->fix.offset, f->fix.length);
		put_str(sb, f->fix.text);
		sb_add(sb, "\n", 1);
	}
}

/* Unescape s in place; returns s. */
static char *unescape(char *s)
{
	char *w = s;

	for (char *r = s; *r; r++) {
		if (*r != '\\' || !r[1]) {
			*w++ = *r;
			continue;
		}
		r++;
		*w++ = *r == 't' ? '\t' : *r == 'n' ? '\n' : *r == 'r' ? '\r' : *r;
	}
	*w = 0;
	return s;
}

/* Split line at tabs into at most max fields; returns the count. */
static size_t split(char *line, char **field, size_t max)
{
	size_t n = 0;

	field[n++] = line;
	for (char *p = line; *p && n < max; p++)
		if (*p == '\t') {
			*p = 0;
			field[n++] = p + 1;
		}
	return n;
}

/* A decimal field of a record: a corrupt entry (hand-edited, truncated,
 * another version's) must read as a miss, never as a number out of
 * range. */
static bool num(const char *s, uint64_t max, uint64_t *out)
{
	return parse_u64(s, max, out);
}

static bool is_hex16(const char *s)
{
	size_t i = 0;

	for (; s[i]; i++)
		if (!((s[i] >= '0' && s[i] <= '9') || (s[i] >= 'a' && s[i] <= 'f')))
			return false;
	return i == 16;
}

int cache_parse_findings(char *p, struct findings *out)
{
	size_t from = out->n, nfn = out->nfn, ncalls = out->ncalls, nmf = out->nmf;
	size_t nhit = out->nusr_hit;
	struct finding *last = NULL;
	char *field[25];

	while (p && *p) {
		char *nl = strchr(p, '\n');
		if (nl)
			*nl = 0;
		size_t n = split(p, field, 25);
		if (!strcmp(field[0], "R") && n == 24) {
			const struct rule *r = rule_find(field[1]);
			uint64_t lsev, sev, line, col, adv, cyc, cnt, basis, tot, sav,
				 has_stmt, depth, hoisted, slen, ssev, rp;
			if (!r || !is_hex16(field[15]) ||
			    !num(field[2], SEV_ERROR, &sev) ||
			    !num(field[4], UINT_MAX, &line) ||
			    !num(field[5], UINT_MAX, &col) ||
			    !num(field[8], 1, &adv) ||
			    !num(field[10], UINT64_MAX, &cyc) ||
			    !num(field[11], UINT64_MAX, &cnt) ||
			    !num(field[12], COUNT_PROFILE, &basis) ||
			    !num(field[13], UINT64_MAX, &tot) ||
			    !num(field[14], UINT64_MAX, &sav) ||
			    !num(field[16], 1, &has_stmt) ||
			    !num(field[18], UINT_MAX, &depth) ||
			    !num(field[19], SEV_ERROR, &lsev) ||
			    !num(field[20], 3, &hoisted) ||
			    !num(field[21], UINT_MAX, &slen) ||
			    !num(field[22], SEV_ERROR, &ssev) ||
			    !num(field[23], UINT64_MAX, &rp))
				goto bad;
			struct finding *f = findings_add(out);
			f->rule = r->id;
			f->severity = (enum severity)sev;
			f->file = xstrdup(unescape(field[3]));
			f->line = (unsigned)line;
			f->column = (unsigned)col;
			f->function = xstrdup(unescape(field[6]));
			f->message = xstrdup(unescape(field[7]));
			f->advice = adv ? xstrdup(unescape(field[9])) : NULL;
			f->cycles = cyc;
			f->count = cnt;
			f->basis = (enum count_basis)basis;
			f->total_cycles = tot;
			f->saving_cycles = sav;
			memcpy(f->fingerprint, field[15], 17);
			f->stmt = has_stmt ? xstrdup(unescape(field[17])) : NULL;
			f->loop_depth = (unsigned)depth;
			f->loop_severity = (enum severity)lsev;
			f->hoisted = hoisted & 1;
			f->once_run = hoisted >> 1;
			f->restrict_params = rp;
			f->setup_sev = (enum severity)ssev;
			f->setup_len = slen <= strlen(f->message) ? (unsigned)slen : 0;
			last = f;
		} else if (!strcmp(field[0], "S") && n == 8 && last) {
			struct finding_schedule *x = &last->sched;
			uint64_t rec, ii, trip, tb;
			char *end;
			double res = strtod(field[1], &end);
			if (end == field[1] || *end || !(res >= 0 && res <= 1e18) ||
			    !num(field[3], UINT_MAX, &rec) ||
			    !num(field[5], UINT_MAX, &ii) ||
			    !num(field[6], UINT64_MAX, &trip) ||
			    !num(field[7], 2, &tb))
				goto bad;
			x->present = true;
			x->res_mii = res;
			snprintf(x->res_unit, sizeof(x->res_unit), "%s", unescape(field[2]));
			x->rec_mii = (unsigned)rec;
			snprintf(x->chain, sizeof(x->chain), "%s", unescape(field[4]));
			x->ii = (unsigned)ii;
			x->trip = trip;
			x->trip_known = tb == 0;
			x->trip_profiled = tb == 1;
		} else if (!strcmp(field[0], "F") && n == 8) {
			uint64_t fl, fc, fb, ff, np;
			if (!num(field[3], UINT_MAX, &fl) ||
			    !num(field[4], UINT64_MAX, &fc) ||
			    !num(field[5], COUNT_PROFILE, &fb) ||
			    !num(field[6], 255, &ff) ||
			    !num(field[7], UINT_MAX, &np))
				goto bad;
			char *name = unescape(field[1]), *file = unescape(field[2]);
			findings_add_function(out, name, file, (unsigned)fl, fc,
					      (enum count_basis)fb);
			struct func_cost *c = &out->fn[out->nfn - 1];
			c->is_static = ff & 1;
			c->cold = ff & 2;
			c->hot = ff & 4;
			c->long_guess = ff & 8;
			c->public_decl = ff & 16;
			c->saw_public = ff & 32;
			c->entry_named = ff & 64;
			c->entries_set = ff & 128;
			c->nparams = (unsigned)np;
		} else if (!strcmp(field[0], "W") && n == 7 && last) {
			uint64_t sp, own, sl, st, sg;
			const char *cases = unescape(field[6]);
			if (!num(field[1], 255, &sp) || !num(field[2], 1, &own) ||
			    !num(field[3], UINT_MAX, &sl) ||
			    !num(field[4], UINT64_MAX, &st) ||
			    !num(field[5], 255, &sg) || *cases != '=' ||
			    strlen(cases + 1) >= sizeof(last->str_cases))
				goto bad;
			snprintf(last->str_cases, sizeof(last->str_cases), "%s",
				 cases + 1);
			last->str_param = (uint8_t)sp;
			last->str_own = own;
			last->str_line = (unsigned)sl;
			last->str_trip = st;
			last->str_groups = (uint8_t)sg;
		} else if (!strcmp(field[0], "P") && n == 15 && last) {
			uint64_t u[6];
			long long v[4];
			static const uint64_t max[6] = { 255, 1, 1, 1, 255, UINT_MAX };
			for (unsigned a = 0; a < 6; a++)
				if (!num(field[1 + a], max[a], &u[a]))
					goto bad;
			for (unsigned a = 0; a < 4; a++)
				if (!snum(field[7 + a], &v[a]))
					goto bad;
			uint64_t tr, mt, un;
			const char *mem = unescape(field[14]);
			if (!num(field[11], UINT64_MAX, &tr) ||
			    !num(field[12], UINT64_MAX, &mt) ||
			    !num(field[13], 15, &un) ||
			    (!u[0]) == !*mem || strlen(mem) >= sizeof(last->ploop.member))
				goto bad;
			last->ploop = (struct param_loop){ (uint8_t)u[0], "", u[1],
				u[2], u[3], (uint8_t)u[4], (unsigned)u[5], v[0], v[1],
				v[2], v[3], tr, mt, 0, "", 0, false, un & 1,
				(un & 2) != 0, (un & 4) != 0, 0, (un & 8) != 0 };
			snprintf(last->ploop.member, sizeof(last->ploop.member),
				 "%s", mem);
		} else if (!strcmp(field[0], "T") && n == 2 && last &&
			   (last->ploop.param || last->ploop.member[0]) &&
			   !last->ploop.tri) {
			uint64_t tri;
			if (!num(field[1], UINT64_MAX, &tri) || !tri)
				goto bad;
			last->ploop.tri = tri;
		} else if (!strcmp(field[0], "Q") && n == 5 && last &&
			   (last->ploop.param || last->ploop.member[0]) &&
			   !last->ploop.sparam && !last->ploop.smember[0]) {
			uint64_t sp, sn;
			long long so;
			const char *mem = unescape(field[4]);
			if (!num(field[1], 255, &sp) || !snum(field[2], &so) ||
			    !num(field[3], 1, &sn) || (!sp) == !*mem ||
			    strlen(mem) >= sizeof(last->ploop.smember))
				goto bad;
			last->ploop.sparam = (uint8_t)sp;
			last->ploop.soff = so;
			last->ploop.sneg = sn;
			snprintf(last->ploop.smember, sizeof(last->ploop.smember),
				 "%s", mem);
		} else if (!strcmp(field[0], "A") && n == 7 &&
			   out->ncalls > ncalls) {
			uint64_t a;
			struct call_edge *e = &out->calls[out->ncalls - 1];
			struct int_arg v;
			if (!parse_u64(field[1], IA_ARGS - 1, &a) ||
			    (e->nia && e->ia[e->nia - 1].arg > a) ||
			    !get_int_arg(field + 2, &v))
				goto bad;
			v.arg = (uint8_t)a;
			if (!(e->nia & (e->nia + 1)))	/* 0, 1, 3, 7...: full */
				e->ia = xrealloc(e->ia, 2 * (e->nia + 1) * sizeof(*e->ia));
			e->ia[e->nia++] = v;
		} else if (!strcmp(field[0], "M") && n == 9) {
			struct int_arg v;
			if (!get_int_arg(field + 4, &v))
				goto bad;
			char *mem = unescape(field[1]), *file = unescape(field[2]);
			findings_add_mfact(out, mem, file, unescape(field[3]), &v);
			free(v.member);
		} else if (!strcmp(field[0], "L") && n == 2 && last) {
			uint64_t cl;
			if (!num(field[1], UINT_MAX, &cl))
				goto bad;
			last->count_line = (unsigned)cl;
		} else if (!strcmp(field[0], "U") && n == 4 && last) {
			uint64_t np, nl;
			char *name = unescape(field[3]);
			if (!num(field[1], 16, &np) || !np ||
			    !num(field[2], UINT_MAX, &nl) ||
			    strlen(name) >= sizeof(last->null_name))
				goto bad;
			last->null_param = (uint8_t)np;
			last->null_line = (unsigned)nl;
			snprintf(last->null_name, sizeof(last->null_name), "%s", name);
		} else if (!strcmp(field[0], "T") && n == 3 &&
			   out->ncalls > ncalls) {
			uint64_t a;
			struct call_edge *e = &out->calls[out->ncalls - 1];
			const char *chars = unescape(field[2]);
			if (!num(field[1], STR_ARGS - 1, &a) || *chars != '=' ||
			    e->strchars[a])
				goto bad;
			e->strchars[a] = xstrdup(chars + 1);
		} else if (!strcmp(field[0], "Q") && n == 9 && last) {
			uint64_t pa, op, arm, ln;
			long long v[3];
			bool ok = num(field[1], 16, &pa) && pa &&
				  num(field[2], 255, &op) && num(field[3], 1, &arm) &&
				  num(field[7], UINT_MAX, &ln);
			for (int q = 0; q < 3 && ok; q++) {
				char *end;
				errno = 0;
				v[q] = strtoll(field[4 + q], &end, 10);
				ok = !errno && end != field[4 + q] && !*end;
			}
			char *name = ok ? unescape(field[8]) : NULL;
			if (!ok || strlen(name) >= sizeof(last->parm_name))
				goto bad;
			last->parm = (uint8_t)pa;
			last->parm_op = (uint8_t)op;
			last->parm_arm = (uint8_t)arm;
			last->parm_k = v[0];
			last->parm_lo = v[1];
			last->parm_hi = v[2];
			last->parm_line = (unsigned)ln;
			snprintf(last->parm_name, sizeof(last->parm_name), "%s", name);
		} else if (!strcmp(field[0], "K") && n == 7) {
			uint64_t h, l, u;
			long long pv, wv;
			char *end1, *end2;
			if (!num(field[1], UINT_MAX, &h) ||
			    !num(field[2], UINT_MAX, &l) || !num(field[5], 1, &u))
				goto bad;
			errno = 0;
			pv = strtoll(field[3], &end1, 10);
			wv = strtoll(field[4], &end2, 10);
			if (errno || end1 == field[3] || *end1 ||
			    end2 == field[4] || *end2)
				goto bad;
			findings_usr_clash(out, (unsigned)h, unescape(field[6]),
					   (unsigned)l, pv, wv, u != 0);
		} else if (!strcmp(field[0], "S") && n == 2) {
			uint64_t h;
			if (!num(field[1], UINT_MAX, &h))
				goto bad;
			findings_usr_hit(out, (unsigned)h);
		} else if (!strcmp(field[0], "N") && n == 2 && out->ncalls) {
			uint64_t nn;
			if (!num(field[1], UINT16_MAX, &nn))
				goto bad;
			out->calls[out->ncalls - 1].nonnull = (uint16_t)nn;
		} else if (!strcmp(field[0], "C") && n == 11) {
			uint64_t loop, cnt, cb, co, same, fwd;
			uint32_t str[STR_ARGS];
			char *sp = field[10];
			for (unsigned a = 0; a < STR_ARGS; a++) {
				char *end;
				unsigned long v = strtoul(sp, &end, 10);
				if (end == sp || v > UINT32_MAX ||
				    *end != (a + 1 < STR_ARGS ? ',' : '\0'))
					goto bad;
				str[a] = (uint32_t)v;
				sp = end + 1;
			}
			if (!num(field[4], 31, &loop) ||
			    !num(field[5], UINT64_MAX, &cnt) ||
			    !num(field[6], COUNT_PROFILE, &cb) ||
			    !num(field[7], UINT64_MAX, &co) ||
			    !num(field[8], UINT64_MAX, &same) ||
			    !num(field[9], UINT64_MAX, &fwd))
				goto bad;
			char *file = unescape(field[1]), *caller = unescape(field[2]);
			findings_add_call(out, file, caller, unescape(field[3]),
					  loop & 1, cnt, co, (enum count_basis)cb,
					  loop & 2);
			out->calls[out->ncalls - 1].same_args = same;
			out->calls[out->ncalls - 1].fwd_args = fwd;
			memcpy(out->calls[out->ncalls - 1].strlit, str, sizeof(str));
			out->calls[out->ncalls - 1].hook = (loop & 6) == 6;
			out->calls[out->ncalls - 1].usr = (loop & 34) == 34;
			out->calls[out->ncalls - 1].table = loop & 8;
			out->calls[out->ncalls - 1].local = loop & 16;
		} else if (!strcmp(field[0], "X") && n == 4 && last) {
			uint64_t off, flen;
			if (!num(field[1], UINT_MAX, &off) ||
			    !num(field[2], UINT_MAX, &flen))
				goto bad;
			last->fix.present = true;
			last->fix.offset = (unsigned)off;
			last->fix.length = (unsigned)flen;
			snprintf(last->fix.text, sizeof(last->fix.text), "%s",
				 unescape(field[3]));
		} else {
			goto bad;
		}
		p = nl ? nl + 1 : NULL;
	}
	return 0;
bad:
	for (size_t k = from; k < out->n; k++)
		finding_release(&out->v[k]);
	out->n = from;
	for (size_t k = nfn; k < out->nfn; k++) {
		free(out->fn[k].name);
		free(out->fn[k].file);
	}
	out->nfn = nfn;
	for (size_t k = ncalls; k < out->ncalls; k++) {
		free(out->calls[k].file);
		free(out->calls[k].caller);
		free(out->calls[k].callee);
		int_args_free(out->calls[k].ia, out->calls[k].nia);
		for (unsigned a = 0; a < STR_ARGS; a++)
			free(out->calls[k].strchars[a]);
	}
	out->ncalls = ncalls;
	for (size_t k = nmf; k < out->nmf; k++) {
		free(out->mf[k].member);
		free(out->mf[k].file);
		free(out->mf[k].func);
		free(out->mf[k].v.member);
	}
	out->nmf = nmf;
	out->nusr_hit = nhit;
	return -1;
}

int cache_lookup(struct results_cache *c, const struct check_config *cfg,
		 const struct check_input *in, struct findings *out)
{
	char *path = entry_path(c, cfg, in);
	size_t len = 0;
	char *text = path ? read_file(path, &len) : NULL;
	char *p, *field[3];
	int rc = -1;

	if (text)	/* recently used: kept longest by the pruning */
		utimensat(AT_FDCWD, path, NULL, 0);
	free(path);
	if (!text || strlen(text) != len ||
	    strncmp(text, CACHE_FORMAT "\n", sizeof(CACHE_FORMAT)))
		goto out;
	p = text + sizeof(CACHE_FORMAT);
	/* every file the parse read must hash as it did */
	while (*p == 'D') {
		char *nl = strchr(p, '\n'), hash[17];
		if (!nl)
			goto out;
		*nl = 0;
		if (split(p, field, 3) != 3)
			goto out;
		hash_of(c, unescape(field[2]), hash);
		if (strcmp(hash, field[1]))
			goto out;
		p = nl + 1;
	}
	rc = cache_parse_findings(p, out);
out:
	free(text);
	atomic_fetch_add(rc ? &c->misses : &c->hits, 1);
	return rc;
}

void cache_store(struct results_cache *c, const struct check_config *cfg,
		 const struct check_input *in, const char *const *deps,
		 size_t ndeps, const struct findings *fs, size_t from)
{
	char *path = entry_path(c, cfg, in), *tmp;
	struct strbuf sb = { 0 };
	static atomic_uint seq;
	FILE *f;

	if (!path)
		return;
	sb_puts(&sb, CACHE_FORMAT "\n");
	for (size_t i = 0; i < ndeps; i++) {
		char hash[17];
		hash_of(c, deps[i], hash);
		sb_printf(&sb, "D\t%s\t", hash);
		put_str(&sb, deps[i]);
		sb_add(&sb, "\n", 1);
	}
	for (size_t i = from; i < fs->n; i++)
		put_finding(&sb, &fs->v[i]);
	for (size_t i = 0; i < fs->nfn; i++) {
		sb_add(&sb, "F\t", 2);
		put_str(&sb, fs->fn[i].name);
		sb_add(&sb, "\t", 1);
		put_str(&sb, fs->fn[i].file);
		sb_printf(&sb, "\t%u\t%llu\t%d\t%d\t%u\n", fs->fn[i].line,
			  (unsigned long long)fs->fn[i].cycles, (int)fs->fn[i].basis,
			  fs->fn[i].is_static | fs->fn[i].cold << 1 |
			  fs->fn[i].hot << 2 | fs->fn[i].long_guess << 3 |
			  fs->fn[i].public_decl << 4 | fs->fn[i].saw_public << 5 |
			  fs->fn[i].entry_named << 6 | fs->fn[i].entries_set << 7,
			  fs->fn[i].nparams);
	}
	for (size_t i = 0; i < fs->ncalls; i++) {
		const struct call_edge *e = &fs->calls[i];
		sb_add(&sb, "C\t", 2);
		put_str(&sb, e->file);
		sb_add(&sb, "\t", 1);
		put_str(&sb, e->caller);
		sb_add(&sb, "\t", 1);
		put_str(&sb, e->callee);
		sb_printf(&sb, "\t%d\t%llu\t%d\t%llu\t%llu\t%llu\t",
			  e->in_loop | (e->once ? 2 : 0) | (e->hook ? 4 : 0) |
			  (e->table ? 8 : 0) | (e->local ? 16 : 0) |
			  (e->usr ? 32 : 0),
			  (unsigned long long)e->count, (int)e->basis,
			  (unsigned long long)e->count_outer,
			  (unsigned long long)e->same_args,
			  (unsigned long long)e->fwd_args);
		for (unsigned a = 0; a < STR_ARGS; a++)
			sb_printf(&sb, "%u%s", e->strlit[a],
				  a + 1 < STR_ARGS ? "," : "\n");
		if (e->nonnull)
			sb_printf(&sb, "N\t%u\n", e->nonnull);
		for (unsigned a = 0; a < STR_ARGS; a++) {
			if (!e->strchars[a])
				continue;
			sb_printf(&sb, "T\t%u\t=", a);
			put_str(&sb, e->strchars[a]);
			sb_add(&sb, "\n", 1);
		}
		for (unsigned a = 0; a < e->nia; a++) {
			sb_printf(&sb, "A\t%u\t", e->ia[a].arg);
			put_int_arg(&sb, &e->ia[a]);
		}
	}
	for (size_t i = 0; i < fs->nusr_hit; i++)
		sb_printf(&sb, "S\t%u\n", fs->usr_hit[i]);
	for (size_t i = 0; i < fs->nusr_clash; i++) {
		const struct usr_clash *k = &fs->usr_clash[i];
		sb_printf(&sb, "K\t%u\t%u\t%lld\t%lld\t%d\t", k->hash, k->line,
			  (long long)k->passed, (long long)k->want, k->u64);
		put_str(&sb, k->file);
		sb_add(&sb, "\n", 1);
	}
	for (size_t i = 0; i < fs->nmf; i++) {
		const struct mfact *f = &fs->mf[i];
		sb_add(&sb, "M\t", 2);
		put_str(&sb, f->member);
		sb_add(&sb, "\t", 1);
		put_str(&sb, f->file);
		sb_add(&sb, "\t", 1);
		put_str(&sb, f->func);
		sb_add(&sb, "\t", 1);
		put_int_arg(&sb, &f->v);
	}
	pthread_mutex_lock(&c->lock);
	if (!c->made) {
		mkdir_p(c->dir);
		c->made = true;
	}
	pthread_mutex_unlock(&c->lock);
	tmp = xasprintf("%s.%ld.%u.tmp", path, (long)getpid(),
			atomic_fetch_add(&seq, 1));
	f = fopen(tmp, "wb");
	if (f && fwrite(sb.buf, 1, sb.len, f) == sb.len && fclose(f) == 0) {
		rename(tmp, path);
	} else {
		if (f)
			fclose(f);
		unlink(tmp);
	}
	sb_release(&sb);
	free(tmp);
	free(path);
}
