/*
 * report.h: the optimisation report ('tmopt report'): findings grouped by
 * module, file and function, ranked by estimated total cycles and by
 * saving, with per-rule totals, the hot spots and, from a database with
 * several releases, a trend per module.  report.c builds the model (it
 * computes nothing the findings do not hold: it sums and ranks);
 * report_html.c and report_md.c render it.
 */
#ifndef TMOPT_REPORT_H
#define TMOPT_REPORT_H

#include <stdint.h>
#include <stdio.h>

#include "check.h"

#define REPORT_HOT 20		/* hot spots shown with their source */
#define REPORT_CONTEXT 3	/* source lines either side of a hot spot */

/* What the header says about the run. */
struct report_meta {
	const char *target;		/* "tm5250" */
	const char *target_desc;	/* "TriMedia TM5250 (PNX1700)", may be NULL */
	const char *machine_hash;
	const char *tool_version;
	const char *release;		/* --release TAG in --db mode, else NULL */
};

/* Cycles per module and release (rows: modules, columns: releases). */
struct report_trend {
	size_t nrel, nmod;
	char **releases;		/* oldest first */
	char **modules;
	uint64_t *cycles;		/* cycles[m * nrel + r] */
};

struct report_item {
	const struct finding *f;
	char *module;
};

/* A group of findings: a module, file, function or rule. */
struct report_group {
	const char *key;
	uint64_t total, saving;
	size_t n;
};

enum report_key { RK_MODULE, RK_FILE, RK_FUNCTION, RK_RULE };

struct report {
	struct report_meta meta;
	const struct check_result *res;
	char *root;			/* common directory of the files ("" = cwd) */
	struct report_item *items;	/* unsuppressed findings, by total desc */
	size_t n;
	size_t nsuppressed;
	uint64_t total, saving;
	const struct report_trend *trend;	/* NULL or fewer than 2 releases: none */
};

/* Build the model over res (which must outlive it).  trend may be NULL. */
void report_init(struct report *rp, const struct check_result *res,
		 const struct report_meta *meta,
		 const struct report_trend *trend);
void report_release(struct report *rp);

/*
 * The module of a file: the top directory of its path relative to root,
 * "." for a file directly in root (as store_module_of() names them, so
 * trends from the database line up).  The one place a configured module
 * map would plug in.  Returns an allocated string.
 */
char *report_module_of(const char *path, const char *root);

/* The longest common directory of the paths ("" when none); allocated. */
char *report_common_root(const char *const *paths, size_t n);

/*
 * Groups of the findings by key, restricted to a module and file when
 * these are not NULL; sorted by total cycles (desc), saving, key.  Returns
 * the number of groups and sets *out (free() it; keys point into the
 * findings).
 */
size_t report_groups(const struct report *rp, enum report_key key,
		     const char *module, const char *file,
		     struct report_group **out);

/* Indices into rp->items of the findings in module/file/function (NULL:
 * any), in rank order (total cycles, saving), at most max; free() it. */
size_t report_select(const struct report *rp, const char *module,
		     const char *file, const char *function, size_t max,
		     size_t **out);

/* A function's cost per call (the check run's "functions"; none from a
 * findings database) with its findings' count and saving (at most the
 * function's cost). */
struct report_fn {
	const struct func_cost *fn;
	size_t nfindings;
	uint64_t saving;
};

/* The functions by cycles per call, costliest first, at most max; free()
 * *out.  Costs are per call of each function: ranked, not added. */
size_t report_functions(const struct report *rp, size_t max,
			struct report_fn **out);

/* Indices of the findings with a saving, by saving desc; at most max. */
size_t report_by_saving(const struct report *rp, size_t max, size_t **out);

/*
 * Source lines [line - ctx, line + ctx] of file, read from disk: returns
 * the number of lines read and sets *lines (each allocated, no newline)
 * and *first (the number of lines[0]); 0 when the file cannot be read or
 * is shorter.  Release with report_lines_free().
 */
size_t report_source(const char *file, unsigned line, unsigned ctx,
		     char ***lines, unsigned *first);
void report_lines_free(char **lines, size_t n);

/* "1,234,567" into buf (at least 32 bytes); returns buf. */
char *report_num(uint64_t v, char *buf);
/* Short form for charts and cards: "9,876", "43.1 k", "1.36 G" (buf of at
 * least 32 bytes); returns buf. */
char *report_short(uint64_t v, char *buf);
/* The same scaled by thousands; exact: up to four significant digits
 * ("1.5 G", "500 M": round chart ticks), else report_short's rounding. */
char *report_scaled(uint64_t v, char *buf, bool exact);

/* A rule page's Markdown as HTML (md_html.c), headings shifted down by
 * shift levels; everything escaped. */
void md_html(FILE *out, const char *text, size_t len, int shift);

/* Renderers; return 0, -1 on a write error. */
/* check --compare: the findings that cost more on this target than on
 * res->compare_target, most added cycles per call first, into *out (free
 * it); returns how many. */
size_t report_slower(const struct report *rp, const struct finding ***out);

int report_html(FILE *out, const struct report *rp);
int report_md(FILE *out, const struct report *rp);

#endif
