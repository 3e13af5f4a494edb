/*
 * check.c: the engine (see check.h).
 *
 * Each worker thread owns a parser (one CXIndex) and takes the next input
 * from a shared counter.  Results land in a per-input slot, so the merge
 * is in input order and the output does not depend on scheduling.
 */
#include "check.h"
#include "loops.h"
#include "profile.h"
#include "cache.h"
#include "parse.h"
#include "util.h"

#include <pthread.h>
#include <setjmp.h>
#include <signal.h>
#include <stdatomic.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

void rule_options_default(struct rule_options *o)
{
	o->assumed_trip = 100;
	o->chain_ratio = 1.5;
	o->chain_min_cycles = 4;
	o->guard_max_ops = 6;
	o->unroll = 0;
}

/* total and saving = per-execution figures x count, saturating at
 * COUNT_CAP (finding_capped() then says so). */
static void cost(struct finding *f)
{
	f->count = cap_count(f->count);
	f->cycles = cap_count(f->cycles);
	f->total_cycles = cap_mul(f->cycles, f->count);
	f->saving_cycles = cap_mul(f->saving_cycles, f->count);
}

static bool same_key(const struct finding *f, const struct finding *g)
{
	return g->loop_depth == f->loop_depth && !strcmp(g->rule, f->rule) &&
	       !strcmp(g->function, f->function) &&
	       !strcmp(g->stmt ? g->stmt : "", f->stmt ? f->stmt : "");
}

struct keyed {
	uint64_t key;		/* hash of rule, function, statement, depth */
	size_t i;
};

static int cmp_keyed(const void *a, const void *b)
{
	const struct keyed *x = a, *y = b;

	if (x->key != y->key)
		return x->key < y->key ? -1 : 1;
	return x->i < y->i ? -1 : x->i > y->i;
}

/*
 * The occurrence index of a finding is the number of earlier findings of
 * the file with the same rule, function, statement and loop depth.  Sorting
 * by a hash of that key makes it O(n log n); equal hashes are still
 * compared in full, so a collision cannot change a fingerprint.
 */
void check_fingerprints(struct findings *fs, size_t from)
{
	size_t n = fs->n - from;
	struct keyed *k = xcalloc(n ? n : 1, sizeof(*k));
	unsigned *occ = xcalloc(n ? n : 1, sizeof(*occ));

	for (size_t i = 0; i < n; i++) {
		const struct finding *f = &fs->v[from + i];
		uint64_t h = fnv1a(FNV_SEED, f->rule, strlen(f->rule) + 1);
		h = fnv1a(h, f->function, strlen(f->function) + 1);
		h = fnv1a(h, f->stmt ? f->stmt : "", f->stmt ? strlen(f->stmt) + 1 : 1);
		h = fnv1a(h, &f->loop_depth, sizeof(f->loop_depth));
		k[i].key = h;
		k[i].i = i;
	}
	qsort(k, n, sizeof(*k), cmp_keyed);
	for (size_t r = 0; r < n;) {
		size_t e = r;
		while (e < n && k[e].key == k[r].key)
			e++;
		for (size_t a = r; a < e; a++)
			for (size_t b = r; b < a; b++)
				if (same_key(&fs->v[from + k[a].i], &fs->v[from + k[b].i]))
					occ[k[a].i]++;
		r = e;
	}
	for (size_t i = 0; i < n; i++) {
		struct finding *f = &fs->v[from + i];
		uint64_t h = FNV_SEED;
		char depth[32];
		h = fnv1a(h, f->rule, strlen(f->rule) + 1);
		h = fnv1a(h, f->function, strlen(f->function) + 1);
		h = fnv1a(h, f->stmt ? f->stmt : "", f->stmt ? strlen(f->stmt) + 1 : 1);
		snprintf(depth, sizeof(depth), "%u/%u", f->loop_depth, occ[i]);
		h = fnv1a(h, depth, strlen(depth));
		snprintf(f->fingerprint, sizeof(f->fingerprint), "%016llx",
			 (unsigned long long)h);
	}
	free(k);
	free(occ);
}

void check_model(const struct check_config *cfg, const struct model *m,
		 struct findings *out)
{
	struct rule_ctx c = { .md = cfg->md, .m = m, .opt = &cfg->opt, .out = out };
	size_t from = out->n;

	c.loops = xcalloc(m->nloops ? m->nloops : 1, sizeof(*c.loops));
	c.analysed = xcalloc(m->nloops ? m->nloops : 1, sizeof(*c.analysed));
	c.claimed = xcalloc(m->nloops ? 2 * (size_t)m->nloops : 1, sizeof(*c.claimed));

	for (unsigned r = 0; r < rule_count; r++) {
		const struct rule *rule = rule_table[r];
		if (cfg->rule_on && !cfg->rule_on[r])
			continue;
		c.rule = rule;
		if (rule->check_function)
			for (unsigned i = 0; i < m->nfuncs; i++)
				rule->check_function(&c, &m->funcs[i]);
		if (rule->check_loop)
			for (unsigned i = 0; i < m->nloops; i++)
				rule->check_loop(&c, &m->loops[i]);
		if (rule->check_node)
			for (unsigned i = 0; i < m->nnodes; i++)
				rule->check_node(&c, &m->nodes[i]);
	}
	/* every function's cost per call: its loops, inner ones included */
	for (unsigned i = 0; i < m->nloops; i++) {
		int f = m->loops[i].func;
		if (f >= 0 && m->funcs[f].file < m->nfiles &&
		    m->files[m->funcs[f].file].is_main)
			rule_loop_info(&c, (int)i);
	}
	for (unsigned i = 0; i < m->nfuncs; i++) {
		const struct function *f = &m->funcs[i];
		enum trip_basis b;
		if (f->file >= m->nfiles || !m->files[f->file].is_main)
			continue;
		uint64_t cy = loops_function_cycles(m, cfg->md, c.loops, i, &b);
		findings_add_function(out, f->name, m->files[f->file].path, f->line,
			cy, b == TRIP_CONSTANT ? COUNT_CONSTANT : b == TRIP_PROFILE ?
			COUNT_PROFILE : COUNT_ASSUMED);
	}
	for (unsigned i = 0; i < m->nloops; i++)
		if (c.analysed[i])
			loop_info_release(&c.loops[i]);
	free(c.loops);
	free(c.analysed);
	free(c.claimed);
	for (size_t i = from; i < out->n; i++)
		cost(&out->v[i]);
	findings_sort(out);
	check_fingerprints(out, from);
}

struct slot {
	struct findings fs;
	char *error;
};

struct pool {
	const struct check_config *cfg;
	const struct check_input *in;
	size_t n;
	struct slot *slots;
	atomic_size_t next;
	atomic_size_t done;
	pthread_mutex_t lock;
};

/* Input i is done: count it and, on a terminal, show the count.  The
 * count is taken and printed under one lock, so two workers finishing
 * together print [4/6] then [5/6], never [4/6] twice. */
static void progress(struct pool *p, size_t i)
{
	if (!p->cfg->progress) {
		atomic_fetch_add(&p->done, 1);
		return;
	}
	pthread_mutex_lock(&p->lock);
	size_t d = atomic_fetch_add(&p->done, 1) + 1;
	fprintf(stderr, "\r\033[K[%zu/%zu] %s", d, p->n, p->in[i].file);
	fflush(stderr);
	pthread_mutex_unlock(&p->lock);
}

/* One input: from the results cache when it holds a valid entry, else
 * parsed, checked and stored in the cache. */
/*
 * Crash guard.  A crash while one file is parsed or walked (a libclang
 * bug, or ours) must cost that file, not the run: SIGSEGV, SIGBUS, SIGFPE
 * and SIGILL on a worker that is analysing a file jump back to analyse(),
 * which reports the file as an internal error.  The file's memory is
 * abandoned and the worker takes a fresh parser.  Each worker has an
 * alternate signal stack so that a stack overflow is caught too.
 * TMOPT_NO_CRASH_GUARD=1 leaves the signals alone (for debuggers).
 */
static _Thread_local sigjmp_buf *tl_guard;

static void on_crash(int sig)
{
	if (tl_guard)
		siglongjmp(*tl_guard, sig);
	signal(sig, SIG_DFL);
	raise(sig);
}

static void crash_guard_install(void)
{
	static const int sigs[] = { SIGSEGV, SIGBUS, SIGFPE, SIGILL };
	struct sigaction sa;
	const char *off = getenv("TMOPT_NO_CRASH_GUARD");

	if (off && *off && strcmp(off, "0"))
		return;
	memset(&sa, 0, sizeof(sa));
	sa.sa_handler = on_crash;
	sa.sa_flags = SA_ONSTACK | SA_NODEFER;
	sigemptyset(&sa.sa_mask);
	for (size_t i = 0; i < sizeof(sigs) / sizeof(sigs[0]); i++)
		sigaction(sigs[i], &sa, NULL);
}

/* An alternate stack for this thread's signal handlers; freed by the
 * caller after sigaltstack is reset. */
static void *altstack_push(void)
{
	stack_t ss = { .ss_size = 1u << 16 };

	ss.ss_sp = xmalloc(ss.ss_size);
	if (sigaltstack(&ss, NULL)) {
		free(ss.ss_sp);
		return NULL;
	}
	return ss.ss_sp;
}

static void altstack_pop(void *sp)
{
	stack_t ss = { .ss_flags = SS_DISABLE };

	if (!sp)
		return;
	sigaltstack(&ss, NULL);
	free(sp);
}

static void analyse(struct parser **parser, const struct check_config *run,
		    const struct check_input *in, struct slot *slot)
{
	const struct check_config *cfg = in->cfg ? in->cfg : run;
	struct model m = { 0 };
	char *err = NULL;
	sigjmp_buf guard;
	int sig;
	const char *test_crash = getenv("TMOPT_TEST_CRASH");
	volatile size_t from = slot->fs.n;

	if (cfg->cache && cache_lookup(cfg->cache, cfg, in, &slot->fs) == 0)
		return;
	if ((sig = sigsetjmp(guard, 1)) != 0) {
		tl_guard = NULL;
		slot->fs.n = from;	/* the file's findings are abandoned */
		slot->error = xasprintf("%s: internal error: tmopt crashed "
			"(signal %d) while analysing this file; please report "
			"it with the file", in->file, sig);
		*parser = parser_new();	/* the old one may be broken */
		return;
	}
	tl_guard = &guard;
	if (parse_file(*parser, in->file, in->args, in->nargs, cfg->md->triple,
		       &m, &err) == 0) {
		size_t ndeps;
		/* a test hook: crash on a named file, to prove the guard */
		if (test_crash && *test_crash && strstr(in->file, test_crash))
			raise(SIGSEGV);
		if (cfg->profile)
			profile_apply(cfg->profile, &m);
		check_model(cfg, &m, &slot->fs);
		if (cfg->cache) {
			const char *const *deps = parser_includes(*parser, &ndeps);
			cache_store(cfg->cache, cfg, in, deps, ndeps, &slot->fs, from);
		}
	} else {
		slot->error = err;
	}
	tl_guard = NULL;
	model_release(&m);
}

static void *worker(void *arg)
{
	struct pool *p = arg;
	struct parser *parser = parser_new();
	void *alt = altstack_push();

	for (;;) {
		size_t i = atomic_fetch_add(&p->next, 1);
		if (i >= p->n)
			break;
		analyse(&parser, p->cfg, &p->in[i], &p->slots[i]);
		progress(p, i);
	}
	parser_free(parser);
	altstack_pop(alt);
	return NULL;
}

static bool same_place(const struct finding *a, const struct finding *b)
{
	return a->line == b->line && a->column == b->column &&
	       !strcmp(a->rule, b->rule) && !strcmp(a->file, b->file);
}

static void dedupe(struct findings *fs)
{
	size_t j = 0;

	findings_sort(fs);
	for (size_t i = 0; i < fs->n; i++) {
		if (j && same_place(&fs->v[j - 1], &fs->v[i])) {
			finding_release(&fs->v[i]);
			continue;
		}
		fs->v[j++] = fs->v[i];
	}
	fs->n = j;
}

/* The content hash of a check_file: 16 hex digits, "" if unreadable. */
static void file_hash(const char *path, char out[17])
{
	size_t len;
	char *text = read_file(path, &len);

	out[0] = 0;
	if (!text)
		return;
	snprintf(out, 17, "%016llx",
		 (unsigned long long)fnv1a(FNV_SEED, text, len));
	free(text);
}

int check_run(const struct check_config *cfg, const struct check_input *in,
	      size_t n, struct check_result *res)
{
	struct pool p = { .cfg = cfg, .in = in, .n = n };
	unsigned jobs = cfg->jobs ? cfg->jobs : 1;
	pthread_t *th;

	memset(res, 0, sizeof(*res));
	if (jobs > n)
		jobs = n ? (unsigned)n : 1;
	p.slots = xcalloc(n ? n : 1, sizeof(*p.slots));
	pthread_mutex_init(&p.lock, NULL);
	th = xcalloc(jobs, sizeof(*th));
	parse_global_init();
	crash_guard_install();
	if (jobs == 1) {
		worker(&p);
	} else {
		unsigned started = 0;
		pthread_attr_t attr;
		/* clang recurses deeply on nested expressions: give each
		 * worker the stack libclang's own parse thread would have */
		pthread_attr_init(&attr);
		pthread_attr_setstacksize(&attr, 16u << 20);
		for (unsigned t = 0; t < jobs; t++)
			if (pthread_create(&th[t], &attr, worker, &p) == 0)
				started++;
		pthread_attr_destroy(&attr);
		if (!started)
			worker(&p);
		for (unsigned t = 0; t < started; t++)
			pthread_join(th[t], NULL);
	}
	if (cfg->progress && n)
		fputs("\r\033[K", stderr);
	res->files = xcalloc(n ? n : 1, sizeof(*res->files));
	res->ninputs = n;
	for (size_t i = 0; i < n; i++) {
		res->files[i].path = xstrdup(in[i].file);
		res->files[i].ok = !p.slots[i].error;
		file_hash(in[i].file, res->files[i].hash);
		if (p.slots[i].error) {
			res->errors = xrealloc(res->errors,
				(res->nerrors + 1) * sizeof(*res->errors));
			res->errors[res->nerrors].file = xstrdup(in[i].file);
			res->errors[res->nerrors].message = p.slots[i].error;
			res->nerrors++;
		} else {
			res->nfiles++;
		}
		findings_move(&res->fs, &p.slots[i].fs);
	}
	dedupe(&res->fs);
	findings_dedupe_functions(&res->fs);
	pthread_mutex_destroy(&p.lock);
	free(th);
	free(p.slots);
	return 0;
}

void check_result_release(struct check_result *res)
{
	findings_release(&res->fs);
	for (size_t i = 0; i < res->nerrors; i++) {
		free(res->errors[i].file);
		free(res->errors[i].message);
	}
	free(res->errors);
	for (size_t i = 0; i < res->ninputs; i++)
		free(res->files[i].path);
	free(res->files);
	memset(res, 0, sizeof(*res));
}
