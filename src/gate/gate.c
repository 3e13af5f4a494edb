/*
 * gate.c: configuration, cache, suppressions, baseline and changed lines
 * for 'tmopt check' (see gate.h).
 *
 * Per-file configuration: each distinct .tmopt.yaml becomes one derived
 * check_config (its machine, rule selection and options, with the
 * command line applied on top) that the inputs under it point to, so one
 * run with one worker pool serves files of several configurations.
 */
#include "gate.h"
#include "model.h"
#include "baseline.h"
#include "cache.h"
#include "exitcode.h"
#include "compdb.h"
#include "config.h"
#include "suppress.h"
#include "util.h"

#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

struct gate_cfg {
	const struct tmconfig *tc;
	struct check_config cfg;
	bool *on;
	struct machine *md;	/* owned when the config names a target */
};

static const struct tmconfig *file_config(const char *abs);

void gate_init(struct gate *g)
{
	memset(g, 0, sizeof(*g));
	g->max_new_cycles = -1;
}

void gate_release(struct gate *g)
{
	for (size_t i = 0; i < g->nd; i++) {
		free(g->d[i]->on);
		md_free(g->d[i]->md);
		free(g->d[i]);
	}
	free(g->d);
	cache_close(g->cache);
	diff_release(&g->dm);
	free(g->toplevel);
	free(g->build_dir);
	free(g->root);
	free(g->cli_rules);
	if (g->bl)
		baseline_release(g->bl);
	free(g->bl);
	free(g->bl_match);
	findings_release(&g->bl_absent);
	free(g->bl_state);
	free(g->bl_external);
	free(g->bl_why);
	file_config(NULL);
	config_cache_clear();
	memset(g, 0, sizeof(*g));
}

void gate_cli_rules(struct gate *g, const char *globs)
{
	char *r = xasprintf("%s%s%s", g->cli_rules ? g->cli_rules : "",
			    g->cli_rules ? "," : "", globs);
	free(g->cli_rules);
	g->cli_rules = r;
}

int gate_option(struct gate *g, int c, const char *arg)
{
	char *end;

	switch (c) {
	case GATE_O_CONFIG:
		g->config_path = arg;
		return 0;
	case GATE_O_BASELINE:
		g->baseline = arg;
		return 0;
	case GATE_O_WRITE_BASELINE:
		g->write_baseline = arg;
		return 0;
	case GATE_O_DIFF:
		g->diff = arg;
		return 0;
	case GATE_O_STAGED:
		g->staged = true;
		return 0;
	case GATE_O_UNUSED:
		g->report_unused = true;
		return 0;
	case GATE_O_CACHE:
		g->cache_dir = arg;
		return 0;
	case GATE_O_NO_CACHE:
		g->no_cache = true;
		return 0;
	case GATE_O_MAX_CYCLES:
		g->max_new_cycles = strtoll(arg, &end, 10);
		if (*end || !*arg || g->max_new_cycles < 0)
			return error("--max-new-cycles: '%s' is not a number of "
				     "cycles", arg);
		return 0;
	}
	return error("unknown option");
}

/* ---- the diff and its inputs --------------------------------------------- */

static char *git_toplevel(void)
{
	char *out = diff_run("git rev-parse --show-toplevel 2>/dev/null", NULL);
	if (out)
		out[strcspn(out, "\n")] = 0;
	return out;
}


static int read_diff(struct gate *g)
{
	char *text = NULL, err[256];
	size_t len = 0;

	if (g->have_diff || (!g->diff && !g->staged))
		return 0;
	if (g->diff && g->staged)
		return error("--diff and --staged exclude each other");
	if (g->staged) {
		text = diff_run("git -c core.quotepath=off diff --cached -U0 --no-color --no-ext-diff "
				"--no-renames 2>/dev/null", &len);
		if (!text)
			return error("--staged: 'git diff --cached' failed (not "
				     "in a git repository?)");
	} else if (!strcmp(g->diff, "-")) {
		struct strbuf sb = { 0 };
		char buf[8192];
		size_t n;
		while ((n = fread(buf, 1, sizeof buf, stdin)) > 0)
			sb_add(&sb, buf, n);
		len = sb.len;
		text = sb_detach(&sb);
	} else if (!(text = read_file(g->diff, &len))) {
		return error("--diff: cannot read '%s': %s", g->diff,
			     strerror(errno));
	}
	if (diff_parse(text, len, &g->dm, err, sizeof err)) {
		free(text);
		return error("--diff: '%s': %s", g->diff, err);
	}
	free(text);
	g->toplevel = git_toplevel();
	diff_resolve(&g->dm, g->toplevel);
	g->have_diff = true;
	return 0;
}

/* abs as the user would name it: relative to the current directory when
 * below it. */
static char *display(const char *abs)
{
	char cwd[4096];
	size_t n;

	if (getcwd(cwd, sizeof cwd) && (n = strlen(cwd)) &&
	    !strncmp(abs, cwd, n) && abs[n] == '/')
		return xstrdup(abs + n + 1);
	return xstrdup(abs);
}

static bool has_ext(const char *p, const char *ext)
{
	size_t n = strlen(p), k = strlen(ext);
	return n > k && !strcmp(p + n - k, ext);
}

static void push(struct check_input **in, size_t *n, char *file,
		 const struct input_args *a)
{
	for (size_t i = 0; i < *n; i++)
		if (!strcmp((*in)[i].file, file)) {
			free(file);
			return;
		}
	*in = xrealloc(*in, (*n + 1) * sizeof(**in));
	struct check_input *x = &(*in)[(*n)++];
	memset(x, 0, sizeof(*x));
	x->file = file;
	if (a->nextra) {
		x->args = xcalloc((size_t)a->nextra, sizeof(char *));
		for (int i = 0; i < a->nextra; i++)
			x->args[i] = xstrdup(a->extra[i]);
		x->nargs = a->nextra;
	}
}

/* Tracked .c and .h files of the repository, absolute. */
static char **tracked(const char *top, size_t *n)
{
	size_t len;
	char *out = diff_run("git ls-files -z --full-name -- '*.c' '*.h' "
			     "2>/dev/null", &len);
	char *prefix = diff_run("git rev-parse --show-prefix 2>/dev/null", NULL);
	char **v = NULL;

	*n = 0;
	if (!out || !top) {
		free(out);
		free(prefix);
		return NULL;
	}
	for (size_t i = 0; i < len; i += strlen(out + i) + 1) {
		v = xrealloc(v, (*n + 1) * sizeof(char *));
		v[(*n)++] = xasprintf("%s/%s", top, out + i);
	}
	free(out);
	free(prefix);
	return v;
}

/* Inputs from the diff: its C files, and C files including its headers. */
static void diff_inputs(struct gate *g, const struct input_args *a,
			struct check_input **in, size_t *n)
{
	char **hdrs = xcalloc(g->dm.n + 1, sizeof(char *));
	size_t nh = 0, nc = 0, ninc = 0;

	for (size_t i = 0; i < g->dm.n; i++) {
		const struct diff_file *f = &g->dm.f[i];
		if (access(f->abs, R_OK))
			continue;
		if (has_ext(f->abs, ".c"))
			push(in, n, display(f->abs), a);
		else if (has_ext(f->abs, ".h"))
			hdrs[nh++] = f->abs;
	}
	if (nh) {
		char **cands = tracked(g->toplevel, &nc), **inc = NULL;
		ninc = diff_includers(cands, nc, hdrs, nh, &inc);
		for (size_t i = 0; i < ninc; i++) {
			push(in, n, display(inc[i]), a);
			free(inc[i]);
		}
		free(inc);
		for (size_t i = 0; i < nc; i++)
			free(cands[i]);
		free(cands);
	}
	free(hdrs);
}

/* The compile database the project's .tmopt.yaml names (of --config, else
 * the nearest one from the current directory), when -p is not given:
 * NULL when there is none, with a warning when it names a directory
 * without compile_commands.json (the build is not configured yet).  The
 * string lives until config_cache_clear().  Returns -1 on an invalid
 * configuration file (message printed). */
static int configured_compdb(struct gate *g, const char **pdir)
{
	const struct tmconfig *tc = NULL;
	char err[1024];

	*pdir = NULL;
	if (g->config_path && config_force(g->config_path, err, sizeof err))
		return error("%s", err);
	if (config_find(".", &tc, err, sizeof err))
		return error("%s", err);
	if (!tc || !tc->compile_commands)
		return 0;
	char *db = xasprintf("%s/compile_commands.json", tc->compile_commands);
	if (access(db, R_OK))
		warning("%s: compile-commands: no '%s' (configure the build "
			"first); analysing without it", tc->path, db);
	else
		*pdir = tc->compile_commands;
	free(db);
	return 0;
}

int gate_collect(struct gate *g, const char *pdir, const struct input_args *a,
		 struct check_input **in, size_t *n)
{
	if (read_diff(g))
		return -1;
	if (!pdir && configured_compdb(g, &pdir))
		return -1;
	if (pdir) {
		free(g->build_dir);
		g->build_dir = config_abspath(pdir);
	}
	if (g->have_diff && a->nfiles == 0) {
		/* the diff's files, with their flags from the compile
		 * database when there is one */
		*in = NULL;
		*n = 0;
		diff_inputs(g, a, in, n);
		if (!pdir || !*n)
			return 0;
		struct input_args fa = *a;
		fa.files = xcalloc(*n, sizeof(char *));
		fa.nfiles = (int)*n;
		for (size_t i = 0; i < *n; i++)
			fa.files[i] = (*in)[i].file;
		struct check_input *cin = NULL;
		size_t cn = 0;
		int rc = inputs_collect(pdir, &fa, &cin, &cn);
		free(fa.files);
		inputs_free(*in, *n);
		free(*in);
		*in = cin;
		*n = rc ? 0 : cn;
		return rc;
	}
	return inputs_collect(pdir, a, in, n);
}

/* ---- configuration ------------------------------------------------------- */

static int derive(struct gate *g, const struct check_config *base,
		  const struct tmconfig *tc, const struct check_config **out)
{
	char err[1024];

	for (size_t i = 0; i < g->nd; i++)
		if (g->d[i]->tc == tc) {
			*out = &g->d[i]->cfg;
			return 0;
		}
	g->d = xrealloc(g->d, (g->nd + 1) * sizeof(*g->d));
	struct gate_cfg *d = g->d[g->nd++] = xcalloc(1, sizeof(*d));
	d->tc = tc;
	d->cfg = *base;
	d->on = xcalloc(rule_count + 1, sizeof(bool));
	for (unsigned r = 0; r < rule_count; r++)
		d->on[r] = true;
	if (tc->rules && rules_select(tc->rules, d->on))
		return -1;
	if (g->cli_rules && rules_select(g->cli_rules, d->on))
		return -1;
	d->cfg.rule_on = d->on;
	d->cfg.opt = tc->opt;
	d->cfg.opt.cold = tc->cold;
	d->cfg.opt.ncold = tc->ncold;
	d->cfg.opt.cold_set = tc->cold_set;
	d->cfg.opt.hot = tc->hot;
	d->cfg.opt.nhot = tc->nhot;
	d->cfg.opt.entries = tc->entries;
	d->cfg.opt.nentries = tc->nentries;
	d->cfg.opt.settings = tc->settings;
	d->cfg.opt.nsettings = tc->nsettings;
	if (g->cli_trip)
		d->cfg.opt.assumed_trip = base->opt.assumed_trip;
	if (tc->target && !g->cli_target) {
		if (md_load_target(tc->target, &d->md, err, sizeof err))
			return error("%s: target: %s", tc->path, err);
		d->cfg.md = d->md;
	}
	*out = &d->cfg;
	return 0;
}

/* The results cache when --cache is not given, never in the work tree:
 * tmopt-cache/ in the build directory of the compile database (-p or
 * .tmopt.yaml's compile-commands), else in the git
 * directory (.git/tmopt-cache), else $XDG_CACHE_HOME/tmopt. */
static char *default_cache_dir(const struct gate *g)
{
	if (g->build_dir)
		return xasprintf("%s/tmopt-cache", g->build_dir);
	char *git = diff_run("git rev-parse --absolute-git-dir 2>/dev/null", NULL);
	if (git) {
		git[strcspn(git, "\n")] = 0;
		if (*git) {
			char *d = xasprintf("%s/tmopt-cache", git);
			free(git);
			return d;
		}
		free(git);
	}
	return cache_default_dir();
}

/* compiler-args of the input's .tmopt.yaml, after its own arguments. */
static void add_args(struct check_input *in, char *const *args, size_t n)
{
	in->args = xrealloc(in->args, ((size_t)in->nargs + n + 1) *
			    sizeof(char *));
	for (size_t i = 0; i < n; i++)
		in->args[in->nargs++] = xstrdup(args[i]);
}

int gate_prepare(struct gate *g, struct check_config *cfg,
		 struct check_input *in, size_t *n)
{
	char err[1024];
	size_t j = 0;

	if (g->config_path && config_force(g->config_path, err, sizeof err))
		return error("%s", err);
	for (size_t i = 0; i < *n; i++) {
		const struct tmconfig *tc;
		if (config_find(in[i].file, &tc, err, sizeof err))
			return error("%s", err);
		if (tc && config_excludes(tc, in[i].file)) {
			inputs_free(&in[i], 1);
			continue;
		}
		in[i].cfg = NULL;
		if (tc && derive(g, cfg, tc, &in[i].cfg))
			return -1;
		if (tc && tc->nargs)
			add_args(&in[i], tc->args, tc->nargs);
		in[j++] = in[i];
	}
	*n = j;
	cfg->partial = g->staged || g->diff;
	if (!g->no_cache) {
		char *dir = g->cache_dir ? xstrdup(g->cache_dir) :
			    default_cache_dir(g);
		g->cache = cache_open(dir);
		free(dir);
		cfg->cache = g->cache;
		for (size_t i = 0; i < g->nd; i++)
			g->d[i]->cfg.cache = g->cache;
	}
	return 0;
}

/* ---- the project root ---------------------------------------------------- */

const char *gate_root(struct gate *g)
{
	const struct tmconfig *tc = NULL;
	char err[512];

	if (g->root_done)
		return g->root;
	g->root_done = true;
	if ((g->root = git_toplevel()) && !*g->root) {
		free(g->root);
		g->root = NULL;
	}
	if (g->root) {
		char *abs = config_abspath(g->root);
		free(g->root);
		g->root = abs;
	} else if (!config_find(".", &tc, err, sizeof err) && tc) {
		g->root = xstrdup(tc->dir);
	}
	return g->root;
}

/* path relative to root when below it, else as it was (allocated). */
static char *to_root(const char *root, const char *path)
{
	char *abs = config_abspath(path);
	size_t n = root ? strlen(root) : 0;

	if (n && !strncmp(abs, root, n) && abs[n] == '/') {
		char *rel = xstrdup(abs + n + 1);
		free(abs);
		return rel;
	}
	free(abs);
	return xstrdup(path);
}

static void rebase(const char *root, char **p)
{
	if (!*p)
		return;
	char *r = to_root(root, *p);
	free(*p);
	*p = r;
}

void gate_paths_to_root(struct gate *g, struct check_result *res)
{
	const char *root = gate_root(g);

	if (!root || g->rebased == res)
		return;
	g->rebased = res;
	for (size_t i = 0; i < res->fs.n; i++)
		rebase(root, &res->fs.v[i].file);
	for (size_t i = 0; i < res->ninputs; i++)
		rebase(root, &res->files[i].path);
	for (size_t i = 0; i < res->nerrors; i++)
		rebase(root, &res->errors[i].file);
}

char *gate_path_from_root(struct gate *g, const char *path)
{
	const char *root = gate_root(g);

	if (!root || path[0] == '/')
		return xstrdup(path);
	char *abs = xasprintf("%s/%s", root, path);
	char *d = display(abs);
	free(abs);
	return d;
}

/* ---- filters ------------------------------------------------------------- */

/* Keep the findings for which keep() is true. */
static void retain(struct findings *fs, bool (*keep)(struct gate *, const struct finding *,
						      const char *), struct gate *g)
{
	size_t j = 0;
	char *abs = NULL;
	const char *last = NULL;

	for (size_t i = 0; i < fs->n; i++) {
		struct finding *f = &fs->v[i];
		if (!last || strcmp(last, f->file)) {
			free(abs);
			abs = config_abspath(f->file);
			last = f->file;
		}
		if (keep(g, f, abs)) {
			if (g->bl_match)
				g->bl_match[j] = g->bl_match[i];
			fs->v[j++] = *f;
			last = fs->v[j - 1].file;
		} else {
			finding_release(f);
			last = NULL;
		}
	}
	free(abs);
	fs->n = j;
}

/* The configuration of a finding's file; findings come sorted by file,
 * so one lookup per file. */
static const struct tmconfig *file_config(const char *abs)
{
	static char *last;
	static const struct tmconfig *last_tc;
	char err[512];

	if (!abs) {
		free(last);
		last = NULL;
		return NULL;
	}
	if (last && !strcmp(last, abs))
		return last_tc;
	free(last);
	last = xstrdup(abs);
	if (config_find(abs, &last_tc, err, sizeof err))
		last_tc = NULL;
	return last_tc;
}

static bool not_excluded(struct gate *g, const struct finding *f, const char *abs)
{
	const struct tmconfig *tc = file_config(abs);

	(void)g;
	(void)f;
	return !tc || !config_excludes(tc, abs);
}

static bool on_changed_line(struct gate *g, const struct finding *f,
			    const char *abs)
{
	return diff_has_line(&g->dm, abs, f->line);
}

/* The slot of rule id in tmconfig.severity: its rule_table index, or
 * rule_count for the 'suppression' pseudo-rule. */
static unsigned severity_slot(const char *id)
{
	int r = rule_index(id);

	return r < 0 ? rule_count : (unsigned)r;
}

/* The .tmopt.yaml severity overrides applied to fs (set-up code's findings
 * are notes already: rule_report() with the file's cold:/hot: lists). */
static void severities(struct findings *fs)
{
	const char *last = NULL;
	const struct tmconfig *tc = NULL;

	for (size_t i = 0; i < fs->n; i++) {
		struct finding *f = &fs->v[i];
		if (!last || strcmp(last, f->file)) {
			char *abs = config_abspath(f->file);
			tc = file_config(abs);
			free(abs);
			last = f->file;
		}
		if (!tc)
			continue;
		int s = tc->severity[severity_slot(f->rule)];
		/* the override is the level of the rule's warnings: what the
		 * rule itself calls a note (a cheap or run-once construct)
		 * stays a note */
		if (s >= 0 && f->severity != SEV_NOTE)
			f->severity = (enum severity)s;
	}
}

/* Rules enabled for any input of the run. */
static bool *enabled_union(struct gate *g, const bool *base)
{
	bool *on = xcalloc(rule_count + 1, sizeof(bool));

	for (unsigned r = 0; r < rule_count; r++) {
		on[r] = !base || base[r];
		for (size_t i = 0; i < g->nd; i++)
			on[r] |= g->d[i]->on[r];
	}
	return on;
}

/* Whether this run speaks for file: it is an input or holds a finding,
 * or no longer exists.  A partial run (some files, --staged) says
 * nothing about the baseline entries of the files it did not look at. */
static bool run_covers(const struct check_result *res, const char *file)
{
	for (size_t i = 0; i < res->ninputs; i++)
		if (!strcmp(res->files[i].path, file))
			return res->files[i].ok;
	for (size_t i = 0; i < res->fs.n; i++)
		if (!strcmp(res->fs.v[i].file, file))
			return true;
	return access(file, F_OK) != 0;
}

/* --baseline: suppress the findings it holds, and keep for gate_baseline how
 * each finding matched and the entries of covered files left over.
 * Returns 0, or -1 with err set. */
static int apply_baseline(struct gate *g, struct check_result *res,
			  char *err, size_t errlen)
{
	struct findings left = { 0 };
	enum bl_match *m = xcalloc(res->fs.n + 1, sizeof(*m));

	/* a second filter of a new result (--fix) starts afresh */
	if (g->bl)
		baseline_release(g->bl);
	free(g->bl);
	free(g->bl_match);
	g->bl_match = NULL;
	findings_release(&g->bl_absent);
	memset(&g->bl_absent, 0, sizeof(g->bl_absent));
	g->bl = xcalloc(1, sizeof(*g->bl));
	if (baseline_load(g->baseline, g->bl, err, errlen)) {
		free(m);
		return -1;
	}
	for (size_t i = 0; i < g->bl->nitems; i++) {
		char *p = gate_path_from_root(g, g->bl->items[i].file);
		free(g->bl->items[i].file);
		g->bl->items[i].file = p;
	}
	baseline_mark(g->bl, &res->fs, m);
	g->bl_match = xcalloc(res->fs.n + 1, 1);
	for (size_t i = 0; i < res->fs.n; i++)
		g->bl_match[i] = (unsigned char)m[i];
	free(m);
	baseline_absent(g->bl, &left);
	for (size_t i = 0; i < left.n; i++)
		if (run_covers(res, left.v[i].file)) {
			*findings_add(&g->bl_absent) = left.v[i];
			memset(&left.v[i], 0, sizeof(left.v[i]));
		}
	findings_release(&left);
	return 0;
}

void gate_baseline(struct gate *g, const struct check_result *res,
		   struct gate_baseline_view *o)
{
	if (!g->bl_match)
		return;
	free(g->bl_state);
	free(g->bl_external);
	free(g->bl_why);
	g->bl_state = xcalloc(res->fs.n + 1, sizeof(*g->bl_state));
	g->bl_external = xcalloc(res->fs.n + 1, sizeof(bool));
	for (size_t i = 0; i < res->fs.n; i++) {
		g->bl_state[i] = g->bl_match[i] == BL_NEW ? "new" : "unchanged";
		g->bl_external[i] = g->bl_match[i] == BL_SUPPRESSED;
	}
	g->bl_why = xasprintf("in baseline %s", g->baseline);
	o->state = (const char *const *)g->bl_state;
	o->external = g->bl_external;
	o->justification = g->bl_why;
	o->absent = &g->bl_absent;
}

int gate_filter(struct gate *g, struct check_result *res, int *rc)
{
	char err[1024];
	char **ok = xcalloc(res->ninputs + 1, sizeof(char *));
	size_t nok = 0;

	retain(&res->fs, not_excluded, g);
	for (size_t i = 0; i < res->ninputs; i++)
		if (res->files[i].ok)
			ok[nok++] = res->files[i].path;
	bool *on = enabled_union(g, NULL);
	supp_apply(&res->fs, ok, nok, g->report_unused, on);
	free(on);
	free(ok);
	severities(&res->fs);
	if (g->baseline && !g->write_baseline &&
	    apply_baseline(g, res, err, sizeof err)) {
		error("%s", err);
		*rc = EXIT_USAGE;
		return 1;
	}
	if (g->have_diff)
		retain(&res->fs, on_changed_line, g);
	if (g->write_baseline) {
		gate_paths_to_root(g, res);
		*rc = baseline_write(g->write_baseline, &res->fs) ? EXIT_USAGE :
		      res->nerrors ? EXIT_FILE_ERROR : EXIT_CLEAN;
		for (size_t i = 0; i < res->nerrors; i++)
			fprintf(stderr, "%s\n", res->errors[i].message);
		return 1;
	}
	return 0;
}

int gate_status(struct gate *g, const struct check_result *res, int rc)
{
	unsigned long long total = 0;

	for (size_t i = 0; i < res->fs.n; i++)
		if (!res->fs.v[i].suppressed)
			total = cap_add(total, res->fs.v[i].total_cycles);
	g->new_cycles = total;
	if (g->max_new_cycles < 0 || total <= (unsigned long long)g->max_new_cycles)
		return rc;
	fprintf(stderr, "tmopt: the reported findings add ~%llu cycles per call, "
		"more than --max-new-cycles %lld\n", total, g->max_new_cycles);
	return rc == EXIT_CLEAN ? EXIT_FINDINGS : rc;
}

/* Calls contradicting a setting in the order of their places. */
static int cmp_clash(const void *a, const void *b)
{
	const struct usr_clash *x = *(const struct usr_clash *const *)a;
	const struct usr_clash *y = *(const struct usr_clash *const *)b;
	int c = strcmp(x->file, y->file);

	return c ? c : (x->line > y->line) - (x->line < y->line);
}

void gate_config_unused(const struct gate *g, const struct check_result *res,
			bool partial)
{
	bool set = false, named = false;

	for (size_t i = 0; i < res->fs.nfn && !named; i++) {
		named = res->fs.fn[i].entries_set && res->fs.fn[i].entry_named;
		set |= res->fs.fn[i].entries_set;
	}
	if (set && !named && res->nfiles > 1 && !partial && !res->nerrors)
		warning("the configuration's 'entries:' name no function of the "
			"run: its entry points are outside the frame path, but "
			"for callbacks and hot: functions");
	/* calls that pass another constant than a parameter's setting (a
	 * fact of their file: any run says it) */
	const struct usr_clash **cl = xcalloc(res->fs.nusr_clash + 1,
					      sizeof(*cl));
	for (size_t j = 0; j < res->fs.nusr_clash; j++)
		cl[j] = &res->fs.usr_clash[j];
	qsort(cl, res->fs.nusr_clash, sizeof(*cl), cmp_clash);
	for (size_t i = 0; i < g->nd && res->fs.nusr_clash; i++) {
		const struct tmconfig *tc = g->d[i]->tc;
		for (size_t k = 0; tc && k < tc->nsettings; k++) {
			unsigned h = model_usr_hash(&tc->settings[k]);
			for (size_t j = 0; j < res->fs.nusr_clash; j++) {
				const struct usr_clash *c = cl[j];
				if (c->hash != h)
					continue;
				char want[24], passed[24];
				if (c->u64) {
					snprintf(want, sizeof(want), "%llu",
						 (unsigned long long)c->want);
					snprintf(passed, sizeof(passed), "%llu",
						 (unsigned long long)c->passed);
				} else {
					snprintf(want, sizeof(want), "%lld",
						 (long long)c->want);
					snprintf(passed, sizeof(passed), "%lld",
						 (long long)c->passed);
				}
				warning("%s: settings[%zu] '%s' says every "
					"call of '%s' passes %s for '%s', "
					"but the call at %s:%u passes %s: "
					"where the setting applies, the "
					"analysis takes %s for every call",
					tc->path, k, tc->settings[k].text,
					tc->settings[k].field, want,
					tc->settings[k].param, c->file,
					c->line, passed, want);
			}
		}
	}
	free(cl);
	if (partial || res->nerrors || !res->nfiles)
		return;
	for (size_t i = 0; i < res->fs.nslot_unstored; i++) {
		const char *w = res->fs.slot_unstored[i];
		const char *sep = strchr(w, '\x1f');
		if (sep)
			warning("the configured settings say function pointer "
				"member '%.*s' holds '%s', but no file of the run "
				"stores a function of that name into it (a "
				"misspelt name?): a call through it reaches the "
				"listed functions the run stores there, or every "
				"function it stores where it stores none of them",
				(int)(sep - w), w, sep + 1);
	}
	for (size_t i = 0; i < g->nd; i++) {
		const struct tmconfig *tc = g->d[i]->tc;
		for (size_t k = 0; tc && k < tc->nsettings; k++) {
			unsigned h = model_usr_hash(&tc->settings[k]);
			bool hit = false;
			for (size_t j = 0; j < res->fs.nusr_hit && !hit; j++)
				hit = res->fs.usr_hit[j] == h;
			if (!hit && tc->settings[k].param)
				warning("%s: settings[%zu] '%s' applies to no "
					"file analysed: no function '%s' defined "
					"there has a parameter '%s' of an integer "
					"type (or a pointer, given as 0) that it "
					"never changes, takes the address of or "
					"shadows with a local, in a body without "
					"inline assembly, or a name in it is "
					"neither an enumerator nor a macro the "
					"files define", tc->path, k,
					tc->settings[k].text,
					tc->settings[k].field,
					tc->settings[k].param);
			else if (!hit && !tc->settings[k].type[0])
				warning("%s: settings[%zu] '%s' applies to no "
					"file analysed: no code calls a function "
					"'%s' that returns an integer, or a name "
					"in it is neither an enumerator nor a "
					"macro the files define", tc->path, k,
					tc->settings[k].text,
					tc->settings[k].field);
			else if (!hit)
				warning("%s: settings[%zu] '%s' applies to no "
					"file analysed: no code uses an integer "
					"field '%s' of a structure '%s' (or a "
					"pointer field, given as 0, or a function "
					"pointer member, given the functions it "
					"holds), a name in it is neither an "
					"enumerator nor a macro the files define, "
					"its value has bits its mask does not "
					"give, or another setting gives the same "
					"bits otherwise",
					tc->path, k, tc->settings[k].text,
					tc->settings[k].field, tc->settings[k].type);
		}
	}
}
