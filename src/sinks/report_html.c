/*
 * report_html.c: the report as one self-contained HTML file: inline CSS,
 * inline SVG charts, the pages of the rules it shows, no fetch, so it
 * opens offline and can be kept as a CI artifact.  A table of contents
 * leads to the sections; each finding is listed once (the costliest as
 * hot spots with their source, the others in one table); a module has
 * one colour in every chart.  A small inline script makes the tables
 * sortable and filterable; without it the page reads the same, ranked by
 * cycles.  The layout holds from 400 to 1,600 px: wide tables scroll in
 * their own box, never the page.  Every string from the sources or the
 * database goes through html_esc().
 */
#include "report.h"
#include "rule.h"
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
".charts{display:grid;grid-template-columns:repeat(auto-fit,minmax(min(480px,100%),1fr));gap:16px}"
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
"a{color:#245a96}"
"nav.toc{background:#fff;border:1px solid #dde3ea;border-radius:8px;padding:8px 16px;margin:0 0 16px}"
"nav.toc ol{margin:4px 0;padding-left:20px;columns:2 220px}"
".tw{overflow-x:auto;max-width:100%}"
".tw table{margin:0}"
"td,h3,h4,p,li{overflow-wrap:anywhere}"
"header.top .meta{overflow-wrap:anywhere}"
"a.rule{text-decoration:none}a.rule:hover{background:#d3e0f2}"
".sw{display:inline-block;width:10px;height:10px;border-radius:2px;margin-right:6px}"
"th.sort{cursor:pointer}th.sort:after{content:' \\2195';color:#9aa5b4}"
"input.filter{font:inherit;padding:4px 8px;margin:4px 0 8px;width:min(360px,100%);"
"border:1px solid #c5ced9;border-radius:6px}"
"section.rulepage{background:#fff;border:1px solid #dde3ea;border-radius:8px;padding:4px 18px 10px;margin:16px 0}"
"section.rulepage table{font-size:13px;display:block;overflow-x:auto;max-width:100%}section.rulepage pre{background:#f3f5f8;padding:8px 12px;border-radius:6px;overflow-x:auto}"
"@media (max-width:640px){main{padding:0 10px 32px}header.top div{padding:0 10px}"
"section.module,section.rulepage,article.hot{padding-left:10px;padding-right:10px}"
"th,td{padding:5px 6px}}";

/* Sorting by a header click (numbers by their data-v value) and a filter
 * box above each filterable table.  The page does not need it. */
static const char script[] =
"document.querySelectorAll('table.sortable').forEach(function(t){"
"t.querySelectorAll('thead th').forEach(function(th,i){th.classList.add('sort');"
"th.addEventListener('click',function(){var b=t.tBodies[0],r=[].slice.call(b.rows),"
"d=th.dataset.dir==='a'?-1:1;th.dataset.dir=d>0?'a':'d';"
"r.sort(function(x,y){var p=x.cells[i],q=y.cells[i];if(p.dataset.v!==undefined)"
"return d*(q.dataset.v-p.dataset.v);return d*p.textContent.localeCompare(q.textContent)});"
"r.forEach(function(e){b.appendChild(e)})})})});"
"document.querySelectorAll('table.filterable').forEach(function(t){"
"var f=document.createElement('input');f.type='search';f.className='filter';"
"f.placeholder='filter: module, file, function, rule or text';"
"f.setAttribute('aria-label','filter the table');"
"var w=t.parentNode.classList.contains('tw')?t.parentNode:t;w.parentNode.insertBefore(f,w);"
"f.addEventListener('input',function(){var v=f.value.toLowerCase();"
"[].forEach.call(t.tBodies[0].rows,function(r){r.hidden=v&&r.textContent.toLowerCase().indexOf(v)<0})})});";

/* One colour per module in every chart: its index among the sorted names
 * of the report's modules and the trend's. */
struct palette {
	char **names;
	size_t n;
};

static void palette_add(struct palette *p, const char *name)
{
	for (size_t i = 0; i < p->n; i++)
		if (!strcmp(p->names[i], name))
			return;
	p->names = xrealloc(p->names, (p->n + 1) * sizeof(char *));
	p->names[p->n++] = xstrdup(name);
}

static void palette_init(struct palette *p, const struct report *rp)
{
	struct report_group *g;
	size_t n = report_groups(rp, RK_MODULE, NULL, NULL, &g);

	memset(p, 0, sizeof(*p));
	for (size_t i = 0; i < n; i++)
		palette_add(p, g[i].key);
	free(g);
	for (size_t i = 0; rp->trend && i < rp->trend->nmod; i++)
		palette_add(p, rp->trend->modules[i]);
	if (p->n)
		qsort(p->names, p->n, sizeof(char *), qsort_strcmp);
}

static unsigned palette_of(const struct palette *p, const char *name)
{
	for (size_t i = 0; i < p->n; i++)
		if (!strcmp(p->names[i], name))
			return (unsigned)i;
	return 0;
}

static void palette_release(struct palette *p)
{
	for (size_t i = 0; i < p->n; i++)
		free(p->names[i]);
	free(p->names);
}

/* A rule chip linking to the rule's page in the report. */
static void rule_chip(FILE *out, const char *id)
{
	if (rule_find(id)) {
		fputs("<a class=\"rule\" href=\"#rule-", out);
		html_esc(out, id);
		fputs("\">", out);
		html_esc(out, id);
		fputs("</a>", out);
	} else {
		fputs("<span class=\"rule\">", out);
		html_esc(out, id);
		fputs("</span>", out);
	}
}

static void num(FILE *out, uint64_t v)
{
	char b[32];
	fputs(report_num(v, b), out);
}

static void td_num(FILE *out, uint64_t v)
{
	fprintf(out, "<td class=\"num\" data-v=\"%llu\">", (unsigned long long)v);
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

/* Bars by rule (a rule's colour is its place in the rule table) or by
 * module (the module's colour in the palette). */
static void bars_of(FILE *out, const struct report *rp, enum report_key k,
		    const char *title, const struct palette *pal)
{
	struct report_group *g;
	size_t n = report_groups(rp, k, NULL, NULL, &g);
	const char **labels = xcalloc(n + 1, sizeof(char *));
	uint64_t *v = xcalloc(n + 1, sizeof(uint64_t));
	unsigned *colour = xcalloc(n + 1, sizeof(unsigned));

	for (size_t i = 0; i < n; i++) {
		int r = rule_index(g[i].key);
		labels[i] = g[i].key;
		v[i] = g[i].total;
		colour[i] = k == RK_MODULE ? palette_of(pal, g[i].key) :
			    r >= 0 ? (unsigned)r : rule_count;
	}
	fprintf(out, "<figure><figcaption>%s</figcaption>\n", title);
	svg_bars(out, title, labels, v, n, colour);
	fputs("</figure>\n", out);
	free(labels);
	free(v);
	free(colour);
	free(g);
}

static void charts(FILE *out, const struct report *rp, const struct palette *pal)
{
	fputs("<h2 id=\"charts\">Where the cycles go</h2>\n<section class=\"charts\">\n", out);
	bars_of(out, rp, RK_RULE, "Estimated cycles per call, by rule", pal);
	bars_of(out, rp, RK_MODULE, "Estimated cycles per call, by module", pal);
	if (rp->trend) {
		const struct report_trend *t = rp->trend;
		unsigned *colour = xcalloc(t->nmod + 1, sizeof(unsigned));
		for (size_t i = 0; i < t->nmod; i++)
			colour[i] = palette_of(pal, t->modules[i]);
		fputs("<figure><figcaption>Cycles per module across releases"
		      "</figcaption>\n", out);
		svg_lines(out, "Cycles per module across releases",
			  (const char *const *)t->releases, t->nrel,
			  (const char *const *)t->modules, t->nmod, t->cycles,
			  colour);
		fputs("</figure>\n", out);
		free(colour);
	}
	fputs("</section>\n", out);
}

static void rules_section(FILE *out, const struct report *rp)
{
	struct report_group *g;
	size_t n = report_groups(rp, RK_RULE, NULL, NULL, &g);

	fputs("<h2 id=\"rules\">Totals per rule</h2>\n<div class=\"tw\"><table class=\"rules sortable\">\n"
	      "<thead><tr><th>rule</th><th class=\"num\">findings</th>"
	      "<th class=\"num\">cycles per call</th><th class=\"num\">share</th>"
	      "<th class=\"num\">saving</th><th></th></tr></thead>\n<tbody>\n", out);
	for (size_t i = 0; i < n; i++) {
		double share = rp->total ? 100.0 * (double)g[i].total / (double)rp->total : 0;
		fputs("<tr><td>", out);
		rule_chip(out, g[i].key);
		fputs("</td>", out);
		td_num(out, g[i].n);
		td_num(out, g[i].total);
		fprintf(out, "<td class=\"num\" data-v=\"%.3f\">%.1f%%</td>", share, share);
		td_num(out, g[i].saving);
		fprintf(out, "<td style=\"width:30%%\"><span class=\"bar\" style=\"width:%.1f%%\">"
			"</span></td></tr>\n", share);
	}
	if (!n)
		fputs("<tr><td colspan=\"6\" class=\"muted\">no findings</td></tr>\n", out);
	fputs("</tbody></table></div>\n", out);
	free(g);
}

static void loc(FILE *out, const struct finding *f);

/* --compare: the findings that cost more on this target than on the other
 * one, most added cycles first (the porting view of a team moving code
 * from the other target to this one). */
static void slower(FILE *out, const struct report *rp)
{
	const char *other = rp->res->compare_target;
	const struct finding **v;
	size_t n;

	if (!other)
		return;
	n = report_slower(rp, &v);
	fprintf(out, "<h2 id=\"slower\">What got slower</h2>\n<p>The same "
		"code on %s and on ", rp->meta.target);
	html_esc(out, other);
	fprintf(out, ": %zu of %zu findings cost more here. Ratio: cycles per "
		"call here / there.</p>\n", n, rp->n);
	fputs("<div class=\"tw\"><table class=\"slower sortable filterable\">\n"
	      "<thead><tr><th>location</th><th>function</th><th>rule</th>"
	      "<th class=\"num\">", out);
	html_esc(out, other);
	fprintf(out, "</th><th class=\"num\">%s</th><th class=\"num\">added</th>"
		"<th class=\"num\">ratio</th></tr></thead>\n<tbody>\n",
		rp->meta.target);
	for (size_t i = 0; i < n && i < 50; i++) {
		const struct finding *f = v[i];
		fputs("<tr><td class=\"mono\">", out);
		loc(out, f);
		fputs("</td><td><code>", out);
		html_esc(out, f->function);
		fputs("</code></td><td>", out);
		rule_chip(out, f->rule);
		fputs("</td>", out);
		td_num(out, f->cmp.total_cycles);
		td_num(out, f->total_cycles);
		td_num(out, f->total_cycles - f->cmp.total_cycles);
		double ratio = finding_compare_ratio(&f->cmp, f->total_cycles);
		if (ratio > 0)
			fprintf(out, "<td class=\"num\" data-v=\"%.3f\">%.2f&times;</td>",
				ratio, ratio);
		else
			fputs("<td class=\"num\" data-v=\"1e9\">new here</td>", out);
		fputs("</tr>\n", out);
	}
	if (!n)
		fputs("<tr><td colspan=\"7\" class=\"muted\">nothing costs more "
		      "here</td></tr>\n", out);
	fputs("</tbody></table></div>\n", out);
	free(v);
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
	fputs("<div class=\"tw\"><table class=\"cost\"><thead><tr><th class=\"num\">cycles per "
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
	fputs("</tr></tbody></table></div>\n", out);
	if (f->calls > 1 && !f->off_frame) {	/* ranked by total x calls (finding_weight()) */
		fputs("<p class=\"muted\">its function runs ~", out);
		num(out, f->calls);
		fputs(" times per call of the run's entry points: ranked at ", out);
		num(out, finding_weight(f));
		fputs(" cycles</p>\n", out);
	}
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
		fputs(" ", out);
		rule_chip(out, f->rule);
		fprintf(out, "</h3>\n<p class=\"msg sev-%s\">",
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

/* The findings table over items idx[0..n): sortable, filterable. */
static void findings_table(FILE *out, const struct report *rp,
			   const size_t *idx, size_t n, const struct palette *pal)
{
	fputs("<div class=\"tw\"><table class=\"findings sortable filterable\">\n"
	      "<thead><tr><th>module</th><th>location</th>"
	      "<th>function</th><th>rule</th><th>message</th>"
	      "<th class=\"num\">cycles</th><th class=\"num\">count</th>"
	      "<th class=\"num\">total</th><th class=\"num\">saving</th></tr>"
	      "</thead>\n<tbody>\n", out);
	for (size_t i = 0; i < n; i++) {
		const struct finding *f = rp->items[idx[i]].f;
		const char *mod = rp->items[idx[i]].module;
		fprintf(out, "<tr><td><span class=\"sw c%u\"></span>",
			palette_of(pal, mod) % 8);
		html_esc(out, mod);
		fputs("</td><td class=\"mono\">", out);
		loc(out, f);
		fputs("</td><td><code>", out);
		html_esc(out, f->function);
		fputs("</code></td><td>", out);
		rule_chip(out, f->rule);
		fprintf(out, "</td><td class=\"sev-%s\">", severity_name(f->severity));
		html_esc(out, f->message);
		fputs("</td>", out);
		td_num(out, f->cycles);
		fprintf(out, "<td class=\"num\" data-v=\"%llu\">",
			(unsigned long long)f->count);
		num(out, f->count);
		fprintf(out, " <span class=\"muted\">%s</span></td>",
			count_basis_name(f->basis));
		td_num(out, f->total_cycles);
		td_num(out, f->saving_cycles);
		fputs("</tr>\n", out);
	}
	fputs("</tbody></table></div>\n", out);
}

/* Every finding after the hot spots, once, ranked by cycles. */
static void other_findings(FILE *out, const struct report *rp,
			   const struct palette *pal)
{
	size_t *idx, n = report_select(rp, NULL, NULL, NULL, (size_t)-1, &idx);

	fputs("<h2 id=\"findings\">Other findings</h2>\n", out);
	if (n > REPORT_HOT) {
		fprintf(out, "<p class=\"muted\">The %zu findings after the hot "
			"spots, ranked by cycles per call (click a column to sort "
			"by it).</p>\n", n - REPORT_HOT);
		findings_table(out, rp, idx + REPORT_HOT, n - REPORT_HOT, pal);
	} else {
		fputs(n ? "<p class=\"muted\">none: every finding is a hot spot "
		      "above</p>\n" : "<p class=\"muted\">no findings</p>\n", out);
	}
	free(idx);
}

static void group_table(FILE *out, const char *what,
			const struct report_group *g, size_t n,
			const struct palette *pal)
{
	fprintf(out, "<div class=\"tw\"><table class=\"groups sortable\">\n<thead><tr><th>%s</th>"
		"<th class=\"num\">findings</th><th class=\"num\">cycles per call</th>"
		"<th class=\"num\">saving</th></tr></thead>\n<tbody>\n", what);
	for (size_t i = 0; i < n; i++) {
		fputs("<tr><td>", out);
		if (pal)
			fprintf(out, "<span class=\"sw c%u\"></span>",
				palette_of(pal, g[i].key) % 8);
		fputs("<code>", out);
		html_esc(out, *g[i].key ? g[i].key : "(file scope)");
		fputs("</code></td>", out);
		td_num(out, g[i].n);
		td_num(out, g[i].total);
		td_num(out, g[i].saving);
		fputs("</tr>\n", out);
	}
	fputs("</tbody></table></div>\n", out);
}

static void module(FILE *out, const struct report *rp,
		   const struct report_group *m, size_t mi,
		   const struct palette *pal)
{
	struct report_group *files, *fns;
	size_t nf = report_groups(rp, RK_FILE, m->key, NULL, &files);

	fprintf(out, "<section class=\"module\" id=\"m%zu\">\n<h3><span "
		"class=\"sw c%u\"></span>Module <code>", mi,
		palette_of(pal, m->key) % 8);
	html_esc(out, m->key);
	fputs("</code> <span class=\"muted\">", out);
	num(out, m->total);
	fprintf(out, " cycles per call, %zu finding%s</span></h3>\n", m->n,
		m->n == 1 ? "" : "s");
	group_table(out, "file", files, nf, NULL);
	for (size_t i = 0; i < nf; i++) {
		size_t nfn = report_groups(rp, RK_FUNCTION, m->key, files[i].key, &fns);
		fputs("<h4 class=\"mono\">", out);
		html_esc(out, files[i].key);
		fputs("</h4>\n", out);
		group_table(out, "function", fns, nfn, NULL);
		free(fns);
	}
	fputs("</section>\n", out);
	free(files);
}

static void modules(FILE *out, const struct report *rp,
		    const struct palette *pal)
{
	struct report_group *g;
	size_t n = report_groups(rp, RK_MODULE, NULL, NULL, &g);

	fputs("<h2 id=\"modules\">By module, file and function</h2>\n", out);
	group_table(out, "module", g, n, pal);
	for (size_t i = 0; i < n; i++)
		module(out, rp, &g[i], i + 1, pal);
	free(g);
}

/* The pages of the rules the report shows, so that its links work
 * offline. */
static void rule_pages(FILE *out, const struct report *rp)
{
	struct report_group *g;
	size_t n = report_groups(rp, RK_RULE, NULL, NULL, &g);

	fputs("<h2 id=\"rule-pages\">Rule pages</h2>\n", out);
	for (size_t i = 0; i < n; i++) {
		if (!rule_find(g[i].key))
			continue;
		char *path = rule_doc_path(g[i].key);
		size_t len = 0;
		char *text = path ? read_file(path, &len) : NULL;
		fputs("<section class=\"rulepage\" id=\"rule-", out);
		html_esc(out, g[i].key);
		fputs("\">\n", out);
		if (text) {
			md_html(out, text, len, 2);
		} else {
			fputs("<h3>", out);
			html_esc(out, g[i].key);
			fputs("</h3><p>", out);
			html_esc(out, rule_find(g[i].key)->summary);
			fputs("</p>\n", out);
		}
		fputs("</section>\n", out);
		free(text);
		free(path);
	}
	if (!n)
		fputs("<p class=\"muted\">no findings, no rule to show</p>\n", out);
	free(g);
}

/* The costliest functions per call (check runs only). */
static void functions(FILE *out, const struct report *rp)
{
	struct report_fn *v;
	size_t n = report_functions(rp, 10, &v);

	if (n) {
		fprintf(out, "<h2 id=\"functions\">Costliest functions</h2>\n<p>Estimated "
			"cycles of one call, the %zu costliest; costs of different "
			"functions are not added.</p>\n<div class=\"tw\"><table "
			"class=\"functions sortable\">\n<thead><tr><th>function</th>"
			"<th>file</th><th class=\"num\">cycles per call</th><th>basis"
			"</th><th class=\"num\">findings</th><th class=\"num\">saving"
			"</th></tr></thead>\n<tbody>\n", n);
		for (size_t i = 0; i < n; i++) {
			fputs("<tr><td class=\"mono\">", out);
			html_esc(out, v[i].fn->name);
			fputs("</td><td class=\"mono\">", out);
			html_esc(out, v[i].fn->file);
			fprintf(out, ":%u</td>", v[i].fn->line);
			td_num(out, v[i].fn->cycles);
			fprintf(out, "<td>%s</td>", count_basis_name(v[i].fn->basis));
			td_num(out, v[i].nfindings);
			td_num(out, v[i].saving);
			fputs("</tr>\n", out);
		}
		fputs("</tbody></table></div>\n", out);
	}
	free(v);
}

static void toc(FILE *out, const struct report *rp)
{
	fputs("<nav class=\"toc\" aria-label=\"contents\"><b>Contents</b><ol>"
	      "<li><a href=\"#summary\">Summary</a></li>"
	      "<li><a href=\"#charts\">Where the cycles go</a></li>", out);
	if (rp->res->fs.nfn)
		fputs("<li><a href=\"#functions\">Costliest functions</a></li>", out);
	fputs("<li><a href=\"#rules\">Totals per rule</a></li>"
	      "<li><a href=\"#hot\">Hot spots</a></li>", out);
	if (rp->res->compare_target)
		fputs("<li><a href=\"#slower\">What got slower</a></li>", out);
	fputs(
	      "<li><a href=\"#findings\">Other findings</a></li>"
	      "<li><a href=\"#modules\">By module, file and function</a></li>", out);
	if (rp->res->nerrors)
		fputs("<li><a href=\"#errors\">Files not analysed</a></li>", out);
	fputs("<li><a href=\"#rule-pages\">Rule pages</a></li></ol></nav>\n", out);
}

static void errors(FILE *out, const struct report *rp)
{
	const struct check_result *r = rp->res;

	if (!r->nerrors)
		return;
	fputs("<h2 id=\"errors\">Files not analysed</h2>\n<div class=\"tw\"><table class=\"errors\">"
	      "<thead><tr><th>file</th><th>reason</th></tr></thead><tbody>\n", out);
	for (size_t i = 0; i < r->nerrors; i++) {
		fputs("<tr><td class=\"mono\">", out);
		html_esc(out, r->errors[i].file);
		fputs("</td><td class=\"mono\">", out);
		html_esc(out, r->errors[i].message);
		fputs("</td></tr>\n", out);
	}
	fputs("</tbody></table></div>\n", out);
}

int report_html(FILE *out, const struct report *rp)
{
	struct palette pal;

	palette_init(&pal, rp);
	header(out, rp);
	toc(out, rp);
	cards(out, rp);
	charts(out, rp, &pal);
	functions(out, rp);
	rules_section(out, rp);
	hot_spots(out, rp);
	slower(out, rp);
	other_findings(out, rp, &pal);
	modules(out, rp, &pal);
	errors(out, rp);
	rule_pages(out, rp);
	palette_release(&pal);
	fputs("</main>\n<footer>Estimates from the machine description: cycles per "
	      "execution &times; executions per call (constant: from the loop "
	      "bounds; assumed: a default trip count; profile: measured). "
	      "Generated by tmopt ", out);
	html_esc(out, rp->meta.tool_version);
	fprintf(out, ".</footer>\n<script>%s</script>\n</body>\n</html>\n", script);
	return ferror(out) ? -1 : 0;
}
