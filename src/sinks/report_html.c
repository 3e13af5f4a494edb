/*
 * report_html.c: the report as one self-contained HTML file: inline CSS,
 * inline SVG charts, no script, no fetch, so it opens offline and can be
 * kept as a CI artifact.  Every string from the sources or the database
 * goes through html_esc().
 */
#include "report.h"
#include "svg.h"
#include "util.h"

#include <stdlib.h>
#include <string.h>

static const char css[] =
"*{box-sizing:border-box}"
"body{margin:0;background:#f6f7f9;color:#1d2430;font:15px/1.5 system-ui,-apple-system,"
"'Segoe UI',Roboto,'Helvetica Neue',Arial,sans-serif}"
"main{max-width:1180px;margin:0 auto;padding:0 24px 48px}"
"header.top{background:#1f3a5f;color:#fff;padding:22px 0 18px;margin-bottom:24px}"
"header.top div{max-width:1180px;margin:0 auto;padding:0 24px}"
"header.top h1{margin:0 0 6px;font-size:24px;font-weight:600}"
"header.top .meta{margin:0;color:#c9d6e8;font-size:14px}"
"header.top code{color:#fff;background:rgba(255,255,255,.12);padding:1px 5px;border-radius:4px}"
"h2{font-size:20px;margin:32px 0 12px;padding-bottom:6px;border-bottom:2px solid #dde3ea}"
"h3{font-size:16px;margin:22px 0 8px}"
"h4{font-size:14px;margin:16px 0 6px;color:#4a5568}"
"code,pre,.mono{font-family:ui-monospace,SFMono-Regular,Menlo,Consolas,'DejaVu Sans Mono',monospace;font-size:13px}"
".cards{display:grid;grid-template-columns:repeat(auto-fit,minmax(160px,1fr));gap:12px}"
".card{background:#fff;border:1px solid #dde3ea;border-radius:8px;padding:12px 16px}"
".card .n{font-size:24px;font-weight:600;color:#1f3a5f}"
".card .l{font-size:13px;color:#5a6475}"
".sched{font-size:13px;color:#3a4556;margin:6px 0 0}"
".card.bad .n{color:#b42318}"
".charts{display:grid;grid-template-columns:repeat(auto-fit,minmax(480px,1fr));gap:16px}"
"figure{margin:0;background:#fff;border:1px solid #dde3ea;border-radius:8px;padding:12px 16px}"
"figcaption{font-weight:600;margin-bottom:8px}"
"svg.chart{width:100%;height:auto;display:block}"
"svg .lbl,svg .val{font-size:12px;fill:#3b4556}"
"svg .val{fill:#1d2430;font-weight:600}"
"svg text{stroke:none}svg .grid{stroke:#e4e8ee;stroke-width:1}"
"svg polyline{stroke-width:2.5}"
".c0{fill:#2f6fb3}.c1{fill:#d9822b}.c2{fill:#3a9a5b}.c3{fill:#b8474d}"
".c4{fill:#7b5ea7}.c5{fill:#8c6d46}.c6{fill:#c1609b}.c7{fill:#5f7c8a}"
".s0{stroke:#2f6fb3;fill:#2f6fb3}.s1{stroke:#d9822b;fill:#d9822b}.s2{stroke:#3a9a5b;fill:#3a9a5b}"
".s3{stroke:#b8474d;fill:#b8474d}.s4{stroke:#7b5ea7;fill:#7b5ea7}.s5{stroke:#8c6d46;fill:#8c6d46}"
".s6{stroke:#c1609b;fill:#c1609b}.s7{stroke:#5f7c8a;fill:#5f7c8a}"
"table{border-collapse:collapse;width:100%;background:#fff;border:1px solid #dde3ea;"
"border-radius:8px;overflow:hidden;margin:6px 0 14px;font-size:14px}"
"th,td{text-align:left;padding:6px 10px;border-bottom:1px solid #eef1f4;vertical-align:top}"
"th{background:#eef2f7;font-weight:600;font-size:13px;color:#3b4556}"
"tr:last-child td{border-bottom:0}"
"tbody tr:nth-child(even) td{background:#fafbfc}"
"td.num,th.num{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}"
".rule{display:inline-block;background:#e8eef7;color:#1f3a5f;border-radius:10px;"
"padding:0 8px;font-size:12px;font-family:ui-monospace,Menlo,Consolas,monospace;white-space:nowrap}"
".sev-warning{color:#a15c00}.sev-error{color:#b42318}.sev-note{color:#2f6fb3}"
".bar{display:inline-block;height:8px;background:#2f6fb3;border-radius:4px;vertical-align:middle}"
"article.hot{background:#fff;border:1px solid #dde3ea;border-left:4px solid #d9822b;"
"border-radius:8px;padding:12px 16px;margin:12px 0}"
"article.hot h3{margin:0 0 4px;font-size:15px}"
"article.hot .rank{color:#d9822b;margin-right:6px}"
"article.hot .msg{margin:4px 0 8px}"
"article.hot .advice{background:#eef7f0;border-radius:6px;padding:6px 10px;margin:8px 0}"
"article.hot table.cost{width:auto;margin:8px 0 0}"
"pre.src{background:#f3f5f8;border:1px solid #e1e6ec;border-radius:6px;padding:8px 0;"
"overflow-x:auto;margin:6px 0;line-height:1.45}"
"pre.src{tab-size:4}pre.src span{display:block;padding:0 12px;white-space:pre}"
"pre.src span.hit{background:#fff3d6;box-shadow:inset 3px 0 #d9822b}"
"pre.src i{font-style:normal;color:#8a94a3;display:inline-block;width:4.5em;user-select:none}"
".missing{color:#8a5a00;background:#fff8e6;border-radius:6px;padding:6px 10px;font-size:14px}"
"section.module{background:#fff;border:1px solid #dde3ea;border-radius:8px;padding:4px 18px 10px;margin:16px 0}"
"section.module table{border-radius:6px}"
".muted{color:#5a6475;font-size:14px}"
"footer{max-width:1180px;margin:0 auto;padding:16px 24px 32px;color:#5a6475;font-size:13px}"
"a{color:#245a96}";

static void num(FILE *out, uint64_t v)
{
	char b[32];
	fputs(report_num(v, b), out);
}

static void td_num(FILE *out, uint64_t v)
{
	fputs("<td class=\"num\">", out);
	num(out, v);
	fputs("</td>", out);
}

static void header(FILE *out, const struct report *rp)
{
	const struct report_meta *m = &rp->meta;

	fputs("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
	      "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
	      "<meta name=\"color-scheme\" content=\"light\">\n<title>tmopt report: ", out);
	html_esc(out, m->target);
	if (m->release) {
		fputs(" ", out);
		html_esc(out, m->release);
	}
	fprintf(out, "</title>\n<style>%s</style>\n</head>\n<body>\n"
		"<header class=\"top\"><div>\n<h1>TriMedia optimisation report</h1>\n"
		"<p class=\"meta\">target <b>", css);
	html_esc(out, m->target);
	fputs("</b>", out);
	if (m->target_desc) {
		fputs(" &middot; ", out);
		html_esc(out, m->target_desc);
	}
	fputs(" &middot; machine model <code>", out);
	html_esc(out, m->machine_hash ? m->machine_hash : "unknown");
	fputs("</code> &middot; tmopt ", out);
	html_esc(out, m->tool_version);
	if (m->release) {
		fputs(" &middot; release <code>", out);
		html_esc(out, m->release);
		fputs("</code>", out);
	}
	fputs(" &middot; root <code>", out);
	html_esc(out, *rp->root ? rp->root : ".");
	fputs("</code></p>\n</div></header>\n<main>\n", out);
}

static void card(FILE *out, const char *cls, uint64_t v, const char *label)
{
	char full[32], shrt[32];

	/* the short form fits the card; the exact figure is its tooltip */
	fprintf(out, "<div class=\"card%s\"><div class=\"n\" title=\"%s\">%s",
		cls, report_num(v, full), report_short(v, shrt));
	fprintf(out, "</div><div class=\"l\">%s</div></div>\n", label);
}

static void cards(FILE *out, const struct report *rp)
{
	struct report_group *g;
	size_t nmod = report_groups(rp, RK_MODULE, NULL, NULL, &g);

	free(g);
	fputs("<section class=\"cards\" id=\"summary\">\n", out);
	card(out, "", rp->n, "findings");
	card(out, "", rp->total, "estimated cycles per call");
	card(out, "", rp->saving, "cycles to save");
	card(out, "", nmod, "modules");
	card(out, "", rp->res->nfiles, "files analysed");
	card(out, rp->res->nerrors ? " bad" : "", rp->res->nerrors,
	     "files not analysed");
	if (rp->nsuppressed)
		card(out, "", rp->nsuppressed, "suppressed findings");
	fputs("</section>\n", out);
}

static void bars_of(FILE *out, const struct report *rp, enum report_key k,
		    const char *title)
{
	struct report_group *g;
	size_t n = report_groups(rp, k, NULL, NULL, &g);
	const char **labels = xcalloc(n + 1, sizeof(char *));
	uint64_t *v = xcalloc(n + 1, sizeof(uint64_t));

	for (size_t i = 0; i < n; i++) {
		labels[i] = g[i].key;
		v[i] = g[i].total;
	}
	fprintf(out, "<figure><figcaption>%s</figcaption>\n", title);
	svg_bars(out, title, labels, v, n);
	fputs("</figure>\n", out);
	free(labels);
	free(v);
	free(g);
}

static void charts(FILE *out, const struct report *rp)
{
	fputs("<h2 id=\"charts\">Where the cycles go</h2>\n<section class=\"charts\">\n", out);
	bars_of(out, rp, RK_RULE, "Estimated cycles per call, by rule");
	bars_of(out, rp, RK_MODULE, "Estimated cycles per call, by module");
	if (rp->trend) {
		const struct report_trend *t = rp->trend;
		fputs("<figure><figcaption>Cycles per module across releases"
		      "</figcaption>\n", out);
		svg_lines(out, "Cycles per module across releases",
			  (const char *const *)t->releases, t->nrel,
			  (const char *const *)t->modules, t->nmod, t->cycles);
		fputs("</figure>\n", out);
	}
	fputs("</section>\n", out);
}

static void rules_section(FILE *out, const struct report *rp)
{
	struct report_group *g;
	size_t n = report_groups(rp, RK_RULE, NULL, NULL, &g);

	fputs("<h2 id=\"rules\">Totals per rule</h2>\n<table class=\"rules\">\n"
	      "<thead><tr><th>rule</th><th class=\"num\">findings</th>"
	      "<th class=\"num\">cycles per call</th><th class=\"num\">share</th>"
	      "<th class=\"num\">saving</th><th></th></tr></thead>\n<tbody>\n", out);
	for (size_t i = 0; i < n; i++) {
		double share = rp->total ? 100.0 * (double)g[i].total / (double)rp->total : 0;
		fputs("<tr><td><span class=\"rule\">", out);
		html_esc(out, g[i].key);
		fputs("</span></td>", out);
		td_num(out, g[i].n);
		td_num(out, g[i].total);
		fprintf(out, "<td class=\"num\">%.1f%%</td>", share);
		td_num(out, g[i].saving);
		fprintf(out, "<td style=\"width:30%%\"><span class=\"bar\" style=\"width:%.1f%%\">"
			"</span></td></tr>\n", share);
	}
	if (!n)
		fputs("<tr><td colspan=\"6\" class=\"muted\">no findings</td></tr>\n", out);
	fputs("</tbody></table>\n", out);
	free(g);
}

static void loc(FILE *out, const struct finding *f)
{
	html_esc(out, f->file);
	fprintf(out, ":%u:%u", f->line, f->column);
}

static void source(FILE *out, const struct finding *f)
{
	char **lines;
	unsigned first;
	size_t n = report_source(f->file, f->line, REPORT_CONTEXT, &lines, &first);

	if (!n) {
		fputs("<p class=\"missing\">source not available: ", out);
		html_esc(out, f->file);
		fprintf(out, " (line %u) cannot be read from disk</p>\n", f->line);
		return;
	}
	fputs("<pre class=\"src\">", out);
	for (size_t i = 0; i < n; i++) {
		unsigned no = first + (unsigned)i;
		fprintf(out, "<span%s><i>%u</i>", no == f->line ? " class=\"hit\"" : "", no);
		html_esc(out, lines[i]);
		fputs("</span>", out);
	}
	fputs("</pre>\n", out);
	report_lines_free(lines, n);
}

static void cost_table(FILE *out, const struct finding *f)
{
	fputs("<table class=\"cost\"><thead><tr><th class=\"num\">cycles per "
	      "execution</th><th class=\"num\">executions per call</th>"
	      "<th class=\"num\">total cycles per call</th><th class=\"num\">"
	      "saving if the advice is followed</th></tr></thead><tbody><tr>", out);
	td_num(out, f->cycles);
	fputs("<td class=\"num\">", out);
	num(out, f->count);
	fprintf(out, " <span class=\"muted\">(%s)</span></td>",
		count_basis_name(f->basis));
	td_num(out, f->total_cycles);
	td_num(out, f->saving_cycles);
	fputs("</tr></tbody></table>\n", out);
	if (f->sched.present) {
		const struct finding_schedule *s = &f->sched;
		fprintf(out, "<p class=\"sched\"><b>Loop schedule:</b> ResMII "
			"%.2f", s->res_mii);
		if (*s->res_unit) {
			fputs(" (", out);
			html_esc(out, s->res_unit);
			fputs(")", out);
		}
		fprintf(out, " &middot; RecMII %u", s->rec_mii);
		if (*s->chain) {
			fputs(" (", out);
			html_esc(out, s->chain);
			fputs(")", out);
		}
		fprintf(out, " &middot; II %u cycles per iteration &middot; trip "
			"%llu (%s)</p>\n", s->ii, (unsigned long long)s->trip,
			schedule_trip_basis(s));
	}
}

static void hot_spots(FILE *out, const struct report *rp)
{
	size_t *idx, n = report_select(rp, NULL, NULL, NULL, REPORT_HOT, &idx);

	fprintf(out, "<h2 id=\"hot\">Top %zu hot spots</h2>\n", n);
	if (!n)
		fputs("<p class=\"muted\">no findings</p>\n", out);
	for (size_t i = 0; i < n; i++) {
		const struct finding *f = rp->items[idx[i]].f;
		fprintf(out, "<article class=\"hot\" id=\"hot%zu\"><h3><span class=\"rank\">"
			"#%zu</span><span class=\"mono\">", i + 1, i + 1);
		loc(out, f);
		fputs("</span>", out);
		if (f->function && *f->function) {
			fputs(" in <code>", out);
			html_esc(out, f->function);
			fputs("</code>", out);
		}
		fputs(" <span class=\"rule\">", out);
		html_esc(out, f->rule);
		fprintf(out, "</span></h3>\n<p class=\"msg sev-%s\">",
			severity_name(f->severity));
		html_esc(out, f->message);
		fputs("</p>\n", out);
		source(out, f);
		if (f->advice && *f->advice) {
			fputs("<p class=\"advice\"><b>Advice:</b> ", out);
			html_esc(out, f->advice);
			fputs("</p>\n", out);
		}
		cost_table(out, f);
		fputs("</article>\n", out);
	}
	free(idx);
}

/* A findings table over items idx[0..n). */
static void findings_table(FILE *out, const struct report *rp,
			   const size_t *idx, size_t n, bool with_file)
{
	fprintf(out, "<table class=\"findings\">\n<thead><tr><th>%s</th>"
		"<th>function</th><th>rule</th><th>message</th>"
		"<th class=\"num\">cycles</th><th class=\"num\">count</th>"
		"<th class=\"num\">total</th><th class=\"num\">saving</th></tr>"
		"</thead>\n<tbody>\n", with_file ? "location" : "line");
	for (size_t i = 0; i < n; i++) {
		const struct finding *f = rp->items[idx[i]].f;
		fputs("<tr><td class=\"mono\">", out);
		if (with_file)
			loc(out, f);
		else
			fprintf(out, "%u:%u", f->line, f->column);
		fputs("</td><td><code>", out);
		html_esc(out, f->function);
		fputs("</code></td><td><span class=\"rule\">", out);
		html_esc(out, f->rule);
		fprintf(out, "</span></td><td class=\"sev-%s\">", severity_name(f->severity));
		html_esc(out, f->message);
		fputs("</td>", out);
		td_num(out, f->cycles);
		fputs("<td class=\"num\">", out);
		num(out, f->count);
		fprintf(out, " <span class=\"muted\">%s</span></td>",
			count_basis_name(f->basis));
		td_num(out, f->total_cycles);
		td_num(out, f->saving_cycles);
		fputs("</tr>\n", out);
	}
	fputs("</tbody></table>\n", out);
}

static void savings(FILE *out, const struct report *rp)
{
	size_t *idx, n = report_by_saving(rp, REPORT_HOT, &idx);

	fputs("<h2 id=\"saving\">Largest savings</h2>\n", out);
	if (n)
		findings_table(out, rp, idx, n, true);
	else
		fputs("<p class=\"muted\">no finding states a saving: the advice "
		      "for these constructs depends on facts the tool cannot "
		      "check (see each rule's page)</p>\n", out);
	free(idx);
}

static void group_table(FILE *out, const char *what,
			const struct report_group *g, size_t n)
{
	fprintf(out, "<table class=\"groups\">\n<thead><tr><th>%s</th>"
		"<th class=\"num\">findings</th><th class=\"num\">cycles per call</th>"
		"<th class=\"num\">saving</th></tr></thead>\n<tbody>\n", what);
	for (size_t i = 0; i < n; i++) {
		fputs("<tr><td><code>", out);
		html_esc(out, *g[i].key ? g[i].key : "(file scope)");
		fputs("</code></td>", out);
		td_num(out, g[i].n);
		td_num(out, g[i].total);
		td_num(out, g[i].saving);
		fputs("</tr>\n", out);
	}
	fputs("</tbody></table>\n", out);
}

static void module(FILE *out, const struct report *rp,
		   const struct report_group *m, size_t mi)
{
	struct report_group *files, *fns;
	size_t nf = report_groups(rp, RK_FILE, m->key, NULL, &files);

	fprintf(out, "<section class=\"module\" id=\"m%zu\">\n<h3>Module <code>", mi);
	html_esc(out, m->key);
	fputs("</code> <span class=\"muted\">", out);
	num(out, m->total);
	fprintf(out, " cycles per call, %zu finding%s</span></h3>\n", m->n,
		m->n == 1 ? "" : "s");
	group_table(out, "file", files, nf);
	for (size_t i = 0; i < nf; i++) {
		size_t nfn = report_groups(rp, RK_FUNCTION, m->key, files[i].key, &fns);
		size_t *idx, n = report_select(rp, m->key, files[i].key, NULL,
					       (size_t)-1, &idx);
		fputs("<h4 class=\"mono\">", out);
		html_esc(out, files[i].key);
		fputs("</h4>\n", out);
		group_table(out, "function", fns, nfn);
		findings_table(out, rp, idx, n, false);
		free(idx);
		free(fns);
	}
	fputs("</section>\n", out);
	free(files);
}

static void modules(FILE *out, const struct report *rp)
{
	struct report_group *g;
	size_t n = report_groups(rp, RK_MODULE, NULL, NULL, &g);

	fputs("<h2 id=\"modules\">By module, file and function</h2>\n", out);
	group_table(out, "module", g, n);
	for (size_t i = 0; i < n; i++)
		module(out, rp, &g[i], i + 1);
	free(g);
}

static void errors(FILE *out, const struct report *rp)
{
	const struct check_result *r = rp->res;

	if (!r->nerrors)
		return;
	fputs("<h2 id=\"errors\">Files not analysed</h2>\n<table class=\"errors\">"
	      "<thead><tr><th>file</th><th>reason</th></tr></thead><tbody>\n", out);
	for (size_t i = 0; i < r->nerrors; i++) {
		fputs("<tr><td class=\"mono\">", out);
		html_esc(out, r->errors[i].file);
		fputs("</td><td class=\"mono\">", out);
		html_esc(out, r->errors[i].message);
		fputs("</td></tr>\n", out);
	}
	fputs("</tbody></table>\n", out);
}

int report_html(FILE *out, const struct report *rp)
{
	header(out, rp);
	cards(out, rp);
	charts(out, rp);
	rules_section(out, rp);
	hot_spots(out, rp);
	savings(out, rp);
	modules(out, rp);
	errors(out, rp);
	fputs("</main>\n<footer>Estimates from the machine description: cycles per "
	      "execution &times; executions per call (constant: from the loop "
	      "bounds; assumed: a default trip count; profile: measured). "
	      "Generated by tmopt ", out);
	html_esc(out, rp->meta.tool_version);
	fputs(".</footer>\n</body>\n</html>\n", out);
	return ferror(out) ? -1 : 0;
}
