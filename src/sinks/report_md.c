/*
 * report_md.c: the report as GitHub-flavoured Markdown, for merge-request
 * comments and wikis: the same sections as the HTML report, tables
 * instead of charts.  Text from sources goes through md_cell() (tables)
 * or a code fence longer than any backtick run in it.
 */
#include "report.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

/* Text safe in a table cell and in running text: Markdown punctuation
 * escaped, HTML special characters as entities, newlines as spaces. */
static void md_cell(FILE *out, const char *s)
{
	for (; s && *s; s++) {
		switch (*s) {
		case '&': fputs("&amp;", out); break;
		case '<': fputs("&lt;", out); break;
		case '>': fputs("&gt;", out); break;
		case '|': fputs("\\|", out); break;
		case '\n': case '\r': fputc(' ', out); break;
		case '\\': case '`': case '*': case '_': case '[': case ']':
		case '#': case '~':
			fputc('\\', out);
			fputc(*s, out);
			break;
		default: fputc(*s, out);
		}
	}
}

static void num(FILE *out, uint64_t v)
{
	char b[32];
	fputs(report_num(v, b), out);
}

static void header(FILE *out, const struct report *rp)
{
	const struct report_meta *m = &rp->meta;

	fputs("# TriMedia optimisation report\n\ntarget **", out);
	md_cell(out, m->target);
	fputs("**", out);
	if (m->target_desc) {
		fputs(" · ", out);
		md_cell(out, m->target_desc);
	}
	fputs(" · machine model ", out);
	md_cell(out, m->machine_hash ? m->machine_hash : "unknown");
	fputs(" · tmopt ", out);
	md_cell(out, m->tool_version);
	if (m->release) {
		fputs(" · release ", out);
		md_cell(out, m->release);
	}
	fputs("\n\n| findings | cycles per call | cycles to save | files analysed "
	      "| files not analysed | suppressed |\n|---:|---:|---:|---:|---:|---:|\n| ", out);
	num(out, rp->n);
	fputs(" | ", out);
	num(out, rp->total);
	fputs(" | ", out);
	num(out, rp->saving);
	fprintf(out, " | %zu | %zu | %zu |\n\n", rp->res->nfiles,
		rp->res->nerrors, rp->nsuppressed);
}

static void group_table(FILE *out, const char *what,
			const struct report_group *g, size_t n, uint64_t all)
{
	fprintf(out, "| %s | findings | cycles per call | share | saving |\n"
		"|---|---:|---:|---:|---:|\n", what);
	for (size_t i = 0; i < n; i++) {
		fputs("| ", out);
		md_cell(out, *g[i].key ? g[i].key : "(file scope)");
		fprintf(out, " | %zu | ", g[i].n);
		num(out, g[i].total);
		fprintf(out, " | %.1f%% | ", all ? 100.0 * (double)g[i].total /
			(double)all : 0.0);
		num(out, g[i].saving);
		fputs(" |\n", out);
	}
	fputc('\n', out);
}

static void fence(FILE *out, char **lines, size_t n, unsigned first,
		  unsigned hit)
{
	size_t run = 0, best = 2;

	for (size_t i = 0; i < n; i++)
		for (const char *p = lines[i]; *p; p++) {
			run = *p == '`' ? run + 1 : 0;
			if (run > best)
				best = run;
		}
	for (size_t k = 0; k <= best; k++)
		fputc('`', out);
	fputs("c\n", out);
	for (size_t i = 0; i < n; i++)
		fprintf(out, "%s%5u | %s\n", first + i == hit ? ">" : " ",
			first + (unsigned)i, lines[i]);
	for (size_t k = 0; k <= best; k++)
		fputc('`', out);
	fputs("\n\n", out);
}

static void hot_spots(FILE *out, const struct report *rp)
{
	size_t *idx, n = report_select(rp, NULL, NULL, NULL, REPORT_HOT, &idx);

	fprintf(out, "## Top %zu hot spots\n\n", n);
	for (size_t i = 0; i < n; i++) {
		const struct finding *f = rp->items[idx[i]].f;
		char **lines;
		unsigned first;
		size_t nl = report_source(f->file, f->line, REPORT_CONTEXT,
					  &lines, &first);
		fprintf(out, "### %zu. ", i + 1);
		md_cell(out, f->file);
		fprintf(out, ":%u:%u in ", f->line, f->column);
		md_cell(out, *f->function ? f->function : "(file scope)");
		fputs(" [", out);
		md_cell(out, f->rule);
		fputs("]\n\n", out);
		md_cell(out, f->message);
		fputs("\n\n", out);
		if (nl)
			fence(out, lines, nl, first, f->line);
		else {
			fputs("*source not available: ", out);
			md_cell(out, f->file);
			fputs(" cannot be read from disk*\n\n", out);
		}
		report_lines_free(lines, nl);
		if (f->advice && *f->advice) {
			fputs("**Advice:** ", out);
			md_cell(out, f->advice);
			fputs("\n\n", out);
		}
		fputs("| cycles per execution | executions per call | total | saving |\n"
		      "|---:|---:|---:|---:|\n| ", out);
		num(out, f->cycles);
		fputs(" | ", out);
		num(out, f->count);
		fprintf(out, " (%s) | ", count_basis_name(f->basis));
		num(out, f->total_cycles);
		fputs(" | ", out);
		num(out, f->saving_cycles);
		fputs(" |\n\n", out);
		if (f->calls > 1 && !f->off_frame) {	/* ranked by total x calls */
			fputs("Its function runs ~", out);
			num(out, f->calls);
			fputs(" times per call of the run's entry points: ranked at ", out);
			num(out, finding_weight(f));
			fputs(" cycles.\n\n", out);
		}
		if (f->sched.present) {
			fprintf(out, "Loop schedule: ResMII %.2f (", f->sched.res_mii);
			md_cell(out, f->sched.res_unit);
			fprintf(out, "), RecMII %u (", f->sched.rec_mii);
			md_cell(out, *f->sched.chain ? f->sched.chain : "none");
			fprintf(out, "), II %u cycles per iteration, trip %llu (%s)\n\n",
				f->sched.ii, (unsigned long long)f->sched.trip,
				schedule_trip_basis(&f->sched));
		}
	}
	free(idx);
}

/* A table row's first cells: "| file:line:column | function | rule | ". */
static void row_start(FILE *out, const struct finding *f)
{
	fputs("| ", out);
	md_cell(out, f->file);
	fprintf(out, ":%u:%u | ", f->line, f->column);
	md_cell(out, f->function);
	fputs(" | ", out);
	md_cell(out, f->rule);
	fputs(" | ", out);
}

static void findings_table(FILE *out, const struct report *rp,
			   const size_t *idx, size_t n)
{
	fputs("| location | function | rule | message | cycles | count | total "
	      "| saving |\n|---|---|---|---|---:|---:|---:|---:|\n", out);
	for (size_t i = 0; i < n; i++) {
		const struct finding *f = rp->items[idx[i]].f;
		row_start(out, f);
		md_cell(out, f->message);
		fputs(" | ", out);
		num(out, f->cycles);
		fputs(" | ", out);
		num(out, f->count);
		fprintf(out, " %s | ", count_basis_name(f->basis));
		num(out, f->total_cycles);
		fputs(" | ", out);
		num(out, f->saving_cycles);
		fputs(" |\n", out);
	}
	fputc('\n', out);
}

/* check --compare: what costs more here than on the other target. */
static void slower(FILE *out, const struct report *rp)
{
	const char *other = rp->res->compare_target;
	const struct finding **v;

	if (!other)
		return;
	size_t n = report_slower(rp, &v);
	fprintf(out, "## What got slower\n\nThe same code on %s and on ",
		rp->meta.target);
	md_cell(out, other);
	fprintf(out, ": %zu of %zu findings cost more here (cycles per call; "
		"ratio here / there).\n\n", n, rp->n);
	if (n) {
		fputs("| location | function | rule | ", out);
		md_cell(out, other);
		fprintf(out, " | %s | added | ratio |\n|---|---|---|---:|---:|---:|"
			"---:|\n", rp->meta.target);
	}
	for (size_t i = 0; i < n && i < 50; i++) {
		const struct finding *f = v[i];
		row_start(out, f);
		num(out, f->cmp.total_cycles);
		fputs(" | ", out);
		num(out, f->total_cycles);
		fputs(" | ", out);
		num(out, f->total_cycles - f->cmp.total_cycles);
		double ratio = finding_compare_ratio(&f->cmp, f->total_cycles);
		if (ratio > 0)
			fprintf(out, " | %.2fx |\n", ratio);
		else
			fputs(" | new here |\n", out);
	}
	fputc('\n', out);
	free(v);
}

static void modules(FILE *out, const struct report *rp)
{
	struct report_group *mods, *files, *fns;
	size_t nm = report_groups(rp, RK_MODULE, NULL, NULL, &mods);

	fputs("## By module\n\n", out);
	group_table(out, "module", mods, nm, rp->total);
	for (size_t i = 0; i < nm; i++) {
		size_t nf = report_groups(rp, RK_FILE, mods[i].key, NULL, &files);
		fputs("### Module ", out);
		md_cell(out, mods[i].key);
		fputs("\n\n", out);
		group_table(out, "file", files, nf, mods[i].total);
		for (size_t k = 0; k < nf; k++) {
			size_t nfn = report_groups(rp, RK_FUNCTION, mods[i].key,
						   files[k].key, &fns);
			fputs("#### ", out);
			md_cell(out, files[k].key);
			fputs("\n\n", out);
			group_table(out, "function", fns, nfn, files[k].total);
			free(fns);
		}
		free(files);
	}
	free(mods);
}

#define REPORT_FUNCTIONS 10

/* The costliest functions per call (check runs only: the database keeps
 * no function costs). */
static void functions(FILE *out, const struct report *rp)
{
	struct report_fn *v;
	size_t n = report_functions(rp, REPORT_FUNCTIONS, &v);

	if (n) {
		fprintf(out, "## Costliest functions\n\nEstimated cycles of one call "
			"(docs/loops.md), the %zu costliest; costs of different "
			"functions are not added.\n\n| function | file | cycles per "
			"call | basis | findings | saving |\n"
			"|---|---|---:|---|---:|---:|\n", n);
		for (size_t i = 0; i < n; i++) {
			fputs("| ", out);
			md_cell(out, v[i].fn->name);
			fputs(" | ", out);
			md_cell(out, v[i].fn->file);
			fprintf(out, ":%u | ", v[i].fn->line);
			num(out, v[i].fn->cycles);
			fprintf(out, " | %s | %zu | ", count_basis_name(v[i].fn->basis),
				v[i].nfindings);
			num(out, v[i].saving);
			fputs(" |\n", out);
		}
		fputc('\n', out);
	}
	free(v);
}

int report_md(FILE *out, const struct report *rp)
{
	struct report_group *g;
	size_t n, *idx;

	header(out, rp);
	functions(out, rp);
	n = report_groups(rp, RK_RULE, NULL, NULL, &g);
	fputs("## Totals per rule\n\n", out);
	group_table(out, "rule", g, n, rp->total);
	free(g);
	hot_spots(out, rp);
	slower(out, rp);
	/* each finding once: the hot spots above, the others here */
	n = report_select(rp, NULL, NULL, NULL, (size_t)-1, &idx);
	fputs("## Other findings\n\n", out);
	if (n > REPORT_HOT) {
		fprintf(out, "The %zu findings after the hot spots, by cycles per "
			"call.\n\n", n - REPORT_HOT);
		findings_table(out, rp, idx + REPORT_HOT, n - REPORT_HOT);
	} else {
		fputs(n ? "None: every finding is a hot spot above.\n\n" :
		      "No findings.\n\n", out);
	}
	free(idx);
	modules(out, rp);
	if (rp->res->nerrors) {
		fputs("## Files not analysed\n\n| file | reason |\n|---|---|\n", out);
		for (size_t i = 0; i < rp->res->nerrors; i++) {
			fputs("| ", out);
			md_cell(out, rp->res->errors[i].file);
			fputs(" | ", out);
			md_cell(out, rp->res->errors[i].message);
			fputs(" |\n", out);
		}
		fputc('\n', out);
	}
	return ferror(out) ? -1 : 0;
}
