/*
 * report.c: the report model (see report.h): modules from paths, groups
 * and rankings over the unsuppressed findings, source excerpts.  Reports
 * cover at most some thousands of findings, so grouping is a linear scan
 * per group; clarity wins over hashing here.
 */
#include "report.h"
#include "config.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* Split path into components, dropping "" and "."; *abs for a leading
 * '/'.  Returns the count; comps[] point into the returned copy *buf. */
static size_t split_path(const char *path, char **buf, char ***comps, bool *abs)
{
	char *copy = xstrdup(path), *save = NULL;
	size_t n = 0;

	*abs = path[0] == '/';
	*comps = NULL;
	for (char *c = strtok_r(copy, "/", &save); c; c = strtok_r(NULL, "/", &save)) {
		if (!strcmp(c, "."))
			continue;
		*comps = xrealloc(*comps, (n + 1) * sizeof(char *));
		(*comps)[n++] = c;
	}
	*buf = copy;
	return n;
}

static char *join(char **comps, size_t n, bool abs)
{
	struct strbuf sb = { 0 };

	if (abs)
		sb_puts(&sb, "/");
	for (size_t i = 0; i < n; i++) {
		if (i)
			sb_puts(&sb, "/");
		sb_puts(&sb, comps[i]);
	}
	return sb_detach(&sb);
}

char *report_common_root(const char *const *paths, size_t n)
{
	char *buf0 = NULL, **c0 = NULL, *res;
	bool abs0 = false;
	size_t common = 0;

	for (size_t i = 0; i < n; i++) {
		char *buf, **c;
		bool abs;
		size_t k = split_path(paths[i], &buf, &c, &abs);
		size_t dirs = k ? k - 1 : 0;	/* the last component is the file */
		if (i == 0) {
			buf0 = buf;
			c0 = c;
			abs0 = abs;
			common = dirs;
			continue;
		}
		size_t j = 0;
		if (abs != abs0)
			common = 0;
		while (j < common && j < dirs && !strcmp(c0[j], c[j]))
			j++;
		common = j;
		free(buf);
		free(c);
	}
	res = join(c0, common, abs0 && (common || n));
	free(buf0);
	free(c0);
	return res;
}

char *report_module_of(const char *path, const char *root)
{
	char *pb, *rb, **pc, **rc, *res;
	bool pabs, rabs;
	size_t np = split_path(path, &pb, &pc, &pabs);
	size_t nr = split_path(root, &rb, &rc, &rabs);
	size_t j = 0;

	if (pabs == rabs)
		while (j < nr && j < np && !strcmp(pc[j], rc[j]))
			j++;
	if (j == nr && np > nr + 1)
		res = xstrdup(pc[nr]);
	else if (j == nr)
		res = xstrdup(".");
	else			/* not under root: its own top directory */
		res = xstrdup(np > 1 ? pc[0] : ".");
	free(pb);
	free(pc);
	free(rb);
	free(rc);
	return res;
}

/* Rank order: warnings and errors before notes (set-up, straight-line
 * and hoistable code: the hot spots are what runs per frame), then total
 * cycles weighed by the function's runs per call of the entry points
 * (finding_weight()), then saving (both desc), then location. */
static int cmp_rank(const struct finding *a, const struct finding *b)
{
	uint64_t wa = finding_weight(a), wb = finding_weight(b);

	if ((a->severity == SEV_NOTE) != (b->severity == SEV_NOTE))
		return a->severity == SEV_NOTE ? 1 : -1;
	if (wa != wb)
		return wa > wb ? -1 : 1;
	if (a->saving_cycles != b->saving_cycles)
		return a->saving_cycles > b->saving_cycles ? -1 : 1;
	int c = strcmp(a->file, b->file);
	if (c)
		return c;
	if (a->line != b->line)
		return a->line < b->line ? -1 : 1;
	return a->column < b->column ? -1 : a->column > b->column;
}

static int cmp_item(const void *a, const void *b)
{
	return cmp_rank(((const struct report_item *)a)->f,
			((const struct report_item *)b)->f);
}

void report_init(struct report *rp, const struct check_result *res,
		 const struct report_meta *meta,
		 const struct report_trend *trend)
{
	const char **paths = xcalloc(res->fs.n + res->nerrors + 1, sizeof(char *));
	size_t np = 0;

	memset(rp, 0, sizeof(*rp));
	rp->meta = *meta;
	rp->res = res;
	rp->trend = trend && trend->nrel >= 2 ? trend : NULL;
	for (size_t i = 0; i < res->fs.n; i++)
		paths[np++] = res->fs.v[i].file;
	for (size_t i = 0; i < res->nerrors; i++)
		paths[np++] = res->errors[i].file;
	rp->root = report_common_root(paths, np);
	free(paths);
	rp->items = xcalloc(res->fs.n + 1, sizeof(*rp->items));
	for (size_t i = 0; i < res->fs.n; i++) {
		const struct finding *f = &res->fs.v[i];
		if (f->suppressed) {
			rp->nsuppressed++;
			continue;
		}
		rp->items[rp->n].f = f;
		const char *cm = config_module_of(f->file);
		rp->items[rp->n++].module = cm ? xstrdup(cm) :
					    report_module_of(f->file, rp->root);
		rp->total = cap_add(rp->total, f->total_cycles);
		rp->saving = cap_add(rp->saving, f->saving_cycles);
	}
	qsort(rp->items, rp->n, sizeof(*rp->items), cmp_item);
}

void report_release(struct report *rp)
{
	for (size_t i = 0; i < rp->n; i++)
		free(rp->items[i].module);
	free(rp->items);
	free(rp->root);
	memset(rp, 0, sizeof(*rp));
}

static const char *key_of(const struct report_item *it, enum report_key k)
{
	switch (k) {
	case RK_MODULE:
		return it->module;
	case RK_FILE:
		return it->f->file;
	case RK_FUNCTION:
		return it->f->function ? it->f->function : "";
	case RK_RULE:
		return it->f->rule;
	}
	return "";
}

static bool item_in(const struct report_item *it, const char *module,
		    const char *file, const char *function)
{
	return (!module || !strcmp(it->module, module)) &&
	       (!file || !strcmp(it->f->file, file)) &&
	       (!function || !strcmp(key_of(it, RK_FUNCTION), function));
}

static int cmp_group(const void *a, const void *b)
{
	const struct report_group *x = a, *y = b;

	if (x->total != y->total)
		return x->total > y->total ? -1 : 1;
	if (x->saving != y->saving)
		return x->saving > y->saving ? -1 : 1;
	return strcmp(x->key, y->key);
}

size_t report_groups(const struct report *rp, enum report_key key,
		     const char *module, const char *file,
		     struct report_group **out)
{
	struct report_group *g = NULL;
	size_t n = 0;

	for (size_t i = 0; i < rp->n; i++) {
		const struct report_item *it = &rp->items[i];
		if (!item_in(it, module, file, NULL))
			continue;
		const char *k = key_of(it, key);
		size_t j = 0;
		while (j < n && strcmp(g[j].key, k))
			j++;
		if (j == n) {
			g = xrealloc(g, (n + 1) * sizeof(*g));
			memset(&g[n++], 0, sizeof(*g));
			g[j].key = k;
		}
		g[j].total = cap_add(g[j].total, it->f->total_cycles);
		g[j].saving = cap_add(g[j].saving, it->f->saving_cycles);
		g[j].n++;
	}
	if (n)
		qsort(g, n, sizeof(*g), cmp_group);
	*out = g;
	return n;
}

size_t report_select(const struct report *rp, const char *module,
		     const char *file, const char *function, size_t max,
		     size_t **out)
{
	size_t *v = xcalloc(rp->n + 1, sizeof(size_t)), n = 0;

	for (size_t i = 0; i < rp->n && n < max; i++)
		if (item_in(&rp->items[i], module, file, function))
			v[n++] = i;
	*out = v;
	return n;
}

static const struct report *g_rp;	/* for cmp_saving: qsort has no context */

static int cmp_saving(const void *a, const void *b)
{
	const struct finding *x = g_rp->items[*(const size_t *)a].f;
	const struct finding *y = g_rp->items[*(const size_t *)b].f;

	if ((x->severity == SEV_NOTE) != (y->severity == SEV_NOTE))
		return x->severity == SEV_NOTE ? 1 : -1;
	if (x->saving_cycles != y->saving_cycles)
		return x->saving_cycles > y->saving_cycles ? -1 : 1;
	return cmp_rank(x, y);
}

size_t report_by_saving(const struct report *rp, size_t max, size_t **out)
{
	size_t *v = xcalloc(rp->n + 1, sizeof(size_t)), n = 0;

	for (size_t i = 0; i < rp->n; i++)
		if (rp->items[i].f->saving_cycles)
			v[n++] = i;
	g_rp = rp;
	qsort(v, n, sizeof(size_t), cmp_saving);
	*out = v;
	return n < max ? n : max;
}

static int cmp_fn(const void *a, const void *b)
{
	const struct report_fn *x = a, *y = b;

	if (x->fn->cycles != y->fn->cycles)
		return x->fn->cycles > y->fn->cycles ? -1 : 1;
	int c = strcmp(x->fn->file, y->fn->file);
	return c ? c : strcmp(x->fn->name, y->fn->name);
}

size_t report_functions(const struct report *rp, size_t max,
			struct report_fn **out)
{
	const struct findings *fs = &rp->res->fs;
	struct report_fn *v = xcalloc(fs->nfn + 1, sizeof(*v));

	for (size_t i = 0; i < fs->nfn; i++) {
		v[i].fn = &fs->fn[i];
		for (size_t k = 0; k < rp->n; k++) {
			const struct finding *f = rp->items[k].f;
			if (strcmp(f->function, fs->fn[i].name) ||
			    strcmp(f->file, fs->fn[i].file))
				continue;
			v[i].nfindings++;
			v[i].saving = cap_add(v[i].saving, f->saving_cycles);
		}
		if (v[i].saving > fs->fn[i].cycles)
			v[i].saving = fs->fn[i].cycles;
	}
	qsort(v, fs->nfn, sizeof(*v), cmp_fn);
	*out = v;
	return fs->nfn < max ? fs->nfn : max;
}

size_t report_source(const char *file, unsigned line, unsigned ctx,
		     char ***lines, unsigned *first)
{
	FILE *f = fopen(file, "r");
	char *buf = NULL;
	size_t cap = 0, n = 0;
	ssize_t len;
	unsigned no = 0, lo = line > ctx ? line - ctx : 1;

	*lines = NULL;
	*first = lo;
	if (!f || !line)
		goto done;
	while ((len = getline(&buf, &cap, f)) >= 0 && ++no <= line + ctx) {
		if (no < lo)
			continue;
		while (len > 0 && (buf[len - 1] == '\n' || buf[len - 1] == '\r'))
			buf[--len] = 0;
		*lines = xrealloc(*lines, (n + 1) * sizeof(char *));
		(*lines)[n++] = xstrdup(buf);
	}
	if (no < line) {	/* the file changed: the line is gone */
		report_lines_free(*lines, n);
		*lines = NULL;
		n = 0;
	}
done:
	free(buf);
	if (f)
		fclose(f);
	return n;
}

void report_lines_free(char **lines, size_t n)
{
	for (size_t i = 0; i < n; i++)
		free(lines[i]);
	free(lines);
}

char *report_scaled(uint64_t v, char *buf, bool exact)
{
	static const char *const unit[] = { "k", "M", "G", "T", "P", "E" };
	double d = (double)v;
	int u = -1;

	if (v < 10000)
		return report_num(v, buf);
	while (d >= 1000 && u < 5) {
		d /= 1000;
		u++;
	}
	snprintf(buf, 32, exact ? "%.4g %s" : d >= 100 ? "%.0f %s" :
		 d >= 10 ? "%.1f %s" : "%.2f %s", d, unit[u]);
	return buf;
}

char *report_short(uint64_t v, char *buf)
{
	return report_scaled(v, buf, false);
}

char *report_num(uint64_t v, char *buf)
{
	return num_group(v, buf);
}

static int by_increase(const void *a, const void *b)
{
	const struct finding *x = *(const struct finding *const *)a;
	const struct finding *y = *(const struct finding *const *)b;
	uint64_t dx = x->total_cycles - x->cmp.total_cycles;
	uint64_t dy = y->total_cycles - y->cmp.total_cycles;

	return dx < dy ? 1 : dx > dy ? -1 : 0;
}

size_t report_slower(const struct report *rp, const struct finding ***out)
{
	const struct finding **v = xcalloc(rp->n + 1, sizeof(*v));
	size_t n = 0;

	for (size_t i = 0; i < rp->n; i++) {
		const struct finding *f = rp->items[i].f;
		if (f->total_cycles > f->cmp.total_cycles)
			v[n++] = f;
	}
	qsort(v, n, sizeof(*v), by_increase);
	*out = v;
	return n;
}
